import {
  buildPage,
  findProvince,
  idParamSchema,
  moreNewsResponseSchema,
  newsDetailResponseSchema,
  newsListResponseSchema,
  newsSearchRequestSchema,
  newsSearchResponseSchema,
  pageRequestSchema,
  provincePageRequestSchema,
  relatedNewsResponseSchema,
  slugPageRequestSchema,
  slugify,
} from '@portal/contracts';
import { findCategoryBySlug, renamedCategorySlug } from '../categories/categories.queries.ts';
import type { AppDatabase } from '../db/database.ts';
import { cachedJson, publicCache } from '../http/public-cache/index.ts';
import { declareRoute, declaredRoutes } from '../routing/declare-route.ts';
import { errorResponse, jsonAnswer } from '../routing/responses.ts';
import { createNewsQueries } from './news.queries.ts';

export const NEWS_NOT_FOUND_MESSAGE = 'La noticia solicitada no existe.';

const cached = publicCache();

export const listNewsRoute = declareRoute({
  method: 'get',
  path: '/api/noticias/{limit}/{page}',
  access: 'public',
  summary: 'Noticias, de la más nueva (página sin envoltorio)',
  middleware: [cached],
  request: { params: pageRequestSchema },
  responses: { 200: jsonAnswer(newsListResponseSchema, 'Una página de noticias, sin `texto`.') },
});

export const listNewsByProvinceRoute = declareRoute({
  method: 'get',
  path: '/api/noticias/{prov}/{limit}/{page}',
  access: 'public',
  summary: 'Noticias de una provincia (página sin envoltorio)',
  description: 'Un nombre que no es provincia no tiene noticias: una página vacía.',
  middleware: [cached],
  request: { params: provincePageRequestSchema },
  responses: { 200: jsonAnswer(newsListResponseSchema, 'Una página de noticias, sin `texto`.') },
});

export const moreNewsRoute = declareRoute({
  method: 'get',
  path: '/api/masnoticias',
  access: 'public',
  summary: 'Las 9 noticias que siguen a las 5 más nuevas (lista sin envoltorio)',
  middleware: [cached],
  responses: { 200: jsonAnswer(moreNewsResponseSchema, 'Una lista de noticias, sin `texto`.') },
});

export const searchNewsRoute = declareRoute({
  method: 'get',
  path: '/api/noticia/b/{busq}/{limit}/{page}',
  access: 'public',
  summary: 'Busca noticias',
  description:
    'Cada palabra de busq como comienzo de una palabra de titulo, descripcion o texto (las de una o dos letras, ' +
    'enteras), sin distinguir mayúsculas ni acentos, con la ñ como letra propia; si no encuentra nada, prueba ' +
    'una vez más leyendo ñ como n. Las más nuevas primero.',
  middleware: [cached],
  request: { params: newsSearchRequestSchema },
  responses: { 200: jsonAnswer(newsSearchResponseSchema, 'Una página bajo `noticia`.') },
});

export const getNewsRoute = declareRoute({
  method: 'get',
  path: '/api/noticia/{id}',
  access: 'public',
  summary: 'Una noticia con su texto',
  middleware: [cached],
  request: { params: idParamSchema },
  responses: {
    200: jsonAnswer(newsDetailResponseSchema, 'La noticia, en una lista de una bajo `noticia`.'),
    404: errorResponse('No existe.'),
  },
});

export const relatedNewsRoute = declareRoute({
  method: 'get',
  path: '/api/noticia/{id}/relacionadas',
  access: 'public',
  summary: "'Te puede interesar': 6 noticias, primero las que comparten más etiquetas",
  description: 'Luego las de su misma categoría, luego las más nuevas; nunca la noticia misma.',
  middleware: [cached],
  request: { params: idParamSchema },
  responses: {
    200: jsonAnswer(relatedNewsResponseSchema, 'Una lista bajo `noticias`, sin `texto`.'),
    404: errorResponse('La noticia no existe (o no es pública).'),
  },
});

export const listNewsByCategoryRoute = declareRoute({
  method: 'get',
  path: '/api/categoria/{slug}/{limit}/{page}',
  access: 'public',
  summary: 'Noticias de una categoría (página sin envoltorio)',
  description:
    'Un slug sin categoría no tiene noticias: una página vacía. El slug anterior de una categoría ' +
    'renombrada responde las noticias de su slug actual (su página y su feed redirigen con un 301).',
  middleware: [cached],
  request: { params: slugPageRequestSchema },
  responses: { 200: jsonAnswer(newsListResponseSchema, 'Una página de noticias, sin `texto`.') },
});

export const listNewsByTagRoute = declareRoute({
  method: 'get',
  path: '/api/tema/{slug}/{limit}/{page}',
  access: 'public',
  summary: 'Noticias con una etiqueta (página sin envoltorio)',
  middleware: [cached],
  request: { params: slugPageRequestSchema },
  responses: { 200: jsonAnswer(newsListResponseSchema, 'Una página de noticias, sin `texto`.') },
});

/** The public news calls, with the shapes the original client reads. */
export function createNewsRoutes(db: AppDatabase) {
  const news = createNewsQueries(db);
  return declaredRoutes()
    .add(listNewsRoute, async (c) => cachedJson(c, await news.listNews(c.req.valid('param'))))
    .add(listNewsByProvinceRoute, async (c) => {
      const { prov, ...paging } = c.req.valid('param');
      const provincia = findProvince(prov);
      return cachedJson(
        c,
        provincia
          ? await news.listNewsByProvince(provincia, paging)
          : buildPage([], { ...paging, totalDocs: 0 }),
      );
    })
    .add(moreNewsRoute, async (c) => cachedJson(c, await news.listMoreNews()))
    .add(searchNewsRoute, async (c) => {
      const { busq, ...paging } = c.req.valid('param');
      return cachedJson(c, { noticia: await news.searchNews(busq, paging) });
    })
    .add(listNewsByCategoryRoute, async (c) => {
      const { slug, ...paging } = c.req.valid('param');
      const wanted = slugify(slug);
      // A renamed category's old slug reads as its current one (DESIGN §12).
      const current = (await findCategoryBySlug(db, wanted)) ? wanted : await renamedCategorySlug(db, wanted);
      return cachedJson(c, await news.listNewsByCategory(current ?? wanted, paging));
    })
    .add(listNewsByTagRoute, async (c) => {
      const { slug, ...paging } = c.req.valid('param');
      return cachedJson(c, await news.listNewsByTag(slugify(slug), paging));
    })
    .add(relatedNewsRoute, async (c) => {
      const related = await news.relatedNews(c.req.valid('param').id);
      if (!related) return c.json({ msg: NEWS_NOT_FOUND_MESSAGE }, 404);
      return cachedJson(c, { noticias: related });
    })
    .add(getNewsRoute, async (c) => {
      const noticia = await news.findNewsById(c.req.valid('param').id);
      if (!noticia) return c.json({ msg: NEWS_NOT_FOUND_MESSAGE }, 404);
      return cachedJson(c, { noticia: [noticia] });
    }).app;
}
