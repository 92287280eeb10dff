import {
  CENTRAL_BANNER_ID,
  IMAGE_DELETED_MESSAGE,
  IMAGE_UPLOADED_MESSAGE,
  MAX_UPLOAD_BYTES,
  NOT_AN_IMAGE_MESSAGE,
  UPLOAD_TOO_LARGE_MESSAGE,
  bannerBankResponseSchema,
  uploadImageResponseSchema,
} from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createBackOfficeTestApp,
  expectError,
  jpegLike,
  tinyJpeg,
  tinyPng,
  type BackOfficeTestApp,
  type LoggedInMember,
} from '../../test-support/back-office.ts';
import { insertBanners, insertNews } from '../../test-support/content-fixtures.ts';

let t: BackOfficeTestApp;
/** A staff member without privileges: uploads are for any staff member. */
let staff: LoggedInMember;

beforeAll(async () => {
  t = await createBackOfficeTestApp();
  staff = await t.loginAs([]);
});
afterAll(() => t.close());

describe('POST /api/upload-image', () => {
  it('stores a real PNG under a key it picks and answers exactly 200 { message, url, public_id }', async () => {
    const png = tinyPng();
    const response = await t.upload(staff, { bytes: png, name: 'mi foto.png', type: 'image/png' });
    expect(response.status).toBe(200);
    const body = uploadImageResponseSchema.strict().parse(await response.json());
    expect(body.message).toBe(IMAGE_UPLOADED_MESSAGE);
    expect(body.public_id).toMatch(/^noticias\/[0-9a-f]{24}\.png$/);
    expect(body.url).toBe(`/media/${body.public_id}`);

    const served = await t.app.request(body.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('Content-Type')).toBe('image/png');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(png);
  });

  it('goes by content, not by name nor declared type: a JPEG named .exe is stored as a JPEG', async () => {
    const response = await t.upload(staff, {
      bytes: tinyJpeg(),
      name: 'programa.exe',
      type: 'application/x-msdownload',
      folder: 'agenda',
    });
    expect(response.status).toBe(200);
    const { public_id, url } = uploadImageResponseSchema.parse(await response.json());
    expect(public_id).toMatch(/^agenda\/[0-9a-f]{24}\.jpg$/);
    expect((await t.app.request(url)).headers.get('Content-Type')).toBe('image/jpeg');
  });

  it('refuses a text file named .jpg and declared image/jpeg (400), storing nothing', async () => {
    const before = await t.media.list('');
    const text = new TextEncoder().encode('esto no es una imagen, es texto\n');
    const response = await t.upload(staff, { bytes: text, name: 'foto.jpg', type: 'image/jpeg' });
    expect(await expectError(response, 400)).toBe(NOT_AN_IMAGE_MESSAGE);
    expect(await t.media.list('')).toEqual(before);
  });

  it.each([
    ['SVG (it can carry script)', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
    ['HTML', '<!doctype html><script>alert(1)</script>'],
    ['PDF', '%PDF-1.7\n'],
  ])('refuses %s whatever its name says', async (_kind, content) => {
    const response = await t.upload(staff, {
      bytes: new TextEncoder().encode(content),
      name: 'imagen.png',
      type: 'image/png',
    });
    expect(await expectError(response, 400)).toBe(NOT_AN_IMAGE_MESSAGE);
  });

  it('refuses an 11 MB file with 413, however its size is learnt', async () => {
    // Streamed without Content-Length (FormData body): counted while it arrives.
    const streamed = await t.upload(staff, { bytes: jpegLike(11 * 1024 * 1024), name: 'grande.jpg' });
    expect(await expectError(streamed, 413)).toBe(UPLOAD_TOO_LARGE_MESSAGE);

    // Declared by Content-Length: refused before the body is read.
    const form = new FormData();
    form.append('folder', 'noticias');
    form.append('file', new Blob([jpegLike(11 * 1024 * 1024) as Uint8Array<ArrayBuffer>]), 'grande.jpg');
    const request = new Request('http://localhost/api/upload-image', { method: 'POST', body: form });
    const bytes = await request.arrayBuffer();
    const declared = await t.app.request('/api/upload-image', {
      method: 'POST',
      body: bytes,
      headers: {
        Cookie: staff.cookie,
        'Content-Type': request.headers.get('Content-Type')!,
        'Content-Length': String(bytes.byteLength),
      },
    });
    expect(await expectError(declared, 413)).toBe(UPLOAD_TOO_LARGE_MESSAGE);
  });

  it('checks the file itself too: one byte over 10 MB is a 413 even within the multipart allowance', async () => {
    const response = await t.upload(staff, { bytes: jpegLike(MAX_UPLOAD_BYTES + 1), name: 'justo.jpg' });
    expect(await expectError(response, 413)).toBe(UPLOAD_TOO_LARGE_MESSAGE);
    const exactly = await t.upload(staff, { bytes: jpegLike(MAX_UPLOAD_BYTES), name: 'justo.jpg' });
    expect(exactly.status).toBe(200);
  });

  it.each([
    ['terraviva/noticias/', 'noticias'],
    ['terraviva/agenda/Festival del Folclore 2026/', 'agenda'],
    ['terraviva/albums/Carnaval de Añatuya-12/02/2026/', 'albums'],
    ['terraviva/banners/', 'banners'],
    ['terraviva/banners-p', 'publicidad'],
  ])(
    "accepts the original client's folder %s as the section %s, with a key of its own",
    async (folder, section) => {
      const response = await t.upload(staff, { bytes: tinyPng(), folder });
      expect(response.status).toBe(200);
      const { public_id, url } = uploadImageResponseSchema.parse(await response.json());
      expect(public_id).toMatch(new RegExp(`^${section}/[0-9a-f]{24}\\.png$`));
      expect((await t.app.request(url)).status).toBe(200);
      if (section === 'banners') {
        const admin = await t.loginAs(['publicidad']);
        const listed = await t.app.request('/api/banners/', { headers: { Cookie: admin.cookie } });
        const bank = bannerBankResponseSchema.parse(await listed.json());
        expect(bank.map((image) => image.public_id)).toContain(public_id);
      }
    },
  );

  it.each([
    ['a section the client does not use', 'terraviva/usuarios/x/'],
    ['an unknown section', 'terraviva/fotos/'],
    ['the root alone', 'terraviva/'],
    ['a bare section with more after it', 'terraviva/noticias/2026/'],
    ['a named section without its name', 'terraviva/agenda/'],
    ['a traversal in the name', 'terraviva/albums/../../etc/'],
    ['a control character in the name', 'terraviva/agenda/a\u0000b/'],
    ['another root', 'otra/noticias/'],
    ['another case', 'Terraviva/noticias/'],
  ])("refuses %s in the client's form with 400", async (_case, folder) => {
    const before = await t.media.list('');
    const msg = await expectError(await t.upload(staff, { bytes: tinyPng(), folder }), 400);
    expect(msg).toMatch(/Carpeta desconocida/);
    expect(await t.media.list('')).toEqual(before);
  });

  it.each([
    ['an unknown folder', 'fotos'],
    ['a path-like folder', '../usuarios'],
    ['a nested path', 'noticias/../../etc'],
    ['a sub-folder', 'noticias/2026'],
    ['an absolute path', '/etc'],
    ['an empty folder', ''],
    ['another case', 'Noticias'],
  ])('refuses %s with 400', async (_case, folder) => {
    const before = await t.media.list('');
    const msg = await expectError(await t.upload(staff, { bytes: tinyPng(), folder }), 400);
    expect(msg).toMatch(/Carpeta desconocida/);
    expect(await t.media.list('')).toEqual(before);
  });

  it('refuses a form without folder, without file, with a text file field or an empty file', async () => {
    await expectError(await t.upload(staff, { bytes: tinyPng(), folder: undefined }), 400);
    await expectError(await t.upload(staff, {}), 400);
    await expectError(await t.upload(staff, { bytes: new Uint8Array(0) }), 400);
    const form = new FormData();
    form.append('folder', 'noticias');
    form.append('file', 'no soy un archivo');
    const textField = await t.app.request('/api/upload-image', {
      method: 'POST',
      body: form,
      headers: { Cookie: staff.cookie },
    });
    await expectError(textField, 400);
  });

  it('refuses a body that is not multipart', async () => {
    await expectError(
      await t.send('POST', '/api/upload-image', { file: 'x', folder: 'noticias' }, staff),
      400,
    );
    const garbled = await t.app.request('/api/upload-image', {
      method: 'POST',
      body: 'no es un formulario',
      headers: { Cookie: staff.cookie, 'Content-Type': 'multipart/form-data; boundary=zzz' },
    });
    await expectError(garbled, 400);
  });

  it('adds uploads to banners to the bank, newest first', async () => {
    const first = uploadImageResponseSchema.parse(
      await (await t.upload(staff, { bytes: tinyPng(), folder: 'banners' })).json(),
    );
    const second = uploadImageResponseSchema.parse(
      await (await t.upload(staff, { bytes: tinyJpeg(), folder: 'banners' })).json(),
    );
    const bank = bannerBankResponseSchema.parse(
      await (await t.app.request('/api/banners/', { headers: { Cookie: staff.cookie } })).json(),
    );
    expect(bank.slice(0, 2)).toEqual([
      { url: second.url, public_id: second.public_id },
      { url: first.url, public_id: first.public_id },
    ]);
    // Other folders stay out of the bank.
    expect(bank.some((image) => image.public_id.startsWith('noticias/'))).toBe(false);
  });
});

describe('DELETE /api/image', () => {
  const bank = async () =>
    bannerBankResponseSchema.parse(
      await (await t.app.request('/api/banners/', { headers: { Cookie: staff.cookie } })).json(),
    );

  it('removes a bank image from storage and from the bank: { message }', async () => {
    const { public_id, url } = uploadImageResponseSchema.parse(
      await (await t.upload(staff, { bytes: tinyPng(), folder: 'banners' })).json(),
    );
    const response = await t.send('DELETE', '/api/image', { id: public_id }, staff);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: IMAGE_DELETED_MESSAGE });
    expect(await t.isStored(url)).toBe(false);
    expect((await t.app.request(url)).status).toBe(404);
    expect((await bank()).map((image) => image.public_id)).not.toContain(public_id);
  });

  it('removes an upload no content uses (a form that was abandoned)', async () => {
    const url = await t.uploadedImage(staff, 'albums');
    const response = await t.send('DELETE', '/api/image', { id: url.slice('/media/'.length) }, staff);
    expect(response.status).toBe(200);
    expect(await t.isStored(url)).toBe(false);
  });

  it('answers 404 { msg } for an unknown image, 400 for an id that is no key', async () => {
    await expectError(await t.send('DELETE', '/api/image', { id: 'banners/no-existe.jpg' }, staff), 404);
    for (const id of ['../secreto.txt', '/etc/passwd', 'banners/../../x.jpg', 'a b.jpg']) {
      await expectError(await t.send('DELETE', '/api/image', { id }, staff), 400);
    }
    await expectError(await t.send('DELETE', '/api/image', {}, staff), 400);
    await expectError(await t.send('DELETE', '/api/image', { id: 5 }, staff), 400);
    await expectError(await t.send('DELETE', '/api/image', '{"id":', staff), 400);
  });

  it("refuses 409 to delete the current central banner's image, and allows it once replaced", async () => {
    const full = await t.uploadedImage(staff, 'banners');
    const other = await t.uploadedImage(staff, 'banners');
    await insertBanners(t.db, { _id: CENTRAL_BANNER_ID, bannerFull: full, bannerMobile: other });
    const publicId = full.slice('/media/'.length);

    await expectError(await t.send('DELETE', '/api/image', { id: publicId }, staff), 409);
    expect(await t.isStored(full)).toBe(true);
    expect((await bank()).map((image) => image.public_id)).toContain(publicId);

    const assign = await t.send(
      'PUT',
      `/api/edit-banners/${CENTRAL_BANNER_ID}`,
      { tipo: 'bannerFull', image_url: other },
      staff,
    );
    expect(assign.status).toBe(200);
    expect((await t.send('DELETE', '/api/image', { id: publicId }, staff)).status).toBe(200);
    expect(await t.isStored(full)).toBe(false);
  });

  it('refuses 409 to delete an image that content still shows', async () => {
    const cover = await t.uploadedImage(staff, 'noticias');
    await insertNews(t.db, { img_portada: cover });
    await expectError(
      await t.send('DELETE', '/api/image', { id: cover.slice('/media/'.length) }, staff),
      409,
    );
    expect(await t.isStored(cover)).toBe(true);
  });
});
