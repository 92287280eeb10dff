import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test-support/create-test-app.ts';
import { createDiskMediaStore } from './disk-media-store.ts';
import { IMMUTABLE_CACHE } from './media.routes.ts';
import { isSafeMediaKey } from './media-store.ts';
import { createMemoryMediaStore } from './memory-media-store.ts';

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 0xff, 0xd9]);
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const tempDir = mkdtempSync(join(tmpdir(), 'portal-media-'));
afterAll(() => rmSync(tempDir, { recursive: true, force: true }));

describe('isSafeMediaKey', () => {
  it.each(['noticias/abc.jpg', 'albums/0123456789abcdef01234567/01.jpg', 'banners/central-full.jpg'])(
    'accepts %s',
    (key) => {
      expect(isSafeMediaKey(key)).toBe(true);
    },
  );

  it.each([
    '',
    '../x.jpg',
    'a/../../x.jpg',
    '/etc/passwd',
    'a//b.jpg',
    '.env',
    'a/.hidden.jpg',
    'a\\..\\b.jpg',
    'a/b c.jpg',
    'a/%2e%2e/b.jpg',
    'a\0.jpg',
  ])('refuses %j', (key) => {
    expect(isSafeMediaKey(key)).toBe(false);
  });
});

describe.each([
  ['disk', () => createDiskMediaStore(join(tempDir, 'store'))],
  ['memory', () => createMemoryMediaStore()],
])('%s media store', (_name, createStore) => {
  it('puts, gets, lists and deletes', async () => {
    const store = createStore();
    await store.put('noticias/a.jpg', JPEG, 'image/jpeg');
    await store.put('noticias/b.png', PNG, 'image/png');
    await store.put('albums/x/01.jpg', JPEG, 'image/jpeg');
    const object = await store.get('noticias/a.jpg');
    expect(object?.contentType).toBe('image/jpeg');
    expect(object?.size).toBe(JPEG.length);
    expect(await store.list('noticias/')).toEqual(['noticias/a.jpg', 'noticias/b.png']);
    await store.delete('noticias/a.jpg');
    await store.delete('noticias/never-existed.jpg');
    expect(await store.get('noticias/a.jpg')).toBeNull();
  });

  it('refuses keys that could leave the store', async () => {
    const store = createStore();
    await expect(store.put('../escape.jpg', JPEG, 'image/jpeg')).rejects.toThrow();
    await expect(store.get('../../etc/passwd')).rejects.toThrow();
  });
});

describe('GET /media/*', () => {
  const mediaDir = join(tempDir, 'served');
  // A file beside the media folder that no URL may reach.
  writeFileSync(join(tempDir, 'secret.txt'), 'top secret');

  async function appWithImage() {
    const media = createDiskMediaStore(mediaDir);
    await media.put('noticias/portada.jpg', JPEG, 'image/jpeg');
    await media.put('banners/logo.png', PNG, 'image/png');
    return (await createTestApp({ media })).app;
  }

  it('serves a stored image with its type and an immutable cache header', async () => {
    const app = await appWithImage();
    const response = await app.request('/media/noticias/portada.jpg');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('image/jpeg');
    expect(response.headers.get('Cache-Control')).toBe(IMMUTABLE_CACHE);
    expect(response.headers.get('Content-Length')).toBe(String(JPEG.length));
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(JPEG);

    const png = await app.request('/media/banners/logo.png');
    expect(png.headers.get('Content-Type')).toBe('image/png');
  });

  it('answers HEAD without a body', async () => {
    const app = await appWithImage();
    const response = await app.request('/media/noticias/portada.jpg', { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('image/jpeg');
    expect(await response.text()).toBe('');
  });

  it('answers 404 with a Spanish message when the image is missing', async () => {
    const app = await appWithImage();
    const response = await app.request('/media/noticias/no-existe.jpg');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ msg: 'Imagen no encontrada.' });
  });

  it.each([
    '/media/../secret.txt',
    '/media/..%2fsecret.txt',
    '/media/%2e%2e/secret.txt',
    '/media/%2e%2e%2fsecret.txt',
    '/media/noticias/..%2f..%2fsecret.txt',
    '/media/noticias/%2e%2e/%2e%2e/secret.txt',
    '/media/..%5csecret.txt',
    '/media/%2fetc%2fpasswd',
    '/media//etc/passwd',
    '/media/.secret',
    '/media/noticias/portada.jpg%00.txt',
    '/media/%E0%A4%A',
    '/media/',
  ])('never serves outside the store: %s', async (path) => {
    const app = await appWithImage();
    const response = await app.request(path);
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(await response.text()).not.toContain('top secret');
  });
});
