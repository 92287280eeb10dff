import {
  CONTENT_UPDATED_MESSAGE,
  PICKED_MEDIA_MESSAGE,
  EDITOR_REQUIRED_MESSAGE,
  NEWS_CREATED_FOR_REVIEW_MESSAGE,
  REVIEW_AUTHOR_ONLY_MESSAGE,
  NEWS_AUTHOR_ONLY_MESSAGE,
  NEWS_LOCKED_MESSAGE,
  TRASH_AUTHOR_ONLY_MESSAGE,
  TRASH_NEEDS_EDITOR_MESSAGE,
  NEWS_TRASHED_MESSAGE,
  isEditor,
  isPublicOrScheduled,
  type NewsState,
  NEWS_CREATED_MESSAGE,
  createNewsRequestSchema,
  createNewsResponseSchema,
  idParamSchema,
  pageRequestSchema,
  NEWS_UNPUBLISHED_MESSAGE,
  NEWS_UNPUBLISH_REQUIRED_MESSAGE,
  PUBLISH_AT_PAST_MESSAGE,
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
import type { Usuario } from '@portal/contracts';
import type { AppDatabase } from '../db/database.ts';
import { withPickedImage } from '../media/media-library.ts';
import type { MediaStore } from '../media/media-store.ts';
import { declareRoute, declaredRoutes } from '../routing/declare-route.ts';
import { errorResponse, jsonAnswer, jsonBody, messageSchema } from '../routing/responses.ts';
import { createNewsCommands, type NewsSaved } from './news.commands.ts';
import { findNewsConflict, findNewsForStaff, listNewsForStaff } from './news.queries.ts';
import { NEWS_NOT_FOUND_MESSAGE } from './news.routes.ts';

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
    'editor y fotoEditor salen de la sesión, no del cuerpo. Sin `estado`, quien tiene `edicion` la publica en el acto y quien no la deja `en revisión` (el `msg` lo dice); `programada` pide `publicar_en`. `publicada` o `programada` sin `edicion` es un 403.',
  request: { body: jsonBody(createNewsRequestSchema) },
  responses: {
    200: jsonAnswer(createNewsResponseSchema, 'Creada: su id.'),
    403: errorResponse('Publicar o programar requiere `edicion`.'),
  },
});

export const updateNewsRoute = declareRoute({
  method: 'put',
  path: '/api/noticia',
  access: noticias,
  summary: 'Modifica una noticia (los campos que faltan no cambian)',
  description:
    'Sin `estado` conserva el suyo. Pasar a `programada` o `publicada`, despublicar y modificar una noticia publicada o programada requieren `edicion` (si no, 403); sin `edicion`, solo se modifican las noticias que uno escribió. Una noticia publicada o programada vuelve a borrador solo con `despublicar: true` (se registra como `despublicar`); `estado: "borrador"` sin él es un 409. Con `If-Match: "<versión>"` solo se guarda si nadie la modificó desde esa versión (si no, 412 con quién la guardó, cuándo y la noticia como está, y nada se escribe); sin él, gana la última escritura.',
  request: { body: jsonBody(updateNewsRequestSchema), headers: ifMatchHeaderSchema },
  responses: {
    200: jsonAnswer(messageSchema, 'Modificada; su `ETag` es la nueva versión.'),
    403: errorResponse('El cambio requiere `edicion`, o la noticia es de otro autor.'),
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
  audit: { recurso: 'noticia', accion: 'papelera' },
  summary: 'Envía una noticia a la papelera',
  description:
    'Sale de toda lista pública y de la redacción; queda 30 días en la papelera con sus revisiones e imágenes (`GET /api/papelera/{limit}/{page}`). Una noticia publicada o programada requiere `edicion`; sin `edicion`, solo las que uno escribió.',
  request: { params: idParamSchema },
  responses: {
    200: jsonAnswer(messageSchema, 'En la papelera.'),
    403: errorResponse('Publicada o programada sin `edicion`, o de otro autor.'),
    404: errorResponse('No existe.'),
  },
});

/** The cover picked from the media library ('Elegir de Medios'), checked before a save. */
const pickedCover = {
  medio: 'img_portada_medio',
  url: 'img_portada',
  alt: 'img_portada_alt',
  credito: 'img_portada_credito',
} as const;

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
      const body = await withPickedImage(db, c.req.valid('json'), pickedCover);
      if (body === 'mismatch') return c.json({ msg: PICKED_MEDIA_MESSAGE }, 400);
      const created = await news.createNews(body, c.var.user, { editor: isEditor(c.var.user) });
      if (created === 'forbidden') return c.json({ msg: EDITOR_REQUIRED_MESSAGE }, 403);
      if (created === 'needs-time') return c.json({ msg: PUBLISH_AT_REQUIRED_MESSAGE }, 400);
      if (created === 'past-time') return c.json({ msg: PUBLISH_AT_PAST_MESSAGE }, 400);
      if (created === 'unknown-category') return c.json({ msg: UNKNOWN_CATEGORY_MESSAGE }, 400);
      c.set('auditAccion', creationAction(created.estado));
      // The original client's create by a writer: saved for review, and said so.
      const msg =
        body.estado === undefined && created.estado === 'revision'
          ? NEWS_CREATED_FOR_REVIEW_MESSAGE
          : NEWS_CREATED_MESSAGE;
      return c.json({ msg, id: created.id });
    })
    .add(updateNewsRoute, async (c) => {
      const body = await withPickedImage(db, c.req.valid('json'), pickedCover);
      if (body === 'mismatch') return c.json({ msg: PICKED_MEDIA_MESSAGE }, 400);
      const expected = expectedVersion(c.req.header('If-Match'));
      const result =
        expected === 'unmatchable'
          ? 'conflict'
          : await news.updateNews(body, { expectedVersion: expected, ...saverOf(c.var.user) });
      if (result === 'forbidden') return c.json({ msg: await forbiddenSaveMessage(db, body.id) }, 403);
      if (result === 'not-author') return c.json({ msg: REVIEW_AUTHOR_ONLY_MESSAGE }, 403);
      if (result === 'not-owner') return c.json({ msg: NEWS_AUTHOR_ONLY_MESSAGE }, 403);
      if (result === 'conflict') {
        const conflict = await findNewsConflict(db, body.id);
        return conflict ? c.json(conflict, 412) : c.json({ msg: NEWS_NOT_FOUND_MESSAGE }, 404);
      }
      if (result === 'not-found') return c.json({ msg: NEWS_NOT_FOUND_MESSAGE }, 404);
      if (result === 'needs-time') return c.json({ msg: PUBLISH_AT_REQUIRED_MESSAGE }, 400);
      if (result === 'past-time') return c.json({ msg: PUBLISH_AT_PAST_MESSAGE }, 400);
      if (result === 'unknown-category') return c.json({ msg: UNKNOWN_CATEGORY_MESSAGE }, 400);
      if (result === 'needs-unpublish') return c.json({ msg: NEWS_UNPUBLISH_REQUIRED_MESSAGE }, 409);
      const accion = auditActionOf(result);
      if (accion) c.set('auditAccion', accion);
      c.header('ETag', versionTag(result.version));
      return c.json({ msg: result.unpublished ? NEWS_UNPUBLISHED_MESSAGE : CONTENT_UPDATED_MESSAGE });
    })
    .add(deleteNewsRoute, async (c) => {
      const result = await news.trashNews(c.req.valid('param').id, saverOf(c.var.user));
      if (result === 'not-found') return c.json({ msg: NEWS_NOT_FOUND_MESSAGE }, 404);
      if (result === 'needs-editor') return c.json({ msg: TRASH_NEEDS_EDITOR_MESSAGE }, 403);
      if (result === 'not-author') return c.json({ msg: TRASH_AUTHOR_ONLY_MESSAGE }, 403);
      return c.json({ msg: NEWS_TRASHED_MESSAGE });
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

/** Who saves, as the news commands take it: their name and whether they hold `edicion`. */
export const saverOf = (user: Usuario) => ({
  savedBy: fullName(user),
  userId: user._id,
  editor: isEditor(user),
});

/** A refused save's 403: an edit of a public item, or a move that needs `edicion`. */
async function forbiddenSaveMessage(db: AppDatabase, id: string) {
  const current = await findNewsForStaff(db, id);
  return current && isPublicOrScheduled(current.estado) ? NEWS_LOCKED_MESSAGE : EDITOR_REQUIRED_MESSAGE;
}

/**
 * The audit log's action for a save that moved the item between states (else the default,
 * editar): approving an item in review is one row with both words ('aprobar+publicar').
 */
export function auditActionOf(
  saved: Pick<NewsSaved, 'from' | 'to' | 'published' | 'scheduled' | 'unpublished'>,
) {
  const move = saved.published
    ? 'publicar'
    : saved.scheduled
      ? 'programar'
      : saved.unpublished
        ? 'despublicar'
        : saved.to === 'revision' && saved.from !== 'revision'
          ? 'enviar-revision'
          : saved.from === 'revision' && saved.to === 'borrador'
            ? 'retirar-revision'
            : undefined;
  return move && saved.from === 'revision' && (saved.published || saved.scheduled) ? `aprobar+${move}` : move;
}

/** The audit log's action for a new item: written as a draft, sent to review, scheduled or published at once. */
const creationAction = (estado: NewsState) =>
  estado === 'borrador'
    ? 'crear'
    : estado === 'revision'
      ? 'crear+enviar-revision'
      : estado === 'programada'
        ? 'programar'
        : 'publicar';
