import { staffEventsListResponseSchema } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createBackOfficeTestApp,
  expectError,
  type BackOfficeTestApp,
  type LoggedInMember,
} from '../../test-support/back-office.ts';
import { banners } from '../db/schema.ts';
import {
  insertBanners,
  insertEvents,
  minutesAfterEpoch,
  testId,
} from '../../test-support/content-fixtures.ts';

let t: BackOfficeTestApp;
let agenda: LoggedInMember;

/** 25 events, more than a page: n° 1 is the newest created; fechas all in the past but n° 25's. */
const EVENT_COUNT = 25;
const idOf = (n: number) => testId(2000 + n);
const pastDate = (n: number) => `2020-01-${String(n).padStart(2, '0')}`;

beforeAll(async () => {
  t = await createBackOfficeTestApp();
  agenda = await t.loginAs(['agenda']);
  await insertEvents(
    t.db,
    ...Array.from({ length: EVENT_COUNT }, (_, i) => {
      const n = i + 1;
      return {
        _id: idOf(n),
        titulo: n === 20 ? 'Festival de la Chacarera' : `Evento ${n}`,
        provincia: n === 20 ? 'Tucuman' : n % 2 === 0 ? 'Salta' : 'Santiago del Estero',
        fecha: n === 25 ? '2099-12-31' : pastDate(n),
        created_at: minutesAfterEpoch(EVENT_COUNT - n),
      };
    }),
  );
});
afterAll(() => t.close());

async function list(path: string) {
  const response = await t.app.request(path, { headers: { Cookie: agenda.cookie } });
  const body: unknown = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(200);
  return staffEventsListResponseSchema.strict().parse(body).eventos;
}
const ids = (page: { docs: { _id: string }[] }) => page.docs.map((doc) => doc._id);

describe('GET /api/redaccion/eventos/:limit/:page', () => {
  it("pages over every event in the agenda's order: upcoming first, then past by fecha descending", async () => {
    const first = await list('/api/redaccion/eventos/10/1');
    expect(first).toMatchObject({ totalDocs: 25, totalPages: 3, hasNextPage: true });
    expect(ids(first)).toEqual([idOf(25), ...Array.from({ length: 9 }, (_, i) => idOf(24 - i))]);
    expect(ids(await list('/api/redaccion/eventos/10/3'))).toEqual([5, 4, 3, 2, 1].map(idOf));
  });

  it('sorts the whole table by Fecha or Creado on the server (orden=)', async () => {
    expect(ids(await list('/api/redaccion/eventos/5/1?orden=fecha'))).toEqual([1, 2, 3, 4, 5].map(idOf));
    expect(ids(await list('/api/redaccion/eventos/5/1?orden=-fecha'))).toEqual(
      [25, 24, 23, 22, 21].map(idOf),
    );
    expect(ids(await list('/api/redaccion/eventos/5/1?orden=-creado'))).toEqual([1, 2, 3, 4, 5].map(idOf));
    expect(ids(await list('/api/redaccion/eventos/5/5?orden=creado'))).toEqual([5, 4, 3, 2, 1].map(idOf));
    await expectError(
      await t.app.request('/api/redaccion/eventos/5/1?orden=titulo', { headers: { Cookie: agenda.cookie } }),
      400,
    );
  });

  it('finds an old event by titulo or provincia, ignoring case and accents', async () => {
    expect(ids(await list('/api/redaccion/eventos/10/1?q=chacarera'))).toEqual([idOf(20)]);
    expect(ids(await list(`/api/redaccion/eventos/10/1?q=${encodeURIComponent('TUCUMÁN')}`))).toEqual([
      idOf(20),
    ]);
    expect((await list('/api/redaccion/eventos/10/1?q=salta')).totalDocs).toBe(11);
  });

  it('filters by province on the server (prov=, any spelling), and an unknown one lists nothing', async () => {
    const salta = await list('/api/redaccion/eventos/5/3?prov=salta');
    expect(salta).toMatchObject({ totalDocs: 11, totalPages: 3 });
    expect(salta.docs.every((event) => event.provincia === 'Salta')).toBe(true);
    expect(ids(await list(`/api/redaccion/eventos/10/1?prov=${encodeURIComponent('Tucumán')}`))).toEqual([
      idOf(20),
    ]);
    expect((await list('/api/redaccion/eventos/10/1?prov=Rosario')).docs).toEqual([]);
    // Evento 2, 12, 22 and 24 of Salta.
    expect((await list('/api/redaccion/eventos/10/1?prov=Salta&q=evento%202')).totalDocs).toBe(4);
  });
});

describe('DELETE /api/evento/:id and the central banner', () => {
  it('clears the link of a banner that leads to the deleted event, and only that one', async () => {
    const [gone, kept] = await insertEvents(t.db, { _id: testId(2901) }, { _id: testId(2902) });
    await insertBanners(
      t.db,
      { _id: testId(2911), url: `/evento/${gone!._id}` },
      { _id: testId(2912), url: `https://santiagonoticias.example/evento/${gone!._id}?utm=banner` },
      { _id: testId(2913), url: `/evento/${kept!._id}` },
      { _id: testId(2914), url: 'https://auspiciante.example/' },
    );
    const response = await t.send('DELETE', `/api/evento/${gone!._id}`, undefined, agenda);
    expect(response.status).toBe(200);

    const links = Object.fromEntries(
      (await t.db.select({ _id: banners._id, url: banners.url }).from(banners)).map((b) => [b._id, b.url]),
    );
    expect(links[testId(2911)]).toBe('');
    expect(links[testId(2912)]).toBe('');
    expect(links[testId(2913)]).toBe(`/evento/${kept!._id}`);
    expect(links[testId(2914)]).toBe('https://auspiciante.example/');

    // The public banner no longer leads to the missing event.
    const publicBanner = (await (await t.app.request('/api/get-banner')).json()) as {
      banners: { _id: string; url: string }[];
    };
    expect(publicBanner.banners.find((b) => b._id === testId(2911))?.url).toBe('');
    const [stillThere] = await t.db
      .select()
      .from(banners)
      .where(eq(banners._id, testId(2913)));
    expect(stillThere?.url).toBe(`/evento/${kept!._id}`);
  });
});
