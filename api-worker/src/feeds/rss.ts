import { escapeMarkup as x } from '../site/escape.ts';
import { SITE_NAME, absoluteUrl, newsPath } from '@portal/contracts';
import { slugOf } from '../content/slugs.ts';
import type { EnclosureFile } from './enclosures.ts';
import type { FeedNewsItem } from './feeds.queries.ts';

/** A news item of a feed, with what its cover's enclosure says (null: no enclosure). */
export interface RssItem extends FeedNewsItem {
  enclosure: EnclosureFile | null;
}

/** How many news the feeds list. */
export const RSS_ITEM_COUNT = 50;

export interface RssChannel {
  /** The site's origin (absolute URLs are built on it). */
  origin: string;
  title: string;
  description: string;
  /** The feed's own absolute URL (atom:link rel="self"). */
  selfUrl: string;
  items: readonly RssItem[];
}

/** RFC 822 dates as RSS 2.0 wants them ('Sat, 21 Nov 2026 13:05:00 GMT'). */
const rfc822 = (iso: string) => new Date(iso).toUTCString();

/**
 * An RSS 2.0 document: each news item with title, link, permalink guid, pubDate, description,
 * province, author and its cover as an enclosure (its stored byte length and type, see
 * enclosures.ts). lastBuildDate is the newest item's date, so the same content gives the
 * same bytes (and ETag).
 */
export function renderRss({ origin, title, description, selfUrl, items }: RssChannel): string {
  const newest = items[0]?.created_at;
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '<channel>',
    `<title>${x(title)}</title>`,
    `<link>${x(`${origin}/`)}</link>`,
    `<description>${x(description)}</description>`,
    '<language>es-AR</language>',
    `<atom:link href="${x(selfUrl)}" rel="self" type="application/rss+xml"/>`,
    ...(newest ? [`<lastBuildDate>${rfc822(newest)}</lastBuildDate>`] : []),
    `<generator>${x(SITE_NAME)}</generator>`,
    ...items.map((item) => renderItem(origin, item)),
    '</channel>',
    '</rss>',
  ];
  return `${lines.join('\n')}\n`;
}

function renderItem(origin: string, item: RssItem): string {
  const link = absoluteUrl(origin, newsPath(item._id, slugOf(item)));
  const cover = absoluteUrl(origin, item.img_portada);
  return [
    '<item>',
    `<title>${x(item.titulo)}</title>`,
    `<link>${x(link)}</link>`,
    `<guid isPermaLink="true">${x(link)}</guid>`,
    `<pubDate>${rfc822(item.created_at)}</pubDate>`,
    // The newsroom's search description when given (DESIGN §12).
    `<description>${x(item.seo_descripcion || item.descripcion)}</description>`,
    `<category>${x(item.provincia)}</category>`,
    ...(item.editor ? [`<dc:creator>${x(item.editor)}</dc:creator>`] : []),
    ...(item.enclosure
      ? [`<enclosure url="${x(cover)}" type="${x(item.enclosure.type)}" length="${item.enclosure.length}"/>`]
      : []),
    '</item>',
  ].join('');
}
