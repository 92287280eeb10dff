import { findProvince, foldText, type Province } from '@portal/contracts';
import { Hono, type Context } from 'hono';
import type { AppDatabase } from '../db/database.ts';
import type { MediaStore } from '../media/media-store.ts';
import { publicCache } from '../http/public-cache/index.ts';
import {
  SITE_DESCRIPTION,
  SITE_NAME,
  absoluteUrl,
  albumPath,
  eventPath,
  newsPath,
  siteOrigin,
} from '../site/site.ts';
import { coverEnclosure } from './enclosures.ts';
import { createFeedQueries } from './feeds.queries.ts';
import { renderRobots } from './robots.ts';
import { RSS_ITEM_COUNT, renderRss } from './rss.ts';
import { renderGoogleNewsSitemap, renderSitemapIndex, renderUrlSet, toSitemapUrls } from './sitemaps.ts';

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

/** A province's feed name: 'Santiago del Estero' → 'santiago-del-estero'. */
export function provinceFeedSlug(province: Province): string {
  return foldText(province).replace(/\s+/g, '-');
}

/**
 * `/rss.xml` and `/rss/{province}.xml` (RSS 2.0), `/sitemap.xml` (index) with the news,
 * events, albums and Google News sitemaps, and `/robots.txt`.
 */
export function createFeedRoutes({ db, media, siteUrl, now = () => new Date() }: FeedRoutesDeps) {
  const feeds = createFeedQueries(db);
  const origin = (c: Context) => siteOrigin(c.req.url, siteUrl);
  const cached = publicCache({ cacheControl: FEED_CACHE_CONTROL });

  const rss = async (c: Context, province?: Province) => {
    const site = origin(c);
    const selfPath = province ? `/rss/${provinceFeedSlug(province)}.xml` : '/rss.xml';
    const body = renderRss({
      origin: site,
      title: province ? `${SITE_NAME}: ${province}` : SITE_NAME,
      description: province ? `Las últimas noticias de ${province}.` : SITE_DESCRIPTION,
      selfUrl: absoluteUrl(site, selfPath),
      items: await Promise.all(
        (await feeds.latestNews(RSS_ITEM_COUNT, province)).map(async (item) => ({
          ...item,
          enclosure: await coverEnclosure(media, item.img_portada),
        })),
      ),
    });
    return c.body(body, 200, { 'Content-Type': RSS_CONTENT_TYPE });
  };
  const xml = (c: Context, body: string) => c.body(body, 200, { 'Content-Type': XML_CONTENT_TYPE });

  return new Hono()
    .get('/rss.xml', cached, (c) => rss(c))
    .get('/rss/:file{[^/]+\\.xml}', cached, (c) => {
      const province = findProvince(c.req.param('file').slice(0, -'.xml'.length));
      if (!province) return c.json({ msg: UNKNOWN_FEED_MESSAGE }, 404);
      return rss(c, province);
    })
    .get('/sitemap.xml', cached, async (c) => {
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
    .get('/sitemap-news.xml', cached, async (c) =>
      xml(c, renderUrlSet(toSitemapUrls(origin(c), await feeds.newsSitemap(), newsPath))),
    )
    .get('/sitemap-events.xml', cached, async (c) =>
      xml(c, renderUrlSet(toSitemapUrls(origin(c), await feeds.eventsSitemap(), eventPath))),
    )
    .get('/sitemap-albums.xml', cached, async (c) =>
      xml(c, renderUrlSet(toSitemapUrls(origin(c), await feeds.albumsSitemap(), albumPath))),
    )
    .get('/sitemap-google-news.xml', cached, async (c) => {
      const site = origin(c);
      const since = new Date(now().getTime() - GOOGLE_NEWS_WINDOW_MS).toISOString();
      const recent = await feeds.newsSince(since);
      return xml(
        c,
        renderGoogleNewsSitemap(
          recent.map((n) => ({
            url: absoluteUrl(site, newsPath(n._id)),
            title: n.titulo,
            published: n.created_at,
          })),
        ),
      );
    })
    .get('/robots.txt', cached, (c) =>
      c.body(renderRobots(origin(c)), 200, { 'Content-Type': TEXT_CONTENT_TYPE }),
    );
}
