/**
 * The one HTML sanitizer of the API: every `texto` (news, events) goes through it on every write,
 * so that what the public pages render as HTML can hold no script (DESIGN.md §4). js-xss with an
 * allow-list: pure JavaScript, the same on Node and workerd.
 */
import xss, { type FilterXSS as FilterXSSClass, type IWhiteList } from 'xss';

// js-xss is CommonJS. Its default export (module.exports) carries the named exports on every
// runtime, whereas a named import resolves only on some (Vite's runner inside workerd, as the
// workers tests use it, sees nothing but `default`).
const { FilterXSS } = xss as unknown as { FilterXSS: typeof FilterXSSClass };

/** Tags a newsroom body uses, and for each the only attributes it may keep. No `style`, no `on*`. */
const ALLOWED: IWhiteList = {
  p: [],
  br: [],
  hr: [],
  h1: [],
  h2: [],
  h3: [],
  h4: [],
  h5: [],
  h6: [],
  strong: [],
  b: [],
  em: [],
  i: [],
  u: [],
  s: [],
  del: [],
  ins: [],
  sub: [],
  sup: [],
  mark: [],
  small: [],
  blockquote: [],
  q: [],
  cite: [],
  code: [],
  pre: [],
  ul: [],
  ol: ['start'],
  li: [],
  a: ['href', 'title', 'target', 'rel'],
  img: ['src', 'alt', 'title', 'width', 'height'],
  figure: [],
  figcaption: [],
  table: [],
  caption: [],
  thead: [],
  tbody: [],
  tfoot: [],
  tr: [],
  th: ['colspan', 'rowspan'],
  td: ['colspan', 'rowspan'],
  span: [],
  div: [],
};

/** Removed together with everything inside them; other unknown tags lose the tag but keep their text. */
const DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'svg',
  'math',
  'template',
  'noscript',
  'noembed',
  'noframes',
  'textarea',
  'select',
  'title',
  'xmp',
  'head',
];

/**
 * Link targets: http, https, mailto and tel only, written literally. A scheme hidden behind
 * entities or control characters (`&#106;avascript:`, `java\tscript:`) does not start with one of
 * these, so it is dropped too.
 */
const LINK = /^(?:https?:\/\/|mailto:|tel:)/i;
/** Image sources: http(s), or an upload of this site under /media/ (plain segments, no traversal). */
const IMAGE = /^(?:https?:\/\/|\/media\/(?:[A-Za-z0-9][A-Za-z0-9._-]*\/)*[A-Za-z0-9][A-Za-z0-9._-]*$)/i;
const REL_TOKENS = new Set(['noopener', 'noreferrer', 'nofollow', 'ugc']);

/** The value as the output may carry it inside double quotes. */
function escapeAttribute(value: string): string {
  return value.replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The attribute as written back (`name="value"`), or '' to drop it. */
function cleanAttribute(tag: string, name: string, rawValue: string): string {
  const value = rawValue.trim();
  // A control character inside a URL or text attribute is never legitimate, and browsers skip some.
  if ([...value].some((char) => char.charCodeAt(0) < 0x20)) return '';
  if (tag === 'a' && name === 'href') return LINK.test(value) ? `href="${escapeAttribute(value)}"` : '';
  if (tag === 'img' && name === 'src') return IMAGE.test(value) ? `src="${escapeAttribute(value)}"` : '';
  if (name === 'target') return value === '_blank' ? 'target="_blank"' : '';
  if (name === 'rel') {
    const tokens = value
      .toLowerCase()
      .split(/\s+/)
      .filter((token) => REL_TOKENS.has(token));
    return tokens.length > 0 ? `rel="${tokens.join(' ')}"` : '';
  }
  if (['width', 'height', 'colspan', 'rowspan', 'start'].includes(name)) {
    return /^\d{1,5}$/.test(value) ? `${name}="${value}"` : '';
  }
  // title, alt: text.
  return `${name}="${escapeAttribute(value)}"`;
}

/** Dropped tags that never have a closing tag. */
const VOID_DROPPED = new Set(['embed', 'frame']);

/**
 * Drops the tags of DROPPED_WITH_CONTENT with what they enclose, nested or not; an unclosed one
 * takes the rest of the body with it (as a browser would treat an unclosed script). Other
 * unknown tags go and their text stays; a `<` that opens no tag ('1 < 2') stays as text.
 * js-xss' own StripTagBody leaves '[removed]' markers behind, hence this one. One per call: it
 * records positions of the output being built.
 */
function createTagStripper() {
  const ranges: [number, number][] = [];
  let depth = 0;
  let start = 0;
  return {
    onIgnoreTag(tag: string, html: string, { position = 0, isClosing = false }): string {
      if (!/^[a-z][a-z0-9-]*$/i.test(tag)) return escapeText(html);
      if (!DROPPED_WITH_CONTENT.includes(tag)) return '';
      if (VOID_DROPPED.has(tag) || html.endsWith('/>')) return '';
      if (!isClosing) {
        if (depth++ === 0) start = position;
      } else if (depth > 0 && --depth === 0) {
        ranges.push([start, position]);
      }
      return '';
    },
    remove(output: string): string {
      if (depth > 0) ranges.push([start, output.length]);
      let kept = '';
      let from = 0;
      for (const [rangeStart, rangeEnd] of ranges) {
        kept += output.slice(from, rangeStart);
        from = rangeEnd;
      }
      return kept + output.slice(from);
    },
  };
}

function escapeText(text: string): string {
  return text.replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The HTML with only the allowed tags, attributes and URLs left. */
export function sanitizeHtml(html: string): string {
  const stripper = createTagStripper();
  const filter = new FilterXSS({
    whiteList: ALLOWED,
    allowCommentTag: false,
    stripBlankChar: true,
    css: false,
    onIgnoreTag: stripper.onIgnoreTag,
    // Every allowed attribute is decided here; any other attribute (on*, style, class…) is dropped.
    onTagAttr: (tag, name, value, isWhiteAttr) => (isWhiteAttr ? cleanAttribute(tag, name, value) : ''),
  });
  return stripper.remove(filter.process(html)).trim();
}

/**
 * The `/media/…` images a sanitized body shows: what an edit or a delete may leave unused.
 * (The sanitizer writes every attribute in double quotes, so one pattern reads them.)
 */
export function mediaImagesOf(sanitizedHtml: string): string[] {
  const urls = new Set<string>();
  for (const match of sanitizedHtml.matchAll(/<img\b[^>]*?\ssrc="(\/media\/[^"]+)"/gi)) {
    urls.add(match[1]!);
  }
  return [...urls];
}
