import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bannerImages } from '../db/schema.ts';
import {
  insertAlbums,
  insertBanners,
  insertEvents,
  insertNews,
  insertPublis,
} from '../../test-support/content-fixtures.ts';
import { createTestApp } from '../../test-support/create-test-app.ts';
import { imagesDropped, isImageInUse, mediaKeyOfUrl, releaseUnusedImages } from './media-references.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let t: TestApp;
let sequence = 0;
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47]);

/** A stored image's URL. */
async function stored(): Promise<string> {
  const key = `pruebas/${++sequence}.png`;
  await t.media.put(key, PNG, 'image/png');
  return `/media/${key}`;
}
const keyOf = (url: string) => url.slice('/media/'.length);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('isImageInUse', () => {
  it('finds an image wherever content shows it', async () => {
    const uses: [string, (url: string) => Promise<unknown>][] = [
      ['news cover', (url) => insertNews(t.db, { img_portada: url })],
      ['news author photo', (url) => insertNews(t.db, { fotoEditor: url })],
      ['news body', (url) => insertNews(t.db, { texto: `<p><img src="${url}"></p>` })],
      ['event flyer', (url) => insertEvents(t.db, { flayer: url })],
      ['event body', (url) => insertEvents(t.db, { texto: `<img src="${url}">` })],
      ['album photo', (url) => insertAlbums(t.db, { fotos: ['/media/otra.jpg', url] })],
      ['ad', (url) => insertPublis(t.db, { foto: url })],
      ['banner', (url) => insertBanners(t.db, { bannerMobile: url })],
      [
        'bank',
        (url) =>
          t.db
            .insert(bannerImages)
            .values({ public_id: keyOf(url), url, created_at: '2026-01-01T00:00:00Z' }),
      ],
      ['absolute URL', (url) => insertNews(t.db, { img_portada: `https://portal.example${url}` })],
    ];
    for (const [where, use] of uses) {
      const url = await stored();
      expect(await isImageInUse(t.db, keyOf(url)), `${where} before`).toBe(false);
      await use(url);
      expect(await isImageInUse(t.db, keyOf(url)), where).toBe(true);
    }
  });

  it('can leave the bank out', async () => {
    const url = await stored();
    await t.db
      .insert(bannerImages)
      .values({ public_id: keyOf(url), url, created_at: '2026-01-01T00:00:00Z' });
    expect(await isImageInUse(t.db, keyOf(url), { exceptBank: true })).toBe(false);
  });
});

describe('releaseUnusedImages', () => {
  it('removes only this site’s images that nothing shows any more', async () => {
    const unused = await stored();
    const shared = await stored();
    await insertNews(t.db, { img_portada: shared });
    const released = await releaseUnusedImages(t.db, t.media, [
      unused,
      shared,
      'https://cdn.example/otra.jpg',
      '/media/../secreto.txt',
      '/otra/ruta.png',
    ]);
    expect(released).toEqual([keyOf(unused)]);
    expect(await t.media.get(keyOf(unused))).toBeNull();
    expect(await t.media.get(keyOf(shared))).not.toBeNull();
  });
});

describe('helpers', () => {
  it('mediaKeyOfUrl reads only safe /media/ keys', () => {
    expect(mediaKeyOfUrl('/media/noticias/a.jpg')).toBe('noticias/a.jpg');
    expect(mediaKeyOfUrl('/media/../a.jpg')).toBeUndefined();
    expect(mediaKeyOfUrl('https://example.com/media/a.jpg')).toBeUndefined();
  });

  it('imagesDropped lists what the second list no longer has', () => {
    expect(imagesDropped(['a', 'b', 'c', 'a'], ['b', 'd'])).toEqual(['a', 'c']);
  });
});
