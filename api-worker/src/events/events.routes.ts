import {
  buildPage,
  findProvince,
  idParamSchema,
  pageRequestSchema,
  provincePageRequestSchema,
  toArgentinaDate,
} from '@portal/contracts';
import { Hono } from 'hono';
import type { AppDatabase } from '../db/database.ts';
import { cachedJson, publicCache } from '../http/public-cache/index.ts';
import { validate } from '../http/validation.ts';
import { createEventsQueries } from './events.queries.ts';

export const EVENT_NOT_FOUND_MESSAGE = 'El evento solicitado no existe.';

/** The public agenda calls of DESIGN.md §4, with the shapes the original client reads. */
export function createEventsRoutes(db: AppDatabase) {
  const events = createEventsQueries(db);
  const cached = publicCache();
  const today = () => toArgentinaDate(new Date());
  return (
    new Hono()
      // A page under `eventos`.
      .get('/api/eventos/:limit/:page', cached, validate('param', pageRequestSchema), async (c) =>
        cachedJson(c, {
          eventos: await events.listEventsUpcomingFirst({ today: today() }, c.req.valid('param')),
        }),
      )
      // A bare page (so the original answered it); a name that is no province has none.
      .get(
        '/api/eventos/:prov/:limit/:page',
        cached,
        validate('param', provincePageRequestSchema),
        async (c) => {
          const { prov, ...paging } = c.req.valid('param');
          const provincia = findProvince(prov);
          return cachedJson(
            c,
            provincia
              ? await events.listEventsUpcomingFirst({ today: today(), provincia }, paging)
              : buildPage([], { ...paging, totalDocs: 0 }),
          );
        },
      )
      .get('/api/evento/:id', cached, validate('param', idParamSchema), async (c) => {
        const evento = await events.findEventById(c.req.valid('param').id);
        if (!evento) return c.json({ msg: EVENT_NOT_FOUND_MESSAGE }, 404);
        return cachedJson(c, { evento: [evento] });
      })
  );
}
