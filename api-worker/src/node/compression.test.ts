/**
 * The Node entry compresses the app's answers as Workers does: JSON, crawler pages, feeds and
 * sitemaps in brotli or gzip by Accept-Encoding, never tiny bodies nor images, and revalidation
 * still answers 304. Through the real server, reading the bytes as they travel (node:http does
 * not decode them).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get as httpGet, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startNodeServer, type RunningServer } from './server.ts';

const tempDir = mkdtempSync(join(tmpdir(), 'portal-compression-'));
let server: RunningServer;

beforeAll(async () => {
  mkdirSync(join(tempDir, 'shell'));
  writeFileSync(
    join(tempDir, 'shell', 'index.html'),
    '<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Portal</title></head><body><div id="root"></div></body></html>',
  );
  server = await startNodeServer({
    port: 0,
    databaseUrl: `file:${join(tempDir, 'portal.db')}`,
    mediaDir: join(tempDir, 'media'),
    shellDir: join(tempDir, 'shell'),
    seed: true,
    quiet: true,
  });
}, 120_000);

afterAll(async () => {
  await server?.close();
  rmSync(tempDir, { recursive: true, force: true });
});

interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  bytes: Buffer;
}

function getRaw(path: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolveAnswer, rejectAnswer) => {
    httpGet(new URL(path, server.url), { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolveAnswer({
          status: response.statusCode ?? 0,
          headers: response.headers,
          bytes: Buffer.concat(chunks),
        }),
      );
      response.on('error', rejectAnswer);
    }).on('error', rejectAnswer);
  });
}

function decoded({ headers, bytes }: RawAnswer): string {
  const encoding = headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(bytes).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(bytes).toString('utf8');
  expect(encoding).toBeUndefined();
  return bytes.toString('utf8');
}

describe('compression on the Node server', () => {
  it.each(['/api/noticias/10/1', '/rss.xml', '/sitemap.xml', '/sitemap-news.xml'])(
    'sends %s in brotli or gzip as accepted, the same text and ETag, and varies on Accept-Encoding',
    async (path) => {
      const plain = await getRaw(path);
      expect(plain.status).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toMatch(/Accept-Encoding/i);
      const text = plain.bytes.toString('utf8');

      const brotli = await getRaw(path, { 'Accept-Encoding': 'gzip, deflate, br' });
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotli.headers.vary).toMatch(/Accept-Encoding/i);
      expect(Number(brotli.headers['content-length'])).toBe(brotli.bytes.length);
      expect(brotli.bytes.length).toBeLessThan(plain.bytes.length / 2);
      expect(decoded(brotli)).toBe(text);
      expect(brotli.headers.etag).toBe(plain.headers.etag);

      const gzip = await getRaw(path, { 'Accept-Encoding': 'gzip' });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(decoded(gzip)).toBe(text);

      const refused = await getRaw(path, { 'Accept-Encoding': 'br;q=0, gzip;q=0' });
      expect(refused.headers['content-encoding']).toBeUndefined();
      expect(refused.bytes.toString('utf8')).toBe(text);
    },
  );

  it('still answers 304 to a compressed answer’s ETag', async () => {
    const first = await getRaw('/api/noticias/10/1', { 'Accept-Encoding': 'br' });
    const etag = first.headers.etag!;
    expect(etag).toBeTruthy();
    const again = await getRaw('/api/noticias/10/1', { 'Accept-Encoding': 'br', 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(again.bytes.length).toBe(0);
    expect(again.headers.vary).toMatch(/Accept-Encoding/i);
  });

  it('compresses a crawler page', async () => {
    const list = JSON.parse((await getRaw('/api/noticias/1/1')).bytes.toString('utf8')) as {
      docs: { _id: string; titulo: string }[];
    };
    const news = list.docs[0]!;
    const page = await getRaw(`/noticia/${news._id}`, { 'Accept-Encoding': 'gzip' });
    expect(page.status).toBe(200);
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(decoded(page)).toContain('<title>');
  });

  it('leaves tiny bodies and images as they are', async () => {
    const health = await getRaw('/api/health', { 'Accept-Encoding': 'br, gzip' });
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(health.bytes.toString('utf8'))).toEqual({ ok: true });

    const list = JSON.parse((await getRaw('/api/noticias/1/1')).bytes.toString('utf8')) as {
      docs: { img_portada: string }[];
    };
    const image = await getRaw(list.docs[0]!.img_portada, { 'Accept-Encoding': 'br, gzip' });
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toMatch(/^image\//);
    expect(image.headers['content-encoding']).toBeUndefined();
  });
});
