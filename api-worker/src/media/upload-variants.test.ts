/**
 * `POST /api/upload-image` with the resized copies made in the browser (fields w400, w800,
 * w1600), their fallback on `GET /media/*`, and their removal with the original: over the real
 * app, real libSQL and both real stores of the Node side (memory and disk).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  IMAGE_UPLOADED_MESSAGE,
  UPLOAD_TOO_LARGE_MESSAGE,
  imageVariantPath,
  imageVariantPaths,
  uploadImageResponseSchema,
} from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertStaffUser, sessionCookieFor } from '../../test-support/staff-access.ts';
import { expectError, jpegLike, tinyJpeg, tinyPng } from '../../test-support/back-office.ts';
import { insertNews } from '../../test-support/content-fixtures.ts';
import { createTestApp } from '../../test-support/create-test-app.ts';
import { createDiskMediaStore } from './disk-media-store.ts';
import { readImageDimensions } from './image-dimensions.ts';
import { detectImageKind } from './image-signature.ts';
import { IMMUTABLE_CACHE } from './media.routes.ts';
import type { MediaStore } from './media-store.ts';
import { createMemoryMediaStore } from './memory-media-store.ts';
import { releaseUnusedImages } from './media-references.ts';

const tempDir = mkdtempSync(join(tmpdir(), 'portal-variants-'));
afterAll(() => rmSync(tempDir, { recursive: true, force: true }));

type FormPart = Uint8Array | string;

describe.each([
  ['memory', (): MediaStore => createMemoryMediaStore()],
  ['disk', (): MediaStore => createDiskMediaStore(join(tempDir, 'store'))],
])('%s store', (_name, createStore) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let cookie: string;

  beforeAll(async () => {
    t = await createTestApp({ media: createStore() });
    const user = await insertStaffUser(t.db, { username: 'fotografa' });
    cookie = await sessionCookieFor(t.db, user._id);
  });
  afterAll(() => t.close());

  function upload(parts: Record<string, FormPart>, folder = 'noticias'): Promise<Response> {
    const form = new FormData();
    form.append('folder', folder);
    for (const [field, value] of Object.entries(parts)) {
      if (typeof value === 'string') form.append(field, value);
      else form.append(field, new Blob([value as Uint8Array<ArrayBuffer>]), `${field}.bin`);
    }
    return Promise.resolve(
      t.app.request('/api/upload-image', { method: 'POST', body: form, headers: { Cookie: cookie } }),
    );
  }

  async function served(url: string) {
    const response = await t.app.request(url);
    const bytes = new Uint8Array(await response.arrayBuffer());
    const kind = detectImageKind(bytes);
    return {
      status: response.status,
      contentType: response.headers.get('Content-Type'),
      cacheControl: response.headers.get('Cache-Control'),
      bytes,
      size: kind ? readImageDimensions(bytes, kind) : null,
    };
  }

  it('stores the copies beside the original, under keys derived from the one it picks', async () => {
    const original = tinyPng(2000, 100);
    const response = await upload({
      file: original,
      w400: tinyPng(400, 20),
      w800: tinyPng(800, 40),
      w1600: tinyPng(1600, 80),
    });
    expect(response.status).toBe(200);
    const body = uploadImageResponseSchema.strict().parse(await response.json());
    expect(body.message).toBe(IMAGE_UPLOADED_MESSAGE);
    expect(body.public_id).toMatch(/^noticias\/[0-9a-f]{24}\.png$/);
    expect(await t.media.list(body.public_id.replace(/\.png$/, ''))).toEqual(
      [body.public_id, ...imageVariantPaths(body.public_id)].sort(),
    );

    expect((await served(body.url)).size).toEqual({ width: 2000, height: 100 });
    for (const [width, height] of [
      [400, 20],
      [800, 40],
      [1600, 80],
    ] as const) {
      const copy = await served(imageVariantPath(body.url, width));
      expect(copy.status).toBe(200);
      expect(copy.contentType).toBe('image/png');
      expect(copy.cacheControl).toBe(IMMUTABLE_CACHE);
      expect(copy.size).toEqual({ width, height });
    }
  });

  it('answers a copy that was never made with the original, cached the same way', async () => {
    const original = tinyJpeg(1000, 500);
    const response = await upload({ file: original, w400: tinyJpeg(400, 200), w800: tinyJpeg(800, 400) });
    expect(response.status).toBe(200);
    const { url } = uploadImageResponseSchema.parse(await response.json());

    expect((await served(imageVariantPath(url, 800))).size).toEqual({ width: 800, height: 400 });
    const wide = await served(imageVariantPath(url, 1600));
    expect(wide.status).toBe(200);
    expect(wide.contentType).toBe('image/jpeg');
    expect(wide.cacheControl).toBe(IMMUTABLE_CACHE);
    expect(wide.bytes).toEqual(original);

    // An upload without any copy (an older client) is served whole at every width.
    const plain = uploadImageResponseSchema.parse(await (await upload({ file: tinyPng(6, 4) })).json());
    expect((await served(imageVariantPath(plain.url, 400))).size).toEqual({ width: 6, height: 4 });
    // A copy of an image that does not exist stays a 404.
    expect((await t.app.request('/media/noticias/no-existe.w400.jpg')).status).toBe(404);
  });

  it.each<[string, () => Record<string, FormPart>, RegExp]>([
    ['a copy of another type', () => ({ file: tinyJpeg(1000, 500), w400: tinyPng(400, 200) }), /mismo tipo/],
    [
      'a copy that is no image',
      () => ({ file: tinyPng(1000, 500), w400: new TextEncoder().encode('hola') }),
      /mismo tipo/,
    ],
    [
      'a copy of the wrong width',
      () => ({ file: tinyPng(1000, 500), w800: tinyPng(700, 350) }),
      /800 px de ancho/,
    ],
    [
      'a copy as wide as the original',
      () => ({ file: tinyPng(800, 400), w800: tinyPng(800, 400) }),
      /más angosta/,
    ],
    [
      'a copy of other proportions',
      () => ({ file: tinyPng(1000, 500), w400: tinyPng(400, 400) }),
      /proporciones/,
    ],
    ['a copy sent as text', () => ({ file: tinyPng(1000, 500), w400: 'no soy un archivo' }), /como archivo/],
    ['an empty copy', () => ({ file: tinyPng(1000, 500), w400: new Uint8Array(0) }), /vacía/],
    [
      'a copy of an original whose size cannot be read',
      () => ({ file: jpegLike(2048), w400: tinyJpeg(400, 200) }),
      /400 px de ancho/,
    ],
  ])('refuses %s with 400 and stores nothing, not even the original', async (_case, parts, message) => {
    const before = await t.media.list('');
    expect(await expectError(await upload(parts()), 400)).toMatch(message);
    expect(await t.media.list('')).toEqual(before);
  });

  it('refuses a copy over 10 MB with 413', async () => {
    const before = await t.media.list('');
    const response = await upload({ file: tinyJpeg(1000, 500), w400: jpegLike(10 * 1024 * 1024 + 1) });
    expect(await expectError(response, 413)).toBe(UPLOAD_TOO_LARGE_MESSAGE);
    expect(await t.media.list('')).toEqual(before);
  });

  it('removes the copies with the original: DELETE /api/image and released content images', async () => {
    const copies = () => ({ file: tinyPng(1000, 500), w400: tinyPng(400, 200), w800: tinyPng(800, 400) });
    const banner = uploadImageResponseSchema.parse(await (await upload(copies(), 'banners')).json());
    expect(await t.media.list(banner.public_id.replace(/\.png$/, ''))).toHaveLength(3);
    const deleted = await t.app.request('/api/image', {
      method: 'DELETE',
      headers: { Cookie: cookie, 'Content-Type': 'application/json' },
      body: JSON.stringify({ id: banner.public_id }),
    });
    expect(deleted.status).toBe(200);
    expect(await t.media.list(banner.public_id.replace(/\.png$/, ''))).toEqual([]);
    expect((await t.app.request(imageVariantPath(banner.url, 400))).status).toBe(404);

    const cover = uploadImageResponseSchema.parse(await (await upload(copies())).json());
    const kept = uploadImageResponseSchema.parse(await (await upload(copies())).json());
    await insertNews(t.db, { img_portada: kept.url });
    expect(await releaseUnusedImages(t.db, t.media, [cover.url, kept.url])).toEqual([cover.public_id]);
    expect(await t.media.list(cover.public_id.replace(/\.png$/, ''))).toEqual([]);
    expect(await t.media.list(kept.public_id.replace(/\.png$/, ''))).toHaveLength(3);
    // Releasing a copy's URL never takes its siblings or the original with it.
    await releaseUnusedImages(t.db, t.media, [imageVariantPath(kept.url, 400)]);
    expect(await t.media.list(kept.public_id.replace(/\.png$/, ''))).toHaveLength(2);
    expect(await t.media.get(kept.public_id)).not.toBeNull();
  });
});

describe('a store write that fails midway', () => {
  it('leaves nothing behind: all or nothing', async () => {
    const memory = createMemoryMediaStore();
    const failing: MediaStore = {
      ...memory,
      async put(key, bytes, contentType) {
        if (key.includes('.w800.')) throw new Error('disco lleno');
        await memory.put(key, bytes, contentType);
      },
    };
    const t = await createTestApp({ media: failing });
    const user = await insertStaffUser(t.db, { username: 'editora' });
    const form = new FormData();
    form.append('folder', 'banners');
    form.append('file', new Blob([tinyPng(1000, 500) as Uint8Array<ArrayBuffer>]));
    form.append('w400', new Blob([tinyPng(400, 200) as Uint8Array<ArrayBuffer>]));
    form.append('w800', new Blob([tinyPng(800, 400) as Uint8Array<ArrayBuffer>]));
    const response = await t.app.request('/api/upload-image', {
      method: 'POST',
      body: form,
      headers: { Cookie: await sessionCookieFor(t.db, user._id) },
    });
    expect(response.status).toBe(500);
    expect(await memory.list('')).toEqual([]);
    const bank = await t.app.request('/api/banners/', {
      headers: { Cookie: await sessionCookieFor(t.db, user._id) },
    });
    expect(await bank.json()).toEqual([]);
    t.close();
  });
});
