/**
 * The one HTML sanitizer of the API: every `texto` (news, events) goes through it on every write,
 * so that what the public pages render as HTML can hold no script (docs/api.md). It walks a real
 * HTML parse (htmlparser2, pure JavaScript: the same on Node and workerd) and writes back only the
 * allowed tags and attributes, with text and attribute values escaped again.
 */
import { Parser } from 'htmlparser2';

/** Tags a newsroom body uses, and for each the only attributes it may keep. No `style`, no `on*`. */
const ALLOWED: Readonly<Record<string, readonly string[]>> = {
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
  return escapeText(value).replace(/"/g, '&quot;');
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

/**
 * Elements whose text the parser reads as raw text up to their closing tag (script, style…): that
 * text is never written. Unclosed, they take the rest of the body, as in a browser.
 */
const RAW_TEXT = new Set([
  'script',
  'style',
  'title',
  'textarea',
  'xmp',
  'iframe',
  'noembed',
  'noframes',
  'plaintext',
]);
/**
 * Removed with what they enclose when closed; unclosed, only the tag goes and what follows stays
 * (sanitized), so that one broken tag does not swallow the rest of an article.
 */
const DROPPED_WHEN_CLOSED = new Set([
  'object',
  'applet',
  'template',
  'noscript',
  'select',
  'head',
  'frameset',
]);
/** SVG and MathML: removed with their content, up to their end or an HTML tag that leaves them. */
const FOREIGN = new Set(['svg', 'math']);
/** Inside these, HTML tags belong to the foreign element (they do not leave it). */
const INTEGRATION_POINTS = new Set([
  'mi',
  'mo',
  'mn',
  'ms',
  'mtext',
  'annotation-xml',
  'foreignObject',
  'desc',
  'title',
]);
/**
 * HTML tags that end open SVG or MathML (the HTML parsing spec's "breakout" list): a browser shows
 * what follows an unclosed `<svg>` from the first of them on, and so does the output.
 */
const BREAKOUT = new Set([
  'b',
  'big',
  'blockquote',
  'body',
  'br',
  'center',
  'code',
  'dd',
  'div',
  'dl',
  'dt',
  'em',
  'embed',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'head',
  'hr',
  'i',
  'img',
  'li',
  'listing',
  'menu',
  'meta',
  'nobr',
  'ol',
  'p',
  'pre',
  'ruby',
  's',
  'small',
  'span',
  'strong',
  'strike',
  'sub',
  'sup',
  'table',
  'tt',
  'u',
  'ul',
  'var',
]);
const VOID = new Set(['br', 'hr', 'img']);

type FrameMode =
  'keep' | 'unwrap' | 'raw' | 'dropped-when-closed' | 'foreign' | 'left-foreign' | 'integration';
interface Frame {
  name: string;
  mode: FrameMode;
  /** Where the output stood when a dropped-when-closed element opened. */
  mark: number;
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The HTML with only the allowed tags, attributes and URLs left. */
export function sanitizeHtml(html: string): string {
  const out: string[] = [];
  const stack: Frame[] = [];
  /** Open raw-text and (not yet left) foreign elements: nothing inside them is written. */
  let hidden = 0;
  const inForeign = () => {
    for (let i = stack.length - 1; i >= 0; i--) {
      const { mode } = stack[i]!;
      if (mode === 'foreign') return true;
      if (mode === 'integration') return false;
    }
    return false;
  };
  /** An HTML tag inside SVG/MathML (not at an integration point) closes them, as in a browser. */
  const leaveForeign = () => {
    for (let i = stack.length - 1; i >= 0; i--) {
      const frame = stack[i]!;
      if (frame.mode === 'integration') return;
      if (frame.mode === 'foreign') {
        frame.mode = 'left-foreign';
        hidden--;
      }
    }
  };

  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (BREAKOUT.has(name) && inForeign()) leaveForeign();
        const foreign = inForeign();
        let mode: FrameMode;
        if (RAW_TEXT.has(name) && !(foreign && INTEGRATION_POINTS.has(name))) mode = 'raw';
        else if (FOREIGN.has(name)) mode = 'foreign';
        else if (foreign && INTEGRATION_POINTS.has(name)) mode = 'integration';
        else if (DROPPED_WHEN_CLOSED.has(name)) mode = 'dropped-when-closed';
        else if (Object.hasOwn(ALLOWED, name) && !foreign) mode = 'keep';
        else mode = 'unwrap';
        if (mode === 'raw' || mode === 'foreign') hidden++;
        stack.push({ name, mode, mark: out.length });
        if (mode !== 'keep' || hidden > 0) return;
        const kept = ALLOWED[name]!.filter((attribute) => Object.hasOwn(attributes, attribute))
          .map((attribute) => cleanAttribute(name, attribute, attributes[attribute]!))
          .filter(Boolean);
        out.push(`<${name}${kept.map((attribute) => ` ${attribute}`).join('')}>`);
      },
      ontext(text) {
        if (hidden === 0) out.push(escapeText(text));
      },
      onclosetag(name, isImplied) {
        const frame = stack.pop();
        if (!frame) return;
        if (frame.mode === 'raw' || frame.mode === 'foreign') hidden--;
        else if (frame.mode === 'dropped-when-closed' && !isImplied) out.length = frame.mark;
        else if (frame.mode === 'keep' && hidden === 0 && !VOID.has(name)) out.push(`</${name}>`);
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  return out.join('').trim();
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
