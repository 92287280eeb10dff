import { healthResponseSchema } from '@portal/contracts';
import type { AppDatabase } from '../db/database.ts';
import { listPendingMigrations } from '../db/migrate.ts';
import { declareRoute, declaredRoutes } from '../routing/declare-route.ts';
import { errorResponse, jsonAnswer } from '../routing/responses.ts';

export const healthRoute = declareRoute({
  method: 'get',
  path: '/api/health',
  access: 'public',
  summary: 'Si el servidor está listo',
  responses: {
    200: jsonAnswer(healthResponseSchema, 'Migraciones aplicadas y la base de datos responde.'),
    503: errorResponse('La base de datos no responde, o todavía no está actualizada.'),
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
      return c.json({ msg: 'La base de datos no responde.' }, 503);
    }
    if (pending.length > 0) return c.json({ msg: 'La base de datos todavía no está actualizada.' }, 503);
    return c.json({ ok: true as const });
  }).app;
}
