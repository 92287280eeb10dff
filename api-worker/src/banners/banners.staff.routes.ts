import {
  LINK_ASSIGNED_MESSAGE,
  assignBannerRequestSchema,
  bannerBankResponseSchema,
  bannerLinkRequestSchema,
  idParamSchema,
} from '@portal/contracts';
import { smallJsonBody } from '../http/json-body.ts';
import type { StaffEnv } from '../auth/staff-env.ts';
import type { AppDatabase } from '../db/database.ts';
import type { MediaStore } from '../media/media-store.ts';
import { declareRoute, declaredRoutes } from '../routing/declare-route.ts';
import { errorResponse, jsonAnswer, jsonBody, messageSchema } from '../routing/responses.ts';
import { createBannersCommands } from './banners.commands.ts';

const BANNER_NOT_FOUND_MESSAGE = 'El banner no existe.';

export const listBannerBankRoute = declareRoute({
  method: 'get',
  // As the original spelt it; also answered without the trailing slash.
  path: '/api/banners/',
  access: 'staff',
  summary: 'El banco de imágenes del banner, de la más nueva (lista sin envoltorio)',
  responses: { 200: jsonAnswer(bannerBankResponseSchema, 'La lista `[{ url, public_id }]`.') },
});

export const assignBannerImageRoute = declareRoute({
  method: 'put',
  path: '/api/edit-banners/{id}',
  access: 'staff',
  summary: 'Pone una imagen del banco en el banner (bannerFull o bannerMobile)',
  bodyLimit: smallJsonBody,
  request: { params: idParamSchema, body: jsonBody(assignBannerRequestSchema) },
  responses: { 200: jsonAnswer(messageSchema, 'Asignada.'), 404: errorResponse('El banner no existe.') },
});

export const setBannerLinkRoute = declareRoute({
  method: 'put',
  path: '/api/edit-link/{id}',
  access: 'staff',
  summary: 'Cambia adónde lleva un clic en el banner',
  bodyLimit: smallJsonBody,
  request: { params: idParamSchema, body: jsonBody(bannerLinkRequestSchema) },
  responses: { 200: jsonAnswer(messageSchema, 'Asignado.'), 404: errorResponse('El banner no existe.') },
});

/**
 * The central banner calls (any staff member). Uploads to the bank and deleting from it are
 * media/upload.routes.ts'.
 */
export function createBannersStaffRoutes({ db, media }: { db: AppDatabase; media: MediaStore }) {
  const banners = createBannersCommands({ db, media });
  return declaredRoutes<StaffEnv>(db)
    .add(listBannerBankRoute, async (c) => c.json(await banners.listBank()))
    .add(assignBannerImageRoute, async (c) => {
      const { tipo, image_url } = c.req.valid('json');
      const result = await banners.assignImage(c.req.valid('param').id, tipo, image_url);
      if (result === 'not-found') return c.json({ msg: BANNER_NOT_FOUND_MESSAGE }, 404);
      return c.json({ msg: LINK_ASSIGNED_MESSAGE });
    })
    .add(setBannerLinkRoute, async (c) => {
      const { link_evento } = c.req.valid('json');
      const result = await banners.setLink(c.req.valid('param').id, link_evento);
      if (result === 'not-found') return c.json({ msg: BANNER_NOT_FOUND_MESSAGE }, 404);
      return c.json({ msg: LINK_ASSIGNED_MESSAGE });
    }).app;
}
