import { imageSrcSet } from '@portal/contracts';
import { escapeMarkup, jsonForScript } from '../site/escape.ts';
import { SITE_LOCALE, SITE_NAME } from '../site/site.ts';

/** What a crawler (or a link preview) should see of one page. */
export interface PageMeta {
  /** The page's own title; the document title adds the site name. */
  title: string;
  description: string;
  /** Absolute canonical URL. */
  url: string;
  /** Absolute URL of the preview image. */
  image?: string;
  /** The preview image's alt text, when one was given. */
  imageAlt?: string;
  /** og:type: `article` for news, `website` for the rest. */
  type: 'article' | 'website';
  /** ISO-8601 publication time of an article. */
  publishedTime?: string;
  /** article:section (the province of a news item). */
  section?: string;
  /** schema.org data, written as one JSON-LD script. */
  jsonLd?: Record<string, unknown>;
  /**
   * The page's largest picture as its <img> asks for it (`src` and `sizes`), preloaded from the
   * HTML so that it downloads beside the scripts instead of after the page has rendered.
   */
  preloadImage?: { src: string; sizes: string };
}

const ATTRIBUTE = String.raw`\s+([^\s"'>/=]+)(?:\s*=\s*("[^"]*"|'[^']*'|[^\s"'>]+))?`;
/** A `<meta>` or `<link>` tag; quoted attribute values may hold '>'. */
const META_OR_LINK_TAG = new RegExp(`<(?:meta|link)(?:${ATTRIBUTE})*\\s*/?>`, 'gi');
const TITLE_ELEMENT = /<title\b[^>]*>[\s\S]*?<\/title\s*>/gi;
const JSON_LD_SCRIPT = /<script\b[^>]*application\/ld\+json[^>]*>[\s\S]*?<\/script\s*>/gi;
/** The `name`/`property` values the page's own tags replace: description, Open Graph, Twitter… */
const REPLACED_META = /^(?:description|robots|og:.*|article:.*|twitter:.*)$/i;

/**
 * The shell's index.html with one page's title, description, canonical link, Open Graph and
 * Twitter tags and JSON-LD in its head, for clients that do not run JavaScript (link previews,
 * crawlers); the SPA then starts as usual. Tags of those kinds already in the shell are
 * replaced, never doubled. Without meta (a missing item) the shell stays as it is, marked
 * `noindex`.
 */
export function renderShellPage(html: string, meta: PageMeta | null): string {
  if (!meta) return insertIntoHead(html, '<meta name="robots" content="noindex">');
  const cleaned = html
    .replace(TITLE_ELEMENT, '')
    .replace(JSON_LD_SCRIPT, '')
    .replace(META_OR_LINK_TAG, (tag) => (isReplacedTag(tag) ? '' : tag));
  return insertIntoHead(cleaned, headTags(meta));
}

function isReplacedTag(tag: string): boolean {
  const attributes = new Map<string, string>();
  for (const [, name, value = ''] of tag.matchAll(new RegExp(ATTRIBUTE, 'g'))) {
    attributes.set(name!.toLowerCase(), value.replace(/^["']|["']$/g, ''));
  }
  const key = attributes.get('name') ?? attributes.get('property');
  if (key !== undefined && REPLACED_META.test(key)) return true;
  return (attributes.get('rel') ?? '').toLowerCase().split(/\s+/).includes('canonical');
}

function headTags(meta: PageMeta): string {
  const attr = escapeMarkup;
  const property = (name: string, content: string | undefined) =>
    content === undefined ? '' : `<meta property="${name}" content="${attr(content)}">`;
  const named = (name: string, content: string | undefined) =>
    content === undefined ? '' : `<meta name="${name}" content="${attr(content)}">`;
  return [
    `<title>${escapeMarkup(`${meta.title} | ${SITE_NAME}`)}</title>`,
    named('description', meta.description),
    `<link rel="canonical" href="${attr(meta.url)}">`,
    property('og:site_name', SITE_NAME),
    property('og:locale', SITE_LOCALE),
    property('og:type', meta.type),
    property('og:title', meta.title),
    property('og:description', meta.description),
    property('og:url', meta.url),
    property('og:image', meta.image),
    property('og:image:alt', meta.imageAlt),
    property('article:published_time', meta.publishedTime),
    property('article:section', meta.section),
    named('twitter:card', 'summary_large_image'),
    named('twitter:title', meta.title),
    named('twitter:description', meta.description),
    named('twitter:image', meta.image),
    named('twitter:image:alt', meta.imageAlt),
    preloadLink(meta.preloadImage),
    meta.jsonLd ? `<script type="application/ld+json">${jsonForScript(meta.jsonLd)}</script>` : '',
  ].join('');
}

/** The same `srcset` (from the stored copies) and `sizes` as SafeImage gives the <img>. */
function preloadLink(image: PageMeta['preloadImage']): string {
  if (!image?.src) return '';
  const srcSet = imageSrcSet(image.src);
  const attr = escapeMarkup;
  const responsive = srcSet ? ` imagesrcset="${attr(srcSet)}" imagesizes="${attr(image.sizes)}"` : '';
  return `<link rel="preload" as="image" href="${attr(image.src)}"${responsive} fetchpriority="high">`;
}

/** Right before `</head>`; a document without one gets the tags at its start. */
function insertIntoHead(html: string, tags: string): string {
  const end = html.search(/<\/head\s*>/i);
  return end === -1 ? tags + html : html.slice(0, end) + tags + html.slice(end);
}
