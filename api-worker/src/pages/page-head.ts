import {
  SITE_FEED,
  SITE_LOCALE,
  SITE_NAME,
  documentTitle,
  imageSrcSet,
  type PageFeed,
  type PageHead,
} from '@portal/contracts';
import { escapeMarkup, jsonForScript } from '../site/escape.ts';
import { rewriteHtml, type HtmlRule } from './html-rewriter/index.ts';

/** The `name`/`property` values the page's own tags replace: description, Open Graph, Twitter… */
const REPLACED_META = /^(?:description|robots|og:.*|article:.*|twitter:.*)$/i;

/**
 * The rules that give the shell's head one page's head (its section's fragment brings it, DESIGN
 * §10): title, description, canonical link, robots, Open Graph and Twitter tags, JSON-LD, the
 * preload of its largest picture and its RSS feeds (the site's, then its own), for every reader and
 * for clients that do not run JavaScript (link previews, crawlers, feed readers). Tags of those kinds already in the shell are taken out, never
 * doubled; `tags()` is what goes at the end of the head, asked for when it ends. The picture's
 * preload goes first, right after `<meta name="viewport">`: ahead of the stylesheets the head
 * holds inline, so that a phone's parser meets it within the document's first bytes, and after
 * the viewport, without which its `imagesizes` would be read for a 980 px wide page and the
 * phone would download a larger copy beside the one its <img> asks for (with the other tags
 * when the template has no such meta). Without a head (a missing item the portal found
 * itself) the shell's head stays, marked `noindex`.
 */
export function pageHeadRules(head: PageHead | null): { rules: HtmlRule[]; tags: () => string } {
  if (!head) {
    return {
      rules: [{ selector: 'meta[name="robots" i]', element: (meta) => void meta.remove() }],
      tags: () => '<meta name="robots" content="noindex">',
    };
  }
  const remove = (element: { remove(): unknown }) => void element.remove();
  const preload = preloadLink(head.preloadImage);
  let preloadPlaced = preload === '';
  return {
    rules: [
      {
        selector: 'meta[name="viewport" i]',
        element: (meta) => {
          if (preloadPlaced) return;
          preloadPlaced = true;
          meta.after(preload, { html: true });
        },
      },
      { selector: 'title', element: remove },
      { selector: 'script[type="application/ld+json" i]', element: remove },
      { selector: 'link[rel~="canonical" i]', element: remove },
      // A page's picture preload in the template (a document composed again) goes: this one's comes.
      { selector: 'link[rel~="preload" i][as="image" i]', element: remove },
      { selector: 'link[rel~="alternate" i][type="application/rss+xml" i]', element: remove },
      {
        selector: 'meta',
        element: (meta) => {
          const key = meta.getAttribute('name') ?? meta.getAttribute('property');
          if (key !== null && REPLACED_META.test(key)) meta.remove();
        },
      },
    ],
    tags: () => pageHeadTags(head) + (preloadPlaced ? '' : preload),
  };
}

/**
 * The shell's index.html with one page's head (pageHeadRules), before `</head>`; a template
 * written without a head (the build always writes one) gets the tags before its first element.
 */
export async function withPageHead(html: string, head: PageHead | null): Promise<string> {
  const { rules, tags } = pageHeadRules(head);
  let placed = false;
  const result = await rewriteHtml(html, [
    ...rules,
    beforeHeadEnd(() => {
      placed = true;
      return tags();
    }),
  ]);
  if (placed) return result;
  return rewriteHtml(result, [
    {
      selector: '*',
      element: (element) => {
        if (placed) return;
        placed = true;
        element.before(tags(), { html: true });
      },
    },
  ]);
}

/** A rule that puts what `content` gives (asked when the head ends) right before `</head>`. */
export function beforeHeadEnd(content: () => string): HtmlRule {
  return {
    selector: 'head',
    element: (head) => head.onEndTag((end) => void end.before(content(), { html: true })),
  };
}

function pageHeadTags(head: PageHead): string {
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
    ...[SITE_FEED, ...(head.feeds ?? [])].map(feedLink),
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
    head.jsonLd ? `<script type="application/ld+json">${jsonForScript(head.jsonLd)}</script>` : '',
  ].join('');
}

/** A feed reader's way to a page's feed (issue #35). */
function feedLink({ title, href }: PageFeed): string {
  const attr = escapeMarkup;
  return `<link rel="alternate" type="application/rss+xml" title="${attr(title)}" href="${attr(href)}">`;
}

/** The same `srcset` (from the stored copies) and `sizes` as SafeImage gives the <img>. */
function preloadLink(image: PageHead['preloadImage']): string {
  if (!image?.src) return '';
  const srcSet = imageSrcSet(image.src);
  const attr = escapeMarkup;
  const responsive = srcSet ? ` imagesrcset="${attr(srcSet)}" imagesizes="${attr(image.sizes)}"` : '';
  return `<link rel="preload" as="image" href="${attr(image.src)}"${responsive} fetchpriority="high">`;
}
