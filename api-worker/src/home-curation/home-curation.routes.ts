import {
  BREAKING_PAST_MESSAGE,
  BREAKING_REMOVED_MESSAGE,
  BREAKING_SAVED_MESSAGE,
  HOME_SAVED_MESSAGE,
  PINNED_NOT_PUBLIC_MESSAGE,
  breakingNewsBodySchema,
  breakingNewsResponseSchema,
  homeFeaturedBodySchema,
  homeFeaturedResponseSchema,
} from '@portal/contracts';
import type { StaffEnv } from '../auth/staff-env.ts';
import type { AppDatabase } from '../db/database.ts';
import { cachedJson, publicCache } from '../http/public-cache/index.ts';
import { createNewsQueries } from '../news/news.queries.ts';
import { declareRoute, declaredRoutes } from '../routing/declare-route.ts';
import { jsonAnswer, jsonBody, messageSchema } from '../routing/responses.ts';
import { setBreakingNews, setPinned } from './home-curation.commands.ts';
import { currentBreakingNews, homeFeatured } from './home-curation.queries.ts';

const cached = publicCache();
const edicion = { privilege: 'edicion' } as const;

export const homeFeaturedRoute = declareRoute({
  method: 'get',
  path: '/api/portada',
  access: 'public',
  summary: 'Las 5 noticias destacadas de la portada: las fijadas primero, luego las más nuevas',
  middleware: [cached],
  responses: {
    200: jsonAnswer(homeFeaturedResponseSchema, '`destacadas` (sin `texto`) y los ids `fijadas`.'),
  },
});

export const setHomeFeaturedRoute = declareRoute({
  method: 'put',
  path: '/api/portada',
  access: edicion,
  audit: { recurso: 'portada', accion: 'editar' },
  summary: 'Fija hasta 5 noticias publicadas en la portada, en orden',
  request: { body: jsonBody(homeFeaturedBodySchema) },
  responses: { 200: jsonAnswer(messageSchema, 'Guardada.') },
});

export const breakingNewsRoute = declareRoute({
  method: 'get',
  path: '/api/ultimo-momento',
  access: 'public',
  summary: 'La barra de último momento, mientras no venza',
  middleware: [cached],
  responses: { 200: jsonAnswer(breakingNewsResponseSchema, '`ultimo_momento` o null.') },
});

export const setBreakingNewsRoute = declareRoute({
  method: 'put',
  path: '/api/ultimo-momento',
  access: edicion,
  audit: { recurso: 'ultimo-momento', accion: 'editar' },
  summary: 'Pone (o quita, con `texto: null`) la barra de último momento',
  request: { body: jsonBody(breakingNewsBodySchema) },
  responses: { 200: jsonAnswer(messageSchema, 'Guardada o quitada.') },
});

/** Home curation (DESIGN §12): the pinned stories and the breaking-news bar. */
export function createHomeCurationRoutes({ db, now = Date.now }: { db: AppDatabase; now?: () => number }) {
  const news = createNewsQueries(db);
  return declaredRoutes<StaffEnv>(db)
    .add(homeFeaturedRoute, async (c) => cachedJson(c, await homeFeatured(db, news)))
    .add(setHomeFeaturedRoute, async (c) => {
      const result = await setPinned(db, c.req.valid('json').destacadas);
      if (result === 'not-public') return c.json({ msg: PINNED_NOT_PUBLIC_MESSAGE }, 400);
      c.set('auditRecursoId', 'portada');
      return c.json({ msg: HOME_SAVED_MESSAGE });
    })
    .add(breakingNewsRoute, async (c) =>
      cachedJson(c, { ultimo_momento: await currentBreakingNews(db, now()) }),
    )
    .add(setBreakingNewsRoute, async (c) => {
      const result = await setBreakingNews(db, c.req.valid('json'), now());
      if (result === 'past') return c.json({ msg: BREAKING_PAST_MESSAGE }, 400);
      c.set('auditRecursoId', 'ultimo-momento');
      return c.json({ msg: result === 'removed' ? BREAKING_REMOVED_MESSAGE : BREAKING_SAVED_MESSAGE });
    }).app;
}
