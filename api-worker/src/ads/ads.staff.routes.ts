import {
  AD_DATES_ORDER_MESSAGE,
  CONTENT_UPDATED_MESSAGE,
  createAdRequestSchema,
  createNewsResponseSchema,
  idParamSchema,
  pageRequestSchema,
  publiDetailResponseSchema,
  staffAdsListResponseSchema,
  staffListQuerySchema,
  updateAdRequestSchema,
} from '@portal/contracts';
import type { StaffEnv } from '../auth/staff-env.ts';
import { contentJsonBody } from '../content/staff-body-limit.ts';
import type { AppDatabase } from '../db/database.ts';
import type { MediaStore } from '../media/media-store.ts';
import { declareRoute, declaredRoutes } from '../routing/declare-route.ts';
import { errorResponse, jsonAnswer, jsonBody, messageSchema } from '../routing/responses.ts';
import { createAdsCommands } from './ads.commands.ts';
import { listAdsForStaff } from './ads.queries.ts';

const AD_NOT_FOUND_MESSAGE = 'La publicidad solicitada no existe.';
const AD_CREATED_MESSAGE = 'Publicidad creada!';
const AD_DELETED_MESSAGE = 'Publicidad eliminada.';
const publicidad = { privilege: 'publicidad' } as const;

export const listAdsForStaffRoute = declareRoute({
  method: 'get',
  path: '/api/redaccion/publis/{limit}/{page}',
  access: publicidad,
  summary: 'La lista de publicidades de la redacción (buscada y paginada en el servidor)',
  request: { params: pageRequestSchema, query: staffListQuerySchema },
  responses: { 200: jsonAnswer(staffAdsListResponseSchema, 'Una página bajo `publis`.') },
});

export const getAdRoute = declareRoute({
  method: 'get',
  path: '/api/publi/{id}',
  access: publicidad,
  summary: 'Una publicidad',
  request: { params: idParamSchema },
  responses: {
    200: jsonAnswer(publiDetailResponseSchema, 'La publicidad, en una lista de una bajo `publi`.'),
    404: errorResponse('No existe.'),
  },
});

export const createAdRoute = declareRoute({
  method: 'post',
  path: '/api/publi',
  access: publicidad,
  summary: 'Crea una publicidad',
  bodyLimit: contentJsonBody,
  request: { body: jsonBody(createAdRequestSchema) },
  responses: { 200: jsonAnswer(createNewsResponseSchema, 'Creada: su id.') },
});

export const updateAdRoute = declareRoute({
  method: 'put',
  path: '/api/publi',
  access: publicidad,
  summary: 'Modifica una publicidad (los campos que faltan no cambian)',
  bodyLimit: contentJsonBody,
  request: { body: jsonBody(updateAdRequestSchema) },
  responses: { 200: jsonAnswer(messageSchema, 'Modificada.'), 404: errorResponse('No existe.') },
});

export const deleteAdRoute = declareRoute({
  method: 'delete',
  path: '/api/publi/{id}',
  access: publicidad,
  summary: 'Borra una publicidad',
  request: { params: idParamSchema },
  responses: { 200: jsonAnswer(messageSchema, 'Borrada.'), 404: errorResponse('No existe.') },
});

/** The advertising calls of the back office. */
export function createAdsStaffRoutes({ db, media }: { db: AppDatabase; media: MediaStore }) {
  const ads = createAdsCommands({ db, media });
  return declaredRoutes<StaffEnv>(db)
    .add(listAdsForStaffRoute, async (c) =>
      c.json({ publis: await listAdsForStaff(db, c.req.valid('query'), c.req.valid('param')) }),
    )
    .add(getAdRoute, async (c) => {
      const publi = await ads.findAd(c.req.valid('param').id);
      if (!publi) return c.json({ msg: AD_NOT_FOUND_MESSAGE }, 404);
      return c.json({ publi: [publi] });
    })
    .add(createAdRoute, async (c) => {
      const id = await ads.createAd(c.req.valid('json'));
      return c.json({ msg: AD_CREATED_MESSAGE, id });
    })
    .add(updateAdRoute, async (c) => {
      const result = await ads.updateAd(c.req.valid('json'));
      if (result === 'not-found') return c.json({ msg: AD_NOT_FOUND_MESSAGE }, 404);
      if (result === 'dates-out-of-order') return c.json({ msg: AD_DATES_ORDER_MESSAGE }, 400);
      return c.json({ msg: CONTENT_UPDATED_MESSAGE });
    })
    .add(deleteAdRoute, async (c) => {
      const result = await ads.deleteAd(c.req.valid('param').id);
      if (result === 'not-found') return c.json({ msg: AD_NOT_FOUND_MESSAGE }, 404);
      return c.json({ msg: AD_DELETED_MESSAGE });
    }).app;
}
