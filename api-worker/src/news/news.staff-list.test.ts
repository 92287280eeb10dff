import { newsListResponseSchema, staffNewsListResponseSchema } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNAUTHENTICATED_MESSAGE } from '../http/messages.ts';
import {
  createBackOfficeTestApp,
  expectError,
  type BackOfficeTestApp,
  type LoggedInMember,
} from '../../test-support/back-office.ts';
import { insertNews, minutesAfterEpoch, testId } from '../../test-support/content-fixtures.ts';

let t: BackOfficeTestApp;
let redactor: LoggedInMember;

/** 65 news, more than any page of the back office: n° 1 is the newest, n° 65 the oldest. */
const NEWS_COUNT = 65;
const idOf = (n: number) => testId(1000 + n);
/** The 50th newest, which the original list (the newest 30) never showed. */
const OLD = 50;

beforeAll(async () => {
  t = await createBackOfficeTestApp();
  redactor = await t.loginAs(['noticias'], 'redactora');
  await insertNews(
    t.db,
    ...Array.from({ length: NEWS_COUNT }, (_, i) => {
      const n = i + 1;
      return {
        _id: idOf(n),
        titulo: n === OLD ? 'Inauguran el puente carretero de Añatuya' : `Noticia número ${n}`,
        descripcion: n === OLD ? 'Une los dos barrios del río Dulce.' : `Resumen de la noticia ${n}.`,
        texto: n === OLD ? '<p>Un cuerpo sin palabras buscadas.</p>' : '<p>Otro cuerpo sobre el puente.</p>',
        created_at: minutesAfterEpoch(NEWS_COUNT - n),
      };
    }),
  );
});
afterAll(() => t.close());

async function list(path: string, member: LoggedInMember = redactor) {
  const response = await t.app.request(path, { headers: { Cookie: member.cookie } });
  const body: unknown = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(200);
  return staffNewsListResponseSchema.strict().parse(body).noticias;
}

describe('GET /api/redaccion/noticias/:limit/:page', () => {
  it('pages over every news item, newest first, 10 at a time', async () => {
    const first = await list('/api/redaccion/noticias/10/1');
    expect(first).toMatchObject({ totalDocs: 65, totalPages: 7, page: 1, limit: 10, hasNextPage: true });
    expect(first.docs.map((doc) => doc._id)).toEqual(Array.from({ length: 10 }, (_, i) => idOf(i + 1)));

    const seen: string[] = [];
    for (let page = 1; page <= 7; page++) {
      seen.push(...(await list(`/api/redaccion/noticias/10/${page}`)).docs.map((doc) => doc._id));
    }
    expect(seen).toEqual(Array.from({ length: NEWS_COUNT }, (_, i) => idOf(i + 1)));
  });

  it('reaches the 50th newest on page 5 of 10, and answers lists without the HTML body', async () => {
    const page = await list('/api/redaccion/noticias/10/5');
    expect(page.docs[9]).toMatchObject({
      _id: idOf(OLD),
      titulo: 'Inauguran el puente carretero de Añatuya',
    });
    expect(page.docs[9]).not.toHaveProperty('texto');
    // 'Todos' asks for the largest page the API answers.
    expect((await list('/api/redaccion/noticias/100/1')).docs).toHaveLength(65);
  });

  it('finds an old item by its title or description (not its body), ignoring case and accents', async () => {
    // ñ is a letter of its own, as in the public search: 'anatuya' is another word.
    expect((await list(`/api/redaccion/noticias/10/1?q=anatuya`)).totalDocs).toBe(0);
    for (const q of ['puente carretero', 'AÑATUYA', 'añatuya', 'rio dulce', 'Inaugur']) {
      const found = await list(`/api/redaccion/noticias/10/1?q=${encodeURIComponent(q)}`);
      expect(found.totalDocs, q).toBe(1);
      expect(
        found.docs.map((doc) => doc._id),
        q,
      ).toEqual([idOf(OLD)]);
    }
  });

  it('pages the matches too, and an empty or blank search lists everything', async () => {
    const matches = await list(`/api/redaccion/noticias/10/2?q=${encodeURIComponent('noticia')}`);
    expect(matches).toMatchObject({ totalDocs: 64, page: 2, totalPages: 7 });
    expect(matches.docs[0]!._id).toBe(idOf(11));
    expect((await list('/api/redaccion/noticias/10/1?q=')).totalDocs).toBe(65);
    expect((await list('/api/redaccion/noticias/10/1?q=%20%20')).totalDocs).toBe(65);
    expect((await list('/api/redaccion/noticias/10/1?q=%25')).totalDocs).toBe(65);
    expect((await list('/api/redaccion/noticias/10/1?q=inexistente')).docs).toEqual([]);
  });

  it('refuses a bad page, size or search with a Spanish 400, and a visitor with 401', async () => {
    const get = (path: string) => t.app.request(path, { headers: { Cookie: redactor.cookie } });
    await expectError(await get('/api/redaccion/noticias/101/1'), 400);
    await expectError(await get('/api/redaccion/noticias/10/0'), 400);
    expect(await expectError(await get(`/api/redaccion/noticias/10/1?q=${'a'.repeat(101)}`), 400)).toMatch(
      /búsqueda/,
    );
    const visitor = await t.app.request('/api/redaccion/noticias/10/1');
    expect(visitor.status).toBe(401);
    expect(await visitor.json()).toEqual({ msg: UNAUTHENTICATED_MESSAGE });
  });

  it('leaves the public call of the original client as it was: a bare page of 30', async () => {
    const response = await t.app.request('/api/noticias/30/1');
    const page = newsListResponseSchema.strict().parse(await response.json());
    expect(page).toMatchObject({ totalDocs: 65, limit: 30 });
    expect(page.docs).toHaveLength(30);
  });
});
