import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  SECTION_FRAGMENT_TYPE,
  sectionFragmentLine,
  type SectionFragment,
  type ShellServerRenderer,
} from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegistryState } from '../releases/release-registry.ts';
import { canonicalOf, headOf, metaContent, titleOf } from '../../test-support/html.ts';
import { createPageRenderer } from './page-renderer.ts';

// A section's origin on a real socket: its manifest and its render endpoint, which renders,
// throws, answers late or is gone depending on the page asked for.
let origin: Server;
let base: string;
/** The renders the section's origin was asked for, by page path. */
const renderCalls: Record<string, number> = {};
const TEMPLATE =
  '<!doctype html><html><head><title>Portal</title><link as="style" href="/shell.css" rel="preload"></head>' +
  '<body><div id="root"></div><noscript>Este sitio necesita JavaScript.</noscript></body></html>';

beforeAll(async () => {
  origin = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname === '/v1/mf-manifest.json') {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(
        JSON.stringify({ exposes: [{ name: 'NewsDetailPage', assets: { css: { sync: ['detail.css'] } } }] }),
      );
      return;
    }
    if (url.pathname !== '/v1/_render') return void res.writeHead(404).end();
    const path = url.searchParams.get('path') ?? '';
    renderCalls[path] = (renderCalls[path] ?? 0) + 1;
    if (path.includes('throws')) return void res.writeHead(500).end('{"msg":"falló"}');
    if (path.includes('in-parts')) return void answerInParts(path, res);
    const answer = () => {
      const missing = path.includes('missing');
      res.writeHead(200, { 'Content-Type': 'application/json' });
      if (path.includes('old-protocol')) {
        // A fragment without its status and head: not this protocol's, left to the browser.
        return void res.end(JSON.stringify({ html: '<h1>Título</h1>', answers: {} }));
      }
      const fragment: SectionFragment = {
        html:
          '<link rel="preload" as="image" href="/media/tapa.jpg"/>' +
          (missing ? '<meta name="robots" content="noindex"/>' : '') +
          '<article><h1>Título</h1></article>',
        status: missing ? 404 : 200,
        head: missing
          ? { title: 'Noticia no encontrada', description: 'No existe.', robots: 'noindex' }
          : {
              title: 'Título',
              description: 'La nota.',
              canonical: `https://portal.example${path}/titulo`,
              openGraph: { type: 'article', image: 'https://portal.example/media/tapa.jpg' },
            },
        answers: {
          [`/api/noticia/${path.split('/')[2]}`]: missing
            ? { error: { status: 404, msg: 'Noticia no encontrada' } }
            : { data: { noticia: [{ titulo: 'Título' }] } },
        },
      };
      res.end(JSON.stringify(fragment));
    };
    if (path.includes('slow')) setTimeout(answer, 400);
    else answer();
  });
  await new Promise<void>((resolve) => origin.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(origin.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => origin.close(() => resolve())));

/** What a two-part render (`/noticia/in-parts-…`) sends after its opening, once the test releases it. */
let releaseBody: (line: string) => void = () => {};

/** The protocol's two lines: the opening at once, the body (or a failure) when the test says. */
function answerInParts(path: string, res: ServerResponse) {
  res.writeHead(200, { 'Content-Type': SECTION_FRAGMENT_TYPE });
  res.write(
    sectionFragmentLine({
      status: 200,
      head: { title: 'Primera parte', description: 'La nota.', canonical: `https://portal.example${path}/x` },
    }),
  );
  releaseBody = (line) => res.end(line);
}

// The chrome stands in for the shell's server renderer: what it is given shows in the document.
const shell: ShellServerRenderer = {
  HAND_OVER_ELEMENT_ID: 'datos-iniciales',
  renderChrome: async (_path, sections) => ({
    html: `<header>Cabecera</header>${JSON.stringify(sections)}`,
    title: Object.keys(sections).length === 0 ? 'Página no encontrada' : undefined,
  }),
};

function registry(newsUrl: string, candidate?: { url: string; canary: number }): RegistryState {
  const section = (url: string) => ({ active: { id: 'activa', url }, canary: 0 });
  return {
    news: candidate
      ? {
          active: { id: 'activa', url: newsUrl },
          candidate: { id: 'candidata', url: candidate.url },
          canary: candidate.canary,
        }
      : section(newsUrl),
    agenda: section(`${base}/agenda/mf-manifest.json`),
    gallery: section(`${base}/gallery/mf-manifest.json`),
    admin: section(`${base}/admin/mf-manifest.json`),
  };
}

/** The renderer, each page's two parts read into its whole HTML. */
function renderer(state: () => RegistryState, failures: string[] = [], fallbackMemoryMs?: number) {
  const render = rendererInParts(state, failures, fallbackMemoryMs);
  return async (...args: Parameters<typeof render>) => {
    const page = await render(...args);
    if (!page) return page;
    const rest = await page.rest;
    return { ...page, html: page.start + rest.html, kept: rest.kept };
  };
}

function rendererInParts(
  state: () => RegistryState,
  failures: string[] = [],
  fallbackMemoryMs?: number,
  budgetMs = 250,
) {
  return createPageRenderer({
    shellServer: async () => shell,
    registryState: async () => state(),
    budgetMs,
    ...(fallbackMemoryMs === undefined ? {} : { fallbackMemoryMs }),
    onCandidateFailure: async (remote, release) => {
      failures.push(`${remote}/${release}`);
    },
  });
}

describe('server-rendered pages (pages/page-renderer)', () => {
  it('puts the section fragment of the visitor’s release inside the chrome, with its styles and hand-over', async () => {
    const render = renderer(() => registry(`${base}/v1/mf-manifest.json`));
    const page = await render('https://portal.example/noticia/abc', TEMPLATE, undefined);
    expect(page?.status).toBe(200);
    expect(page?.release).toBe('activa');
    const html = page!.html;
    expect(html).toContain('<header>Cabecera</header>');
    expect(html).toContain('<h1>Título</h1>');
    expect(html).not.toContain('Este sitio necesita JavaScript');
    expect(headOf(html)).toContain('<noscript><link rel="stylesheet" href="/sin-javascript.css"></noscript>');
    // The picture's preload goes to the head; the stylesheets block the first paint.
    expect(html).toMatch(/<link rel="preload" as="image" href="\/media\/tapa.jpg">.*<\/head>/);
    expect(html).toContain('<link rel="stylesheet" href="/shell.css">');
    expect(html).toContain(`<link rel="stylesheet" href="${base}/v1/detail.css">`);
    expect(html).toContain('<script type="application/json" id="datos-iniciales">');
    expect(html).toContain('"/api/noticia/abc":{"data"');
  });

  it('writes the head the fragment brings in place of the shell’s', async () => {
    const render = renderer(() => registry(`${base}/v1/mf-manifest.json`));
    const page = await render('https://portal.example/noticia/abc', TEMPLATE, undefined);
    const html = page!.html;
    expect(headOf(html).match(/<title>/g)).toHaveLength(1);
    expect(titleOf(html)).toBe('Título | Santiago Noticias');
    expect(metaContent(html, 'description')).toBe('La nota.');
    expect(canonicalOf(html)).toBe('https://portal.example/noticia/abc/titulo');
    expect(metaContent(html, 'og:image')).toBe('https://portal.example/media/tapa.jpg');
    expect(metaContent(html, 'robots')).toBeUndefined();
    expect(page?.head?.canonical).toBe('https://portal.example/noticia/abc/titulo');
  });

  it('takes a missing item’s 404 from its fragment: noindex once, no canonical', async () => {
    const page = await renderer(() => registry(`${base}/v1/mf-manifest.json`))(
      'https://portal.example/noticia/missing',
      TEMPLATE,
      undefined,
    );
    expect(page?.status).toBe(404);
    expect(titleOf(page!.html)).toBe('Noticia no encontrada | Santiago Noticias');
    expect(page!.html.match(/<meta name="robots"/g)).toHaveLength(1);
    expect(canonicalOf(page!.html)).toBeUndefined();
  });

  it('lets the path’s own status win, and keeps such a page out of search engines', async () => {
    const page = await renderer(() => registry(`${base}/v1/mf-manifest.json`))(
      'https://portal.example/noticia/abc',
      TEMPLATE,
      undefined,
      { pathStatus: 404 },
    );
    expect(page?.status).toBe(404);
    expect(metaContent(page!.html, 'robots')).toBe('noindex');
    expect(canonicalOf(page!.html)).toBeUndefined();
  });

  it('leaves a fragment of another protocol to the browser', async () => {
    const page = await renderer(() => registry(`${base}/v1/mf-manifest.json`))(
      'https://portal.example/noticia/old-protocol',
      TEMPLATE,
      undefined,
    );
    expect(page?.release).toBe('fallback');
    expect(titleOf(page!.html)).toBe('Portal');
  });

  it.each([
    ['a throwing section', () => `${base}/v1/mf-manifest.json`, '/noticia/throws'],
    ['a slow section', () => `${base}/v1/mf-manifest.json`, '/noticia/slow'],
    ['a dead origin', () => 'http://127.0.0.1:9/mf-manifest.json', '/noticia/abc'],
  ])('leaves %s to the browser, never failing the page', async (_what, manifest, path) => {
    const started = Date.now();
    const page = await renderer(() => registry(manifest()))(
      `https://portal.example${path}`,
      TEMPLATE,
      undefined,
    );
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(page?.status).toBe(200);
    expect(page?.release).toBe('fallback');
    expect(page?.html).toContain('<header>Cabecera</header>');
    expect(page?.html).toContain('{"news":{"fallback":true}}');
    expect(page?.html).not.toContain('Título');
  });

  it('has the head ready from the fragment’s opening, before the section’s HTML has come', async () => {
    // A budget the test's pause cannot use up on a loaded machine.
    const page = await rendererInParts(
      () => registry(`${base}/v1/mf-manifest.json`),
      [],
      undefined,
      5_000,
    )('https://portal.example/noticia/in-parts-1', TEMPLATE, undefined);
    expect(page?.status).toBe(200);
    // The section has not sent its HTML: the document's head is made all the same.
    expect(titleOf(page!.start)).toBe('Primera parte | Santiago Noticias');
    expect(page!.start).toContain(`<link rel="stylesheet" href="${base}/v1/detail.css">`);
    expect(page!.start).toContain('<link rel="stylesheet" href="/shell.css">');
    expect(page!.start).not.toContain('</head>');
    let restCame = false;
    void page!.rest.then(() => (restCame = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(restCame).toBe(false);

    releaseBody(
      sectionFragmentLine({
        html: '<link rel="preload" as="image" href="/media/b.jpg"/><article><h1>Segunda parte</h1></article>',
        answers: { '/api/noticia/in-parts-1': { data: { noticia: [] } } },
      }),
    );
    const rest = await page!.rest;
    expect(rest.kept).toBe(true);
    const html = page!.start + rest.html;
    expect(headOf(html)).toContain('<link rel="preload" as="image" href="/media/b.jpg">');
    expect(html).toContain('<h1>Segunda parte</h1>');
    expect(html).toContain('"/api/noticia/in-parts-1":{"data"');
    expect(html.match(/<\/head>/g)).toHaveLength(1);
  });

  it.each([
    ['fails after its opening', () => releaseBody(sectionFragmentLine({ failed: 'se rompió' }))],
    ['answers no body within the budget', () => {}],
  ])('leaves a section that %s to the browser, in a whole page no cache keeps', async (_what, then) => {
    const failures: string[] = [];
    const page = await rendererInParts(
      () => registry(`${base}/v1/mf-manifest.json`, { url: `${base}/v1/mf-manifest.json`, canary: 100 }),
      failures,
    )(`https://portal.example/noticia/in-parts-${_what.length}`, TEMPLATE, 5);
    expect(titleOf(page!.start)).toBe('Primera parte | Santiago Noticias');
    then();
    const rest = await page!.rest;
    expect(rest.kept).toBe(false);
    const html = page!.start + rest.html;
    expect(html).toContain('{"news":{"fallback":true}}');
    expect(html).not.toContain('<h1>');
    // Whole, open for its answer's bootstrap (http/script-nonce.ts): it ends with the hand-over.
    expect(html).toMatch(/<script type="application\/json" id="datos-iniciales">[^<]*<\/script>$/);
    expect(failures).toEqual(['news/candidata']);
  });

  it('gives a fallback the status and head the portal knows without the section', async () => {
    const render = renderer(() => registry('http://127.0.0.1:9/mf-manifest.json'));
    const known = await render('https://portal.example/noticia/abc', TEMPLATE, undefined, {
      withoutSection: async () => ({ status: 200, head: { title: 'De la base', description: 'x' } }),
    });
    expect(known?.release).toBe('fallback');
    expect(titleOf(known!.html)).toBe('De la base | Santiago Noticias');
    const unknown = await render('https://portal.example/noticia/abc', TEMPLATE, undefined, {
      withoutSection: async () => ({ status: 404, head: null }),
    });
    expect(unknown?.status).toBe(404);
    expect(metaContent(unknown!.html, 'robots')).toBe('noindex');
  });

  it('asks a slow release once for a page within a few seconds, not once per view', async () => {
    const render = renderer(() => registry(`${base}/v1/mf-manifest.json`), [], 1_500);
    const view = () => render('https://portal.example/noticia/slow-views', TEMPLATE, undefined);
    // Two views at once, then three more while the first fallback is remembered.
    const first = await Promise.all([view(), view()]);
    for (let i = 0; i < 3; i++) expect((await view())?.release).toBe('fallback');
    expect(first.map((page) => page?.release)).toEqual(['fallback', 'fallback']);
    expect(renderCalls['/noticia/slow-views']).toBe(1);
    // Past the window, the release is tried again.
    await new Promise((resolve) => setTimeout(resolve, 1_600));
    await view();
    expect(renderCalls['/noticia/slow-views']).toBe(2);
  });

  it('remembers a fallback per release: a release switched to is asked at once', async () => {
    let active = 'lenta';
    const manifest = `${base}/v1/mf-manifest.json`;
    const render = renderer(
      () => ({ ...registry(manifest), news: { active: { id: active, url: manifest }, canary: 0 } }),
      [],
      1_500,
    );
    await render('https://portal.example/noticia/slow-releases', TEMPLATE, undefined);
    active = 'arreglada';
    await render('https://portal.example/noticia/slow-releases', TEMPLATE, undefined);
    expect(renderCalls['/noticia/slow-releases']).toBe(2);
  });

  it('counts a failing candidate’s render as a failure of that release', async () => {
    const failures: string[] = [];
    const render = renderer(
      () =>
        registry(`${base}/v1/mf-manifest.json`, { url: 'http://127.0.0.1:9/mf-manifest.json', canary: 100 }),
      failures,
    );
    const page = await render('https://portal.example/noticia/abc', TEMPLATE, 5);
    expect(page?.release).toBe('fallback');
    expect(failures).toEqual(['news/candidata']);
  });

  it('renders nothing for the back office and the chrome alone for an unknown path (404)', async () => {
    const render = renderer(() => registry(`${base}/v1/mf-manifest.json`));
    expect(await render('https://portal.example/login', TEMPLATE, undefined)).toBeNull();
    const missing = await render('https://portal.example/no-existe', TEMPLATE, undefined);
    expect(missing?.status).toBe(404);
    expect(missing?.html).toContain('<header>Cabecera</header>');
    // Titled as the shell's not-found page titles itself, and never indexed.
    expect(titleOf(missing!.html)).toBe('Página no encontrada | Santiago Noticias');
    expect(metaContent(missing!.html, 'robots')).toBe('noindex');
  });
});

describe('GET /buscar (the search box without JavaScript)', () => {
  it('redirects to the results page, or to the news list without words', async () => {
    const { createTestApp } = await import('../../test-support/create-test-app.ts');
    const { app } = await createTestApp();
    const found = await app.request('/buscar?q=%20Santiago%20del%20Estero%20');
    expect(found.status).toBe(302);
    expect(found.headers.get('Location')).toBe('/noticias/b/Santiago%20del%20Estero/10/1');
    const empty = await app.request('/buscar?q=');
    expect(empty.headers.get('Location')).toBe('/noticias/10/1');
  });
});
