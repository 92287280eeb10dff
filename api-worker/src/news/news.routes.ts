import {
  buildPage,
  findProvince,
  idParamSchema,
  newsSearchRequestSchema,
  pageRequestSchema,
  provincePageRequestSchema,
} from '@portal/contracts';
import { Hono } from 'hono';
import type { AppDatabase } from '../db/database.ts';
import { cachedJson, publicCache } from '../http/public-cache/index.ts';
import { validate } from '../http/validation.ts';
import { createNewsQueries } from './news.queries.ts';

export const NEWS_NOT_FOUND_MESSAGE = 'La noticia solicitada no existe.';

/** The public news calls of DESIGN.md §4, with the shapes the original client reads. */
export function createNewsRoutes(db: AppDatabase) {
  const news = createNewsQueries(db);
  const cached = publicCache();
  return (
    new Hono()
      // A bare page.
      .get('/api/noticias/:limit/:page', cached, validate('param', pageRequestSchema), async (c) =>
        cachedJson(c, await news.listNews(c.req.valid('param'))),
      )
      // A bare page; a name that is no province has none.
      .get(
        '/api/noticias/:prov/:limit/:page',
        cached,
        validate('param', provincePageRequestSchema),
        async (c) => {
          const { prov, ...paging } = c.req.valid('param');
          const provincia = findProvince(prov);
          return cachedJson(
            c,
            provincia
              ? await news.listNewsByProvince(provincia, paging)
              : buildPage([], { ...paging, totalDocs: 0 }),
          );
        },
      )
      // A bare list.
      .get('/api/masnoticias', cached, async (c) => cachedJson(c, await news.listMoreNews()))
      .get(
        '/api/noticia/b/:busq/:limit/:page',
        cached,
        validate('param', newsSearchRequestSchema),
        async (c) => {
          const { busq, ...paging } = c.req.valid('param');
          return cachedJson(c, { noticia: await news.searchNews(busq, paging) });
        },
      )
      .get('/api/noticia/:id', cached, validate('param', idParamSchema), async (c) => {
        const noticia = await news.findNewsById(c.req.valid('param').id);
        if (!noticia) return c.json({ msg: NEWS_NOT_FOUND_MESSAGE }, 404);
        return cachedJson(c, { noticia: [noticia] });
      })
  );
}
