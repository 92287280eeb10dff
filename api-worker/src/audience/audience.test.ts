import {
  BEACON_PATH_MESSAGE,
  audienceResponseSchema,
  mostReadResponseSchema,
  toArgentinaDate,
} from '@portal/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, createTestDatabase } from '../../test-support/create-test-app.ts';
import { insertNews, testId } from '../../test-support/content-fixtures.ts';
import { TEST_ADDRESS_HEADER, insertStaffUser, sessionCookieFor } from '../../test-support/staff-access.ts';
import type { App } from '../app.ts';
import type { AppDatabase } from '../db/database.ts';
import { filtradasDiarias, lectoresSales, lecturas, medicionLotes } from '../db/schema.ts';
import { MOST_READ_CACHE_CONTROL, createLocalMeasurements, purgeExpiredSalts } from './index.ts';
import { READER_LIMITS } from './measurements.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
/** Noon in Argentina (15:00 UTC) on 1 June 2026. */
const START = Date.parse('2026-06-01T15:00:00.000Z');
const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

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
  });
  return { app, db, flush: local.flush };
}

function beacon(
  app: App,
  body: unknown,
  {
    address = '203.0.113.7',
    agent = CHROME,
    type = 'text/plain;charset=UTF-8',
  }: { address?: string; agent?: string | null; type?: string } = {},
) {
  return app.request('/api/lecturas', {
    method: 'POST',
    headers: {
      'Content-Type': type,
      ...(agent === null ? {} : { 'User-Agent': agent }),
      [TEST_ADDRESS_HEADER]: address,
      Origin: 'http://localhost',
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const readersOf = async (db: AppDatabase) =>
  (await db.select({ lector: lecturas.lector }).from(lecturas)).map((row) => row.lector);

describe('POST /api/lecturas', () => {
  it('answers 204 without a cookie to JSON sent as text/plain (sendBeacon) or application/json, and writes nothing until the flush', async () => {
    const { app, db, flush } = await setup();
    const sent = await beacon(app, { ruta: '/' });
    expect(sent.status).toBe(204);
    expect(sent.headers.get('Set-Cookie')).toBeNull();
    expect(
      (await beacon(app, { ruta: '/agenda/10/1', referente: '' }, { type: 'application/json' })).status,
    ).toBe(204);
    expect(await readersOf(db)).toHaveLength(0);
    await flush();
    const rows = await db.select().from(lecturas);
    expect(rows.map((row) => row.ruta).sort()).toEqual(['/', '/agenda/10/1']);
    expect(rows[0]).toMatchObject({ dia: '2026-06-01', momento: START, noticia_id: null, referente: null });
  });

  it('leaves the content version alone: public answers keep their ETag and caches their copies', async () => {
    const { app, db, flush } = await setup();
    const [news] = await insertNews(db, { titulo: 'Sigue igual' });
    const etag = (await app.request('/api/noticias/10/1')).headers.get('ETag');
    expect(etag).toBeTruthy();
    expect((await beacon(app, { ruta: `/noticia/${news!._id}` })).status).toBe(204);
    await flush();
    expect((await app.request('/api/noticias/10/1')).headers.get('ETag')).toBe(etag);
  });

  it('writes many beacons as one batch, and never stores the address', async () => {
    const { app, db, flush } = await setup();
    for (let i = 0; i < 40; i++) {
      expect((await beacon(app, { ruta: '/' }, { address: `198.51.100.${i}` })).status).toBe(204);
    }
    await flush();
    expect(await readersOf(db)).toHaveLength(40);
    expect(await db.select().from(medicionLotes)).toHaveLength(1);
    const everything = JSON.stringify([
      await db.select().from(lecturas),
      await db.select().from(lectoresSales),
      await db.select().from(medicionLotes),
    ]);
    expect(everything).not.toContain('198.51.100.');
  });

  it('counts a reader once a day: the same address and browser is one reader, another browser another, and the next day a new one', async () => {
    const { app, db, flush } = await setup();
    await beacon(app, { ruta: '/' });
    clock += 5 * HOUR; // 17:00 in Argentina, same day
    await beacon(app, { ruta: '/agenda/10/1' });
    await beacon(app, { ruta: '/' }, { agent: FIREFOX });
    await flush();
    const [first, again, other] = await readersOf(db);
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(again).toBe(first);
    expect(other).not.toBe(first);

    clock += 8 * HOUR; // 01:00 of 2 June in Argentina
    await beacon(app, { ruta: '/' });
    await flush();
    const next = (await readersOf(db))[3];
    expect(next).not.toBe(first);
    const days = (await db.select().from(lecturas)).map((row) => row.dia);
    expect(days).toEqual(['2026-06-01', '2026-06-01', '2026-06-01', '2026-06-02']);
    expect((await db.select().from(lectoresSales)).map((row) => row.dia).sort()).toEqual([
      '2026-06-01',
      '2026-06-02',
    ]);
  });

  it('deletes a salt 48 hours after it was made', async () => {
    const { app, db, flush } = await setup();
    await beacon(app, { ruta: '/' });
    await flush();
    const [salt] = await db.select().from(lectoresSales);
    expect(salt).toMatchObject({ dia: '2026-06-01', creada_en: START });
    expect(salt!.sal).toMatch(/^[0-9a-f]{64}$/);

    await purgeExpiredSalts(db, START + 48 * HOUR - 1);
    expect(await db.select().from(lectoresSales)).toHaveLength(1);
    await purgeExpiredSalts(db, START + 48 * HOUR + 1);
    expect(await db.select().from(lectoresSales)).toHaveLength(0);

    // And a new day's first reader purges them too.
    await beacon(app, { ruta: '/' });
    clock += 49 * HOUR;
    await beacon(app, { ruta: '/' });
    await flush();
    expect((await db.select().from(lectoresSales)).map((row) => row.dia)).toEqual([
      toArgentinaDate(new Date(clock)),
    ]);
    // The ledger of written batches goes with them.
    await purgeExpiredSalts(db, clock + 49 * HOUR);
    expect(await db.select().from(medicionLotes)).toHaveLength(0);
  });

  it('does not count robots, headless browsers or requests without a user agent: they are filtradas', async () => {
    const { app, db, flush } = await setup();
    const robots = [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
      'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
      'curl/8.5.0',
      '',
      null,
    ];
    for (const agent of robots) expect((await beacon(app, { ruta: '/' }, { agent })).status).toBe(204);
    await beacon(app, { ruta: '/' });
    await flush();
    expect(await readersOf(db)).toHaveLength(1);
    expect(await db.select().from(filtradasDiarias)).toEqual([
      { dia: '2026-06-01', clase: 'lectura', total: robots.length },
    ]);
  });

  it('limits each reader, not each address: past the limit a reader is not counted (204, no console error)', async () => {
    const { app, db, flush } = await setup();
    for (let i = 0; i < READER_LIMITS.lectura; i++) {
      const counted = await beacon(app, { ruta: '/' });
      expect(counted.status).toBe(204);
      expect(counted.headers.get('X-Medicion')).toBeNull();
    }
    const refused = await beacon(app, { ruta: '/' });
    expect(refused.status).toBe(204);
    expect(refused.headers.get('X-Medicion')).toBe('descartada');
    // Someone else behind the same address (a school, an office) is still counted.
    expect((await beacon(app, { ruta: '/' }, { agent: FIREFOX })).status).toBe(204);
    await flush();
    expect(await readersOf(db)).toHaveLength(READER_LIMITS.lectura + 1);
    // A minute later the reader counts again.
    clock += 60_000;
    expect((await beacon(app, { ruta: '/' })).status).toBe(204);
  });

  it('refuses bad input with a 4xx and a Spanish message, never a 500', async () => {
    const { app, db, flush } = await setup();
    const cases: [unknown, number, string?][] = [
      ['{no es json', 400],
      [{}, 400],
      [{ ruta: 'noticias' }, 400, BEACON_PATH_MESSAGE],
      [{ ruta: '/admin' }, 400, BEACON_PATH_MESSAGE],
      [{ ruta: '/api/noticias/10/1' }, 400, BEACON_PATH_MESSAGE],
      [{ ruta: '//evil.example/' }, 400, BEACON_PATH_MESSAGE],
      [{ ruta: '/noticia/no-es-un-id' }, 400, BEACON_PATH_MESSAGE],
      [{ ruta: `/${'a'.repeat(400)}` }, 400, BEACON_PATH_MESSAGE],
      [{ ruta: '/', referente: 'x'.repeat(2_000) }, 400],
      [{ ruta: 7 }, 400],
      [[1, 2], 400],
      [{ ruta: '/', extra: 'x'.repeat(5_000) }, 413],
    ];
    for (const [body, status, msg] of cases) {
      const response = await beacon(app, body);
      expect(response.status, JSON.stringify(body).slice(0, 60)).toBe(status);
      const answer = (await response.json()) as { msg: string };
      expect(answer.msg).toMatch(/[a-záéíóúñ]/i);
      if (msg) expect(answer.msg).toBe(msg);
    }
    const form = await beacon(app, 'ruta=/', { type: 'application/x-www-form-urlencoded' });
    expect(form.status).toBe(415);
    expect(((await form.json()) as { msg: string }).msg).toMatch(/JSON/);
    await flush();
    expect(await readersOf(db)).toHaveLength(0);
  });

  it('keeps a news page as /noticia/<id> whatever its slug, drops the query, and keeps only another site’s host as referrer', async () => {
    const { app, db, flush } = await setup();
    const id = testId();
    await beacon(app, {
      ruta: `/noticia/${id}/una-noticia?utm_source=x#arriba`,
      referente: 'https://www.google.com/search?q=x',
    });
    await beacon(app, { ruta: `/noticia/${id}`, referente: 'http://localhost/noticias/10/1' });
    await beacon(app, { ruta: '/noticias/10/1/', referente: 'javascript:alert(1)' });
    await flush();
    const rows = await db
      .select({ ruta: lecturas.ruta, noticia_id: lecturas.noticia_id, referente: lecturas.referente })
      .from(lecturas);
    expect(rows).toEqual([
      { ruta: `/noticia/${id}`, noticia_id: id, referente: 'google.com' },
      { ruta: `/noticia/${id}`, noticia_id: id, referente: null },
      { ruta: '/noticias/10/1', noticia_id: null, referente: null },
    ]);
  });
});

describe('GET /api/mas-leidas/:ventana/:limite', () => {
  async function read(app: App, id: string, readers: number, { from = 0 } = {}) {
    for (let i = from; i < from + readers; i++) {
      expect((await beacon(app, { ruta: `/noticia/${id}` }, { address: `192.0.2.${i}` })).status).toBe(204);
    }
  }

  it('ranks published news by distinct readers in the window, leaving drafts out', async () => {
    const { app, db, flush } = await setup();
    const [older, popular, draft] = await insertNews(
      db,
      { titulo: 'Una de hace dos horas', slug: 'una-de-hace-dos-horas' },
      { titulo: 'La más leída', slug: '' },
      { titulo: 'Un borrador', estado: 'borrador' },
    );
    clock = START - 2 * HOUR;
    await read(app, older!._id, 4);
    clock = START - 2 * DAY;
    await read(app, older!._id, 9, { from: 100 });
    clock = START - 10 * 60_000;
    await read(app, popular!._id, 3);
    await beacon(app, { ruta: `/noticia/${popular!._id}` }, { address: '192.0.2.0' }); // a reader twice
    await read(app, draft!._id, 6);
    await flush();
    clock = START;

    const mostRead = async (path: string) => {
      const response = await app.request(path);
      expect(response.status, path).toBe(200);
      return mostReadResponseSchema.parse(await response.json()).mas_leidas;
    };
    expect(await mostRead('/api/mas-leidas/1h/10')).toEqual([
      {
        _id: popular!._id,
        titulo: 'La más leída',
        slug: 'la-mas-leida',
        img_portada: popular!.img_portada,
        lecturas: 3,
      },
    ]);
    expect((await mostRead('/api/mas-leidas/24h/10')).map((n) => [n.titulo, n.lecturas])).toEqual([
      ['Una de hace dos horas', 4],
      ['La más leída', 3],
    ]);
    expect((await mostRead('/api/mas-leidas/7d/10')).map((n) => [n.titulo, n.lecturas])).toEqual([
      ['Una de hace dos horas', 13],
      ['La más leída', 3],
    ]);
    expect((await mostRead('/api/mas-leidas/7d/1')).map((n) => n.titulo)).toEqual(['Una de hace dos horas']);
  });

  it('is a public answer cached for less than a minute, and refuses other windows and limits with a 400', async () => {
    const { app } = await setup();
    const response = await app.request('/api/mas-leidas/24h/5');
    expect(response.headers.get('Cache-Control')).toBe(MOST_READ_CACHE_CONTROL);
    expect(response.headers.get('ETag')).toBeTruthy();
    for (const path of [
      '/api/mas-leidas/2h/5',
      '/api/mas-leidas/24h/0',
      '/api/mas-leidas/24h/21',
      '/api/mas-leidas/24h/x',
    ]) {
      const refused = await app.request(path);
      expect(refused.status, path).toBe(400);
      expect(((await refused.json()) as { msg: string }).msg).toMatch(/ventana|límite/);
    }
  });
});

describe('GET /api/audiencia', () => {
  it('sums views and readers by day, by page and by referring site, with the robots apart', async () => {
    const { app, db, flush } = await setup();
    const [news] = await insertNews(db, { titulo: 'Crece el río' });
    // 1 June: reader A reads home and the news; reader B the news from Google; a robot.
    await beacon(app, { ruta: '/' }, { address: '192.0.2.1' });
    await beacon(app, { ruta: `/noticia/${news!._id}/crece-el-rio` }, { address: '192.0.2.1' });
    await beacon(
      app,
      { ruta: `/noticia/${news!._id}`, referente: 'https://www.google.com/' },
      { address: '192.0.2.2' },
    );
    await beacon(app, { ruta: '/' }, { agent: 'Googlebot/2.1' });
    // 3 June: reader A again (a new reader that day), from Facebook.
    clock += 2 * DAY;
    await beacon(app, { ruta: '/', referente: 'https://m.facebook.com/' }, { address: '192.0.2.1' });
    await beacon(app, { ruta: '/' }, { agent: '' });
    await flush();

    const staff = await insertStaffUser(db, { username: 'editora', privilegios: ['edicion'] });
    const response = await app.request('/api/audiencia?desde=2026-05-31&hasta=2026-06-03', {
      headers: { Cookie: await sessionCookieFor(db, staff._id) },
    });
    expect(response.status).toBe(200);
    const report = audienceResponseSchema.parse(await response.json());
    expect(report.dias).toEqual([
      { fecha: '2026-05-31', vistas: 0, visitantes: 0 },
      { fecha: '2026-06-01', vistas: 3, visitantes: 2 },
      { fecha: '2026-06-02', vistas: 0, visitantes: 0 },
      { fecha: '2026-06-03', vistas: 1, visitantes: 1 },
    ]);
    expect(report.paginas).toEqual([
      { ruta: '/', titulo: null, vistas: 2, visitantes: 2 },
      { ruta: `/noticia/${news!._id}`, titulo: 'Crece el río', vistas: 2, visitantes: 2 },
    ]);
    expect(report.referentes).toEqual([
      { dominio: 'google.com', visitas: 1 },
      { dominio: 'm.facebook.com', visitas: 1 },
    ]);
    expect(report.filtradas).toBe(2);
    // The days asked for bound everything.
    const oneDay = await app.request('/api/audiencia?desde=2026-06-03&hasta=2026-06-03', {
      headers: { Cookie: await sessionCookieFor(db, staff._id) },
    });
    expect(audienceResponseSchema.parse(await oneDay.json())).toMatchObject({
      filtradas: 1,
      referentes: [{ dominio: 'm.facebook.com', visitas: 1 }],
    });
  });

  it('needs a session (401) with the edicion privilege (403), and a valid range (400)', async () => {
    const { app, db } = await setup();
    const path = '/api/audiencia?desde=2026-06-01&hasta=2026-06-30';
    expect((await app.request(path)).status).toBe(401);
    const writer = await insertStaffUser(db, {
      username: 'redactor',
      privilegios: ['noticias', 'publicidad'],
    });
    expect(
      (await app.request(path, { headers: { Cookie: await sessionCookieFor(db, writer._id) } })).status,
    ).toBe(403);
    const editor = await insertStaffUser(db, { username: 'editor', privilegios: ['edicion'] });
    const cookie = await sessionCookieFor(db, editor._id);
    expect((await app.request(path, { headers: { Cookie: cookie } })).status).toBe(200);
    for (const query of [
      '',
      '?desde=2026-06-30&hasta=2026-06-01',
      '?desde=ayer&hasta=hoy',
      '?desde=2025-01-01&hasta=2026-06-01',
    ]) {
      const refused = await app.request(`/api/audiencia${query}`, { headers: { Cookie: cookie } });
      expect(refused.status, query).toBe(400);
      expect(((await refused.json()) as { msg: string }).msg).toMatch(/desde|hasta|fecha|Invalid|inválid/i);
    }
  });
});

describe('the batch ledger', () => {
  it('adds nothing twice when a written batch is sent again', async () => {
    const { app, db } = await setup();
    const { writeMeasurementBatch } = await import('./measurement-writer.ts');
    const { createMeasurementBuffer } = await import('./measurements.ts');
    const buffer = createMeasurementBuffer({ now: () => clock });
    buffer.accept({
      tipo: 'lectura',
      momento: clock,
      dia: '2026-06-01',
      lector: 'a'.repeat(32),
      ruta: '/',
      noticia_id: null,
      referente: null,
    });
    buffer.accept({ tipo: 'filtrada', dia: '2026-06-01', clase: 'lectura' });
    const batch = buffer.take()!;
    await writeMeasurementBatch(db, batch, clock);
    await writeMeasurementBatch(db, batch, clock);
    expect(await readersOf(db)).toHaveLength(1);
    expect(
      (await db.select().from(filtradasDiarias).where(eq(filtradasDiarias.dia, '2026-06-01')))[0]?.total,
    ).toBe(1);
    expect((await db.get<{ n: number }>(sql`select count(*) as n from medicion_lotes`)).n).toBe(1);
    void app;
  });
});
