/**
 * The Node entry's answer cache over the real app and a real libSQL database, with the app's
 * clock in the test's hands: what is kept, when it is answered from memory, and that no stale
 * answer is ever served after a change of content (each kind of write of the app is driven over
 * real HTTP in answer-cache.server.test.ts).
 */
import { brotliCompressSync, brotliDecompressSync, constants as zlibConstants, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertBanners, insertNews, minutesAfterEpoch, testId } from '../../test-support/content-fixtures.ts';
import { createTestApp, createTestDatabase } from '../../test-support/create-test-app.ts';
import { insertStaffUser, jsonCall, sessionCookieFor } from '../../test-support/staff-access.ts';
import type { App } from '../app.ts';
import { createContentVersions, type ContentVersions } from '../content-version/content-version.ts';
import type { AppDatabase } from '../db/database.ts';
import { answerCacheKey, createAnswerCache, type AnswerCache } from './answer-cache.ts';

const START = Date.parse('2026-11-24T12:00:00Z');
let now: number;
let db: AppDatabase;
let app: App;
let versions: ContentVersions;
let cache: AnswerCache;
/** How many requests reached the app (misses and bypasses). */
let appCalls: number;
let close: () => void;

async function setUp(maxBytes = 8 * 1024 * 1024) {
  now = START;
  db = await createTestDatabase();
  versions = createContentVersions(db, { now: () => now });
  ({ app, close } = await createTestApp({ db, now: () => now, contentVersions: versions }));
  appCalls = 0;
  cache = createAnswerCache({
    versions,
    handle: async (request) => {
      appCalls++;
      return app.fetch(request);
    },
    maxBytes,
    now: () => now,
  });
}

/** A request as the Node server hands it over: the Request and the raw target and headers. */
async function get(path: string, headers: Record<string, string> = {}, method = 'GET') {
  const request = new Request(`http://localhost${path}`, { method, headers });
  const incoming = {
    url: path,
    headers: Object.fromEntries(
      Object.entries({ host: 'localhost', ...headers }).map(([name, value]) => [name.toLowerCase(), value]),
    ),
  };
  return cache.serve(request, incoming);
}

/** The titles of a news list (`{ docs }`) or of a news item (`{ noticia: [item] }`). */
async function titlesOf(response: Response): Promise<string[]> {
  const body = (await response.json()) as { docs?: { titulo: string }[]; noticia?: { titulo: string }[] };
  return (body.docs ?? body.noticia ?? []).map((item) => item.titulo);
}

async function staffCookie() {
  const admin = await insertStaffUser(db, {
    username: 'jefa',
    privilegios: ['usuarios', 'noticias', 'edicion', 'publicidad'],
  });
  return sessionCookieFor(db, admin._id);
}

beforeEach(() => setUp());
afterEach(() => close());

describe('the answer cache', () => {
  it('answers a public read from memory the second time: same bytes, headers and ETag, no app', async () => {
    await insertNews(db, { titulo: 'Primera', created_at: minutesAfterEpoch(1) });
    const first = await get('/api/noticias/10/1');
    expect(first.headers.get('X-Cache')).toBe('MISS');
    const firstBody = await first.text();
    const second = await get('/api/noticias/10/1');
    expect(second).toBeInstanceOf(Response); // synchronously: no promise on a hit
    expect(second.headers.get('X-Cache')).toBe('HIT');
    expect(await second.text()).toBe(firstBody);
    expect(second.headers.get('ETag')).toBe(first.headers.get('ETag'));
    for (const name of [
      'content-type',
      'cache-control',
      'content-security-policy',
      'x-content-type-options',
    ]) {
      expect(second.headers.get(name), name).toBe(first.headers.get(name));
    }
    expect(appCalls).toBe(1);
    expect(cache.stats()).toMatchObject({ hits: 1, misses: 1, bypassed: 0, entries: 1 });
  });

  it('serves the same entry to spellings of one URL, and keeps apart what the app tells apart', async () => {
    await get('/api/noticias/Santiago%20del%20Estero/10/1');
    expect((await get('/api/noticias/Santiago%20del%20Estero/10/1')).headers.get('X-Cache')).toBe('HIT');
    expect((await get('/api/noticias/%53antiago%20del%20Estero/10/1')).headers.get('X-Cache')).toBe('HIT');
    expect((await get('/api/noticias/Salta/10/1')).headers.get('X-Cache')).toBe('MISS');
    expect(answerCacheKey('h', '/a?b=2&a=1&a=0&')).toBe('h/a?a=1&a=0&b=2');
    expect(answerCacheKey('h', '/a?')).toBe('h/a');
    expect(answerCacheKey('h', '/a%2fb%7e')).toBe('h/a%2Fb~');
    expect(answerCacheKey('otro', '/a')).not.toBe(answerCacheKey('h', '/a'));
  });

  it('makes one answer for many readers of a URL after a change', async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, () => get('/api/masnoticias')));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(appCalls).toBe(1);
  });

  it('answers conditional requests and HEAD from the entry', async () => {
    const first = await get('/api/noticias/10/1');
    const etag = first.headers.get('ETag')!;
    const notModified = await get('/api/noticias/10/1', { 'If-None-Match': etag });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get('ETag')).toBe(etag);
    expect(notModified.headers.get('Cache-Control')).toBe(first.headers.get('Cache-Control'));
    expect(await notModified.text()).toBe('');
    const head = await get('/api/noticias/10/1', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body).toBeNull();
    expect(head.headers.get('Content-Length')).toBe(String((await first.arrayBuffer()).byteLength));
    expect(appCalls).toBe(1);
  });

  it('keeps brotli and gzip copies, made once, sent by Accept-Encoding, with Vary right', async () => {
    // Enough news for a body worth compressing.
    await insertNews(
      db,
      ...Array.from({ length: 10 }, (_, n) => ({
        titulo: `Noticia número ${n} de la semana`,
        created_at: minutesAfterEpoch(n),
      })),
    );
    const plain = await get('/api/noticias/10/1');
    const plainBytes = Buffer.from(await plain.arrayBuffer());
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(plain.headers.get('Vary')).toBe('Cookie, Accept-Encoding');

    const bytesBefore = cache.stats().bytes;
    for (const [accept, encoding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      ['identity', null],
    ] as const) {
      const response = await get('/api/noticias/10/1', { 'Accept-Encoding': accept });
      expect(response.headers.get('X-Cache'), accept).toBe('HIT');
      expect(response.headers.get('Content-Encoding'), accept).toBe(encoding);
      expect(response.headers.get('Vary'), accept).toBe('Cookie, Accept-Encoding');
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(response.headers.get('Content-Length')).toBe(String(bytes.byteLength));
      const decoded =
        encoding === 'br' ? brotliDecompressSync(bytes) : encoding === 'gzip' ? gunzipSync(bytes) : bytes;
      expect(decoded.equals(plainBytes), accept).toBe(true);
      if (encoding) expect(bytes.byteLength).toBeLessThan(plainBytes.byteLength);
    }
    // The copies count in the cache's size.
    expect(cache.stats().bytes).toBeGreaterThan(bytesBefore);
    expect(appCalls).toBe(1);
  });

  it('replaces a quick compressed copy by the encoder’s best once made, counting its size', async () => {
    await insertNews(
      db,
      ...Array.from({ length: 10 }, (_, n) => ({
        titulo: `Noticia número ${n} de la semana en Santiago del Estero`,
        created_at: minutesAfterEpoch(n),
      })),
    );
    const plainBytes = Buffer.from(await (await get('/api/noticias/10/1')).arrayBuffer());
    const first = Buffer.from(
      await (await get('/api/noticias/10/1', { 'Accept-Encoding': 'br' })).arrayBuffer(),
    );
    const quick = brotliCompressSync(plainBytes, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } });
    const best = brotliCompressSync(plainBytes, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } });
    expect(best.byteLength).toBeLessThan(quick.byteLength);
    expect(first.byteLength).toBe(quick.byteLength);
    const bytesWithQuickCopy = cache.stats().bytes;
    let later = first;
    for (let tries = 0; tries < 100 && later.byteLength !== best.byteLength; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      later = Buffer.from(await (await get('/api/noticias/10/1', { 'Accept-Encoding': 'br' })).arrayBuffer());
    }
    expect(later.byteLength).toBe(best.byteLength);
    expect(brotliDecompressSync(later).equals(plainBytes)).toBe(true);
    // The quick copy's bytes are no longer counted, the best copy's are.
    expect(bytesWithQuickCopy - cache.stats().bytes).toBe(quick.byteLength - best.byteLength);
    expect(appCalls).toBe(1);
  });

  it('lets staff sessions and credentials through to the app, keeping nothing', async () => {
    const cookie = await staffCookie();
    await get('/api/noticias/10/1');
    const staffHeaders: Record<string, string>[] = [
      { Cookie: cookie },
      { Cookie: `portal_visitante=3; ${cookie}` },
      { Authorization: 'Bearer x' },
    ];
    for (const headers of staffHeaders) {
      const response = await get('/api/noticias/10/1', headers);
      expect(response.headers.get('X-Cache')).toBe('BYPASS');
    }
    expect(cache.stats()).toMatchObject({ bypassed: 3, entries: 1 });
    // Another cookie (the releases' visitor number) changes nothing an answer says.
    expect((await get('/api/noticias/10/1', { Cookie: 'portal_visitante=3' })).headers.get('X-Cache')).toBe(
      'HIT',
    );
  });

  it('keeps no error, no staff answer and no per-visitor answer', async () => {
    for (const path of [
      `/api/noticia/${testId(999)}`,
      '/api/no-existe',
      '/remotes.json',
      '/api/health',
      '/api/usuarios',
    ]) {
      const response = await get(path);
      expect(response.headers.get('X-Cache'), path).toBe('MISS');
      expect((await get(path)).headers.get('X-Cache'), path).toBe('MISS');
    }
    expect(cache.stats().entries).toBe(0);
  });

  it('stays within its size, dropping the least recently used answers', async () => {
    close();
    await setUp(64 * 1024);
    const rows = await insertNews(
      db,
      ...Array.from({ length: 60 }, (_, n) => ({
        titulo: `Nota ${n}`,
        texto: `<p>${'Texto largo. '.repeat(150)}</p>`,
      })),
    );
    for (const row of rows) {
      expect((await get(`/api/noticia/${row._id}`, { 'Accept-Encoding': 'br' })).status).toBe(200);
      expect(cache.stats().bytes).toBeLessThanOrEqual(64 * 1024);
    }
    const stats = cache.stats();
    expect(stats.evicted).toBeGreaterThan(0);
    expect(stats.entries).toBeLessThan(60);
    // The newest stay; the oldest went.
    expect((await get(`/api/noticia/${rows.at(-1)!._id}`)).headers.get('X-Cache')).toBe('HIT');
    expect((await get(`/api/noticia/${rows[0]!._id}`)).headers.get('X-Cache')).toBe('MISS');
  });

  it('keeps nothing and answers everything from the app when its size is 0', async () => {
    close();
    await setUp(0);
    await get('/api/noticias/10/1');
    const again = await get('/api/noticias/10/1');
    expect(again.headers.get('X-Cache')).toBe('BYPASS');
    expect(again.status).toBe(200);
    expect(cache.stats()).toMatchObject({ bypassed: 2, entries: 0, maxBytes: 0 });
  });
});

describe('no stale answer', () => {
  it('after a staff write: the next read is made again, with the change', async () => {
    const [news] = await insertNews(db, { titulo: 'Antes', created_at: minutesAfterEpoch(1) });
    const cookie = await staffCookie();
    expect(await titlesOf(await get('/api/noticias/10/1'))).toEqual(['Antes']);
    expect(await titlesOf(await get(`/api/noticia/${news!._id}`))).toEqual(['Antes']);
    const write = await app.request(
      '/api/noticia',
      jsonCall('PUT', { id: news!._id, titulo: 'Después' }, { cookie }),
    );
    expect(write.status).toBe(200);
    const list = await get('/api/noticias/10/1');
    expect(list.headers.get('X-Cache')).toBe('MISS');
    expect(await titlesOf(list)).toEqual(['Después']);
    expect(await titlesOf(await get(`/api/noticia/${news!._id}`))).toEqual(['Después']);
  });

  it('after a write that leaves the answer’s body alone: a new ETag all the same', async () => {
    const [banner] = await insertBanners(db, {});
    const cookie = await staffCookie();
    const before = (await get('/api/masnoticias')).headers.get('ETag');
    await app.request(
      `/api/edit-link/${banner!._id}`,
      jsonCall('PUT', { link_evento: '/agenda/9/1' }, { cookie }),
    );
    const after = await get('/api/masnoticias');
    expect(after.headers.get('X-Cache')).toBe('MISS');
    expect(after.headers.get('ETag')).not.toBe(before);
  });

  it('when a scheduled news item comes due, and lifetimes never reach past it', async () => {
    await insertNews(db, { titulo: 'Publicada', created_at: minutesAfterEpoch(1) });
    await insertNews(db, {
      titulo: 'Programada',
      estado: 'programada',
      publicar_en: new Date(START + 45_000).toISOString(),
      created_at: minutesAfterEpoch(2),
    });
    await versions.bump();
    expect(await titlesOf(await get('/api/noticias/10/1'))).toEqual(['Publicada']);
    const cached = await get('/api/noticias/10/1');
    expect(cached.headers.get('X-Cache')).toBe('HIT');
    expect(cached.headers.get('Cache-Control')).toBe(
      'public, max-age=30, s-maxage=45, stale-while-revalidate=0',
    );
    now = START + 40_000;
    const later = await get('/api/noticias/10/1');
    expect(later.headers.get('X-Cache')).toBe('HIT');
    expect(later.headers.get('Cache-Control')).toBe(
      'public, max-age=5, s-maxage=5, stale-while-revalidate=0',
    );
    now = START + 45_000;
    const due = await get('/api/noticias/10/1');
    expect(due.headers.get('X-Cache')).toBe('MISS');
    expect(await titlesOf(due)).toEqual(['Programada', 'Publicada']);
  });

  it('after another process writes the same database: the next request past a second refreshes it behind', async () => {
    const [news] = await insertNews(db, { titulo: 'Antes', created_at: minutesAfterEpoch(1) });
    await get(`/api/noticia/${news!._id}`);
    // Another portal process over the same database: its write, then its bump of the version.
    const other = createContentVersions(db);
    await db.$client.execute({
      sql: `UPDATE noticias SET titulo = 'Después' WHERE _id = ?`,
      args: [news!._id],
    });
    await other.bump();
    now = START + 999;
    expect(await titlesOf(await get(`/api/noticia/${news!._id}`))).toEqual(['Antes']);
    // Held: answered at once from the cache while the version is read again behind it…
    now = START + 1_000;
    const held = await get(`/api/noticia/${news!._id}`);
    expect(held.headers.get('X-Cache')).toBe('HIT');
    expect(await titlesOf(held)).toEqual(['Antes']);
    // …so the one after it is made under the new version.
    await expect.poll(async () => titlesOf(await get(`/api/noticia/${news!._id}`))).toEqual(['Después']);
  });

  it('after another process writes the same database: waited for once the held version is 5 s old', async () => {
    const [news] = await insertNews(db, { titulo: 'Antes', created_at: minutesAfterEpoch(1) });
    await get(`/api/noticia/${news!._id}`);
    await db.$client.execute({
      sql: `UPDATE noticias SET titulo = 'Después' WHERE _id = ?`,
      args: [news!._id],
    });
    await createContentVersions(db).bump();
    now = START + 5_000;
    const fresh = await get(`/api/noticia/${news!._id}`);
    expect(fresh.headers.get('X-Cache')).toBe('MISS');
    expect(await titlesOf(fresh)).toEqual(['Después']);
  });

  it('past the answer’s own shared lifetime (s-maxage), even with no write', async () => {
    await get('/api/noticias/10/1');
    now = START + 59_000;
    expect((await get('/api/noticias/10/1')).headers.get('X-Cache')).toBe('HIT');
    now = START + 60_000;
    expect((await get('/api/noticias/10/1')).headers.get('X-Cache')).toBe('MISS');
  });
});

describe('the socket bindings', () => {
  it('reach the app on a miss, a bypass and an answer not kept (the client address reads them)', async () => {
    const seen: unknown[] = [];
    const bindings = { incoming: { socket: { remoteAddress: '::ffff:127.0.0.2' } } };
    const withBindings = createAnswerCache({
      versions,
      handle: async (request, given) => {
        seen.push(given);
        return app.fetch(request);
      },
      maxBytes: 1024 * 1024,
      now: () => now,
    });
    const incoming = (path: string, headers: Record<string, string> = {}) => ({
      url: path,
      headers: { host: 'localhost', ...headers },
    });
    const call = (path: string, headers: Record<string, string> = {}) =>
      withBindings.serve(
        new Request(`http://localhost${path}`, { headers }),
        incoming(path, headers),
        bindings,
      );
    await call('/api/noticias/5/1');
    await call('/api/noticia/0123456789abcdef01234567');
    await call('/api/noticias/5/1', { cookie: 'sid=x' });
    expect(seen.length).toBeGreaterThanOrEqual(3);
    expect(seen.every((given) => given === bindings)).toBe(true);
  });
});
