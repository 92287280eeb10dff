import {
  buildPage,
  eventDetailResponseSchema,
  eventsByProvinceResponseSchema,
  eventsListResponseSchema,
  findProvince,
  idParamSchema,
  pageRequestSchema,
  provincePageRequestSchema,
  toArgentinaDate,
} from '@portal/contracts';
import type { AppDatabase } from '../db/database.ts';
import { cachedJson, publicCache } from '../http/public-cache/index.ts';
import { declareRoute, declaredRoutes } from '../routing/declare-route.ts';
import { errorResponse, jsonAnswer } from '../routing/responses.ts';
import { createEventsQueries } from './events.queries.ts';

export const EVENT_NOT_FOUND_MESSAGE = 'El evento solicitado no existe.';

const cached = publicCache();
const ORDER =
  'Los próximos (fecha desde hoy en Argentina) por fecha ascendente, luego los pasados por fecha descendente.';

export const listEventsRoute = declareRoute({
  method: 'get',
  path: '/api/eventos/{limit}/{page}',
  access: 'public',
  summary: 'La agenda',
  description: ORDER,
  middleware: [cached],
  request: { params: pageRequestSchema },
  responses: { 200: jsonAnswer(eventsListResponseSchema, 'Una página bajo `eventos`.') },
});

export const listEventsByProvinceRoute = declareRoute({
  method: 'get',
  path: '/api/eventos/{prov}/{limit}/{page}',
  access: 'public',
  summary: 'La agenda de una provincia (página sin envoltorio)',
  description: `${ORDER} Un nombre que no es provincia no tiene eventos: una página vacía.`,
  middleware: [cached],
  request: { params: provincePageRequestSchema },
  responses: { 200: jsonAnswer(eventsByProvinceResponseSchema, 'Una página de eventos.') },
});

export const getEventRoute = declareRoute({
  method: 'get',
  path: '/api/evento/{id}',
  access: 'public',
  summary: 'Un evento',
  middleware: [cached],
  request: { params: idParamSchema },
  responses: {
    200: jsonAnswer(eventDetailResponseSchema, 'El evento, en una lista de uno bajo `evento`.'),
    404: errorResponse('No existe.'),
  },
});

/** The public agenda calls, with the shapes the original client reads. */
export function createEventsRoutes(db: AppDatabase) {
  const events = createEventsQueries(db);
  const today = () => toArgentinaDate(new Date());
  return declaredRoutes()
    .add(listEventsRoute, async (c) =>
      cachedJson(c, {
        eventos: await events.listEventsUpcomingFirst({ today: today() }, c.req.valid('param')),
      }),
    )
    .add(listEventsByProvinceRoute, async (c) => {
      const { prov, ...paging } = c.req.valid('param');
      const provincia = findProvince(prov);
      return cachedJson(
        c,
        provincia
          ? await events.listEventsUpcomingFirst({ today: today(), provincia }, paging)
          : buildPage([], { ...paging, totalDocs: 0 }),
      );
    })
    .add(getEventRoute, async (c) => {
      const evento = await events.findEventById(c.req.valid('param').id);
      if (!evento) return c.json({ msg: EVENT_NOT_FOUND_MESSAGE }, 404);
      return cachedJson(c, { evento: [evento] });
    }).app;
}
