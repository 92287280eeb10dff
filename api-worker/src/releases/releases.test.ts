import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  CONFIGURED_RELEASE_LABEL,
  remotesAnswerSchema,
  seccionesResponseSchema,
  type Seccion,
} from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp, releaseOriginsOf } from '../app.ts';
import { DEFAULT_REMOTES, readAppConfig } from '../config/config.ts';
import type { AppDatabase } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { embeddedMigrations } from '../db/migrations.generated.ts';
import { newObjectId } from '../db/ids.ts';
import {
  auditoria,
  contentVersion,
  releaseFailureVisitors,
  releaseFailures,
  remoteReleases,
  remoteSections,
  usuarios,
} from '../db/schema.ts';
import { createMemoryMediaStore } from '../media/memory-media-store.ts';
import { VISITOR_COOKIE } from './visitor-number.ts';
import { createTestDatabase } from '../../test-support/create-test-app.ts';
import {
  TEST_ADDRESS_HEADER,
  insertStaffUser,
  jsonCall,
  sessionCookieFor,
} from '../../test-support/staff-access.ts';
import {
  FOREIGN_ORIGIN_MESSAGE,
  UNREADABLE_MANIFEST_MESSAGE,
  checkReleaseManifest,
  isPrivateHost,
} from './release-manifest.ts';
import { MAX_VISITORS_PER_ADDRESS } from './releases.commands.ts';
import { createReleaseRegistry } from './release-registry.ts';
import { FAILURE_COUNTED_MESSAGE, TOO_MANY_REPORTS_MESSAGE } from './releases.routes.ts';

// Issue #19: the section release registry, its API and /remotes.json.

/** A tiny origin serving manifests (and other answers) by path, as a remote's host would. */
let origin: { url: string; server: Server };
const manifestOf = (name: string, release?: Record<string, string>) =>
  JSON.stringify({ id: name, name, metaData: { name, ...(release ? { release } : {}) } });
const ROUTES: Record<string, (res: ServerResponse) => void> = {
  '/agenda/mf-manifest.json': (res) =>
    res
      .writeHead(200, { 'Content-Type': 'application/json' })
      .end(
        manifestOf('agenda', { version: '1.2.0', commit: 'abc1234', builtAt: '2026-11-24T10:00:00.000Z' }),
      ),
  '/agenda-2/mf-manifest.json': (res) =>
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(manifestOf('agenda')),
  '/news/mf-manifest.json': (res) =>
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(manifestOf('news')),
  '/other/mf-manifest.json': (res) =>
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(manifestOf('tienda')),
  '/html/mf-manifest.json': (res) =>
    res.writeHead(200, { 'Content-Type': 'text/html' }).end('<!doctype html><p>Hola</p>'),
  '/missing/mf-manifest.json': (res) => res.writeHead(404).end('no'),
  '/slow/mf-manifest.json': () => {
    // never answers
  },
};

beforeAll(async () => {
  const server = createServer((req, res) => {
    const route = ROUTES[req.url ?? ''];
    if (route) route(res);
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
});
afterAll(async () => {
  origin.server.closeAllConnections();
  await new Promise((resolve) => origin.server.close(resolve));
});

/** A port nothing listens on: one just opened and closed. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

interface World {
  db: AppDatabase;
  app: ReturnType<typeof createApp>;
  admin: string;
  redactor: string;
}

/** The test origin is where this portal's section teams publish (REMOTE_ORIGINS). */
async function world(env: Record<string, string> = {}): Promise<World> {
  const db = await createTestDatabase();
  const app = createApp({
    db,
    media: createMemoryMediaStore(),
    config: readAppConfig({ REMOTE_ORIGINS: origin.url, ...env }),
    clientAddress: (c) => c.req.header(TEST_ADDRESS_HEADER),
  });
  const admin = await insertStaffUser(db, { username: 'jefa', privilegios: ['usuarios', 'secciones'] });
  const redactor = await insertStaffUser(db, {
    username: 'redactor',
    privilegios: ['noticias', 'galeria', 'agenda', 'usuarios', 'publicidad'],
  });
  return {
    db,
    app,
    admin: await sessionCookieFor(db, admin._id),
    redactor: await sessionCookieFor(db, redactor._id),
  };
}

async function secciones(w: World): Promise<Seccion[]> {
  const response = await w.app.request('/api/secciones', { headers: { Cookie: w.admin } });
  expect(response.status).toBe(200);
  return seccionesResponseSchema.parse(await response.json()).secciones;
}
const agendaOf = async (w: World) => (await secciones(w)).find((s) => s.remote === 'agenda')!;

async function register(w: World, url: string, etiqueta = 'nueva') {
  return w.app.request(
    '/api/secciones/agenda/releases',
    jsonCall('POST', { url, etiqueta }, { cookie: w.admin }),
  );
}
async function registered(w: World, path: string, etiqueta = 'nueva'): Promise<string> {
  const response = await register(w, `${origin.url}${path}`, etiqueta);
  expect(response.status).toBe(201);
  return ((await response.json()) as { release: { _id: string } }).release._id;
}
const put = (w: World, body: unknown, remote = 'agenda') =>
  w.app.request(`/api/secciones/${remote}`, jsonCall('PUT', body, { cookie: w.admin }));

async function remotesJson(w: World, cookie?: string) {
  const response = await w.app.request('/remotes.json', cookie ? { headers: { Cookie: cookie } } : {});
  expect(response.status).toBe(200);
  return {
    body: remotesAnswerSchema.parse(await response.json()),
    setCookie: response.headers.get('Set-Cookie'),
  };
}

let w: World;
beforeEach(async () => {
  w = await world();
});
afterEach(() => w.db.$client.close());

describe('the privilege secciones', () => {
  it('guards every release call: 401 without a session, 403 without secciones (even to usuarios)', async () => {
    const calls: [string, string, unknown][] = [
      ['GET', '/api/secciones', undefined],
      [
        'POST',
        '/api/secciones/agenda/releases',
        { url: `${origin.url}/agenda/mf-manifest.json`, etiqueta: 'x' },
      ],
      ['PUT', '/api/secciones/agenda', { canary: 0 }],
    ];
    for (const [method, path, body] of calls) {
      const anonymous = await w.app.request(path, jsonCall(method, body));
      expect(anonymous.status, `${method} ${path}`).toBe(401);
      const forbidden = await w.app.request(path, jsonCall(method, body, { cookie: w.redactor }));
      expect(forbidden.status, `${method} ${path}`).toBe(403);
      expect(((await forbidden.json()) as { msg: string }).msg).toMatch(/privilegio|permiso/i);
    }
    expect(await w.db.select().from(remoteReleases).where(eq(remoteReleases.desde_configuracion, 0))).toEqual(
      [],
    );
  });

  it('is added by the migration to every existing holder of usuarios, and to nobody else', async () => {
    const db = await createTestDatabase({ migrated: false });
    const before = embeddedMigrations.filter((m) => m.tag < '0011');
    await migrate(db, before);
    // Written as that schema had them (no column of later migrations).
    const insertOld = async (username: string, privilegios: string[]) => {
      const _id = newObjectId();
      await db.$client.execute({
        sql: 'INSERT INTO usuarios (_id, nombre, apellido, email, username, foto, password_hash, privilegios, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
        args: [
          _id,
          username,
          'x',
          `${username}@x.example`,
          username,
          '',
          'x',
          JSON.stringify(privilegios),
          new Date().toISOString(),
        ],
      });
      return { _id };
    };
    const jefa = await insertOld('jefa', ['noticias', 'usuarios']);
    const editor = await insertOld('editor', ['noticias']);
    // Up to the migration that brought `edicion` (its own test: news/editorial-control.test.ts).
    await migrate(
      db,
      embeddedMigrations.filter((m) => m.tag < '0015'),
    );
    const rows = await db.select().from(usuarios);
    const byId = Object.fromEntries(rows.map((row) => [row._id, row.privilegios]));
    expect(byId[jefa._id]).toEqual(['noticias', 'usuarios', 'secciones']);
    expect(byId[editor._id]).toEqual(['noticias']);
    db.$client.close();
  });
});

describe('the registry seeded from REMOTE_*_URL', () => {
  it('starts with each remote’s configured manifest as its active release', async () => {
    const list = await secciones(w);
    expect(list.map((s) => s.remote)).toEqual(['news', 'agenda', 'gallery', 'admin']);
    for (const section of list) {
      expect(section.releases).toHaveLength(1);
      const [release] = section.releases;
      expect(section.activa).toBe(release!._id);
      expect(release!.url).toBe(DEFAULT_REMOTES[section.remote]);
      expect(release!.etiqueta).toBe(CONFIGURED_RELEASE_LABEL);
      expect(release!.creada_por).toBe('configuración del servidor');
      expect(release!.archivada).toBe(false);
      expect(section.candidata).toBeNull();
      expect(section.canary).toBe(0);
    }
  });

  it('serves what the environment names, on an empty database and on one seeded before', async () => {
    const other = await world({ REMOTE_AGENDA_URL: 'https://agenda.example/2026/mf-manifest.json' });
    const { body } = await remotesJson(other);
    expect(body.agenda).toBe('https://agenda.example/2026/mf-manifest.json');
    expect(body.news).toBe(DEFAULT_REMOTES.news);
    // Another process on the same database with another REMOTE_AGENDA_URL: the seeded release
    // stands for each process's own configuration, as before the registry.
    const second = createApp({
      db: other.db,
      media: createMemoryMediaStore(),
      config: readAppConfig({ REMOTE_AGENDA_URL: 'https://agenda.example/2027/mf-manifest.json' }),
    });
    const answer = remotesAnswerSchema.parse(await (await second.request('/remotes.json')).json());
    expect(answer.agenda).toBe('https://agenda.example/2027/mf-manifest.json');
    expect(await other.db.select().from(remoteSections)).toHaveLength(4);
    other.db.$client.close();
  });
});

describe('POST /api/secciones/:remote/releases', () => {
  it('reads version, commit and build time from the manifest and lists the release', async () => {
    const response = await register(w, `${origin.url}/agenda/mf-manifest.json`, 'Agenda 1.2');
    expect(response.status).toBe(201);
    const { release } = (await response.json()) as { release: Record<string, unknown> };
    expect(release).toMatchObject({
      remote: 'agenda',
      url: `${origin.url}/agenda/mf-manifest.json`,
      etiqueta: 'Agenda 1.2',
      version: '1.2.0',
      commit: 'abc1234',
      built_at: '2026-11-24T10:00:00.000Z',
      creada_por: 'jefa',
      fallos: 0,
    });
    const agenda = await agendaOf(w);
    expect(agenda.releases.map((r) => r.etiqueta)).toEqual(['Agenda 1.2', CONFIGURED_RELEASE_LABEL]);
    // Registered is not served: neither active nor candidate.
    expect(agenda.activa).not.toBe(release._id);
    expect((await remotesJson(w)).body.agenda).toBe(DEFAULT_REMOTES.agenda);
  });

  it('refuses, with a Spanish msg and nothing stored, a manifest that cannot be had or is not this remote’s', async () => {
    const port = await closedPort();
    const closed = await world({ REMOTE_ORIGINS: `${origin.url},http://127.0.0.1:${port}` });
    const closedResponse = await register(closed, `http://127.0.0.1:${port}/mf-manifest.json`);
    expect(await closedResponse.json()).toEqual({ msg: UNREADABLE_MANIFEST_MESSAGE });
    closed.db.$client.close();
    const cases: [string, RegExp][] = [
      [`${origin.url}/missing/mf-manifest.json`, /^No se pudo leer un mf-manifest.json en esa dirección.$/],
      [`${origin.url}/html/mf-manifest.json`, /no devuelve JSON/],
      [`${origin.url}/news/mf-manifest.json`, /es de la sección Noticias, no de la sección Agenda/],
      [`${origin.url}/other/mf-manifest.json`, /es "tienda", no de la sección Agenda/],
    ];
    for (const [url, message] of cases) {
      const response = await register(w, url);
      expect(response.status, url).toBe(422);
      expect(((await response.json()) as { msg: string }).msg).toMatch(message);
    }
    for (const url of ['ftp://agenda.example/mf-manifest.json', 'javascript:alert(1)', 'mf-manifest.json']) {
      const response = await register(w, url);
      expect(response.status, url).toBe(400);
      expect(((await response.json()) as { msg: string }).msg).toBe(
        'La URL del manifiesto debe ser una dirección http o https.',
      );
    }
    expect((await agendaOf(w)).releases).toHaveLength(1);
  });

  it('gives up on a manifest that does not answer within 3 s', async () => {
    const started = Date.now();
    const response = await register(w, `${origin.url}/slow/mf-manifest.json`);
    expect(response.status).toBe(422);
    expect(((await response.json()) as { msg: string }).msg).toBe(UNREADABLE_MANIFEST_MESSAGE);
    expect(Date.now() - started).toBeLessThan(4_500);
  });

  it('in production, fetches no private address, and follows no redirect to one', async () => {
    const fetched: string[] = [];
    const fakeFetch = (async (input: RequestInfo | URL) => {
      const url = String(input);
      fetched.push(url);
      if (url.startsWith('https://agenda.example/')) {
        return new Response(null, { status: 302, headers: { Location: 'http://10.0.0.7/mf-manifest.json' } });
      }
      return Response.json({ name: 'agenda' });
    }) as typeof fetch;
    const production = {
      production: true,
      fetch: fakeFetch,
      allowedOrigins: [origin.url, 'https://agenda.example', 'http://localhost:3002', 'http://10.0.0.7'],
    };
    for (const url of [
      `${origin.url}/agenda/mf-manifest.json`,
      'http://localhost:3002/mf-manifest.json',
      'http://[::1]/mf-manifest.json',
      'http://169.254.169.254/latest/meta-data',
      'http://2130706433/mf-manifest.json',
    ]) {
      const check = await checkReleaseManifest(url, 'agenda', production);
      expect(check, url).toEqual({
        ok: false,
        msg: 'La URL del manifiesto apunta a una dirección privada o local: en producción no se consulta.',
      });
    }
    expect(fetched).toEqual([]);
    const redirected = await checkReleaseManifest(
      'https://agenda.example/mf-manifest.json',
      'agenda',
      production,
    );
    expect(redirected.ok).toBe(false);
    expect(fetched).toEqual(['https://agenda.example/mf-manifest.json']);
    // Outside production, a local origin is what development uses.
    expect(
      (
        await checkReleaseManifest(`${origin.url}/agenda-2/mf-manifest.json`, 'agenda', {
          production: false,
          allowedOrigins: [origin.url],
        })
      ).ok,
    ).toBe(true);
  });

  it('fetches nothing outside the configured remotes’ origins and REMOTE_ORIGINS, and says nothing of it (issue 23 item 4)', async () => {
    const fetched: string[] = [];
    const fakeFetch = (async (input: RequestInfo | URL) => {
      fetched.push(String(input));
      return new Response(null, {
        status: 302,
        headers: { Location: 'http://127.0.0.1:9/mf-manifest.json' },
      });
    }) as typeof fetch;
    const options = { production: false, fetch: fakeFetch, allowedOrigins: ['https://agenda.example'] };
    for (const url of [
      'http://127.0.0.1:6379/mf-manifest.json',
      'http://localhost:3002/mf-manifest.json',
      'https://agenda.example:8443/mf-manifest.json',
      'http://agenda.example/mf-manifest.json',
      'https://agenda.example.evil.example/mf-manifest.json',
    ]) {
      expect(await checkReleaseManifest(url, 'agenda', options), url).toEqual({
        ok: false,
        msg: FOREIGN_ORIGIN_MESSAGE,
      });
    }
    expect(fetched).toEqual([]);
    // An allowed origin that redirects elsewhere: the redirect is not followed.
    expect(await checkReleaseManifest('https://agenda.example/mf-manifest.json', 'agenda', options)).toEqual({
      ok: false,
      msg: FOREIGN_ORIGIN_MESSAGE,
    });
    expect(fetched).toEqual(['https://agenda.example/mf-manifest.json']);

    // Through the API: the default configuration allows only the local remotes' origins.
    const strict = await world({ REMOTE_ORIGINS: '' });
    const strictConfig = createApp({
      db: strict.db,
      media: createMemoryMediaStore(),
      config: readAppConfig({}),
    });
    for (const url of [`${origin.url}/agenda/mf-manifest.json`, `${origin.url}/missing/mf-manifest.json`]) {
      const response = await strictConfig.request(
        '/api/secciones/agenda/releases',
        jsonCall('POST', { url, etiqueta: 'x' }, { cookie: strict.admin }),
      );
      expect(response.status).toBe(422);
      const { msg } = (await response.json()) as { msg: string };
      expect(msg).toBe(FOREIGN_ORIGIN_MESSAGE);
      expect(msg).not.toMatch(/\d{3}|respondi/);
    }
    strict.db.$client.close();
  });

  it('never serves nor opens in the CSP a stored release on a foreign origin', async () => {
    const foreign = 'http://127.0.0.1:6379/mf-manifest.json';
    const id = 'f'.repeat(24);
    await w.db.insert(remoteReleases).values({
      _id: id,
      remote: 'agenda',
      url: foreign,
      etiqueta: 'colada',
      creada_por: 'nadie',
      created_at: new Date().toISOString(),
    });
    await w.db
      .update(remoteSections)
      .set({ candidata: id, canary: 100 })
      .where(eq(remoteSections.remote, 'agenda'));
    await w.db.update(contentVersion).set({ version: 999 });
    const registry = createReleaseRegistry({
      db: w.db,
      configured: DEFAULT_REMOTES,
      remoteOrigins: [origin.url],
    });
    expect(await releaseOriginsOf(registry)()).not.toContain('http://127.0.0.1:6379');
    expect((await remotesJson(w)).body.agenda).toBe(DEFAULT_REMOTES.agenda);
    const document = await w.app.request('/api/health');
    expect(document.headers.get('Content-Security-Policy') ?? '').not.toContain('127.0.0.1:6379');
    // Active, too: the configuration is served instead.
    await w.db
      .update(remoteSections)
      .set({ activa: id, candidata: null, canary: 0 })
      .where(eq(remoteSections.remote, 'agenda'));
    await w.db.update(contentVersion).set({ version: 1000 });
    expect((await remotesJson(w)).body.agenda).toBe(DEFAULT_REMOTES.agenda);
  });

  it('tells private and local hosts from public ones', () => {
    for (const host of [
      'localhost',
      'a.localhost',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '127.0.0.1',
      '0.0.0.0',
      '[::1]',
      '[fd00::1]',
      '[fe80::1]',
      '[::ffff:7f00:1]',
      'intranet',
      'db.internal',
    ]) {
      expect(isPrivateHost(host), host).toBe(true);
    }
    for (const host of ['agenda.example', '8.8.8.8', '172.32.0.1', '[2606:4700::1]']) {
      expect(isPrivateHost(host), host).toBe(false);
    }
  });
});

describe('PUT /api/secciones/:remote', () => {
  it('activates a release at once on /remotes.json, and rolls back by activating the earlier one', async () => {
    const first = (await agendaOf(w)).activa;
    const next = await registered(w, '/agenda/mf-manifest.json', 'Agenda 1.2');
    const versionBefore = await w.db.select().from(contentVersion);

    const activated = await put(w, { activa: next });
    expect(activated.status).toBe(200);
    const { seccion } = (await activated.json()) as { seccion: Seccion };
    expect(seccion).toMatchObject({ activa: next, activada_por: 'jefa', candidata: null, canary: 0 });
    expect((await remotesJson(w)).body.agenda).toBe(`${origin.url}/agenda/mf-manifest.json`);
    expect((await remotesJson(w)).body.releases?.agenda).toEqual({ id: next });
    expect(await w.db.select().from(contentVersion)).not.toEqual(versionBefore);

    expect((await put(w, { activa: first })).status).toBe(200);
    expect((await remotesJson(w)).body.agenda).toBe(DEFAULT_REMOTES.agenda);
  });

  it('leaves every registry change in the audit log: who registered, activated, rolled back', async () => {
    const first = (await agendaOf(w)).activa;
    const next = await registered(w, '/agenda/mf-manifest.json', 'Agenda 1.2');
    expect((await put(w, { activa: next })).status).toBe(200);
    expect((await put(w, { activa: first })).status).toBe(200);
    const rows = await w.db.select().from(auditoria).where(eq(auditoria.recurso, 'seccion'));
    expect(rows.map(({ usuario, accion, recurso_id }) => ({ usuario, accion, recurso_id }))).toEqual([
      { usuario: 'jefa', accion: 'registrar-version', recurso_id: `agenda/${next}` },
      { usuario: 'jefa', accion: 'activar', recurso_id: 'agenda' },
      { usuario: 'jefa', accion: 'activar', recurso_id: 'agenda' },
    ]);
  });

  it('refuses a release of another remote, a candidate equal to the active one, a share without a candidate', async () => {
    const agendaRelease = await registered(w, '/agenda/mf-manifest.json');
    const news = (await secciones(w)).find((s) => s.remote === 'news')!;
    const cases: [unknown, string, number, string][] = [
      [{ activa: news.activa }, 'agenda', 404, 'La versión no existe en esta sección.'],
      [{ activa: agendaRelease }, 'news', 404, 'La versión no existe en esta sección.'],
      [
        { candidata: (await agendaOf(w)).activa },
        'agenda',
        400,
        'La candidata no puede ser la versión activa.',
      ],
      [{ canary: 10 }, 'agenda', 400, 'No hay versión candidata: elegí una antes de fijar el porcentaje.'],
      [{ canary: 101 }, 'agenda', 400, 'El porcentaje debe ser un número entero de 0 a 100.'],
      [{ canary: 2.5 }, 'agenda', 400, 'El porcentaje debe ser un número entero de 0 a 100.'],
    ];
    const before = await w.db.select().from(remoteSections);
    for (const [body, remote, status, msg] of cases) {
      const response = await put(w, body, remote);
      expect(response.status, JSON.stringify(body)).toBe(status);
      expect(((await response.json()) as { msg: string }).msg).toBe(msg);
    }
    expect(await w.db.select().from(remoteSections)).toEqual(before);
    expect(
      (await w.app.request('/api/secciones/tienda', jsonCall('PUT', {}, { cookie: w.admin }))).status,
    ).toBe(400);
  });

  it('promoting the candidate makes it active and ends the canary; null clears a candidate and its share', async () => {
    const candidate = await registered(w, '/agenda/mf-manifest.json');
    expect((await put(w, { candidata: candidate, canary: 30 })).status).toBe(200);
    expect(await agendaOf(w)).toMatchObject({ candidata: candidate, canary: 30 });
    expect((await put(w, { candidata: null })).status).toBe(200);
    expect(await agendaOf(w)).toMatchObject({ candidata: null, canary: 0 });
    expect((await put(w, { candidata: candidate, canary: 5 })).status).toBe(200);
    expect((await put(w, { activa: candidate })).status).toBe(200);
    expect(await agendaOf(w)).toMatchObject({ activa: candidate, candidata: null, canary: 0 });
  });
});

describe('the canary share on /remotes.json', () => {
  it('gives the candidate to 20–30 % of 1 000 visitors at 25 %, with the active one to fall back to', async () => {
    const active = (await agendaOf(w)).activa;
    const candidate = await registered(w, '/agenda/mf-manifest.json');
    expect((await put(w, { candidata: candidate, canary: 25 })).status).toBe(200);
    let onCandidate = 0;
    for (let visitor = 0; visitor < 1_000; visitor += 1) {
      const { body, setCookie } = await remotesJson(w);
      expect(setCookie).toMatch(
        new RegExp(`^${VISITOR_COOKIE}=\\d{1,4}; Max-Age=34560000; Path=/; SameSite=Lax$`),
      );
      if (body.agenda === `${origin.url}/agenda/mf-manifest.json`) {
        onCandidate += 1;
        expect(body.releases?.agenda).toEqual({
          id: candidate,
          activa: { id: active, url: DEFAULT_REMOTES.agenda },
        });
      } else {
        expect(body.agenda).toBe(DEFAULT_REMOTES.agenda);
        expect(body.releases?.agenda).toEqual({ id: active });
      }
      // Other sections are not touched.
      expect(body.news).toBe(DEFAULT_REMOTES.news);
    }
    expect(onCandidate).toBeGreaterThanOrEqual(200);
    expect(onCandidate).toBeLessThanOrEqual(300);
  });

  it('keeps each visitor on their side (sticky), and those in a share stay in when it widens', async () => {
    const candidate = await registered(w, '/agenda/mf-manifest.json');
    expect((await put(w, { candidata: candidate, canary: 25 })).status).toBe(200);
    const visitors: { cookie: string; agenda: string }[] = [];
    for (let i = 0; i < 60; i += 1) {
      const { body, setCookie } = await remotesJson(w);
      visitors.push({ cookie: setCookie!.split(';')[0]!, agenda: body.agenda });
    }
    for (const visitor of visitors) {
      for (let again = 0; again < 3; again += 1) {
        const { body, setCookie } = await remotesJson(w, visitor.cookie);
        expect(body.agenda).toBe(visitor.agenda);
        expect(setCookie).toBeNull(); // the number is kept, not renewed
      }
    }
    expect((await put(w, { canary: 60 })).status).toBe(200);
    for (const visitor of visitors.filter(({ agenda }) => agenda !== DEFAULT_REMOTES.agenda)) {
      expect((await remotesJson(w, visitor.cookie)).body.agenda).toBe(visitor.agenda);
    }
    // At 100 % everyone gets it, and no cookie is needed; none is set without a running share.
    expect((await put(w, { canary: 100 })).status).toBe(200);
    const everyone = await remotesJson(w);
    expect(everyone.body.agenda).toBe(`${origin.url}/agenda/mf-manifest.json`);
    expect(everyone.setCookie).toBeNull();
    expect((await put(w, { candidata: null })).status).toBe(200);
    expect((await remotesJson(w)).setCookie).toBeNull();
  });

  it('a forged visitor number is replaced, never trusted', async () => {
    const candidate = await registered(w, '/agenda/mf-manifest.json');
    expect((await put(w, { candidata: candidate, canary: 25 })).status).toBe(200);
    for (const forged of ['-1', '99999', 'abc', '1e3', '']) {
      const { setCookie } = await remotesJson(w, `${VISITOR_COOKIE}=${forged}`);
      expect(setCookie, forged).toMatch(new RegExp(`^${VISITOR_COOKIE}=\\d{1,4};`));
    }
  });

  it('a change made through another instance is live within seconds (the held content version)', async () => {
    const other = createApp({
      db: w.db,
      media: createMemoryMediaStore(),
      config: readAppConfig({ REMOTE_ORIGINS: origin.url }),
    });
    expect((await other.request('/remotes.json')).status).toBe(200); // warms its cache
    const next = await registered(w, '/agenda/mf-manifest.json');
    expect((await put(w, { activa: next })).status).toBe(200);
    // Past the version's second, the next requests refresh it behind them; it is never held 5 s.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const started = Date.now();
    await expect
      .poll(
        async () => remotesAnswerSchema.parse(await (await other.request('/remotes.json')).json()).agenda,
        { timeout: 5_000, interval: 100 },
      )
      .toBe(`${origin.url}/agenda/mf-manifest.json`);
    expect(Date.now() - started).toBeLessThan(3_900);
  });

  it('opens the documents’ CSP to the origins of the active and candidate releases', async () => {
    const registry = createReleaseRegistry({
      db: w.db,
      configured: DEFAULT_REMOTES,
      remoteOrigins: [origin.url],
    });
    await registry.ensureSeeded();
    const candidate = await registered(w, '/agenda/mf-manifest.json');
    expect(await releaseOriginsOf(registry)()).not.toContain(origin.url);
    expect((await put(w, { candidata: candidate, canary: 5 })).status).toBe(200);
    registry.invalidate();
    expect(await releaseOriginsOf(registry)()).toContain(origin.url);
  });
});

describe('POST /api/secciones/fallos', () => {
  const report = (body: unknown, address = '203.0.113.5', visitor?: number) =>
    w.app.request(
      '/api/secciones/fallos',
      jsonCall('POST', body, {
        headers: { [TEST_ADDRESS_HEADER]: address },
        ...(visitor === undefined ? {} : { cookie: `${VISITOR_COOKIE}=${visitor}` }),
      }),
    );

  it('counts failures per release and kind, with no session and no personal data, and GET shows them', async () => {
    const candidate = await registered(w, '/agenda/mf-manifest.json');
    const versionBefore = await w.db.select().from(contentVersion);
    for (const [visitor, kind] of [
      [1, 'chunk'],
      [2, 'chunk'],
      [3, 'manifest'],
    ] as const) {
      const response = await report({ remote: 'agenda', release: candidate, kind }, '203.0.113.5', visitor);
      expect(response.status).toBe(202);
      expect(await response.json()).toEqual({ msg: FAILURE_COUNTED_MESSAGE });
    }
    const release = (await agendaOf(w)).releases.find((r) => r._id === candidate)!;
    expect(release.fallos).toBe(3);
    expect(release.fallos_por_tipo).toEqual({ manifest: 1, entry: 0, chunk: 2, render: 0 });
    // Only the release, the kind, a count and when: nothing about who reported it.
    const rows = await w.db.select().from(releaseFailures);
    expect(Object.keys(rows[0]!).sort()).toEqual(['count', 'kind', 'last_at', 'release_id']);
    // Who already reported is kept only as keyed hashes, for the hour.
    const seen = await w.db.select().from(releaseFailureVisitors);
    expect(seen).toHaveLength(3);
    for (const row of seen) expect(`${row.visitor}${row.address}`).not.toMatch(/203\.0\.113|^[0-9]$/);
    // A report changes no public content: public ETags stay valid.
    expect(await w.db.select().from(contentVersion)).toEqual(versionBefore);
  });

  it('refuses a release of another remote and unknown kinds; limits each address', async () => {
    const candidate = await registered(w, '/agenda/mf-manifest.json');
    const notThis = await report({ remote: 'news', release: candidate, kind: 'chunk' });
    expect(notThis.status).toBe(404);
    expect(((await notThis.json()) as { msg: string }).msg).toBe('La versión no es de esa sección.');
    const badKind = await report({ remote: 'agenda', release: candidate, kind: 'render' });
    expect(badKind.status).toBe(400);
    expect(((await badKind.json()) as { msg: string }).msg).toMatch(/Tipo de falla desconocido/);
    for (let i = 0; i < 20; i += 1) {
      expect(
        (await report({ remote: 'agenda', release: candidate, kind: 'entry' }, '198.51.100.9', i)).status,
      ).toBe(202);
    }
    const limited = await report({ remote: 'agenda', release: candidate, kind: 'entry' }, '198.51.100.9');
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({ msg: TOO_MANY_REPORTS_MESSAGE });
    expect(
      (await report({ remote: 'agenda', release: candidate, kind: 'entry' }, '198.51.100.10')).status,
    ).toBe(202);
    const release = (await agendaOf(w)).releases.find((r) => r._id === candidate)!;
    // Twenty visitor numbers from one address count as at most five visitors, plus the other address.
    expect(release.fallos_por_tipo.entry).toBe(MAX_VISITORS_PER_ADDRESS + 1);
  });

  it('counts each visitor once per release and hour: reloading or reporting again adds nothing (issue 23 item 5)', async () => {
    const candidate = await registered(w, '/agenda/mf-manifest.json');
    const other = await registered(w, '/agenda-2/mf-manifest.json');
    for (let i = 0; i < 6; i += 1) {
      expect(
        (await report({ remote: 'agenda', release: candidate, kind: 'chunk' }, '203.0.113.5', 7)).status,
      ).toBe(202);
      expect(
        (await report({ remote: 'agenda', release: candidate, kind: 'entry' }, '203.0.113.6')).status,
      ).toBe(202);
    }
    // The same visitor on another release counts there.
    expect((await report({ remote: 'agenda', release: other, kind: 'chunk' }, '203.0.113.5', 7)).status).toBe(
      202,
    );
    const releases = (await agendaOf(w)).releases;
    expect(releases.find((r) => r._id === candidate)!.fallos).toBe(2);
    expect(releases.find((r) => r._id === other)!.fallos).toBe(1);
    // Refused with a foreign Origin, as every unsafe call.
    const foreign = await w.app.request(
      '/api/secciones/fallos',
      jsonCall(
        'POST',
        { remote: 'agenda', release: candidate, kind: 'chunk' },
        { headers: { Origin: 'https://evil.example' } },
      ),
    );
    expect(foreign.status).toBe(403);
  });
});

describe('archiving releases (issue 23 item 15)', () => {
  const archive = (id: string, archivada: boolean, remote = 'agenda') =>
    w.app.request(
      `/api/secciones/${remote}/releases/${id}`,
      jsonCall('PUT', { archivada }, { cookie: w.admin }),
    );

  it('hides a junk release: never offered, cannot be active or candidate, audited, and can come back', async () => {
    const junk = await registered(w, '/agenda/mf-manifest.json', 'Prueba rota');
    const archived = await archive(junk, true);
    expect(archived.status).toBe(200);
    const { seccion } = (await archived.json()) as { seccion: Seccion };
    expect(seccion.releases.find((r) => r._id === junk)).toMatchObject({ archivada: true });
    expect(seccion.releases.find((r) => r._id === junk)!.archivada_en).toMatch(/^\d{4}-/);

    for (const body of [{ activa: junk }, { candidata: junk, canary: 100 }]) {
      const refused = await put(w, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(((await refused.json()) as { msg: string }).msg).toMatch(/archivada/);
    }
    expect((await remotesJson(w)).body.agenda).toBe(DEFAULT_REMOTES.agenda);

    expect((await archive(junk, false)).status).toBe(200);
    expect((await put(w, { candidata: junk, canary: 100 })).status).toBe(200);
    expect((await remotesJson(w)).body.agenda).toBe(`${origin.url}/agenda/mf-manifest.json`);

    const rows = await w.db.select().from(auditoria).where(eq(auditoria.recurso, 'seccion'));
    expect(rows.map(({ accion, recurso_id }) => ({ accion, recurso_id }))).toEqual([
      { accion: 'registrar-version', recurso_id: `agenda/${junk}` },
      { accion: 'archivar', recurso_id: `agenda/${junk}` },
      { accion: 'desarchivar', recurso_id: `agenda/${junk}` },
      { accion: 'candidata+canary', recurso_id: 'agenda' },
    ]);
  });

  it('refuses the active release, the candidate and another section’s', async () => {
    const active = (await agendaOf(w)).activa;
    const candidate = await registered(w, '/agenda/mf-manifest.json');
    expect((await put(w, { candidata: candidate })).status).toBe(200);
    for (const id of [active, candidate]) {
      const refused = await archive(id, true);
      expect(refused.status).toBe(400);
      expect(await refused.json()).toEqual({
        msg: 'No se puede archivar la versión activa ni la candidata.',
      });
    }
    expect((await archive(candidate, true, 'news')).status).toBe(404);
    expect((await agendaOf(w)).releases.every((r) => !r.archivada)).toBe(true);
  });

  it('shows a registry seeded with variable names in words', async () => {
    await secciones(w);
    await w.db.update(remoteReleases).set({ etiqueta: 'REMOTE_AGENDA_URL', creada_por: 'REMOTE_AGENDA_URL' });
    await w.db.update(remoteSections).set({ activada_por: 'REMOTE_AGENDA_URL' });
    const agenda = await agendaOf(w);
    expect(agenda.activada_por).toBe('configuración del servidor');
    expect(agenda.releases[0]).toMatchObject({
      etiqueta: CONFIGURED_RELEASE_LABEL,
      creada_por: 'configuración del servidor',
    });
  });
});
