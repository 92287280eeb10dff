import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiskMediaStore } from '../media/disk-media-store.ts';
import { IMMUTABLE, NO_CACHE } from './shell-assets.ts';
import { startNodeServer, type RunningServer } from './server.ts';

const tempDir = mkdtempSync(join(tmpdir(), 'portal-node-'));
const shellDir = join(tempDir, 'shell');
const mediaDir = join(tempDir, 'media');
const INDEX_HTML = '<!doctype html><meta charset="utf-8"><title>Portal</title><div id="root"></div>';
let server: RunningServer;

beforeAll(async () => {
  mkdirSync(join(shellDir, 'assets'), { recursive: true });
  writeFileSync(join(shellDir, 'index.html'), INDEX_HTML);
  writeFileSync(join(shellDir, 'assets', 'main.3f9a1c2b.js'), 'console.log("¡hola!");');
  writeFileSync(join(shellDir, 'assets', 'styles.0a1b2c3d4e.css'), 'body{}');
  writeFileSync(join(shellDir, 'favicon.svg'), '<svg/>');
  writeFileSync(join(tempDir, 'secret.txt'), 'top secret');
  await createDiskMediaStore(mediaDir).put(
    'noticias/portada.jpg',
    new Uint8Array([0xff, 0xd8, 0xff, 0xd9]),
    'image/jpeg',
  );
  server = await startNodeServer({
    port: 0,
    databaseUrl: `file:${join(tempDir, 'data', 'portal.db')}`,
    mediaDir,
    shellDir,
    remotes: { admin: 'https://admin.example/mf-manifest.json' },
    seed: false,
    quiet: true,
  });
});

afterAll(async () => {
  await server?.close();
  rmSync(tempDir, { recursive: true, force: true });
});

const get = (path: string, init?: RequestInit) => fetch(server.url + path, init);

describe('Node server', () => {
  it('migrates the database file and answers the API', async () => {
    const response = await get('/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect((await get('/api/nada')).status).toBe(404);
  });

  it('answers remotes.json from its options', async () => {
    const body = (await (await get('/remotes.json')).json()) as Record<string, string>;
    expect(body.admin).toBe('https://admin.example/mf-manifest.json');
    expect(body.news).toBe('http://localhost:3001/mf-manifest.json');
  });

  it('serves images from the media folder', async () => {
    const response = await get('/media/noticias/portada.jpg');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('serves index.html for the root and for client routes, never cached', async () => {
    for (const path of ['/', '/noticias/7/1', '/noticias/Santiago%20del%20Estero/7/1', '/admin']) {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html; charset=utf-8$/i);
      expect(response.headers.get('cache-control')).toBe(NO_CACHE);
      expect(await response.text()).toBe(INDEX_HTML);
    }
  });

  it('lets the app answer the crawler pages, feeds, sitemaps and robots.txt before the SPA fallback', async () => {
    const missing = await get('/noticia/0123456789abcdef01234567');
    expect(missing.status).toBe(404);
    const html = await missing.text();
    expect(html).toContain('<title>Portal</title>');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect((await get('/evento/x')).status).toBe(404);
    for (const [path, type] of [
      ['/rss.xml', 'application/rss+xml; charset=utf-8'],
      ['/sitemap.xml', 'application/xml; charset=utf-8'],
      ['/sitemap-google-news.xml', 'application/xml; charset=utf-8'],
      ['/robots.txt', 'text/plain; charset=utf-8'],
    ]) {
      const response = await get(path!);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type'), path).toBe(type);
    }
  });

  it('serves hashed assets as immutable, JavaScript with a charset', async () => {
    const js = await get('/assets/main.3f9a1c2b.js');
    expect(js.status).toBe(200);
    expect(js.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(js.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(await js.text()).toBe('console.log("¡hola!");');
    expect((await get('/assets/styles.0a1b2c3d4e.css')).headers.get('content-type')).toBe(
      'text/css; charset=utf-8',
    );
    const icon = await get('/favicon.svg');
    expect(icon.headers.get('cache-control')).toBe(NO_CACHE);
  });

  it('revalidates with ETag', async () => {
    const first = await get('/favicon.svg');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const second = await get('/favicon.svg', { headers: { 'If-None-Match': etag! } });
    expect(second.status).toBe(304);
  });

  it('answers 404 for a missing file rather than the page', async () => {
    const response = await get('/assets/missing.0123abcd.js');
    expect(response.status).toBe(404);
  });

  it.each([
    '/..%2fsecret.txt',
    '/%2e%2e/secret.txt',
    '/assets/..%2f..%2fsecret.txt',
    '/.env',
    '/assets/%2e%2e%5c%2e%2e%5csecret.txt',
  ])('never serves files outside the shell: %s', async (path) => {
    const response = await get(path);
    expect(await response.text()).not.toContain('top secret');
  });
});
