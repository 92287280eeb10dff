/**
 * THE route of every public document (DESIGN §10 "One document route"), the same on Node and on
 * workerd: whatever GET reaches the app and is no API call is a page of the site. Read top to
 * bottom, this is how a page is made:
 *
 *   1. a path with a file extension that is no page is a broken link: the API's 404;
 *   2. the path alone may already decide: a list past the API's paging, an unknown province,
 *      category or album (404), a search term too long (400), a renamed category (301);
 *   3. the shell's index.html is the template (503 while the shell is not built);
 *   4. a staff preview of an unpublished item gets the bare shell, never stored;
 *   5. the page renderer (page-renderer.ts) asks the section's release for its fragment and puts it
 *      in the chrome; an item page whose section could not render reads its head from the database;
 *   6. an item at a wrong slug moves for good to its canonical URL (DESIGN §12);
 *   7. the answer, in two parts: the head as soon as the section has said what the page is, the
 *      rest with its HTML; a 200 is a public answer (publicCache: this render's ETag, 304,
 *      s-maxage) unless its section fell back to the browser (then, or when its HTML does not
 *      come after all, no cache keeps it); anything else is a short-lived, unindexed page.
 *
 * The runtimes keep the answers (Node's answer cache, the Workers cache) under the URL, the
 * content version and the release choice (document-cache.ts); the app's security middleware gives
 * the document its CSP.
 */
import {
  eventHead,
  isClientRoute,
  matchPublicRoute,
  newsArticleHead,
  objectIdSchema,
  type PageHead,
  type PageStatus,
} from '@portal/contracts';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { z } from 'zod';
import { findRequestSession } from '../auth/sessions.ts';
import type { AppDatabase } from '../db/database.ts';
import { createEventsQueries } from '../events/events.queries.ts';
import { publicCache } from '../http/public-cache/index.ts';
import {
  DOCUMENT_HAS_MODAL_DIALOGS,
  DOCUMENT_INLINE_STYLES,
  DOCUMENT_SCRIPT_NONCE,
} from '../http/security-headers.ts';
import { documentTail, newScriptNonce } from '../http/script-nonce.ts';
import { createNewsQueries, findNewsForStaff } from '../news/news.queries.ts';
import { parseVisitorNumber, VISITOR_COOKIE } from '../releases/visitor-number.ts';
import { declareRoute, declaredRoutes } from '../routing/declare-route.ts';
import { documentAnswer } from '../routing/responses.ts';
import { siteOrigin } from '../site/site.ts';
import { streamedDocument } from '../http/answer-in-parts.ts';
import { DOCUMENT_CACHE_CONTROL, UNCACHED_DOCUMENT_CACHE_CONTROL } from './document-cache.ts';
import { createDocumentStatus, NOT_FOUND_DOCUMENT_HEADERS } from './document-status.ts';
import { templateFacts } from './compose-document.ts';
import { withPageHead } from './page-head.ts';
import type { PageRenderer } from './page-renderer.ts';

/**
 * The shell's built index.html, as each runtime reaches it: a file on Node, the static-assets
 * binding on workerd. `requestUrl` gives the origin to ask; null when the shell is not built.
 */
export type ShellHtmlSource = (requestUrl: string) => Promise<string | null>;

export interface DocumentRoutesDeps {
  db: AppDatabase;
  shellHtml: ShellHtmlSource;
  /** AppConfig.siteUrl: the origin of absolute URLs when set. */
  siteUrl?: string | undefined;
  /** Renders the page itself into the document (page-renderer.ts); without it, the bare shell. */
  renderPage?: PageRenderer | undefined;
}

/** A page that does not exist may a minute later (a story being published): kept briefly. */
export const NOT_FOUND_PAGE_CACHE_CONTROL = 'public, max-age=60';

const SHELL_MISSING_PAGE =
  '<!doctype html><html lang="es"><meta charset="utf-8"><title>Portal sin compilar</title>' +
  '<p>La interfaz del portal todavía no está compilada. Ejecute <code>pnpm build</code> y vuelva a cargar la página.</p>';

/** A path with a file extension is a file (or a broken link), unless it is a page's URL. */
const FILE_PATH = /\.[^/]*$/;

export const publicDocumentRoute = declareRoute({
  method: 'get',
  path: '/{ruta}',
  routingPath: '/*',
  access: 'public',
  middleware: [publicCache({ cacheControl: DOCUMENT_CACHE_CONTROL })],
  summary: 'Toda página pública del portal, hecha en el servidor',
  description:
    'Cualquier ruta del sitio que no sea de la API (`/`, `/noticias/10/1`, `/noticia/{id}/{slug}`, ' +
    '`/agenda/9/1`, `/album/{id}`, `/admin`…): el HTML del shell con la página dibujada por la versión de ' +
    'su sección y su propia cabecera (título, descripción, canonical, Open Graph, Twitter, JSON-LD, feeds RSS). ' +
    'Un archivo que no existe es un 404 de texto.',
  request: { params: z.object({ ruta: z.string() }) },
  responses: {
    200: documentAnswer('text/html', 'La página.'),
    301: { description: 'Se mudó: el slug canónico de una noticia o evento, o una categoría renombrada.' },
    400: documentAnswer('text/html', 'La página del sitio con su aviso (una búsqueda demasiado larga).'),
    404: documentAnswer('text/html', 'La página del sitio con su aviso de que no existe, sin indexar.'),
    503: documentAnswer('text/html', 'El shell no está compilado.'),
  },
});

/** `/noticia/:id[/:slug]` and `/evento/:id[/:slug]`: which item, by the raw path's segments. */
interface ItemPath {
  kind: 'noticia' | 'evento';
  /** '' for a malformed path (`/noticia/a/b/c`, `/noticia/a/`). */
  id: string;
  slug: string | undefined;
}

function itemPathOf(pathname: string): ItemPath | undefined {
  const [, kind, ...rest] = pathname.split('/');
  if ((kind !== 'noticia' && kind !== 'evento') || rest.length === 0) return undefined;
  const [id = '', slug, ...more] = rest;
  return { kind, id: more.length === 0 && slug !== '' ? id : '', slug };
}

export function createDocumentRoutes({ db, shellHtml, siteUrl, renderPage }: DocumentRoutesDeps) {
  const news = createNewsQueries(db);
  const events = createEventsQueries(db);
  const documentStatus = createDocumentStatus(db);

  /** An item's head from the database: what a link preview shows when no section rendered it. */
  async function itemHead(item: ItemPath, requestUrl: string): Promise<PageHead | null> {
    if (!objectIdSchema.safeParse(item.id).success) return null;
    const origin = siteOrigin(requestUrl, siteUrl);
    if (item.kind === 'noticia') {
      const noticia = await news.findNewsById(item.id);
      return noticia ? newsArticleHead(noticia, origin) : null;
    }
    const evento = await events.findEventById(item.id);
    return evento ? eventHead(evento, origin) : null;
  }

  /**
   * 'Vista previa' (`/noticia/:id?vista_previa`) of an item in any state, for staff with
   * `noticias`: the shell with no metadata, 200 and never stored or indexed (mf-news then reads
   * the staff view). Anyone else gets the page a visitor gets.
   */
  async function previewPage(c: Context, item: ItemPath, template: string): Promise<Response | undefined> {
    if (item.kind !== 'noticia' || c.req.query('vista_previa') === undefined) return undefined;
    if (!objectIdSchema.safeParse(item.id).success) return undefined;
    const session = await findRequestSession(db, c);
    if (!session?.user.privilegios.includes('noticias') || !(await findNewsForStaff(db, item.id)))
      return undefined;
    return c.html(await withPageHead(template, null), 200, {
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex',
    });
  }

  async function answerDocument(c: Context): Promise<Response> {
    const url = new URL(c.req.url);
    // 1. A broken link to a file gets the API's 404: answering HTML for a script would only turn
    // a 404 into a confusing parse error. A page's URL with a dot (`/noticias/10/1.5`, a search
    // for `.net`) is still a page.
    if (FILE_PATH.test(url.pathname) && !isClientRoute(url.pathname)) return c.notFound();
    // The template is the server's input, not a page: its URL is the home's.
    if (url.pathname === '/index.html') {
      return c.body(null, 301, { Location: `/${url.search}`, 'Cache-Control': NOT_FOUND_PAGE_CACHE_CONTROL });
    }
    // 2. What the path alone says.
    const item = itemPathOf(url.pathname);
    const pathStatus = item ? (item.id ? 200 : 404) : await documentStatus(url.pathname);
    if (typeof pathStatus === 'object') {
      return c.body(null, 301, {
        Location: pathStatus.location + url.search,
        'Cache-Control': NOT_FOUND_PAGE_CACHE_CONTROL,
      });
    }
    // 3. The template; without it, a path that is no page is still the API's 404.
    const template = await shellHtml(c.req.url);
    if (template === null) {
      if (pathStatus === 404) return c.notFound();
      return c.html(SHELL_MISSING_PAGE, 503, { 'Cache-Control': 'no-store', 'Retry-After': '60' });
    }
    // The CSP allows the template's own stylesheets by hash (http/security-headers.ts).
    c.set(DOCUMENT_INLINE_STYLES, (await templateFacts(template)).headStyles);
    // Whatever is not a public page may run the back office (the shell's router matches its
    // paths in any letter case): only public pages go without the dialogs' scroll lock.
    c.set(DOCUMENT_HAS_MODAL_DIALOGS, !matchPublicRoute(url.pathname));
    // 4. A staff preview.
    const preview = item && (await previewPage(c, item, template));
    if (preview) return preview;

    // 5. The page: rendered by its section, or (an item) described from the database.
    const withoutSection = item
      ? async () => {
          const head = pathStatus === 200 ? await itemHead(item, c.req.url) : null;
          return head ? { status: 200 as const, head } : { status: 404 as const, head: null };
        }
      : undefined;
    const rendered = renderPage
      ? await renderPage(c.req.url, template, parseVisitorNumber(getCookie(c, VISITOR_COOKIE)), {
          pathStatus,
          withoutSection,
        })
      : null;
    // On workerd the section's answer is read in this request's context: the rest is waited for
    // even when this answer ends first (a HEAD, a redirect), so that views sharing the render get it.
    if (rendered) keepAlive(c, rendered.rest);
    const { status, head }: { status: PageStatus; head: PageHead | null } = rendered ??
      (await withoutSection?.()) ?? { status: pathStatus, head: null };

    // 6. An item at a wrong slug (an old link, a typo); `/noticia/:id` alone keeps its page.
    if (item?.slug !== undefined && status === 200 && head?.canonical) {
      const canonicalPath = new URL(head.canonical).pathname;
      if (item.slug !== canonicalPath.split('/')[3]) {
        return c.body(null, 301, {
          Location: canonicalPath + url.search,
          'Cache-Control': NOT_FOUND_PAGE_CACHE_CONTROL,
        });
      }
    }

    // 7. The answer and its caching.
    const headers: Record<string, string> =
      status !== 200
        ? { 'Cache-Control': NOT_FOUND_PAGE_CACHE_CONTROL, ...NOT_FOUND_DOCUMENT_HEADERS }
        : // A section left to the browser, or the bare shell (pages rendered in the browser: the
          // back office, or no renderer), is not kept: the next view tries again, a new build shows.
          (rendered ? rendered.release !== 'fallback' : Boolean(item))
          ? {}
          : { 'Cache-Control': UNCACHED_DOCUMENT_CACHE_CONTROL };
    if (!rendered) return c.html(item ? await withPageHead(template, head) : template, status, headers);
    c.set(DOCUMENT_INLINE_STYLES, rendered.inlineStyles);
    // A document that ends open ends with the bootstrap under this answer's nonce; the caches
    // give each later answer its own (http/script-nonce.ts).
    let tail = '';
    if (rendered.open) {
      const nonce = newScriptNonce();
      c.set(DOCUMENT_SCRIPT_NONCE, nonce);
      tail = documentTail(nonce);
    }
    // Made in one piece (the not-found page, a section left to the browser): sent as such.
    if (rendered.release === 'fallback' || rendered.release === 'none') {
      return c.html(rendered.start + (await rendered.rest).html + tail, status, headers);
    }
    // The head leaves now, the rest when the section's HTML has come (streamedDocument). Its
    // ETag is this render's own, known before the body: the caches keep it with the document.
    const document = streamedDocument({
      start: rendered.start,
      rest: rendered.rest.then((rest) => ({ ...rest, html: rest.html + tail })),
    });
    return document.answer(
      c.body(document.body, status, {
        'Content-Type': 'text/html; charset=UTF-8',
        ETag: `"${crypto.randomUUID()}"`,
        ...headers,
      }),
    );
  }

  // An API path is never a page: it goes on to the routes after this one, or to the API's 404.
  return declaredRoutes().add(publicDocumentRoute, (c, next) =>
    c.req.path.startsWith('/api/') ? next() : answerDocument(c),
  ).app;
}

/** Waits for `work` past this answer on workerd (its execution context); nothing to do on Node. */
function keepAlive(c: Context, work: Promise<unknown>): void {
  let context: { waitUntil(work: Promise<unknown>): void } | undefined;
  try {
    context = c.executionCtx;
  } catch {
    // Node: no execution context, and the process keeps the work going by itself.
  }
  context?.waitUntil(work);
}
