import {
  AD_DATES_ORDER_MESSAGE,
  CONTENT_UPDATED_MESSAGE,
  createAdRequestSchema,
  idParamSchema,
  pageRequestSchema,
  staffListQuerySchema,
  updateAdRequestSchema,
} from '@portal/contracts';
import { Hono } from 'hono';
import { readJsonBody } from '../auth/json-body.ts';
import type { StaffEnv } from '../auth/staff-env.ts';
import { contentJsonBody } from '../content/staff-body-limit.ts';
import type { AppDatabase } from '../db/database.ts';
import { validate } from '../http/validation.ts';
import { listAdsForStaff } from './ads.queries.ts';
import type { MediaStore } from '../media/media-store.ts';
import { createAdsCommands } from './ads.commands.ts';

const AD_NOT_FOUND_MESSAGE = 'La publicidad solicitada no existe.';
const AD_CREATED_MESSAGE = 'Publicidad creada!';
const AD_DELETED_MESSAGE = 'Publicidad eliminada.';

/** The advertising calls of DESIGN.md §4 (privilege publicidad, in auth/route-policies.ts). */
export function createAdsStaffRoutes({ db, media }: { db: AppDatabase; media: MediaStore }) {
  const ads = createAdsCommands({ db, media });
  return new Hono<StaffEnv>()
    .get(
      '/api/redaccion/publis/:limit/:page',
      validate('param', pageRequestSchema),
      validate('query', staffListQuerySchema),
      async (c) => c.json({ publis: await listAdsForStaff(db, c.req.valid('query'), c.req.valid('param')) }),
    )
    .get('/api/publi/:id', validate('param', idParamSchema), async (c) => {
      const publi = await ads.findAd(c.req.valid('param').id);
      if (!publi) return c.json({ msg: AD_NOT_FOUND_MESSAGE }, 404);
      return c.json({ publi: [publi] });
    })
    .post('/api/publi', contentJsonBody, async (c) => {
      const id = await ads.createAd(await readJsonBody(c, createAdRequestSchema));
      return c.json({ msg: AD_CREATED_MESSAGE, id });
    })
    .put('/api/publi', contentJsonBody, async (c) => {
      const result = await ads.updateAd(await readJsonBody(c, updateAdRequestSchema));
      if (result === 'not-found') return c.json({ msg: AD_NOT_FOUND_MESSAGE }, 404);
      if (result === 'dates-out-of-order') return c.json({ msg: AD_DATES_ORDER_MESSAGE }, 400);
      return c.json({ msg: CONTENT_UPDATED_MESSAGE });
    })
    .delete('/api/publi/:id', validate('param', idParamSchema), async (c) => {
      const result = await ads.deleteAd(c.req.valid('param').id);
      if (result === 'not-found') return c.json({ msg: AD_NOT_FOUND_MESSAGE }, 404);
      return c.json({ msg: AD_DELETED_MESSAGE });
    });
}
