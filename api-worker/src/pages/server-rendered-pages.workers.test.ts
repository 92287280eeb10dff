import { createClient } from '@libsql/client/web';
import { bootstrapNonceOf, withoutScriptNonce } from '../http/script-nonce.testing.ts';
import { remotesAnswerSchema } from '@portal/contracts';
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import {
  SHELL_TEST_CSS,
  SLOW_SECTION_MS,
  sectionTestCss,
  type RenderCount,
} from '../../test-support/section-origin-paths.ts';
import { newsSearchText } from '../content/search-text.ts';
import worker from '../worker.ts';

// The worker entry inside workerd with server-rendered pages on (vitest.workers.config.ts,
// project workerd-pages): the shell's built server renderer bundled, the news and gallery
// sections on a fake origin on a real socket (test-support/section-origins-global-setup.ts) that
// renders, throws, answers late or answers no JSON depending on the page, the agenda's origin
// gone. The Node equivalents are in page-renderer.test.ts.

const sectionOrigin = inject('sectionOrigin');

async function page(path: string): Promise<{ response: Response; html: string; ms: number }> {
  const ctx = createExecutionContext();
  const started = Date.now();
  const response = await worker.fetch(new Request(`https://portal.example${path}`), env, ctx);
  const html = await response.text();
  const ms = Date.now() - started;
  await waitOnExecutionContext(ctx);
  return { response, html, ms };
}

async function sha256(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  return btoa(String.fromCharCode(...digest));
}

/** The opening tag of the element that holds `remote`'s section, if the document has one. */
function sectionTag(html: string, remote: string): string | undefined {
  return new RegExp(`<[^>]*\\bdata-ssr-section="${remote}"[^>]*>`).exec(html)?.[0];
}

let releases: Record<string, string>;
const newsId = 'e1e1e1e1e1e1e1e1e1e1e1e1';

beforeAll(async () => {
  // The first request migrates the database and seeds the release registry from REMOTE_*_URL.
  const remotes = remotesAnswerSchema.parse(JSON.parse((await page('/remotes.json')).html));
  releases = Object.fromEntries(
    Object.entries(remotes.releases ?? {}).map(([remote, { id }]) => [remote, id]),
  );
  const client = createClient({ url: env.DATABASE_URL });
  const news = { titulo: 'Noticia del servidor', descripcion: 'Bajada', texto: '<p>Cuerpo</p>' };
  await client.execute({
    sql: `INSERT OR IGNORE INTO noticias (_id, titulo, provincia, descripcion, texto, img_portada, editor, foto_editor, search_text, created_at)
          VALUES (?, ?, 'Tucuman', ?, ?, '/media/n.jpg', 'Julián Paz', '/media/j.jpg', ?, ?)`,
    args: [newsId, news.titulo, news.descripcion, news.texto, newsSearchText(news), new Date().toISOString()],
  });
  client.close();
});

describe('server-rendered pages through the worker entry (inside workerd)', () => {
  it.each([
    ['/', 'news', 'HomePage'],
    ['/noticias/7/1', 'news', 'NewsListPage'],
    ['/albums/9/1', 'gallery', 'AlbumListPage'],
    [`/noticia/${newsId}`, 'news', 'NewsDetailPage'],
  ])(
    '%s: the section’s fragment of its release in the chrome, with its styles and hand-over',
    async (path, remote, module) => {
      const { response, html } = await page(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('Content-Type')).toMatch(/^text\/html/);
      expect(response.headers.get('Content-Security-Policy')).toContain("script-src 'self'");
      const release = releases[remote];
      expect(release).toMatch(/^[0-9a-f]{24}$/);
      const tag = sectionTag(html, remote);
      expect(tag).toContain(`data-release="${release}"`);
      expect(tag).not.toContain('data-ssr-fallback');
      expect(html).toContain(`<h1>Fragmento de ${remote} para ${path}</h1>`);
      // The chrome around it (the shell's header); the picture and the stylesheets in the head, the
      // shell's and the section's inline (issue #24), each allowed by the sha256 of its text.
      expect(html).toContain('<header');
      const sectionCss = sectionTestCss(remote, module);
      const sectionHref = `${sectionOrigin}/${remote}/${module}.css`;
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head).toContain(
        `<style data-href="${sectionHref}">${sectionCss}</style><link rel="stylesheet" href="${sectionHref}" disabled>`,
      );
      // The picture React asked for comes with the section's HTML: last in the head.
      expect(head).toMatch(/<link rel="preload" as="image" href="\/media\/tapa.jpg">$/);
      expect(head).toContain(
        `<style data-href="/shell.css">${SHELL_TEST_CSS}</style><link rel="stylesheet" href="/shell.css" disabled>`,
      );
      const styleSources = /style-src-elem ([^;]*)/.exec(
        response.headers.get('Content-Security-Policy') ?? '',
      )?.[1];
      expect(styleSources?.split(' ')).toEqual(
        expect.arrayContaining([
          `'sha256-${await sha256(SHELL_TEST_CSS)}'`,
          `'sha256-${await sha256(sectionCss)}'`,
        ]),
      );
      // The shell's code starts after the page's load, from the loader file given the list of its
      // elements, which the document's one inline script, its last, asks for: allowed by this
      // answer's nonce, never by a hash (issue #32).
      expect(html).toContain(
        '<script type="application/json" id="portal-codigo">[["script",{"src":"/main.js"}]]</script>',
      );
      expect(html).not.toMatch(/<script[^>]* src="\/arranque\.js"/);
      expect(html).not.toMatch(/<script>/);
      expect(html).not.toContain('<script defer');
      const scriptSources = /script-src ([^;]*)/.exec(
        response.headers.get('Content-Security-Policy') ?? '',
      )?.[1];
      expect(scriptSources).not.toContain('sha256-');
      expect(scriptSources).toContain(`'nonce-${bootstrapNonceOf(html)}'`);
      expect(html).not.toContain('Este sitio necesita JavaScript');
      expect(html).toContain(`"sections":{"${remote}":{"release":"${release}"}}`);
      expect(html).toContain(`"/api/de-${remote}":{"data":{"path":"${path}"}}`);
    },
  );

  it('writes the head of an article as its section’s fragment brings it', async () => {
    const { html } = await page(`/noticia/${newsId}`);
    expect(html).toContain('<title>Fragmento de news | Santiago Noticias</title>');
    expect(html).toContain(`<link rel="canonical" href="https://portal.example/noticia/${newsId}">`);
    expect(html).toContain('<meta property="og:type" content="website">');
    // The site's feed, once: the page's head writes it in place of the shell's.
    expect(html.match(/<link rel="?alternate"?[^>]*>/g)).toEqual([
      '<link rel="alternate" type="application/rss+xml" title="Santiago Noticias" href="/rss.xml">',
    ]);
  });

  it.each([
    ['a throwing section', '/noticias/7/2', 'news'],
    ['a slow section (past SSR_BUDGET_MS)', '/noticias/7/3', 'news'],
    ['a section that answers no JSON', '/noticias/7/4', 'news'],
    ['a dead section origin', '/agenda/9/1', 'agenda'],
    ['a dead section origin (an event)', '/evento/e2e2e2e2e2e2e2e2e2e2e2e2', 'agenda'],
  ])('leaves %s to the browser, never failing the page', async (_what, path, remote) => {
    const { response, html, ms } = await page(path);
    // An unknown event is a 404, as without server rendering; everything else answers 200.
    expect(response.status).toBe(path.startsWith('/evento/') ? 404 : 200);
    expect(ms).toBeLessThan(SLOW_SECTION_MS - 1_000);
    const tag = sectionTag(html, remote);
    expect(tag).toMatch(new RegExp(`data-ssr-section="${remote}" data-ssr-fallback=""`));
    expect(tag).not.toContain('data-release');
    expect(html).not.toContain('Fragmento de');
    expect(html).toContain('<header');
    expect(html).toContain(`"sections":{"${remote}":{"fallback":true}}`);
    // No section stylesheet for a section left to the browser; the shell's own is linked, as
    // before inline stylesheets, and still blocks paint.
    expect(html).not.toContain(`${sectionOrigin}/${remote}/`);
    expect(html).toContain('<link rel="stylesheet" href="/shell.css">');
    expect(html).not.toContain('<style');
    // The browser renders the section: the code starts at once, as from the shell's index.html.
    expect(html).toContain('<script defer src="/main.js"></script>');
  });

  it('sends the head before the section’s HTML has come (the protocol’s two parts), then the whole page', async () => {
    const ctx = createExecutionContext();
    const response = await worker.fetch(new Request('https://portal.example/noticias/7/7'), env, ctx);
    expect(response.status).toBe(200);
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    const first = (await reader.read()).value ?? '';
    // The section sends its HTML IN_PARTS_DELAY_MS after its opening: the head has left before.
    expect(first).toContain('<title>Fragmento de news | Santiago Noticias</title>');
    expect(first).not.toContain('<h1>');
    let html = first;
    for (let part = await reader.read(); !part.done; part = await reader.read()) html += part.value;
    await waitOnExecutionContext(ctx);
    expect(html).toContain('<h1>Fragmento de news para /noticias/7/7</h1>');
    expect(sectionTag(html, 'news')).toContain(`data-release="${releases.news}"`);
    expect(html).toContain('"/api/de-news":{"data"');
    expect(bootstrapNonceOf(html)).toBeDefined();
  });

  it('a section that fails after its opening: the page whole, its section left to the browser, not kept', async () => {
    const first = await page('/noticias/7/8');
    expect(first.response.status).toBe(200);
    expect(sectionTag(first.html, 'news')).toMatch(/data-ssr-fallback/);
    expect(bootstrapNonceOf(first.html)).toBeDefined();
    // Not from the edge cache: a view of its own (its section left to the browser at once now).
    const second = await page('/noticias/7/8');
    expect(second.response.headers.get('ETag')).not.toBe(first.response.headers.get('ETag'));
    expect(sectionTag(second.html, 'news')).toMatch(/data-ssr-fallback/);
  });

  it('gives each answer of a kept page its own script nonce, in its bootstrap and its CSP', async () => {
    const answers = [await page('/albums/9/2'), await page('/albums/9/2')];
    // The second from the edge cache: the same render.
    expect(answers[1]!.response.headers.get('ETag')).toBe(answers[0]!.response.headers.get('ETag'));
    const [first, second] = answers.map(({ response, html }) => {
      const nonce = bootstrapNonceOf(html)!;
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(response.headers.get('Content-Security-Policy')).toContain(`'nonce-${nonce}'`);
      return { nonce, html: withoutScriptNonce(html) };
    });
    expect(second!.nonce).not.toBe(first!.nonce);
    expect(second!.html).toBe(first!.html);
  });

  it('a slow section costs the page its budget, not the section’s time', async () => {
    await page('/noticias/7/1'); // the registry and the manifest are warm
    const { ms } = await page('/noticias/7/5');
    expect(ms).toBeGreaterThanOrEqual(200);
    expect(ms).toBeLessThan(1_500);
  });

  it('asks a slow section once for several views within a few seconds, and drops the render it gave up on', async () => {
    const renders = async () =>
      (await (await fetch(`${sectionOrigin}/_renders?path=/noticias/7/6`)).json()) as RenderCount;
    for (let view = 0; view < 4; view++) {
      expect(sectionTag((await page('/noticias/7/6')).html, 'news')).toContain('data-ssr-fallback');
    }
    expect((await renders()).asked).toBe(1);
    // Past the budget the portal closes its request: the section's origin sees its caller go.
    await expect.poll(async () => (await renders()).dropped, { timeout: 2_000 }).toBe(1);
  });

  it('gives a first-time visitor during a canary its number, and renders the release that number gets', async () => {
    const client = createClient({ url: env.DATABASE_URL });
    const candidate = 'c0c0c0c0c0c0c0c0c0c0c0c0';
    // A candidate of the news section from the same origin: its fragment is the same, its
    // data-release tells which release rendered the page. Written as another isolate would.
    await client.execute({
      sql: `INSERT INTO remote_releases (_id, remote, url, etiqueta, creada_por, created_at)
            SELECT ?, remote, url, 'candidata', 'prueba', created_at FROM remote_releases WHERE _id = ?`,
      args: [candidate, releases.news!],
    });
    await client.execute({
      sql: `UPDATE remote_sections SET candidata = ?, canary = 50 WHERE remote = 'news'`,
      args: [candidate],
    });
    await client.execute('UPDATE content_version SET version = version + 1');
    const started = Date.now();
    let first = await page('/');
    while (!first.response.headers.has('Set-Cookie')) {
      expect(Date.now() - started, 'the registry reads the share within 5 s').toBeLessThan(5_000);
      await new Promise((resolve) => setTimeout(resolve, 200));
      first = await page('/');
    }
    const seen = new Set<string>();
    for (let visit = 0; visit < 12; visit++) {
      if (visit > 0) first = await page('/');
      const number = Number(/^portal_visitante=(\d+);/.exec(first.response.headers.get('Set-Cookie')!)![1]);
      expect(first.response.headers.get('Cache-Control')).toBe('private, no-cache');
      const release = number < 5_000 ? candidate : releases.news!;
      expect(sectionTag(first.html, 'news')).toContain(`data-release="${release}"`);
      seen.add(release);
      const remotes = remotesAnswerSchema.parse(
        await (
          await worker.fetch(
            new Request('https://portal.example/remotes.json', {
              headers: { Cookie: `portal_visitante=${number}` },
            }),
            env,
          )
        ).json(),
      );
      expect(remotes.releases?.news?.id).toBe(release);
    }
    expect(seen.size).toBe(2);
    await client.execute(`UPDATE remote_sections SET candidata = NULL, canary = 0 WHERE remote = 'news'`);
    await client.execute('UPDATE content_version SET version = version + 1');
    client.close();
  });

  it('answers an unknown path with the chrome alone, 404 and noindex', async () => {
    const { response, html } = await page('/no-existe/para-nada');
    expect(response.status).toBe(404);
    expect(html).toContain('<header');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).not.toContain('data-ssr-section');
  });

  // Issue #31, items 10–12: the same statuses as on Node (pages/list-urls.server.test.ts).
  it.each([
    '/noticias/abc/1',
    '/noticias/10/-1',
    '/noticias/0/1',
    '/noticias/10/1.5',
    '/noticias/Narnia/10/1',
    '/categoria/no-existe/10/1',
    '/tema/no-existe/10/1',
    '/agenda/abc/1',
    '/albums/10/0',
  ])('%s: a malformed or unknown list is a 404 in the site’s chrome, noindex', async (path) => {
    const { response, html } = await page(path);
    expect(response.status).toBe(404);
    expect(html).toContain('<header');
    expect(html).toContain('<meta name="robots" content="noindex">');
  });

  it.each(['24%2F7', '1%2F2', '.net', 'a%5Cb'])('/noticias/b/%s/10/1: the results page', async (term) => {
    const path = `/noticias/b/${term}/10/1`;
    const { response, html } = await page(path);
    expect(response.status).toBe(200);
    expect(html).toContain(`<h1>Fragmento de news para ${path}</h1>`);
  });

  it('answers a search term over the API’s limit with 400 and the site’s page', async () => {
    const { response, html } = await page(`/noticias/b/${'x'.repeat(201)}/10/1`);
    expect(response.status).toBe(400);
    expect(html).toContain('<header');
  });

  it('answers a renamed category’s old slug with a 301 to the new one', async () => {
    const client = createClient({ url: env.DATABASE_URL });
    await client.execute(`UPDATE categorias SET nombre = 'Cine', slug = 'cine' WHERE slug = 'espectaculos'`);
    await client.execute(
      `INSERT INTO categorias_slugs_anteriores (slug, categoria_id) SELECT 'espectaculos', _id FROM categorias WHERE slug = 'cine'`,
    );
    client.close();
    const { response } = await page('/categoria/espectaculos/10/3?orden=1');
    expect(response.status).toBe(301);
    expect(response.headers.get('Location')).toBe('/categoria/cine/10/3?orden=1');
    expect((await page('/categoria/cine/10/1')).response.status).toBe(200);
  });

  it('leaves the back office to the browser: the shell’s document as it is', async () => {
    const { response, html } = await page('/admin');
    expect(response.status).toBe(200);
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('data-ssr-section');
  });
});
