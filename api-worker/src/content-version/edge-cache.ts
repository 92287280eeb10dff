import { HEADERS_KEPT_ON_304, ifNoneMatchAccepts, isShareableAnswer } from '../http/public-cache/index.ts';
import { documentKept } from '../http/answer-in-parts.ts';
import { responseWithFreshNonce } from '../http/script-nonce.ts';
import { hasSessionCookie } from '../http/session-cookie.ts';
import { isPausedCall } from '../outage/database-away.ts';
import {
  answerDuringOutage,
  isOutageAnswer,
  keepGoodCopy,
  type GoodCopyStore,
} from '../outage/last-good-copies.ts';

/** The Workers Cache API as used here (`caches.default`). */
export interface EdgeCacheStore {
  match(request: Request): Promise<Response | undefined>;
  put(request: Request, response: Response): Promise<void>;
}

export interface EdgeCacheOptions {
  cache: EdgeCacheStore;
  /** The current content version (content-version.ts): part of every key. */
  version: () => Promise<string>;
  waitUntil: (promise: Promise<unknown>) => void;
  /** The app, for a miss. */
  handle: (request: Request) => Promise<Response>;
  /** What else the answer depends on, part of the key: a document's release choice (pages/document-cache.ts). */
  keyPart?: string | undefined;
  /** Each kept answer's last good copy, served while the database is away (outage/). */
  copies?: GoodCopyStore;
  /** The answer to a failed request with no copy kept (a 503 in the site's words; the API's by default). */
  unavailable?: (request: Request) => Promise<Response>;
}

/**
 * The worker's shared cache: Cloudflare does not cache what a worker answers, so the public
 * answers the app marks shareable (`public` with `s-maxage`) are kept in the data centre's cache
 * for that long, under a key that holds the content version. A staff write bumps the version,
 * so the next read misses and gets fresh content, whatever the remaining lifetime.
 * Requests with a session cookie or credentials (staff) never touch it.
 */
export async function serveWithEdgeCache(request: Request, options: EdgeCacheOptions): Promise<Response> {
  if (
    request.method !== 'GET' ||
    hasSessionCookie(request.headers.get('Cookie')) ||
    request.headers.has('Authorization')
  ) {
    return options.handle(request);
  }
  let response: Response | undefined;
  let key: Request | undefined;
  try {
    key = edgeCacheKey(request.url, await options.version(), options.keyPart);
    const cached = await options.cache.match(key);
    // Each answer of a kept document gets its own script nonce (http/script-nonce.ts).
    // Awaited here: a kept body that cannot be read falls back like any failure below.
    if (cached) return await responseWithFreshNonce(answerConditionally(request, cached));
    // Asked without the client's validators, so that a full answer comes back to be stored.
    const unconditional = new Request(request);
    unconditional.headers.delete('If-None-Match');
    unconditional.headers.delete('If-Modified-Since');
    response = await options.handle(unconditional);
  } catch (error) {
    if (!isPausedCall(error)) console.error(`GET ${new URL(request.url).pathname}: no fresh answer`, error);
  }
  if (isOutageAnswer(response)) {
    // The database away (DESIGN §13): the last good copy of this URL, if one was kept.
    return answerDuringOutage(request, goodCopyKey(request.url), {
      store: options.copies,
      made: response,
      unavailable: options.unavailable,
    });
  }
  if (!isShareableAnswer(response!)) {
    if (!request.headers.has('If-None-Match') && !request.headers.has('If-Modified-Since')) return response!;
    // Not one to keep: the client's own conditions are answered by the app (its 304).
    await response!.body?.cancel();
    return options.handle(request);
  }
  // Kept by both stores, unless it is a document whose section's HTML did not come after its
  // head had left (http/answer-in-parts.ts; known once its rest is made, at once for any other
  // answer): the client reads it meanwhile.
  const kept = documentKept(response!);
  const keepIn = async (copy: Response, store: (copy: Response) => Promise<unknown>) => {
    if (await kept) await store(copy);
    else await copy.body?.cancel();
  };
  options.waitUntil(
    keepIn(response!.clone(), (copy) => options.cache.put(key!, copy)).catch(() => undefined),
  );
  options.waitUntil(
    keepIn(response!.clone(), (copy) => keepGoodCopy(options.copies, goodCopyKey(request.url), copy)),
  );
  return answerConditionally(request, response!);
}

/** A last good copy is kept per URL (its path and query), whatever release choice it was made for. */
export function goodCopyKey(url: string): string {
  const { pathname, search } = new URL(url);
  return pathname + search;
}

/**
 * The same path and query under a prefix with the version (a new version is a new key) and, for
 * a document, its release choice.
 */
export function edgeCacheKey(url: string, version: string, keyPart?: string): Request {
  const { origin, pathname, search } = new URL(url);
  const prefix = `v${encodeURIComponent(version)}${keyPart === undefined ? '' : `/r${encodeURIComponent(keyPart)}`}`;
  return new Request(`${origin}/__edge-cache/${prefix}${pathname}${search}`);
}

function answerConditionally(request: Request, response: Response): Response {
  const etag = response.headers.get('ETag');
  if (etag === null || !ifNoneMatchAccepts(request.headers.get('If-None-Match') ?? undefined, etag)) {
    return response;
  }
  const headers = new Headers();
  for (const name of HEADERS_KEPT_ON_304) {
    const value = response.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  response.body?.cancel().catch(() => undefined);
  return new Response(null, { status: 304, headers });
}
