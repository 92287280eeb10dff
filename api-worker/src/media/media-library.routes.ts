import {
  MEDIA_NOT_FOUND_MESSAGE,
  MEDIA_UPDATED_MESSAGE,
  idParamSchema,
  mediaListQuerySchema,
  mediaInPublicUseMessage,
  mediaListResponseSchema,
  mediaUpdatedResponseSchema,
  pageRequestSchema,
  updateMediaRequestSchema,
} from '@portal/contracts';
import type { StaffEnv } from '../auth/staff-env.ts';
import type { AppDatabase } from '../db/database.ts';
import { smallJsonBody } from '../http/json-body.ts';
import { declareRoute, declaredRoutes } from '../routing/declare-route.ts';
import { errorResponse, jsonAnswer, jsonBody } from '../routing/responses.ts';
import { listMedia, updateMedia } from './media-library.ts';

/**
 * Who may edit a record: whoever may edit content that shows images (its alt text and focus
 * change what visitors see on news, events, albums and ads alike).
 */
export const MEDIA_EDITORS = { anyOf: ['noticias', 'agenda', 'galeria', 'publicidad'] } as const;

export const listMediaRoute = declareRoute({
  method: 'get',
  path: '/api/medios/{limit}/{page}',
  access: 'staff',
  summary: 'La biblioteca de medios: cada imagen guardada, la más nueva primero, con sus usos',
  description:
    '`q` busca cada palabra en el texto alternativo, el crédito y el nombre del archivo, sin distinguir mayúsculas ni acentos. En `usos`, una noticia que no es pública (borrador, en revisión, programada) se nombra solo a quien tiene `noticias`; a los demás, como `{ recurso: "noticia", recurso_id: "", titulo: "(no publicada)" }`.',
  request: { params: pageRequestSchema, query: mediaListQuerySchema },
  responses: { 200: jsonAnswer(mediaListResponseSchema, 'Una página bajo `medios`.') },
});

export const updateMediaRoute = declareRoute({
  method: 'put',
  path: '/api/medios/{id}',
  access: MEDIA_EDITORS,
  audit: { recurso: 'imagen', accion: 'editar' },
  summary: 'Cambia el texto alternativo, el crédito o el punto de foco de una imagen',
  description:
    'Si la muestra contenido público, requiere además el privilegio de cada uno: `noticias` y `edicion` para una noticia publicada o programada, `agenda` para un evento, `galeria` para un álbum, `publicidad` para un aviso.',
  bodyLimit: smallJsonBody,
  request: { params: idParamSchema, body: jsonBody(updateMediaRequestSchema) },
  responses: {
    200: jsonAnswer(mediaUpdatedResponseSchema, 'Modificada: la imagen como queda.'),
    403: errorResponse('La muestra contenido público que quien la cambia no puede editar.'),
    404: errorResponse('No existe.'),
  },
});

/** The media library (DESIGN §12): its list for any staff member and the edit of a record. */
export function createMediaLibraryRoutes({ db }: { db: AppDatabase }) {
  return declaredRoutes<StaffEnv>(db)
    .add(listMediaRoute, async (c) => {
      const { limit, page } = c.req.valid('param');
      return c.json({ medios: await listMedia(db, c.req.valid('query').q, { limit, page }, c.var.user) });
    })
    .add(updateMediaRoute, async (c) => {
      const medio = await updateMedia(db, c.req.valid('param').id, c.req.valid('json'), c.var.user);
      if (!medio) return c.json({ msg: MEDIA_NOT_FOUND_MESSAGE }, 404);
      if ('missing' in medio) return c.json({ msg: mediaInPublicUseMessage(medio.missing) }, 403);
      return c.json({ msg: MEDIA_UPDATED_MESSAGE, medio });
    }).app;
}
