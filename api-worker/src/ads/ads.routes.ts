import { Hono } from 'hono';
import type { AppDatabase } from '../db/database.ts';
import { cachedJson, publicCache } from '../http/public-cache/index.ts';
import { createAdsQueries } from './ads.queries.ts';

/** `GET /api/publis` → `{ publis }` (DESIGN.md §4). */
export function createAdsRoutes(db: AppDatabase) {
  const ads = createAdsQueries(db);
  return new Hono().get('/api/publis', publicCache(), async (c) =>
    cachedJson(c, { publis: await ads.listPublis() }),
  );
}
