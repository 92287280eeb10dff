import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { CODE_LIST_ID, CODE_LOADER_PATH, imageSrcSet } from '@portal/contracts';
import { composeDocument, splitLeadingHints, templateFacts } from './compose-document.ts';

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
  it('takes the entry and the code and data hints out of the head and lists them for the loader file', async () => {
    const { html } = await composeDocument(TEMPLATE, { ...parts, code: 'after-load' });
    const head = html
      .slice(0, html.indexOf('</head>'))
      .replace(/<script type="application\/json"[^>]*>[^<]*<\/script>/, '');
    expect(head).not.toContain('src="/main.');
    expect(head).not.toContain('as="script"');
    expect(head).not.toContain('/remotes.json');
    // The stylesheet and the picture stay where the first paint needs them.
    expect(head).toContain('<link rel="stylesheet" href="/bootstrap.1a2b3c4d.css">');
    expect(head).toContain('fetchPriority="high"');
    // No inline script nor the loader: each answer ends the document with its nonce'd bootstrap,
    // which asks for the loader once the page is painted (http/script-nonce.ts).
    expect(inlineScripts(html)).toEqual([]);
    expect(html).not.toContain(CODE_LOADER_PATH);
    expect(html).not.toMatch(/<\/body>|<\/html>/);
    expect(loaderList(html)).toEqual([
      ['link', { rel: 'preload', href: '/remotes.json', as: 'fetch', crossorigin: '', fetchpriority: 'low' }],
      ['link', { as: 'script', fetchpriority: 'low', href: '/955.1a2b3c4d.js', rel: 'preload' }],
      ['script', { fetchpriority: 'low', src: '/main.1a2b3c4d.js' }],
    ]);
  });

  it('has a loader in the shell that reads that list and waits on the take-over attribute', async () => {
    const loader = readFileSync(new URL('../../../shell/src/loader/arranque.ts', import.meta.url), 'utf8');
    expect(loader).toContain('getElementById(CODE_LIST_ID)');
    expect(loader).toMatch(
      /import \{[^}]*\bCODE_LIST_ID\b[^}]*\bTAKEN_OVER_ATTRIBUTE\b[^}]*\} from '@portal\/contracts'/,
    );
    // eslint-disable-next-line no-restricted-syntax -- the one place that names them: to say they are not read.
    expect(loader).not.toMatch(/__react/);
  });

  it('leaves the template’s code as it is for a page that needs it at once (a section left to the browser)', async () => {
    const { html } = await composeDocument(TEMPLATE, parts);
    expect(html).toContain('<script defer fetchpriority="low" src="/main.1a2b3c4d.js"></script>');
    expect(html).toContain('<link as="script" fetchpriority="low" href="/955.1a2b3c4d.js" rel="preload">');
    expect(inlineScripts(html)).toEqual([]);
    expect(html).not.toContain(CODE_LOADER_PATH);
  });

  it('adds no loader to a template without code', async () => {
    const bare =
      '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>';
    const { html } = await composeDocument(bare, { ...parts, headHints: '', code: 'after-load' });
    expect(html).not.toContain(CODE_LOADER_PATH);
    expect(html).not.toContain(CODE_LIST_ID);
  });

  it('starts no code at all on a page with nothing to take over', async () => {
    const { html } = await composeDocument(TEMPLATE, { ...parts, code: 'none' });
    expect(html).not.toContain('<script defer');
    expect(html).not.toContain(CODE_LOADER_PATH);
    expect(html).not.toContain('as="script"');
  });
});

describe('composeDocument: the HTML rewriter puts the page in the shell (issue #32)', () => {
  it('fills the root element and leaves the section’s own markup as the section wrote it', async () => {
    const rootHtml = '<main><noscript><img src="/a.jpg" alt="A"></noscript><div id="root">x</div></main>';
    const { html } = await composeDocument(TEMPLATE, { ...parts, rootHtml });
    expect(html).toContain(
      `<div id="root">${rootHtml}</div><script type="application/json" id="datos-iniciales">`,
    );
    // The shell's own notice goes; the section's <noscript> stays.
    expect(html).not.toContain('Este sitio necesita JavaScript.');
    expect(html).toContain('<noscript><img src="/a.jpg" alt="A"></noscript>');
  });

  it('gives the document the page’s head in one pass: one title, its description, no shell duplicate', async () => {
    const { html } = await composeDocument(TEMPLATE, {
      ...parts,
      head: {
        title: 'Agenda',
        description: 'Los próximos eventos.',
        canonical: 'https://portal.example/agenda/9/1',
      },
    });
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head.match(/<title>/g)).toHaveLength(1);
    expect(head).toContain('<title>Agenda | Santiago Noticias</title>');
    expect(head).toContain('<link rel="canonical" href="https://portal.example/agenda/9/1">');
  });

  it('marks a page that does not exist noindex once, whatever the template says', async () => {
    const template = TEMPLATE.replace('<title>', '<meta name="robots" content="index"><title>');
    const { html } = await composeDocument(template, { ...parts, noindex: true });
    expect(html.match(/name="robots"/g)).toHaveLength(1);
    expect(html).toContain('<meta name="robots" content="noindex">');
  });

  it('refuses a template without the root element or a head that ends', async () => {
    await expect(composeDocument('<html><head></head><body></body></html>', parts)).rejects.toThrow(/root/);
    expect((await templateFacts(TEMPLATE)).shellStylesheets).toEqual(['/bootstrap.1a2b3c4d.css']);
  });
});

describe('splitLeadingHints', () => {
  it('moves the hints React wrote before the page to the head, and drops a hoisted robots tag', async () => {
    const { hints, body } = await splitLeadingHints(
      '<link rel="preload" as="image" href="/media/a.jpg?w=1&amp;h=2" fetchPriority="high"/>' +
        '<meta name="robots" content="noindex"/><article><link rel="stylesheet" href="/x.css"><p>Texto</p></article>',
    );
    expect(hints).toBe(
      '<link rel="preload" as="image" href="/media/a.jpg?w=1&amp;h=2" fetchpriority="high">',
    );
    expect(body).toBe('<article><link rel="stylesheet" href="/x.css"><p>Texto</p></article>');
  });

  it("leaves out React's preload of the picture the head preloads, as React escapes it, and no other", async () => {
    const cover = { src: "https://fotos.example/a.jpg?w=1&h=2&t='x'", sizes: '100vw' };
    const stored = { src: '/media/noticias/a.jpg', sizes: '(min-width: 992px) 50vw, 100vw' };
    const srcSet = imageSrcSet(stored.src)!;
    const fragment = (...links: string[]) => links.join('') + '<article><p>Texto</p></article>';
    // React writes an external picture's URL with its `&` and `'` escaped, and no srcset.
    const external =
      '<link rel="preload" as="image" href="https://fotos.example/a.jpg?w=1&amp;h=2&amp;t=&#x27;x&#x27;" fetchPriority="high"/>';
    const copies = `<link rel="preload" as="image" imageSrcSet="${srcSet}" imageSizes="${stored.sizes}" fetchPriority="high"/>`;
    const otherSizes = `<link rel="preload" as="image" imageSrcSet="${srcSet}" imageSizes="300px"/>`;
    expect((await splitLeadingHints(fragment(external), cover)).hints).toBe('');
    expect((await splitLeadingHints(fragment(copies, otherSizes), stored)).hints).toBe(
      `<link rel="preload" as="image" imagesrcset="${srcSet}" imagesizes="300px">`,
    );
    // Without the head's picture every hint stays.
    expect((await splitLeadingHints(fragment(copies))).hints).toContain('imagesrcset=');
  });
});
