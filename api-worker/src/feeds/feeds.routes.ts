import {
  SITE_DESCRIPTION,
  SITE_FEED,
  absoluteUrl,
  albumPath,
  categoryFeed,
  eventPath,
  findProvince,
  newsPath,
  provinceDisplayName,
  provinceFeed,
  slugify,
  tagFeed,
  type PageFeed,
  type Province,
} from '@portal/contracts';
import { findCategoryBySlug, renamedCategorySlug, tagName } from '../categories/categories.queries.ts';
import type { Context } from 'hono';
import { z } from '@hono/zod-openapi';
import type { AppDatabase } from '../db/database.ts';
import type { MediaStore } from '../media/media-store.ts';
import { publicCache } from '../http/public-cache/index.ts';
import { declareRoute, declaredRoutes } from '../routing/declare-route.ts';
import { documentAnswer, errorResponse } from '../routing/responses.ts';
import { siteOrigin } from '../site/site.ts';
import { coverEnclosure } from './enclosures.ts';
import { slugOf } from '../content/slugs.ts';
import { createFeedQueries, type FeedNewsItem } from './feeds.queries.ts';
import { renderRobots } from './robots.ts';
import { RSS_ITEM_COUNT, renderRss } from './rss.ts';
import { renderGoogleNewsSitemap, renderSitemapIndex, renderUrlSet, toSitemapUrls } from './sitemaps.ts';

/** Sitemap entries with their canonical slugs (DESIGN §12). */
const withSlugs = (entries: { _id: string; lastmod: string; slug: string; titulo: string }[]) =>
  entries.map(({ _id, lastmod, ...item }) => ({ _id, lastmod, slug: slugOf(item) }));

export const RSS_CONTENT_TYPE = 'application/rss+xml; charset=utf-8';
export const XML_CONTENT_TYPE = 'application/xml; charset=utf-8';
export const TEXT_CONTENT_TYPE = 'text/plain; charset=utf-8';

/**
 * Feed readers and crawlers poll: browsers keep a feed 5 minutes, shared caches 10, and may
 * serve it stale for an hour while they fetch a new copy.
 */
export const FEED_CACHE_CONTROL = 'public, max-age=300, s-maxage=600, stale-while-revalidate=3600';

/** Google News lists the articles of the last two days. */
const GOOGLE_NEWS_WINDOW_MS = 48 * 3_600_000;

export const UNKNOWN_FEED_MESSAGE = 'No hay un feed para esa provincia.';

export interface FeedRoutesDeps {
  db: AppDatabase;
  /** Where the covers are: each enclosure gives its cover's real size and type. */
  media: MediaStore;
  /** AppConfig.siteUrl: the origin of absolute URLs when set. */
  siteUrl?: string | undefined;
  /** The clock, for the Google News window (tests). */
  now?: () => Date;
}

const cached = publicCache({ cacheControl: FEED_CACHE_CONTROL });

const feedRoute = <P extends string>(path: P, summary: string, mediaType: string) =>
  declareRoute({
    method: 'get',
    path,
    access: 'public',
    summary,
    middleware: [cached],
    responses: { 200: documentAnswer(mediaType, summary) },
  });

export const rssRoute = feedRoute('/rss.xml', 'Las 50 noticias más nuevas (RSS 2.0)', 'application/rss+xml');
export const provinceRssRoute = declareRoute({
  method: 'get',
  path: '/rss/{file}',
  routingPath: '/rss/:file{[^/]+\\.xml}',
  access: 'public',
  summary: 'Las noticias más nuevas de una provincia (RSS 2.0)',
  middleware: [cached],
  request: {
    params: z.object({ file: z.string().openapi({ example: 'santiago-del-estero.xml' }) }),
  },
  responses: {
    200: documentAnswer('application/rss+xml', 'El feed.'),
    404: errorResponse('No es una provincia.'),
  },
});
const slugFeedRoute = <P extends string>(path: P, summary: string, missing: string, moved?: string) =>
  declareRoute({
    method: 'get',
    path,
    access: 'public',
    summary,
    middleware: [cached],
    request: { params: z.object({ slug: z.string().max(200).openapi({ example: 'deportes' }) }) },
    responses: {
      200: documentAnswer('application/rss+xml', 'El feed.'),
      ...(moved ? { 301: { description: moved } } : {}),
      404: errorResponse(missing),
    },
  });
export const categoryRssRoute = slugFeedRoute(
  '/categoria/{slug}/rss.xml',
  'Las noticias más nuevas de una categoría (RSS 2.0)',
  'No es una categoría.',
  'El slug anterior de una categoría renombrada: redirige a su feed actual.',
);
export const tagRssRoute = slugFeedRoute(
  '/tema/{slug}/rss.xml',
  'Las noticias más nuevas con una etiqueta (RSS 2.0)',
  'Ninguna noticia tiene esa etiqueta.',
);
export const UNKNOWN_CATEGORY_FEED_MESSAGE = 'No hay un feed para esa categoría.';
export const UNKNOWN_TAG_FEED_MESSAGE = 'No hay un feed para ese tema.';

export const sitemapIndexRoute = feedRoute('/sitemap.xml', 'El índice de los sitemaps', 'application/xml');
export const newsSitemapRoute = feedRoute(
  '/sitemap-news.xml',
  'El sitemap de las noticias',
  'application/xml',
);
export const eventsSitemapRoute = feedRoute(
  '/sitemap-events.xml',
  'El sitemap de los eventos',
  'application/xml',
);
export const albumsSitemapRoute = feedRoute(
  '/sitemap-albums.xml',
  'El sitemap de los álbumes',
  'application/xml',
);
export const googleNewsSitemapRoute = feedRoute(
  '/sitemap-google-news.xml',
  'Las noticias de los dos últimos días (Google News)',
  'application/xml',
);
export const robotsRoute = feedRoute('/robots.txt', 'robots.txt', 'text/plain');

/**
 * `/rss.xml` and `/rss/{province}.xml` (RSS 2.0), `/sitemap.xml` (index) with the news,
 * events, albums and Google News sitemaps, and `/robots.txt`.
 */
export function createFeedRoutes({ db, media, siteUrl, now = () => new Date() }: FeedRoutesDeps) {
  const feeds = createFeedQueries(db);
  const origin = (c: Context) => siteOrigin(c.req.url, siteUrl);

  // Each channel's title and path are the ones the pages' heads name it by (PageFeed).
  const rss = async (c: Context, province?: Province) =>
    channel(c, {
      ...(province ? provinceFeed(province) : SITE_FEED),
      description: province ? `Las últimas noticias de ${provinceDisplayName(province)}.` : SITE_DESCRIPTION,
      items: await feeds.latestNews(RSS_ITEM_COUNT, province),
    });
  const channel = async (c: Context, feed: PageFeed & { description: string; items: FeedNewsItem[] }) => {
    const site = origin(c);
    const body = renderRss({
      origin: site,
      title: feed.title,
      description: feed.description,
      selfUrl: absoluteUrl(site, feed.href),
      items: await Promise.all(
        feed.items.map(async (item) => ({
          ...item,
          enclosure: await coverEnclosure(media, item.img_portada),
        })),
      ),
    });
    return c.body(body, 200, { 'Content-Type': RSS_CONTENT_TYPE });
  };
  const xml = (c: Context, body: string) => c.body(body, 200, { 'Content-Type': XML_CONTENT_TYPE });

  return declaredRoutes()
    .add(rssRoute, (c) => rss(c))
    .add(provinceRssRoute, (c) => {
      const province = findProvince(c.req.param('file').slice(0, -'.xml'.length));
      if (!province) return c.json({ msg: UNKNOWN_FEED_MESSAGE }, 404);
      return rss(c, province);
    })
    .add(categoryRssRoute, async (c) => {
      const slug = slugify(c.req.valid('param').slug);
      const categoria = await findCategoryBySlug(db, slug);
      if (!categoria) {
        // A renamed category's feed moved for good (DESIGN §12): readers follow it.
        const renamed = await renamedCategorySlug(db, slug);
        if (renamed) return c.redirect(`/categoria/${renamed}/rss.xml`, 301);
        return c.json({ msg: UNKNOWN_CATEGORY_FEED_MESSAGE }, 404);
      }
      return channel(c, {
        ...categoryFeed(categoria),
        description: `Las últimas noticias de ${categoria.nombre}.`,
        items: await feeds.latestOfCategory(RSS_ITEM_COUNT, categoria.slug),
      });
    })
    .add(tagRssRoute, async (c) => {
      const slug = slugify(c.req.valid('param').slug);
      const items = slug ? await feeds.latestOfTag(RSS_ITEM_COUNT, slug) : [];
      if (items.length === 0) return c.json({ msg: UNKNOWN_TAG_FEED_MESSAGE }, 404);
      const nombre = (await tagName(db, slug)) ?? slug;
      return channel(c, {
        ...tagFeed(slug, nombre),
        description: `Las últimas noticias sobre ${nombre}.`,
        items,
      });
    })
    .add(sitemapIndexRoute, async (c) => {
      const site = origin(c);
      const last = await feeds.lastChanges();
      return xml(
        c,
        renderSitemapIndex([
          { url: `${site}/sitemap-news.xml`, lastmod: last.news },
          { url: `${site}/sitemap-events.xml`, lastmod: last.events },
          { url: `${site}/sitemap-albums.xml`, lastmod: last.albums },
          { url: `${site}/sitemap-google-news.xml`, lastmod: last.news },
        ]),
      );
    })
    .add(newsSitemapRoute, async (c) =>
      xml(c, renderUrlSet(toSitemapUrls(origin(c), withSlugs(await feeds.newsSitemap()), newsPath))),
    )
    .add(eventsSitemapRoute, async (c) =>
      xml(c, renderUrlSet(toSitemapUrls(origin(c), withSlugs(await feeds.eventsSitemap()), eventPath))),
    )
    .add(albumsSitemapRoute, async (c) =>
      xml(c, renderUrlSet(toSitemapUrls(origin(c), await feeds.albumsSitemap(), albumPath))),
    )
    .add(googleNewsSitemapRoute, async (c) => {
      const site = origin(c);
      const since = new Date(now().getTime() - GOOGLE_NEWS_WINDOW_MS).toISOString();
      const recent = await feeds.newsSince(since);
      return xml(
        c,
        renderGoogleNewsSitemap(
          recent.map((n) => ({
            url: absoluteUrl(site, newsPath(n._id, slugOf(n))),
            title: n.titulo,
            published: n.created_at,
          })),
        ),
      );
    })
    .add(robotsRoute, (c) => c.body(renderRobots(origin(c)), 200, { 'Content-Type': TEXT_CONTENT_TYPE })).app;
}
