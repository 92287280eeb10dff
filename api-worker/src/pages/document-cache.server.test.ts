/**
 * Server-rendered documents in the Node entry's answer cache (DESIGN §10 "Caching"), over real
 * HTTP: the running server with a libSQL file and the demo content, a shell whose server renderer
 * is a small module on disk, and a section origin on a real socket whose releases render from the
 * portal's own API. A document is kept per URL, content version and release choice, and is never
 * stale after a write, a scheduled publication coming due or a release switch; staff bypass it.
 */
import { get as httpGet, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { bootstrapNonceOf, withoutScriptNonce } from '../http/script-nonce.testing.ts';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECTION_FRAGMENT_TYPE, SECTION_RENDER_PATH, sectionFragmentLine } from '@portal/contracts';
import { fakeFragment } from '../../test-support/fake-fragment.ts';
import { newsCreateBody } from '../../test-support/staff-request-bodies.ts';
import {
  startSignedInNodeServer,
  type SignedInNodeServer,
} from '../../test-support/signed-in-node-server.ts';
import type { RunningServer } from '../node/server.ts';

let portal: SignedInNodeServer;
let server: RunningServer;
let call: SignedInNodeServer['call'];
let section: Server;
let base: string;
/** Renders asked of the section origin, per release folder. */
const renders: Record<string, number> = {};

/**
 * The section origin: `/<release>/mf-manifest.json` and `/<release>/_render`. A release renders
 * the titles the portal's API gives it; `lenta` answers after the budget, `rota` fails.
 */
function startSection(): Promise<void> {
  section = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const [, release, file] = url.pathname.split('/');
    if (file === 'mf-manifest.json') {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ name: 'news', metaData: { name: 'news' }, exposes: [] }));
      return;
    }
    if (file !== SECTION_RENDER_PATH || !release) return void res.writeHead(404).end();
    renders[release] = (renders[release] ?? 0) + 1;
    if (release === 'rota') return void res.writeHead(500).end('{"msg":"falló"}');
    const path = url.searchParams.get('path') ?? '/';
    if (path.includes('?partes')) return void answerInParts(path, res);
    const call = path.startsWith('/noticia/') ? `/api/noticia/${path.split('/')[2]}` : '/api/noticias/10/1';
    const answer = async () => {
      const data = (await (await fetch(`${url.searchParams.get('origin')}${call}`)).json()) as {
        noticia?: { titulo: string }[];
        docs?: { titulo: string }[];
      };
      const titles = (data.noticia ?? data.docs ?? []).map(({ titulo }) => `<h2>${titulo}</h2>`);
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(fakeFragment(`<main data-version="${release}">${titles.join('')}</main>`)));
    };
    setTimeout(() => void answer(), release === 'lenta' ? 400 : 0);
  });
  return new Promise((resolve) => section.listen(0, '127.0.0.1', resolve));
}

/**
 * A render in the protocol's two parts (`?partes=…` in the page's URL): the opening at once, then
 * the HTML when the test calls `sendRest` (`?partes=cortada`: a failure instead).
 */
let sendRest: () => void = () => {};
function answerInParts(path: string, res: ServerResponse) {
  const { html, status, head } = fakeFragment(
    `<main data-partes>${'<p>Una nota larga.</p>'.repeat(200)}</main>`,
  );
  res.writeHead(200, { 'Content-Type': SECTION_FRAGMENT_TYPE });
  res.write(sectionFragmentLine({ status, head }));
  sendRest = () =>
    res.end(sectionFragmentLine(path.includes('cortada') ? { failed: 'se rompió' } : { html, answers: {} }));
}

/** The shell's server renderer, as its build writes it: one ES module beside index.html. */
const SHELL_RENDERER = `
export const HAND_OVER_ELEMENT_ID = 'datos-iniciales';
export async function renderChrome(path, sections) {
  const html = '<header>Cabecera</header>' + Object.values(sections).map((s) => s.html ?? '<div data-ssr-fallback></div>').join('');
  return { html, title: undefined };
}
`;

beforeAll(async () => {
  await startSection();
  base = `http://127.0.0.1:${(section.address() as AddressInfo).port}`;
  // What is under test is the cache, not the render budget (pages/page-renderer.test.ts): on a
  // loaded machine a cold first render may take longer than 250 ms and fall back.
  process.env.SSR_BUDGET_MS = '5000';
  portal = await startSignedInNodeServer({
    name: 'document-cache',
    adminPassword: 'clave-de-documentos-1',
    shellFiles: {
      'index.html':
        '<!doctype html><html><head><title>Portal</title></head><body><div id="root"></div></body></html>',
      'server/render.js': SHELL_RENDERER,
    },
    server: {
      remotes: {
        news: `${base}/v1/mf-manifest.json`,
        agenda: `${base}/agenda/mf-manifest.json`,
        gallery: `${base}/gallery/mf-manifest.json`,
        admin: `${base}/admin/mf-manifest.json`,
      },
      orphanCleanup: false,
    },
  });
  ({ server, call } = portal);
}, 60_000);

afterAll(async () => {
  delete process.env.SSR_BUDGET_MS;
  await portal?.close();
  await new Promise<void>((resolve) => section?.close(() => resolve()));
});

/** A GET over node:http, its body as it came (still encoded). */
function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    httpGet(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    }).on('error', reject);
  });
}

/** A visitor's load of a page (a canary number when given). */
async function page(path: string, visitor?: number) {
  const response = await fetch(server.url + path, {
    headers: visitor === undefined ? {} : { Cookie: `portal_visitante=${visitor}` },
  });
  return {
    status: response.status,
    cache: response.headers.get('X-Cache'),
    headers: response.headers,
    html: await response.text(),
  };
}

async function addRelease(folder: string): Promise<string> {
  const response = await call('POST', '/api/secciones/news/releases', {
    url: `${base}/${folder}/mf-manifest.json`,
    etiqueta: `Versión ${folder}`,
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { release: { _id: string } }).release._id;
}

describe('server-rendered documents in the answer cache', () => {
  it('keeps a document and answers it again from memory, with the headers of a public answer', async () => {
    const first = await page('/noticias/10/1');
    expect(first.status).toBe(200);
    expect(first.html).toContain('data-version="v1"');
    expect(first.headers.get('Cache-Control')).toBe('public, max-age=0, s-maxage=60, must-revalidate');
    expect(first.headers.get('ETag')).toMatch(/^"/);
    expect(first.headers.get('Vary')).toMatch(/Cookie/);
    const rendered = renders.v1;
    const second = await page('/noticias/10/1');
    expect(second.cache).toBe('HIT');
    expect(withoutScriptNonce(second.html)).toBe(withoutScriptNonce(first.html));
    expect(renders.v1).toBe(rendered);
    // Each answer's bootstrap has its own nonce, the one its CSP allows (http/script-nonce.ts).
    const nonces = [first, second].map(({ html, headers }) => {
      const nonce = bootstrapNonceOf(html)!;
      expect(headers.get('Content-Security-Policy')).toContain(`'nonce-${nonce}'`);
      return nonce;
    });
    expect(nonces[0]).not.toBe(nonces[1]);

    // The browser's revalidation: a 304 from memory.
    const revalidated = await fetch(server.url + '/noticias/10/1', {
      headers: { 'If-None-Match': first.headers.get('ETag')! },
    });
    expect(revalidated.status).toBe(304);
  });

  it('closes each compressed answer of a kept document with its own nonce (brotli and gzip, best copies included)', async () => {
    const path = '/noticias/10/1?codificado=1';
    const read = async (encoding: 'br' | 'gzip') => {
      // node:http: fetch would decode the body and hide the bytes on the wire.
      const { headers, body } = await rawGet(server.url + path, { 'Accept-Encoding': encoding });
      expect(headers['content-encoding']).toBe(encoding);
      expect(Number(headers['content-length'])).toBe(body.byteLength);
      const html = (encoding === 'br' ? brotliDecompressSync(body) : gunzipSync(body)).toString('utf8');
      const nonce = bootstrapNonceOf(html)!;
      expect(headers['content-security-policy']).toContain(`'nonce-${nonce}'`);
      return { nonce, html: withoutScriptNonce(html), cache: headers['x-cache'] };
    };
    const plain = withoutScriptNonce((await page(path)).html);
    const answers = [];
    for (let round = 0; round < 3; round++) {
      for (const encoding of ['br', 'gzip'] as const) answers.push(await read(encoding));
      // The best copies replace the quick ones in the background.
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    for (const answer of answers) {
      expect(answer.cache).toBe('HIT');
      expect(answer.html).toBe(plain);
    }
    expect(new Set(answers.map(({ nonce }) => nonce)).size).toBe(answers.length);
  });

  it('sends the head (compressed) as soon as the section has said what the page is, the rest with its HTML, and keeps the whole', async () => {
    const response = await fetch(server.url + '/noticias/10/1?partes=1', {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Encoding')).toBe('gzip');
    expect(response.headers.get('X-Cache')).toBe('MISS');
    expect(response.headers.get('ETag')).toMatch(/^"/);
    // The section holds its HTML: the document's head has come all the same.
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let received = '';
    while (!received.includes('<title>')) received += (await reader.read()).value ?? '';
    expect(received).toContain('<title>Sección | Santiago Noticias</title>');
    expect(received).not.toContain('data-partes');
    sendRest();
    for (let part = await reader.read(); !part.done; part = await reader.read()) received += part.value;
    expect(received).toContain('<main data-partes>');
    expect(received).toMatch(/<script nonce="[^"]+">[^<]*<\/script>$/);

    const again = await page('/noticias/10/1?partes=1');
    expect(again.cache).toBe('HIT');
    expect(withoutScriptNonce(again.html)).toBe(withoutScriptNonce(received));
    const revalidated = await fetch(server.url + '/noticias/10/1?partes=1', {
      headers: { 'If-None-Match': response.headers.get('ETag')! },
    });
    expect(revalidated.status).toBe(304);
  });

  it('never keeps a document whose section failed after its head had left: the page is whole, its section left to the browser', async () => {
    const first = fetch(server.url + '/noticias/10/1?partes=cortada');
    const response = await first;
    expect(response.status).toBe(200);
    sendRest();
    const html = await response.text();
    expect(html).toContain('<div data-ssr-fallback></div>');
    expect(html).toMatch(/<script nonce="[^"]+">[^<]*<\/script>$/);
    // Not kept: the next view is made again (its section's failure is remembered a few seconds,
    // so this one leaves the section to the browser at once, and is not kept either).
    const again = await page('/noticias/10/1?partes=cortada');
    expect(again.cache).toBe('MISS');
    expect(again.html).toContain('<div data-ssr-fallback></div>');

    // Nor when the miss was a browser's revalidation (the cache makes it whole before answering).
    const revalidation = fetch(server.url + '/noticias/10/1?partes=cortada-2', {
      headers: { 'If-None-Match': '"de-otra-vez"' },
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    sendRest();
    expect((await revalidation).status).toBe(200);
    expect((await page('/noticias/10/1?partes=cortada-2')).cache).toBe('MISS');
  });

  it('is never stale after a write: the next load shows the new headline', async () => {
    await page('/noticias/10/1');
    const created = await call('POST', '/api/crearnoticia', {
      ...newsCreateBody(),
      titulo: 'Crece el río Dulce',
    });
    expect(created.status).toBe(200);
    const id = ((await created.json()) as { id: string }).id;
    const list = await page('/noticias/10/1');
    expect(list.cache).toBe('MISS');
    expect(list.html).toContain('Crece el río Dulce');

    const detail = await page(`/noticia/${id}`);
    expect(detail.html).toContain('<h2>Crece el río Dulce</h2>');
    expect((await page(`/noticia/${id}`)).cache).toBe('HIT');
    expect((await call('PUT', '/api/noticia', { id, titulo: 'Bajó el río Dulce' })).status).toBe(200);
    const edited = await page(`/noticia/${id}`);
    expect(edited.cache).toBe('MISS');
    expect(edited.html).toContain('<h2>Bajó el río Dulce</h2>');
  });

  it('is never stale when a scheduled publication comes due', async () => {
    const publicarEn = new Date(Date.now() + 2_500).toISOString();
    const scheduled = await call('POST', '/api/crearnoticia', {
      ...newsCreateBody(),
      titulo: 'Llega la lluvia programada',
      estado: 'programada',
      publicar_en: publicarEn,
    });
    expect(scheduled.status).toBe(200);
    const before = await page('/noticias/10/1');
    expect(before.html).not.toContain('Llega la lluvia programada');
    expect((await page('/noticias/10/1')).cache).toBe('HIT');
    await new Promise((resolve) => setTimeout(resolve, Date.parse(publicarEn) - Date.now() + 200));
    const after = await page('/noticias/10/1');
    expect(after.cache).toBe('MISS');
    expect(after.html).toContain('Llega la lluvia programada');
  });

  it('keeps one document per release choice, and a release switch shows on the next load', async () => {
    const v2 = await addRelease('v2');
    // Half the visitors get the candidate: numbers below 5 000.
    expect((await call('PUT', '/api/secciones/news', { candidata: v2, canary: 50 })).status).toBe(200);
    const inShare = await page('/noticias/10/1', 10);
    const outside = await page('/noticias/10/1', 9_000);
    expect(inShare.html).toContain('data-version="v2"');
    expect(outside.html).toContain('data-version="v1"');
    const again = [await page('/noticias/10/1', 20), await page('/noticias/10/1', 9_100)];
    expect(again.map(({ cache }) => cache)).toEqual(['HIT', 'HIT']);
    expect(again[0]!.html).toContain('data-version="v2"');
    expect(again[1]!.html).toContain('data-version="v1"');

    expect((await call('PUT', '/api/secciones/news', { activa: v2, candidata: null })).status).toBe(200);
    const switched = await page('/noticias/10/1', 9_000);
    expect(switched.cache).toBe('MISS');
    expect(switched.html).toContain('data-version="v2"');
  });

  it('gives a first-time visitor during a canary its number with the document, rendered by the release the browser then loads', async () => {
    const v3 = await addRelease('v3');
    expect((await call('PUT', '/api/secciones/news', { candidata: v3, canary: 50 })).status).toBe(200);
    const seen = new Set<string>();
    // Draw new visitors until both releases were rendered (at least four): sixty draws of a fair coin are
    // all alike once in 2^59 runs, while twelve fixed draws failed CI once.
    for (let visit = 0; visit < 60 && (visit < 4 || seen.size < 2); visit++) {
      const first = await page('/noticias/10/1');
      const cookie = /^portal_visitante=(\d+);/.exec(first.headers.get('Set-Cookie') ?? '');
      expect(cookie, 'the document gives the visitor a number').not.toBeNull();
      // An answer that sets a cookie is no shared cache's to keep.
      expect(first.headers.get('Cache-Control')).toBe('private, no-cache');
      const rendered = /data-version="(v\d)"/.exec(first.html)![1]!;
      expect(rendered).toBe(Number(cookie![1]) < 5_000 ? 'v3' : 'v2');
      seen.add(rendered);
      // The shell's next call, with the cookie the browser now holds: the same release, no new number.
      const remotes = await fetch(`${server.url}/remotes.json`, {
        headers: { Cookie: `portal_visitante=${cookie![1]}` },
      });
      expect(remotes.headers.get('Set-Cookie')).toBeNull();
      expect(((await remotes.json()) as { news: string }).news).toBe(`${base}/${rendered}/mf-manifest.json`);
    }
    expect(seen.size).toBe(2);
    // A visitor with a number keeps it, and the document stays a public answer.
    const returning = await page('/noticias/10/1', 10);
    expect(returning.headers.get('Set-Cookie')).toBeNull();
    expect(returning.headers.get('Cache-Control')).toBe('public, max-age=0, s-maxage=60, must-revalidate');
    expect(returning.html).toContain('data-version="v3"');
    expect((await call('PUT', '/api/secciones/news', { candidata: null })).status).toBe(200);
    // Without a share running, nobody is given a number.
    expect((await page('/noticias/10/1')).headers.get('Set-Cookie')).toBeNull();
  });

  it('never keeps a document whose section fell back to the browser, and counts a failing candidate', async () => {
    const broken = await addRelease('rota');
    expect((await call('PUT', '/api/secciones/news', { candidata: broken, canary: 100 })).status).toBe(200);
    const first = await page('/noticias/10/1', 42);
    expect(first.status).toBe(200);
    expect(first.html).toContain('data-ssr-fallback');
    expect(first.headers.get('Cache-Control')).toBe('no-cache');
    const rendersBefore = renders.rota!;
    // Not kept by the caches; the failed release is not asked again for a few seconds though
    // (pages/page-renderer.ts): the next view is the same fallback, made without it.
    const second = await page('/noticias/10/1', 42);
    expect(second.cache).toBe('MISS');
    expect(second.html).toContain('data-ssr-fallback');
    expect(renders.rota).toBe(rendersBefore);

    const secciones = (await (await call('GET', '/api/secciones')).json()) as {
      secciones: {
        remote: string;
        releases: { _id: string; fallos: number; fallos_por_tipo: { render: number } }[];
      }[];
    };
    const release = secciones.secciones
      .find(({ remote }) => remote === 'news')!
      .releases.find(({ _id }) => _id === broken)!;
    // Once per visitor and hour, as the browsers' reports.
    expect(release.fallos_por_tipo.render).toBe(1);
    expect(release.fallos).toBe(1);
    expect((await call('PUT', '/api/secciones/news', { candidata: null })).status).toBe(200);
  });

  it('is bypassed by staff, who always get a fresh render', async () => {
    await page('/noticias/10/1');
    const response = await fetch(server.url + '/noticias/10/1', { headers: { Cookie: portal.cookie } });
    expect(response.headers.get('X-Cache')).toBe('BYPASS');
    expect(await response.text()).toContain('<header>Cabecera</header>');
  });
});
