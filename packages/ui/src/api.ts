import { createContext, startTransition, use, useCallback, useContext, useEffect, useState } from 'react';
import { ApiError, fetchJson, type ApiUrl } from '@portal/api-client';

// The typed client lives in @portal/api-client; the front ends reach it through this package,
// which the shell shares with every remote, so its code downloads once.
export { api, apiUrl, ApiError, type ApiAnswer, type ApiUrl } from '@portal/api-client';

// Answers already seen this visit: going back to a page shows it at once while it refreshes.
const recent = new Map<string, unknown>();

/**
 * One answer as a server render saw it (DESIGN §10): the data, or the error a visitor gets. The
 * document carries these so that the browser's first render shows what the server drew.
 */
export type HandedOverAnswer = { data: unknown } | { error: { status: number; msg: string } };

/** A server render's way to the API: one promise per URL for the whole render. */
export interface ServerApiLoader {
  load(path: string): Promise<HandedOverAnswer>;
}

/** Present only while a page renders on a server: useApi then waits for its answer. */
export const ServerApiContext = createContext<ServerApiLoader | null>(null);

// Answers the server rendered with, not yet shown: their first useApi takes them without a fetch.
const handedOver = new Map<string, HandedOverAnswer>();

/** Takes over the answers that rendered the server's HTML (the document's hand-over data). */
export function takeOverServerAnswers(answers: Record<string, HandedOverAnswer>): void {
  for (const [path, answer] of Object.entries(answers)) {
    handedOver.set(path, answer);
    if ('data' in answer) recent.set(path, answer.data);
  }
}

const toApiError = ({ status, msg }: { status: number; msg: string }) => new ApiError(status, msg, msg);

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
  const server = useContext(ServerApiContext);
  // On a server the render waits for the answer (React's `use`): the HTML holds the content.
  const rendered = server && path ? use(server.load(path)) : undefined;
  const [state, setState] = useState<{ path: string | null; data?: T; error?: ApiError; loading: boolean }>(
    () => {
      const answer = path ? handedOver.get(path) : undefined;
      if (answer) return { path, ...answerState<T>(answer) };
      return { path, data: path ? (recent.get(path) as T | undefined) : undefined, loading: path !== null };
    },
  );
  const [attempt, setAttempt] = useState(0);

  // A new path resets the state during render, so no stale page flashes (React's documented pattern).
  if (state.path !== path) {
    setState({ path, data: path ? (recent.get(path) as T | undefined) : undefined, loading: path !== null });
  }

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
  if (rendered) return { ...answerState<T>(rendered), reload };
  return { data: state.data, error: state.error, loading: state.loading, reload };
}

function answerState<T>(answer: HandedOverAnswer): {
  data: T | undefined;
  error: ApiError | undefined;
  loading: false;
} {
  return 'data' in answer
    ? { data: answer.data as T, error: undefined, loading: false }
    : { data: undefined, error: toApiError(answer.error), loading: false };
}
