/**
 * The paths of the shell's client routes, kept here so that the shell (its router and first
 * load) and the server (which answers 404 to any other path, on Node and on Workers) know the
 * same list. Patterns are react-router's: `:name` is one segment, `:name?` an optional last one.
 * Zod-free: the shell bundles it.
 */
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

/** The public pages' routes (besides the home, `/`). */
export const PUBLIC_ROUTE_PATHS = [
  NEWS_SEARCH_PATH,
  NEWS_LIST_PATH,
  NEWS_PROVINCE_PATH,
  NEWS_DETAIL_PATH,
  CATEGORY_PATH,
  TAG_PATH,
  AGENDA_LIST_PATH,
  AGENDA_PROVINCE_PATH,
  EVENT_DETAIL_PATH,
  ALBUM_LIST_PATH,
  ALBUM_DETAIL_PATH,
  COLLABORATORS_PATH,
];

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

/** Whether the shell has a page at this path (the home, a public route or a back-office path). */
export function isClientRoute(pathname: string): boolean {
  if (pathname === '/' || pathname === '' || pathname === '/index.html') return true;
  return [...PUBLIC_ROUTE_PATHS, ...ADMIN_PATHS].some((pattern) => matchRoutePattern(pattern, pathname));
}
