/**
 * What a reader's list URL answers on the Node entry (issue #31, items 10–12; DESIGN §10, §12),
 * over real HTTP with a libSQL file and the demo content: malformed or unknown lists are a 404
 * with the site's page, a search term with `/`, `\` or a leading `.` gets its results page, a
 * renamed category's old slug answers a 301. Once with pages rendered on the server (a shell
 * renderer and a section origin whose fragment carries the real API's answer, as a section's
 * render does) and once with the bare shell (no renderer): the status is the same.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeFragment } from '../../test-support/fake-fragment.ts';
import {
  startSignedInNodeServer,
  type SignedInNodeServer,
} from '../../test-support/signed-in-node-server.ts';

/** The API call of a list page (the shell's route table, for these pages), with its segments as they came. */
function dataOf(pathname: string): string | undefined {
  const [first, ...rest] = pathname.split('/').slice(1);
  if (first === 'noticias' && rest[0] === 'b' && rest.length === 4)
    return `/api/noticia/b/${rest.slice(1).join('/')}`;
  if (first === 'noticias') return `/api/noticias/${rest.join('/')}`;
  if (first === 'categoria' || first === 'tema') return `/api/${first}/${rest.join('/')}`;
  if (first === 'agenda') return `/api/eventos/${rest.join('/')}`;
  if (first === 'albums') return `/api/albums/${rest.join('/')}`;
  return undefined;
}

const SHELL_RENDERER = `
export const HAND_OVER_ELEMENT_ID = 'datos-iniciales';
export async function renderChrome(path, sections) {
  return { html: '<header>Cabecera</header>' + Object.values(sections).map((s) => s.html ?? '').join(''), title: undefined };
}
`;

let section: Server;
let rendered: SignedInNodeServer;
let bare: SignedInNodeServer;

/**
 * A section whose fragment carries the real API's answer to the page's call, as useApi records it,
 * and the status a section gives such an answer: the API's 404 or 400, or 404 past the list's end.
 */
function startSection(): Promise<void> {
  section = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname.endsWith('/mf-manifest.json')) {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      return void res.end('{"exposes":[]}');
    }
    const data = dataOf(new URL(url.searchParams.get('path') ?? '/', 'http://x').pathname);
    void fetch(`${url.searchParams.get('origin')}${data}`).then(async (answer) => {
      const body = (await answer.json()) as { msg?: string };
      const list = Object.values(body).find((value) => Array.isArray((value as { docs?: unknown })?.docs));
      const page = (list ?? body) as { docs?: unknown[]; page?: number };
      const status = !answer.ok ? answer.status : page.docs?.length === 0 && page.page! > 1 ? 404 : 200;
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(
        JSON.stringify(
          fakeFragment(`<main>Sección ${answer.status}</main>`, {
            status: status as 200 | 400 | 404,
            answers: {
              [data!]: answer.ok ? { data: body } : { error: { status: answer.status, msg: body.msg! } },
            },
          }),
        ),
      );
    });
  });
  return new Promise((resolve) => section.listen(0, '127.0.0.1', resolve));
}

const INDEX_HTML =
  '<!doctype html><html><head><title>Portal</title></head><body><div id="root"></div></body></html>';

beforeAll(async () => {
  await startSection();
  const base = `http://127.0.0.1:${(section.address() as AddressInfo).port}`;
  process.env.SSR_BUDGET_MS = '5000';
  const remotes = {
    news: `${base}/news/mf-manifest.json`,
    agenda: `${base}/agenda/mf-manifest.json`,
    gallery: `${base}/gallery/mf-manifest.json`,
    admin: `${base}/admin/mf-manifest.json`,
  };
  [rendered, bare] = await Promise.all([
    startSignedInNodeServer({
      name: 'list-urls',
      adminPassword: 'clave-de-listas-1',
      shellFiles: { 'index.html': INDEX_HTML, 'server/render.js': SHELL_RENDERER },
      server: { remotes, orphanCleanup: false },
    }),
    startSignedInNodeServer({
      name: 'list-urls-bare',
      adminPassword: 'clave-de-listas-2',
      shellFiles: { 'index.html': INDEX_HTML },
      server: { remotes, orphanCleanup: false },
    }),
  ]);
}, 90_000);

afterAll(async () => {
  delete process.env.SSR_BUDGET_MS;
  await Promise.all([rendered?.close(), bare?.close()]);
  await new Promise<void>((resolve) => section?.close(() => resolve()));
});

const servers = () => [['server-rendered', rendered] as const, ['bare shell', bare] as const];

async function load(portal: SignedInNodeServer, path: string) {
  const response = await fetch(portal.server.url + path, { redirect: 'manual' });
  return { status: response.status, location: response.headers.get('Location'), html: await response.text() };
}

describe('malformed or unknown list URLs (issue #31, item 11)', () => {
  it.each([
    '/noticias/abc/1',
    '/noticias/10/-1',
    '/noticias/0/1',
    '/noticias/10/1.5',
    '/noticias/101/1',
    '/noticias/Narnia/10/1',
    '/categoria/no-existe/10/1',
    '/tema/no-existe/10/1',
    '/agenda/abc/1',
    '/agenda/Narnia/10/1',
    '/albums/abc/1',
    '/albums/10/0',
  ])('%s answers 404 with the site’s page, on both', async (path) => {
    for (const [name, portal] of servers()) {
      const { status, html } = await load(portal, path);
      expect(status, `${name} ${path}`).toBe(404);
      expect(html, name).toContain('<div id="root">');
    }
    expect((await load(rendered, path)).html).toContain('<meta name="robots" content="noindex">');
  });

  it('a page past the end of a list answers 404 where the page is rendered', async () => {
    const { status, html } = await load(rendered, '/noticias/10/9999');
    expect(status).toBe(404);
    expect(html).toContain('<header>Cabecera</header>');
  });

  it.each([
    '/noticias/10/1',
    '/noticias/Santiago del Estero/10/1',
    '/categoria/deportes/10/1',
    '/tema/turismo/10/1',
    '/agenda/9/1',
    '/albums/9/1',
  ])('%s still answers 200', async (path) => {
    for (const [name, portal] of servers()) {
      expect((await load(portal, encodeURI(path))).status, name).toBe(200);
    }
  });
});

describe('search terms with "/", "\\" or a leading "." (issue #31, item 10)', () => {
  it.each(['24%2F7', '1%2F2', '.net', 'a%5Cb', '.%2F..'])(
    '/noticias/b/%s/10/1 gives the results page',
    async (term) => {
      const path = `/noticias/b/${term}/10/1`;
      for (const [name, portal] of servers()) {
        const { status, html } = await load(portal, path);
        expect(status, `${name} ${path}`).toBe(200);
        expect(html, name).toContain('<div id="root"');
        expect(html).not.toBe('No encontrado.');
      }
      expect((await load(rendered, path)).html).toContain('<main>Sección 200</main>');
    },
  );

  it('/buscar?q=24/7 leads to its results page', async () => {
    const search = await load(rendered, '/buscar?q=24/7');
    expect(search.location).toBe('/noticias/b/24%2F7/10/1');
    expect((await load(rendered, search.location!)).status).toBe(200);
  });

  it.each([3_000, 20_000])('an over-long search (%i characters) gets the site’s 400 page', async (length) => {
    for (const [name, portal] of servers()) {
      const { status, html } = await load(portal, `/noticias/b/${'x'.repeat(length)}/10/1`);
      expect(status, name).toBe(400);
      expect(html, name).toContain('<div id="root"');
    }
  });

  it('a URL too long for the server gets a Spanish page, not a blank one', async () => {
    const { status, html } = await load(rendered, `/noticias/b/${'x'.repeat(100_000)}/10/1`);
    expect(status).toBe(431);
    expect(html).toContain('La dirección que busca es demasiado larga. Pruebe con una búsqueda más corta.');
    expect(html).toContain('<a href="/">Volver al inicio</a>');
  });

  it('a term at the API’s limit by its count of characters answers 200, as the API does', async () => {
    const path = `/noticias/b/${encodeURIComponent(`${'x'.repeat(199)}😀`)}/10/1`;
    for (const [name, portal] of servers()) expect((await load(portal, path)).status, name).toBe(200);
    expect((await load(rendered, path)).html).toContain('<main>Sección 200</main>');
  });

  it('a term over the API’s length limit answers 400 with the site’s page, never a bare one', async () => {
    const path = `/noticias/b/${'x'.repeat(201)}/10/1`;
    for (const [name, portal] of servers()) {
      const { status, html } = await load(portal, path);
      expect(status, name).toBe(400);
      expect(html, name).toContain('<div id="root"');
    }
  });
});

describe('a renamed category (issue #31, item 12)', () => {
  it('answers its old slug’s pages with a 301 to the new slug, on both', async () => {
    for (const [, portal] of servers()) {
      const { categorias } = (await (await portal.call('GET', '/api/categorias')).json()) as {
        categorias: { _id: string; slug: string }[];
      };
      const cultura = categorias.find((c) => c.slug === 'cultura')!;
      const renamed = await portal.call('PUT', `/api/categorias/${cultura._id}`, {
        nombre: 'Cultura y arte',
      });
      expect(renamed.status).toBe(200);
    }
    for (const [name, portal] of servers()) {
      const old = await load(portal, '/categoria/cultura/10/2?x=1');
      expect(old.status, name).toBe(301);
      expect(old.location, name).toBe('/categoria/cultura-y-arte/10/2?x=1');
      expect((await load(portal, '/categoria/cultura-y-arte/10/1')).status, name).toBe(200);
      const feed = await load(portal, '/categoria/cultura/rss.xml');
      expect(feed.status, name).toBe(301);
      expect(feed.location, name).toBe('/categoria/cultura-y-arte/rss.xml');
    }
  });
});
