import { startTransition, useCallback, useEffect, useState } from 'react';
import { ApiError, fetchJson, type ApiUrl } from '@portal/api-client';

// The typed client lives in @portal/api-client; the front ends reach it through this package,
// which the shell shares with every remote, so its code downloads once.
export { api, apiUrl, ApiError, type ApiAnswer, type ApiUrl } from '@portal/api-client';

// Answers already seen this visit: going back to a page shows it at once while it refreshes.
const recent = new Map<string, unknown>();

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
  const [state, setState] = useState<{ path: string | null; data?: T; error?: ApiError; loading: boolean }>(
    () => ({
      path,
      data: path ? (recent.get(path) as T | undefined) : undefined,
      loading: path !== null,
    }),
  );
  const [attempt, setAttempt] = useState(0);

  // A new path resets the state during render, so no stale page flashes (React's documented pattern).
  if (state.path !== path) {
    setState({ path, data: path ? (recent.get(path) as T | undefined) : undefined, loading: path !== null });
  }

  useEffect(() => {
    if (path === null) return;
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
  return { data: state.data, error: state.error, loading: state.loading, reload };
}
