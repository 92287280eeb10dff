import {
  ALBUM_DATE_REQUIRED_MESSAGE,
  ALBUM_NAME_REQUIRED_MESSAGE,
  ALBUM_PHOTO_LIMIT_MESSAGE,
  ALBUM_PHOTOS_REQUIRED_MESSAGE,
  ALBUM_PH_REQUIRED_MESSAGE,
  CONTENT_UPDATED_MESSAGE,
  albumDetailResponseSchema,
  staffWriteResponseSchema,
  type CreateAlbumRequest,
} from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORBIDDEN_MESSAGE } from '../http/messages.ts';
import {
  createBackOfficeTestApp,
  expectError,
  type BackOfficeTestApp,
  type LoggedInMember,
} from '../../test-support/back-office.ts';
import { insertNews } from '../../test-support/content-fixtures.ts';

let t: BackOfficeTestApp;
let fotografo: LoggedInMember;
let admin: LoggedInMember;

beforeAll(async () => {
  t = await createBackOfficeTestApp();
  fotografo = await t.loginAs(['galeria']);
  admin = await t.loginAs(['galeria', 'usuarios', 'noticias']);
});
afterAll(() => t.close());

const photos = (count: number) => Array.from({ length: count }, (_, i) => `/media/albums/foto-${i + 1}.jpg`);

const albumBody = (fields: Partial<CreateAlbumRequest> = {}): CreateAlbumRequest => ({
  nombre: 'Carnaval de la ciudad',
  ph: 'Carla Ledesma',
  fecha: '2026-02-14',
  fotos: photos(3),
  ...fields,
});

async function create(fields: Partial<CreateAlbumRequest> = {}): Promise<string> {
  const response = await t.send('POST', '/api/crearalbum', albumBody(fields), fotografo);
  const body: unknown = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(200);
  return staffWriteResponseSchema.strict().parse(body).id!;
}

async function publicAlbum(id: string) {
  const response = await t.app.request(`/api/album/${id}`);
  expect(response.status).toBe(200);
  return albumDetailResponseSchema.parse(await response.json()).album[0];
}

describe('POST /api/crearalbum', () => {
  it('creates an album of 12 photos whose cover defaults to the first: { msg }', async () => {
    const fotos = photos(12);
    const response = await t.send('POST', '/api/crearalbum', albumBody({ fotos, portada: '' }), fotografo);
    expect(response.status).toBe(200);
    const { msg, id } = staffWriteResponseSchema.strict().parse(await response.json());
    expect(msg).toMatch(/creado/i);
    expect(await publicAlbum(id!)).toMatchObject({
      nombre: 'Carnaval de la ciudad',
      ph: 'Carla Ledesma',
      fecha: '2026-02-14',
      fotos,
      portada: fotos[0],
    });
  });

  it('keeps a cover chosen among the photos, and refuses one that is not', async () => {
    const fotos = photos(3);
    expect((await publicAlbum(await create({ fotos, portada: fotos[2] })))?.portada).toBe(fotos[2]);
    const msg = await expectError(
      await t.send(
        'POST',
        '/api/crearalbum',
        albumBody({ fotos, portada: '/media/albums/otra.jpg' }),
        fotografo,
      ),
      400,
    );
    expect(msg).toMatch(/portada/);
  });

  it('accepts 30 photos and refuses 31 or none', async () => {
    expect((await publicAlbum(await create({ fotos: photos(30) })))?.fotos).toHaveLength(30);
    const tooMany = await t.send('POST', '/api/crearalbum', albumBody({ fotos: photos(31) }), fotografo);
    expect(await expectError(tooMany, 400)).toBe(ALBUM_PHOTO_LIMIT_MESSAGE);
    const none = await t.send('POST', '/api/crearalbum', albumBody({ fotos: [] }), fotografo);
    expect(await expectError(none, 400)).toBe(ALBUM_PHOTOS_REQUIRED_MESSAGE);
  });

  it.each([
    ['no nombre', { nombre: undefined }, ALBUM_NAME_REQUIRED_MESSAGE],
    ['a blank nombre', { nombre: '  ' }, ALBUM_NAME_REQUIRED_MESSAGE],
    ['no ph', { ph: undefined }, ALBUM_PH_REQUIRED_MESSAGE],
    ['no fecha', { fecha: undefined }, ALBUM_DATE_REQUIRED_MESSAGE],
    ['an empty fecha', { fecha: '' }, ALBUM_DATE_REQUIRED_MESSAGE],
  ])('refuses %s with the spec’s warning', async (_case, fields, message) => {
    const body = albumBody(fields as Partial<CreateAlbumRequest>);
    expect(await expectError(await t.send('POST', '/api/crearalbum', body, fotografo), 400)).toBe(message);
  });

  it.each([
    ['an impossible date', { fecha: '2026-02-30' }],
    ['a date in another format', { fecha: '14-02-2026' }],
    ['fotos that are not a list', { fotos: '/media/albums/a.jpg' }],
    ['a photo that is no image address', { fotos: ['javascript:alert(1)'] }],
    ['a photo that is not text', { fotos: [42] }],
    ['a nombre that is not text', { nombre: { texto: 'x' } }],
  ])('refuses %s with 400 { msg }', async (_case, fields) => {
    const body = albumBody(fields as Partial<CreateAlbumRequest>);
    await expectError(await t.send('POST', '/api/crearalbum', body, fotografo), 400);
  });

  it('ignores unknown fields', async () => {
    const id = await create({ _id: 'a'.repeat(24), created_at: '2001-01-01T00:00:00Z', likes: 9 } as never);
    expect(id).not.toBe('a'.repeat(24));
    expect((await publicAlbum(id))?.created_at).not.toBe('2001-01-01T00:00:00Z');
  });
});

describe('PUT /api/album', () => {
  it('changes the fields sent; new photos make the first one the cover', async () => {
    const id = await create();
    const response = await t.send('PUT', '/api/album', { id, nombre: 'Carnaval 2026' }, fotografo);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ msg: CONTENT_UPDATED_MESSAGE });
    expect(await publicAlbum(id)).toMatchObject({
      nombre: 'Carnaval 2026',
      ph: 'Carla Ledesma',
      fotos: photos(3),
    });

    const fotos = ['/media/albums/nueva.jpg', ...photos(2)];
    await t.send('PUT', '/api/album', { id, fotos }, fotografo);
    expect(await publicAlbum(id)).toMatchObject({ fotos, portada: fotos[0] });
  });

  it('removes from storage the photos an edit takes out, keeping those still shown elsewhere', async () => {
    const [kept, removed, shared] = [
      await t.uploadedImage(fotografo, 'albums'),
      await t.uploadedImage(fotografo, 'albums'),
      await t.uploadedImage(fotografo, 'albums'),
    ] as [string, string, string];
    const id = await create({ fotos: [removed, kept, shared] });
    await insertNews(t.db, { img_portada: shared });

    const added = await t.uploadedImage(fotografo, 'albums');
    const response = await t.send('PUT', '/api/album', { id, fotos: [kept, added] }, fotografo);
    expect(response.status).toBe(200);
    expect(await t.isStored(removed)).toBe(false);
    expect(await t.isStored(shared)).toBe(true);
    expect(await t.isStored(kept)).toBe(true);
    expect(await t.isStored(added)).toBe(true);
    expect((await publicAlbum(id))?.portada).toBe(kept);
  });

  it('answers 404 for an unknown album and 400 for bad input', async () => {
    await expectError(await t.send('PUT', '/api/album', { id: 'b'.repeat(24), nombre: 'x' }, fotografo), 404);
    const id = await create();
    await expectError(await t.send('PUT', '/api/album', { id, fotos: photos(31) }, fotografo), 400);
    await expectError(await t.send('PUT', '/api/album', { id, fotos: [] }, fotografo), 400);
    await expectError(await t.send('PUT', '/api/album', { id, fecha: '2026-13-01' }, fotografo), 400);
    await expectError(await t.send('PUT', '/api/album', { id, nombre: '' }, fotografo), 400);
    await expectError(await t.send('PUT', '/api/album', { nombre: 'x' }, fotografo), 400);
  });
});

describe('DELETE /api/album/:id', () => {
  it('needs galeria AND usuarios: the photographer alone is refused 403', async () => {
    const id = await create();
    const response = await t.send('DELETE', `/api/album/${id}`, undefined, fotografo);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ msg: FORBIDDEN_MESSAGE });
    const usersOnly = await t.loginAs(['usuarios']);
    expect((await t.send('DELETE', `/api/album/${id}`, undefined, usersOnly)).status).toBe(403);
    expect((await t.app.request(`/api/album/${id}`)).status).toBe(200);
  });

  it('deletes the album and its photos from storage, keeping one another item shows', async () => {
    const own = await t.uploadedImage(fotografo, 'albums');
    const shared = await t.uploadedImage(fotografo, 'albums');
    const id = await create({ fotos: [own, shared] });
    await insertNews(t.db, { img_portada: shared });

    const response = await t.send('DELETE', `/api/album/${id}`, undefined, admin);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ msg: expect.any(String) });
    expect((await t.app.request(`/api/album/${id}`)).status).toBe(404);
    expect(await t.isStored(own)).toBe(false);
    expect(await t.isStored(shared)).toBe(true);
  });

  it('answers 404 for an unknown album and 400 for a malformed id', async () => {
    await expectError(await t.send('DELETE', `/api/album/${'c'.repeat(24)}`, undefined, admin), 404);
    await expectError(await t.send('DELETE', '/api/album/123', undefined, admin), 400);
  });
});
