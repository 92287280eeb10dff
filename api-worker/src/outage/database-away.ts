/**
 * Telling a database that is away (refused, hung, unreachable: DESIGN §13) from any other error,
 * and giving every call to a database over the network a deadline.
 */

/** What staff and API callers read while the database is away. */
export const DATABASE_AWAY_MESSAGE =
  'El servicio no está disponible en este momento. Intente nuevamente en unos instantes.';
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

/**
 * The fetch the libSQL client talks to a remote database with (Turso, the local Hrana server):
 * every call has a deadline (DB_BUDGET_MS), and a call past it is aborted, which closes its
 * connection: a connection that hung is dropped, and the next call makes a new one. The file
 * database of the Node entry has no network between it and the app, and no deadline (its busy
 * timeout lets writers wait their turn).
 */
export function databaseFetch(budgetMs: number, fetchFn: typeof fetch = fetch): typeof fetch {
  return (input, init) => {
    const deadline = AbortSignal.timeout(budgetMs);
    const signal = init?.signal ? AbortSignal.any([init.signal, deadline]) : deadline;
    return fetchFn(input, { ...init, signal });
  };
}
