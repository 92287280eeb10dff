import type { RemoteName } from '../remotes/remote-registry';

/** Which remote module renders which public route. The shell knows paths, never remote code. */
export interface RemoteRoute {
  path: string;
  remote: RemoteName;
  module: string;
}

export const publicRoutes: RemoteRoute[] = [
  { path: '/noticias/b/:busq/:limit/:page', remote: 'news', module: 'NewsSearchPage' },
  { path: '/noticias/:limit/:page', remote: 'news', module: 'NewsListPage' },
  { path: '/noticias/:prov/:limit/:page', remote: 'news', module: 'NewsListPage' },
  { path: '/noticia/:id', remote: 'news', module: 'NewsDetailPage' },
  { path: '/agenda/:limit/:page', remote: 'agenda', module: 'AgendaListPage' },
  { path: '/agenda/:prov/:limit/:page', remote: 'agenda', module: 'AgendaListPage' },
  { path: '/evento/:id', remote: 'agenda', module: 'EventDetailPage' },
  { path: '/albums/:limit/:page', remote: 'gallery', module: 'AlbumListPage' },
  { path: '/album/:id', remote: 'gallery', module: 'AlbumDetailPage' },
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
