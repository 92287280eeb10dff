import { publisResponseSchema, selectActiveAds } from '@portal/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PUBLIC_CACHE_CONTROL } from '../http/public-cache/index.ts';
import { insertPublis, minutesAfterEpoch } from '../../test-support/content-fixtures.ts';
import { createTestApp } from '../../test-support/create-test-app.ts';
import { getOk } from '../../test-support/public-api.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

describe('GET /api/publis', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(() => t.close());

  it('answers { publis } with every ad, newest first, placements as the one-element colocar_en', async () => {
    const [older, newer] = await insertPublis(
      t.db,
      {
        nombre_cliente: 'Vieja',
        created_at: minutesAfterEpoch(1),
        inicio: 2,
        noticias: 0,
        agenda: 8,
        galeria: 1,
      },
      { nombre_cliente: 'Nueva', created_at: minutesAfterEpoch(2), egreso: '2020-01-31' },
    );
    const { publis } = await getOk(t.app, '/api/publis', publisResponseSchema.strict());
    expect(publis.map((p) => p.nombre_cliente)).toEqual(['Nueva', 'Vieja']);
    expect(publis[1]).toEqual({
      _id: older!._id,
      nombre_cliente: 'Vieja',
      ingreso: older!.ingreso,
      egreso: older!.egreso,
      link: older!.link,
      foto: older!.foto,
      colocar_en: [{ inicio: 2, noticias: 0, agenda: 8, galeria: 1 }],
      created_at: older!.created_at,
    });
    // Expired ads stay in the answer (the back office lists them); the pages leave them out.
    expect(publis[0]!._id).toBe(newer!._id);
  });

  it('gives the pages what selectActiveAds needs to apply the expiry and slot rules', async () => {
    await insertPublis(
      t.db,
      { nombre_cliente: 'Slot 3', noticias: 3, created_at: minutesAfterEpoch(1) },
      { nombre_cliente: 'Vencida', noticias: 1, egreso: '2020-01-31', created_at: minutesAfterEpoch(2) },
      { nombre_cliente: 'Slot 1', noticias: 1, created_at: minutesAfterEpoch(3) },
      { nombre_cliente: 'Fuera', noticias: 0, inicio: 4, created_at: minutesAfterEpoch(4) },
    );
    const { publis } = await getOk(t.app, '/api/publis', publisResponseSchema);
    expect(selectActiveAds(publis, 'noticias', new Date()).map((p) => p.nombre_cliente)).toEqual([
      'Slot 1',
      'Slot 3',
    ]);
    expect(selectActiveAds(publis, 'inicio', new Date()).map((p) => p.nombre_cliente)).toEqual(['Fuera']);
  });

  it('answers an empty list when there are no ads', async () => {
    expect(await getOk(t.app, '/api/publis', publisResponseSchema)).toEqual({ publis: [] });
  });

  it('sends Cache-Control and an ETag, and a 304 to a matching If-None-Match', async () => {
    await insertPublis(t.db, {});
    const response = await t.app.request('/api/publis');
    expect(response.headers.get('Cache-Control')).toBe(PUBLIC_CACHE_CONTROL);
    const again = await t.app.request('/api/publis', {
      headers: { 'If-None-Match': response.headers.get('ETag')! },
    });
    expect(again.status).toBe(304);
  });
});
