import { jsonForScript } from '../site/escape.ts';

/** What a server-rendered page adds to the shell's index.html (DESIGN §10). */
export interface DocumentParts {
  /** The root element's content: the chrome with the sections' HTML in place. */
  rootHtml: string;
  /** The JSON the browser takes the page over with (shell/src/remotes/prerendered-sections.ts). */
  handOver: unknown;
  /** Its element's id. */
  handOverId: string;
  /** The sections' stylesheets (absolute URLs on their origins). */
  stylesheets: string[];
  /**
   * Stylesheets that go into the document as `<style>` elements, by the href the document would
   * link them with (the shell's `/….css`, a section's absolute URL); any other stays a link.
   */
  inlineStyles?: ReadonlyMap<string, string>;
  /** Resource hints for the head (the preload of the page's largest picture). */
  headHints: string;
  /** A page that does not exist: kept out of search engines. */
  noindex?: boolean;
  /**
   * The page is whole without code (every section rendered): the shell's code starts once it has
   * loaded and been painted (startCodeAfterLoad). A page with a section left to the browser
   * starts it at once, as the shell's index.html does.
   */
  startCodeAfterLoad?: boolean;
}

const ROOT_ELEMENT = /<div id="root"><\/div>/;

/** Whether a shell's index.html has the empty root element a page is rendered into. */
export const hasRootElement = (template: string) => ROOT_ELEMENT.test(template);
const NOSCRIPT = /<noscript>[\s\S]*?<\/noscript>/;
/** For readers without JavaScript: pictures instead of the lazy pictures' placeholders. */
const WITHOUT_JAVASCRIPT_STYLES = '<noscript><link rel="stylesheet" href="/sin-javascript.css"></noscript>';
/** The shell's own stylesheets, preloaded by its build: needed before the first paint now. */
const PRELOADED_STYLE = /<link\b(?=[^>]*\bas="style")(?=[^>]*\brel="preload")[^>]*\bhref="([^"]+)"[^>]*>/g;
/**
 * What React puts at the start of a fragment for the head: resource hints (the LCP picture's
 * preload) and metadata a page renders (`<meta name="robots">` of a missing item).
 */
const LEADING_HINTS = /^(?:<(?:link|meta)\b[^>]*\/?>)+/;

/** A fragment's leading resource hints, which belong in the head, and the rest of its HTML. */
export function splitLeadingHints(html: string): { hints: string; body: string } {
  const hints = LEADING_HINTS.exec(html)?.[0] ?? '';
  return { hints, body: html.slice(hints.length) };
}

/** The hrefs of the shell's own stylesheets in its index.html (the ones a document needs first). */
export function shellStylesheetHrefs(template: string): string[] {
  return [...template.matchAll(PRELOADED_STYLE)].map(([, href]) => unescapeAttribute(href!));
}

/**
 * A stylesheet in the document: inline when its text is at hand, else a render-blocking link.
 * An inline one keeps a `disabled` link to its URL beside it, which browsers do not fetch: the
 * bundler's CSS chunk loader and Module Federation's runtime look for a link to a stylesheet
 * before adding one, so the scripts that take the page over neither load it a second time nor
 * add its rules again at the end of the head (docs/architecture.md, "Inline stylesheets").
 */
function stylesheet(href: string, inline: ReadonlyMap<string, string> | undefined): string {
  const attribute = escapeAttribute(href);
  const css = inline?.get(href);
  return css === undefined
    ? `<link rel="stylesheet" href="${attribute}">`
    : `<style data-href="${attribute}">${css}</style><link rel="stylesheet" href="${attribute}" disabled>`;
}

/**
 * The shell's index.html with a page rendered in it: its stylesheets inline where their text was
 * read (parts.inlineStyles), as render-blocking links otherwise (no unstyled flash, no shift when
 * the scripts arrive), the pictures React asked to preload moved to the head, the root element
 * filled, the hand-over data as inert JSON, and the code started after the page's load when the
 * page is whole without it (parts.startCodeAfterLoad; its one inline script is allowed by hash).
 * The `<noscript>` notice goes: the page reads without scripts.
 */
export function composeDocument(template: string, parts: DocumentParts): string {
  if (!ROOT_ELEMENT.test(template)) throw new Error('El index.html del shell no tiene <div id="root">.');
  const sectionStyles = parts.stylesheets.map((href) => stylesheet(href, parts.inlineStyles)).join('');
  const hasRobots = /<meta name="robots"/.test(template + parts.headHints);
  const robots = parts.noindex && !hasRobots ? '<meta name="robots" content="noindex">' : '';
  const deferred = parts.startCodeAfterLoad ? startCodeAfterLoad(template) : { template, loader: '' };
  const head = `${robots}${parts.headHints}${sectionStyles}${WITHOUT_JAVASCRIPT_STYLES}${deferred.loader}</head>`;
  // The shell's own notice goes first, before anything of the page's (its <noscript>s too) is in.
  return deferred.template
    .replace(NOSCRIPT, '')
    .replace(PRELOADED_STYLE, (_tag, href: string) => stylesheet(unescapeAttribute(href), parts.inlineStyles))
    .replace('</head>', () => head)
    .replace(
      ROOT_ELEMENT,
      () =>
        `<div id="root">${parts.rootHtml}</div>` +
        `<script type="application/json" id="${parts.handOverId}">${jsonForScript(parts.handOver)}</script>`,
    );
}

/**
 * What starts the shell's code in its index.html: the entry script and the hints that fetch code
 * or data for it (`<link rel="preload" as="script">`, the `remotes.json` preload).
 */
const CODE_TAG =
  /<script\b[^>]*\bsrc="[^"]*"[^>]*><\/script>|<link\b(?=[^>]*\brel="preload")(?=[^>]*\bas="(?:script|fetch)")[^>]*>/g;
const ATTRIBUTE = /\s([a-zA-Z-]+)(?:="([^"]*)")?/g;
/** If the page never finishes loading (a picture that hangs), the code starts anyway after this. */
export const CODE_START_LATEST_MS = 4_000;

/**
 * The inline script that adds the code's elements, once the page has loaded (its first-screen
 * pictures included) and two frames later, when the largest picture has been painted, or at the
 * reader's first press of a pointer or key, whichever comes first: `t` is the list of [tag name,
 * attributes] to create. A button pressed before then, which does nothing yet, is pressed again
 * once hydrated, so that a reader's first tap on the phone menu or a gallery is answered, late,
 * instead of lost. ES5, 0.9 kB; allowed by its hash in script-src.
 */
const START_CODE_LATER =
  '(function(t){var s=0;function g(){if(s)return;s=1;t.forEach(function(x){' +
  'var e=document.createElement(x[0]);for(var k in x[1])e.setAttribute(k,x[1][k]);document.head.appendChild(e)})}' +
  'addEventListener("load",function(){requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(g)})})});' +
  '["pointerdown","keydown"].forEach(function(n){addEventListener(n,g,{once:!0,passive:!0})});' +
  // A button pressed before React is attached to the page is pressed again once React has
  // hydrated it (the properties React DOM keeps on its elements, `__reactContainer$…` on the root
  // and `__reactProps$…` on a hydrated element, tell when); only the last such press, for 10 s.
  // A popover's button is not: the browser has already answered it.
  'function h(x,p){return x&&Object.keys(x).some(function(k){return k.lastIndexOf(p,0)===0})}var w;' +
  'addEventListener("click",function(e){var b=e.target.closest&&e.target.closest("button:not([popovertarget])"),n=0;' +
  'if(!b||h(document.getElementById("root"),"__reactContainer"))return;clearInterval(w);' +
  'w=setInterval(function(){if(h(b,"__reactProps")){clearInterval(w);if(b.isConnected)b.click()}else if(++n>100)clearInterval(w)},100)},!0);' +
  `setTimeout(g,${CODE_START_LATEST_MS})})`;

/**
 * The template without the tags that start the shell's code, and the inline script that adds them
 * after the page's load (issue #24): on a slow link the code (120 kB gzip) no longer shares it
 * with the first screen's stylesheets and picture, and React's evaluation comes after the largest
 * picture is painted. No script is added or removed: the same files, fetched later.
 */
export function startCodeAfterLoad(template: string): { template: string; loader: string } {
  const tags: [string, Record<string, string>][] = [];
  const headEnd = template.indexOf('</head>');
  if (headEnd < 0) return { template, loader: '' };
  const head = template.slice(0, headEnd);
  const rest = head.replace(CODE_TAG, (tag) => {
    const name = tag.startsWith('<script') ? 'script' : 'link';
    const attributes: Record<string, string> = {};
    for (const [, key = '', value = ''] of tag.slice(name.length + 1, tag.indexOf('>')).matchAll(ATTRIBUTE)) {
      // A script added by a script runs when it arrives; `defer` means nothing there.
      if (key !== 'defer') attributes[key] = unescapeAttribute(value);
    }
    tags.push([name, attributes]);
    return '';
  });
  if (tags.length === 0) return { template, loader: '' };
  // The hints first, so that every file is asked for before the entry asks for them itself.
  tags.sort((a, b) => Number(a[0] === 'script') - Number(b[0] === 'script'));
  return {
    template: rest + template.slice(head.length),
    loader: `<script>${START_CODE_LATER}(${jsonForScript(tags)})</script>`,
  };
}

/** The build writes plain paths; `&amp;` is the one reference a path could hold. */
function unescapeAttribute(value: string): string {
  return value.replace(/&amp;/g, '&');
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}
