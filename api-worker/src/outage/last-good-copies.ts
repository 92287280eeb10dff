/**
 * Last good copies (DESIGN §13): every public answer a shared cache may keep (a page, a feed, the
 * sitemap, a public API call) is also written, as its last good copy, where the runtime reads it
 * without the database: on Node a folder on disk (node/last-good-copies-folder.ts), on Workers a
 * Cache API cache of its own (worker.ts). While the database is away — the request failed, or the
 * app answered 5xx — the copy is served: 200, `X-Cache: STALE`, for as long as the outage lasts.
 * A page never seen answers 503 with Retry-After (the site's chrome for a page, `{ msg }` for the
 * API). The runtimes' caches call these in the same two places (content-version/edge-cache.ts,
 * node/answer-cache.ts): after an answer was kept, and when a request failed.
 */
import { withFreshNonce } from '../http/script-nonce.ts';
import { DATABASE_AWAY_MESSAGE, RETRY_AFTER_SECONDS } from './database-away.ts';

/** A kept answer: its headers as the app made them (without the ones of one transfer) and body. */
export interface GoodCopy {
  headers: Record<string, string>;
  body: Uint8Array;
}

export interface GoodCopyStore {
  read(key: string): Promise<GoodCopy | undefined>;
  write(key: string, copy: GoodCopy): Promise<void>;
}

/** Headers of one transfer, which a copy never repeats. */
const NOT_COPIED = new Set(['content-length', 'content-encoding', 'date', 'x-cache', 'transfer-encoding']);

/** A shareable answer as a copy to keep (read from a clone: the answer itself goes to its client). */
export async function goodCopyOf(response: Response): Promise<GoodCopy> {
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    if (!NOT_COPIED.has(name)) headers[name] = value;
  });
  return { headers, body: new Uint8Array(await response.arrayBuffer()) };
}

/**
 * The copy as an answer during an outage: its body and type, `X-Cache: STALE`, revalidated by
 * any cache that keeps it (the next request after the outage gets the fresh answer).
 */
export function staleAnswer(kept: GoodCopy, method: string): Response {
  // Its own script nonce, as every answer of a kept document (http/script-nonce.ts).
  const copy = withFreshNonce(kept);
  const headers = new Headers(copy.headers);
  headers.set('X-Cache', 'STALE');
  headers.set('Cache-Control', 'no-cache');
  return new Response(method === 'HEAD' ? null : (copy.body as BodyInit), { status: 200, headers });
}

/** The API's answer to a call it cannot make during an outage, with nothing kept for it. */
export function apiUnavailableAnswer(): Response {
  return Response.json(
    { msg: DATABASE_AWAY_MESSAGE },
    {
      status: 503,
      headers: { 'Retry-After': String(RETRY_AFTER_SECONDS), 'Cache-Control': 'no-store' },
    },
  );
}

/** Whether a failed public request's answer should be a kept copy rather than what was made. */
export function isOutageAnswer(response: Response | undefined): boolean {
  return response === undefined || response.status >= 500;
}

/**
 * A failed public request's answer: the last good copy when there is one, else what the app made
 * (its own 5xx, which says nothing of its insides), else `unavailable` (nothing could be made;
 * the API's 503 unless told).
 */
export async function answerDuringOutage(
  request: Request,
  key: string,
  {
    store,
    made,
    unavailable = async () => apiUnavailableAnswer(),
  }: {
    store: GoodCopyStore | undefined;
    made: Response | undefined;
    unavailable?: ((request: Request) => Promise<Response>) | undefined;
  },
): Promise<Response> {
  const copy = await store?.read(key).catch(() => undefined);
  if (copy) {
    await made?.body?.cancel();
    return staleAnswer(copy, request.method);
  }
  return made ?? unavailable(request);
}

/** Writes a copy without holding up its client; a failed write is only logged. */
export function writeGoodCopy(store: GoodCopyStore | undefined, key: string, copy: GoodCopy): Promise<void> {
  if (!store) return Promise.resolve();
  return store
    .write(key, copy)
    .catch((error: unknown) => console.error('A last good copy was not written:', error));
}

/** Keeps an answer's copy (read from a clone: the answer itself goes to its client). */
export async function keepGoodCopy(
  store: GoodCopyStore | undefined,
  key: string,
  response: Response,
): Promise<void> {
  if (store) await writeGoodCopy(store, key, await goodCopyOf(response));
}
