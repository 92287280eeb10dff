/**
 * The answer cache on the running Node server, over real HTTP and a libSQL file with the demo
 * content: every kind of staff write is followed, at once, by the public reads it changes, and
 * none of them may answer what was kept before the write. Also: what the server answers from
 * memory, compressed, and what it never keeps.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tinyPng } from '../../test-support/back-office.ts';
import {
  adCreateBody,
  albumCreateBody,
  eventCreateBody,
  newsCreateBody,
} from '../../test-support/staff-request-bodies.ts';
import {
  startSignedInNodeServer,
  type SignedInNodeServer,
} from '../../test-support/signed-in-node-server.ts';
import type { RunningServer } from './server.ts';

let portal: SignedInNodeServer;
let server: RunningServer;
let cookie: string;
let call: SignedInNodeServer['call'];

beforeAll(async () => {
  portal = await startSignedInNodeServer({
    name: 'answer-cache',
    adminPassword: 'clave-de-la-cache-1',
    shellFiles: {
      'index.html': '<!doctype html><html><head><title>Portal</title></head><body></body></html>',
    },
  });
  ({ server, cookie, call } = portal);
}, 60_000);

afterAll(() => portal?.close());

function read(path: string, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(server.url + path, { headers });
}

async function uploadedImage(folder: string): Promise<string> {
  const form = new FormData();
  form.append('folder', folder);
  form.append(
    'file',
    new Blob([tinyPng(40, 30) as Uint8Array<ArrayBuffer>], { type: 'image/png' }),
    'foto.png',
  );
  const response = await fetch(server.url + '/api/upload-image', {
    method: 'POST',
    headers: { Origin: server.url, Cookie: cookie },
    body: form,
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { url: string }).url;
}

/** Reads each path twice (the second from memory), so that a stale copy would be there to serve. */
async function cacheAll(paths: string[]): Promise<Map<string, string>> {
  const bodies = new Map<string, string>();
  for (const path of paths) {
    await read(path);
    const again = await read(path);
    expect(again.headers.get('X-Cache'), path).toBe('HIT');
    bodies.set(path, await again.text());
  }
  return bodies;
}

/** A write, then every path it changes, at once: each must be made again and show the change. */
async function expectFreshAfter(
  write: () => Promise<Response>,
  paths: string[],
  shows: (path: string, status: number, body: string) => boolean,
): Promise<void> {
  const before = await cacheAll(paths);
  const response = await write();
  expect(response.status, await response.clone().text()).toBe(200);
  for (const path of paths) {
    const after = await read(path);
    const body = await after.text();
    expect(after.headers.get('X-Cache'), path).toBe('MISS');
    expect(shows(path, after.status, body), `${path} after the write: ${body.slice(0, 300)}`).toBe(true);
    expect(body === before.get(path) && after.status === 200, `${path} unchanged`).toBe(false);
  }
}

describe('the Node server’s answer cache', () => {
  it('answers a public read from memory, compressed as asked, with X-Cache', async () => {
    const first = await read('/api/noticias/10/1', { 'Accept-Encoding': 'br' });
    expect(first.headers.get('X-Cache')).toBe('MISS');
    const second = await read('/api/noticias/10/1', { 'Accept-Encoding': 'br' });
    expect(second.headers.get('X-Cache')).toBe('HIT');
    expect(second.headers.get('Content-Encoding')).toBe('br');
    expect(second.headers.get('Vary')).toBe('Cookie, Accept-Encoding');
    expect(await second.json()).toEqual(await first.json());
    // Staff with a session go to the app; the shell's own files are not the cache's.
    expect((await read('/api/noticias/10/1', { Cookie: cookie })).headers.get('X-Cache')).toBe('BYPASS');
    expect((await read('/index.js')).headers.get('X-Cache')).toBeNull();
    expect(server.answerCacheStats()).toMatchObject({ hits: 1, misses: 1, bypassed: 1 });
    // A page's document is looked up (pages/document-cache.test.ts); this shell renders none, so
    // its bare index.html (no-cache) is never kept.
    expect((await read('/')).headers.get('X-Cache')).toBe('MISS');
    expect((await read('/')).headers.get('X-Cache')).toBe('MISS');
  });

  it('never answers what was kept before a write, whatever the kind of write', async () => {
    // News: create, edit, unpublish, restore a revision, delete.
    const cover = await uploadedImage('noticias');
    const word = `zorzal${Date.now().toString(36)}`;
    let newsId = '';
    await expectFreshAfter(
      async () => {
        const response = await call('POST', '/api/crearnoticia', {
          ...newsCreateBody(),
          img_portada: cover,
          titulo: `Llegó el ${word}`,
          provincia: 'Salta',
        });
        newsId = ((await response.clone().json()) as { id: string }).id;
        return response;
      },
      [
        '/api/noticias/10/1',
        '/api/noticias/Salta/10/1',
        `/api/noticia/b/${word}/10/1`,
        '/api/masnoticias',
        '/rss.xml',
        '/sitemap-news.xml',
      ],
      (path, status, body) =>
        status === 200 && (path === '/api/masnoticias' || body.includes(word) || body.includes(newsId)),
    );
    await expectFreshAfter(
      () => call('PUT', '/api/noticia', { id: newsId, titulo: `Corregido el ${word}` }),
      [`/api/noticia/${newsId}`, `/noticia/${newsId}`, '/api/noticias/10/1'],
      (_path, status, body) => status === 200 && body.includes(`Corregido el ${word}`),
    );
    await expectFreshAfter(
      () => call('PUT', '/api/noticia', { id: newsId, estado: 'borrador', despublicar: true }),
      [`/api/noticia/${newsId}`, '/api/noticias/10/1'],
      (path, status, body) => (path.includes(newsId) ? status === 404 : !body.includes(word)),
    );
    await call('PUT', '/api/noticia', { id: newsId, estado: 'publicada' });
    const revisions = (await (await call('GET', `/api/noticia/${newsId}/revisiones`)).json()) as {
      revisiones: { _id: string; titulo: string }[];
    };
    const original = revisions.revisiones.find((r) => r.titulo === `Llegó el ${word}`)!;
    await expectFreshAfter(
      () => call('POST', `/api/noticia/${newsId}/revisiones/${original._id}/restaurar`),
      [`/api/noticia/${newsId}`],
      (_path, status, body) => status === 200 && body.includes(`Llegó el ${word}`),
    );
    await expectFreshAfter(
      () => call('DELETE', `/api/noticia/${newsId}`),
      [`/api/noticia/${newsId}`, `/api/noticia/b/${word}/10/1`],
      (path, status, body) =>
        path.includes('/b/') ? status === 200 && !body.includes(newsId) : status === 404,
    );

    // Events: create, edit, delete.
    const flyer = await uploadedImage('agenda');
    let eventId = '';
    await expectFreshAfter(
      async () => {
        const response = await call('POST', '/api/evento', {
          ...eventCreateBody(),
          flayer: flyer,
          titulo: `Peña ${word}`,
        });
        eventId = ((await response.clone().json()) as { id: string }).id;
        return response;
      },
      ['/api/eventos/50/1', '/api/eventos/Tucuman/50/1'],
      (_path, status, body) => status === 200 && body.includes(word),
    );
    await expectFreshAfter(
      () => call('PUT', '/api/evento', { id: eventId, titulo: `Gran peña ${word}` }),
      [`/api/evento/${eventId}`, `/evento/${eventId}`],
      (_path, status, body) => status === 200 && body.includes(`Gran peña ${word}`),
    );
    await expectFreshAfter(
      () => call('DELETE', `/api/evento/${eventId}`),
      [`/api/evento/${eventId}`],
      (_path, status) => status === 404,
    );

    // Albums: create, edit, delete.
    const photo = await uploadedImage('albums');
    let albumId = '';
    await expectFreshAfter(
      async () => {
        const response = await call('POST', '/api/crearalbum', {
          ...albumCreateBody(),
          fotos: [photo],
          nombre: `Fotos ${word}`,
          fecha: new Date().toISOString().slice(0, 10),
        });
        albumId = ((await response.clone().json()) as { id: string }).id;
        return response;
      },
      ['/api/albums/12/1'],
      (_path, status, body) => status === 200 && body.includes(word),
    );
    await expectFreshAfter(
      () => call('PUT', '/api/album', { id: albumId, nombre: `Más fotos ${word}` }),
      [`/api/album/${albumId}`, '/api/albums/12/1'],
      (_path, status, body) => status === 200 && body.includes(`Más fotos ${word}`),
    );
    await expectFreshAfter(
      () => call('DELETE', `/api/album/${albumId}`),
      [`/api/album/${albumId}`],
      (_path, status) => status === 404,
    );

    // Ads: create, edit, delete.
    const adImage = await uploadedImage('publicidad');
    let adId = '';
    await expectFreshAfter(
      async () => {
        const response = await call('POST', '/api/publi', {
          ...adCreateBody(),
          foto: adImage,
          nombre_cliente: `Cliente ${word}`,
          ingreso: '2020-01-01',
          egreso: '2099-12-31',
        });
        adId = ((await response.clone().json()) as { id: string }).id;
        return response;
      },
      ['/api/publis'],
      (_path, status, body) => status === 200 && body.includes(adImage),
    );
    await expectFreshAfter(
      () => call('DELETE', `/api/publi/${adId}`),
      ['/api/publis'],
      (_path, status, body) => status === 200 && !body.includes(adImage),
    );

    // The central banner: its image, then its link.
    const banner = (await (await read('/api/get-banner')).json()) as { banners: { _id: string }[] };
    const bannerId = banner.banners[0]!._id;
    const bannerImage = await uploadedImage('banners');
    await expectFreshAfter(
      () => call('PUT', `/api/edit-banners/${bannerId}`, { tipo: 'bannerFull', image_url: bannerImage }),
      ['/api/get-banner'],
      (_path, status, body) => status === 200 && body.includes(bannerImage),
    );
    await expectFreshAfter(
      () => call('PUT', `/api/edit-link/${bannerId}`, { link_evento: `/agenda/${word}` }),
      ['/api/get-banner'],
      (_path, status, body) => status === 200 && body.includes(`/agenda/${word}`),
    );
  }, 60_000);
});
