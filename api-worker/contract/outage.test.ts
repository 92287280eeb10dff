/**
 * Staying up without the database (DESIGN §13), the same suite on both entries: the Node server
 * and the worker under `wrangler dev`, each over a real libSQL (Hrana) server reached through a
 * fault-injecting TCP proxy that refuses, hangs and heals. Public answers read before the cut stay
 * 200 as their last good copies, the others are a Spanish 503, staff calls are 503 (never 401 or
 * 500, never half a write), health says so, and within 15 s of the database's return everything is
 * fresh and writes are stored.
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEdge } from '../scripts/dev-edge.ts';
import { startHranaServer } from '../scripts/hrana-server.ts';
import { DATABASE_AWAY_MESSAGE, RETRY_AFTER_SECONDS } from '../src/outage/database-away.ts';
import { startNodeServer } from '../src/node/server.ts';
import { createClient } from '@libsql/client';
import { drizzle } from 'drizzle-orm/libsql';
import * as schema from '../src/db/schema.ts';
import { startFaultProxy, type FaultProxy } from '../test-support/fault-proxy.ts';
import { expectNothingInside, freshWithin15s, pastHeldVersion } from '../test-support/outage-checks.ts';
import { insertNews } from '../test-support/content-fixtures.ts';
import { insertStaffUser } from '../test-support/staff-access.ts';
import { PLACEHOLDER_SHELL } from './targets.ts';

interface OutageTarget {
  url: string;
  proxy: FaultProxy;
  close(): Promise<void>;
}

function tempDir(runtime: string) {
  const dir = mkdtempSync(join(tmpdir(), `portal-outage-${runtime}-`));
  const shellDir = join(dir, 'shell');
  mkdirSync(shellDir);
  writeFileSync(join(shellDir, 'index.html'), PLACEHOLDER_SHELL);
  return { dir, shellDir };
}

const EDITOR = { username: 'editora', password: 'clave-de-la-redaccion-1' };

/**
 * A story and an editor, written straight into the file the portal's database server reads once
 * the portal has migrated it (the demo content would cost seconds of drawing pictures per start).
 */
async function writeContent(databasePath: string) {
  const client = createClient({ url: `file:${databasePath}` });
  const db = drizzle(client, { schema });
  await insertNews(db, { titulo: 'Crecida del río Dulce', provincia: 'Santiago del Estero' });
  await insertStaffUser(db, { ...EDITOR, privilegios: ['noticias', 'edicion'] });
  client.close();
}

const proxyFor = async (hranaUrl: string) =>
  startFaultProxy({ host: '127.0.0.1', port: Number(new URL(hranaUrl).port) });

async function startNodeOutageTarget(): Promise<OutageTarget> {
  const { dir, shellDir } = tempDir('node');
  const databasePath = join(dir, 'portal.db');
  const hrana = await startHranaServer({ port: 0, databasePath });
  const proxy = await proxyFor(hrana.url);
  const server = await startNodeServer({
    port: 0,
    databaseUrl: proxy.url,
    mediaDir: join(dir, 'media'),
    lastGoodCopiesDir: join(dir, 'copias'),
    shellDir,
    seed: false,
    quiet: true,
    orphanCleanup: false,
  });
  await writeContent(databasePath);
  return {
    url: server.url,
    proxy,
    close: async () => {
      await server.close();
      await proxy.close();
      await hrana.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function startEdgeOutageTarget(): Promise<OutageTarget> {
  const { dir, shellDir } = tempDir('edge');
  let proxy: FaultProxy | undefined;
  const edge = await startEdge({
    port: 0,
    databasePort: 0,
    databasePath: join(dir, 'edge.db'),
    persistTo: join(dir, 'state'),
    assetsDir: shellDir,
    vars: { SEED_DEMO: 'false' },
    quiet: true,
    databaseUrlFor: async (hranaUrl) => {
      proxy = await proxyFor(hranaUrl);
      return proxy.url;
    },
  });
  // Its health check migrated the database.
  await writeContent(join(dir, 'edge.db'));
  return {
    url: edge.url,
    proxy: proxy!,
    close: async () => {
      await edge.close();
      await proxy!.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Public answers the suite reads before the cut (the pages' own calls, the feeds). */
const WARMED = ['/api/noticias/10/1', '/api/eventos/9/1', '/api/categorias', '/rss.xml', '/sitemap.xml'];
/** Read for the first time during the cut. */
const COLD_API = '/api/noticias/7/3';

for (const [runtime, start] of [
  ['Node', startNodeOutageTarget],
  ['workerd (wrangler dev)', startEdgeOutageTarget],
] as const) {
  describe(`the database away: ${runtime}`, () => {
    let target: OutageTarget;
    const warm = new Map<string, string>();
    const get = (path: string) => fetch(target.url + path);
    const login = () =>
      fetch(`${target.url}/api/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: target.url },
        body: JSON.stringify({ username: EDITOR.username, contraseña: EDITOR.password }),
      });
    let cookie = '';
    const write = (titulo: string) =>
      fetch(`${target.url}/api/crearnoticia`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: target.url, Cookie: cookie },
        body: JSON.stringify({
          titulo,
          descripcion: 'Resumen.',
          provincia: 'Santiago del Estero',
          img_portada: '/media/noticias/crecida.jpg',
          estado: 'borrador',
        }),
      });

    beforeAll(async () => {
      target = await start();
      const signedIn = await login();
      expect(signedIn.status).toBe(200);
      cookie = signedIn.headers
        .getSetCookie()
        .find((c) => c.startsWith('sid='))!
        .split(';')[0]!;
    }, 120_000);
    afterAll(() => target?.close());

    it('keeps what it answered', async () => {
      for (const path of WARMED) {
        const response = await get(path);
        expect(response.status, path).toBe(200);
        warm.set(path, await response.text());
      }
      expect(warm.get('/api/noticias/10/1')).toContain('Crecida del río Dulce');
    });

    it('refused: copies (200, STALE), a Spanish 503 for the rest, health 503, staff 503 and nothing written', async () => {
      target.proxy.refuse();
      await pastHeldVersion();
      for (const path of WARMED) {
        const response = await get(path);
        expect(response.status, path).toBe(200);
        expect(response.headers.get('X-Cache'), path).toBe('STALE');
        expect(await response.text(), path).toBe(warm.get(path));
      }
      const cold = await get(COLD_API);
      expect(cold.status).toBe(503);
      expect(cold.headers.get('Retry-After')).toBe(String(RETRY_AFTER_SECONDS));
      const coldText = await cold.text();
      expect(JSON.parse(coldText)).toEqual({ msg: DATABASE_AWAY_MESSAGE });

      const health = await get('/api/health');
      expect(health.status).toBe(503);
      expect(await health.json()).toMatchObject({ db: 'sin respuesta' });

      // An outage is no wrong password (never 400/401), and a write is refused whole.
      const refusedLogin = await login();
      expect(refusedLogin.status).toBe(503);
      expect(refusedLogin.headers.get('Retry-After')).toBe(String(RETRY_AFTER_SECONDS));
      const refusedWrite = await write('Escrita durante el corte');
      expect(refusedWrite.status).toBe(503);
      expect(await refusedWrite.json()).toEqual({ msg: DATABASE_AWAY_MESSAGE });
      for (const text of [coldText, await refusedLogin.text()]) expectNothingInside(text);
    }, 30_000);

    it('hung: answers from the copies within the database budget instead of hanging', async () => {
      target.proxy.hang();
      const started = Date.now();
      const answers = await Promise.all(WARMED.map((path) => get(path)));
      for (const [index, response] of answers.entries()) {
        expect(response.status, WARMED[index]).toBe(200);
        expect(response.headers.get('X-Cache'), WARMED[index]).toBe('STALE');
        await response.body?.cancel();
      }
      // DB_BUDGET_MS is 1 s: no reader waits for a connection that never answers.
      expect(Date.now() - started).toBeLessThan(5_000);
      expect((await write('Escrita con la base colgada')).status).toBe(503);
    }, 30_000);

    it('healed: within 15 s answers are fresh, logins and writes work, and the cut left nothing behind', async () => {
      target.proxy.heal();
      expect(await freshWithin15s(target.url + COLD_API)).toBe(true);
      expect((await get('/api/health')).status).toBe(200);
      expect((await login()).status).toBe(200);
      const written = await write('Escrita después del corte');
      expect(written.status, await written.clone().text()).toBe(200);
      const { id } = (await written.json()) as { id: string };
      const stored = await fetch(`${target.url}/api/redaccion/noticias/50/1`, {
        headers: { Cookie: cookie },
      });
      const titles = JSON.stringify(await stored.json());
      expect(titles).toContain(id);
      expect(titles).not.toContain('durante el corte');
      expect(titles).not.toContain('con la base colgada');
    }, 30_000);
  });
}
