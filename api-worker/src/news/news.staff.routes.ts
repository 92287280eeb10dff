import {
  CONTENT_UPDATED_MESSAGE,
  NEWS_CREATED_MESSAGE,
  createNewsRequestSchema,
  idParamSchema,
  pageRequestSchema,
  staffListQuerySchema,
  updateNewsRequestSchema,
} from '@portal/contracts';
import { Hono } from 'hono';
import { readJsonBody } from '../auth/json-body.ts';
import type { StaffEnv } from '../auth/staff-env.ts';
import type { AppDatabase } from '../db/database.ts';
import { validate } from '../http/validation.ts';
import type { MediaStore } from '../media/media-store.ts';
import { createNewsCommands } from './news.commands.ts';
import { listNewsForStaff } from './news.queries.ts';
import { NEWS_NOT_FOUND_MESSAGE } from './news.routes.ts';

const NEWS_DELETED_MESSAGE = 'Noticia eliminada.';

/**
 * The back office's news list and the news writes of DESIGN.md §4 and §7 (privilege noticias,
 * in auth/route-policies.ts).
 */
export function createNewsStaffRoutes({ db, media }: { db: AppDatabase; media: MediaStore }) {
  const news = createNewsCommands({ db, media });
  return new Hono<StaffEnv>()
    .get(
      '/api/redaccion/noticias/:limit/:page',
      validate('param', pageRequestSchema),
      validate('query', staffListQuerySchema),
      async (c) =>
        c.json({ noticias: await listNewsForStaff(db, c.req.valid('query'), c.req.valid('param')) }),
    )
    .post('/api/crearnoticia', async (c) => {
      const id = await news.createNews(await readJsonBody(c, createNewsRequestSchema), c.var.user);
      return c.json({ msg: NEWS_CREATED_MESSAGE, id });
    })
    .put('/api/noticia', async (c) => {
      const result = await news.updateNews(await readJsonBody(c, updateNewsRequestSchema));
      if (result === 'not-found') return c.json({ msg: NEWS_NOT_FOUND_MESSAGE }, 404);
      return c.json({ msg: CONTENT_UPDATED_MESSAGE });
    })
    .delete('/api/noticia/:id', validate('param', idParamSchema), async (c) => {
      const result = await news.deleteNews(c.req.valid('param').id);
      if (result === 'not-found') return c.json({ msg: NEWS_NOT_FOUND_MESSAGE }, 404);
      return c.json({ msg: NEWS_DELETED_MESSAGE });
    });
}
