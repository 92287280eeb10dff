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
   * The API call that fills the screen, preloaded while the section's code downloads. It must be
   * the very URL the remote fetches (a mismatch only wastes the preload, it breaks nothing).
   */
  data?: (params: Record<string, string>) => string;
}

const enc = encodeURIComponent;

/**
 * The home: the news blocks, then the gallery carousels; the featured news are its main data. The
 * sections `below` the first screen load their code and data only when the visitor comes near them.
 */
export const homeRoute: { main: RemoteSection; below: RemoteSection[]; data: string } = {
  main: { remote: 'news', module: 'HomePage' },
  below: [{ remote: 'gallery', module: 'HomeGalleries' }],
  data: '/api/noticias/5/1',
};

export const publicRoutes: RemoteRoute[] = [
  {
    path: '/noticias/b/:busq/:limit/:page',
    remote: 'news',
    module: 'NewsSearchPage',
    data: (p) => `/api/noticia/b/${enc(p.busq!)}/${p.limit}/${p.page}`,
  },
  {
    path: '/noticias/:limit/:page',
    remote: 'news',
    module: 'NewsListPage',
    data: (p) => `/api/noticias/${p.limit}/${p.page}`,
  },
  {
    path: '/noticias/:prov/:limit/:page',
    remote: 'news',
    module: 'NewsListPage',
    data: (p) => `/api/noticias/${enc(p.prov!)}/${p.limit}/${p.page}`,
  },
  {
    path: '/noticia/:id',
    remote: 'news',
    module: 'NewsDetailPage',
    data: (p) => `/api/noticia/${enc(p.id!)}`,
  },
  {
    path: '/agenda/:limit/:page',
    remote: 'agenda',
    module: 'AgendaListPage',
    data: (p) => `/api/eventos/${p.limit}/${p.page}`,
  },
  {
    path: '/agenda/:prov/:limit/:page',
    remote: 'agenda',
    module: 'AgendaListPage',
    data: (p) => `/api/eventos/${enc(p.prov!)}/${p.limit}/${p.page}`,
  },
  {
    path: '/evento/:id',
    remote: 'agenda',
    module: 'EventDetailPage',
    data: (p) => `/api/evento/${enc(p.id!)}`,
  },
  {
    path: '/albums/:limit/:page',
    remote: 'gallery',
    module: 'AlbumListPage',
    data: (p) => `/api/albums/${p.limit}/${p.page}`,
  },
  {
    path: '/album/:id',
    remote: 'gallery',
    module: 'AlbumDetailPage',
    data: (p) => `/api/album/${enc(p.id!)}`,
  },
  { path: '/colaboradores', remote: 'gallery', module: 'CollaboratorsPage' },
];

/** Back-office paths (back-office spec §2); mf-admin's AdminApp routes among them itself. */
export const adminPaths = [
  '/login',
  '/admin',
  '/nuevanoticia',
  '/editarnoticia/:id',
  '/galeria',
  '/nuevoalbum',
  '/editaralbum/:id',
  '/agenda',
  '/nuevoevento',
  '/editarevento/:id',
  '/usuarios',
  '/nuevousuario',
  '/editarusuario/:id',
  '/publicidad',
  '/nuevapublicidad',
  '/editarpublicidad/:id',
  '/nuevobanner',
  '/cuenta/:id',
];

export const adminSection: RemoteSection = { remote: 'admin', module: 'AdminApp' };

/**
 * The sections and main data call of a URL path, for the first load (before the router runs).
 * A pattern matches a path with as many segments, static segments equal; params are decoded
 * as the router decodes them.
 */
export function firstLoadOf(pathname: string): { sections: RemoteSection[]; data?: string } | undefined {
  if (pathname === '/' || pathname === '') return { sections: [homeRoute.main], data: homeRoute.data };
  for (const route of publicRoutes) {
    const params = matchPattern(route.path, pathname);
    if (params) return { sections: [route], data: route.data?.(params) };
  }
  if (adminPaths.some((path) => matchPattern(path, pathname))) return { sections: [adminSection] };
  return undefined;
}

function matchPattern(pattern: string, pathname: string): Record<string, string> | undefined {
  const wanted = pattern.split('/').filter(Boolean);
  const actual = pathname.split('/').filter(Boolean);
  if (wanted.length !== actual.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, segment] of wanted.entries()) {
    const value = actual[index]!;
    if (segment.startsWith(':')) {
      try {
        params[segment.slice(1)] = decodeURIComponent(value);
      } catch {
        return undefined;
      }
    } else if (segment !== value) return undefined;
  }
  return params;
}
