/**
 * How the portal composes a server-rendered document (DESIGN §10), the one declaration both ends
 * use: a section's render endpoint (`@portal/ui/server`) answers a SectionFragment, the portal
 * (api-worker/src/pages) asks for it and puts it into the shell's chrome, which the shell's server
 * renderer draws (ShellServerRenderer). Zod-free: the front ends' server renderers bundle it.
 */
import type { PageHead } from './page-head.ts';
import type { RemoteName } from './remotes.ts';

/** A section's render endpoint, beside each release's mf-manifest.json: `<release folder>/_render`. */
export const SECTION_RENDER_PATH = '_render';

/** What the portal asks a section to render: the endpoint's query. */
export interface SectionRenderRequest {
  /** The portal's public origin (SITE_URL), for absolute URLs: share links, canonical, og:url. */
  origin: string;
  /** The page's URL path and query. */
  path: string;
  /** The public route (PUBLIC_ROUTES) the path matched. */
  route: string;
  /** The section's page module that renders it (one of PublicPageName). */
  module: string;
}

/** The render endpoint of the release whose manifest is at `manifestUrl`, asked for `request`. */
export function sectionRenderUrl(manifestUrl: string, request: SectionRenderRequest): URL {
  const { origin, path, route, module } = request;
  const query = new URLSearchParams({ path, route, module, origin });
  return new URL(`${SECTION_RENDER_PATH}?${query}`, manifestUrl);
}

/** The request a render endpoint was asked (its URL); undefined when a field is missing or malformed. */
export function readSectionRenderRequest(url: URL): SectionRenderRequest | undefined {
  const query = url.searchParams;
  const [path, route, module, origin] = ['path', 'route', 'module', 'origin'].map((name) => query.get(name));
  if (!path?.startsWith('/') || !route?.startsWith('/') || !module || !origin) return undefined;
  if (!/^https?:\/\/[^/]+$/.test(origin)) return undefined;
  return { origin, path, route, module };
}

/** One API answer as a server render saw it: the data, or the error a visitor gets. */
export type HandedOverAnswer = { data: unknown } | { error: { status: number; msg: string } };

/**
 * A page's HTTP status, decided by its section from what it fetched: 404 for a missing item or
 * a list page past its last one, 400 for a request the API refused (a search term too long).
 */
export type PageStatus = 200 | 400 | 404;
const PAGE_STATUSES: readonly number[] = [200, 400, 404] satisfies PageStatus[];

/** What a section's render endpoint answers (JSON): one page of the section, rendered. */
export interface SectionFragment {
  html: string;
  status: PageStatus;
  head: PageHead;
  /** The API answers the page was rendered with, by URL: the browser takes the page over with them. */
  answers: Record<string, HandedOverAnswer>;
}

/** A render endpoint's JSON as a fragment; undefined when it is not one (the page is then left to the browser). */
export function readSectionFragment(value: unknown): SectionFragment | undefined {
  if (!isObject(value)) return undefined;
  const { html, status, head, answers } = value;
  if (typeof html !== 'string' || !PAGE_STATUSES.includes(status as number)) return undefined;
  if (!isObject(answers) || !isPageHead(head)) return undefined;
  return value as unknown as SectionFragment;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isOptional = (value: unknown, type: 'string' | 'object') =>
  value === undefined || (type === 'object' ? isObject(value) : typeof value === type);

/** The head's fields the portal writes into the document have the types it writes. */
function isPageHead(head: unknown): head is PageHead {
  if (!isObject(head) || typeof head.description !== 'string') return false;
  const { title, canonical, robots, openGraph, jsonLd, preloadImage, feeds } = head;
  if (![title, canonical].every((field) => isOptional(field, 'string'))) return false;
  if (robots !== undefined && robots !== 'noindex') return false;
  if (!isOptional(jsonLd, 'object') || !isOptional(openGraph, 'object')) return false;
  if (openGraph) {
    const { type, ...texts } = openGraph as Record<string, unknown>;
    if (type !== 'website' && type !== 'article') return false;
    if (!Object.values(texts).every((field) => isOptional(field, 'string'))) return false;
  }
  const isFeed = (feed: unknown) =>
    isObject(feed) && typeof feed.title === 'string' && typeof feed.href === 'string';
  if (feeds !== undefined && !(Array.isArray(feeds) && feeds.every(isFeed))) return false;
  if (preloadImage === undefined) return true;
  return isObject(preloadImage) && [preloadImage.src, preloadImage.sizes].every((f) => typeof f === 'string');
}

/** A section's place in the shell's chrome: its server HTML and release, or left to the browser. */
export type SectionForChrome = { release: string; html: string } | { fallback: true };

/**
 * The shell's server renderer (shell/src/server.tsx, built as shell/dist/server/render.js) as the
 * portal calls it: the Node entry imports the built file, the worker bundles it.
 */
export interface ShellServerRenderer {
  /**
   * The root element's HTML of the page at `path`, each section's HTML in its place, drawn with
   * the chrome's own answers; and the title its own page gave (the not-found page's).
   */
  renderChrome(
    path: string,
    sections: Partial<Record<RemoteName, SectionForChrome>>,
    chromeAnswers?: Record<string, HandedOverAnswer>,
  ): Promise<{ html: string; title: string | undefined }>;
  /** The id of the element that carries the hand-over JSON in the document. */
  HAND_OVER_ELEMENT_ID: string;
}
