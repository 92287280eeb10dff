import {
  CONTENT_UPDATED_MESSAGE,
  createEventRequestSchema,
  idParamSchema,
  updateEventRequestSchema,
} from '@portal/contracts';
import { Hono } from 'hono';
import { readJsonBody } from '../auth/json-body.ts';
import type { StaffEnv } from '../auth/staff-env.ts';
import type { AppDatabase } from '../db/database.ts';
import { validate } from '../http/validation.ts';
import type { MediaStore } from '../media/media-store.ts';
import { createEventsCommands } from './events.commands.ts';
import { EVENT_NOT_FOUND_MESSAGE } from './events.routes.ts';

const EVENT_CREATED_MESSAGE = 'Evento creado!';
const EVENT_DELETED_MESSAGE = 'Evento eliminado.';

/** The agenda writes of DESIGN.md §4 (privilege agenda, in auth/route-policies.ts). */
export function createEventsStaffRoutes({ db, media }: { db: AppDatabase; media: MediaStore }) {
  const events = createEventsCommands({ db, media });
  return new Hono<StaffEnv>()
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
