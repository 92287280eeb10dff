import { ApiError, fetchJson } from '@portal/ui';

/**
 * Sends `body` as JSON with an unsafe method to the portal's own API (same origin, so the session
 * cookie goes along and the server's Origin check passes). Errors are `ApiError`s carrying the
 * server's Spanish `msg`.
 */
export function sendJson<T>(
  method: 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
  signal?: AbortSignal,
): Promise<T> {
  return fetchJson<T>(path, {
    method,
    headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
  });
}

/** True when the server said the session is gone (expired, logged out elsewhere, password changed). */
export function isSessionLost(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/** The Spanish text to show for a failure: the server's `msg`, or a generic one. */
export function errorMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : 'Ocurrió un error, intente nuevamente.';
}
