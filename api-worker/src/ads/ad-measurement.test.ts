import { adStatsResponseSchema } from '@portal/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, createTestDatabase } from '../../test-support/create-test-app.ts';
import { insertPublis, testId } from '../../test-support/content-fixtures.ts';
import { TEST_ADDRESS_HEADER, insertStaffUser, sessionCookieFor } from '../../test-support/staff-access.ts';
import type { App } from '../app.ts';
import { createLocalMeasurements } from '../audience/index.ts';
import type { AppDatabase } from '../db/database.ts';
import { filtradasDiarias, publisEventos } from '../db/schema.ts';

const DAY = 24 * 60 * 60 * 1000;
/** Noon in Argentina on 1 June 2026. */
const START = Date.parse('2026-06-01T15:00:00.000Z');
const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SHELL =
  '<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Portal</title></head><body><div id="root"></div></body></html>';

let clock = START;
const opened: AppDatabase[] = [];
afterEach(() => {
  for (const db of opened.splice(0)) db.$client.close();
  clock = START;
});

async function setup() {
  const db = await createTestDatabase();
  opened.push(db);
  const local = createLocalMeasurements(db, { now: () => clock });
  const { app } = await createTestApp({
    db,
    now: () => clock,
    measurements: local.sink,
    clientAddress: (c) => c.req.header(TEST_ADDRESS_HEADER),
    shellHtml: async () => SHELL,
  });
  const [ad, noLink, script] = await insertPublis(
    db,
    { nombre_cliente: 'Ferretería Núñez, S.A.', link: 'https://ferreteria.example/ofertas?x=1' },
    { nombre_cliente: 'Sin enlace', link: '' },
    { nombre_cliente: 'Raro', link: 'javascript:alert(1)' },
  );
  return { app, db, flush: local.flush, ad: ad!, noLink: noLink!, script: script! };
}

function adEvent(
  app: App,
  body: unknown,
  { address = '203.0.113.7', agent = CHROME, type = 'text/plain;charset=UTF-8' } = {},
) {
  return app.request('/api/publis/eventos', {
    method: 'POST',
    headers: {
      'Content-Type': type,
      'User-Agent': agent,
      [TEST_ADDRESS_HEADER]: address,
      Origin: 'http://localhost',
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

function click(app: App, id: string, { address = '203.0.113.7', agent = CHROME } = {}) {
  return app.request(`/publi/${id}/clic`, {
    headers: { 'User-Agent': agent, [TEST_ADDRESS_HEADER]: address },
  });
}

describe('ad events', () => {
  it('counts servida and vista beacons (204) for a known ad, robots apart', async () => {
    const { app, db, flush, ad } = await setup();
    const etag = (await app.request('/api/publis')).headers.get('ETag');
    expect((await adEvent(app, { publi: ad._id, tipo: 'servida' })).status).toBe(204);
    expect((await adEvent(app, { publi: ad._id, tipo: 'vista' }, { type: 'application/json' })).status).toBe(
      204,
    );
    expect((await adEvent(app, { publi: ad._id, tipo: 'servida' }, { agent: 'Googlebot/2.1' })).status).toBe(
      204,
    );
    await flush();
    expect((await db.select().from(publisEventos)).map((row) => row.tipo)).toEqual(['servida', 'vista']);
    // An ad's beacon changes no public content: the ads' list keeps its ETag.
    expect((await app.request('/api/publis')).headers.get('ETag')).toBe(etag);
    expect(await db.select().from(filtradasDiarias)).toEqual([
      { dia: '2026-06-01', clase: 'publi', total: 1 },
    ]);
  });

  it('refuses bad input (400, 415), an unknown ad (404); a reader past the limit is not counted', async () => {
    const { app, db, flush, ad } = await setup();
    for (const body of [{ publi: ad._id, tipo: 'clic' }, { publi: 'x', tipo: 'vista' }, {}, 'nada']) {
      const response = await adEvent(app, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(((await response.json()) as { msg: string }).msg).toBeTruthy();
    }
    expect((await adEvent(app, 'a=b', { type: 'multipart/form-data' })).status).toBe(415);
    const unknown = await adEvent(app, { publi: testId(), tipo: 'vista' });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ msg: 'Publicidad no encontrada.' });
    let counted = 0;
    for (let i = 0; i < 210; i++) {
      const answer = await adEvent(app, { publi: ad._id, tipo: 'servida' });
      expect(answer.status).toBe(204);
      if (answer.headers.get('X-Medicion') !== 'descartada') counted++;
    }
    expect(counted).toBe(200);
    await flush();
    expect(await db.select().from(publisEventos)).toHaveLength(200);
  });
});

describe('GET /publi/:id/clic', () => {
  it('counts a clic and answers 302 to the ad’s own stored link', async () => {
    const { app, db, flush, ad } = await setup();
    const response = await click(app, ad._id);
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('https://ferreteria.example/ofertas?x=1');
    // A robot following the link goes there too, counted apart.
    expect((await click(app, ad._id, { agent: 'Googlebot/2.1' })).status).toBe(302);
    await flush();
    expect((await db.select().from(publisEventos)).map((row) => [row.publi_id, row.tipo])).toEqual([
      [ad._id, 'clic'],
    ]);
    expect(await db.select().from(filtradasDiarias)).toEqual([
      { dia: '2026-06-01', clase: 'publi', total: 1 },
    ]);
  });

  it('answers the site’s not-found page for an unknown id, an ad without a link or with a link that is not http(s): never a redirect', async () => {
    const { app, db, flush, noLink, script } = await setup();
    for (const id of [testId(), noLink._id, script._id, 'no-es-un-id', '..%2F..%2Fapi']) {
      const response = await click(app, id);
      expect(response.status, id).toBe(404);
      expect(response.headers.get('Location'), id).toBeNull();
      expect(response.headers.get('Content-Type'), id).toMatch(/text\/html/);
      // The document route's 404 (pages/document.routes.ts): the shell, whose not-found page
      // says 'Página no encontrada' (here without a section renderer: the bare shell).
      expect(await response.text(), id).toContain('<div id="root">');
    }
    await flush();
    expect(await db.select().from(publisEventos)).toHaveLength(0);
  });

  it('still sends a reader past the click limit to the advertiser, without counting the click', async () => {
    const { app, db, flush, ad } = await setup();
    for (let i = 0; i < 15; i++) expect((await click(app, ad._id)).status).toBe(302);
    await flush();
    expect(await db.select().from(publisEventos)).toHaveLength(10);
  });
});

describe('GET /api/publis/:id/estadisticas', () => {
  async function withEvents() {
    const context = await setup();
    const { app, flush, ad } = context;
    // 1 June: two readers see the ad, one clicks; 2 June: one reader is served it.
    for (const address of ['192.0.2.1', '192.0.2.2']) {
      await adEvent(app, { publi: ad._id, tipo: 'servida' }, { address });
      await adEvent(app, { publi: ad._id, tipo: 'vista' }, { address });
    }
    await click(app, ad._id, { address: '192.0.2.1' });
    clock += DAY;
    await adEvent(app, { publi: ad._id, tipo: 'servida' }, { address: '192.0.2.1' });
    await flush();
    const staff = await insertStaffUser(context.db, { username: 'comercial', privilegios: ['publicidad'] });
    return { ...context, cookie: await sessionCookieFor(context.db, staff._id) };
  }

  it('answers the totals and each day of the range', async () => {
    const { app, ad, cookie } = await withEvents();
    const response = await app.request(
      `/api/publis/${ad._id}/estadisticas?desde=2026-05-31&hasta=2026-06-02`,
      {
        headers: { Cookie: cookie },
      },
    );
    expect(response.status).toBe(200);
    expect(adStatsResponseSchema.parse(await response.json())).toEqual({
      publi: { _id: ad._id, nombre: 'Ferretería Núñez, S.A.' },
      // Three readers: the two of 1 June, and the first again on 2 June (a new day, a new hash).
      total: { servidas: 3, vistas: 2, clics: 1, visitantes: 3 },
      dias: [
        { fecha: '2026-05-31', servidas: 0, vistas: 0, clics: 0 },
        { fecha: '2026-06-01', servidas: 2, vistas: 2, clics: 1 },
        { fecha: '2026-06-02', servidas: 1, vistas: 0, clics: 0 },
      ],
    });
  });

  it('downloads the same figures as CSV with Spanish headers and a named file', async () => {
    const { app, ad, cookie } = await withEvents();
    const response = await app.request(
      `/api/publis/${ad._id}/estadisticas?desde=2026-06-01&hasta=2026-06-02&formato=csv`,
      { headers: { Cookie: cookie } },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('Content-Disposition')).toBe(
      'attachment; filename="publicidad-ferreteria-nunez-s-a-2026-06-01-2026-06-02.csv"',
    );
    // Read as bytes: text() would drop the byte order mark.
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer())).toBe(
      '\uFEFFFecha,Servidas,Vistas,Clics\r\n2026-06-01,2,2,1\r\n2026-06-02,1,0,0\r\nTotal,3,2,1\r\n',
    );
  });

  it('needs publicidad (401, 403), a known ad (404) and a valid range (400)', async () => {
    const { app, db, ad, cookie } = await withEvents();
    const path = `/api/publis/${ad._id}/estadisticas?desde=2026-06-01&hasta=2026-06-02`;
    expect((await app.request(path)).status).toBe(401);
    const editor = await insertStaffUser(db, { username: 'editor', privilegios: ['edicion', 'noticias'] });
    expect(
      (await app.request(path, { headers: { Cookie: await sessionCookieFor(db, editor._id) } })).status,
    ).toBe(403);
    const unknown = await app.request(
      `/api/publis/${testId()}/estadisticas?desde=2026-06-01&hasta=2026-06-02`,
      {
        headers: { Cookie: cookie },
      },
    );
    expect(unknown.status).toBe(404);
    for (const query of [
      'desde=2026-06-02&hasta=2026-06-01',
      'desde=x&hasta=y',
      'desde=2026-06-01&hasta=2026-06-02&formato=xls',
    ]) {
      const refused = await app.request(`/api/publis/${ad._id}/estadisticas?${query}`, {
        headers: { Cookie: cookie },
      });
      expect(refused.status, query).toBe(400);
    }
    expect(
      (
        await app.request(`/api/publis/x/estadisticas?desde=2026-06-01&hasta=2026-06-02`, {
          headers: { Cookie: cookie },
        })
      ).status,
    ).toBe(400);
  });
});
