import {
  LINK_ASSIGNED_MESSAGE,
  assignBannerRequestSchema,
  bannerLinkRequestSchema,
  idParamSchema,
} from '@portal/contracts';
import { Hono } from 'hono';
import { readJsonBody, smallJsonBody } from '../auth/json-body.ts';
import type { StaffEnv } from '../auth/staff-env.ts';
import type { AppDatabase } from '../db/database.ts';
import { validate } from '../http/validation.ts';
import type { MediaStore } from '../media/media-store.ts';
import { createBannersCommands } from './banners.commands.ts';

const BANNER_NOT_FOUND_MESSAGE = 'El banner no existe.';

/**
 * The central banner calls of DESIGN.md §4 (any staff member, in auth/route-policies.ts). Uploads
 * to the bank and deleting from it are media/upload.routes.ts'.
 */
export function createBannersStaffRoutes({ db, media }: { db: AppDatabase; media: MediaStore }) {
  const banners = createBannersCommands({ db, media });
  return (
    new Hono<StaffEnv>()
      // A bare list, as the original answered it; with or without the original's trailing slash.
      .on('GET', ['/api/banners/', '/api/banners'], async (c) => c.json(await banners.listBank()))
      .put('/api/edit-banners/:id', validate('param', idParamSchema), smallJsonBody, async (c) => {
        const { tipo, image_url } = await readJsonBody(c, assignBannerRequestSchema);
        const result = await banners.assignImage(c.req.valid('param').id, tipo, image_url);
        if (result === 'not-found') return c.json({ msg: BANNER_NOT_FOUND_MESSAGE }, 404);
        return c.json({ msg: LINK_ASSIGNED_MESSAGE });
      })
      .put('/api/edit-link/:id', validate('param', idParamSchema), smallJsonBody, async (c) => {
        const { link_evento } = await readJsonBody(c, bannerLinkRequestSchema);
        const result = await banners.setLink(c.req.valid('param').id, link_evento);
        if (result === 'not-found') return c.json({ msg: BANNER_NOT_FOUND_MESSAGE }, 404);
        return c.json({ msg: LINK_ASSIGNED_MESSAGE });
      })
  );
}
