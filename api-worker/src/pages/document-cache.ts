/**
 * Server-rendered documents are public answers (DESIGN §10 "Caching"): kept by the Node answer
 * cache and the Workers cache like the API's, under a key of URL, content version and release
 * choice. The version is in both caches' keys already (a staff write, a scheduled publication
 * coming due or a release switch bumps it); this file adds the release choice, since a visitor
 * in a canary share gets another release's HTML at the same URL.
 */
import { REMOTE_NAMES } from '@portal/contracts';
import {
  needsVisitorNumber,
  remotesFor,
  type RegistryState,
  type ReleaseRegistry,
} from '../releases/release-registry.ts';
import { parse } from 'hono/utils/cookie';
import type { KeepAlive } from '../content-version/content-version.ts';
import {
  parseVisitorNumber,
  randomVisitorNumber,
  VISITOR_COOKIE,
  visitorCookieHeader,
} from '../releases/visitor-number.ts';

/**
 * The visitor number a page is kept for: the canary cookie's (§8), read as /remotes.json reads it,
 * so that the browser loads the release that rendered the HTML it takes over.
 */
function visitorOf(cookieHeader: string | null): number | undefined {
  return cookieHeader ? parseVisitorNumber(parse(cookieHeader, VISITOR_COOKIE)[VISITOR_COOKIE]) : undefined;
}

/**
 * A document's caching: any cache may keep it (60 s at most, and our own caches only under the
 * content version it was made with), but a browser asks again on every load (304 when nothing
 * changed): the next load after a write shows it. Vary: Cookie, as the release choice and the
 * staff's own caching follow cookies.
 */
export const DOCUMENT_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, must-revalidate';
/** A document whose section fell back to the browser is not kept: the next visitor gets a new try. */
export const UNCACHED_DOCUMENT_CACHE_CONTROL = 'no-cache';

/**
 * A page's request as its document is made and kept: `request` is the one to render (for a
 * first-time visitor while a canary share runs, with the visitor number just drawn in its Cookie
 * header, so that the HTML comes from the release /remotes.json will then give that browser);
 * `choiceKey` is the part of the cache key that tells release choices apart (the ids of the
 * releases this visitor gets, '-' for a section without one; visitors outside every canary share
 * all get the same key); `setCookie`, the number to give that first-time visitor.
 */
export interface DocumentVisit {
  request: Request;
  choiceKey: string;
  setCookie?: string;
}

/**
 * The visit of a page's request. Synchronous while the registry's state is kept (the usual case:
 * no await on a cache hit), else read first.
 */
export function documentVisit(
  releases: ReleaseRegistry,
  request: Request,
  keepAlive?: KeepAlive,
): DocumentVisit | Promise<DocumentVisit> {
  const known = releases.knownState(keepAlive);
  if (known) return visitOf(known, request);
  return releases
    .ensureSeeded()
    .then(() => releases.state(keepAlive))
    .then((state) => visitOf(state, request));
}

function visitOf(state: RegistryState, request: Request): DocumentVisit {
  const cookieHeader = request.headers.get('Cookie');
  const visitor = visitorOf(cookieHeader);
  if (visitor !== undefined || !needsVisitorNumber(state)) {
    return { request, choiceKey: choiceKeyOf(state, visitor) };
  }
  const drawn = randomVisitorNumber();
  const headers = new Headers(request.headers);
  const given = `${VISITOR_COOKIE}=${drawn}`;
  // First, so that a forged number the browser sent gives way to the new one (the first wins).
  headers.set('Cookie', cookieHeader ? `${given}; ${cookieHeader}` : given);
  return {
    request: new Request(request, { headers }),
    choiceKey: choiceKeyOf(state, drawn),
    setCookie: visitorCookieHeader(drawn, request.url),
  };
}

/**
 * The answer for a visit: a first-time visitor's number goes with it, and then no shared cache
 * may keep that answer (our own caches kept the document before the cookie was added).
 */
export function withVisitorCookie(response: Response, visit: DocumentVisit): Response {
  if (!visit.setCookie) return response;
  const answer = new Response(response.body, response);
  answer.headers.append('Set-Cookie', visit.setCookie);
  answer.headers.set('Cache-Control', 'private, no-cache');
  return answer;
}

function choiceKeyOf(state: RegistryState, visitor: number | undefined): string {
  const choice = remotesFor(state, visitor);
  return REMOTE_NAMES.map((remote) => choice.releases?.[remote]?.id ?? '-').join('.');
}
