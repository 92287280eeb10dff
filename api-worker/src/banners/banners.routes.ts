import { bannersResponseSchema } from '@portal/contracts';
import type { AppDatabase } from '../db/database.ts';
import { cachedJson, publicCache } from '../http/public-cache/index.ts';
import { declareRoute, declaredRoutes } from '../routing/declare-route.ts';
import { jsonAnswer } from '../routing/responses.ts';
import { createBannersQueries } from './banners.queries.ts';

export const getBannerRoute = declareRoute({
  method: 'get',
  path: '/api/get-banner',
  access: 'public',
  summary: 'El banner central',
  middleware: [publicCache()],
  responses: { 200: jsonAnswer(bannersResponseSchema, 'La lista bajo `banners`.') },
});

export function createBannersRoutes(db: AppDatabase) {
  const banners = createBannersQueries(db);
  return declaredRoutes().add(getBannerRoute, async (c) =>
    cachedJson(c, { banners: await banners.listBanners() }),
  ).app;
}
