import { escapeMarkup as x } from '../site/escape.ts';
import { SITE_NAME, absoluteUrl } from '@portal/contracts';

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const NEWS_NS = 'http://www.google.com/schemas/sitemap-news/0.9';

/** A `<sitemap>` of the index: an absolute URL and, when known, its content's last change. */
export interface SitemapRef {
  url: string;
  lastmod?: string | null;
}

/** A `<url>` of a sitemap: an absolute URL and when it last changed (ISO-8601). */
export interface SitemapUrl {
  url: string;
  lastmod: string;
}

export interface GoogleNewsUrl {
  url: string;
  title: string;
  /** ISO-8601 publication time. */
  published: string;
}

const lastmodTag = (iso: string | null | undefined) => (iso ? `<lastmod>${x(iso)}</lastmod>` : '');

/** The sitemap index (`/sitemap.xml`): where each sitemap is. */
export function renderSitemapIndex(sitemaps: readonly SitemapRef[]): string {
  return document([
    `<sitemapindex xmlns="${SITEMAP_NS}">`,
    ...sitemaps.map((s) => `<sitemap><loc>${x(s.url)}</loc>${lastmodTag(s.lastmod)}</sitemap>`),
    '</sitemapindex>',
  ]);
}

/** A sitemap (`urlset`) of pages. */
export function renderUrlSet(urls: readonly SitemapUrl[]): string {
  return document([
    `<urlset xmlns="${SITEMAP_NS}">`,
    ...urls.map((u) => `<url><loc>${x(u.url)}</loc>${lastmodTag(u.lastmod)}</url>`),
    '</urlset>',
  ]);
}

/** A Google News sitemap: the articles of the last two days with publication, date and title. */
export function renderGoogleNewsSitemap(urls: readonly GoogleNewsUrl[]): string {
  return document([
    `<urlset xmlns="${SITEMAP_NS}" xmlns:news="${NEWS_NS}">`,
    ...urls.map((u) =>
      [
        `<url><loc>${x(u.url)}</loc><news:news>`,
        `<news:publication><news:name>${x(SITE_NAME)}</news:name><news:language>es</news:language></news:publication>`,
        `<news:publication_date>${x(u.published)}</news:publication_date>`,
        `<news:title>${x(u.title)}</news:title>`,
        '</news:news></url>',
      ].join(''),
    ),
    '</urlset>',
  ]);
}

/** Ids as the database makes them: nothing in them needs URL parsing or escaping. */
const PLAIN_ID = /^[0-9a-f]{24}$/;

/**
 * Absolute URLs of entries whose page is `path(id)`. A sitemap lists up to 50 000 of them: the
 * site's prefix is resolved once, and only an id of another shape goes through URL parsing.
 */
export function toSitemapUrls(
  origin: string,
  entries: readonly { _id: string; lastmod: string; slug?: string }[],
  path: (id: string, slug?: string) => string,
): SitemapUrl[] {
  const prefix = absoluteUrl(origin, '/').slice(0, -1);
  return entries.map((entry) => ({
    url: PLAIN_ID.test(entry._id)
      ? prefix + path(entry._id, entry.slug)
      : absoluteUrl(origin, path(entry._id, entry.slug)),
    lastmod: entry.lastmod,
  }));
}

function document(lines: string[]): string {
  return `${[XML_DECLARATION, ...lines].join('\n')}\n`;
}
