import { idParamSchema, pageRequestSchema } from '@portal/contracts';
import { Hono } from 'hono';
import type { AppDatabase } from '../db/database.ts';
import { cachedJson, publicCache } from '../http/public-cache/index.ts';
import { validate } from '../http/validation.ts';
import { createAlbumsQueries } from './albums.queries.ts';

export const ALBUM_NOT_FOUND_MESSAGE = 'El álbum solicitado no existe.';

/** The public gallery calls of DESIGN.md §4, with the shapes the original client reads. */
export function createAlbumsRoutes(db: AppDatabase) {
  const albums = createAlbumsQueries(db);
  const cached = publicCache();
  return new Hono()
    .get('/api/albums/:limit/:page', cached, validate('param', pageRequestSchema), async (c) =>
      cachedJson(c, { albums: await albums.listAlbums(c.req.valid('param')) }),
    )
    .get('/api/album/:id', cached, validate('param', idParamSchema), async (c) => {
      const album = await albums.findAlbumById(c.req.valid('param').id);
      if (!album) return c.json({ msg: ALBUM_NOT_FOUND_MESSAGE }, 404);
      return cachedJson(c, { album: [album] });
    });
}
