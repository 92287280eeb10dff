import {
  CONTENT_UPDATED_MESSAGE,
  PICKED_MEDIA_MESSAGE,
  createEventRequestSchema,
  createNewsResponseSchema,
  findProvince,
  idParamSchema,
  pageRequestSchema,
  staffEventsListQuerySchema,
  staffEventsListResponseSchema,
  toArgentinaDate,
  updateEventRequestSchema,
} from '@portal/contracts';
import type { StaffEnv } from '../auth/staff-env.ts';
import type { AppDatabase } from '../db/database.ts';
import { withPickedImage } from '../media/media-library.ts';
import type { MediaStore } from '../media/media-store.ts';
import { declareRoute, declaredRoutes } from '../routing/declare-route.ts';
import { errorResponse, jsonAnswer, jsonBody, messageSchema } from '../routing/responses.ts';
import { createEventsCommands } from './events.commands.ts';
import { listEventsForStaff } from './events.queries.ts';
import { EVENT_NOT_FOUND_MESSAGE } from './events.routes.ts';

const EVENT_CREATED_MESSAGE = 'Evento creado!';
const EVENT_DELETED_MESSAGE = 'Evento eliminado.';
const agenda = { privilege: 'agenda' } as const;

export const listEventsForStaffRoute = declareRoute({
  method: 'get',
  path: '/api/redaccion/eventos/{limit}/{page}',
  access: agenda,
  summary: 'La lista de eventos de la redacción (buscada, filtrada y ordenada en el servidor)',
  request: { params: pageRequestSchema, query: staffEventsListQuerySchema },
  responses: { 200: jsonAnswer(staffEventsListResponseSchema, 'Una página bajo `eventos`.') },
});

export const createEventRoute = declareRoute({
  method: 'post',
  path: '/api/evento',
  access: agenda,
  summary: 'Crea un evento',
  request: { body: jsonBody(createEventRequestSchema) },
  responses: { 200: jsonAnswer(createNewsResponseSchema, 'Creado: su id.') },
});

export const updateEventRoute = declareRoute({
  method: 'put',
  path: '/api/evento',
  access: agenda,
  summary: 'Modifica un evento (los campos que faltan no cambian)',
  request: { body: jsonBody(updateEventRequestSchema) },
  responses: { 200: jsonAnswer(messageSchema, 'Modificado.'), 404: errorResponse('No existe.') },
});

export const deleteEventRoute = declareRoute({
  method: 'delete',
  path: '/api/evento/{id}',
  access: agenda,
  summary: 'Borra un evento',
  request: { params: idParamSchema },
  responses: { 200: jsonAnswer(messageSchema, 'Borrado.'), 404: errorResponse('No existe.') },
});

/** The flyer picked from the media library ('Elegir de Medios'), checked before a save. */
const pickedFlyer = {
  medio: 'flayer_medio',
  url: 'flayer',
  alt: 'flayer_alt',
  credito: 'flayer_credito',
} as const;

/** The back office's events list and the agenda writes. */
export function createEventsStaffRoutes({ db, media }: { db: AppDatabase; media: MediaStore }) {
  const events = createEventsCommands({ db, media });
  return declaredRoutes<StaffEnv>(db)
    .add(listEventsForStaffRoute, async (c) => {
      const { prov, ...query } = c.req.valid('query');
      const filters = {
        ...query,
        today: toArgentinaDate(new Date()),
        provincia: prov === undefined ? undefined : (findProvince(prov) ?? null),
      };
      return c.json({ eventos: await listEventsForStaff(db, filters, c.req.valid('param')) });
    })
    .add(createEventRoute, async (c) => {
      const body = await withPickedImage(db, c.req.valid('json'), pickedFlyer);
      if (body === 'mismatch') return c.json({ msg: PICKED_MEDIA_MESSAGE }, 400);
      const id = await events.createEvent(body);
      return c.json({ msg: EVENT_CREATED_MESSAGE, id });
    })
    .add(updateEventRoute, async (c) => {
      const body = await withPickedImage(db, c.req.valid('json'), pickedFlyer);
      if (body === 'mismatch') return c.json({ msg: PICKED_MEDIA_MESSAGE }, 400);
      const result = await events.updateEvent(body);
      if (result === 'not-found') return c.json({ msg: EVENT_NOT_FOUND_MESSAGE }, 404);
      return c.json({ msg: CONTENT_UPDATED_MESSAGE });
    })
    .add(deleteEventRoute, async (c) => {
      const result = await events.deleteEvent(c.req.valid('param').id);
      if (result === 'not-found') return c.json({ msg: EVENT_NOT_FOUND_MESSAGE }, 404);
      return c.json({ msg: EVENT_DELETED_MESSAGE });
    }).app;
}
