import { albumDetailResponseSchema, albumsListResponseSchema } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createBackOfficeTestApp,
  type BackOfficeTestApp,
  type LoggedInMember,
} from '../../test-support/back-office.ts';

let t: BackOfficeTestApp;
let fotografo: LoggedInMember;

beforeAll(async () => {
  t = await createBackOfficeTestApp();
  fotografo = await t.loginAs(['galeria'], 'fotografo');
});
afterAll(() => t.close());

const FOTOS = ['/media/albums/a.jpg', '/media/albums/b.jpg', '/media/albums/c.jpg'];
const album = (fields: Record<string, unknown> = {}) => ({
  nombre: 'Festival',
  ph: 'Ana Ruiz',
  fecha: '2026-02-01',
  fotos: FOTOS,
  ...fields,
});

async function publicAlbum(id: string) {
  const response = await t.app.request(`/api/album/${id}`);
  expect(response.status).toBe(200);
  return albumDetailResponseSchema.strict().parse(await response.json()).album[0];
}

describe('album photos’ alt text and credit', () => {
  it('are kept beside fotos, in their order, only for photos of the album that have them', async () => {
    const created = await t.send(
      'POST',
      '/api/crearalbum',
      album({
        fotos_detalle: [
          { url: FOTOS[2], alt: 'El escenario de noche', credito: 'Ana Ruiz' },
          { url: FOTOS[0], alt: ' Público\tbailando ' },
          { url: '/media/albums/otra.jpg', alt: 'No es del álbum' },
          { url: FOTOS[1], alt: '', credito: '' },
        ],
      }),
      fotografo,
    );
    expect(created.status).toBe(200);
    const { id } = (await created.json()) as { id: string };
    const stored = await publicAlbum(id);
    expect(stored.fotos).toEqual(FOTOS);
    expect(stored.fotos_detalle).toEqual([
      { url: FOTOS[0], alt: 'Público bailando', credito: '' },
      { url: FOTOS[2], alt: 'El escenario de noche', credito: 'Ana Ruiz' },
    ]);

    // New photos drop the details of the photos gone.
    expect((await t.send('PUT', '/api/album', { id, fotos: [FOTOS[2]] }, fotografo)).status).toBe(200);
    expect((await publicAlbum(id)).fotos_detalle).toEqual([
      { url: FOTOS[2], alt: 'El escenario de noche', credito: 'Ana Ruiz' },
    ]);
  });

  it('are left out of answers of albums without them, and limited in length', async () => {
    const created = await t.send('POST', '/api/crearalbum', album(), fotografo);
    const { id } = (await created.json()) as { id: string };
    expect(await publicAlbum(id)).not.toHaveProperty('fotos_detalle');
    const list = albumsListResponseSchema.parse(await (await t.app.request('/api/albums/50/1')).json());
    expect(list.albums.docs.find((a) => a._id === id)).not.toHaveProperty('fotos_detalle');
    const refused = await t.send(
      'PUT',
      '/api/album',
      { id, fotos_detalle: [{ url: FOTOS[0], alt: 'a'.repeat(301) }] },
      fotografo,
    );
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      msg: 'El texto alternativo de la foto admite a lo sumo 300 caracteres.',
    });
  });
});
