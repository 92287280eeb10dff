import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import {
  PUBLIC_CACHE_CONTROL,
  REVALIDATE_CACHE_CONTROL,
  cachedJson,
  capLifetimes,
  hashText,
  ifNoneMatchAccepts,
  publicCache,
} from './index.ts';

function createCachedApp() {
  let body = { hola: 'mundo' };
  const app = new Hono()
    .get('/ok', publicCache(), (c) => c.json(body))
    .get('/missing', publicCache(), (c) => c.json({ msg: 'No existe.' }, 404))
    .get('/own', publicCache(), (c) => {
      c.header('X-Extra', 'sí');
      return c.json(body);
    })
    .get('/cached', publicCache(), (c) => cachedJson(c, body))
    .post('/ok', publicCache(), (c) => c.json(body));
  return { app, change: (next: typeof body) => (body = next) };
}

describe('publicCache', () => {
  it('gives a successful GET Cache-Control, a strong ETag and Vary: Cookie', async () => {
    const { app } = createCachedApp();
    const response = await app.request('/ok');
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe(PUBLIC_CACHE_CONTROL);
    expect(response.headers.get('ETag')).toMatch(/^"[0-9a-f]{16}-[0-9a-f]+"$/);
    expect(response.headers.get('Vary')).toBe('Cookie');
    expect(await response.json()).toEqual({ hola: 'mundo' });
  });

  it('keeps the same ETag for the same body and changes it with the body', async () => {
    const { app, change } = createCachedApp();
    const etag = (await app.request('/ok')).headers.get('ETag');
    expect((await app.request('/ok')).headers.get('ETag')).toBe(etag);
    change({ hola: 'otro' });
    expect((await app.request('/ok')).headers.get('ETag')).not.toBe(etag);
  });

  it('answers 304 without a body to a matching If-None-Match, keeping the caching headers only', async () => {
    const { app } = createCachedApp();
    const etag = (await app.request('/own')).headers.get('ETag')!;
    for (const ifNoneMatch of [etag, `W/${etag}`, `"otro", ${etag}`, '*']) {
      const response = await app.request('/own', { headers: { 'If-None-Match': ifNoneMatch } });
      expect(response.status, ifNoneMatch).toBe(304);
      expect(await response.text()).toBe('');
      expect(response.headers.get('ETag')).toBe(etag);
      expect(response.headers.get('Cache-Control')).toBe(PUBLIC_CACHE_CONTROL);
      expect(response.headers.get('Vary')).toBe('Cookie');
      expect(response.headers.get('Content-Type')).toBeNull();
      expect(response.headers.get('X-Extra')).toBeNull();
    }
  });

  it('keeps the ETag cachedJson computed while sending, the same a read-back body would get', async () => {
    const { app } = createCachedApp();
    const cached = await app.request('/cached');
    expect(cached.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(cached.headers.get('ETag')).toBe(`"${hashText(JSON.stringify({ hola: 'mundo' }))}"`);
    expect(cached.headers.get('ETag')).toBe((await app.request('/ok')).headers.get('ETag'));
    expect(cached.headers.get('Cache-Control')).toBe(PUBLIC_CACHE_CONTROL);
    expect(await cached.json()).toEqual({ hola: 'mundo' });
    const again = await app.request('/cached', { headers: { 'If-None-Match': cached.headers.get('ETag')! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('answers 200 when If-None-Match names another version', async () => {
    const { app } = createCachedApp();
    const response = await app.request('/ok', { headers: { 'If-None-Match': '"0000", W/"1111"' } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ hola: 'mundo' });
  });

  it('makes a request with a session cookie revalidate every time (staff may have just edited the content)', async () => {
    const { app } = createCachedApp();
    const response = await app.request('/ok', { headers: { Cookie: 'portal_visitante=7; sid=abc' } });
    expect(response.headers.get('Cache-Control')).toBe(REVALIDATE_CACHE_CONTROL);
    const etag = response.headers.get('ETag')!;
    const again = await app.request('/ok', { headers: { Cookie: 'sid=abc', 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get('Cache-Control')).toBe(REVALIDATE_CACHE_CONTROL);
  });

  it('keeps other cookies (the releases’ visitor number) public: they change nothing an answer says', async () => {
    const { app } = createCachedApp();
    for (const cookie of ['portal_visitante=7', 'xsid=abc', 'sidebar=1']) {
      const response = await app.request('/ok', { headers: { Cookie: cookie } });
      expect(response.headers.get('Cache-Control'), cookie).toBe(PUBLIC_CACHE_CONTROL);
    }
  });

  it('leaves errors and unsafe methods alone', async () => {
    const { app } = createCachedApp();
    const missing = await app.request('/missing');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('ETag')).toBeNull();
    expect(missing.headers.get('Cache-Control')).toBeNull();
    const posted = await app.request('/ok', { method: 'POST' });
    expect(posted.headers.get('ETag')).toBeNull();
    expect(posted.headers.get('Cache-Control')).toBeNull();
  });

  it('answers HEAD like GET, without a body', async () => {
    const { app } = createCachedApp();
    const head = await app.request('/ok', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('ETag')).toBe((await app.request('/ok')).headers.get('ETag'));
    expect(await head.text()).toBe('');
  });

  it('ties the ETag to the content version the app offers: a new version, a new ETag for the same body', async () => {
    let version = '1';
    const app = new Hono()
      .use('*', async (c, next) => {
        c.set('contentVersion', async () => version);
        await next();
      })
      .get('/computed', publicCache(), (c) => c.json({ hola: 'mundo' }))
      .get('/precomputed', publicCache(), (c) => cachedJson(c, { hola: 'mundo' }));
    for (const path of ['/computed', '/precomputed']) {
      const first = (await app.request(path)).headers.get('ETag')!;
      expect(first, path).toMatch(/^"[0-9a-f]{16}-[0-9a-f]+"$/);
      expect((await app.request(path)).headers.get('ETag'), path).toBe(first);
      version = '2';
      const second = await app.request(path);
      expect(second.headers.get('ETag'), path).not.toBe(first);
      expect(await second.json()).toEqual({ hola: 'mundo' });
      expect((await app.request(path, { headers: { 'If-None-Match': first } })).status, path).toBe(200);
      const current = await app.request(path, { headers: { 'If-None-Match': second.headers.get('ETag')! } });
      expect(current.status, path).toBe(304);
      version = '1';
    }
  });

  it('takes another Cache-Control for requests without cookies', async () => {
    const longer = 'public, max-age=300, s-maxage=600, stale-while-revalidate=3600';
    const app = new Hono().get('/feed', publicCache({ cacheControl: longer }), (c) => c.text('<rss/>'));
    expect((await app.request('/feed')).headers.get('Cache-Control')).toBe(longer);
    const staff = await app.request('/feed', { headers: { Cookie: 'sid=x' } });
    expect(staff.headers.get('Cache-Control')).toBe(REVALIDATE_CACHE_CONTROL);
  });
});

describe('ifNoneMatchAccepts', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['"abc"', true],
    ['W/"abc"', true],
    ['"x", "abc"', true],
    ['"x",W/"abc"', true],
    ['*', true],
    ['abc', false],
    ['"abcd"', false],
    ['"ab"', false],
  ])('%j → %s for "abc"', (header, expected) => {
    expect(ifNoneMatchAccepts(header, '"abc"')).toBe(expected);
  });
});

describe('hashText', () => {
  it('tells apart bodies that differ by one character, or by their order', () => {
    const hashes = ['{"a":1}', '{"a":2}', '{"b":1}', '{"a":1} ', '[1,2]', '[2,1]', ''].map(hashText);
    expect(new Set(hashes).size).toBe(hashes.length);
    expect(hashText('ñandú')).toBe(hashText('ñandú'));
  });
});

describe('capLifetimes', () => {
  it('keeps every lifetime, stale ones included, short of the next scheduled time', () => {
    const policy = 'public, max-age=30, s-maxage=60, stale-while-revalidate=300';
    expect(capLifetimes(policy, undefined)).toBe(policy);
    expect(capLifetimes(policy, 1000)).toBe(policy);
    expect(capLifetimes(policy, 100)).toBe('public, max-age=30, s-maxage=60, stale-while-revalidate=40');
    expect(capLifetimes(policy, 20)).toBe('public, max-age=20, s-maxage=20, stale-while-revalidate=0');
    expect(capLifetimes(policy, 0)).toBe('public, max-age=0, s-maxage=0, stale-while-revalidate=0');
  });
});
