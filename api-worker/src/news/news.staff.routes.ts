import {
  CONTENT_UPDATED_MESSAGE,
  NEWS_CREATED_MESSAGE,
  createNewsRequestSchema,
  createNewsResponseSchema,
  idParamSchema,
  pageRequestSchema,
  staffListQuerySchema,
  staffNewsListResponseSchema,
  updateNewsRequestSchema,
} from '@portal/contracts';
import type { StaffEnv } from '../auth/staff-env.ts';
import type { AppDatabase } from '../db/database.ts';
import type { MediaStore } from '../media/media-store.ts';
import { declareRoute, declaredRoutes } from '../routing/declare-route.ts';
import { errorResponse, jsonAnswer, jsonBody, messageSchema } from '../routing/responses.ts';
import { createNewsCommands } from './news.commands.ts';
import { listNewsForStaff } from './news.queries.ts';
import { NEWS_NOT_FOUND_MESSAGE } from './news.routes.ts';

const NEWS_DELETED_MESSAGE = 'Noticia eliminada.';
const noticias = { privilege: 'noticias' } as const;

export const listNewsForStaffRoute = declareRoute({
  method: 'get',
  path: '/api/redaccion/noticias/{limit}/{page}',
  access: noticias,
  summary: 'La lista de noticias de la redacción (buscada y paginada en el servidor)',
  request: { params: pageRequestSchema, query: staffListQuerySchema },
  responses: { 200: jsonAnswer(staffNewsListResponseSchema, 'Una página bajo `noticias`.') },
});

export const createNewsRoute = declareRoute({
  method: 'post',
  path: '/api/crearnoticia',
  access: noticias,
  summary: 'Crea una noticia',
  description: 'editor y fotoEditor salen de la sesión, no del cuerpo.',
  request: { body: jsonBody(createNewsRequestSchema) },
  responses: { 200: jsonAnswer(createNewsResponseSchema, 'Creada: su id.') },
});

export const updateNewsRoute = declareRoute({
  method: 'put',
  path: '/api/noticia',
  access: noticias,
  summary: 'Modifica una noticia (los campos que faltan no cambian)',
  request: { body: jsonBody(updateNewsRequestSchema) },
  responses: { 200: jsonAnswer(messageSchema, 'Modificada.'), 404: errorResponse('No existe.') },
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
export function createNewsStaffRoutes({ db, media }: { db: AppDatabase; media: MediaStore }) {
  const news = createNewsCommands({ db, media });
  return declaredRoutes<StaffEnv>(db)
    .add(listNewsForStaffRoute, async (c) =>
      c.json({ noticias: await listNewsForStaff(db, c.req.valid('query'), c.req.valid('param')) }),
    )
    .add(createNewsRoute, async (c) => {
      const id = await news.createNews(c.req.valid('json'), c.var.user);
      return c.json({ msg: NEWS_CREATED_MESSAGE, id });
    })
    .add(updateNewsRoute, async (c) => {
      const result = await news.updateNews(c.req.valid('json'));
      if (result === 'not-found') return c.json({ msg: NEWS_NOT_FOUND_MESSAGE }, 404);
      return c.json({ msg: CONTENT_UPDATED_MESSAGE });
    })
    .add(deleteNewsRoute, async (c) => {
      const result = await news.deleteNews(c.req.valid('param').id);
      if (result === 'not-found') return c.json({ msg: NEWS_NOT_FOUND_MESSAGE }, 404);
      return c.json({ msg: NEWS_DELETED_MESSAGE });
    }).app;
}
