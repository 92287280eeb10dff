import type { Privilege, Usuario } from '@portal/contracts';
import { hasPrivilege } from '@portal/contracts';

/**
 * Who may open a screen: 'public' (the login), 'staff' (any signed-in user) or one privilege.
 * The server enforces the same rules on every call; here they only decide what to show.
 */
export type Access = 'public' | 'staff' | Privilege;

export function canAccess(user: Pick<Usuario, 'privilegios'> | null, access: Access): boolean {
  if (access === 'public') return true;
  if (!user) return false;
  return access === 'staff' || hasPrivilege(user, access);
}

/** The sidebar (docs/product/back-office.md §2 and §6): section links by privilege, the last three (MEDIOS, BANNER CENTRAL, CUENTA) always. */
export const SIDEBAR_LINKS: {
  label: string;
  to: (user: Usuario) => string;
  access: Access;
  /** The screens that belong to the link (its list, new and edit screens): it is lit on them. */
  screens: readonly string[];
}[] = [
  {
    label: 'NOTICIAS',
    to: () => '/admin',
    access: 'noticias',
    screens: ['/admin', '/nuevanoticia', '/editarnoticia'],
  },
  // Editorial control (DESIGN §11): the review queue for editors, the trash and the calendar.
  { label: 'EN REVISIÓN', to: () => '/revision', access: 'edicion', screens: ['/revision'] },
  { label: 'PAPELERA', to: () => '/papelera', access: 'noticias', screens: ['/papelera'] },
  { label: 'CALENDARIO', to: () => '/calendario', access: 'noticias', screens: ['/calendario'] },
  { label: 'PORTADA', to: () => '/portada', access: 'edicion', screens: ['/portada'] },
  { label: 'CATEGORÍAS', to: () => '/categorias', access: 'edicion', screens: ['/categorias'] },
  // What is read (DESIGN §14): the newsroom's audience report.
  { label: 'AUDIENCIA', to: () => '/audiencia', access: 'edicion', screens: ['/audiencia'] },
  {
    label: 'GALERÍA',
    to: () => '/galeria',
    access: 'galeria',
    screens: ['/galeria', '/nuevoalbum', '/editaralbum'],
  },
  {
    label: 'AGENDA',
    to: () => '/agenda',
    access: 'agenda',
    screens: ['/agenda', '/nuevoevento', '/editarevento'],
  },
  {
    label: 'USUARIOS',
    to: () => '/usuarios',
    access: 'usuarios',
    screens: ['/usuarios', '/nuevousuario', '/editarusuario'],
  },
  {
    label: 'PUBLICIDAD',
    to: () => '/publicidad',
    access: 'publicidad',
    screens: ['/publicidad', '/nuevapublicidad', '/editarpublicidad', '/estadisticaspublicidad'],
  },
  { label: 'SECCIONES', to: () => '/secciones', access: 'secciones', screens: ['/secciones'] },
  { label: 'ACTIVIDAD', to: () => '/actividad', access: 'usuarios', screens: ['/actividad'] },
  // The media library (DESIGN §12): every staff member sees it; content privileges edit it.
  { label: 'MEDIOS', to: () => '/medios', access: 'staff', screens: ['/medios'] },
  { label: 'BANNER CENTRAL', to: () => '/nuevobanner', access: 'staff', screens: ['/nuevobanner'] },
  { label: 'CUENTA', to: (user) => `/cuenta/${user._id}`, access: 'staff', screens: ['/cuenta'] },
];

/** Whether `pathname` is one of the link's screens (two links may share a privilege, never a screen). */
export const isLinkCurrent = (link: { screens: readonly string[] }, pathname: string) =>
  link.screens.some((screen) => pathname === screen || pathname.startsWith(`${screen}/`));

/**
 * Where a user lands in the back office: /admin (the news list) needs `noticias`, so a
 * photographer arriving there after login is sent to their first section instead of away.
 */
export function homeFor(user: Usuario): string {
  const first = SIDEBAR_LINKS.find((link) => canAccess(user, link.access));
  return first ? first.to(user) : `/cuenta/${user._id}`;
}

/**
 * Actions finer than a screen, with the privileges the server's route declarations ask for them
 * (docs/api.md). BORRAR on the albums list replaces the original's
 * hard-coded admin id with `DELETE /api/album/:id`'s rule: galeria and usuarios.
 */
export const ACTION_ACCESS = {
  deleteAlbum: ['galeria', 'usuarios'],
} as const satisfies Record<string, readonly Privilege[]>;

export function canDo(
  user: Pick<Usuario, 'privilegios'> | null,
  action: keyof typeof ACTION_ACCESS,
): boolean {
  return Boolean(user) && ACTION_ACCESS[action].every((privilege) => hasPrivilege(user!, privilege));
}

/**
 * Editing a media library record (`PUT /api/medios/:id`) needs any content privilege: the
 * server's rule (api-worker/src/media/media-library.routes.ts MEDIA_EDITORS).
 */
export const MEDIA_EDIT_PRIVILEGES = [
  'noticias',
  'agenda',
  'galeria',
  'publicidad',
] as const satisfies readonly Privilege[];

export const canEditMedia = (user: Pick<Usuario, 'privilegios'> | null): boolean =>
  Boolean(user) && MEDIA_EDIT_PRIVILEGES.some((privilege) => hasPrivilege(user!, privilege));
