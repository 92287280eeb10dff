import { healthResponseSchema } from '@portal/contracts';
import type { AppDatabase } from '../db/database.ts';
import { listPendingMigrations } from '../db/migrate.ts';
import { declareRoute, declaredRoutes } from '../routing/declare-route.ts';
import { errorResponse, jsonAnswer } from '../routing/responses.ts';
import { RETRY_AFTER_SECONDS } from '../outage/database-away.ts';

/** Asked of the app itself on both runtimes, never of a cache: it says whether the database answers. */
export const HEALTH_PATH = '/api/health';

export const healthRoute = declareRoute({
  method: 'get',
  path: HEALTH_PATH,
  access: 'public',
  summary: 'Si el servidor está listo',
  responses: {
    200: jsonAnswer(healthResponseSchema, 'Migraciones aplicadas y la base de datos responde.'),
    503: errorResponse(
      'La base de datos no responde (`db: "sin respuesta"`), o todavía no está actualizada.',
    ),
  },
});

export function createHealthRoutes(db: AppDatabase) {
  return declaredRoutes().add(healthRoute, async (c) => {
    c.header('Cache-Control', 'no-store');
    let pending: string[];
    try {
      pending = await listPendingMigrations(db);
    } catch (error) {
      console.error('Health check: the database does not answer', error);
      return c.json({ msg: 'La base de datos no responde.', db: 'sin respuesta' as const }, 503, {
        'Retry-After': String(RETRY_AFTER_SECONDS),
      });
    }
    if (pending.length > 0) return c.json({ msg: 'La base de datos todavía no está actualizada.' }, 503);
    return c.json({ ok: true as const });
  }).app;
}
