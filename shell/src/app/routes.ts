import {
  ADMIN_PATHS,
  AGENDA_LIST_PATH,
  AGENDA_PROVINCE_PATH,
  ALBUM_DETAIL_PATH,
  ALBUM_LIST_PATH,
  COLLABORATORS_PATH,
  EVENT_DETAIL_PATH,
  NEWS_DETAIL_PATH,
  CATEGORY_PATH,
  TAG_PATH,
  NEWS_LIST_PATH,
  NEWS_PROVINCE_PATH,
  NEWS_SEARCH_PATH,
  matchRoutePattern,
} from '@portal/contracts';
import { apiUrlFromParams, type ApiGetPath, type ApiUrl } from '@portal/api-client';
import type { RemoteName } from '../remotes/remote-config';

/** One remote module on screen. */
export interface RemoteSection {
  remote: RemoteName;
  module: string;
}

/** Which remote module renders which public route. The shell knows paths, never remote code. */
export interface RemoteRoute extends RemoteSection {
  path: string;
  /**
   * The API call that fills the screen, preloaded while the section's code downloads: a declared
   * GET path whose placeholders are named as the route's params (`/noticia/:id` and
   * `/api/noticia/{id}`). Filled by the same typed client, it is the very URL the remote fetches
   * (a mismatch only wastes the preload, it breaks nothing).
   */
  data?: ApiGetPath;
}

/**
 * The home: the news blocks, then the gallery carousels; the featured news are its main data. The
 * sections `below` the first screen load their code and data only when the visitor comes near them.
 */
export const homeRoute: { main: RemoteSection; below: RemoteSection[]; data: ApiUrl<unknown> } = {
  main: { remote: 'news', module: 'HomePage' },
  below: [{ remote: 'gallery', module: 'HomeGalleries' }],
  data: apiUrlFromParams('/api/portada', {}),
};

export const publicRoutes: RemoteRoute[] = [
  {
    path: NEWS_SEARCH_PATH,
    remote: 'news',
    module: 'NewsSearchPage',
    data: '/api/noticia/b/{busq}/{limit}/{page}',
  },
  {
    path: NEWS_LIST_PATH,
    remote: 'news',
    module: 'NewsListPage',
    data: '/api/noticias/{limit}/{page}',
  },
  {
    path: NEWS_PROVINCE_PATH,
    remote: 'news',
    module: 'NewsListPage',
    data: '/api/noticias/{prov}/{limit}/{page}',
  },
  {
    path: NEWS_DETAIL_PATH,
    remote: 'news',
    module: 'NewsDetailPage',
    data: '/api/noticia/{id}',
  },
  {
    path: CATEGORY_PATH,
    remote: 'news',
    module: 'NewsListPage',
    data: '/api/categoria/{slug}/{limit}/{page}',
  },
  {
    path: TAG_PATH,
    remote: 'news',
    module: 'NewsListPage',
    data: '/api/tema/{slug}/{limit}/{page}',
  },
  {
    path: AGENDA_LIST_PATH,
    remote: 'agenda',
    module: 'AgendaListPage',
    data: '/api/eventos/{limit}/{page}',
  },
  {
    path: AGENDA_PROVINCE_PATH,
    remote: 'agenda',
    module: 'AgendaListPage',
    data: '/api/eventos/{prov}/{limit}/{page}',
  },
  {
    path: EVENT_DETAIL_PATH,
    remote: 'agenda',
    module: 'EventDetailPage',
    data: '/api/evento/{id}',
  },
  {
    path: ALBUM_LIST_PATH,
    remote: 'gallery',
    module: 'AlbumListPage',
    data: '/api/albums/{limit}/{page}',
  },
  {
    path: ALBUM_DETAIL_PATH,
    remote: 'gallery',
    module: 'AlbumDetailPage',
    data: '/api/album/{id}',
  },
  { path: COLLABORATORS_PATH, remote: 'gallery', module: 'CollaboratorsPage' },
];

/** Back-office paths (docs/product/back-office.md §2); mf-admin's AdminApp routes among them itself. */
export const adminPaths = ADMIN_PATHS;

export const adminSection: RemoteSection = { remote: 'admin', module: 'AdminApp' };

/**
 * The sections and main data call of a URL path, for the first load (before the router runs).
 * A pattern matches a path with as many segments, static segments equal; params are decoded
 * as the router decodes them.
 */
export function firstLoadOf(
  pathname: string,
): { sections: RemoteSection[]; data?: ApiUrl<unknown> } | undefined {
  if (pathname === '/' || pathname === '') return { sections: [homeRoute.main], data: homeRoute.data };
  for (const route of publicRoutes) {
    const params = matchRoutePattern(route.path, pathname);
    if (params) return { sections: [route], data: route.data && apiUrlFromParams(route.data, params) };
  }
  if (adminPaths.some((path) => matchRoutePattern(path, pathname))) return { sections: [adminSection] };
  return undefined;
}

/**
 * What a server renders at a URL path (DESIGN §10): the public page's main section with the route
 * pattern it matched, 'not-found' for a path no route takes, 'browser' for the back office.
 */
export function serverPageOf(
  pathname: string,
): { section: RemoteSection & { route: string }; data?: ApiUrl<unknown> } | 'not-found' | 'browser' {
  if (pathname === '/' || pathname === '') {
    return { section: { ...homeRoute.main, route: '/' }, data: homeRoute.data };
  }
  for (const route of publicRoutes) {
    const params = matchRoutePattern(route.path, pathname);
    if (params) {
      return {
        section: { remote: route.remote, module: route.module, route: route.path },
        data: route.data && apiUrlFromParams(route.data, params),
      };
    }
  }
  if (adminPaths.some((path) => matchRoutePattern(path, pathname))) return 'browser';
  return 'not-found';
}
