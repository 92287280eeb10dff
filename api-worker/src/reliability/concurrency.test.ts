/**
 * Concurrency (issue #10, item 4), for real: the Node server over a libSQL file in WAL mode,
 * real HTTP, several logged-in sessions, and a second process that keeps taking the database's
 * write lock while the requests run, so that only the busy timeout stands between a write and
 * SQLITE_BUSY. 200 parallel creates must give exactly 200 rows; parallel edits of one item must
 * leave exactly one acknowledged version, whole, and a later edit wins; the file must stay sound.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PRIVILEGES, PROVINCE_OPTIONS as PROVINCES, type Privilege } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { insertStaffUser } from '../../test-support/staff-access.ts';
import type { AppDatabase } from '../db/database.ts';
import { newsSearchText } from '../content/search-text.ts';
import { openNodeDatabase } from '../node/database.ts';
import { startNodeServer, type RunningServer } from '../node/server.ts';

const tempDir = mkdtempSync(join(tmpdir(), 'portal-concurrency-'));
const databasePath = join(tempDir, 'portal.db');
const databaseUrl = `file:${databasePath}`;
const PASSWORD = 'clave-de-carga-1';
/** A word of every title this run writes, to find them again. */
const RUN = `carga${Date.now().toString(36)}`;

let server: RunningServer;
/** A second connection to the file, as another process would have: the test's own view. */
let side: AppDatabase;
const consoleErrors: unknown[][] = [];

interface Session {
  username: string;
  cookie: string;
}
const sessions: Record<'admin' | 'redactor' | 'agenda', Session[]> = { admin: [], redactor: [], agenda: [] };

async function login(username: string): Promise<Session> {
  const response = await call('/api/login', 'POST', { username, contraseña: PASSWORD });
  expect(response.status, `login ${username}`).toBe(200);
  const cookie = (response.headers.get('Set-Cookie') ?? '').split(';')[0]!;
  return { username, cookie };
}

function call(path: string, method = 'GET', body?: unknown, session?: Session): Promise<Response> {
  return fetch(server.url + path, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(session ? { Cookie: session.cookie } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

const scalar = async (sql: string) => (await side.$client.execute(sql)).rows[0]![0];

// ---------------------------------------------------------------------------------------------
// The other process: takes the write lock, holds it a while, lets go, again, until told to stop.

const CONTENTION_SCRIPT = `
const [libsqlPath, databasePath, stopFile, holdMs, pauseMs] = process.argv.slice(1);
const { existsSync } = await import('node:fs');
const { pathToFileURL } = await import('node:url');
const { default: Database } = await import(pathToFileURL(libsqlPath).href);
const db = new Database(databasePath, { timeout: 5000 });
const pause = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
const insert = db.prepare('INSERT INTO contention_probe (at) VALUES (?)');
let holds = 0;
process.stdout.write('ready\\n');
// Until told to stop, or orphaned: the test's process or its temporary folder gone.
const parent = process.ppid;
while (!existsSync(stopFile) && existsSync(databasePath) && process.ppid === parent) {
  db.exec('BEGIN IMMEDIATE');
  insert.run(Date.now());
  pause(Number(holdMs));
  db.exec('COMMIT');
  holds++;
  pause(Number(pauseMs));
}
db.close();
process.stdout.write('holds ' + holds + '\\n');
`;

/** The other writers still running, ended in afterAll whatever happened. */
const contenders = new Set<ChildProcess>();
/**
 * How long the other process lets go between two holds. SQLite's busy handler polls (1, 2, 5,
 * 10… ms), so a writer that took the lock back at once would starve the server rather than test it.
 */
const HOLD_PAUSE_MS = 10;

/**
 * Runs `work` while the other process keeps taking the write lock for `holdMs` at a time;
 * answers what `work` gave and how many times the other process held the lock meanwhile.
 */
async function withContention<T>(
  holdMs: number,
  work: () => Promise<T>,
): Promise<{ result: T; holds: number }> {
  const contention = await startContention(holdMs);
  try {
    const result = await work();
    return { result, holds: await contention.stop() };
  } finally {
    await contention.stop();
  }
}

/** Starts the other writer; `stop()` ends it and answers how many times it held the lock. */
async function startContention(holdMs: number, pauseMs = HOLD_PAUSE_MS) {
  const stopFile = join(tempDir, `stop-${Date.now()}`);
  const libsqlPath = createRequire(import.meta.url).resolve('libsql');
  const child = spawn(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      CONTENTION_SCRIPT,
      libsqlPath,
      databasePath,
      stopFile,
      String(holdMs),
      String(pauseMs),
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  contenders.add(child);
  child.once('exit', () => contenders.delete(child));
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  await vi.waitFor(() => expect(output).toContain('ready'), { timeout: 10_000, interval: 20 });
  return {
    /** Ends the other process (again: a no-op) and answers how many times it held the lock. */
    async stop(): Promise<number> {
      writeFileSync(stopFile, '');
      expect(await exited).toBe(0);
      return Number(/holds (\d+)/.exec(output)?.[1] ?? 0);
    },
  };
}

// ---------------------------------------------------------------------------------------------

beforeAll(async () => {
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void consoleErrors.push(args));
  server = await startNodeServer({
    port: 0,
    databaseUrl,
    mediaDir: join(tempDir, 'media'),
    shellDir: join(tempDir, 'no-shell'),
    seed: false,
    quiet: true,
  });
  side = await openNodeDatabase(databaseUrl);
  await side.$client.execute('CREATE TABLE contention_probe (at INTEGER NOT NULL)');
  const staff: [keyof typeof sessions, Privilege[]][] = [
    ['admin', [...PRIVILEGES]],
    ['redactor', ['noticias', 'edicion']],
    ['agenda', ['agenda']],
  ];
  for (const [username, privilegios] of staff) {
    await insertStaffUser(side, { username, privilegios, password: PASSWORD });
    // Two browsers each.
    sessions[username].push(await login(username), await login(username));
  }
});

afterAll(async () => {
  for (const child of contenders) child.kill();
  await server?.close();
  side?.$client.close();
  vi.restoreAllMocks();
  rmSync(tempDir, { recursive: true, force: true });
});

describe('concurrency on the Node server over a libSQL file', () => {
  it('keeps the file in WAL mode and waits for a busy database', async () => {
    expect(String(await scalar('PRAGMA journal_mode'))).toBe('wal');
    // The connection openNodeDatabase gives (the server's is opened the same way).
    expect(Number(await scalar('PRAGMA busy_timeout'))).toBe(5000);
  });

  it('stores exactly 200 news (and 40 events) from 240 parallel creates of 6 sessions, while another process holds the write lock', async () => {
    const newsBefore = Number(await scalar('SELECT count(*) FROM noticias'));
    const eventsBefore = Number(await scalar('SELECT count(*) FROM eventos'));
    const writers = [...sessions.admin, ...sessions.redactor];
    const organizers = [...sessions.admin, ...sessions.agenda];
    const {
      result: [news, events],
      holds,
    } = await withContention(10, () =>
      Promise.all([
        Promise.all(
          Array.from({ length: 200 }, async (_, i) => {
            const response = await call(
              '/api/crearnoticia',
              'POST',
              {
                provincia: PROVINCES[i % PROVINCES.length],
                img_portada: '/media/noticias/portada.jpg',
                titulo: `Noticia ${i} ${RUN}`,
                descripcion: `Resumen ${i}`,
                texto: `<p>Texto ${i}</p>`,
              },
              writers[i % writers.length],
            );
            return { status: response.status, body: (await response.json()) as { id?: string; msg: string } };
          }),
        ),
        Promise.all(
          Array.from({ length: 40 }, async (_, i) => {
            const response = await call(
              '/api/evento',
              'POST',
              {
                titulo: `Evento ${i} ${RUN}`,
                flayer: '/media/agenda/flayer.jpg',
                provincia: 'Salta',
                fecha: '2026-12-01',
                direccion: 'Plaza',
                horario: '21 hs',
              },
              organizers[i % organizers.length],
            );
            return { status: response.status, body: (await response.json()) as { id?: string; msg: string } };
          }),
        ),
      ]),
    );

    const failed = [...news, ...events].filter(({ status }) => status !== 200);
    expect(failed).toEqual([]);
    // The other process really held the lock, many times, while the requests ran.
    expect(holds).toBeGreaterThan(10);

    const newsIds = news.map(({ body }) => body.id);
    expect(new Set(newsIds).size).toBe(200);
    expect(Number(await scalar('SELECT count(*) FROM noticias'))).toBe(newsBefore + 200);
    expect(Number(await scalar('SELECT count(*) FROM eventos'))).toBe(eventsBefore + 40);
    const stored = await side.$client.execute(`SELECT _id FROM noticias WHERE titulo LIKE '% ${RUN}'`);
    expect(stored.rows.map((row) => String(row._id)).sort()).toEqual([...newsIds].sort());

    // What the triggers keep stays in step: the counts and the search index.
    expect(Number(await scalar("SELECT total FROM noticias_counts WHERE provincia = ''"))).toBe(
      Number(await scalar('SELECT count(*) FROM noticias')),
    );
    const found = await call(`/api/noticia/b/${RUN}/10/1`);
    expect(((await found.json()) as { noticia: { totalDocs: number } }).noticia.totalDocs).toBe(200);
    const list = await call('/api/noticias/10/1');
    expect(((await list.json()) as { totalDocs: number }).totalDocs).toBe(newsBefore + 200);
  });

  it('leaves one acknowledged version, whole, after 40 parallel edits of one news item; a later edit wins', async () => {
    const created = await call(
      '/api/crearnoticia',
      'POST',
      {
        provincia: 'Salta',
        img_portada: '/media/noticias/original.jpg',
        titulo: `Original ${RUN}`,
        descripcion: 'Original',
      },
      sessions.redactor[0],
    );
    const { id } = (await created.json()) as { id: string };
    const version = (k: number) => ({
      id,
      provincia: PROVINCES[k % PROVINCES.length],
      img_portada: `/media/noticias/version-${k}.jpg`,
      titulo: `Versión ${k} ${RUN}`,
      descripcion: `Descripción de la versión ${k}`,
      texto: `<p>Cuerpo de la versión ${k}</p>`,
    });
    const writers = [...sessions.admin, ...sessions.redactor];
    const acknowledged: number[] = [];
    const { result: statuses } = await withContention(5, () =>
      Promise.all(
        Array.from({ length: 40 }, async (_, k) => {
          const response = await call('/api/noticia', 'PUT', version(k), writers[k % writers.length]);
          if (response.ok) acknowledged.push(k);
          return response.status;
        }),
      ),
    );
    expect(statuses.filter((status) => status !== 200)).toEqual([]);

    // Answers can arrive in another order than the commits, so the stored row must be exactly
    // one acknowledged version (no field from another write); a write made after them all wins.
    const storedVersion = async () => {
      const detail = await call(`/api/noticia/${id}`);
      const [stored] = ((await detail.json()) as { noticia: Record<string, unknown>[] }).noticia;
      const k = acknowledged.find((candidate) => stored!.titulo === version(candidate).titulo);
      expect(k, `stored title ${String(stored!.titulo)}`).toBeDefined();
      const { id: _id, ...expected } = version(k!);
      expect(stored).toMatchObject(expected);
      const [row] = (await side.$client.execute({ sql: 'SELECT * FROM noticias WHERE _id = ?', args: [id] }))
        .rows;
      expect(row!.search_text).toBe(newsSearchText({ ...expected }));
      return k;
    };
    await storedVersion();
    const final = 1000;
    expect((await call('/api/noticia', 'PUT', version(final), writers[0])).status).toBe(200);
    acknowledged.push(final);
    expect(await storedVersion()).toBe(final);
    expect(Number(await scalar("SELECT count(*) FROM noticias WHERE titulo LIKE 'Versión %'"))).toBe(1);
  });

  it('leaves one acknowledged album version, JSON list intact, after 40 parallel edits; a later edit wins', async () => {
    const created = await call(
      '/api/crearalbum',
      'POST',
      { nombre: 'Álbum', ph: 'Ana', fecha: '2026-05-01', fotos: ['/media/albums/original.jpg'] },
      sessions.admin[0],
    );
    const { id } = (await created.json()) as { id: string };
    const version = (k: number) => ({
      id,
      nombre: `Álbum versión ${k}`,
      ph: `Fotógrafa ${k}`,
      fecha: `2026-05-${String(1 + (k % 28)).padStart(2, '0')}`,
      fotos: Array.from({ length: 1 + (k % 7) }, (_, j) => `/media/albums/v${k}-${j}.jpg`),
    });
    const acknowledged: number[] = [];
    const { result: statuses } = await withContention(5, () =>
      Promise.all(
        Array.from({ length: 40 }, async (_, k) => {
          const response = await call('/api/album', 'PUT', version(k), sessions.admin[k % 2]);
          if (response.ok) acknowledged.push(k);
          return response.status;
        }),
      ),
    );
    expect(statuses.filter((status) => status !== 200)).toEqual([]);

    // As for the news item: exactly one acknowledged version, whole; a later write wins.
    const storedVersion = async () => {
      const detail = await call(`/api/album/${id}`);
      const [album] = ((await detail.json()) as { album: Record<string, unknown>[] }).album;
      const k = acknowledged.find((candidate) => album!.nombre === version(candidate).nombre);
      expect(k, `stored name ${String(album!.nombre)}`).toBeDefined();
      const { id: _id, ...expected } = version(k!);
      expect(album).toMatchObject({ ...expected, portada: expected.fotos[0] });
      const [row] = (
        await side.$client.execute({ sql: 'SELECT fotos FROM albums WHERE _id = ?', args: [id] })
      ).rows;
      expect(JSON.parse(String(row!.fotos))).toEqual(expected.fotos);
      return k;
    };
    await storedVersion();
    const final = 1000;
    expect((await call('/api/album', 'PUT', version(final), sessions.admin[0])).status).toBe(200);
    acknowledged.push(final);
    expect(await storedVersion()).toBe(final);
  });

  it('shows on the cached public answers a write made through another portal process, within seconds', async () => {
    // A second portal over the same file, as a second process of a deployment would be: its own
    // content version and answer cache; the staff sessions live in the database, so they work there too.
    const other = await startNodeServer({
      port: 0,
      databaseUrl,
      mediaDir: join(tempDir, 'media'),
      shellDir: join(tempDir, 'no-shell'),
      seed: false,
      quiet: true,
    });
    try {
      const id = String(
        await scalar(`SELECT _id FROM noticias WHERE estado = 'publicada' ORDER BY created_at DESC LIMIT 1`),
      );
      const titleOnThisServer = async () => {
        const response = await call(`/api/noticia/${id}`);
        return {
          cache: response.headers.get('X-Cache'),
          titulo: ((await response.json()) as { noticia: { titulo: string }[] }).noticia[0]!.titulo,
        };
      };
      await titleOnThisServer();
      expect((await titleOnThisServer()).cache).toBe('HIT');
      const edited = await fetch(`${other.url}/api/noticia`, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json', Origin: other.url, Cookie: sessions.admin[0]!.cookie },
        body: JSON.stringify({ id, titulo: `Editada en otro proceso ${RUN}` }),
      });
      expect(edited.status).toBe(200);
      // This server reuses the version it read for a second, then answers from it while one read
      // refreshes it behind a request (content-version/): the next answers are made anew.
      await new Promise((resolve) => setTimeout(resolve, 1_050));
      await expect
        .poll(titleOnThisServer, { timeout: 4_000, interval: 100 })
        .toEqual({ cache: 'MISS', titulo: `Editada en otro proceso ${RUN}` });
    } finally {
      await other.close();
    }
  });

  it('logs no error, and the file passes its integrity checks', async () => {
    expect(consoleErrors.map((args) => args.map(String).join(' '))).toEqual([]);
    expect(String(await scalar('PRAGMA integrity_check'))).toBe('ok');
    // Throws when the search index does not match the news.
    await side.$client.execute("INSERT INTO noticias_fts (noticias_fts, rank) VALUES ('integrity-check', 1)");
    expect(existsSync(`${databasePath}-wal`)).toBe(true);
  });
});
