import { SITE_LOCALE, SITE_NAME, documentTitle, imageSrcSet, type PageHead } from '@portal/contracts';
import { escapeMarkup, jsonForScript } from '../site/escape.ts';

const ATTRIBUTE = String.raw`\s+([^\s"'>/=]+)(?:\s*=\s*("[^"]*"|'[^']*'|[^\s"'>]+))?`;
/** A `<meta>` or `<link>` tag; quoted attribute values may hold '>'. */
const META_OR_LINK_TAG = new RegExp(`<(?:meta|link)(?:${ATTRIBUTE})*\\s*/?>`, 'gi');
const TITLE_ELEMENT = /<title\b[^>]*>[\s\S]*?<\/title\s*>/gi;
const JSON_LD_SCRIPT = /<script\b[^>]*application\/ld\+json[^>]*>[\s\S]*?<\/script\s*>/gi;
/** The `name`/`property` values the page's own tags replace: description, Open Graph, Twitter… */
const REPLACED_META = /^(?:description|robots|og:.*|article:.*|twitter:.*)$/i;

/**
 * The shell's index.html with one page's head (its section's fragment brings it, DESIGN §10):
 * title, description, canonical link, robots, Open Graph and Twitter tags, JSON-LD and the
 * preload of its largest picture, for every reader and for clients that do not run JavaScript
 * (link previews, crawlers). Tags of those kinds already in the shell are replaced, never
 * doubled. Without a head (a missing item the portal found itself) the shell stays as it is,
 * marked `noindex`.
 */
export function withPageHead(html: string, head: PageHead | null): string {
  if (!head) return insertIntoHead(html, '<meta name="robots" content="noindex">');
  const cleaned = html
    .replace(TITLE_ELEMENT, '')
    .replace(JSON_LD_SCRIPT, '')
    .replace(META_OR_LINK_TAG, (tag) => (isReplacedTag(tag) ? '' : tag));
  return insertIntoHead(cleaned, headTags(head));
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

function headTags(head: PageHead): string {
  const attr = escapeMarkup;
  const property = (name: string, content: string | undefined) =>
    content === undefined ? '' : `<meta property="${name}" content="${attr(content)}">`;
  const named = (name: string, content: string | undefined) =>
    content === undefined ? '' : `<meta name="${name}" content="${attr(content)}">`;
  const { openGraph: card } = head;
  const title = head.title ?? SITE_NAME;
  return [
    `<title>${escapeMarkup(documentTitle(head.title))}</title>`,
    named('description', head.description),
    named('robots', head.robots),
    head.canonical === undefined ? '' : `<link rel="canonical" href="${attr(head.canonical)}">`,
    // The Twitter card repeats the Open Graph one: a missing page has neither.
    ...(card
      ? [
          property('og:site_name', SITE_NAME),
          property('og:locale', SITE_LOCALE),
          property('og:type', card.type),
          property('og:title', title),
          property('og:description', head.description),
          property('og:url', head.canonical),
          property('og:image', card.image),
          property('og:image:alt', card.imageAlt),
          property('article:published_time', card.publishedTime),
          property('article:section', card.section),
          named('twitter:card', card.image ? 'summary_large_image' : 'summary'),
          named('twitter:title', title),
          named('twitter:description', head.description),
          named('twitter:image', card.image),
          named('twitter:image:alt', card.imageAlt),
        ]
      : []),
    preloadLink(head.preloadImage),
    head.jsonLd ? `<script type="application/ld+json">${jsonForScript(head.jsonLd)}</script>` : '',
  ].join('');
}

/** The same `srcset` (from the stored copies) and `sizes` as SafeImage gives the <img>. */
function preloadLink(image: PageHead['preloadImage']): string {
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
