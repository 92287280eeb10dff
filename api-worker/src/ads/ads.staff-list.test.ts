import { staffAdsListResponseSchema } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createBackOfficeTestApp,
  type BackOfficeTestApp,
  type LoggedInMember,
} from '../../test-support/back-office.ts';
import { insertPublis, minutesAfterEpoch, testId } from '../../test-support/content-fixtures.ts';

let t: BackOfficeTestApp;
let comercial: LoggedInMember;

/** 13 ads, expired ones too: n° 1 is the newest. */
const AD_COUNT = 13;
const idOf = (n: number) => testId(4000 + n);

beforeAll(async () => {
  t = await createBackOfficeTestApp();
  comercial = await t.loginAs(['publicidad']);
  await insertPublis(
    t.db,
    ...Array.from({ length: AD_COUNT }, (_, i) => {
      const n = i + 1;
      return {
        _id: idOf(n),
        nombre_cliente: n === 12 ? 'Panadería Añoranzas' : `Cliente ${n}`,
        egreso: n % 3 === 0 ? '2020-01-31' : '2099-12-31',
        inicio: n % 8,
        created_at: minutesAfterEpoch(AD_COUNT - n),
      };
    }),
  );
});
afterAll(() => t.close());

async function list(path: string) {
  const response = await t.app.request(path, { headers: { Cookie: comercial.cookie } });
  const body: unknown = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(200);
  return staffAdsListResponseSchema.strict().parse(body).publis;
}
const ids = (page: { docs: { _id: string }[] }) => page.docs.map((doc) => doc._id);

describe('GET /api/redaccion/publis/:limit/:page', () => {
  it('pages over every ad, expired ones too, newest first, with colocar_en as the original', async () => {
    const first = await list('/api/redaccion/publis/10/1');
    expect(first).toMatchObject({ totalDocs: 13, totalPages: 2 });
    expect(ids(first)).toEqual(Array.from({ length: 10 }, (_, i) => idOf(i + 1)));
    expect(first.docs[0]!.colocar_en).toEqual([{ inicio: 1, noticias: 0, agenda: 0, galeria: 0 }]);
    expect(ids(await list('/api/redaccion/publis/10/2'))).toEqual([11, 12, 13].map(idOf));
  });

  it('finds an old ad by its client, ignoring case and accents', async () => {
    const query = encodeURIComponent('PANADERIA añoranzas');
    expect(ids(await list(`/api/redaccion/publis/10/1?q=${query}`))).toEqual([idOf(12)]);
    // ñ is a letter of its own, as in the public search.
    expect((await list('/api/redaccion/publis/10/1?q=anoranzas')).totalDocs).toBe(0);
    expect((await list('/api/redaccion/publis/5/1?q=cliente')).totalDocs).toBe(12);
  });

  it('leaves the public call of the original client as it was: { publis: Publi[] }', async () => {
    const body = (await (await t.app.request('/api/publis')).json()) as { publis: unknown[] };
    expect(Array.isArray(body.publis)).toBe(true);
    expect(body.publis).toHaveLength(13);
  });
});
