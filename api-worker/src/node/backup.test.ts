import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { newsListResponseSchema } from '@portal/contracts';
import Database from 'libsql';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { readAppConfig } from '../config/config.ts';
import { migrate } from '../db/migrate.ts';
import { createMemoryMediaStore } from '../media/memory-media-store.ts';
import { insertNews, minutesAfterEpoch } from '../../test-support/content-fixtures.ts';
import {
  backupDatabase,
  BackupError,
  contentVersionOf,
  processesHoldingFile,
  restoreDatabase,
} from './backup.ts';
import { openNodeDatabase } from './database.ts';

const tempDir = mkdtempSync(join(tmpdir(), 'portal-backup-'));
afterAll(() => rmSync(tempDir, { recursive: true, force: true }));
const API_WORKER_DIR = fileURLToPath(new URL('../../', import.meta.url));

function rowsOf(path: string, query: string): Record<string, unknown>[] {
  const db = new Database(path);
  try {
    return db.prepare(query).all() as Record<string, unknown>[];
  } finally {
    db.close();
  }
}

/** Runs one of the CLI scripts (as `pnpm db:…` does, from INIT_CWD = the temp folder). */
function runScript(script: string, args: string[], env: Record<string, string>) {
  return new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join('scripts', script), ...args], {
      cwd: API_WORKER_DIR,
      env: { ...process.env, INIT_CWD: tempDir, ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('close', (status) => resolve({ status, stdout, stderr }));
  });
}

const newsIds = (path: string) =>
  new Set(rowsOf(path, 'SELECT _id FROM noticias').map((row) => String(row._id)));

describe('db:backup and db:restore', () => {
  it(
    'copies a consistent snapshot while writes go on, and the app runs on it once restored',
    { timeout: 30_000 },
    async () => {
      const source = join(tempDir, 'portal.db');
      const portal = await openNodeDatabase(`file:${source}`);
      await migrate(portal);
      for (let batch = 0; batch < 6; batch++) {
        const minutes = Array.from({ length: 500 }, (_, n) => batch * 500 + n);
        await insertNews(portal, ...minutes.map((minute) => ({ created_at: minutesAfterEpoch(minute) })));
      }

      // The portal writing news one after another (each awaited: acknowledged) while `pnpm
      // db:backup` runs in its own process.
      const acknowledged: string[] = [];
      let writing = true;
      let minute = 10_000;
      const writer = (async () => {
        while (writing) {
          const [row] = await insertNews(portal, {
            titulo: `Escrita durante la copia ${minute}`,
            created_at: minutesAfterEpoch(minute++),
          });
          acknowledged.push(row!._id);
          // Like a server between requests: let timers and I/O run.
          await new Promise((resolve) => setImmediate(resolve));
        }
      })();
      while (acknowledged.length < 20) await new Promise((resolve) => setTimeout(resolve, 5));

      const beforeBackup = [...acknowledged];
      const backupFile = join(tempDir, 'backups', 'portal-copia.db');
      const cli = await runScript('db-backup.ts', [backupFile], { DATABASE_URL: `file:${source}` });
      const afterBackup = [...acknowledged];
      expect(cli.status, cli.stderr).toBe(0);
      // Let more writes land after the copy, then stop.
      while (acknowledged.length < afterBackup.length + 20)
        await new Promise((resolve) => setTimeout(resolve, 5));
      writing = false;
      await writer;
      portal.$client.close();

      expect(afterBackup.length).toBeGreaterThan(beforeBackup.length); // writes did go on meanwhile
      expect(readdirSync(join(tempDir, 'backups'))).toEqual(['portal-copia.db']);
      const copied = newsIds(backupFile);
      // Every write acknowledged before the copy began is in it; nothing acknowledged after it ended.
      for (const id of beforeBackup) expect(copied.has(id), id).toBe(true);
      for (const id of acknowledged.slice(afterBackup.length)) expect(copied.has(id), id).toBe(false);
      expect(copied.size).toBeGreaterThanOrEqual(3000 + beforeBackup.length);
      // One snapshot: the trigger-kept totals and the search index agree with the rows.
      expect(rowsOf(backupFile, `SELECT total FROM noticias_counts WHERE provincia = ''`)).toEqual([
        { total: copied.size },
      ]);
      expect(rowsOf(backupFile, 'PRAGMA integrity_check')).toEqual([{ integrity_check: 'ok' }]);
      // The rows are the source's rows, field for field.
      const query = 'SELECT * FROM noticias ORDER BY _id';
      const sourceRows = rowsOf(source, query).filter((row) => copied.has(String(row._id)));
      expect(rowsOf(backupFile, query)).toEqual(sourceRows);

      // Restored into a fresh database (no file there yet), the app answers from it.
      const fresh = join(tempDir, 'restaurada', 'portal.db');
      const restored = restoreDatabase({ databaseUrl: `file:${fresh}`, backupFile });
      expect(restored).toEqual({ path: fresh, setAside: [] });
      const db = await openNodeDatabase(`file:${fresh}`);
      expect(await migrate(db)).toEqual([]); // already up to date
      const app = createApp({ db, media: createMemoryMediaStore(), config: readAppConfig({}) });
      const response = await app.request('/api/noticias/10/1');
      expect(response.status).toBe(200);
      const page = newsListResponseSchema.parse(await response.json());
      expect(page.totalDocs).toBe(copied.size);
      // The newest news item of the copy comes first (ids and dates grow together here).
      expect(page.docs[0]!._id).toBe([...copied].sort().at(-1));
      expect((await app.request(`/api/noticia/${beforeBackup[0]}`)).status).toBe(200);
      const search = await app.request(`/api/noticia/b/${encodeURIComponent('durante la copia')}/50/1`);
      expect(search.status).toBe(200);
      db.$client.close();
    },
  );

  it('never overwrites a file, and refuses a database that is not a file', () => {
    const source = join(tempDir, 'pequena.db');
    const db = new Database(source);
    db.exec('CREATE TABLE noticias (_id TEXT); CREATE TABLE usuarios (_id TEXT)');
    db.close();
    const existing = join(tempDir, 'ya-existe.db');
    writeFileSync(existing, 'no tocar');

    expect(() => backupDatabase({ databaseUrl: `file:${source}`, target: existing })).toThrow(
      /Ya existe .*nunca se sobrescribe/,
    );
    expect(rowsOf(source, 'SELECT count(*) AS n FROM noticias')).toEqual([{ n: 0 }]);
    for (const url of ['libsql://portal-org.turso.io', 'http://127.0.0.1:8788', 'file::memory:']) {
      expect(() => backupDatabase({ databaseUrl: url, target: join(tempDir, 'x.db') })).toThrow(BackupError);
      expect(() => backupDatabase({ databaseUrl: url, target: join(tempDir, 'x.db') })).toThrow(
        /no es un archivo/,
      );
    }
    expect(() =>
      backupDatabase({ databaseUrl: `file:${join(tempDir, 'no-existe.db')}`, target: join(tempDir, 'y.db') }),
    ).toThrow(/No existe la base de datos/);
    expect(existsSync(join(tempDir, 'no-existe.db'))).toBe(false);
  });

  it('restores only sound portal copies, not while the database is open, and moves the old one aside', async () => {
    const live = join(tempDir, 'vivo', 'portal.db');
    const portal = await openNodeDatabase(`file:${live}`);
    await migrate(portal);
    await insertNews(portal, { titulo: 'Antes de restaurar' });
    const backupFile = join(tempDir, 'vivo-copia.db');
    backupDatabase({ databaseUrl: `file:${live}`, target: backupFile });
    await insertNews(portal, { titulo: 'Después de la copia' });
    portal.$client.close();

    const notAPortal = join(tempDir, 'otra-cosa.db');
    const other = new Database(notAPortal);
    other.exec('CREATE TABLE otra (x)');
    other.close();
    const garbage = join(tempDir, 'basura.db');
    writeFileSync(garbage, 'esto no es una base de datos'.repeat(200));
    expect(() => restoreDatabase({ databaseUrl: `file:${live}`, backupFile: notAPortal })).toThrow(
      /no es una copia de la base del portal/,
    );
    expect(() => restoreDatabase({ databaseUrl: `file:${live}`, backupFile: garbage })).toThrow(BackupError);
    expect(() =>
      restoreDatabase({ databaseUrl: `file:${live}`, backupFile: join(tempDir, 'nada.db') }),
    ).toThrow(/No existe la copia/);

    // A process holding the database open (a running portal) blocks the restore.
    const holder = spawn(
      process.execPath,
      [
        '-e',
        `require('fs').openSync(${JSON.stringify(live)}, 'r'); console.log('open'); setInterval(() => {}, 1000)`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    await new Promise((resolve) => holder.stdout!.once('data', resolve));
    expect(processesHoldingFile([live])).toEqual([holder.pid]);
    expect(() => restoreDatabase({ databaseUrl: `file:${live}`, backupFile })).toThrow(
      new RegExp(`abierta \\(proceso ${holder.pid}\\): detenga el portal`),
    );
    holder.kill('SIGKILL');
    await new Promise((resolve) => holder.once('exit', resolve));

    // The -wal/-shm the portal left beside the database go aside with it: a stale WAL must not
    // be replayed over the restored file, and the set-aside database keeps what its WAL held.
    // (Whether the client left them on close varies; an empty WAL stands in for a missing one.)
    if (!existsSync(`${live}-wal`)) writeFileSync(`${live}-wal`, '');
    const now = new Date('2026-11-22T10:00:00Z');
    const restored = restoreDatabase({ databaseUrl: `file:${live}`, backupFile, now });
    const aside = `${live}.before-restore-2026-11-22T10-00-00-000Z`;
    expect(restored.setAside[0]).toBe(aside);
    expect(restored.setAside).toContain(`${aside}-wal`);
    expect(restored.setAside.slice(1).every((path) => /-000Z-(wal|shm)$/.test(path))).toBe(true);
    expect(existsSync(`${live}-wal`) || existsSync(`${live}-shm`)).toBe(false);
    const titles = (path: string) =>
      rowsOf(path, 'SELECT titulo FROM noticias ORDER BY titulo').map((r) => r.titulo);
    expect(titles(live)).toEqual(['Antes de restaurar']);
    expect(titles(aside)).toEqual(['Antes de restaurar', 'Después de la copia']);
    // A restore changes the content version: beyond the copy's and the replaced database's, so
    // that nothing cached before it (answers, ETags, edge copies) stands for the restored content.
    expect(contentVersionOf(live)).toBeGreaterThan(
      Math.max(contentVersionOf(backupFile), contentVersionOf(aside)),
    );
  });

  it('pnpm db:backup and db:restore: exit codes and Spanish messages', { timeout: 30_000 }, async () => {
    const run = runScript;
    const source = join(tempDir, 'cli.db');
    const db = new Database(source);
    db.exec('CREATE TABLE noticias (_id TEXT); CREATE TABLE usuarios (_id TEXT)');
    db.close();

    const backup = await run('db-backup.ts', ['copia-cli.db'], { DATABASE_URL: `file:${source}` });
    expect(backup.status, backup.stderr).toBe(0);
    expect(backup.stdout).toContain(`Copia de la base de datos en ${join(tempDir, 'copia-cli.db')}`);
    expect(backup.stdout).toContain('cópielas aparte');
    const turso = await run('db-backup.ts', [], { DATABASE_URL: 'libsql://portal-org.turso.io' });
    expect(turso.status).toBe(1);
    expect(turso.stderr).toContain('no es un archivo');

    const restore = await run('db-restore.ts', ['copia-cli.db'], {
      DATABASE_URL: `file:${join(tempDir, 'cli-restaurada.db')}`,
    });
    expect(restore.status, restore.stderr).toBe(0);
    expect(restore.stdout).toContain(`Base de datos restaurada en ${join(tempDir, 'cli-restaurada.db')}.`);
  });
});
