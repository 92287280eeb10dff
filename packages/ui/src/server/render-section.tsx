import type { ComponentType } from 'react';
import { renderToReadableStream } from 'react-dom/server.edge';
import { Route, Routes, StaticRouter } from 'react-router-dom';
import {
  SECTION_FRAGMENT_TYPE,
  SECTION_RENDER_PATH,
  SITE_DESCRIPTION,
  matchRoutePattern,
  pageHead,
  readSectionRenderRequest,
  sectionFragmentLine,
  type PageHead,
  type PageStatus,
  type PublicPageName,
  type RemoteName,
  type SectionBody,
  type SectionFragment,
  type SectionOpening,
  type SectionRenderRequest,
} from '@portal/contracts';
import type { ApiUrl } from '@portal/api-client';
import { ServerRenderContext, type HandedOverAnswer, type ServerRender } from '../api';

/** A page of a section as its render left it: what its status and head are made from. */
export interface RenderedPage {
  /** The portal's public origin (SITE_URL): absolute URLs are made on it. */
  origin: string;
  /** The page's URL path (no query), as the reader asked for it. */
  pathname: string;
  /** The params of its route, decoded as the router decodes them. */
  params: Record<string, string>;
  /** What the page gave usePageTitle. */
  title: string | undefined;
  /** The answer one of the page's API calls got during the render; undefined if it made none. */
  answer<T>(url: ApiUrl<T>): { data: T } | { error: { status: number; msg: string } } | undefined;
}

/** A page's HTTP status and head, decided by its section from what it rendered (DESIGN §10). */
export interface PageDescription {
  status: PageStatus;
  head: PageHead;
}

/** A page a section renders on the server: the exposed component, and how it describes itself. */
export interface ServerPage {
  Page: ComponentType;
  /** By default a page of the site: 200, its title, the site's description and its own URL. */
  describe?(page: RenderedPage): PageDescription;
}

const describeSitePage = (page: RenderedPage): PageDescription => ({
  status: 200,
  head: sitePageHead(page, SITE_DESCRIPTION),
});

/** The head of a page of the site: its title, `description`, canonical URL and Open Graph card. */
export const sitePageHead = (
  { origin, pathname, title }: RenderedPage,
  description: string,
  picture?: { image?: string | undefined; imageAlt?: string | undefined },
) => pageHead({ origin, path: pathname, title, description, ...picture });

/**
 * A page's status from its main answer: the API's 404 (no such item or list) or 400 (a request
 * it refuses, which the page explains), and a list page past its last one (404: the page says
 * where the list ends). A list URL's bad paging is a 404 already by its path (the portal's
 * shell-document-status.ts).
 */
export function statusOfAnswer(answer: HandedOverAnswer | undefined): PageStatus {
  if (!answer) return 200;
  if ('error' in answer)
    return answer.error.status === 404 || answer.error.status === 400 ? answer.error.status : 200;
  const list = pageIn(answer.data);
  return list && list.docs.length === 0 && list.page > 1 ? 404 : 200;
}

/** The `Page` of a list answer: bare, or under its one key (`{ noticia: Page }`, `{ eventos: Page }`). */
function pageIn(data: unknown): { docs: unknown[]; page: number } | undefined {
  const isPage = (value: unknown): value is { docs: unknown[]; page: number } =>
    typeof value === 'object' &&
    value !== null &&
    Array.isArray((value as { docs?: unknown }).docs) &&
    typeof (value as { page?: unknown }).page === 'number';
  if (isPage(data)) return data;
  if (typeof data !== 'object' || data === null) return undefined;
  const values = Object.values(data);
  return values.length === 1 && isPage(values[0]) ? values[0] : undefined;
}

/** A page being rendered, in its two parts: the opening (status, head) usually comes first. */
export interface SectionParts {
  opening: Promise<SectionOpening>;
  body: Promise<SectionBody>;
}

/** What a section's render needs besides the request: where its API is, and when to stop. */
export interface SectionRenderOptions {
  apiOrigin: string;
  signal?: AbortSignal | undefined;
}

/**
 * A section's server renderer, in parts: the page component the browser build exposes, rendered
 * by React's streaming renderer inside a router at the page's URL, its API calls answered by
 * `apiOrigin`. The markup is exactly the one the browser's first render makes with the same
 * answers, which is what lets the shell hydrate it. The page's status and head (its opening) are
 * given as soon as the answers its `describe` reads have come, before the rest has rendered.
 * Undefined for a module that is not one of the section's pages.
 */
export function createSectionPartsRenderer(pages: Record<string, ServerPage>) {
  // A Map of the section's own pages: `module` comes from the query, and a plain object would
  // also answer `constructor`, `__proto__` or `toString`.
  const ownPages = new Map(Object.entries(pages));
  return function renderSectionInParts(
    request: SectionRenderRequest,
    options: SectionRenderOptions,
  ): SectionParts | undefined {
    const page = ownPages.get(request.module);
    return page && renderPageInParts(page, request, options);
  };
}

/** A section's server renderer, both parts of the page in one fragment (see createSectionPartsRenderer). */
export function createSectionRenderer(pages: Record<string, ServerPage>) {
  const renderSectionInParts = createSectionPartsRenderer(pages);
  return async function renderSection(
    request: SectionRenderRequest,
    options: SectionRenderOptions,
  ): Promise<SectionFragment | undefined> {
    const parts = renderSectionInParts(request, options);
    if (!parts) return undefined;
    const [{ status, head }, { html, answers }] = await Promise.all([parts.opening, parts.body]);
    return { html, status, head, answers };
  };
}

/** Thrown by an early `describe`'s answer() for a URL whose answer has not come yet. */
class NotAnsweredYet extends Error {}

function renderPageInParts(
  { Page, describe = describeSitePage }: ServerPage,
  request: SectionRenderRequest,
  { apiOrigin, signal }: SectionRenderOptions,
): SectionParts {
  const answers: Record<string, HandedOverAnswer> = {};
  let title: string | undefined;
  let titled = false;
  const { pathname } = new URL(request.path, request.origin);
  const params = matchRoutePattern(request.route, pathname) ?? {};
  const describePage = (answer: RenderedPage['answer']): SectionOpening => {
    const { status, head } = describe({ origin: request.origin, pathname, params, title, answer });
    return { status, head };
  };

  let openWith!: (opening: SectionOpening) => void;
  let failBeforeOpening!: (error: unknown) => void;
  const opening = new Promise<SectionOpening>((resolve, reject) => {
    openWith = resolve;
    failBeforeOpening = reject;
  });

  // The early opening: `describe` tried again at each answer and title, as long as it reads an
  // answer not come yet. Its own errors only leave the opening to allReady, and so does a render
  // already failed: its 500 leaves the page to the browser before the portal has sent a head.
  let early: SectionOpening | undefined;
  let earlyGivenUp = false;
  let failure: unknown;
  let attemptQueued = false;
  const tryEarlyOpening = () => {
    if (attemptQueued) return;
    attemptQueued = true;
    // Outside React's render: the title is recorded while a component renders.
    queueMicrotask(() => {
      attemptQueued = false;
      if (early || earlyGivenUp || failure || !titled) return;
      // Also set when a describe catches the throw itself: its result would be a guess.
      let missed = false;
      try {
        const described = describePage(<T,>(url: ApiUrl<T>) => {
          if (!Object.hasOwn(answers, url)) {
            missed = true;
            throw new NotAnsweredYet(url);
          }
          return answers[url] as { data: T } | Extract<HandedOverAnswer, { error: unknown }>;
        });
        if (missed) return;
        early = described;
        openWith(described);
      } catch {
        if (!missed) earlyGivenUp = true;
      }
    });
  };

  const server = serverRender(request.origin, apiOrigin, answers, signal, {
    answered: tryEarlyOpening,
    title(pageTitle) {
      title = pageTitle;
      titled = true;
      tryEarlyOpening();
    },
  });

  const body = (async (): Promise<SectionBody> => {
    const stream = await renderToReadableStream(
      <ServerRenderContext value={server}>
        <StaticRouter location={request.path}>
          <Routes>
            <Route path={request.route} element={<Page />} />
          </Routes>
        </StaticRouter>
      </ServerRenderContext>,
      {
        signal,
        // Every boundary in place (no inline script to swap it in: no JavaScript needed, CSP kept).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onError(error) {
          failure ??= error;
        },
      },
    );
    await stream.allReady;
    earlyGivenUp = true;
    const html = await new Response(stream).text();
    if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
    const describeRendered = () =>
      describePage(
        <T,>(url: ApiUrl<T>) =>
          answers[url] as { data: T } | Extract<HandedOverAnswer, { error: unknown }> | undefined,
      );
    if (!early) openWith(describeRendered());
    else checkEarlyOpening(request.path, early, describeRendered);
    // By URL, not in the order they arrived in: the same page gives the same bytes on every
    // render (a document's hand-over, on Node and on workerd alike).
    const sorted = Object.keys(answers).sort();
    return { html, answers: Object.fromEntries(sorted.map((path) => [path, answers[path]!])) };
  })();
  // A failure before the opening fails it too (after it, a no-op); neither is left unhandled.
  body.catch(failBeforeOpening);
  opening.catch(() => undefined);
  return { opening, body };
}

/**
 * The opening at allReady, against the early one the portal has already sent: one that differs
 * means a describe read something its early run could not see (logged: the page's describe or
 * title needs fixing). Only a check: its failure does not fail the body.
 */
function checkEarlyOpening(path: string, early: SectionOpening, describeRendered: () => SectionOpening) {
  try {
    const described = describeRendered();
    if (JSON.stringify(described) !== JSON.stringify(early)) {
      console.error(`La apertura de ${path} cambió al terminar el render:`, { early, described });
    }
  } catch (error) {
    console.error(`No se pudo describir ${path} al terminar el render:`, error);
  }
}

/** Each URL fetched once per render; every answer kept for the document's hand-over. */
function serverRender(
  origin: string,
  apiOrigin: string,
  answers: Record<string, HandedOverAnswer>,
  signal: AbortSignal | undefined,
  { answered, title }: { answered(): void; title: ServerRender['title'] },
): ServerRender {
  const pending = new Map<string, Promise<HandedOverAnswer>>();
  return {
    origin,
    title,
    load(path) {
      let answer = pending.get(path);
      if (!answer) {
        answer = fetchAnswer(new URL(path, apiOrigin), signal).then((result) => {
          answers[path] = result;
          answered();
          return result;
        });
        pending.set(path, answer);
      }
      return answer;
    },
  };
}

/** A page whose data only a signed-in reader may read: rendered in the browser, not an error. */
class SessionRequiredError extends Error {
  constructor(path: string) {
    super(`${path}: needs the reader's session`);
  }
}

async function fetchAnswer(url: URL, signal: AbortSignal | undefined): Promise<HandedOverAnswer> {
  const response = await fetch(url, { headers: { Accept: 'application/json' }, signal });
  const body = (await response.json().catch(() => undefined)) as { msg?: unknown } | undefined;
  if (response.ok) return { data: body };
  // Staff's own reads (a draft's preview): the server renders without the reader's session, so
  // the browser renders that page, as intended, with nothing to report.
  if (response.status === 401 || response.status === 403) throw new SessionRequiredError(url.pathname);
  // A 404 is a page ("no encontrada"); anything else fails the render, and the browser tries.
  if (response.status !== 404 && response.status !== 400)
    throw new Error(`${url.pathname}: ${response.status}`);
  return {
    error: {
      status: response.status,
      msg: typeof body?.msg === 'string' ? body.msg : 'Ocurrió un error, intente nuevamente.',
    },
  };
}

/**
 * The render endpoint a section's origin serves beside its files (`<release folder>/_render?path=
 * &route=&module=&origin=`): the page's opening and body as two lines of JSON (SECTION_FRAGMENT_TYPE),
 * the opening sent as soon as it is known; 404 for a module it does not have, 500 for a render
 * that failed before its opening (the browser renders the page).
 */
export async function answerRenderRequest(
  request: Request,
  renderSectionInParts: ReturnType<typeof createSectionPartsRenderer>,
  apiOrigin: string,
): Promise<Response> {
  const asked = readSectionRenderRequest(new URL(request.url));
  if (!asked) return Response.json({ msg: 'Faltan path, route, module u origin.' }, { status: 400 });
  const { path, module } = asked;
  // The caller's signal, or the answer's reader cancelling it (a Worker's client gone).
  const readerGone = new AbortController();
  const signal = AbortSignal.any([request.signal, readerGone.signal]);
  const parts = renderSectionInParts(asked, { apiOrigin, signal });
  if (!parts) return Response.json({ msg: `No existe el módulo ${module}.` }, { status: 404 });
  let opening: SectionOpening;
  try {
    opening = await parts.opening;
  } catch (error) {
    // The caller gone (the portal's budget passed): React's render and the page's API calls were
    // aborted with its signal, nothing failed, and nobody reads this answer.
    if (signal.aborted) return Response.json({ msg: 'Render cancelado.' }, { status: 503 });
    logRenderFailure(path, error);
    return Response.json({ msg: 'No se pudo renderizar la sección.' }, { status: 500 });
  }
  const encoder = new TextEncoder();
  const lines = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(sectionFragmentLine(opening)));
      // Its last line, or none when the caller is gone (the answer is then cut, read as no body).
      const end = (last?: SectionBody | { failed: string }) => {
        try {
          if (last && !signal.aborted) controller.enqueue(encoder.encode(sectionFragmentLine(last)));
          controller.close();
        } catch {
          // Cancelled by its reader already.
        }
      };
      parts.body.then(end, (error: unknown) => {
        if (signal.aborted) return end();
        logRenderFailure(path, error);
        end({ failed: error instanceof Error ? error.message : String(error) });
      });
    },
    cancel() {
      readerGone.abort();
    },
  });
  return new Response(lines, {
    headers: { 'Content-Type': SECTION_FRAGMENT_TYPE, 'Cache-Control': 'no-store' },
  });
}

/** A render that failed is logged, except a page left to the browser on purpose (a reader's session). */
function logRenderFailure(path: string, error: unknown) {
  if (!(error instanceof SessionRequiredError)) console.error(`No se pudo renderizar ${path}:`, error);
}

/** A section's server side, as its origin runs it (the Node origin, or a Worker with its assets). */
export interface SectionServer {
  remote: RemoteName;
  /** The page modules it renders (scripts/route-agreement.test.ts checks them against the routes). */
  pages: readonly string[];
  /** `<release folder>/_render`: one page in two lines (opening, body), rendered with answers from `apiOrigin`. */
  handleRender(request: Request, apiOrigin: string): Promise<Response>;
  /** A Worker's entry: the render endpoint, and the build's files from its static assets. */
  fetch(
    request: Request,
    env: { API_ORIGIN: string; ASSETS: { fetch(request: Request): Promise<Response> } },
  ): Promise<Response>;
}

/**
 * The server side of the section `remote`: one page for each of its public routes (PUBLIC_ROUTES
 * of @portal/contracts; a page missing or one too many fails the type check), each describing its
 * status and head.
 */
export function createSectionServer<R extends RemoteName>(
  remote: R,
  pages: Record<PublicPageName<R>, Required<ServerPage>>,
): SectionServer {
  const renderSectionInParts = createSectionPartsRenderer(pages);
  const handleRender = (request: Request, apiOrigin: string) =>
    answerRenderRequest(request, renderSectionInParts, apiOrigin);
  return {
    remote,
    pages: Object.keys(pages),
    handleRender,
    fetch: (request, env) =>
      new URL(request.url).pathname.endsWith(`/${SECTION_RENDER_PATH}`)
        ? handleRender(request, env.API_ORIGIN)
        : env.ASSETS.fetch(request),
  };
}

/** For the shell's server renderer: its chrome's own answers go through the same context. */
export { ServerRenderContext, type ServerRender } from '../api';
