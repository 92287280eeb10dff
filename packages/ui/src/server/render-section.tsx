import type { ComponentType } from 'react';
import { renderToReadableStream } from 'react-dom/server.edge';
import { Route, Routes, StaticRouter } from 'react-router-dom';
import { ServerRenderContext, type HandedOverAnswer, type ServerRender } from '../api';

/**
 * What a section's server renders (DESIGN §10): `path` is the page's URL path and query, `route`
 * the pattern of the shell's route table it matched, `module` the exposed page.
 */
export interface SectionRenderRequest {
  /** The portal's public origin, for absolute links (share buttons). */
  origin: string;
  path: string;
  route: string;
  module: string;
}

/** The fragment a section sends back: its HTML, and the answers it was rendered from. */
export interface SectionFragment {
  html: string;
  answers: Record<string, HandedOverAnswer>;
}

export const RENDER_PATH = '_render';

/**
 * A section's server renderer: the page component the browser build exposes, rendered by React's
 * streaming renderer inside a router at the page's URL, its API calls answered by `apiOrigin`.
 * The markup is exactly the one the browser's first render makes with the same answers, which
 * is what lets the shell hydrate it.
 */
export function createSectionRenderer(pages: Record<string, ComponentType>) {
  // A Map of the section's own pages: `module` comes from the query, and a plain object would
  // also answer `constructor`, `__proto__` or `toString`.
  const ownPages = new Map(Object.entries(pages));
  return async function renderSection(
    request: SectionRenderRequest,
    { apiOrigin, signal }: { apiOrigin: string; signal?: AbortSignal },
  ): Promise<SectionFragment | undefined> {
    const Page = ownPages.get(request.module);
    if (!Page) return undefined;
    const answers: Record<string, HandedOverAnswer> = {};
    const server = serverRender(request.origin, apiOrigin, answers, signal);
    let failure: unknown;
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
    const html = await new Response(stream).text();
    if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
    // By URL, not in the order they arrived in: the same page gives the same bytes on every
    // render (a document's hand-over, on Node and on workerd alike).
    const sorted = Object.keys(answers).sort();
    return { html, answers: Object.fromEntries(sorted.map((path) => [path, answers[path]!])) };
  };
}

/** Each URL fetched once per render; every answer kept for the document's hand-over. */
function serverRender(
  origin: string,
  apiOrigin: string,
  answers: Record<string, HandedOverAnswer>,
  signal: AbortSignal | undefined,
): ServerRender {
  const pending = new Map<string, Promise<HandedOverAnswer>>();
  return {
    origin,
    load(path) {
      let answer = pending.get(path);
      if (!answer) {
        answer = fetchAnswer(new URL(path, apiOrigin), signal).then((result) => (answers[path] = result));
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
 * &route=&module=&origin=`): JSON `{ html, answers }`, 404 for a module it does not have.
 */
export async function answerRenderRequest(
  request: Request,
  renderSection: ReturnType<typeof createSectionRenderer>,
  apiOrigin: string,
): Promise<Response> {
  const query = new URL(request.url).searchParams;
  const path = query.get('path');
  const route = query.get('route');
  const module = query.get('module');
  const origin = query.get('origin');
  if (
    !path?.startsWith('/') ||
    !route?.startsWith('/') ||
    !module ||
    !origin ||
    !/^https?:\/\/[^/]+$/.test(origin)
  ) {
    return Response.json({ msg: 'Faltan path, route, module u origin.' }, { status: 400 });
  }
  try {
    const fragment = await renderSection(
      { origin, path, route, module },
      { apiOrigin, signal: request.signal },
    );
    if (!fragment) return Response.json({ msg: `No existe el módulo ${module}.` }, { status: 404 });
    return Response.json(fragment, { headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    // The caller gone (the portal's budget passed): React's render and the page's API calls were
    // aborted with its signal, nothing failed, and nobody reads this answer.
    if (request.signal.aborted) return Response.json({ msg: 'Render cancelado.' }, { status: 503 });
    if (!(error instanceof SessionRequiredError)) console.error(`No se pudo renderizar ${path}:`, error);
    return Response.json({ msg: 'No se pudo renderizar la sección.' }, { status: 500 });
  }
}

/** A section's server side, as its origin runs it (the Node origin, or a Worker with its assets). */
export interface SectionServer {
  /** `<release folder>/_render`: the fragment of one page, rendered with answers from `apiOrigin`. */
  handleRender(request: Request, apiOrigin: string): Promise<Response>;
  /** A Worker's entry: the render endpoint, and the build's files from its static assets. */
  fetch(
    request: Request,
    env: { API_ORIGIN: string; ASSETS: { fetch(request: Request): Promise<Response> } },
  ): Promise<Response>;
}

/** The server side of a section whose pages are `pages` (its exposed page modules by name). */
export function createSectionServer(pages: Record<string, ComponentType>): SectionServer {
  const renderSection = createSectionRenderer(pages);
  const handleRender = (request: Request, apiOrigin: string) =>
    answerRenderRequest(request, renderSection, apiOrigin);
  return {
    handleRender,
    fetch: (request, env) =>
      new URL(request.url).pathname.endsWith(`/${RENDER_PATH}`)
        ? handleRender(request, env.API_ORIGIN)
        : env.ASSETS.fetch(request),
  };
}

/** For the shell's server renderer: its chrome's own answers go through the same context. */
export { ServerRenderContext, type ServerRender } from '../api';
