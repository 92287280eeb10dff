import { Hono } from 'hono';
import type { AppDatabase } from '../db/database.ts';
import { listPendingMigrations } from '../db/migrate.ts';

export function createHealthRoutes(db: AppDatabase) {
  return new Hono().get('/api/health', async (c) => {
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
  });
}
