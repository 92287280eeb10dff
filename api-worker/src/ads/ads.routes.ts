import { publisResponseSchema } from '@portal/contracts';
import type { AppDatabase } from '../db/database.ts';
import { cachedJson, publicCache } from '../http/public-cache/index.ts';
import { declareRoute, declaredRoutes } from '../routing/declare-route.ts';
import { jsonAnswer } from '../routing/responses.ts';
import { createAdsQueries } from './ads.queries.ts';

export const listAdsRoute = declareRoute({
  method: 'get',
  path: '/api/publis',
  access: 'public',
  summary: 'Las publicidades',
  description: 'Todas: las páginas aplican las reglas de vencimiento y de lugar.',
  middleware: [publicCache()],
  responses: { 200: jsonAnswer(publisResponseSchema, 'La lista bajo `publis`.') },
});

export function createAdsRoutes(db: AppDatabase) {
  const ads = createAdsQueries(db);
  return declaredRoutes().add(listAdsRoute, async (c) => cachedJson(c, { publis: await ads.listPublis() }))
    .app;
}
