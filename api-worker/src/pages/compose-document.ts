import { CODE_LIST_ID, imageSrcSet, type PageHead } from '@portal/contracts';
import { escapeMarkup, jsonForScript } from '../site/escape.ts';
import { rewriteHtml, type HtmlElement } from './html-rewriter/index.ts';
import { beforeHeadEnd, pageHeadRules } from './page-head.ts';

/**
 * What a server-rendered page adds to the shell's index.html (DESIGN §10): what is known once
 * its section has said what the page is (DocumentStart), and what comes with its HTML
 * (DocumentRest).
 */
export type DocumentParts = DocumentStart & DocumentRest;

/** What comes with the section's HTML: the document's body and its last hints. */
export interface DocumentRest {
  /** The root element's content: the chrome with the sections' HTML in place. */
  rootHtml: string;
  /** The JSON the browser takes the page over with (shell/src/remotes/prerendered-sections.ts). */
  handOver: unknown;
  /** Resource hints for the head (the pictures React asked to preload), after its stylesheets. */
  headHints: string;
}

/** What the document's head is made of: known before the section's HTML. */
export interface DocumentStart {
  /** The hand-over element's id. */
  handOverId: string;
  /**
   * The page's own head in place of the shell's title, description, canonical, robots, Open Graph,
   * Twitter and JSON-LD (page-head.ts); null for a missing page (the shell's, `noindex`); left out,
   * the shell's head as it is.
   */
  head?: PageHead | null;
  /** The sections' stylesheets (absolute URLs on their origins). */
  stylesheets: string[];
  /**
   * Stylesheets that go into the document as `<style>` elements, by the href the document would
   * link them with (the shell's `/….css`, a section's absolute URL); any other stays a link.
   */
  inlineStyles?: ReadonlyMap<string, string>;
  /** A page that does not exist: kept out of search engines. */
  noindex?: boolean;
  /**
   * When the shell's code starts: at once as its index.html says (a page with a section left to
   * the browser), after the page's load by the loader file (a page whole without code), or never
   * (a page with nothing to take over). After the load, the document ends open, without its
   * optional `</body></html>`: each answer closes it with the nonce'd bootstrap that asks for
   * the loader (http/script-nonce.ts).
   */
  code?: 'at-once' | 'after-load' | 'none';
}

/** A composed document, and the texts of the `<style>` elements the composer put in its head. */
export interface ComposedDocument {
  html: string;
  /** For the CSP's hashes (http/security-headers.ts): the only inline styles a document may use. */
  inlineStyles: string[];
}

/**
 * A document composed up to where the section's HTML is needed: `start` is the whole head but
 * its last hints (title, cards, every stylesheet, the code's list), which can leave at once;
 * `finish` gives the rest from the section's HTML.
 */
export interface DocumentInParts {
  start: string;
  inlineStyles: string[];
  finish(rest: DocumentRest): string;
}

/** For readers without JavaScript: pictures instead of the lazy pictures' placeholders. */
const WITHOUT_JAVASCRIPT_STYLES = '<noscript><link rel="stylesheet" href="/sin-javascript.css"></noscript>';
/** The shell's own stylesheets, preloaded by its build: needed before the first paint now. */
const PRELOADED_STYLE = 'link[rel="preload" i][as="style" i][href]';

/** What the composer needs to know of the shell's index.html, read once per template. */
export interface TemplateFacts {
  /** It has the empty root element a page is rendered into, and a head that ends. */
  composable: boolean;
  /** The hrefs of the shell's own stylesheets (the ones a document needs first). */
  shellStylesheets: string[];
  /** The texts of the `<style>` elements of its head, which the CSP allows by hash. */
  headStyles: string[];
}

let lastTemplate: { template: string; facts: Promise<TemplateFacts> } | undefined;

/** TemplateFacts of a shell's index.html (the last one is kept: a runtime serves one build). */
export function templateFacts(template: string): Promise<TemplateFacts> {
  if (lastTemplate?.template !== template) {
    const shellStylesheets: string[] = [];
    const headStyles: string[] = [];
    let style = '';
    let root = false;
    let headEnds = false;
    const facts = rewriteHtml(template, [
      { selector: PRELOADED_STYLE, element: (link) => void shellStylesheets.push(hrefOf(link)) },
      { selector: 'div#root', element: () => void (root = true) },
      { selector: 'head', element: (head) => head.onEndTag(() => void (headEnds = true)) },
      {
        selector: 'head style',
        text: ({ text, lastInTextNode }) => {
          style += text;
          if (lastInTextNode) {
            headStyles.push(style);
            style = '';
          }
        },
      },
    ]).then(() => ({ composable: root && headEnds, shellStylesheets, headStyles }));
    lastTemplate = { template, facts };
  }
  return lastTemplate.facts;
}

/**
 * A fragment's leading resource hints, which belong in the head, and the rest of its HTML. React's
 * preload of the picture the page's head already preloads (`preloadedImage`: the same URL, or the
 * same `srcset` and `sizes`) is left out: the head's comes first in the document.
 */
export async function splitLeadingHints(
  html: string,
  preloadedImage?: PageHead['preloadImage'],
): Promise<{ hints: string; body: string }> {
  // React puts at the start of a fragment the hints for the head (the LCP picture's preload) and
  // the metadata a page renders (a missing item's `<meta name="robots">`, which the head says now).
  let leading = true;
  const hints: string[] = [];
  const preloadedSrcSet = preloadedImage && imageSrcSet(preloadedImage.src);
  const isPreloaded = (element: HtmlElement) => {
    if (!preloadedImage || element.tagName !== 'link' || element.getAttribute('as') !== 'image') return false;
    const attribute = (name: string) => unescapeAttribute(element.getAttribute(name) ?? '');
    const srcSet = attribute('imagesrcset');
    return srcSet
      ? srcSet === preloadedSrcSet && attribute('imagesizes') === preloadedImage.sizes
      : attribute('href') === preloadedImage.src;
  };
  const body = await rewriteHtml(html, [
    {
      selector: '*',
      element: (element) => {
        if (!leading) return;
        if (element.tagName !== 'link' && element.tagName !== 'meta') {
          leading = false;
          return;
        }
        const isRobots = element.tagName === 'meta' && element.getAttribute('name') === 'robots';
        if (!isRobots && !isPreloaded(element)) hints.push(startTagOf(element));
        element.remove();
      },
    },
  ]);
  return { hints: hints.join(''), body };
}

/**
 * The shell's index.html with a page rendered in it, in one pass of the HTML rewriter: its
 * stylesheets inline where their text was read (parts.inlineStyles), as render-blocking links
 * otherwise (no unstyled flash, no shift when the scripts arrive), the page's head, the pictures
 * React asked to preload in the head, the root element filled, the hand-over data as inert JSON,
 * and the code started as parts.code says (after the load: the document ends where its answer's
 * bootstrap goes). The `<noscript>` notice goes: the page reads without scripts.
 */
export async function composeDocument(template: string, parts: DocumentParts): Promise<ComposedDocument> {
  const { start, inlineStyles, finish } = await composeDocumentStart(template, parts);
  return { html: start + finish(parts), inlineStyles };
}

/**
 * The same document in two parts (DESIGN §10, "the chrome's first bytes leave before the section
 * has finished"): one pass of the rewriter over the template with a marker where each later part
 * goes (a comment with a token of this process, which nothing else in the template or the page's
 * head can hold: the head's texts are escaped), cut at the markers.
 */
export async function composeDocumentStart(template: string, parts: DocumentStart): Promise<DocumentInParts> {
  partMarker ??= `portal-parte-${crypto.randomUUID()}`;
  const [hintsAt, rootAt, handOverAt] = ['hints', 'root', 'hand-over'].map(
    (part) => `<!--${partMarker}-${part}-->`,
  );
  const { html, inlineStyles } = await composeWithMarkers(template, {
    ...parts,
    headHints: hintsAt!,
    rootHtml: rootAt!,
    handOver: handOverAt!,
  });
  const [start = '', afterHints = ''] = html.split(hintsAt!);
  const [beforeRoot = '', afterRoot = ''] = afterHints.split(rootAt!);
  const [beforeHandOver = '', end = ''] = afterRoot.split(handOverAt!);
  return {
    start,
    inlineStyles,
    finish: (rest) =>
      rest.headHints + beforeRoot + rest.rootHtml + beforeHandOver + jsonForScript(rest.handOver) + end,
  };
}

/**
 * Marks the later parts' places in a document being composed (composeDocumentStart); drawn at the
 * first use, as workerd allows no random values in a module's global scope.
 */
let partMarker: string | undefined;

/** The composition itself; the markers stand for the rest's parts, the hand-over as its JSON text. */
async function composeWithMarkers(
  template: string,
  parts: DocumentStart & { rootHtml: string; handOver: string; headHints: string },
): Promise<ComposedDocument> {
  const facts = await templateFacts(template);
  if (!facts.composable) throw new Error('El index.html del shell no tiene <div id="root"> ni </head>.');
  const inlineStyles = [...facts.headStyles];
  const stylesheet = (href: string) => {
    const css = parts.inlineStyles?.get(href);
    if (css !== undefined) inlineStyles.push(css);
    return stylesheetTags(href, css);
  };
  const head = parts.head === undefined ? undefined : pageHeadRules(parts.head);
  const headSaysRobots = parts.head === null || Boolean(parts.head?.robots);
  const robots = parts.noindex && !headSaysRobots ? '<meta name="robots" content="noindex">' : '';
  const code = parts.code ?? 'at-once';
  const codeTags: [string, Record<string, string>][] = [];
  let inHead = true;
  const takeCode = (element: HtmlElement) => {
    if (code === 'at-once' || !inHead) return;
    if (code === 'after-load') codeTags.push([element.tagName, codeAttributes(element)]);
    element.remove();
  };
  const html = await rewriteHtml(template, [
    ...(head?.rules ?? []),
    ...(robots
      ? [{ selector: 'meta[name="robots" i]', element: (meta: HtmlElement) => void meta.remove() }]
      : []),
    // The shell's own notice goes first, before anything of the page's (its <noscript>s too) is in.
    { selector: 'noscript', element: (notice) => void notice.remove() },
    {
      selector: PRELOADED_STYLE,
      element: (link) => void link.replace(stylesheet(hrefOf(link)), { html: true }),
    },
    { selector: 'script[src]', element: takeCode },
    { selector: 'link[rel="preload" i][as="script" i]', element: takeCode },
    { selector: 'link[rel="preload" i][as="fetch" i]', element: takeCode },
    beforeHeadEnd(() => {
      inHead = false;
      return (
        (head?.tags() ?? '') +
        robots +
        parts.stylesheets.map(stylesheet).join('') +
        WITHOUT_JAVASCRIPT_STYLES +
        codeLoader(codeTags) +
        parts.headHints
      );
    }),
    ...(code === 'after-load'
      ? ['body', 'html'].map((selector) => ({
          selector,
          element: (element: HtmlElement) => element.onEndTag((end) => void end.remove()),
        }))
      : []),
    {
      selector: 'div#root',
      element: (root) => {
        root.setInnerContent(parts.rootHtml, { html: true });
        root.after(
          `<script type="application/json" id="${escapeMarkup(parts.handOverId)}">${parts.handOver}</script>`,
          { html: true },
        );
      },
    },
  ]);
  return { html, inlineStyles };
}

/**
 * A stylesheet in the document: inline when its text is at hand, else a render-blocking link.
 * An inline one keeps a `disabled` link to its URL beside it, which browsers do not fetch: the
 * bundler's CSS chunk loader and Module Federation's runtime look for a link to a stylesheet
 * before adding one, so the scripts that take the page over neither load it a second time nor
 * add its rules again at the end of the head (docs/architecture.md, "Inline stylesheets").
 */
function stylesheetTags(href: string, css: string | undefined): string {
  const attribute = escapeMarkup(href);
  return css === undefined
    ? `<link rel="stylesheet" href="${attribute}">`
    : `<style data-href="${attribute}">${css}</style><link rel="stylesheet" href="${attribute}" disabled>`;
}

/**
 * The list of the elements the loader adds at the reader's first intent (issues #24 and #32), as
 * inert JSON; the loader (shell/src/loader/arranque.ts, a file of the portal's own origin) is
 * asked for by the document's nonce'd bootstrap once the page is painted (http/script-nonce.ts).
 * On a slow link the code (120 kB gzip) no longer shares the link with the first screen's
 * stylesheets and picture, and React's evaluation comes after the largest picture is painted. No
 * script is added or removed: the same files, fetched later.
 */
function codeLoader(tags: [string, Record<string, string>][]): string {
  if (tags.length === 0) return '';
  // The hints first, so that every file is asked for before the entry asks for them itself.
  const ordered = [...tags].sort((a, b) => Number(a[0] === 'script') - Number(b[0] === 'script'));
  return `<script type="application/json" id="${CODE_LIST_ID}">${jsonForScript(ordered)}</script>`;
}

/** A code element's attributes as the loader sets them (values unescaped). */
function codeAttributes(element: HtmlElement): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const [name = '', value = ''] of element.attributes) {
    // A script added by a script runs when it arrives; `defer` means nothing there.
    if (name !== 'defer') attributes[name] = unescapeAttribute(value);
  }
  return attributes;
}

/** The start tag of an element with no content (a `<link>`, a `<meta>`), as it was written. */
function startTagOf(element: HtmlElement): string {
  // The rewriter gives attribute values as written in the source: still escaped.
  const attributes = [...element.attributes].map(([name = '', value = '']) => ` ${name}="${value}"`);
  return `<${element.tagName}${attributes.join('')}>`;
}

function hrefOf(link: HtmlElement): string {
  return unescapeAttribute(link.getAttribute('href') ?? '');
}

/** An attribute's value as written (the rewriter gives it still escaped), its references decoded. */
function unescapeAttribute(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|amp|quot|apos|lt|gt);/gi, (_, name: string) => {
    const lower = name.toLowerCase();
    if (lower.startsWith('#')) {
      const code = lower.startsWith('#x') ? parseInt(lower.slice(2), 16) : parseInt(lower.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\ufffd';
    }
    return { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>' }[lower]!;
  });
}
