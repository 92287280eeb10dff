import { startTransition, useCallback, useEffect, useState } from 'react';

/** An API failure with the Spanish message the server sent (or a generic one). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** JSON from the portal's own API (same origin, session cookie included). */
export async function fetchJson<T>(path: string, init?: RequestInit): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, { credentials: 'same-origin', ...init });
  } catch {
    throw new ApiError(0, 'No hay conexión con el servidor.');
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const msg = (body as { msg?: unknown } | undefined)?.msg;
    throw new ApiError(
      response.status,
      typeof msg === 'string' ? msg : 'Ocurrió un error, intente nuevamente.',
    );
  }
  return body as T;
}

// Answers already seen this visit: going back to a page shows it at once while it refreshes.
const recent = new Map<string, unknown>();

export interface ApiState<T> {
  data: T | undefined;
  error: ApiError | undefined;
  loading: boolean;
  reload: () => void;
}

/** Loads `path` (or nothing while it is null) and re-loads when it changes. */
export function useApi<T>(path: string | null): ApiState<T> {
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
