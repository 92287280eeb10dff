/**
 * The one HTML sanitizer of the API: every `texto` (news, events) goes through it on every write,
 * so that what the public pages render as HTML can hold no script (docs/api.md). It is the
 * sanitize-html library (an htmlparser2 parse, pure JavaScript: the same on Node and workerd),
 * which writes back only the allowed tags and attributes with text and values escaped again.
 * What is ours is the policy below: the tags and attributes a newsroom body keeps, which URLs and
 * values they may hold, and how SVG/MathML and a few container elements go.
 */
import sanitize from 'sanitize-html';

/** Tags a newsroom body uses. No `style`, no `class`, no `on*` on any of them. */
const TAGS =
  'p br hr h1 h2 h3 h4 h5 h6 strong b em i u s del ins sub sup mark small blockquote q cite code ' +
  'pre ul ol li a img figure figcaption table caption thead tbody tfoot tr th td span div';
const ALLOWED = new Set(TAGS.split(' '));
/** The only attributes kept, by tag. */
const ATTRIBUTES: Record<string, string[]> = {
  ol: ['start'],
  a: ['href', 'title', 'target', 'rel'],
  img: ['src', 'alt', 'title', 'width', 'height'],
  th: ['colspan', 'rowspan'],
  td: ['colspan', 'rowspan'],
};

/**
 * Link targets: http, https, mailto and tel only, written literally (no relative link). A scheme
 * hidden behind entities or control characters (`&#106;avascript:`, `java\tscript:`) does not
 * start with one of these, so it is dropped too.
 */
const LINK = /^(?:https?:\/\/|mailto:|tel:)/i;
/** Image sources: http(s), or an upload of this site under /media/ (plain segments, no traversal). */
const IMAGE = /^(?:https?:\/\/|\/media\/(?:[A-Za-z0-9][A-Za-z0-9._-]*\/)*[A-Za-z0-9][A-Za-z0-9._-]*$)/i;
const REL_TOKENS = new Set(['noopener', 'noreferrer', 'nofollow', 'ugc']);
const NUMBERS = new Set(['width', 'height', 'colspan', 'rowspan', 'start']);

/** The value an attribute keeps, trimmed, or undefined to drop it. */
function cleanValue(tag: string, name: string, rawValue: string): string | undefined {
  const value = rawValue.trim();
  // A control character inside a URL or text attribute is never legitimate, and browsers skip some.
  if ([...value].some((char) => char.charCodeAt(0) < 0x20)) return undefined;
  if (tag === 'a' && name === 'href') return LINK.test(value) ? value : undefined;
  if (tag === 'img' && name === 'src') return IMAGE.test(value) ? value : undefined;
  if (name === 'target') return value === '_blank' ? value : undefined;
  if (name === 'rel') {
    const tokens = value
      .toLowerCase()
      .split(/\s+/)
      .filter((token) => REL_TOKENS.has(token));
    return tokens.length > 0 ? tokens.join(' ') : undefined;
  }
  if (NUMBERS.has(name)) return /^\d{1,5}$/.test(value) ? value : undefined;
  return value; // title, alt: text.
}

/**
 * Elements the parser reads as raw text up to their closing tag (script, style…): their text is
 * never written. Unclosed, they take the rest of the body, as in a browser.
 */
const RAW_TEXT = 'script style title textarea xmp iframe noembed noframes plaintext'.split(' ');
/**
 * Removed with what they enclose when closed; unclosed, only the tag goes and what follows stays
 * (sanitized), so that one broken tag does not swallow the rest of an article.
 */
const DROPPED_WHEN_CLOSED = new Set('object applet template noscript select head frameset'.split(' '));
/**
 * What those tags, and allowed tags inside SVG/MathML, are renamed to: an allowed name (with no
 * attribute), so that sanitize-html hands their frame to `exclusiveFilter`, which always removes
 * it: the tag alone, or with what it encloses. No input can name it: the parser lowercases tags.
 */
const REMOVED = 'REMOVED';
/** SVG and MathML: removed with their content, up to their end or an HTML tag that leaves them. */
const FOREIGN = new Set(['svg', 'math']);
/** Inside these, HTML tags belong to the foreign element (they do not leave it). */
const INTEGRATION_POINTS = new Set('mi mo mn ms mtext annotation-xml foreignObject desc title'.split(' '));
/**
 * HTML tags that end open SVG or MathML (the HTML parsing spec's "breakout" list): a browser shows
 * what follows an unclosed `<svg>` from the first of them on, and so does the output.
 */
const BREAKOUT = new Set(
  (
    'b big blockquote body br center code dd div dl dt em embed h1 h2 h3 h4 h5 h6 head hr i img li ' +
    'listing menu meta nobr ol p pre ruby s small span strong strike sub sup table tt u ul var'
  ).split(' '),
);

/** The options every call shares; `sanitizeHtml` adds the hooks that follow the parse. */
const POLICY: sanitize.IOptions = {
  allowedTags: [...ALLOWED, REMOVED],
  allowedAttributes: ATTRIBUTES,
  // Checked again after `cleanValue`, as a second line.
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: RAW_TEXT,
  selfClosing: ['br', 'hr', 'img'],
  // No tag keeps `style`: its CSS is never parsed.
  parseStyleAttributes: false,
};

/** The HTML with only the allowed tags, attributes and URLs left. */
export function sanitizeHtml(html: string): string {
  /**
   * The open elements as the parse reports them, for what sanitize-html does not model: SVG and
   * MathML. `svg`: an SVG/MathML element not yet left; `foreign`: what it encloses is inside one.
   * Both are kept up to date as tags open, so that no step walks the whole stack (a deeply nested
   * body stays linear).
   */
  const open: { name: string; svg: boolean; foreign: boolean }[] = [];
  /** How many SVG/MathML elements are open and not left: while any is, nothing is written. */
  let foreignOpen = 0;
  const hidden = () => foreignOpen > 0;
  /** The tags renamed to REMOVED, by the attributes object their frame keeps. */
  const removed = new WeakMap<sanitize.Attributes, 'tag' | 'when-closed'>();
  let closedByItsEndTag = false;

  const sanitized = sanitize(html, {
    ...POLICY,
    onOpenTag(name) {
      // An HTML tag inside SVG/MathML closes them, as in a browser, back to an integration point
      // (whose content is HTML).
      if (BREAKOUT.has(name)) {
        for (let i = open.length - 1; i >= 0 && open[i]!.foreign; i--) {
          if (open[i]!.svg) foreignOpen--;
          open[i] = { name: open[i]!.name, svg: false, foreign: false };
        }
      }
      const inForeign = open.at(-1)?.foreign ?? false;
      const svg = FOREIGN.has(name);
      if (svg) foreignOpen++;
      open.push({ name, svg, foreign: svg || (inForeign && !INTEGRATION_POINTS.has(name)) });
    },
    onCloseTag(name, isImplied) {
      if (open.at(-1)?.name === name && open.pop()!.svg) foreignOpen--;
      closedByItsEndTag = !isImplied;
    },
    // Called for each tag right after `onOpenTag` (not inside raw text, whose tags are skipped).
    transformTags: {
      '*': (tagName, attribs) => {
        // (Any other tag is not allowed: sanitize-html discards it, inside SVG/MathML or not.)
        if (DROPPED_WHEN_CLOSED.has(tagName) || (hidden() && ALLOWED.has(tagName))) {
          // The frame keeps this very object as its attributes: `exclusiveFilter` knows it by it.
          const none: sanitize.Attributes = {};
          removed.set(none, DROPPED_WHEN_CLOSED.has(tagName) ? 'when-closed' : 'tag');
          return { tagName: REMOVED, attribs: none };
        }
        const kept: sanitize.Attributes = {};
        for (const [name, value] of Object.entries(attribs)) {
          const clean = cleanValue(tagName, name, value);
          if (clean !== undefined) kept[name] = clean;
        }
        // The back office's editor copies an image's alt text into its title when it reads a body:
        // such a title says nothing more, and dropping it keeps an untouched body unchanged.
        if (tagName === 'img' && (kept.title === '' || kept.title === kept.alt)) delete kept.title;
        return { tagName, attribs: kept };
      },
    },
    textFilter: (text) => (hidden() ? '' : text),
    // Called for every allowed element as it closes, right after `onCloseTag`.
    exclusiveFilter: ({ attribs }) => {
      const how = removed.get(attribs);
      if (!how) return false;
      return how === 'when-closed' && closedByItsEndTag ? true : 'excludeTag';
    },
  });
  // sanitize-html writes `<br />`; every `>` of a text or value comes out as `&gt;`, so ` />` only
  // ends a void tag, written `<br>` as before.
  return sanitized.replace(/ \/>/g, '>').trim();
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
