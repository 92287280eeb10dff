/**
 * The Node entry's cache of public answers (docs/performance.md, "Answer cache"). Visitors ask
 * for the same few URLs thousands of times between two edits: each answer the app marks
 * shareable (isShareableAnswer: `public` with `s-maxage`, no cookie set) is kept once, per URL and
 * content version, as its final bytes with its headers and ETag, plus brotli and gzip copies made
 * the first time a client accepts them. A hit is answered synchronously from memory — no routing,
 * no middleware, no database, no compression — which @hono/node-server writes out on its fastest
 * path.
 *
 * Never stale: an entry is used only under the content version it was made with (a staff write,
 * a scheduled publication coming due or a restore change it: content-version/), and never past
 * its `s-maxage` (answers that do not follow the content version, such as the weather). Requests
 * with a staff session cookie or credentials bypass it, and so does everything when its size is
 * 0. It is bounded by bytes (an LRU, `lru-cache`); `stats()` counts hits, misses and bypasses
 * honestly, and every answer it handles says which in `X-Cache`.
 *
 * The Workers entry does not use it: there the data centre's cache does this work
 * (content-version/edge-cache.ts).
 */
import type { IncomingHttpHeaders } from 'node:http';
import { LRUCache } from 'lru-cache';
import type { ContentVersions } from '../content-version/content-version.ts';
import {
  HEADERS_KEPT_ON_304,
  capLifetimes,
  ifNoneMatchAccepts,
  isShareableAnswer,
} from '../http/public-cache/index.ts';
import { hasSessionCookie } from '../http/session-cookie.ts';
import { isPausedCall } from '../outage/database-away.ts';
import {
  answerDuringOutage,
  isOutageAnswer,
  staleAnswer,
  writeGoodCopy,
  type GoodCopyStore,
} from '../outage/last-good-copies.ts';
import { chooseEncoding, isCompressible, type ContentEncoding } from './compressed-files.ts';
import {
  closeCompressed,
  compress,
  compressResponse,
  varyWithEncoding,
  type OpenPlain,
} from './compress-response.ts';
import { documentTailBytes, documentWithoutTail, freshTail, scriptNonceOf } from '../http/script-nonce.ts';
import { crc32 } from 'node:zlib';
import { asDocumentInParts, documentKept, isDocumentInParts } from '../http/answer-in-parts.ts';

/** PUBLIC_CACHE_MB when unset: a few thousand answers of a few kB, with their compressed copies. */
export const DEFAULT_ANSWER_CACHE_MB = 64;

export type CacheOutcome = 'HIT' | 'MISS' | 'BYPASS';

export interface AnswerCacheStats {
  /** Answered from memory (including requests that waited for another's miss of the same URL). */
  hits: number;
  /** Looked up and made by the app: first reads, reads after a change, answers not kept. */
  misses: number;
  /** Never looked up: a staff session, credentials, or the cache turned off. */
  bypassed: number;
  /** Entries and bytes held now, and the bound. */
  entries: number;
  bytes: number;
  maxBytes: number;
  /** Entries dropped to stay within the bound. */
  evicted: number;
}

export interface AnswerCache {
  /**
   * The answer to a GET or HEAD of an app path: a Response at once on a hit (so that the server
   * writes it without a promise), else a promise of one.
   */
  serve(
    request: Request,
    incoming: { url?: string | undefined; headers: IncomingHttpHeaders },
    /** Handed to `handle` as they came (the Node server's socket bindings). */
    bindings?: unknown,
    /**
     * What else the answer depends on, part of its key: a document's release choice
     * (pages/document-cache.ts). Answers of the same URL with another part are other entries.
     */
    keyPart?: string,
  ): Response | Promise<Response>;
  stats(): AnswerCacheStats;
}

type PlainHeaders = Record<string, string>;

interface Variant {
  body: Uint8Array<ArrayBuffer>;
  /** Headers of this variant on a hit, ready to be written as they are. */
  headers: PlainHeaders;
  /** A document's: its body without the tail, which each answer ends with its own nonce's. */
  open?: Uint8Array;
}

/**
 * A kept document whose answers each get their own script nonce (http/script-nonce.ts): the
 * nonce of the answer it was made from, in `base`'s CSP and `identity`'s tail, and its body
 * before that tail.
 */
interface NoncedDocument extends OpenPlain {
  nonce: string;
  open: Uint8Array;
}

interface Entry {
  key: string;
  version: string;
  /** ms since the epoch; from the answer's s-maxage. */
  expiresAt: number;
  etag: string;
  compressible: boolean;
  /** The stored headers, without Content-Encoding, Content-Length, Date or X-Cache. */
  base: PlainHeaders;
  identity: Variant;
  br?: Variant | Promise<Variant>;
  gzip?: Variant | Promise<Variant>;
  notModified: PlainHeaders;
  nonced?: NoncedDocument;
  /** The seconds left to the next scheduled publication the headers were capped for. */
  cappedFor: number | undefined;
  size: number;
}

/** The largest body whose kept copies are made again at the encoder's best (about 0.15 s at 256 kB of HTML). */
const BEST_COPY_MAX_BYTES = 256_000;
/** Best copies waiting their turn at most; beyond, an entry keeps its quick copy. */
const BEST_COPIES_QUEUED_MAX = 256;

/** What an entry costs besides its bodies: the object, its header objects, the LRU's node. */
const ENTRY_OVERHEAD_BYTES = 2_048;
/** Headers of the app's answer that a cached copy must not repeat. */
const NOT_STORED = new Set(['content-length', 'content-encoding', 'date', 'x-cache', 'transfer-encoding']);

export function createAnswerCache({
  versions,
  handle,
  maxBytes,
  copies,
  unavailable,
  now = () => Date.now(),
}: {
  versions: ContentVersions;
  /**
   * The app (for a miss or a bypass): its answer before compression. `bindings` are those given
   * to serve(): the app's env, which tells it the client's socket (auth/client-address.ts).
   */
  handle: (request: Request, bindings: unknown) => Promise<Response>;
  /** The bound in bytes; 0 turns the cache off (every request is a bypass). */
  maxBytes: number;
  /**
   * Where each kept answer's last good copy is written, and read back while the database is away
   * (outage/last-good-copies.ts); none without it.
   */
  copies?: GoodCopyStore;
  /** The answer to a failed request with no copy kept (a 503 in the site's words; the API's by default). */
  unavailable?: (request: Request) => Promise<Response>;
  now?: () => number;
}): AnswerCache {
  const counts = { hits: 0, misses: 0, bypassed: 0, evicted: 0 };
  const lru =
    maxBytes > 0
      ? new LRUCache<string, Entry>({
          maxSize: maxBytes,
          // One answer may not take more than a quarter of the whole.
          maxEntrySize: Math.max(1, Math.floor(maxBytes / 4)),
          sizeCalculation: (entry, key) => entry.size + key.length * 2,
          dispose: (_entry, _key, reason) => {
            if (reason === 'evict') counts.evicted++;
          },
        })
      : undefined;
  /** Misses in progress, per version and key: readers of the same URL wait for one answer. */
  const inFlight = new Map<string, Promise<Entry | undefined>>();

  async function bypass(request: Request, bindings: unknown): Promise<Response> {
    counts.bypassed++;
    return withOutcome(await compressResponse(request, await handle(request, bindings)), 'BYPASS');
  }

  function serve(
    request: Request,
    incoming: { url?: string | undefined; headers: IncomingHttpHeaders },
    bindings?: unknown,
    keyPart?: string,
  ) {
    const { headers } = incoming;
    if (!lru || hasSessionCookie(headers.cookie) || headers.authorization !== undefined) {
      return bypass(request, bindings);
    }
    const url = answerCacheKey(headers.host ?? '', incoming.url ?? '/');
    const key = keyPart === undefined ? url : `${url}\n${keyPart}`;
    const known = versions.known();
    if (known) {
      const entry = lru.get(key);
      if (entry && entry.version === known.version && now() < entry.expiresAt) {
        counts.hits++;
        return answerFrom(entry, request.method, headers, known.nextPublishAt, 'HIT');
      }
    }
    return lookUp(request, headers, key, bindings).catch((error: unknown) => {
      if (!isPausedCall(error)) {
        console.error(`${request.method} ${new URL(request.url).pathname}: no fresh answer`, error);
      }
      return duringOutage(request, key, undefined);
    });
  }

  /**
   * A public read that could not be made (the database away: DESIGN §13): this process's own
   * entry of any version, else the last good copy on disk, else what was made or `unavailable`.
   */
  async function duringOutage(request: Request, key: string, made: Response | undefined) {
    const entry = lru!.peek(key);
    if (entry) {
      await made?.body?.cancel();
      return compressResponse(
        request,
        staleAnswer({ headers: entry.base, body: entry.identity.body }, request.method),
      );
    }
    return compressResponse(
      request,
      await answerDuringOutage(request, goodCopyKey(key), { store: copies, made, unavailable }),
    );
  }

  async function lookUp(
    request: Request,
    headers: IncomingHttpHeaders,
    key: string,
    bindings: unknown,
  ): Promise<Response> {
    const version = await versions.current();
    const nextPublishAt = await versions.nextPublishAt();
    const entry = lru!.get(key);
    if (entry && entry.version === version && now() < entry.expiresAt) {
      counts.hits++;
      return answerFrom(entry, request.method, headers, nextPublishAt, 'HIT');
    }
    const flightKey = `${version}\n${key}`;
    const pending = inFlight.get(flightKey);
    if (pending) {
      const made = await pending;
      if (made) {
        counts.hits++;
        return answerFrom(made, request.method, headers, nextPublishAt, 'HIT');
      }
      // The other request's answer was not one to keep (an error, a 404): make our own.
      counts.misses++;
      const own = await handle(request, bindings);
      if (isOutageAnswer(own)) return duringOutage(request, key, own);
      return withOutcome(await compressResponse(request, own), 'MISS');
    }

    counts.misses++;
    // A plain GET may read a document whose head leaves before its rest is made as it comes.
    const making = make(request, key, version, bindings, {
      streams: request.method === 'GET' && headers['if-none-match'] === undefined,
    });
    const kept = making
      .then(({ outcome }) => outcome)
      .then((made) => ('entry' in made ? made.entry : undefined));
    // Readers of the same URL meanwhile wait for this entry rather than make it again.
    const shared = kept.catch(() => undefined);
    inFlight.set(flightKey, shared);
    void shared.finally(() => inFlight.delete(flightKey));
    const { streaming, outcome } = await making;
    if (streaming) return withOutcome(await compressResponse(request, streaming), 'MISS');
    const made = await outcome;
    if ('entry' in made) return answerFrom(made.entry, request.method, headers, nextPublishAt, 'MISS');
    const { notKept } = made;
    // The app could not answer (the database away): the copy kept for it, if any.
    if (isOutageAnswer(notKept)) return duringOutage(request, key, notKept);
    // Not kept: that answer goes to this client as the app made it. A conditional request or a
    // HEAD gets the app's own answer to it.
    let answer = notKept;
    if (request.method !== 'GET' || headers['if-none-match'] !== undefined) {
      await answer.body?.cancel();
      answer = await handle(request, bindings);
    }
    return withOutcome(await compressResponse(request, answer), 'MISS');
  }

  /**
   * The app's answer to a miss, asked as a plain GET without the client's validators so that a
   * full answer comes back to be kept (the client's own conditions and method are answered from
   * the entry). `outcome`: the entry once kept, or the answer as made when it is not one to keep
   * (not shareable, or a document whose section's HTML did not come after all: its next view
   * tries the section again). `streaming`: with `streams`, this client's copy of a document whose
   * rest is still coming (answer-in-parts.ts), while the other copy goes into the entry.
   */
  async function make(
    request: Request,
    key: string,
    version: string,
    bindings: unknown,
    { streams }: { streams: boolean },
  ): Promise<{ streaming?: Response; outcome: Promise<{ entry: Entry } | { notKept: Response }> }> {
    const response = await handle(unconditionalGet(request), bindings);
    if (!isShareableAnswer(response) || !response.headers.has('ETag')) {
      return { outcome: Promise.resolve({ notKept: response }) };
    }
    const kept = documentKept(response);
    let stored = response;
    let streaming: Response | undefined;
    if (streams && isDocumentInParts(response) && response.body) {
      const [toClient, toEntry] = response.body.tee();
      streaming = asDocumentInParts(new Response(toClient, response), response);
      stored = new Response(toEntry, response);
    }
    const outcome = (async () => {
      const made = await makeEntry(key, stored, version);
      // A document that does not end with its nonce's tail could not be answered again.
      const restampable =
        made.nonced !== undefined || scriptNonceOf(made.base['content-security-policy']) === undefined;
      if (!(await kept) || !restampable) {
        return { notKept: new Response(made.identity.body, { status: response.status, headers: made.base }) };
      }
      lru!.set(key, made);
      void writeGoodCopy(copies, goodCopyKey(key), { headers: made.base, body: made.identity.body });
      return { entry: made };
    })();
    return streaming ? { streaming, outcome } : { outcome };
  }

  async function makeEntry(key: string, response: Response, version: string): Promise<Entry> {
    const body = new Uint8Array(await response.arrayBuffer());
    const contentType = response.headers.get('Content-Type') ?? '';
    const compressible = isCompressible(contentType, body.byteLength);
    const base: PlainHeaders = {};
    response.headers.forEach((value, name) => {
      if (!NOT_STORED.has(name)) base[name] = value;
    });
    if (compressible) base.vary = varyWithEncoding(base.vary ?? null);
    const cacheControl = base['cache-control'] ?? '';
    const sharedSeconds = Number(/\bs-maxage=(\d+)/.exec(cacheControl)?.[1] ?? 0);
    const entry: Entry = {
      key,
      version,
      expiresAt: now() + sharedSeconds * 1000,
      etag: base.etag!,
      compressible,
      base,
      identity: { body, headers: {} },
      notModified: {},
      cappedFor: undefined,
      size: body.byteLength + ENTRY_OVERHEAD_BYTES,
    };
    const nonce = scriptNonceOf(base['content-security-policy']);
    const open = nonce === undefined ? undefined : documentWithoutTail(body, nonce);
    if (nonce !== undefined && open) {
      entry.nonced = { nonce, open, byteLength: open.byteLength, crc: crc32(open) };
      entry.identity.open = open;
    }
    setHeaders(entry);
    return entry;
  }

  /** (Re)builds the ready-made header objects of an entry from its base headers. */
  function setHeaders(entry: Entry) {
    const { base } = entry;
    entry.identity.headers = variantHeaders(base, entry.identity.body, undefined);
    for (const encoding of ['br', 'gzip'] as const) {
      const variant = entry[encoding];
      if (variant && !(variant instanceof Promise)) {
        variant.headers = variantHeaders(base, variant.body, encoding);
      }
    }
    const notModified: PlainHeaders = { 'x-cache': 'HIT' };
    for (const name of HEADERS_KEPT_ON_304) if (base[name] !== undefined) notModified[name] = base[name];
    entry.notModified = notModified;
  }

  /**
   * The lifetimes of an answer end when the next scheduled news item goes out (publicCache):
   * the entry's headers are capped again as that moment comes nearer, once per second at most.
   */
  function capToSchedule(entry: Entry, nextPublishAt: number | null) {
    if (nextPublishAt === null) return;
    const seconds = Math.max(0, Math.floor((nextPublishAt - now()) / 1000));
    if (entry.cappedFor === seconds) return;
    entry.cappedFor = seconds;
    if (entry.base['cache-control'] !== undefined) {
      entry.base['cache-control'] = capLifetimes(entry.base['cache-control'], seconds);
    }
    setHeaders(entry);
  }

  function answerFrom(
    entry: Entry,
    method: string,
    headers: IncomingHttpHeaders,
    nextPublishAt: number | null,
    outcome: 'HIT' | 'MISS',
  ): Response | Promise<Response> {
    capToSchedule(entry, nextPublishAt);
    if (ifNoneMatchAccepts(headers['if-none-match'], entry.etag)) {
      return new Response(null, { status: 304, headers: labelled(entry.notModified, outcome) });
    }
    const encoding = entry.compressible ? encodingOf(headers['accept-encoding']) : null;
    const variant =
      encoding === null ? entry.identity : (entry[encoding] ?? compressVariant(entry, encoding));
    if (variant instanceof Promise) {
      return variant.then((ready) => respond(stampedVariant(entry, ready, encoding), method, outcome));
    }
    return respond(stampedVariant(entry, variant, encoding), method, outcome);
  }

  /** A kept document's variant as one more answer: its own nonce, in its tail and its CSP. */
  function stampedVariant(entry: Entry, variant: Variant, encoding: ContentEncoding | null): Variant {
    const { nonced } = entry;
    if (!nonced || !variant.open) return variant;
    const { tail, csp } = freshTail(variant.headers['content-security-policy']!, nonced.nonce);
    const body =
      encoding === null
        ? Buffer.concat([variant.open, tail])
        : closeCompressed(encoding, variant.open, tail, nonced);
    return {
      body: body as Uint8Array<ArrayBuffer>,
      headers: { ...variant.headers, 'content-security-policy': csp },
    };
  }

  /**
   * The entry's copy in that encoding, made once (concurrent requests wait for the same one):
   * quickly first, then, since a kept copy is sent many times, at the encoder's best in the
   * background (a document 13.4 → 12.2 kB in brotli: on a slow link its first answer then fits
   * a new connection's first round trip; docs/performance.md).
   */
  function compressVariant(entry: Entry, encoding: ContentEncoding): Promise<Variant> {
    const making = compressEntry(entry, encoding, 'quick').then((compressed) => {
      const variant = storeVariant(entry, encoding, compressed);
      // A big answer (a sitemap, a long feed) would hold a thread of libuv's shared pool for long.
      if (entry.identity.body.byteLength <= BEST_COPY_MAX_BYTES) bestCopyLater(entry, encoding, variant);
      return variant;
    });
    entry[encoding] = making;
    return making;
  }

  /**
   * The best copies are made one at a time, in the order asked, and not at all for an entry that
   * is no longer the current one by then: a burst of new entries (after a write, a crawler) never
   * fills libuv's thread pool, which file reads and password hashing share.
   */
  let bestCopies: Promise<void> = Promise.resolve();
  let bestCopiesWaiting = 0;
  function bestCopyLater(entry: Entry, encoding: ContentEncoding, quick: Variant): void {
    if (bestCopiesWaiting >= BEST_COPIES_QUEUED_MAX) return;
    bestCopiesWaiting++;
    bestCopies = bestCopies.then(async () => {
      bestCopiesWaiting--;
      const current = () =>
        entry[encoding] === quick && lru!.peek(entry.key) === entry && now() < entry.expiresAt;
      if (!current()) return;
      try {
        const best = await compressEntry(entry, encoding, 'best');
        if (current() && best.byteLength < (quick.open ?? quick.body).byteLength) {
          entry.size -= quick.body.byteLength;
          storeVariant(entry, encoding, best);
        }
      } catch {
        // The quick copy stays.
      }
    });
  }

  /** An entry's body in that encoding; a nonced document's open, without its tail. */
  function compressEntry(entry: Entry, encoding: ContentEncoding, effort: 'quick' | 'best') {
    const { nonced } = entry;
    return nonced
      ? compress(nonced.open, encoding, effort, { open: true })
      : compress(entry.identity.body, encoding, effort);
  }

  function storeVariant(entry: Entry, encoding: ContentEncoding, compressed: Buffer): Variant {
    // A copy of exactly its size (the LRU counts these bytes).
    let body = new Uint8Array(compressed);
    let open: Uint8Array | undefined;
    if (entry.nonced) {
      // Kept closed with the first answer's tail: its length is every answer's.
      body = closeCompressed(
        encoding,
        body,
        documentTailBytes(entry.nonced.nonce),
        entry.nonced,
      ) as Uint8Array<ArrayBuffer>;
      open = body.subarray(0, compressed.byteLength);
    }
    const variant: Variant = {
      body,
      headers: variantHeaders(entry.base, body, encoding),
      ...(open ? { open } : {}),
    };
    entry[encoding] = variant;
    entry.size += body.byteLength;
    // Stored again so that the LRU counts the new size (if the entry is still the current one);
    // lru-cache keeps the size it had when the same value is set again, hence the delete.
    if (lru!.peek(entry.key) === entry) {
      lru!.delete(entry.key);
      lru!.set(entry.key, entry);
    }
    return variant;
  }

  return {
    serve,
    stats: () => ({
      ...counts,
      entries: lru?.size ?? 0,
      bytes: lru?.calculatedSize ?? 0,
      maxBytes,
    }),
  };
}

/**
 * A last good copy is kept per URL, whatever release choice it was made for: one copy of a page
 * for every visitor during an outage (outage/last-good-copies.ts), as on Workers.
 */
function goodCopyKey(key: string): string {
  const end = key.indexOf('\n');
  return end < 0 ? key : key.slice(0, end);
}

function variantHeaders(base: PlainHeaders, body: Uint8Array, encoding: ContentEncoding | undefined) {
  const headers: PlainHeaders = { ...base, 'content-length': String(body.byteLength), 'x-cache': 'HIT' };
  if (encoding) headers['content-encoding'] = encoding;
  return headers;
}

function labelled(headers: PlainHeaders, outcome: 'HIT' | 'MISS'): PlainHeaders {
  return outcome === 'HIT' ? headers : { ...headers, 'x-cache': outcome };
}

function respond(variant: Variant, method: string, outcome: 'HIT' | 'MISS'): Response {
  return new Response(method === 'HEAD' ? null : variant.body, {
    status: 200,
    headers: labelled(variant.headers, outcome),
  });
}

function withOutcome(response: Response, outcome: CacheOutcome): Response {
  try {
    response.headers.set('X-Cache', outcome);
    return response;
  } catch {
    // Immutable headers: copy the answer first.
    const copy = new Response(response.body, response);
    copy.headers.set('X-Cache', outcome);
    return copy;
  }
}

function unconditionalGet(request: Request): Request {
  const headers = new Headers(request.headers);
  headers.delete('If-None-Match');
  headers.delete('If-Modified-Since');
  return new Request(request.url, { method: 'GET', headers });
}

/** Accept-Encoding values are few (one per kind of browser): each is parsed once. */
const encodingByHeader = new Map<string, ContentEncoding | null>();
const ENCODING_MEMO_SIZE = 64;

function encodingOf(acceptEncoding: string | undefined): ContentEncoding | null {
  if (acceptEncoding === undefined) return null;
  let encoding = encodingByHeader.get(acceptEncoding);
  if (encoding === undefined) {
    encoding = chooseEncoding(acceptEncoding);
    if (encodingByHeader.size >= ENCODING_MEMO_SIZE) encodingByHeader.clear();
    encodingByHeader.set(acceptEncoding, encoding);
  }
  return encoding;
}

/** Characters RFC 3986 calls unreserved: `%41` and `A` name the same resource. */
const UNRESERVED = /[A-Za-z0-9\-._~]/;

/**
 * The key of an answer: the Host (absolute URLs in feeds and crawler pages follow it) and the
 * request target normalised so that spellings of the same request share one entry — escapes of
 * unreserved characters decoded, other escapes in upper case, the query's parameters in a stable
 * order (the handlers read them by name; repeated names keep their relative order), an empty
 * query dropped. Nothing else is changed: two targets the app could answer differently never
 * share a key.
 */
export function answerCacheKey(host: string, target: string): string {
  const queryStart = target.indexOf('?');
  let path = queryStart === -1 ? target : target.slice(0, queryStart);
  if (path.includes('%')) {
    path = path.replace(/%[0-9a-fA-F]{2}/g, (escape) => {
      const character = String.fromCharCode(parseInt(escape.slice(1), 16));
      return UNRESERVED.test(character) ? character : escape.toUpperCase();
    });
  }
  if (queryStart === -1) return `${host}${path}`;
  const parameters = target
    .slice(queryStart + 1)
    .split('&')
    .filter((parameter) => parameter !== '');
  if (parameters.length === 0) return `${host}${path}`;
  const nameOf = (parameter: string) => {
    const equals = parameter.indexOf('=');
    return equals === -1 ? parameter : parameter.slice(0, equals);
  };
  // Array.prototype.sort is stable: parameters of the same name keep their order.
  parameters.sort((a, b) => (nameOf(a) < nameOf(b) ? -1 : nameOf(a) > nameOf(b) ? 1 : 0));
  return `${host}${path}?${parameters.join('&')}`;
}
