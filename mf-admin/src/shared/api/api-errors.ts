import { ApiError } from '@portal/ui';

// Every back-office call goes through the typed client of @portal/ui (`api.GET/POST/PUT/DELETE`,
// `apiUrl` + `useApi`): same origin, so the session cookie goes along and the server's Origin
// check passes; failures are `ApiError`s carrying the server's Spanish `msg`.

/** True when the server said the session is gone (expired, logged out elsewhere, password changed). */
export function isSessionLost(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/** The Spanish text to show for a failure: the server's `msg`, or a generic one. */
export function errorMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : 'Ocurrió un error, intentá nuevamente.';
}
