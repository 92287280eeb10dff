import {
  eventDetailResponseSchema,
  eventsByProvinceResponseSchema,
  eventsListResponseSchema,
  NEWS_COVER_SIZES,
  toArgentinaDate,
} from '@portal/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addDays } from '../demo-content/media-plan.ts';
import { PUBLIC_CACHE_CONTROL } from '../http/public-cache/index.ts';
import { insertEvents, testId } from '../../test-support/content-fixtures.ts';
import { createTestApp } from '../../test-support/create-test-app.ts';
import { BAD_IDS, BAD_PAGING, HOSTILE_SEGMENTS, getError, getOk } from '../../test-support/public-api.ts';
import { EVENT_NOT_FOUND_MESSAGE } from './events.routes.ts';
import { createEventsQueries } from './events.queries.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const pagingOf = ({ docs: _docs, ...paging }: { docs: unknown[] }) => paging;

describe('public events API', () => {
  let t: TestApp;
  const today = toArgentinaDate(new Date());
  const day = (offset: number) => addDays(today, offset);

  beforeEach(async () => {
    t = await createTestApp();
    // Inserted out of order: the order of the answers is the query's.
    await insertEvents(
      t.db,
      { titulo: 'Hace diez días', fecha: day(-10), provincia: 'Santiago del Estero' },
      { titulo: 'En un mes', fecha: day(30), provincia: 'Tucuman' },
      { titulo: 'Hoy', fecha: day(0), provincia: 'Santiago del Estero' },
      { titulo: 'Ayer', fecha: day(-1), provincia: 'Tucuman' },
      { titulo: 'Mañana', fecha: day(1), provincia: 'Santiago del Estero' },
    );
  });
  afterEach(() => t.close());

  const ORDER = ['Hoy', 'Mañana', 'En un mes', 'Ayer', 'Hace diez días'];

  describe('GET /api/eventos/:limit/:page', () => {
    it('answers { eventos: page }: upcoming (today included) by date ascending, then past by date descending', async () => {
      const { eventos } = await getOk(t.app, '/api/eventos/10/1', eventsListResponseSchema.strict());
      expect(eventos.docs.map((e) => e.titulo)).toEqual(ORDER);
      for (const doc of eventos.docs) {
        expect(doc).not.toHaveProperty('texto');
        expect(doc.fecha).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }
    });

    it('keeps that order across pages, with every paging field at both ends', async () => {
      const first = (await getOk(t.app, '/api/eventos/2/1', eventsListResponseSchema)).eventos;
      expect(first.docs.map((e) => e.titulo)).toEqual(ORDER.slice(0, 2));
      expect(pagingOf(first)).toEqual({
        totalDocs: 5,
        limit: 2,
        page: 1,
        totalPages: 3,
        pagingCounter: 1,
        hasPrevPage: false,
        hasNextPage: true,
        prevPage: null,
        nextPage: 2,
      });
      const middle = (await getOk(t.app, '/api/eventos/2/2', eventsListResponseSchema)).eventos;
      expect(middle.docs.map((e) => e.titulo)).toEqual(ORDER.slice(2, 4));
      const last = (await getOk(t.app, '/api/eventos/2/3', eventsListResponseSchema)).eventos;
      expect(last.docs.map((e) => e.titulo)).toEqual(ORDER.slice(4));
      expect(pagingOf(last)).toEqual({
        totalDocs: 5,
        limit: 2,
        page: 3,
        totalPages: 3,
        pagingCounter: 5,
        hasPrevPage: true,
        hasNextPage: false,
        prevPage: 2,
        nextPage: null,
      });
    });

    it('takes "today" as given: an event of today is past tomorrow', async () => {
      const page = await createEventsQueries(t.db).listEventsUpcomingFirst(
        { today: day(1) },
        { limit: 10, page: 1 },
      );
      expect(page.docs.map((e) => e.titulo)).toEqual([
        'Mañana',
        'En un mes',
        'Hoy',
        'Ayer',
        'Hace diez días',
      ]);
    });

    it('orders events of the same day the same way on every call', async () => {
      await insertEvents(
        t.db,
        { titulo: 'Hoy B', fecha: day(0), _id: testId(0xfff0) },
        { titulo: 'Hoy A', fecha: day(0) },
      );
      const titles = async () =>
        (await getOk(t.app, '/api/eventos/100/1', eventsListResponseSchema)).eventos.docs.map(
          (e) => e.titulo,
        );
      const once = await titles();
      expect(once.slice(0, 3).sort()).toEqual(['Hoy', 'Hoy A', 'Hoy B']);
      expect(await titles()).toEqual(once);
    });

    it.each(BAD_PAGING)('answers 400 { msg } to /api/eventos/%s', async (paging) => {
      await getError(t.app, `/api/eventos/${paging}`, 400);
    });

    it('sends Cache-Control and an ETag, and a 304 to a matching If-None-Match', async () => {
      const response = await t.app.request('/api/eventos/6/1');
      expect(response.headers.get('Cache-Control')).toBe(PUBLIC_CACHE_CONTROL);
      const again = await t.app.request('/api/eventos/6/1', {
        headers: { 'If-None-Match': response.headers.get('ETag')! },
      });
      expect(again.status).toBe(304);
    });
  });

  describe('GET /api/eventos/:prov/:limit/:page', () => {
    it('answers a bare page of that province, in the same order', async () => {
      const page = await getOk(
        t.app,
        '/api/eventos/Santiago del Estero/10/1',
        eventsByProvinceResponseSchema.strict(),
      );
      expect(page.docs.map((e) => e.titulo)).toEqual(['Hoy', 'Mañana', 'Hace diez días']);
      expect(pagingOf(page)).toMatchObject({
        totalDocs: 3,
        hasPrevPage: false,
        hasNextPage: false,
        nextPage: null,
      });
      for (const doc of page.docs) expect(doc).not.toHaveProperty('texto');
    });

    it.each([
      ['Santiago%20del%20Estero', 3],
      ['santiago-del-estero', 3],
      ['Tucum%C3%A1n', 2],
      ['Tucumán', 2],
      ['TUCUMAN', 2],
    ])('matches %s', async (prov, count) => {
      expect(
        (await getOk(t.app, `/api/eventos/${prov}/10/1`, eventsByProvinceResponseSchema)).totalDocs,
      ).toBe(count);
    });

    it('pages a province with every paging field at both ends', async () => {
      const first = await getOk(t.app, '/api/eventos/tucuman/1/1', eventsByProvinceResponseSchema);
      expect(first.docs.map((e) => e.titulo)).toEqual(['En un mes']);
      expect(pagingOf(first)).toMatchObject({
        totalPages: 2,
        hasPrevPage: false,
        prevPage: null,
        nextPage: 2,
      });
      const last = await getOk(t.app, '/api/eventos/tucuman/1/2', eventsByProvinceResponseSchema);
      expect(last.docs.map((e) => e.titulo)).toEqual(['Ayer']);
      expect(pagingOf(last)).toMatchObject({
        hasPrevPage: true,
        prevPage: 1,
        hasNextPage: false,
        nextPage: null,
      });
    });

    it.each(['Rosario', 'Buenos aires', 'Tierra%20Del%20Fuego'])(
      'answers an empty page for %s (no events there)',
      async (prov) => {
        const page = await getOk(t.app, `/api/eventos/${prov}/10/1`, eventsByProvinceResponseSchema);
        expect(page).toMatchObject({ docs: [], totalDocs: 0, totalPages: 1, hasNextPage: false });
      },
    );

    it.each(BAD_PAGING)('answers 400 { msg } to /api/eventos/Salta/%s', async (paging) => {
      await getError(t.app, `/api/eventos/Salta/${paging}`, 400);
    });
  });

  describe('GET /api/evento/:id', () => {
    it('answers { evento: [the event] } with its body', async () => {
      const [row] = await insertEvents(t.db, {
        titulo: 'Peña',
        texto: '<p>Con <em>folclore</em>.</p>',
        fecha: day(3),
      });
      const { evento } = await getOk(t.app, `/api/evento/${row!._id}`, eventDetailResponseSchema.strict());
      expect(evento).toEqual([
        {
          _id: row!._id,
          titulo: 'Peña',
          flayer: row!.flayer,
          texto: '<p>Con <em>folclore</em>.</p>',
          provincia: row!.provincia,
          fecha: day(3),
          direccion: row!.direccion,
          horario: row!.horario,
          created_at: row!.created_at,
          // Every event has one (DESIGN §12); one written before slugs, its title's.
          slug: 'pena',
        },
      ]);
    });

    it('gives the body’s uploaded pictures their srcset and sizes, lazy; leaves others alone', async () => {
      const [row] = await insertEvents(t.db, {
        texto:
          '<p><img src="/media/eventos/escenario.jpg" alt="El escenario"></p>' +
          '<p><img src="https://otro.example/a.jpg" alt="Afuera"></p>',
      });
      const { evento } = await getOk(t.app, `/api/evento/${row!._id}`, eventDetailResponseSchema);
      expect(evento[0].texto).toBe(
        '<p><img src="/media/eventos/escenario.jpg" srcset="/media/eventos/escenario.w400.jpg 400w, ' +
          '/media/eventos/escenario.w800.jpg 800w, /media/eventos/escenario.w1600.jpg 1600w" ' +
          `sizes="${NEWS_COVER_SIZES}" loading="lazy" decoding="async" alt="El escenario"></p>` +
          '<p><img src="https://otro.example/a.jpg" alt="Afuera"></p>',
      );
    });

    it('answers 404 { msg } for an unknown id', async () => {
      expect(await getError(t.app, `/api/evento/${testId(0xabcdef)}`, 404)).toBe(EVENT_NOT_FOUND_MESSAGE);
    });

    it.each(BAD_IDS)('answers 400 { msg } to the id %s', async (id) => {
      await getError(t.app, `/api/evento/${id}`, 400);
    });
  });

  it('answers no input with a 500', async () => {
    const paths = HOSTILE_SEGMENTS.flatMap((segment) => [
      `/api/eventos/${segment}/1`,
      `/api/eventos/1/${segment}`,
      `/api/eventos/${segment}/10/1`,
      `/api/evento/${segment}`,
    ]);
    for (const path of paths) {
      const response = await t.app.request(path);
      expect(response.status, path.slice(0, 80)).toBeLessThan(500);
    }
  });
});
