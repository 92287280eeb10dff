import { createContext, startTransition, use, useCallback, useContext, useEffect, useState } from 'react';
import { ApiError, fetchJson, type ApiUrl } from '@portal/api-client';
import type { HandedOverAnswer } from '@portal/contracts';

// The typed client lives in @portal/api-client; the front ends reach it through this package,
// which the shell shares with every remote, so its code downloads once.
export { api, apiUrl, ApiError, type ApiAnswer, type ApiUrl } from '@portal/api-client';

// Answers already seen this visit: going back to a page shows it at once while it refreshes.
const recent = new Map<string, unknown>();

// One answer as a server render saw it (DESIGN §10): the document carries these so that the
// browser's first render shows what the server drew.
export type { HandedOverAnswer };

/** What a page rendering on a server knows: its way to the API, and the portal's public origin. */
export interface ServerRender {
  /** One promise per URL for the whole render. */
  load(path: string): Promise<HandedOverAnswer>;
  /** For absolute links (share buttons); the browser knows its own. */
  origin: string;
  /** Records the page's title (usePageTitle) for the document's head. */
  title(title: string | undefined): void;
}

/** Present only while a page renders on a server: useApi then waits for its answer. */
export const ServerRenderContext = createContext<ServerRender | null>(null);

// Answers the server rendered with, not yet shown: their first useApi takes them without a fetch.
const handedOver = new Map<string, HandedOverAnswer>();

/** Takes over the answers that rendered the server's HTML (the document's hand-over data). */
export function takeOverServerAnswers(answers: Record<string, HandedOverAnswer>): void {
  for (const [path, answer] of Object.entries(answers)) {
    handedOver.set(path, answer);
    if ('data' in answer) recent.set(path, answer.data);
  }
}

export interface ApiState<T> {
  data: T | undefined;
  error: ApiError | undefined;
  loading: boolean;
  reload: () => void;
}

/**
 * Loads `path` (or nothing while it is null) and re-loads when it changes; the answer's type comes
 * from the URL: `useApi(apiUrl('/api/noticia/{id}', { params: { path: { id } } }))`.
 */
export function useApi<T>(path: ApiUrl<T> | null): ApiState<T> {
  const server = useContext(ServerRenderContext);
  // On a server the render waits for the answer (React's `use`): the HTML holds the content.
  const rendered = server && path ? use(server.load(path)) : undefined;
  const [state, setState] = useState(() => shownFirst<T>(path));
  const [attempt, setAttempt] = useState(0);

  // A new path resets the state during render, so no stale page flashes (React's documented pattern).
  if (state.path !== path) setState(shownFirst<T>(path));

  useEffect(() => {
    if (path === null) return;
    // The server's answer is what this render shows: no second request for it (DESIGN §10).
    if (attempt === 0 && handedOver.delete(path)) return;
    const controller = new AbortController();
    fetchJson<T>(path, { signal: controller.signal })
      .then((data) => {
        recent.set(path, data);
        // A transition: React renders what the answer brings in slices, between which the page
        // keeps answering taps (no long task on a slow phone).
        startTransition(() => setState({ path, data, loading: false }));
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error(`Error al cargar ${path}:`, error);
        setState({
          path,
          loading: false,
          error: error instanceof ApiError ? error : new ApiError(0, String(error)),
        });
      });
    return () => controller.abort();
  }, [path, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const { data, error, loading } = rendered ? shownFirst<T>(path, rendered) : state;
  return { data, error, loading, reload };
}

/**
 * What a path shows before its request ends: the server's answer (`answer`, or the one handed
 * over to the browser), else the one seen earlier this visit while it refreshes.
 */
function shownFirst<T>(
  path: string | null,
  answer = path === null ? undefined : handedOver.get(path),
): { path: string | null; data?: T; error?: ApiError; loading: boolean } {
  if (answer && 'error' in answer) {
    const { status, msg } = answer.error;
    return { path, error: new ApiError(status, msg, msg), loading: false };
  }
  const data = answer ? answer.data : path === null ? undefined : recent.get(path);
  return { path, data: data as T | undefined, loading: !answer && path !== null };
}
