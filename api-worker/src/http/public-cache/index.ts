import type { Context, MiddlewareHandler } from 'hono';
import { hasSessionCookie } from '../session-cookie.ts';

/**
 * Visitors' browsers reuse an answer for 30 s, shared caches for 60 s, and either may serve it
 * stale for 5 more minutes while fetching a fresh copy: news appear within a minute, and a burst
 * of readers costs the database little.
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=30, s-maxage=60, stale-while-revalidate=300';

/**
 * A request with a session cookie may come from staff who have just edited what they are
 * reading: the browser keeps the answer but asks again every time (a 304 when nothing changed).
 */
export const REVALIDATE_CACHE_CONTROL = 'private, no-cache';

/** What a 304 keeps of the 200 it stands for (RFC 9110 §15.4.5). */
export const HEADERS_KEPT_ON_304 = ['cache-control', 'content-location', 'date', 'etag', 'expires', 'vary'];

/**
 * Whether a shared cache may keep an answer: a 200 that publicCache marked `public` with an
 * `s-maxage`, setting no cookie. The worker's edge cache and the Node entry's answer cache both
 * keep exactly these; an error, a staff answer (`no-store`, `private`) or `/remotes.json` never.
 */
export function isShareableAnswer(response: Response): boolean {
  const cacheControl = response.headers.get('Cache-Control') ?? '';
  return (
    response.status === 200 &&
    /\bpublic\b/.test(cacheControl) &&
    /\bs-maxage=\d+/.test(cacheControl) &&
    !response.headers.has('Set-Cookie')
  );
}

export interface PublicCacheOptions {
  /** The answer's Cache-Control for requests without cookies; PUBLIC_CACHE_CONTROL by default. */
  cacheControl?: string;
}

/**
 * Caching of the public GET answers: `Cache-Control`, an `ETag` (a hash of the body, tied to
 * the content version when the app offers one: content-version/) and a 304 when
 * `If-None-Match` names it. Only successful GET and HEAD answers are touched, so an error is
 * never cached.
 */
export function publicCache({
  cacheControl = PUBLIC_CACHE_CONTROL,
}: PublicCacheOptions = {}): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if ((c.req.method !== 'GET' && c.req.method !== 'HEAD') || c.res.status !== 200) return;

    let etag = c.res.headers.get('ETag');
    if (etag === null) {
      // Read once as text and answered again from that text (on Node this keeps
      // @hono/node-server's fast path for string bodies).
      const body = await c.res.text();
      etag = `"${hashText(body)}"`;
      const headers = new Headers(c.res.headers);
      headers.set('ETag', etag);
      // Assigning c.res merges the old response's headers into the new one; none are left.
      c.res = undefined;
      c.res = new Response(body, { status: 200, headers });
    }
    const contentVersion = c.get('contentVersion');
    if (contentVersion) {
      // A staff write bumps the version: every public ETag changes, even where the body did not.
      etag = `"${hashText(`${await contentVersion()}:${etag}`)}"`;
      c.res.headers.set('ETag', etag);
    }
    const nextPublishAt = await c.var.nextPublishAt?.();
    const secondsLeft =
      nextPublishAt == null
        ? undefined
        : Math.max(0, Math.floor((nextPublishAt - (c.var.now?.() ?? Date.now())) / 1000));
    // A handler that said its answer is not to be shared keeps that (a page whose section fell
    // back to the browser: pages/document-cache.ts).
    const own = c.res.headers.get('Cache-Control');
    c.res.headers.set(
      'Cache-Control',
      own !== null && /\b(?:no-cache|no-store|private)\b/.test(own)
        ? own
        : hasSessionCookie(c.req.header('Cookie'))
          ? REVALIDATE_CACHE_CONTROL
          : capLifetimes(cacheControl, secondsLeft),
    );
    // The answer's caching depends on the session cookie, so a cache must not mix the two kinds.
    c.res.headers.append('Vary', 'Cookie');

    if (ifNoneMatchAccepts(c.req.header('If-None-Match'), etag)) {
      const headers = new Headers();
      for (const name of HEADERS_KEPT_ON_304) {
        const value = c.res.headers.get(name);
        if (value !== null) headers.set(name, value);
      }
      await c.res.body?.cancel();
      c.res = undefined;
      c.res = new Response(null, { status: 304, headers });
    }
  };
}

/**
 * `c.json(data)` with its ETag computed from the text it is sending, so that publicCache need not
 * read the body back: the public handlers answer through it.
 */
export function cachedJson(c: Context, data: unknown): Response {
  const body = JSON.stringify(data);
  return c.body(body, 200, { 'Content-Type': 'application/json', ETag: `"${hashText(body)}"` });
}

/**
 * A 64-bit hash of the body (two 32-bit FNV-1a-style lanes) plus its length, as the ETag. Not a
 * cryptographic hash, which is fine for telling versions of one URL apart, and it costs
 * microseconds where WebCrypto's digest costs a trip to Node's thread pool on every answer.
 */
export function hashText(text: string): string {
  let h1 = 0x811c9dc5;
  let h2 = 0x9747b28c;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 0x01000193);
    h2 = Math.imul(h2 ^ code, 0x5bd1e995);
    h2 ^= h2 >>> 15;
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 0x85ebca6b) ^ h2;
  h2 = Math.imul(h2 ^ (h2 >>> 13), 0xc2b2ae35) ^ h1;
  const hex = (n: number) => (n >>> 0).toString(16).padStart(8, '0');
  return `${hex(h1)}${hex(h2)}-${text.length.toString(16)}`;
}

/** `If-None-Match` compares weakly: `W/"x"` matches `"x"`, and `*` matches anything. */
export function ifNoneMatchAccepts(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return (header.match(/(?:W\/)?"[^"]*"/g) ?? []).some((tag) => tag.replace(/^W\//, '') === etag);
}

/**
 * A Cache-Control whose lifetimes end by `seconds`: no cache keeps a public answer, fresh or
 * stale, past the moment a scheduled news item goes out. max-age and s-maxage are cut to it, and
 * stale-while-revalidate to what remains after the longer of them.
 */
export function capLifetimes(cacheControl: string, seconds: number | undefined): string {
  if (seconds === undefined) return cacheControl;
  const ages = [...cacheControl.matchAll(/\b(?:max-age|s-maxage)=(\d+)/g)].map((m) =>
    Math.min(Number(m[1]), seconds),
  );
  const freshFor = Math.max(0, ...ages);
  return cacheControl.replace(
    /\b(max-age|s-maxage|stale-while-revalidate)=(\d+)/g,
    (_all, name: string, value: string) =>
      `${name}=${Math.min(Number(value), name === 'stale-while-revalidate' ? seconds - freshFor : seconds)}`,
  );
}
