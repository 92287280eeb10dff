import {
  CONTENT_UPDATED_MESSAGE,
  createAlbumRequestSchema,
  idParamSchema,
  pageRequestSchema,
  staffListQuerySchema,
  updateAlbumRequestSchema,
} from '@portal/contracts';
import { Hono } from 'hono';
import { readJsonBody } from '../auth/json-body.ts';
import type { StaffEnv } from '../auth/staff-env.ts';
import { contentJsonBody } from '../content/staff-body-limit.ts';
import type { AppDatabase } from '../db/database.ts';
import { validate } from '../http/validation.ts';
import { listAlbumsForStaff } from './albums.queries.ts';
import type { MediaStore } from '../media/media-store.ts';
import { createAlbumsCommands } from './albums.commands.ts';
import { ALBUM_NOT_FOUND_MESSAGE } from './albums.routes.ts';

const ALBUM_CREATED_MESSAGE = 'Álbum creado!';
const ALBUM_DELETED_MESSAGE = 'Álbum eliminado.';

/**
 * The album writes of DESIGN.md §4: creating and editing need galeria, deleting galeria and
 * usuarios (auth/route-policies.ts), in place of the original's hard-coded admin id.
 */
export function createAlbumsStaffRoutes({ db, media }: { db: AppDatabase; media: MediaStore }) {
  const albums = createAlbumsCommands({ db, media });
  return new Hono<StaffEnv>()
    .get(
      '/api/redaccion/albums/:limit/:page',
      validate('param', pageRequestSchema),
      validate('query', staffListQuerySchema),
      async (c) =>
        c.json({ albums: await listAlbumsForStaff(db, c.req.valid('query'), c.req.valid('param')) }),
    )
    .post('/api/crearalbum', contentJsonBody, async (c) => {
      const id = await albums.createAlbum(await readJsonBody(c, createAlbumRequestSchema));
      return c.json({ msg: ALBUM_CREATED_MESSAGE, id });
    })
    .put('/api/album', contentJsonBody, async (c) => {
      const result = await albums.updateAlbum(await readJsonBody(c, updateAlbumRequestSchema));
      if (result === 'not-found') return c.json({ msg: ALBUM_NOT_FOUND_MESSAGE }, 404);
      return c.json({ msg: CONTENT_UPDATED_MESSAGE });
    })
    .delete('/api/album/:id', validate('param', idParamSchema), async (c) => {
      const result = await albums.deleteAlbum(c.req.valid('param').id);
      if (result === 'not-found') return c.json({ msg: ALBUM_NOT_FOUND_MESSAGE }, 404);
      return c.json({ msg: ALBUM_DELETED_MESSAGE });
    });
}
