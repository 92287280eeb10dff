import {
  CONTENT_UPDATED_MESSAGE,
  PICKED_MEDIA_MESSAGE,
  createAlbumRequestSchema,
  createNewsResponseSchema,
  idParamSchema,
  pageRequestSchema,
  staffAlbumsListResponseSchema,
  staffListQuerySchema,
  updateAlbumRequestSchema,
} from '@portal/contracts';
import type { StaffEnv } from '../auth/staff-env.ts';
import { contentJsonBody } from '../content/staff-body-limit.ts';
import type { AppDatabase } from '../db/database.ts';
import { withPickedPhotos } from '../media/media-library.ts';
import type { MediaStore } from '../media/media-store.ts';
import { declareRoute, declaredRoutes } from '../routing/declare-route.ts';
import { errorResponse, jsonAnswer, jsonBody, messageSchema } from '../routing/responses.ts';
import { createAlbumsCommands } from './albums.commands.ts';
import { listAlbumsForStaff } from './albums.queries.ts';
import { ALBUM_NOT_FOUND_MESSAGE } from './albums.routes.ts';

const ALBUM_CREATED_MESSAGE = 'Álbum creado!';
const ALBUM_DELETED_MESSAGE = 'Álbum eliminado.';
const galeria = { privilege: 'galeria' } as const;

export const listAlbumsForStaffRoute = declareRoute({
  method: 'get',
  path: '/api/redaccion/albums/{limit}/{page}',
  access: galeria,
  summary: 'La lista de álbumes de la redacción (buscada y paginada en el servidor)',
  request: { params: pageRequestSchema, query: staffListQuerySchema },
  responses: { 200: jsonAnswer(staffAlbumsListResponseSchema, 'Una página bajo `albums`.') },
});

export const createAlbumRoute = declareRoute({
  method: 'post',
  path: '/api/crearalbum',
  access: galeria,
  summary: 'Crea un álbum',
  bodyLimit: contentJsonBody,
  request: { body: jsonBody(createAlbumRequestSchema) },
  responses: { 200: jsonAnswer(createNewsResponseSchema, 'Creado: su id.') },
});

export const updateAlbumRoute = declareRoute({
  method: 'put',
  path: '/api/album',
  access: galeria,
  summary: 'Modifica un álbum (los campos que faltan no cambian)',
  bodyLimit: contentJsonBody,
  request: { body: jsonBody(updateAlbumRequestSchema) },
  responses: { 200: jsonAnswer(messageSchema, 'Modificado.'), 404: errorResponse('No existe.') },
});

export const deleteAlbumRoute = declareRoute({
  method: 'delete',
  path: '/api/album/{id}',
  // In place of the original's hard-coded admin id.
  access: { allOf: ['galeria', 'usuarios'] },
  summary: 'Borra un álbum',
  request: { params: idParamSchema },
  responses: { 200: jsonAnswer(messageSchema, 'Borrado.'), 404: errorResponse('No existe.') },
});

/** The back office's albums list and the album writes. */
export function createAlbumsStaffRoutes({ db, media }: { db: AppDatabase; media: MediaStore }) {
  const albums = createAlbumsCommands({ db, media });
  return declaredRoutes<StaffEnv>(db)
    .add(listAlbumsForStaffRoute, async (c) =>
      c.json({ albums: await listAlbumsForStaff(db, c.req.valid('query'), c.req.valid('param')) }),
    )
    .add(createAlbumRoute, async (c) => {
      const body = await withPickedPhotos(db, c.req.valid('json'));
      if (body === 'mismatch') return c.json({ msg: PICKED_MEDIA_MESSAGE }, 400);
      const id = await albums.createAlbum(body);
      return c.json({ msg: ALBUM_CREATED_MESSAGE, id });
    })
    .add(updateAlbumRoute, async (c) => {
      const body = await withPickedPhotos(db, c.req.valid('json'));
      if (body === 'mismatch') return c.json({ msg: PICKED_MEDIA_MESSAGE }, 400);
      const result = await albums.updateAlbum(body);
      if (result === 'not-found') return c.json({ msg: ALBUM_NOT_FOUND_MESSAGE }, 404);
      return c.json({ msg: CONTENT_UPDATED_MESSAGE });
    })
    .add(deleteAlbumRoute, async (c) => {
      const result = await albums.deleteAlbum(c.req.valid('param').id);
      if (result === 'not-found') return c.json({ msg: ALBUM_NOT_FOUND_MESSAGE }, 404);
      return c.json({ msg: ALBUM_DELETED_MESSAGE });
    }).app;
}
