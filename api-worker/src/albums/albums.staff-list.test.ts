import { staffAlbumsListResponseSchema } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createBackOfficeTestApp,
  type BackOfficeTestApp,
  type LoggedInMember,
} from '../../test-support/back-office.ts';
import { insertAlbums, minutesAfterEpoch, testId } from '../../test-support/content-fixtures.ts';

let t: BackOfficeTestApp;
let fotografo: LoggedInMember;

/** 14 albums: n° 1 is the newest created; their fechas run the other way (n° 14 the latest). */
const ALBUM_COUNT = 14;
const idOf = (n: number) => testId(3000 + n);

beforeAll(async () => {
  t = await createBackOfficeTestApp();
  fotografo = await t.loginAs(['galeria']);
  await insertAlbums(
    t.db,
    ...Array.from({ length: ALBUM_COUNT }, (_, i) => {
      const n = i + 1;
      return {
        _id: idOf(n),
        nombre: n === 12 ? 'Carnaval de Frías' : `Álbum ${n}`,
        ph: n === 13 ? 'Néstor Ibáñez' : 'Carla Ledesma',
        fecha: `2025-01-${String(n).padStart(2, '0')}`,
        created_at: minutesAfterEpoch(ALBUM_COUNT - n),
      };
    }),
  );
});
afterAll(() => t.close());

async function list(path: string) {
  const response = await t.app.request(path, { headers: { Cookie: fotografo.cookie } });
  const body: unknown = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(200);
  return staffAlbumsListResponseSchema.strict().parse(body).albums;
}
const ids = (page: { docs: { _id: string }[] }) => page.docs.map((doc) => doc._id);

describe('GET /api/redaccion/albums/:limit/:page', () => {
  it('pages over every album, newest created first (whatever its fecha), with its photos', async () => {
    const first = await list('/api/redaccion/albums/10/1');
    expect(first).toMatchObject({ totalDocs: 14, totalPages: 2 });
    expect(ids(first)).toEqual(Array.from({ length: 10 }, (_, i) => idOf(i + 1)));
    expect(first.docs[0]!.fotos).toHaveLength(3);
    expect(ids(await list('/api/redaccion/albums/10/2'))).toEqual([11, 12, 13, 14].map(idOf));
  });

  it('puts a new album first, even one with an old fecha', async () => {
    const response = await t.send(
      'POST',
      '/api/crearalbum',
      {
        nombre: 'Recién subido',
        ph: 'Carla Ledesma',
        fecha: '2001-05-05',
        fotos: ['/media/albums/nuevo.jpg'],
      },
      fotografo,
    );
    expect(response.status).toBe(200);
    const { id } = (await response.json()) as { id: string };
    expect(ids(await list('/api/redaccion/albums/10/1'))[0]).toBe(id);
  });

  it('finds an old album by nombre or ph, ignoring case and accents', async () => {
    expect(ids(await list('/api/redaccion/albums/10/1?q=frias'))).toEqual([idOf(12)]);
    expect(ids(await list(`/api/redaccion/albums/10/1?q=${encodeURIComponent('IBÁÑEZ nestor')}`))).toEqual([
      idOf(13),
    ]);
    // 13 of the 14, and the one created above.
    expect((await list('/api/redaccion/albums/10/1?q=ledesma')).totalDocs).toBe(14);
  });
});
