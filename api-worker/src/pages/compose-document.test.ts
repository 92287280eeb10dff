import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { TAKEN_OVER_ATTRIBUTE } from '@portal/contracts';
import { CODE_LIST_ID, CODE_LOADER_PATH, composeDocument, startCodeAfterLoad } from './compose-document.ts';

// The shell's index.html as its build writes it, in short: the entry, the startup preloads (code
// and the remotes' configuration) and a stylesheet.
const TEMPLATE =
  '<!doctype html><html><head><title>Portal</title>' +
  '<link rel="preload" href="/remotes.json" as="fetch" crossorigin fetchpriority="low">' +
  '<script defer fetchpriority="low" src="/main.1a2b3c4d.js"></script>' +
  '<link as="style" href="/bootstrap.1a2b3c4d.css" rel="preload">' +
  '<link as="script" fetchpriority="low" href="/955.1a2b3c4d.js" rel="preload">' +
  '</head><body><div id="root"></div><noscript>Este sitio necesita JavaScript.</noscript></body></html>';

const parts = {
  rootHtml: '<header>Cabecera</header>',
  handOver: { sections: {}, answers: {} },
  handOverId: 'datos-iniciales',
  stylesheets: [],
  headHints: '<link rel="preload" as="image" href="/media/tapa.jpg" fetchPriority="high"/>',
};

/** The list the loader is given: [tag, attributes] of each element it adds. */
function loaderList(html: string): [string, Record<string, string>][] {
  const list = new RegExp(`<script type="application/json" id="${CODE_LIST_ID}">([^<]*)</script>`).exec(html);
  return JSON.parse(list?.[1] ?? 'null') as [string, Record<string, string>][];
}

/** Every `<script>` element without a `src` that a browser would run (not a JSON data block). */
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>/g)].filter(
    ([, attributes = '']) =>
      !/\bsrc=/.test(attributes) && !/type="application\/(?:ld\+)?json"/.test(attributes),
  );

describe('composeDocument: the code of a whole page starts after its load (issue #24)', () => {
  it('takes the entry and the code and data hints out of the head and lists them for the loader file', () => {
    const html = composeDocument(TEMPLATE, { ...parts, startCodeAfterLoad: true });
    const head = html
      .slice(0, html.indexOf('</head>'))
      .replace(/<script type="application\/json"[^>]*>[^<]*<\/script>/, '');
    expect(head).not.toContain('src="/main.');
    expect(head).not.toContain('as="script"');
    expect(head).not.toContain('/remotes.json');
    // The stylesheet and the picture stay where the first paint needs them.
    expect(head).toContain('<link rel="stylesheet" href="/bootstrap.1a2b3c4d.css">');
    expect(head).toContain('fetchPriority="high"');
    // No inline script: the CSP allows none (docs/security.md).
    expect(inlineScripts(html)).toEqual([]);
    expect(head).toContain(`<script async src="${CODE_LOADER_PATH}"></script>`);
    expect(loaderList(html)).toEqual([
      ['link', { rel: 'preload', href: '/remotes.json', as: 'fetch', crossorigin: '', fetchpriority: 'low' }],
      ['link', { as: 'script', fetchpriority: 'low', href: '/955.1a2b3c4d.js', rel: 'preload' }],
      ['script', { fetchpriority: 'low', src: '/main.1a2b3c4d.js' }],
    ]);
  });

  it('has a loader file in the shell that reads that list and waits on the take-over attribute', () => {
    const loader = readFileSync(new URL(`../../../shell/public${CODE_LOADER_PATH}`, import.meta.url), 'utf8');
    expect(loader).toContain(`getElementById('${CODE_LIST_ID}')`);
    expect(loader).toContain(`'${TAKEN_OVER_ATTRIBUTE}'`);
    // eslint-disable-next-line no-restricted-syntax -- the one place that names them: to say they are not read.
    expect(loader).not.toMatch(/__react/);
  });

  it('leaves the template’s code as it is for a page that needs it at once (a section left to the browser)', () => {
    const html = composeDocument(TEMPLATE, parts);
    expect(html).toContain('<script defer fetchpriority="low" src="/main.1a2b3c4d.js"></script>');
    expect(html).toContain('<link as="script" fetchpriority="low" href="/955.1a2b3c4d.js" rel="preload">');
    expect(inlineScripts(html)).toEqual([]);
    expect(html).not.toContain(CODE_LOADER_PATH);
  });

  it('adds no loader to a template without code', () => {
    const bare =
      '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>';
    expect(startCodeAfterLoad(bare)).toEqual({ template: bare, loader: '' });
  });
});
