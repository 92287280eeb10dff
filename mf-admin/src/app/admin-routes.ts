import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { matchPath } from 'react-router-dom';
import type { ScreenProps } from '../shared/screen-props';
import type { Access } from './access';

export interface AdminRoute {
  path: string;
  /** Loaded on first visit: each screen is its own chunk. */
  screen: LazyExoticComponent<ComponentType<ScreenProps>>;
  access: Access;
  /** List screens sit on the dark background (spec §2). */
  dark?: boolean;
}

export type RouteMatch = { route: AdminRoute; params: ScreenProps['params'] };

const LoginPage = lazy(() => import('../features/session/login-page'));
const NewsListPage = lazy(() => import('../features/news/news-list-page'));
const NewNewsPage = lazy(() => import('../features/news/new-news-page'));
const EditNewsPage = lazy(() => import('../features/news/edit-news-page'));
const AlbumsListPage = lazy(() => import('../features/albums/albums-list-page'));
const NewAlbumPage = lazy(() => import('../features/albums/new-album-page'));
const EditAlbumPage = lazy(() => import('../features/albums/edit-album-page'));
const EventsListPage = lazy(() => import('../features/events/events-list-page'));
const NewEventPage = lazy(() => import('../features/events/new-event-page'));
const EditEventPage = lazy(() => import('../features/events/edit-event-page'));
const AdsListPage = lazy(() => import('../features/ads/ads-list-page'));
const NewAdPage = lazy(() => import('../features/ads/new-ad-page'));
const EditAdPage = lazy(() => import('../features/ads/edit-ad-page'));
const AdStatsPage = lazy(() => import('../features/ads/ad-stats-page'));
const AudiencePage = lazy(() => import('../features/audience/audience-page'));
const BannerPage = lazy(() => import('../features/banner/banner-page'));
const UsersListPage = lazy(() => import('../features/users/users-list-page'));
const NewUserPage = lazy(() => import('../features/users/new-user-page'));
const EditUserPage = lazy(() => import('../features/users/edit-user-page'));
const AccountPage = lazy(() => import('../features/account/account-page'));
const ReleasesPage = lazy(() => import('../features/releases/releases-page'));
const ActivityPage = lazy(() => import('../features/activity/activity-page'));
const ReviewQueuePage = lazy(() => import('../features/editorial/review-queue-page'));
const TrashPage = lazy(() => import('../features/editorial/trash-page'));
const CalendarPage = lazy(() => import('../features/editorial/calendar-page'));
const CategoriesPage = lazy(() => import('../features/categories/categories-page'));
const HomeCurationPage = lazy(() => import('../features/home/home-page'));
const MediaPage = lazy(() => import('../features/media/media-page'));

/**
 * Every back-office screen, its path and who may open it: the one place to read the rules.
 * Without a session a screen sends to /login; without its privilege it says so inside the back
 * office (layout/forbidden-screen.tsx), except /admin, which forwards to the user's own home.
 */
export const ADMIN_ROUTES: AdminRoute[] = [
  { path: '/login', screen: LoginPage, access: 'public' },
  { path: '/admin', screen: NewsListPage, access: 'noticias', dark: true },
  { path: '/nuevanoticia', screen: NewNewsPage, access: 'noticias' },
  { path: '/editarnoticia/:id', screen: EditNewsPage, access: 'noticias' },
  { path: '/revision', screen: ReviewQueuePage, access: 'edicion', dark: true },
  { path: '/papelera', screen: TrashPage, access: 'noticias', dark: true },
  { path: '/calendario', screen: CalendarPage, access: 'noticias' },
  { path: '/galeria', screen: AlbumsListPage, access: 'galeria', dark: true },
  { path: '/nuevoalbum', screen: NewAlbumPage, access: 'galeria' },
  { path: '/editaralbum/:id', screen: EditAlbumPage, access: 'galeria' },
  { path: '/agenda', screen: EventsListPage, access: 'agenda', dark: true },
  { path: '/nuevoevento', screen: NewEventPage, access: 'agenda' },
  { path: '/editarevento/:id', screen: EditEventPage, access: 'agenda' },
  { path: '/usuarios', screen: UsersListPage, access: 'usuarios', dark: true },
  { path: '/nuevousuario', screen: NewUserPage, access: 'usuarios' },
  { path: '/editarusuario/:id', screen: EditUserPage, access: 'usuarios' },
  { path: '/actividad', screen: ActivityPage, access: 'usuarios', dark: true },
  { path: '/portada', screen: HomeCurationPage, access: 'edicion' },
  { path: '/categorias', screen: CategoriesPage, access: 'edicion' },
  { path: '/publicidad', screen: AdsListPage, access: 'publicidad', dark: true },
  { path: '/nuevapublicidad', screen: NewAdPage, access: 'publicidad' },
  { path: '/editarpublicidad/:id', screen: EditAdPage, access: 'publicidad' },
  { path: '/estadisticaspublicidad/:id', screen: AdStatsPage, access: 'publicidad' },
  // Audience measurement (DESIGN §14): the newsroom's report.
  { path: '/audiencia', screen: AudiencePage, access: 'edicion' },
  { path: '/secciones', screen: ReleasesPage, access: 'secciones' },
  { path: '/medios', screen: MediaPage, access: 'staff', dark: true },
  { path: '/nuevobanner', screen: BannerPage, access: 'staff' },
  { path: '/cuenta/:id', screen: AccountPage, access: 'staff' },
];

/** The back office's home: where a login leads (spec §2). */
export const ADMIN_HOME = '/admin';

/** The route of a pathname, with its params (the shell mounts AdminApp only on these paths). */
export function matchAdminRoute(pathname: string): RouteMatch | undefined {
  for (const route of ADMIN_ROUTES) {
    const match = matchPath(route.path, pathname);
    if (match) return { route, params: match.params };
  }
  return undefined;
}
