import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { insertStaffUser, jsonCall, sessionCookieFor } from '../../test-support/staff-access.ts';
import type { AppDatabase } from '../db/database.ts';
import { insertBanners, insertNews } from '../../test-support/content-fixtures.ts';
import { createTestApp } from '../../test-support/create-test-app.ts';
import { createContentVersions } from './content-version.ts';

let db: AppDatabase;
let app: App;
let close: () => void;

beforeEach(async () => {
  ({ app, db, close } = await createTestApp());
});
afterEach(() => close());

describe('content versions', () => {
  it('start at 0 and go up by one per bump, in the database', async () => {
    const versions = createContentVersions(db);
    expect(await versions.current()).toBe('0');
    expect(await versions.bump()).toBe('1');
    expect(await versions.bump()).toBe('2');
    expect(await versions.current()).toBe('2');
    // Another process or isolate over the same database sees the same version.
    expect(await createContentVersions(db).current()).toBe('2');
  });

  it('are reused for a moment, then answered at once while one read refreshes them behind', async () => {
    let now = 0;
    const reader = createContentVersions(db, { maxAgeMs: 1_000, holdMs: 5_000, now: () => now });
    const writer = createContentVersions(db);
    expect(await reader.current()).toBe('0');
    await writer.bump();
    now = 999;
    expect(await reader.current()).toBe('0');
    // Aging: the request gets what is known without waiting on the database (had it waited, it
    // would have read '1'), and the read behind it brings the other instance's bump.
    now = 1_000;
    expect(await reader.current()).toBe('0');
    expect(reader.known()?.version).toBe('0');
    await expect.poll(() => reader.current()).toBe('1');
  });

  it('hand the read behind the request to the caller that keeps it alive (Workers: ctx.waitUntil)', async () => {
    let now = 0;
    const reader = createContentVersions(db, { maxAgeMs: 1_000, holdMs: 5_000, now: () => now });
    const kept: Promise<unknown>[] = [];
    const keepAlive = (work: Promise<unknown>) => kept.push(work);
    expect(await reader.current(keepAlive)).toBe('0');
    expect(kept).toHaveLength(0); // waited for, not behind
    await createContentVersions(db).bump();
    now = 1_000;
    expect(await reader.current(keepAlive)).toBe('0');
    expect(kept).toHaveLength(1);
    // A second aging request while that read runs starts none of its own.
    expect(await reader.current(keepAlive)).toBe('0');
    expect(kept).toHaveLength(1);
    await kept[0];
    expect(reader.known()?.version).toBe('1');
  });

  it('wait for the database once they are older than the hold', async () => {
    let now = 0;
    const reader = createContentVersions(db, { maxAgeMs: 1_000, holdMs: 5_000, now: () => now });
    expect(await reader.current()).toBe('0');
    await createContentVersions(db).bump();
    now = 5_000;
    expect(reader.known()).toBeUndefined();
    expect(await reader.current()).toBe('1');
  });
});

describe('a staff write makes the next public read fresh', () => {
  async function staffCookie() {
    const admin = await insertStaffUser(db, { username: 'jefa', privilegios: ['usuarios', 'noticias'] });
    return sessionCookieFor(db, admin._id);
  }

  it('changes every public ETag, even where the content did not change; the old one gets a 200', async () => {
    await insertNews(db, {});
    const [banner] = await insertBanners(db, {});
    const cookie = await staffCookie();
    const paths = ['/api/noticias/5/1', '/api/masnoticias', '/rss.xml', '/sitemap.xml', '/robots.txt'];
    const before = new Map<string, string>();
    for (const path of paths) before.set(path, (await app.request(path)).headers.get('ETag')!);
    for (const path of paths) {
      const unchanged = await app.request(path, { headers: { 'If-None-Match': before.get(path)! } });
      expect(unchanged.status, path).toBe(304);
    }

    // A write that touches none of those answers: the banner's link.
    const write = await app.request(
      `/api/edit-link/${banner!._id}`,
      jsonCall('PUT', { link_evento: '/agenda/9/1' }, { cookie }),
    );
    expect(write.status).toBe(200);

    for (const path of paths) {
      const after = await app.request(path);
      expect(after.headers.get('ETag'), path).not.toBe(before.get(path));
      const conditional = await app.request(path, { headers: { 'If-None-Match': before.get(path)! } });
      expect(conditional.status, path).toBe(200);
      const current = await app.request(path, { headers: { 'If-None-Match': after.headers.get('ETag')! } });
      expect(current.status, path).toBe(304);
    }
  });

  it('is not triggered by logins, logouts, refused or failed calls, nor by reads', async () => {
    const versions = createContentVersions(db);
    await insertStaffUser(db, { username: 'sinpermiso', privilegios: [] });
    const cookie = await staffCookie();
    const before = await versions.bump();
    await app.request('/api/login', jsonCall('POST', { username: 'nadie', contraseña: 'x' }));
    await app.request('/api/logout', jsonCall('POST', undefined, { cookie: 'sid=cualquiera' }));
    // 401 (no session), 400 (bad body), 404 (unknown route), then public and staff reads.
    await app.request('/api/crearnoticia', jsonCall('POST', { titulo: 'x' }));
    await app.request('/api/crearnoticia', jsonCall('POST', { titulo: '' }, { cookie }));
    await app.request('/api/no-existe', jsonCall('POST', {}, { cookie }));
    await app.request('/api/noticias/5/1');
    await app.request('/api/usuarios', { headers: { Cookie: cookie } });
    expect(await createContentVersions(db).current()).toBe(before);
  });

  it('is triggered by each successful staff write', async () => {
    const cookie = await staffCookie();
    const versions = createContentVersions(db);
    const before = Number(await versions.current());
    const created = await app.request(
      '/api/crearnoticia',
      jsonCall(
        'POST',
        {
          titulo: 'Nueva',
          descripcion: 'Resumen.',
          provincia: 'Salta',
          img_portada: '/media/noticias/a.jpg',
        },
        { cookie },
      ),
    );
    expect(created.status).toBe(200);
    const { id } = (await created.json()) as { id: string };
    expect((await app.request(`/api/noticia/${id}`, jsonCall('DELETE', undefined, { cookie }))).status).toBe(
      200,
    );
    expect(Number(await createContentVersions(db).current())).toBe(before + 2);
  });
});
