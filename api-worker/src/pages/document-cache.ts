/**
 * Server-rendered documents are public answers (DESIGN §10 "Caching"): kept by the Node answer
 * cache and the Workers cache like the API's, under a key of URL, content version and release
 * choice. The version is in both caches' keys already (a staff write, a scheduled publication
 * coming due or a release switch bumps it); this file adds the release choice, since a visitor
 * in a canary share gets another release's HTML at the same URL.
 */
import { REMOTE_NAMES } from '@portal/contracts';
import { hashText } from '../http/public-cache/index.ts';
import { remotesFor, type RegistryState, type ReleaseRegistry } from '../releases/release-registry.ts';
import { visitorOf } from './page-documents.ts';

/**
 * A document's caching: any cache may keep it (60 s at most, and our own caches only under the
 * content version it was made with), but a browser asks again on every load (304 when nothing
 * changed): the next load after a write shows it. Vary: Cookie, as the release choice and the
 * staff's own caching follow cookies.
 */
export const DOCUMENT_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, must-revalidate';
/** A document whose section fell back to the browser is not kept: the next visitor gets a new try. */
export const UNCACHED_DOCUMENT_CACHE_CONTROL = 'no-cache';

/** The headers of a rendered document of the shell (the API's own pages get theirs from publicCache). */
export function documentCacheHeaders(html: string, kept: boolean): Record<string, string> {
  return kept
    ? { 'Cache-Control': DOCUMENT_CACHE_CONTROL, ETag: `"${hashText(html)}"`, Vary: 'Cookie' }
    : { 'Cache-Control': UNCACHED_DOCUMENT_CACHE_CONTROL, Vary: 'Cookie' };
}

/**
 * The part of a document's cache key that tells release choices apart: the ids of the releases
 * this visitor gets ('-' for a section without one). Visitors outside every canary share all
 * get the same key. Synchronous while the registry's state is kept (the usual case: no await on
 * a cache hit), else read first.
 */
export function releaseChoiceKey(
  releases: ReleaseRegistry,
  cookieHeader: string | null,
): string | Promise<string> {
  const known = releases.knownState();
  if (known) return choiceKeyOf(known, cookieHeader);
  return releases
    .ensureSeeded()
    .then(() => releases.state())
    .then((state) => choiceKeyOf(state, cookieHeader));
}

function choiceKeyOf(state: RegistryState, cookieHeader: string | null): string {
  const choice = remotesFor(state, visitorOf(cookieHeader));
  return REMOTE_NAMES.map((remote) => choice.releases?.[remote]?.id ?? '-').join('.');
}
