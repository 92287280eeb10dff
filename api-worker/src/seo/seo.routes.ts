import { eventHead, newsArticleHead, objectIdSchema, type PageHead } from '@portal/contracts';
import type { Context } from 'hono';
import { z } from 'zod';
import type { AppDatabase } from '../db/database.ts';
import { createEventsQueries } from '../events/events.queries.ts';
import { publicCache } from '../http/public-cache/index.ts';
import { findRequestSession } from '../auth/sessions.ts';
import { createNewsQueries, findNewsForStaff } from '../news/news.queries.ts';
import { declareRoute, declaredRoutes } from '../routing/declare-route.ts';
import { documentAnswer } from '../routing/responses.ts';
import { siteOrigin } from '../site/site.ts';
import { DOCUMENT_CACHE_CONTROL, UNCACHED_DOCUMENT_CACHE_CONTROL } from '../pages/document-cache.ts';
import { renderPageFor } from '../pages/page-documents.ts';
import { withPageHead } from '../pages/page-head.ts';
import type { PageRenderer } from '../pages/page-renderer.ts';

/**
 * The shell's built index.html, as each runtime reaches it: a file on Node, the static-assets
 * binding on workerd. `requestUrl` gives the origin to ask; null when the shell is not built.
 */
export type ShellHtmlSource = (requestUrl: string) => Promise<string | null>;

export interface SeoRoutesDeps {
  db: AppDatabase;
  shellHtml: ShellHtmlSource;
  /** AppConfig.siteUrl: the origin of absolute URLs when set. */
  siteUrl?: string | undefined;
  /** Renders the page itself into the document (pages/, DESIGN §10); without it, the bare shell. */
  renderPage?: PageRenderer | undefined;
}

/**
 * The id of `/noticia/:id` and of its canonical `/noticia/:id/:slug` (DESIGN §12: any slug answers
 * the same page, whose canonical link names the current one); '' for any other shape.
 */
function itemIdOf(c: Context): string {
  const [id = '', slug, ...more] = (c.req.param('id') ?? '').split('/');
  return more.length === 0 && slug !== '' ? id : '';
}

/** A missing item's page may exist a minute later (a news item being published): keep it briefly. */
export const NOT_FOUND_PAGE_CACHE_CONTROL = 'public, max-age=60';

const SHELL_MISSING_PAGE =
  '<!doctype html><meta charset="utf-8"><title>Portal sin compilar</title><p>La interfaz del portal todavía no está compilada.</p>';

const itemPage = (path: '/noticia/{id}' | '/evento/{id}', what: string) =>
  declareRoute({
    method: 'get',
    path,
    // Anything after the prefix: a malformed id gets the shell's 404, not the API's.
    routingPath: path.replace('{id}', ':id{.+}'),
    access: 'public',
    middleware: [publicCache({ cacheControl: DOCUMENT_CACHE_CONTROL })],
    summary: `La página de ${what} con sus metadatos, para quien no ejecuta JavaScript`,
    request: { params: z.object({ id: z.string() }) },
    responses: {
      200: documentAnswer('text/html', 'El HTML del shell con el título, Open Graph, Twitter y JSON-LD.'),
      301: { description: 'Un slug que no es el suyo: redirige a la URL canónica `/…/{id}/{slug}`.' },
      404: documentAnswer('text/html', 'El HTML del shell, sin metadatos: no existe.'),
      503: documentAnswer('text/html', 'El shell no está compilado.'),
    },
  });

export const newsPageRoute = itemPage('/noticia/{id}', 'una noticia');
export const eventPageRoute = itemPage('/evento/{id}', 'un evento');

/**
 * `/noticia/:id` and `/evento/:id`, for readers and for clients that run no JavaScript (WhatsApp,
 * Facebook, X, search engines): the page with the item's title, description, Open Graph, Twitter
 * and JSON-LD. They come with the section's fragment (DESIGN §10), with its status; the database
 * is read here only when no section rendered the page (a fallback, or pages left to the
 * browser), so that a link preview keeps its card. An unknown or malformed id is a 404 with the
 * site's page, which shows its "not found" text.
 */
export function createSeoRoutes({ db, shellHtml, siteUrl, renderPage }: SeoRoutesDeps) {
  const news = createNewsQueries(db);
  const events = createEventsQueries(db);

  async function page(c: Context, findHead: (id: string, origin: string) => Promise<PageHead | null>) {
    const html = await shellHtml(c.req.url);
    if (html === null) {
      return c.html(SHELL_MISSING_PAGE, 503, { 'Cache-Control': 'no-store' });
    }
    const id = itemIdOf(c);
    const withoutSection = async () => {
      const head = objectIdSchema.safeParse(id).success
        ? await findHead(id, siteOrigin(c.req.url, siteUrl))
        : null;
      return head ? { status: 200 as const, head } : { status: 404 as const, head: null };
    };
    const rendered = await renderPageFor(c, renderPage, html, withoutSection);
    const { status, head } = id && rendered ? rendered : await withoutSection();
    // A wrong slug (an old link, a typo) moves for good to the canonical URL (DESIGN §12);
    // `/noticia/:id` alone keeps answering the page.
    const canonicalPath = status === 200 && head?.canonical ? new URL(head.canonical).pathname : undefined;
    const [, slug] = (c.req.param('id') ?? '').split('/');
    if (canonicalPath && slug !== undefined && slug !== canonicalPath.split('/')[3]) {
      const { search } = new URL(c.req.url);
      return c.body(null, 301, {
        Location: canonicalPath + search,
        'Cache-Control': NOT_FOUND_PAGE_CACHE_CONTROL,
      });
    }
    const document = rendered?.html ?? withPageHead(html, head);
    if (status !== 200) {
      return c.html(document, 404, { 'Cache-Control': NOT_FOUND_PAGE_CACHE_CONTROL });
    }
    // Kept by the caches unless the section fell back to the browser (pages/document-cache.ts).
    const headers: Record<string, string> =
      rendered?.release === 'fallback' ? { 'Cache-Control': UNCACHED_DOCUMENT_CACHE_CONTROL } : {};
    return c.html(document, 200, headers);
  }

  /**
   * 'Vista previa' (`/noticia/:id?vista_previa`) of an item in any state, for staff with
   * `noticias`: the shell's page with no metadata, 200 and never stored or indexed (mf-news then
   * reads the staff view). A 404 document there was an error in the editor's console; a visitor
   * still gets the 404 of an unpublished item.
   */
  async function previewPage(c: Context): Promise<Response | undefined> {
    if (c.req.query('vista_previa') === undefined) return undefined;
    const id = itemIdOf(c);
    if (!objectIdSchema.safeParse(id).success) return undefined;
    const session = await findRequestSession(db, c);
    if (!session?.user.privilegios.includes('noticias') || !(await findNewsForStaff(db, id)))
      return undefined;
    const html = await shellHtml(c.req.url);
    if (html === null) return undefined;
    return c.html(withPageHead(html, null), 200, {
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex',
    });
  }

  return declaredRoutes()
    .add(
      newsPageRoute,
      async (c) =>
        (await previewPage(c)) ??
        page(c, async (id, origin) => {
          const noticia = await news.findNewsById(id);
          return noticia ? newsArticleHead(noticia, origin) : null;
        }),
    )
    .add(eventPageRoute, (c) =>
      page(c, async (id, origin) => {
        const evento = await events.findEventById(id);
        return evento ? eventHead(evento, origin) : null;
      }),
    ).app;
}
