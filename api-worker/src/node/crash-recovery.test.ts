/**
 * Crash recovery: the Node server, a real child process over a libSQL file, is killed with
 * SIGKILL (no shutdown code runs) while staff writes stream in; restarted on the same files, it
 * must still have every write it acknowledged, and the file must pass SQLite's integrity check.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { newsDetailResponseSchema } from '@portal/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { insertStaffUser } from '../../test-support/staff-access.ts';
import { migrate } from '../db/migrate.ts';
import { openNodeDatabase } from './database.ts';
import { startServerProcess, type ServerProcess } from './server-process.ts';

const tempDir = mkdtempSync(join(tmpdir(), 'portal-crash-'));
const databaseUrl = `file:${join(tempDir, 'portal.db')}`;
const mediaDir = join(tempDir, 'media');
const PASSWORD = 'clave-de-la-redaccion';
/** Writers sending at once, and how many acknowledged writes to wait for before the kill. */
const WRITERS = 6;
const ACKNOWLEDGED_BEFORE_KILL = 120;

const started: ServerProcess[] = [];
afterAll(async () => {
  for (const server of started) await server.kill('SIGKILL');
  rmSync(tempDir, { recursive: true, force: true });
});

async function start(): Promise<ServerProcess> {
  const server = await startServerProcess({ databaseUrl, mediaDir });
  started.push(server);
  return server;
}

async function logIn(url: string): Promise<string> {
  const response = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: url },
    body: JSON.stringify({ username: 'redaccion', contraseña: PASSWORD }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return response.headers.get('Set-Cookie')!.split(';')[0]!;
}

interface Acknowledged {
  id: string;
  titulo: string;
  texto: string;
}

describe('Node server killed with SIGKILL during writes', () => {
  it('keeps every acknowledged write and an intact database after a restart', async () => {
    const db = await openNodeDatabase(databaseUrl);
    await migrate(db);
    await insertStaffUser(db, {
      username: 'redaccion',
      privilegios: ['noticias', 'edicion'],
      password: PASSWORD,
    });
    db.$client.close();

    const first = await start();
    const cookie = await logIn(first.url);
    const acknowledged: Acknowledged[] = [];
    let sent = 0;
    let failed = 0;
    let killed: Promise<void> | undefined;

    // Each writer sends one create after another until the server stops answering.
    const writer = async () => {
      for (;;) {
        const n = ++sent;
        const titulo = `Crónica número ${n} de la redacción`;
        const texto = `<p>Cuerpo de la crónica ${n}, escrito antes del corte.</p>`;
        try {
          const response = await fetch(`${first.url}/api/crearnoticia`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', Origin: first.url, Cookie: cookie },
            body: JSON.stringify({
              provincia: 'Santiago del Estero',
              img_portada: '/media/noticias/portada.jpg',
              titulo,
              descripcion: `Resumen ${n}.`,
              texto,
            }),
          });
          const body = (await response.json()) as { id?: string };
          if (response.status !== 200 || !body.id) throw new Error(`HTTP ${response.status}`);
          acknowledged.push({ id: body.id, titulo, texto });
        } catch {
          failed++;
          return;
        }
        // Kill while the other writers still have requests in flight.
        if (acknowledged.length === ACKNOWLEDGED_BEFORE_KILL) killed = first.kill('SIGKILL');
      }
    };
    await Promise.all(Array.from({ length: WRITERS }, writer));
    await killed;

    expect(await first.exited).toBeNull(); // killed by the signal, not exited
    expect(acknowledged.length).toBeGreaterThanOrEqual(ACKNOWLEDGED_BEFORE_KILL);
    expect(failed).toBe(WRITERS); // every writer was cut off by the kill

    const second = await start();
    for (const { id, titulo, texto } of acknowledged) {
      const response = await fetch(`${second.url}/api/noticia/${id}`);
      expect(response.status, `acknowledged news ${id}`).toBe(200);
      const [stored] = newsDetailResponseSchema.parse(await response.json()).noticia;
      expect(stored).toMatchObject({ _id: id, titulo, texto });
    }
    // The restarted server takes writes again.
    const again = await fetch(`${second.url}/api/crearnoticia`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: second.url, Cookie: await logIn(second.url) },
      body: JSON.stringify({
        provincia: 'Santiago del Estero',
        img_portada: '/media/noticias/portada.jpg',
        titulo: 'Después del reinicio',
        descripcion: 'Resumen.',
        texto: '<p>Cuerpo.</p>',
      }),
    });
    expect(again.status).toBe(200);
    await second.kill('SIGTERM');
    expect(await second.exited).toBe(0);

    const check = await openNodeDatabase(databaseUrl);
    const rows = async (query: string) => (await check.$client.execute(query)).rows;
    expect(await rows('PRAGMA integrity_check')).toEqual([
      expect.objectContaining({ integrity_check: 'ok' }),
    ]);
    // The derived data the triggers keep moved with each committed row: totals and search index.
    const [{ count }] = (await rows('SELECT count(*) AS count FROM noticias')) as unknown as [
      { count: number },
    ];
    expect(count).toBeGreaterThanOrEqual(acknowledged.length + 1);
    expect(await rows(`SELECT total FROM noticias_counts WHERE provincia = ''`)).toEqual([
      expect.objectContaining({ total: count }),
    ]);
    await check.$client.execute(`INSERT INTO noticias_fts (noticias_fts) VALUES ('integrity-check')`);
    check.$client.close();
  }, 60_000);
});
