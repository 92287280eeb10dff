/**
 * `pnpm db:backup` and `pnpm db:restore` (scripts/db-backup.ts, scripts/db-restore.ts): a
 * consistent copy of the portal's libSQL file taken while the portal runs, and its way back.
 * The copy is SQLite's `VACUUM INTO`, which reads one snapshot in a single read transaction: in
 * WAL mode the portal keeps writing meanwhile, and the copy holds exactly the transactions
 * committed before it began. Images (MEDIA_DIR) are files beside the database, not in it.
 */
import { randomBytes } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  linkSync,
  mkdirSync,
  readdirSync,
  readlinkSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'libsql';

/** The repository root: the default database and backup folder are under its `data/`. */
const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
export const DEFAULT_DATABASE_URL = 'file:data/portal.db';
export const DEFAULT_BACKUP_DIR = join(REPO_ROOT, 'data', 'backups');

/** A refusal or failure to tell the operator as it is (Spanish, like everything the product says). */
export class BackupError extends Error {}

/** The file of a `file:` DATABASE_URL (relative paths from the repository root). */
export function databaseFileOf(databaseUrl: string): string {
  if (!databaseUrl.startsWith('file:') || databaseUrl === 'file::memory:' || databaseUrl === ':memory:') {
    throw new BackupError(
      `DATABASE_URL=${databaseUrl.replace(/\/\/[^@/]*@/, '//…@')} no es un archivo: db:backup y db:restore ` +
        'solo trabajan con la base de datos en archivo del servidor Node (file:…). ' +
        'Para Turso usá sus propias copias (turso db shell <base> .dump, o un punto de restauración).',
    );
  }
  const path = decodeURIComponent(databaseUrl.slice('file:'.length).replace(/^\/\/(localhost)?/, '')).replace(
    /\?.*$/,
    '',
  );
  return isAbsolute(path) ? path : resolve(REPO_ROOT, path);
}

/** `portal-2026-11-22T03-50-23-123Z.db` */
export function timestampedName(prefix: string, now = new Date()): string {
  return `${prefix}-${now.toISOString().replace(/[:.]/g, '-')}.db`;
}

function integrityOf(path: string): string {
  const db = new Database(path, { timeout: 5000 });
  try {
    const rows = db.prepare('PRAGMA integrity_check').all() as { integrity_check: string }[];
    return rows.map((row) => row.integrity_check).join('; ');
  } finally {
    db.close();
  }
}

export interface BackupResult {
  path: string;
  bytes: number;
  milliseconds: number;
}

/**
 * Writes a consistent copy of the database to `target` (a new file: an existing one is never
 * overwritten). The copy is written beside the target under a temporary name and linked into
 * place only once complete and checked, so a failed backup leaves no file that looks like one.
 */
export function backupDatabase({
  databaseUrl,
  target,
}: {
  databaseUrl: string;
  target: string;
}): BackupResult {
  const source = databaseFileOf(databaseUrl);
  if (!existsSync(source)) throw new BackupError(`No existe la base de datos ${source}.`);
  if (existsSync(target)) {
    throw new BackupError(`Ya existe ${target}: una copia nunca se sobrescribe; elegí otro nombre.`);
  }
  const started = Date.now();
  mkdirSync(dirname(target), { recursive: true });
  const partial = `${target}.${randomBytes(4).toString('hex')}.partial`;
  try {
    // Its own connection: the portal's stay as they are. The busy timeout covers the moment a
    // checkpoint holds the file.
    const db = new Database(source, { timeout: 5000 });
    try {
      db.prepare('VACUUM INTO ?').run(partial);
    } finally {
      db.close();
    }
    const integrity = integrityOf(partial);
    if (integrity !== 'ok')
      throw new BackupError(`La copia no pasó la verificación de integridad: ${integrity}`);
    // link() fails when the target appeared meanwhile: still never an overwrite.
    try {
      linkSync(partial, target);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') {
        throw new BackupError(`Ya existe ${target}: una copia nunca se sobrescribe; elegí otro nombre.`);
      }
      throw error;
    }
  } finally {
    rmSync(partial, { force: true });
  }
  return { path: target, bytes: statSync(target).size, milliseconds: Date.now() - started };
}

/**
 * The processes (other than this one) that have `path` open, read from /proc (Linux). Empty
 * where /proc cannot tell, so the check is a guard, not a guarantee.
 */
export function processesHoldingFile(paths: string[]): number[] {
  const wanted = new Set(paths.map((path) => resolve(path)));
  const holders: number[] = [];
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((entry) => /^\d+$/.test(entry));
  } catch {
    return [];
  }
  for (const pid of pids) {
    if (Number(pid) === process.pid) continue;
    let fds: string[];
    try {
      fds = readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue; // gone, or not ours to read
    }
    for (const fd of fds) {
      try {
        if (wanted.has(readlinkSync(`/proc/${pid}/fd/${fd}`))) {
          holders.push(Number(pid));
          break;
        }
      } catch {
        // closed meanwhile
      }
    }
  }
  return holders;
}

export interface RestoreResult {
  path: string;
  /** Where the database that was there before went (with its -wal and -shm), if there was one. */
  setAside: string[];
}

/**
 * Puts a backup in place of the database of `databaseUrl`. Refuses a backup that fails the
 * integrity check or holds no portal tables, and a database some process has open (the portal
 * must be stopped: it would go on writing to the file moved aside). The database that was there
 * is moved aside, never deleted, together with its -wal and -shm, so no stale WAL is replayed
 * over the restored file.
 */
export function restoreDatabase({
  databaseUrl,
  backupFile,
  now = new Date(),
}: {
  databaseUrl: string;
  backupFile: string;
  now?: Date;
}): RestoreResult {
  const target = databaseFileOf(databaseUrl);
  if (!existsSync(backupFile) || !statSync(backupFile).isFile()) {
    throw new BackupError(`No existe la copia ${backupFile}.`);
  }
  let integrity: string;
  let tables: string[];
  try {
    integrity = integrityOf(backupFile);
    const db = new Database(backupFile);
    try {
      tables = (
        db.prepare(`SELECT name FROM sqlite_master WHERE type = 'table'`).all() as { name: string }[]
      ).map((row) => row.name);
    } finally {
      db.close();
    }
  } catch (error) {
    throw new BackupError(`${backupFile} no es una base de datos legible: ${(error as Error).message}`);
  }
  if (integrity !== 'ok') throw new BackupError(`La copia ${backupFile} está dañada: ${integrity}`);
  if (!tables.includes('noticias') || !tables.includes('usuarios')) {
    throw new BackupError(`${backupFile} no es una copia de la base del portal (no tiene sus tablas).`);
  }

  const companions = (path: string) => [path, `${path}-wal`, `${path}-shm`];
  const holders = processesHoldingFile(companions(target));
  if (holders.length > 0) {
    throw new BackupError(
      `La base ${target} está abierta (proceso ${holders.join(', ')}): detenga el portal antes de restaurar.`,
    );
  }

  mkdirSync(dirname(target), { recursive: true });
  // Copy first under a temporary name, so that a failure leaves the current database in place.
  const incoming = `${target}.${randomBytes(4).toString('hex')}.restoring`;
  copyFileSync(backupFile, incoming);
  // A restore is a change of content like any write: the restored copy gets a content version
  // that neither it nor the database it replaces ever had, so that no ETag, edge copy or cached
  // answer made before the restore can stand for what it holds (content-version/). Versions
  // count writes one by one; the clock in ms is beyond any count reached before (and the
  // database being replaced is not opened: its WAL goes aside untouched).
  setContentVersion(incoming, Math.max(contentVersionOf(incoming) + 1, now.getTime()));
  const setAside: string[] = [];
  const asideBase = `${target}.before-restore-${now.toISOString().replace(/[:.]/g, '-')}`;
  companions(target).forEach((path, n) => {
    if (!existsSync(path)) return;
    const aside = companions(asideBase)[n]!;
    renameSync(path, aside);
    setAside.push(aside);
  });
  renameSync(incoming, target);
  return { path: target, setAside };
}

/** The content version stored in a portal database file (0 before any write, or before the table). */
export function contentVersionOf(path: string): number {
  const db = new Database(path, { readonly: true });
  try {
    const table = db
      .prepare(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'content_version'`)
      .get();
    if (!table) return 0;
    const row = db.prepare('SELECT version FROM content_version WHERE id = 1').get() as
      { version: number } | undefined;
    return Number(row?.version ?? 0);
  } finally {
    db.close();
  }
}

function setContentVersion(path: string, version: number): void {
  const db = new Database(path);
  try {
    const table = db
      .prepare(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'content_version'`)
      .get();
    // A copy older than the table gets it from its migration, which starts it afresh.
    if (!table) return;
    db.prepare(
      'INSERT INTO content_version (id, version) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET version = excluded.version',
    ).run([version]);
  } finally {
    db.close();
  }
}
