import {
  NEWS_AUTHOR_ONLY_MESSAGE,
  NEWS_LOCKED_MESSAGE,
  REVISION_NOT_FOUND_MESSAGE,
  newsConflictResponseSchema,
  REVISION_RESTORED_MESSAGE,
  idParamSchema,
  revisionParamsSchema,
  revisionResponseSchema,
  revisionsResponseSchema,
} from '@portal/contracts';
import type { StaffEnv } from '../auth/staff-env.ts';
import type { AppDatabase } from '../db/database.ts';
import type { MediaStore } from '../media/media-store.ts';
import { declareRoute, declaredRoutes } from '../routing/declare-route.ts';
import { errorResponse, jsonAnswer, messageSchema } from '../routing/responses.ts';
import { createNewsCommands } from './news.commands.ts';
import { NEWS_NOT_FOUND_MESSAGE } from './news.routes.ts';
import { expectedVersion, ifMatchHeaderSchema, saverOf } from './news.staff.routes.ts';
import { findRevision, listRevisions } from './revisions.queries.ts';
import { findNewsConflict, findNewsForStaff } from './news.queries.ts';

const noticias = { privilege: 'noticias' } as const;

export const listRevisionsRoute = declareRoute({
  method: 'get',
  path: '/api/noticia/{id}/revisiones',
  access: noticias,
  summary: 'Las revisiones de una noticia, la más nueva primero',
  description:
    'Una por guardado: el contenido que ese guardado reemplazó, con quién lo escribió y cuándo, su versión, su estado y los campos en que difiere de la versión siguiente (`cambios`).',
  request: { params: idParamSchema },
  responses: {
    200: jsonAnswer(revisionsResponseSchema, 'La lista bajo `revisiones`.'),
    404: errorResponse('La noticia no existe.'),
  },
});

export const getRevisionRoute = declareRoute({
  method: 'get',
  path: '/api/noticia/{id}/revisiones/{rev}',
  access: noticias,
  summary: 'Una revisión completa',
  request: { params: revisionParamsSchema },
  responses: {
    200: jsonAnswer(revisionResponseSchema, 'La revisión bajo `revision`.'),
    404: errorResponse('No existe (o es de otra noticia).'),
  },
});

export const restoreRevisionRoute = declareRoute({
  method: 'post',
  path: '/api/noticia/{id}/revisiones/{rev}/restaurar',
  audit: { recurso: 'noticia', accion: 'restaurar' },
  access: noticias,
  summary: 'Restaura una revisión',
  description:
    'La noticia toma ese contenido (su estado no cambia); el que tenía queda como una revisión nueva. Admite `If-Match` como `PUT /api/noticia`.',
  request: { params: revisionParamsSchema, headers: ifMatchHeaderSchema },
  responses: {
    200: jsonAnswer(messageSchema, 'Restaurada; su `ETag` es la nueva versión.'),
    403: errorResponse(
      'La noticia está publicada o programada (restaurar una versión requiere `edicion`), o es de otro autor.',
    ),
    404: errorResponse('No existe.'),
    412: jsonAnswer(
      newsConflictResponseSchema,
      'Otra persona la modificó mientras se editaba: quién, cuándo, su versión y la noticia como está.',
    ),
  },
});

/** The revisions of news items (docs/api.md, "Editorial workflow"). */
export function createRevisionsStaffRoutes({
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
    .add(listRevisionsRoute, async (c) => {
      const { id } = c.req.valid('param');
      if (!(await findNewsForStaff(db, id))) return c.json({ msg: NEWS_NOT_FOUND_MESSAGE }, 404);
      return c.json({ revisiones: await listRevisions(db, id) });
    })
    .add(getRevisionRoute, async (c) => {
      const { id, rev } = c.req.valid('param');
      const revision = await findRevision(db, id, rev);
      if (!revision) return c.json({ msg: REVISION_NOT_FOUND_MESSAGE }, 404);
      return c.json({ revision });
    })
    .add(restoreRevisionRoute, async (c) => {
      const { id, rev } = c.req.valid('param');
      const expected = expectedVersion(c.req.header('If-Match'));
      const result =
        expected === 'unmatchable'
          ? 'conflict'
          : await news.restoreRevision(id, rev, { expectedVersion: expected, ...saverOf(c.var.user) });
      if (result === 'revision-not-found') return c.json({ msg: REVISION_NOT_FOUND_MESSAGE }, 404);
      if (result === 'forbidden') return c.json({ msg: NEWS_LOCKED_MESSAGE }, 403);
      if (result === 'not-owner') return c.json({ msg: NEWS_AUTHOR_ONLY_MESSAGE }, 403);
      if (result === 'not-found') return c.json({ msg: NEWS_NOT_FOUND_MESSAGE }, 404);
      // A revision's state is never restored, so it can neither lack a time to be scheduled nor
      // unpublish the item nor send it for review: what is left is someone else's save in between.
      if (typeof result === 'string') {
        const conflict = await findNewsConflict(db, id);
        return conflict ? c.json(conflict, 412) : c.json({ msg: NEWS_NOT_FOUND_MESSAGE }, 404);
      }
      c.header('ETag', `"${result.version}"`);
      return c.json({ msg: REVISION_RESTORED_MESSAGE });
    }).app;
}
