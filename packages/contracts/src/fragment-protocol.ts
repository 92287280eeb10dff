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

/**
 * The first part of a rendered page: what it is (its status and head), known as soon as the
 * answers its section's `describe` reads have come, usually before the rest of the page has
 * rendered. The portal sends the document's head on it (DESIGN §10: the chrome's first bytes
 * leave before the section has finished).
 */
export interface SectionOpening {
  status: PageStatus;
  head: PageHead;
}

/** The rest of a rendered page: its HTML and the answers it was rendered with. */
export interface SectionBody {
  html: string;
  /** The API answers the page was rendered with, by URL: the browser takes the page over with them. */
  answers: Record<string, HandedOverAnswer>;
}

/** One page of the section, rendered: both parts. */
export type SectionFragment = SectionOpening & SectionBody;

/**
 * The render endpoint's answer: two lines of JSON, the opening and then the body (or
 * `{"failed": "…"}` when the render failed after its opening went out). An answer of type
 * `application/json` with the whole SectionFragment in one object is read too.
 */
export const SECTION_FRAGMENT_TYPE = 'application/x-ndjson; charset=utf-8';

/** A render endpoint's opening line as an opening; undefined when it is not one. */
export function readSectionOpening(value: unknown): SectionOpening | undefined {
  if (!isObject(value) || !PAGE_STATUSES.includes(value.status as number) || !isPageHead(value.head)) {
    return undefined;
  }
  return { status: value.status as PageStatus, head: value.head };
}

/** A render endpoint's body line as a body; undefined when it is not one (a failed render). */
export function readSectionBody(value: unknown): SectionBody | undefined {
  if (!isObject(value) || typeof value.html !== 'string' || !isObject(value.answers)) return undefined;
  return { html: value.html, answers: value.answers as Record<string, HandedOverAnswer> };
}

/** A whole fragment in one object; undefined when it is not one (the page is then left to the browser). */
export function readSectionFragment(value: unknown): SectionFragment | undefined {
  const opening = readSectionOpening(value);
  const body = readSectionBody(value);
  return opening && body ? { ...opening, ...body } : undefined;
}

/** A render endpoint's answer, read as its parts arrive; each undefined when it did not come whole. */
export interface SectionFragmentParts {
  opening: Promise<SectionOpening | undefined>;
  /** Undefined also when the opening was not one. */
  body: Promise<SectionBody | undefined>;
}

/**
 * Reads a render endpoint's answer (SECTION_FRAGMENT_TYPE, or one JSON object): the opening
 * resolves at the end of the first line, the body at the second. A broken or cut answer (the
 * fetch's signal aborted it) gives undefined, never a rejection.
 */
export function readSectionFragmentParts(response: Response): SectionFragmentParts {
  const lines = jsonLines(response);
  const first = lines.next().catch(() => undefined);
  const opening = first.then((line) => (line?.done ? undefined : readSectionOpening(line?.value)));
  const body = first.then(async (line) => {
    if (!line || line.done || !readSectionOpening(line.value)) {
      await lines.return(undefined).catch(() => undefined);
      return undefined;
    }
    // One object with everything: the body is in it.
    const whole = readSectionBody(line.value);
    if (whole) return whole;
    const second = await lines.next().catch(() => undefined);
    await lines.return(undefined).catch(() => undefined);
    return second && !second.done ? readSectionBody(second.value) : undefined;
  });
  return { opening, body };
}

/** The JSON values of a body made of lines (a last line without its newline counts). */
async function* jsonLines(response: Response): AsyncGenerator<unknown, void, undefined> {
  const reader = response.body?.getReader();
  if (!reader) return;
  const decoder = new TextDecoder();
  let buffered = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      buffered += done ? decoder.decode() : decoder.decode(value, { stream: true });
      let end: number;
      while ((end = buffered.indexOf('\n')) !== -1) {
        const line = buffered.slice(0, end);
        buffered = buffered.slice(end + 1);
        if (line.trim() !== '') yield JSON.parse(line) as unknown;
      }
      if (done) break;
    }
    if (buffered.trim() !== '') yield JSON.parse(buffered) as unknown;
  } finally {
    await reader.cancel().catch(() => undefined);
  }
}

/** The render endpoint's lines: the opening, then the body or the failure that came instead. */
export function sectionFragmentLine(part: SectionOpening | SectionBody | { failed: string }): string {
  return `${JSON.stringify(part)}\n`;
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
