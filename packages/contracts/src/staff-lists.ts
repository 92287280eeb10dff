import { z } from 'zod';
import { albumSchema } from './albums.ts';
import { publiSchema } from './ads.ts';
import { eventoListItemSchema } from './events.ts';
import { staffNoticiaListItemSchema } from './editorial.ts';
import { MAX_PAGE_LIMIT, pageSchema } from './page.ts';
import { usuarioSchema } from './users.ts';

// The back office's lists (privilege of each in its route declaration): a page of the whole
// table, newest first unless said, filtered on the server by `?q=` (every word, ignoring case
// and accents). `GET /api/redaccion/<list>/:limit/:page?q=`; :limit is 1–100 as in the public
// lists. Filters are query parameters so that new ones (the news' `estado`) add without a new
// path.

/** 'Todos' in a back-office table: the largest page the API answers. */
export const STAFF_LIST_ALL = MAX_PAGE_LIMIT;

export const STAFF_SEARCH_MAX_LENGTH = 100;
export const STAFF_SEARCH_TOO_LONG_MESSAGE = `La búsqueda no puede superar los ${STAFF_SEARCH_MAX_LENGTH} caracteres.`;
const SEARCH_MESSAGE = 'La búsqueda debe ser un texto.';

/** `?q=`: what BUSCAR holds; empty or left out lists everything. Other parameters are ignored. */
export const staffListQuerySchema = z.object({
  q: z
    .string(SEARCH_MESSAGE)
    .max(STAFF_SEARCH_MAX_LENGTH, STAFF_SEARCH_TOO_LONG_MESSAGE)
    .optional()
    .transform((q) => q?.trim() ?? ''),
});
export type StaffListQuery = z.output<typeof staffListQuerySchema>;

/**
 * The events list's orders: the agenda's (upcoming by fecha, then past) when left out, or by one
 * of the table's sortable columns, Fecha or Creado; '-' first is descending.
 */
export const STAFF_EVENT_ORDERS = ['fecha', '-fecha', 'creado', '-creado'] as const;
export type StaffEventOrder = (typeof STAFF_EVENT_ORDERS)[number];
export const STAFF_EVENT_ORDER_MESSAGE = `El orden debe ser uno de: ${STAFF_EVENT_ORDERS.join(', ')}.`;

/** `?q=&prov=&orden=` of the events list: `prov` is a province name (any spelling); an unknown one lists nothing. */
export const staffEventsListQuerySchema = staffListQuerySchema.extend({
  prov: z
    .string('La provincia debe ser un texto.')
    .max(60, 'La provincia es demasiado larga.')
    .optional()
    .transform((prov) => prov?.trim() || undefined),
  orden: z.enum(STAFF_EVENT_ORDERS, STAFF_EVENT_ORDER_MESSAGE).optional(),
});
export type StaffEventsListQuery = z.output<typeof staffEventsListQuerySchema>;

/** The users list's sortable columns (Nombre, Apellido, Usuario); '-' first is descending. */
export const STAFF_USER_ORDERS = [
  'nombre',
  '-nombre',
  'apellido',
  '-apellido',
  'username',
  '-username',
] as const;
export type StaffUserOrder = (typeof STAFF_USER_ORDERS)[number];

/** `?q=&orden=` of the users list; without `orden`, oldest account first. */
export const staffUsersListQuerySchema = staffListQuerySchema.extend({
  orden: z.enum(STAFF_USER_ORDERS, `El orden debe ser uno de: ${STAFF_USER_ORDERS.join(', ')}.`).optional(),
});
export type StaffUsersListQuery = z.output<typeof staffUsersListQuerySchema>;

/**
 * A row of the staff news list: the item, and whether an editor returned it to its author
 * (`devuelta`: a draft whose latest review note is a return, not sent again since), which the
 * list says as 'Devuelta' as the edit screen does.
 */
export const staffNewsListItemSchema = staffNoticiaListItemSchema.extend({
  devuelta: z.boolean().describe('Borrador devuelto por un editor a su autor y no enviado de nuevo.'),
});
export type StaffNewsListItem = z.infer<typeof staffNewsListItemSchema>;
export const staffNewsListResponseSchema = z.object({ noticias: pageSchema(staffNewsListItemSchema) });
export type StaffNewsListResponse = z.infer<typeof staffNewsListResponseSchema>;
export const staffEventsListResponseSchema = z.object({ eventos: pageSchema(eventoListItemSchema) });
export type StaffEventsListResponse = z.infer<typeof staffEventsListResponseSchema>;
export const staffAlbumsListResponseSchema = z.object({ albums: pageSchema(albumSchema) });
export type StaffAlbumsListResponse = z.infer<typeof staffAlbumsListResponseSchema>;
export const staffAdsListResponseSchema = z.object({ publis: pageSchema(publiSchema) });
export type StaffAdsListResponse = z.infer<typeof staffAdsListResponseSchema>;
export const staffUsersListResponseSchema = z.object({ usuarios: pageSchema(usuarioSchema) });
export type StaffUsersListResponse = z.infer<typeof staffUsersListResponseSchema>;
