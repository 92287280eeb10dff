import { isClientRoute } from '@portal/contracts';
/**
 * The paths the Hono app answers: the API, images, the remotes' configuration and the
 * documents made on the server for crawlers and feed readers (SEO pages, feeds, sitemaps,
 * robots.txt). Every other GET is the shell (static files with SPA fallback). The worker gets
 * the same split from `assets.run_worker_first` in wrangler.jsonc, which a test keeps equal to
 * this list; the Node server routes with isWorkerRoute(). `*` stands for any characters.
 */
export const WORKER_ROUTE_PATTERNS = [
  '/api/*',
  '/media/*',
  '/remotes.json',
  '/noticia/*',
  '/evento/*',
  '/rss.xml',
  '/rss/*',
  '/categoria/*/rss.xml',
  '/tema/*/rss.xml',
  '/sitemap*.xml',
  '/robots.txt',
  '/buscar',
  // An ad's click (ads/ad-measurement.routes.ts): counted, then a redirect to the advertiser.
  '/publi/*',
] as const;

const WORKER_ROUTE = new RegExp(
  `^(?:${WORKER_ROUTE_PATTERNS.map((pattern) =>
    pattern
      .split('*')
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*'),
  ).join('|')})$`,
);

/**
 * Pages that are also names of static assets, which the worker must be asked for first: the app's
 * document route answers them (pages/document.routes.ts; `/index.html` moves to `/`). With
 * `not_found_handling` left at none, every other page (`/noticias/7/1`) matches no file and
 * reaches the worker as well; only the existing files (scripts, styles, icons) skip it.
 */
export const SHELL_DOCUMENT_PATTERNS = ['/', '/index.html'] as const;

/** Whether the app (rather than the static shell) answers a GET of this path. */
export function isWorkerRoute(pathname: string): boolean {
  return WORKER_ROUTE.test(pathname);
}

/** The item pages, which the worker is asked for by run_worker_first (their crawler cards came first). */
const ITEM_PAGE = /^\/(?:noticia|evento)\//;
/** A path with a file extension is a file (or a broken link), unless it is a page's URL. */
const FILE_PATH = /\.[^/]*$/;

/**
 * Whether a GET of this path answers a page (pages/document.routes.ts) rather than a file, a feed
 * or the API: the runtimes keep those answers per release choice too (pages/document-cache.ts).
 */
export function isDocumentPath(pathname: string): boolean {
  if (ITEM_PAGE.test(pathname)) return true;
  return !isWorkerRoute(pathname) && (!FILE_PATH.test(pathname) || isClientRoute(pathname));
}
