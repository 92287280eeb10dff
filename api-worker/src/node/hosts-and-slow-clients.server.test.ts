/**
 * The Node entry against hostile clients (issue #31, item 5), over real HTTP: a `Host` header
 * never becomes the site's address in what a page says of itself, a production start without
 * SITE_URL refuses, and a client that sends its request slowly is cut within a bound.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startSignedInNodeServer,
  type SignedInNodeServer,
} from '../../test-support/signed-in-node-server.ts';
import { startNodeServer } from './server.ts';

let portal: SignedInNodeServer;

beforeAll(async () => {
  portal = await startSignedInNodeServer({
    name: 'hosts',
    adminPassword: 'clave-de-hosts-1',
    shellFiles: {
      'index.html':
        '<!doctype html><html><head><title>Portal</title></head><body><div id="root"></div></body></html>',
    },
    server: { orphanCleanup: false, requestTimeoutMs: 1_000 },
  });
}, 60_000);

afterAll(() => portal?.close());

/** A GET with the Host header an attacker chose (fetch may not set it). */
function getWithHost(url: string, host: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { Host: host } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the site’s address on the Node entry', () => {
  it('refuses a production start without SITE_URL, before opening the database', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'portal-no-site-url-'));
    const saved = { NODE_ENV: process.env.NODE_ENV, SITE_URL: process.env.SITE_URL };
    process.env.NODE_ENV = 'production';
    delete process.env.SITE_URL;
    try {
      const start = startNodeServer({
        port: 0,
        databaseUrl: `file:${join(dir, 'portal.db')}`,
        mediaDir: join(dir, 'media'),
        seed: false,
        quiet: true,
      });
      await expect(start.then((server) => server.close())).rejects.toThrow(/SITE_URL no está definida/);
      expect(existsSync(join(dir, 'portal.db'))).toBe(false);
    } finally {
      process.env.NODE_ENV = saved.NODE_ENV;
      if (saved.SITE_URL !== undefined) process.env.SITE_URL = saved.SITE_URL;
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('never takes a Host header for the site’s address in canonical, og:url, og:image, JSON-LD and feeds', async () => {
    const list = (await (await fetch(`${portal.server.url}/api/noticias/10/1`)).json()) as {
      docs: { _id: string }[];
    };
    const id = list.docs[0]!._id;
    const page = await getWithHost(`${portal.server.url}/noticia/${id}`, 'evil.example');
    expect(page.status).toBe(200);
    expect(page.body).not.toContain('evil.example');
    expect(page.body).toMatch(new RegExp(`<link rel="canonical" href="${portal.server.url}/noticia/${id}`));
    expect(page.body).toContain(`property="og:url" content="${portal.server.url}/noticia/${id}`);
    expect(page.body).toContain(`property="og:image" content="${portal.server.url}/`);
    const feed = await getWithHost(`${portal.server.url}/rss.xml`, 'evil.example');
    expect(feed.status).toBe(200);
    expect(feed.body).not.toContain('evil.example');
    expect(feed.body).toContain(`<link>${portal.server.url}/</link>`);
  });
});

describe('a slow client on the Node entry', () => {
  it('is answered 408 and cut within the request bound when its body comes a byte at a time', async () => {
    const { port } = new URL(portal.server.url);
    const socket = connect(Number(port), '127.0.0.1');
    const started = Date.now();
    let answer = '';
    const closed = new Promise<void>((resolve) => {
      socket.on('data', (chunk) => (answer += chunk.toString()));
      socket.on('close', () => resolve());
      socket.on('error', () => resolve());
    });
    socket.write(
      `POST /api/login HTTP/1.1\r\nHost: localhost:${port}\r\nContent-Type: application/json\r\n` +
        `Origin: ${portal.server.url}\r\nContent-Length: 200\r\n\r\n{`,
    );
    const drip = setInterval(() => socket.writable && socket.write(' '), 200);
    await closed;
    clearInterval(drip);
    // The bound is 1 s; the server checks its connections every quarter of it at most.
    expect(Date.now() - started).toBeLessThan(4_000);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('is cut within the bound when its headers never end', async () => {
    const { port } = new URL(portal.server.url);
    const socket = connect(Number(port), '127.0.0.1');
    const started = Date.now();
    const closed = new Promise<void>((resolve) => {
      socket.on('close', () => resolve());
      socket.on('error', () => resolve());
    });
    socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n');
    const drip = setInterval(() => socket.writable && socket.write('X-Lento: 1\r\n'), 200);
    await closed;
    clearInterval(drip);
    expect(Date.now() - started).toBeLessThan(4_000);
  });
});
