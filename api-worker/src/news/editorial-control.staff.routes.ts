/**
 * Editorial control of news (DESIGN §11, docs/api.md "Editorial control"): the review queue and
 * its moves, who else is editing, the trash and the editorial calendar. The state moves of
 * `PUT /api/noticia` (approving is publishing or scheduling an item in review) are in
 * news.staff.routes.ts.
 */
import {
  NEWS_RETURNED_MESSAGE,
  NEWS_SENT_FOR_REVIEW_MESSAGE,
  RETURN_ONLY_IN_REVIEW_MESSAGE,
  REVIEW_AUTHOR_ONLY_MESSAGE,
  REVIEW_ONLY_DRAFTS_MESSAGE,
  RESTORE_AUTHOR_ONLY_MESSAGE,
  TRASH_NOT_FOUND_MESSAGE,
  TRASH_PURGED_MESSAGE,
  TRASH_RESTORED_MESSAGE,
  calendarQuerySchema,
  calendarResponseSchema,
  idParamSchema,
  newsNotesResponseSchema,
  newsroomPresenceResponseSchema,
  pageRequestSchema,
  staffListQuerySchema,
  presenceResponseSchema,
  returnToAuthorRequestSchema,
  reviewQueueResponseSchema,
  sendForReviewRequestSchema,
  trashListResponseSchema,
  trashRestoreResponseSchema,
} from '@portal/contracts';
import type { StaffEnv } from '../auth/staff-env.ts';
import type { AppDatabase } from '../db/database.ts';
import type { MediaStore } from '../media/media-store.ts';
import { declareRoute, declaredRoutes } from '../routing/declare-route.ts';
import { errorResponse, jsonAnswer, jsonBody, messageSchema } from '../routing/responses.ts';
import { listCalendar } from './calendar.queries.ts';
import { NEWS_NOT_FOUND_MESSAGE } from './news.routes.ts';
import { fullName, saverOf } from './news.staff.routes.ts';
import { createPresence } from './presence.ts';
import { createReviewCommands, listNewsNotes, listReviewQueue } from './review.ts';
import { createTrashCommands, listTrash } from './trash.ts';
import { findNewsForStaff } from './news.queries.ts';

const noticias = { privilege: 'noticias' } as const;
const edicion = { privilege: 'edicion' } as const;

export const reviewQueueRoute = declareRoute({
  method: 'get',
  path: '/api/redaccion/revision/{limit}/{page}',
  access: edicion,
  summary: 'La cola de revisión: las noticias enviadas a revisión, la que más espera primero',
  description:
    'Cada una con quién la envió (`enviada_por`), cuándo (`enviada_en`) y su nota. Aprobarla es `PUT /api/noticia` a `publicada` o `programada`; devolverla, `POST /api/noticia/{id}/devolver`.',
  request: { params: pageRequestSchema },
  responses: { 200: jsonAnswer(reviewQueueResponseSchema, 'Una página bajo `noticias`.') },
});

export const sendForReviewRoute = declareRoute({
  method: 'post',
  path: '/api/noticia/{id}/revision',
  access: noticias,
  audit: { accion: 'enviar-revision' },
  summary: 'Envía un borrador a revisión, con una nota opcional para los editores',
  request: { params: idParamSchema, body: jsonBody(sendForReviewRequestSchema) },
  responses: {
    200: jsonAnswer(messageSchema, 'En revisión.'),
    403: errorResponse('No la escribió (y no tiene «edicion»).'),
    404: errorResponse('No existe.'),
    409: errorResponse('No es un borrador.'),
  },
});

export const returnToAuthorRoute = declareRoute({
  method: 'post',
  path: '/api/noticia/{id}/devolver',
  access: edicion,
  audit: { accion: 'devolver' },
  summary: 'Devuelve al autor una noticia en revisión, como borrador, con una nota',
  request: { params: idParamSchema, body: jsonBody(returnToAuthorRequestSchema) },
  responses: {
    200: jsonAnswer(messageSchema, 'Devuelta.'),
    404: errorResponse('No existe.'),
    409: errorResponse('No está en revisión.'),
  },
});

export const newsNotesRoute = declareRoute({
  method: 'get',
  path: '/api/noticia/{id}/notas',
  access: noticias,
  summary: 'Las notas de la revisión de una noticia (envíos y devoluciones), la más nueva primero',
  request: { params: idParamSchema },
  responses: {
    200: jsonAnswer(newsNotesResponseSchema, 'La lista bajo `notas`.'),
    404: errorResponse('No existe.'),
  },
});

export const presenceRoute = declareRoute({
  method: 'post',
  path: '/api/noticia/{id}/presencia',
  access: noticias,
  audit: false,
  summary: '«Tengo esta noticia abierta»: quiénes más la tienen abierta',
  description:
    'La pantalla de edición lo envía cada 20 s; quien no lo envió en los últimos 60 s ya no cuenta. No cambia contenido: no se registra en la auditoría ni cambia la versión del contenido público.',
  request: { params: idParamSchema },
  responses: {
    200: jsonAnswer(presenceResponseSchema, 'Los demás que la tienen abierta, bajo `editando`.'),
    404: errorResponse('No existe.'),
  },
});

export const leavePresenceRoute = declareRoute({
  method: 'delete',
  path: '/api/noticia/{id}/presencia',
  access: noticias,
  audit: false,
  summary: '«Cerré esta noticia»: deja de contar como quien la edita',
  request: { params: idParamSchema },
  responses: { 200: jsonAnswer(messageSchema, 'Hecho.'), 404: errorResponse('No existe.') },
});

export const newsroomPresenceRoute = declareRoute({
  method: 'get',
  path: '/api/redaccion/presencia',
  access: noticias,
  summary: 'Las noticias que alguien tiene abiertas ahora, para la lista de la redacción',
  responses: { 200: jsonAnswer(newsroomPresenceResponseSchema, 'Bajo `presencia`.') },
});

export const trashListRoute = declareRoute({
  method: 'get',
  path: '/api/papelera/{limit}/{page}',
  access: noticias,
  summary: 'La papelera: las noticias borradas en los últimos 30 días, la más reciente primero',
  description: '`q` (BUSCAR) busca por título, cada palabra sin distinguir mayúsculas ni acentos.',
  request: { params: pageRequestSchema, query: staffListQuerySchema },
  responses: { 200: jsonAnswer(trashListResponseSchema, 'Una página bajo `papelera`.') },
});

export const restoreFromTrashRoute = declareRoute({
  method: 'post',
  path: '/api/papelera/{id}/restaurar',
  access: noticias,
  audit: { recurso: 'noticia', accion: 'recuperar' },
  summary: 'Recupera una noticia de la papelera, en el estado que tenía',
  description:
    'Publicada o programada solo si quien la recupera tiene `edicion`; si no, como borrador. Sin `edicion`, solo las que uno escribió (`creada_por` de la papelera). El `estado` de la respuesta dice cómo volvió.',
  request: { params: idParamSchema },
  responses: {
    200: jsonAnswer(trashRestoreResponseSchema, 'Recuperada.'),
    403: errorResponse('De otro autor, sin `edicion`.'),
    404: errorResponse('No está en la papelera.'),
  },
});

export const purgeFromTrashRoute = declareRoute({
  method: 'delete',
  path: '/api/papelera/{id}',
  access: edicion,
  audit: { recurso: 'noticia', accion: 'purgar' },
  summary: 'Elimina definitivamente una noticia de la papelera, con sus revisiones e imágenes',
  request: { params: idParamSchema },
  responses: {
    200: jsonAnswer(messageSchema, 'Eliminada.'),
    404: errorResponse('No está en la papelera.'),
  },
});

export const calendarRoute = declareRoute({
  method: 'get',
  path: '/api/redaccion/calendario',
  access: noticias,
  summary: 'El calendario editorial: noticias programadas y publicadas entre dos días',
  description:
    '`desde` y `hasta` son días de Argentina (`AAAA-MM-DD`, ambos incluidos, a lo sumo 62 días). Las programadas por `publicar_en`, las publicadas por su fecha de publicación (que la respuesta da en `publicar_en`), la más temprana primero.',
  request: { query: calendarQuerySchema },
  responses: { 200: jsonAnswer(calendarResponseSchema, 'La lista bajo `calendario`.') },
});

export function createEditorialControlRoutes({
  db,
  media,
  now,
}: {
  db: AppDatabase;
  media: MediaStore;
  now?: () => number;
}) {
  const review = createReviewCommands({ db, now });
  const presence = createPresence({ db, now });
  const trash = createTrashCommands({ db, media, now });
  return declaredRoutes<StaffEnv>(db)
    .add(reviewQueueRoute, async (c) => c.json({ noticias: await listReviewQueue(db, c.req.valid('param')) }))
    .add(sendForReviewRoute, async (c) => {
      const moved = await review.sendForReview(
        c.req.valid('param').id,
        { nota: c.req.valid('json').nota, by: fullName(c.var.user) },
        saverOf(c.var.user),
      );
      if (moved === 'not-found') return c.json({ msg: NEWS_NOT_FOUND_MESSAGE }, 404);
      if (moved === 'wrong-state') return c.json({ msg: REVIEW_ONLY_DRAFTS_MESSAGE }, 409);
      if (moved === 'not-author') return c.json({ msg: REVIEW_AUTHOR_ONLY_MESSAGE }, 403);
      return c.json({ msg: NEWS_SENT_FOR_REVIEW_MESSAGE });
    })
    .add(returnToAuthorRoute, async (c) => {
      const moved = await review.returnToAuthor(c.req.valid('param').id, {
        nota: c.req.valid('json').nota,
        by: fullName(c.var.user),
      });
      if (moved === 'not-found') return c.json({ msg: NEWS_NOT_FOUND_MESSAGE }, 404);
      if (moved === 'wrong-state') return c.json({ msg: RETURN_ONLY_IN_REVIEW_MESSAGE }, 409);
      return c.json({ msg: NEWS_RETURNED_MESSAGE });
    })
    .add(newsNotesRoute, async (c) => {
      const { id } = c.req.valid('param');
      if (!(await findNewsForStaff(db, id))) return c.json({ msg: NEWS_NOT_FOUND_MESSAGE }, 404);
      return c.json({ notas: await listNewsNotes(db, id) });
    })
    .add(presenceRoute, async (c) => {
      const editando = await presence.heartbeat(c.req.valid('param').id, c.var.user);
      if (editando === 'not-found') return c.json({ msg: NEWS_NOT_FOUND_MESSAGE }, 404);
      c.header('Cache-Control', 'no-store');
      return c.json({ editando });
    })
    .add(leavePresenceRoute, async (c) => {
      const left = await presence.leave(c.req.valid('param').id, c.var.user._id);
      if (left === 'not-found') return c.json({ msg: NEWS_NOT_FOUND_MESSAGE }, 404);
      return c.json({ msg: 'Listo.' });
    })
    .add(newsroomPresenceRoute, async (c) => {
      c.header('Cache-Control', 'private, no-store');
      return c.json({ presencia: await presence.active() });
    })
    .add(trashListRoute, async (c) =>
      c.json({ papelera: await listTrash(db, c.req.valid('param'), c.req.valid('query')) }),
    )
    .add(restoreFromTrashRoute, async (c) => {
      const restored = await trash.restore(c.req.valid('param').id, saverOf(c.var.user));
      if (restored === 'not-found') return c.json({ msg: TRASH_NOT_FOUND_MESSAGE }, 404);
      if (restored === 'not-author') return c.json({ msg: RESTORE_AUTHOR_ONLY_MESSAGE }, 403);
      return c.json({ msg: TRASH_RESTORED_MESSAGE, estado: restored.estado });
    })
    .add(purgeFromTrashRoute, async (c) => {
      const purged = await trash.purgeOne(c.req.valid('param').id);
      if (purged === 'not-found') return c.json({ msg: TRASH_NOT_FOUND_MESSAGE }, 404);
      return c.json({ msg: TRASH_PURGED_MESSAGE });
    })
    .add(calendarRoute, async (c) => c.json({ calendario: await listCalendar(db, c.req.valid('query')) }))
    .app;
}
