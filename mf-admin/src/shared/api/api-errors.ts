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

/**
 * True for a failure worth a trace in the console: anything but the server's own refusal (a 4xx
 * with its `msg`), which the screen shows the user and which a stack trace would only bury.
 */
export const isUnexpectedFailure = (error: unknown): boolean =>
  !(error instanceof ApiError && error.status >= 400 && error.status < 500);

/** Logs a failure the screen has already told the user about, unless it was a plain refusal. */
export function logUnexpectedFailure(error: unknown): void {
  if (isUnexpectedFailure(error)) console.error(error);
}
