import { describe, expect, it } from 'vitest';
import { composeDocument, startCodeAfterLoad } from './compose-document.ts';

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

/** The list the inline loader is given: [tag, attributes] of each element it adds. */
function loaderList(html: string): [string, Record<string, string>][] {
  const script = /<script>([^<]*)<\/script>/.exec(html)?.[1] ?? '';
  return JSON.parse(script.slice(script.lastIndexOf('})(') + 3, -1)) as [string, Record<string, string>][];
}

describe('composeDocument: the code of a whole page starts after its load (issue #24)', () => {
  it('takes the entry and the code and data hints out of the head and hands them to one inline loader', () => {
    const html = composeDocument(TEMPLATE, { ...parts, startCodeAfterLoad: true });
    const head = html.slice(0, html.indexOf('</head>')).replace(/<script>[^<]*<\/script>/, '');
    expect(head).not.toContain('src="/main.');
    expect(head).not.toContain('as="script"');
    expect(head).not.toContain('/remotes.json');
    // The stylesheet and the picture stay where the first paint needs them.
    expect(head).toContain('<link rel="stylesheet" href="/bootstrap.1a2b3c4d.css">');
    expect(head).toContain('fetchPriority="high"');
    expect(html.match(/<script>/g)).toHaveLength(1);
    expect(loaderList(html)).toEqual([
      ['link', { rel: 'preload', href: '/remotes.json', as: 'fetch', crossorigin: '', fetchpriority: 'low' }],
      ['link', { as: 'script', fetchpriority: 'low', href: '/955.1a2b3c4d.js', rel: 'preload' }],
      ['script', { fetchpriority: 'low', src: '/main.1a2b3c4d.js' }],
    ]);
    expect(html).toContain('addEventListener("load"');
  });

  it('leaves the template’s code as it is for a page that needs it at once (a section left to the browser)', () => {
    const html = composeDocument(TEMPLATE, parts);
    expect(html).toContain('<script defer fetchpriority="low" src="/main.1a2b3c4d.js"></script>');
    expect(html).toContain('<link as="script" fetchpriority="low" href="/955.1a2b3c4d.js" rel="preload">');
    expect(html).not.toMatch(/<script>/);
  });

  it('adds no loader to a template without code', () => {
    const bare =
      '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>';
    expect(startCodeAfterLoad(bare)).toEqual({ template: bare, loader: '' });
  });
});
