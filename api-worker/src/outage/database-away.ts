/**
 * Telling a database that is away (refused, hung, unreachable: DESIGN §13) from any other error,
 * and giving every call to a database over the network a deadline.
 */

/** What staff and API callers read while the database is away. */
export const DATABASE_AWAY_MESSAGE =
  'El servicio no está disponible en este momento. Intentá nuevamente en unos instantes.';
/** When to try again (seconds), sent as Retry-After with every 503 of an outage. */
export const RETRY_AFTER_SECONDS = 30;

const AWAY_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EPIPE',
  'UND_ERR_SOCKET',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
]);
const AWAY_NAMES = new Set(['TimeoutError', 'AbortError', 'DatabaseAwayError']);
/** What the libSQL client and the runtimes' fetch say when the other end is not there. */
const AWAY_MESSAGE =
  /fetch failed|network connection lost|socket hang up|ECONNREFUSED|ECONNRESET|other side closed|connection (?:refused|reset|closed)|server returned HTTP status 5\d\d|timed? ?out/i;

/** A call refused before it was made: the database is known to be away (see databaseFetch). */
export class DatabaseAwayError extends Error {
  override name = 'DatabaseAwayError';
}

/** Whether an error comes from a call refused during the pause (already logged once: quiet). */
export function isPausedCall(error: unknown): boolean {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 8; depth++) {
    if (current instanceof DatabaseAwayError) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Whether an error (or any error it was caused by: drizzle wraps the client's) says the database
 * is away rather than that a query was wrong.
 */
export function isDatabaseAway(error: unknown): boolean {
  const seen = new Set<unknown>();
  for (let current = error; current && typeof current === 'object' && !seen.has(current);) {
    seen.add(current);
    const { name, code, message, cause } = current as {
      name?: unknown;
      code?: unknown;
      message?: unknown;
      cause?: unknown;
    };
    if (typeof name === 'string' && AWAY_NAMES.has(name)) return true;
    if (typeof code === 'string' && AWAY_CODES.has(code)) return true;
    if (typeof message === 'string' && AWAY_MESSAGE.test(message)) return true;
    current = cause;
  }
  return false;
}

/** After a call found the database away, how long the next calls fail at once instead of waiting. */
export const AWAY_PAUSE_MS = 2_000;

/**
 * The fetch the libSQL client talks to a remote database with (Turso, the local Hrana server):
 * every call has a deadline (DB_BUDGET_MS), and a call past it is aborted, which closes its
 * connection: a connection that hung is dropped, and the next call makes a new one. Once a call
 * found the database away, the calls of the next AWAY_PAUSE_MS fail at once (readers get their
 * copies without waiting out the budget each); the first call after that tries again. The file
 * database of the Node entry has no network between it and the app, and none of this (its busy
 * timeout lets writers wait their turn).
 */
export function databaseFetch(
  budgetMs: number,
  fetchFn: typeof fetch = fetch,
  { pauseMs = AWAY_PAUSE_MS, now = Date.now }: { pauseMs?: number; now?: () => number } = {},
): typeof fetch {
  let awayUntil = 0;
  return async (input, init) => {
    if (now() < awayUntil) throw new DatabaseAwayError('La base de datos no responde.');
    const deadline = AbortSignal.timeout(budgetMs);
    const signal = init?.signal ? AbortSignal.any([init.signal, deadline]) : deadline;
    try {
      const response = await fetchFn(input, { ...init, signal });
      if (response.status >= 502) awayUntil = now() + pauseMs;
      return response;
    } catch (error) {
      if (isDatabaseAway(error)) awayUntil = now() + pauseMs;
      throw error;
    }
  };
}
