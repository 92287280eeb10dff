import {
  CONTENT_UPDATED_MESSAGE,
  createEventRequestSchema,
  findProvince,
  idParamSchema,
  pageRequestSchema,
  staffEventsListQuerySchema,
  toArgentinaDate,
  updateEventRequestSchema,
} from '@portal/contracts';
import { Hono } from 'hono';
import { readJsonBody } from '../auth/json-body.ts';
import type { StaffEnv } from '../auth/staff-env.ts';
import type { AppDatabase } from '../db/database.ts';
import { validate } from '../http/validation.ts';
import type { MediaStore } from '../media/media-store.ts';
import { createEventsCommands } from './events.commands.ts';
import { listEventsForStaff } from './events.queries.ts';
import { EVENT_NOT_FOUND_MESSAGE } from './events.routes.ts';

const EVENT_CREATED_MESSAGE = 'Evento creado!';
const EVENT_DELETED_MESSAGE = 'Evento eliminado.';

/**
 * The back office's events list and the agenda writes of DESIGN.md §4 (privilege agenda, in
 * auth/route-policies.ts).
 */
export function createEventsStaffRoutes({ db, media }: { db: AppDatabase; media: MediaStore }) {
  const events = createEventsCommands({ db, media });
  return new Hono<StaffEnv>()
    .get(
      '/api/redaccion/eventos/:limit/:page',
      validate('param', pageRequestSchema),
      validate('query', staffEventsListQuerySchema),
      async (c) => {
        const { prov, ...query } = c.req.valid('query');
        const filters = {
          ...query,
          today: toArgentinaDate(new Date()),
          provincia: prov === undefined ? undefined : (findProvince(prov) ?? null),
        };
        return c.json({ eventos: await listEventsForStaff(db, filters, c.req.valid('param')) });
      },
    )
    .post('/api/evento', async (c) => {
      const id = await events.createEvent(await readJsonBody(c, createEventRequestSchema));
      return c.json({ msg: EVENT_CREATED_MESSAGE, id });
    })
    .put('/api/evento', async (c) => {
      const result = await events.updateEvent(await readJsonBody(c, updateEventRequestSchema));
      if (result === 'not-found') return c.json({ msg: EVENT_NOT_FOUND_MESSAGE }, 404);
      return c.json({ msg: CONTENT_UPDATED_MESSAGE });
    })
    .delete('/api/evento/:id', validate('param', idParamSchema), async (c) => {
      const result = await events.deleteEvent(c.req.valid('param').id);
      if (result === 'not-found') return c.json({ msg: EVENT_NOT_FOUND_MESSAGE }, 404);
      return c.json({ msg: EVENT_DELETED_MESSAGE });
    });
}
