import {
  CONTENT_UPDATED_MESSAGE,
  NEWS_CREATED_MESSAGE,
  createNewsRequestSchema,
  createNewsResponseSchema,
  idParamSchema,
  pageRequestSchema,
  NEWS_UNPUBLISHED_MESSAGE,
  NEWS_UNPUBLISH_REQUIRED_MESSAGE,
  PUBLISH_AT_REQUIRED_MESSAGE,
  UNKNOWN_CATEGORY_MESSAGE,
  newsConflictResponseSchema,
  staffNewsDetailResponseSchema,
  staffNewsListQuerySchema,
  staffNewsListResponseSchema,
  updateNewsRequestSchema,
} from '@portal/contracts';
import { z } from 'zod';
import type { StaffEnv } from '../auth/staff-env.ts';
import type { AppDatabase } from '../db/database.ts';
import type { MediaStore } from '../media/media-store.ts';
import { declareRoute, declaredRoutes } from '../routing/declare-route.ts';
import { errorResponse, jsonAnswer, jsonBody, messageSchema } from '../routing/responses.ts';
import { createNewsCommands, type NewsSaved } from './news.commands.ts';
import { findNewsConflict, findNewsForStaff, listNewsForStaff } from './news.queries.ts';
import { NEWS_NOT_FOUND_MESSAGE } from './news.routes.ts';

const NEWS_DELETED_MESSAGE = 'Noticia eliminada.';

/** `If-Match: "<version>"` (described for clients; read by the handler, see expectedVersion). */
export const ifMatchHeaderSchema = z.object({
  'if-match': z
    .string()
    .optional()
    .describe('"<versión>" de la noticia como se leyó (su ETag): sin él, gana la última escritura.'),
});
const noticias = { privilege: 'noticias' } as const;

export const listNewsForStaffRoute = declareRoute({
  method: 'get',
  path: '/api/redaccion/noticias/{limit}/{page}',
  access: noticias,
  summary: 'La lista de noticias de la redacción (buscada, filtrada por estado y paginada en el servidor)',
  description: 'Todos los estados (o solo `estado`), el último cambio primero.',
  request: { params: pageRequestSchema, query: staffNewsListQuerySchema },
  responses: { 200: jsonAnswer(staffNewsListResponseSchema, 'Una página bajo `noticias`.') },
});

export const getNewsForStaffRoute = declareRoute({
  method: 'get',
  path: '/api/redaccion/noticia/{id}',
  access: noticias,
  summary: 'Una noticia en cualquier estado, con su texto',
  description: 'Su `ETag` es su versión: `PUT /api/noticia` con `If-Match` la nombra.',
  request: { params: idParamSchema },
  responses: {
    200: jsonAnswer(staffNewsDetailResponseSchema, 'La noticia, en una lista de una bajo `noticia`.'),
    404: errorResponse('No existe.'),
  },
});

export const createNewsRoute = declareRoute({
  method: 'post',
  path: '/api/crearnoticia',
  access: noticias,
  summary: 'Crea una noticia',
  description:
    'editor y fotoEditor salen de la sesión, no del cuerpo. Sin `estado` se publica en el acto; `programada` pide `publicar_en`.',
  request: { body: jsonBody(createNewsRequestSchema) },
  responses: { 200: jsonAnswer(createNewsResponseSchema, 'Creada: su id.') },
});

export const updateNewsRoute = declareRoute({
  method: 'put',
  path: '/api/noticia',
  access: noticias,
  summary: 'Modifica una noticia (los campos que faltan no cambian)',
  description:
    'Sin `estado` conserva el suyo. Una noticia publicada o programada vuelve a borrador solo con `despublicar: true` (se registra como `despublicar`); `estado: "borrador"` sin él es un 409. Con `If-Match: "<versión>"` solo se guarda si nadie la modificó desde esa versión (si no, 412 con quién la guardó, cuándo y la noticia como está, y nada se escribe); sin él, gana la última escritura.',
  request: { body: jsonBody(updateNewsRequestSchema), headers: ifMatchHeaderSchema },
  responses: {
    200: jsonAnswer(messageSchema, 'Modificada; su `ETag` es la nueva versión.'),
    404: errorResponse('No existe.'),
    409: errorResponse('Publicada o programada: volver a borrador pide `despublicar: true`.'),
    412: jsonAnswer(
      newsConflictResponseSchema,
      'Otra persona la modificó mientras se editaba: quién, cuándo, su versión y la noticia como está.',
    ),
  },
});

export const deleteNewsRoute = declareRoute({
  method: 'delete',
  path: '/api/noticia/{id}',
  access: noticias,
  summary: 'Borra una noticia',
  request: { params: idParamSchema },
  responses: { 200: jsonAnswer(messageSchema, 'Borrada.'), 404: errorResponse('No existe.') },
});

/** The back office's news list and the news writes. */
export function createNewsStaffRoutes({
  db,
  media,
  now,
}: {
  db: AppDatabase;
  media: MediaStore;
  now?: () => number;
}) {
  const news = createNewsCommands({ db, media, now });
  return declaredRoutes<StaffEnv>(db)
    .add(listNewsForStaffRoute, async (c) =>
      c.json({ noticias: await listNewsForStaff(db, c.req.valid('query'), c.req.valid('param')) }),
    )
    .add(getNewsForStaffRoute, async (c) => {
      const noticia = await findNewsForStaff(db, c.req.valid('param').id);
      if (!noticia) return c.json({ msg: NEWS_NOT_FOUND_MESSAGE }, 404);
      c.header('ETag', versionTag(noticia.version));
      c.header('Cache-Control', 'private, no-cache');
      return c.json({ noticia: [noticia] as [typeof noticia] });
    })
    .add(createNewsRoute, async (c) => {
      const id = await news.createNews(c.req.valid('json'), c.var.user);
      if (id === 'needs-time') return c.json({ msg: PUBLISH_AT_REQUIRED_MESSAGE }, 400);
      if (id === 'unknown-category') return c.json({ msg: UNKNOWN_CATEGORY_MESSAGE }, 400);
      c.set('auditAccion', creationAction(c.req.valid('json').estado));
      return c.json({ msg: NEWS_CREATED_MESSAGE, id });
    })
    .add(updateNewsRoute, async (c) => {
      const body = c.req.valid('json');
      const expected = expectedVersion(c.req.header('If-Match'));
      const result =
        expected === 'unmatchable'
          ? 'conflict'
          : await news.updateNews(body, { expectedVersion: expected, savedBy: fullName(c.var.user) });
      if (result === 'conflict') {
        const conflict = await findNewsConflict(db, body.id);
        return conflict ? c.json(conflict, 412) : c.json({ msg: NEWS_NOT_FOUND_MESSAGE }, 404);
      }
      if (result === 'not-found') return c.json({ msg: NEWS_NOT_FOUND_MESSAGE }, 404);
      if (result === 'needs-time') return c.json({ msg: PUBLISH_AT_REQUIRED_MESSAGE }, 400);
      if (result === 'unknown-category') return c.json({ msg: UNKNOWN_CATEGORY_MESSAGE }, 400);
      if (result === 'needs-unpublish') return c.json({ msg: NEWS_UNPUBLISH_REQUIRED_MESSAGE }, 409);
      const accion = auditActionOf(result);
      if (accion) c.set('auditAccion', accion);
      c.header('ETag', versionTag(result.version));
      return c.json({ msg: result.unpublished ? NEWS_UNPUBLISHED_MESSAGE : CONTENT_UPDATED_MESSAGE });
    })
    .add(deleteNewsRoute, async (c) => {
      const result = await news.deleteNews(c.req.valid('param').id);
      if (result === 'not-found') return c.json({ msg: NEWS_NOT_FOUND_MESSAGE }, 404);
      return c.json({ msg: NEWS_DELETED_MESSAGE });
    }).app;
}

/** A news item's version as an entity tag. */
const versionTag = (version: number) => `"${version}"`;

/**
 * The version an `If-Match` names: none when absent or `*` (last write wins), 'unmatchable'
 * when it names no version (no item can match it, so the save is refused).
 */
export function expectedVersion(ifMatch: string | undefined): number | undefined | 'unmatchable' {
  if (ifMatch === undefined || ifMatch.trim() === '*') return undefined;
  const match = /^\s*(?:W\/)?"(\d{1,15})"\s*$/.exec(ifMatch);
  return match ? Number(match[1]) : 'unmatchable';
}

/** Who saves, as revisions name them. */
export const fullName = (user: { nombre: string; apellido: string }) =>
  `${user.nombre} ${user.apellido}`.trim();

/** The audit log's action for a save that moved the item between states (else the default, editar). */
const auditActionOf = (saved: NewsSaved) =>
  saved.published
    ? 'publicar'
    : saved.scheduled
      ? 'programar'
      : saved.unpublished
        ? 'despublicar'
        : undefined;

/** The audit log's action for a new item: written as a draft, scheduled or published at once. */
const creationAction = (estado: string | undefined) =>
  estado === 'borrador' ? 'crear' : estado === 'programada' ? 'programar' : 'publicar';
