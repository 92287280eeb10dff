import { Hono } from 'hono';
import type { AppDatabase } from '../db/database.ts';
import { cachedJson, publicCache } from '../http/public-cache/index.ts';
import { createBannersQueries } from './banners.queries.ts';

/** `GET /api/get-banner` → `{ banners }` (DESIGN.md §4). */
export function createBannersRoutes(db: AppDatabase) {
  const banners = createBannersQueries(db);
  return new Hono().get('/api/get-banner', publicCache(), async (c) =>
    cachedJson(c, { banners: await banners.listBanners() }),
  );
}
