import type { RemoteName } from './remotes.ts';

/**
 * The public routes, written once (DESIGN §10): the shell's router and first load, the portal's
 * document route (which section renders a URL, and the 404 of any other path, on Node and on
 * Workers) and each section's exposed modules and server pages are made from this list or
 * type-checked against it (SectionExposes, PublicPageName). Patterns are react-router's: `:name`
 * is one segment, `:name?` an optional last one. Zod-free: the shell bundles it.
 */
export const HOME_PATH = '/';
export const NEWS_SEARCH_PATH = '/noticias/b/:busq/:limit/:page';
export const NEWS_LIST_PATH = '/noticias/:limit/:page';
export const NEWS_PROVINCE_PATH = '/noticias/:prov/:limit/:page';
/** `/noticia/:id/:slug` is an item's canonical URL (DESIGN §12); `/noticia/:id` answers the same page. */
export const NEWS_DETAIL_PATH = '/noticia/:id/:slug?';
/** A category's and a tag's news (DESIGN §12). */
export const CATEGORY_PATH = '/categoria/:slug/:limit/:page';
export const TAG_PATH = '/tema/:slug/:limit/:page';
export const AGENDA_LIST_PATH = '/agenda/:limit/:page';
export const AGENDA_PROVINCE_PATH = '/agenda/:prov/:limit/:page';
export const EVENT_DETAIL_PATH = '/evento/:id/:slug?';
export const ALBUM_LIST_PATH = '/albums/:limit/:page';
export const ALBUM_DETAIL_PATH = '/album/:id';
export const COLLABORATORS_PATH = '/colaboradores';
/** What the portal counts of its readers and what it does not (DESIGN §14). */
export const PRIVACY_PATH = '/privacidad';

/** A public page: its route, the section that renders it and the page module that section exposes. */
export interface PublicRoute {
  path: string;
  remote: RemoteName;
  module: string;
  /**
   * The API call that fills the screen (`{placeholders}` named as the route's params), which the
   * shell preloads while the section's code downloads: only a hint (the shell checks it is a
   * declared GET path). The page's status comes from its section's fragment (fragment-protocol.ts).
   */
  data?: string;
}

export const PUBLIC_ROUTES = [
  { path: HOME_PATH, remote: 'news', module: 'HomePage', data: '/api/portada' },
  {
    path: NEWS_SEARCH_PATH,
    remote: 'news',
    module: 'NewsSearchPage',
    data: '/api/noticia/b/{busq}/{limit}/{page}',
  },
  { path: NEWS_LIST_PATH, remote: 'news', module: 'NewsListPage', data: '/api/noticias/{limit}/{page}' },
  {
    path: NEWS_PROVINCE_PATH,
    remote: 'news',
    module: 'NewsListPage',
    data: '/api/noticias/{prov}/{limit}/{page}',
  },
  { path: NEWS_DETAIL_PATH, remote: 'news', module: 'NewsDetailPage', data: '/api/noticia/{id}' },
  {
    path: CATEGORY_PATH,
    remote: 'news',
    module: 'NewsListPage',
    data: '/api/categoria/{slug}/{limit}/{page}',
  },
  { path: TAG_PATH, remote: 'news', module: 'NewsListPage', data: '/api/tema/{slug}/{limit}/{page}' },
  { path: AGENDA_LIST_PATH, remote: 'agenda', module: 'AgendaListPage', data: '/api/eventos/{limit}/{page}' },
  {
    path: AGENDA_PROVINCE_PATH,
    remote: 'agenda',
    module: 'AgendaListPage',
    data: '/api/eventos/{prov}/{limit}/{page}',
  },
  { path: EVENT_DETAIL_PATH, remote: 'agenda', module: 'EventDetailPage', data: '/api/evento/{id}' },
  { path: ALBUM_LIST_PATH, remote: 'gallery', module: 'AlbumListPage', data: '/api/albums/{limit}/{page}' },
  { path: ALBUM_DETAIL_PATH, remote: 'gallery', module: 'AlbumDetailPage', data: '/api/album/{id}' },
  { path: COLLABORATORS_PATH, remote: 'gallery', module: 'CollaboratorsPage' },
  { path: PRIVACY_PATH, remote: 'news', module: 'PrivacyPage' },
] as const satisfies readonly PublicRoute[];

/** The page modules of a section that render a public route (its server pages). */
export type PublicPageName<R extends RemoteName = RemoteName> = Extract<
  (typeof PUBLIC_ROUTES)[number],
  { remote: R }
>['module'];

/**
 * Sections the browser alone renders, outside the route list: the home's below its first screen
 * (loaded when the reader comes near them) and the back office.
 */
export const HOME_BELOW_SECTIONS = [{ remote: 'gallery', module: 'HomeGalleries' }] as const;
export const ADMIN_SECTION = { remote: 'admin', module: 'AdminApp' } as const;

/** Every module a section exposes to the shell: its public pages and its browser-only sections. */
export type ExposedModule<R extends RemoteName> =
  | PublicPageName<R>
  | Extract<(typeof HOME_BELOW_SECTIONS)[number] | typeof ADMIN_SECTION, { remote: R }>['module'];

/** A section's Module Federation `exposes`: `./<Module>` for each of its modules, and no other. */
export type SectionExposes<R extends RemoteName> = Record<`./${ExposedModule<R>}`, string>;

/** Back-office paths (docs/product/back-office.md §2); mf-admin's AdminApp routes among them itself. */
export const ADMIN_PATHS = [
  '/login',
  '/admin',
  '/nuevanoticia',
  '/editarnoticia/:id',
  '/revision',
  '/papelera',
  '/calendario',
  '/galeria',
  '/nuevoalbum',
  '/editaralbum/:id',
  '/agenda',
  '/nuevoevento',
  '/editarevento/:id',
  '/usuarios',
  '/nuevousuario',
  '/editarusuario/:id',
  '/actividad',
  '/portada',
  '/categorias',
  '/publicidad',
  '/nuevapublicidad',
  '/editarpublicidad/:id',
  '/estadisticaspublicidad/:id',
  '/audiencia',
  '/secciones',
  '/medios',
  '/nuevobanner',
  '/cuenta/:id',
];

/**
 * The params of a path that matches a pattern (as many segments, static segments equal, params
 * decoded as the router decodes them); undefined otherwise.
 */
export function matchRoutePattern(pattern: string, pathname: string): Record<string, string> | undefined {
  const wanted = pattern.split('/').filter(Boolean);
  const actual = pathname.split('/').filter(Boolean);
  const optional = wanted.at(-1)?.endsWith('?') ? 1 : 0;
  if (actual.length > wanted.length || actual.length < wanted.length - optional) return undefined;
  const params: Record<string, string> = {};
  for (const [index, value] of actual.entries()) {
    const segment = wanted[index]!;
    if (segment.startsWith(':')) {
      try {
        params[segment.slice(1).replace('?', '')] = decodeURIComponent(value);
      } catch {
        return undefined;
      }
    } else if (segment !== value) return undefined;
  }
  return params;
}

/** The public route a path is a page of, with its params; undefined for any other path. */
export function matchPublicRoute(
  pathname: string,
): { route: (typeof PUBLIC_ROUTES)[number]; params: Record<string, string> } | undefined {
  for (const route of PUBLIC_ROUTES) {
    const params = matchRoutePattern(route.path, pathname);
    if (params) return { route, params };
  }
  return undefined;
}

/** Whether the path is one of the back office's (rendered in the browser). */
export const isAdminPath = (pathname: string) =>
  ADMIN_PATHS.some((pattern) => matchRoutePattern(pattern, pathname));

/** Whether the shell has a page at this path (a public route or a back-office path). */
export function isClientRoute(pathname: string): boolean {
  return pathname === '/index.html' || matchPublicRoute(pathname) !== undefined || isAdminPath(pathname);
}
