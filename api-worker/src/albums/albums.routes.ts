import {
  albumDetailResponseSchema,
  albumsListResponseSchema,
  idParamSchema,
  pageRequestSchema,
} from '@portal/contracts';
import type { AppDatabase } from '../db/database.ts';
import { cachedJson, publicCache } from '../http/public-cache/index.ts';
import { declareRoute, declaredRoutes } from '../routing/declare-route.ts';
import { errorResponse, jsonAnswer } from '../routing/responses.ts';
import { createAlbumsQueries } from './albums.queries.ts';

export const ALBUM_NOT_FOUND_MESSAGE = 'El álbum solicitado no existe.';

const cached = publicCache();

export const listAlbumsRoute = declareRoute({
  method: 'get',
  path: '/api/albums/{limit}/{page}',
  access: 'public',
  summary: 'Los álbumes, del más reciente',
  middleware: [cached],
  request: { params: pageRequestSchema },
  responses: { 200: jsonAnswer(albumsListResponseSchema, 'Una página bajo `albums`.') },
});

export const getAlbumRoute = declareRoute({
  method: 'get',
  path: '/api/album/{id}',
  access: 'public',
  summary: 'Un álbum',
  middleware: [cached],
  request: { params: idParamSchema },
  responses: {
    200: jsonAnswer(albumDetailResponseSchema, 'El álbum, en una lista de uno bajo `album`.'),
    404: errorResponse('No existe.'),
  },
});

/** The public gallery calls, with the shapes the original client reads. */
export function createAlbumsRoutes(db: AppDatabase) {
  const albums = createAlbumsQueries(db);
  return declaredRoutes()
    .add(listAlbumsRoute, async (c) =>
      cachedJson(c, { albums: await albums.listAlbums(c.req.valid('param')) }),
    )
    .add(getAlbumRoute, async (c) => {
      const album = await albums.findAlbumById(c.req.valid('param').id);
      if (!album) return c.json({ msg: ALBUM_NOT_FOUND_MESSAGE }, 404);
      return cachedJson(c, { album: [album] });
    }).app;
}
