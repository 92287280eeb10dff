/**
 * Staying up without the database (DESIGN §13) on the Node entry, over real HTTP: the portal talks
 * to a real libSQL server (the local Hrana server over a file) through a fault-injecting TCP proxy
 * that refuses, hangs and heals. Warmed pages stay up as their last good copies, a page never
 * seen is a Spanish 503 in the site's chrome, and the pages come back fresh.
 */
import { withoutScriptNonce } from '../http/script-nonce.testing.ts';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@libsql/client';
import { drizzle } from 'drizzle-orm/libsql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECTION_RENDER_PATH } from '@portal/contracts';
import { fakeFragment } from '../../test-support/fake-fragment.ts';
import { startHranaServer, type RunningHranaServer } from '../../scripts/hrana-server.ts';
import { insertNews } from '../../test-support/content-fixtures.ts';
import { startFaultProxy, type FaultProxy } from '../../test-support/fault-proxy.ts';
import { expectNothingInside, freshWithin15s, pastHeldVersion } from '../../test-support/outage-checks.ts';
import * as schema from '../db/schema.ts';
import { startNodeServer, type RunningServer } from '../node/server.ts';

const dir = mkdtempSync(join(tmpdir(), 'portal-outage-'));
let hrana: RunningHranaServer;
let proxy: FaultProxy;
let server: RunningServer;
let section: Server;

/** A section origin whose every release renders a fixed fragment (the page's own HTML). */
async function startSection(): Promise<string> {
  section = createServer((req, res) => {
    const file = new URL(req.url ?? '/', 'http://x').pathname.split('/')[2];
    res.writeHead(file ? 200 : 404, { 'Content-Type': 'application/json' });
    if (file === 'mf-manifest.json') res.end(JSON.stringify({ name: 'news', exposes: [] }));
    else if (file === SECTION_RENDER_PATH)
      res.end(JSON.stringify(fakeFragment('<main>Lista de noticias</main>')));
    else res.end();
  });
  await new Promise<void>((resolve) => section.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(section.address() as AddressInfo).port}`;
}

/** A shell whose server renderer draws a chrome around a fixed message (no section needed). */
const SHELL_RENDERER = `
export const HAND_OVER_ELEMENT_ID = 'datos-iniciales';
export async function renderChrome(path, sections) {
  const html = '<header>Santiago Noticias</header>' + Object.values(sections).map((s) => s.html ?? '').join('');
  return { html, title: undefined };
}
`;

beforeAll(async () => {
  hrana = await startHranaServer({ port: 0, databasePath: join(dir, 'portal.db') });
  proxy = await startFaultProxy({ host: '127.0.0.1', port: Number(new URL(hrana.url).port) });
  const shellDir = join(dir, 'shell');
  mkdirSync(join(shellDir, 'server'), { recursive: true });
  writeFileSync(
    join(shellDir, 'index.html'),
    '<!doctype html><html lang="es"><head><title>Santiago Noticias</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(shellDir, 'server', 'render.js'), SHELL_RENDERER);
  process.env.DB_BUDGET_MS = '400';
  const origin = await startSection();
  server = await startNodeServer({
    remotes: {
      news: `${origin}/news/mf-manifest.json`,
      agenda: `${origin}/agenda/mf-manifest.json`,
      gallery: `${origin}/gallery/mf-manifest.json`,
      admin: `${origin}/admin/mf-manifest.json`,
    },
    quiet: true,
    port: 0,
    databaseUrl: proxy.url,
    mediaDir: join(dir, 'media'),
    lastGoodCopiesDir: join(dir, 'copias'),
    shellDir,
    seed: false,
    orphanCleanup: false,
  });
  // Content, written straight into the database file the server reads.
  const client = createClient({ url: `file:${join(dir, 'portal.db')}` });
  const db = drizzle(client, { schema });
  await insertNews(db, { titulo: 'Crecida del río Dulce', provincia: 'Santiago del Estero' });
  client.close();
}, 60_000);

afterAll(async () => {
  delete process.env.DB_BUDGET_MS;
  await server?.close();
  await proxy?.close();
  await hrana?.close();
  await new Promise<void>((resolve) => section?.close(() => resolve()));
  rmSync(dir, { recursive: true, force: true });
});

/**
 * The documents: the API, feeds, staff calls and health are the two-runtime suite's
 * (contract/outage.test.ts); what a page needs besides (the shell's renderer, the section's
 * fragment, the chrome around the 503) is here.
 */
const WARMED = ['/noticias/10/1', '/'];

const get = (path: string) => fetch(server.url + path);

describe('the database away, the documents of the Node entry', () => {
  const warm = new Map<string, string>();

  it('keeps a last good copy of every page it makes', async () => {
    for (const path of WARMED) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      warm.set(path, await response.text());
    }
    expect(warm.get('/noticias/10/1')).toContain('Lista de noticias');
  });

  it('refused: serves those copies (200, STALE), and a Spanish 503 in the chrome for a page never seen', async () => {
    proxy.refuse();
    await pastHeldVersion();
    for (const path of WARMED) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('X-Cache'), path).toBe('STALE');
      expect(withoutScriptNonce(await response.text()), path).toBe(withoutScriptNonce(warm.get(path)!));
    }
    const coldPage = await get('/agenda/9/1');
    expect(coldPage.status).toBe(503);
    expect(coldPage.headers.get('Retry-After')).toBe('30');
    const coldPageHtml = await coldPage.text();
    expect(coldPageHtml).toContain('<header>Santiago Noticias</header>');
    expect(coldPageHtml).toContain('El sitio no está disponible en este momento');
    expect(coldPageHtml).toContain('<title>Sitio momentáneamente no disponible');
    // No code to take over: at most data (the chrome's hand-over JSON), never a script that runs.
    expect(coldPageHtml).not.toMatch(/<script(?![^>]*type="application\/json")/);
    expectNothingInside(coldPageHtml);
  }, 30_000);

  it('hung: answers the pages from their copies within the database budget', async () => {
    proxy.hang();
    const answers = await Promise.all(WARMED.map((path) => get(path)));
    for (const [index, response] of answers.entries()) {
      expect(response.status, WARMED[index]).toBe(200);
      expect(response.headers.get('X-Cache'), WARMED[index]).toBe('STALE');
      await response.body?.cancel();
    }
  }, 30_000);

  it('healed: within 15 s the pages are fresh again', async () => {
    proxy.heal();
    expect(await freshWithin15s(server.url + '/agenda/9/1')).toBe(true);
  }, 30_000);
});
