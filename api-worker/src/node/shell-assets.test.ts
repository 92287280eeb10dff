import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseEncoding, etagMatches } from './compressed-files.ts';
import { createShellFiles } from './shell-assets.ts';

const shellDir = mkdtempSync(join(tmpdir(), 'portal-shell-assets-'));
const INDEX_HTML =
  '<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Santiago Noticias</title>' +
  '<script defer src="/main.3f9a1c2b.js"></script></head><body><div id="root"></div></body></html>';
const MAIN_JS = `console.log("¡hola!");\n${'export const seccion = "noticias de Santiago del Estero";\n'.repeat(200)}`;
const serve = createShellFiles(shellDir);

beforeAll(() => {
  writeFileSync(join(shellDir, 'index.html'), INDEX_HTML);
  writeFileSync(join(shellDir, 'main.3f9a1c2b.js'), MAIN_JS);
  writeFileSync(join(shellDir, 'tiny.0a1b2c3d.css'), 'body{}');
  writeFileSync(join(shellDir, 'logo.png'), Buffer.alloc(4096, 7));
});
afterAll(() => rmSync(shellDir, { recursive: true, force: true }));

const get = async (path: string, headers: Record<string, string> = {}) => {
  const file = await serve(new Request(`http://localhost${path}`, { headers }));
  if (!file) throw new Error(`${path} is no file of the shell`);
  return file;
};
const bytes = async (response: Response) => Buffer.from(await response.arrayBuffer());

describe('shell files, compressed', () => {
  it('sends brotli, else gzip, else the file as it is, varying by Accept-Encoding', async () => {
    const brotli = await get('/main.3f9a1c2b.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(brotli.headers.get('Content-Encoding')).toBe('br');
    expect(brotli.headers.get('Vary')).toBe('Accept-Encoding');
    const brotliBody = await bytes(brotli);
    expect(Number(brotli.headers.get('Content-Length'))).toBe(brotliBody.length);
    expect(brotliBody.length).toBeLessThan(Buffer.byteLength(MAIN_JS) / 5);
    expect(brotliDecompressSync(brotliBody).toString('utf8')).toBe(MAIN_JS);

    const gzip = await get('/main.3f9a1c2b.js', { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers.get('Content-Encoding')).toBe('gzip');
    expect(gunzipSync(await bytes(gzip)).toString('utf8')).toBe(MAIN_JS);

    const plain = await get('/main.3f9a1c2b.js');
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(plain.headers.get('Vary')).toBe('Accept-Encoding');
    expect((await bytes(plain)).toString('utf8')).toBe(MAIN_JS);
    expect(plain.headers.get('Content-Type')).toBe('text/javascript; charset=utf-8');
    expect(plain.headers.get('X-Content-Type-Options')).toBe('nosniff');
  });

  it('leaves images and tiny files alone', async () => {
    for (const path of ['/logo.png', '/tiny.0a1b2c3d.css']) {
      const response = await get(path, { 'Accept-Encoding': 'gzip, br' });
      expect(response.headers.get('Content-Encoding'), path).toBeNull();
      expect(response.headers.get('Vary'), path).toBeNull();
    }
  });

  it('answers 304 to the ETag of the same encoding, and 200 to another encoding’s', async () => {
    const brotli = await get('/main.3f9a1c2b.js', { 'Accept-Encoding': 'br' });
    const gzip = await get('/main.3f9a1c2b.js', { 'Accept-Encoding': 'gzip' });
    const brotliEtag = brotli.headers.get('ETag')!;
    expect(brotliEtag).not.toBe(gzip.headers.get('ETag'));

    const revalidated = await get('/main.3f9a1c2b.js', {
      'Accept-Encoding': 'br',
      'If-None-Match': brotliEtag,
    });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe('');
    expect(revalidated.headers.get('ETag')).toBe(brotliEtag);

    const otherEncoding = await get('/main.3f9a1c2b.js', {
      'Accept-Encoding': 'gzip',
      'If-None-Match': brotliEtag,
    });
    expect(otherEncoding.status).toBe(200);
  });

  it('serves a new version of a file when it changes (the cache is per path and mtime)', async () => {
    const path = join(shellDir, 'remoteEntry.js');
    const first = `/* v1 */ ${'a'.repeat(2000)}`;
    const second = `/* v2 */ ${'b'.repeat(3000)}`;
    writeFileSync(path, first);
    utimesSync(path, new Date(2026, 0, 1), new Date(2026, 0, 1));
    const before = await get('/remoteEntry.js', { 'Accept-Encoding': 'gzip' });
    expect(gunzipSync(await bytes(before)).toString()).toBe(first);
    writeFileSync(path, second);
    const after = await get('/remoteEntry.js', { 'Accept-Encoding': 'gzip' });
    expect(gunzipSync(await bytes(after)).toString()).toBe(second);
    expect(after.headers.get('ETag')).not.toBe(before.headers.get('ETag'));
  });
});

describe('what is no file of the site', () => {
  it('leaves pages, the template and the server renderer to the app', async () => {
    mkdirSync(join(shellDir, 'server'), { recursive: true });
    writeFileSync(join(shellDir, 'server', 'render.js'), 'export const renderChrome = () => "";');
    for (const path of [
      '/',
      '/noticias/7/1',
      '/index.html',
      '/server/render.js',
      '/server/',
      '/no-existe.js',
    ]) {
      expect(await serve(new Request(`http://localhost${path}`)), path).toBeNull();
    }
  });

  it('gives files the base headers, without a document policy', async () => {
    const file = await get('/logo.png');
    expect(file.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(file.headers.get('Content-Security-Policy')).toBeNull();
  });
});
describe('content negotiation helpers', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['identity', null],
    ['', null],
    [null, null],
  ] as const)('Accept-Encoding %j → %s', (header, encoding) => {
    expect(chooseEncoding(header)).toBe(encoding);
  });

  it('matches If-None-Match lists, weak or not, and *', () => {
    expect(etagMatches('W/"a-1-br"', 'W/"a-1-br"')).toBe(true);
    expect(etagMatches('"x", "a-1-br"', 'W/"a-1-br"')).toBe(true);
    expect(etagMatches('*', 'W/"a-1-br"')).toBe(true);
    expect(etagMatches('W/"a-1-gzip"', 'W/"a-1-br"')).toBe(false);
    expect(etagMatches(null, 'W/"a-1-br"')).toBe(false);
  });
});
