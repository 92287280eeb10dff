/**
 * The orphan media cleanup: removes stored files that no row references (an upload whose form
 * was never saved, the copies of a failed upload, a write cut short by a crash) once they are
 * older than a grace period, and reports rows that point to images the store does not have.
 * It runs on Node at start and hourly (node/orphan-cleanup-schedule.ts) and on Workers from the
 * cron trigger (worker.ts `scheduled`).
 */
import { originalImagePath } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/database.ts';
import { forgetImages } from './media-library.ts';
import { MEDIA_URL_PREFIX, mediaUrl, type MediaStore } from './media-store.ts';

/**
 * How old an unreferenced file must be before it goes: an image is uploaded as soon as it is
 * picked in a back-office form, and the row that uses it is written only when the form is saved.
 */
export const DEFAULT_ORPHAN_GRACE_MS = 24 * 60 * 60 * 1000;

/** A row that names an image the store does not hold. */
export interface MissingImageReference {
  table: string;
  /** The row's `_id` (or other primary key). */
  row: string;
  key: string;
}

export interface OrphanCleanupResult {
  /** How many objects the store holds (before the cleanup). */
  stored: number;
  /** How many distinct media keys the rows reference. */
  referenced: number;
  /** Unreferenced objects removed. */
  deleted: string[];
  /** Unreferenced objects younger than the grace period, kept for now. */
  keptRecent: string[];
  /** Up to MISSING_LISTED of them, sorted by table and row; `missingCount` counts them all. */
  missing: MissingImageReference[];
  missingCount: number;
}

/** Missing references listed in a cleanup's result. */
export const MISSING_LISTED = 100;

export interface OrphanCleanupOptions {
  now?: Date;
  graceMs?: number;
  /** Report what would go without deleting anything. */
  dryRun?: boolean;
}

// A key as it appears after /media/ in a column: safe characters, ending in a letter or digit
// (so that the full stop closing a sentence in an HTML body is not taken as part of it).
const MEDIA_KEY_IN_TEXT = new RegExp(
  `${MEDIA_URL_PREFIX.replace(/\//g, '\\/')}([A-Za-z0-9][A-Za-z0-9._/-]*[A-Za-z0-9])`,
  'g',
);

/** Every media key named in `text` (a URL column, a JSON list of URLs, an HTML body). */
export function mediaKeysInText(text: string): string[] {
  return [...text.matchAll(MEDIA_KEY_IN_TEXT)].map((match) => match[1]!);
}

interface TableColumns {
  table: string;
  rowKey: string;
  textColumns: string[];
  /** WITHOUT ROWID tables (small ones here) are read in one go, the others page by rowid. */
  hasRowid: boolean;
}

/**
 * Tables whose `/media/` addresses are no use of the image: the media library's records describe
 * every stored image (media-library.ts), so counting them would keep every file forever.
 */
const NOT_USES = new Set(['medios']);

/**
 * The text columns of every ordinary table, read from the schema itself rather than listed here,
 * so that an image column added later is covered without touching this file. Full-text tables
 * and their shadow tables hold only copies of other tables' text and are skipped, and so are the
 * media library's records (NOT_USES).
 */
async function tablesToScan(db: AppDatabase): Promise<TableColumns[]> {
  const tables = await db.all<{ name: string; sql: string | null }>(
    sql`SELECT name, sql FROM sqlite_master WHERE type = 'table' ORDER BY name`,
  );
  const virtual = tables
    .filter((table) => /^\s*CREATE\s+VIRTUAL\s+TABLE/i.test(table.sql ?? ''))
    .map((table) => table.name);
  const scanned: TableColumns[] = [];
  for (const { name, sql: definition } of tables) {
    if (name.startsWith('sqlite_') || name.startsWith('__drizzle') || NOT_USES.has(name)) continue;
    if (virtual.some((vt) => name === vt || name.startsWith(`${vt}_`))) continue;
    const columns = await db.all<{ name: string; type: string; pk: number }>(
      sql`SELECT name, type, pk FROM pragma_table_info(${name})`,
    );
    const textColumns = columns.filter((c) => /TEXT|CHAR|CLOB|^$/i.test(c.type)).map((c) => c.name);
    if (textColumns.length === 0) continue;
    const hasRowid = !/WITHOUT\s+ROWID\s*$/i.test(definition ?? '');
    const primary = columns.find((c) => c.pk === 1)?.name;
    scanned.push({ table: name, rowKey: primary ?? 'rowid', textColumns, hasRowid });
  }
  return scanned;
}

const quoted = (identifier: string) => `"${identifier.replace(/"/g, '""')}"`;
/** Rows read per query: the Node server answers other requests between pages. */
const PAGE_ROWS = 1000;

/** Every media key some row references, with the rows that reference it. */
export async function collectMediaReferences(
  db: AppDatabase,
): Promise<Map<string, { table: string; row: string }[]>> {
  const references = new Map<string, { table: string; row: string }[]>();
  for (const { table, rowKey, textColumns, hasRowid } of await tablesToScan(db)) {
    // Only the rows that hold a /media/ address at all leave the database.
    const hasMedia = textColumns
      .map((column) => `instr(${quoted(column)}, '${MEDIA_URL_PREFIX}') > 0`)
      .join(' OR ');
    // A long body without images stays in the database: only values with an address are read.
    const values = textColumns
      .map(
        (c) =>
          `CASE WHEN instr(${quoted(c)}, '${MEDIA_URL_PREFIX}') > 0 THEN ${quoted(c)} END AS ${quoted(c)}`,
      )
      .join(', ');
    const rowid = hasRowid ? 'rowid AS "__rowid", ' : '';
    const select = `SELECT ${rowid}${quoted(rowKey)} AS "__row_key", ${values} FROM ${quoted(table)}`;
    let after = Number.MIN_SAFE_INTEGER;
    for (;;) {
      const pageStarted = performance.now();
      const rows = await db.all<Record<string, unknown>>(
        hasRowid
          ? sql`${sql.raw(`${select} WHERE rowid > `)}${after}${sql.raw(
              ` AND (${hasMedia}) ORDER BY rowid LIMIT ${PAGE_ROWS}`,
            )}`
          : sql.raw(`${select} WHERE ${hasMedia}`),
      );
      for (const row of rows) {
        // Each row is read once, so a key it names in several places counts once for it.
        const keys = new Set<string>();
        for (const column of textColumns) {
          const value = row[column];
          if (typeof value === 'string') for (const key of mediaKeysInText(value)) keys.add(key);
        }
        const use = { table, row: String(row.__row_key) };
        for (const key of keys) {
          const uses = references.get(key);
          if (uses) uses.push(use);
          else references.set(key, [use]);
        }
      }
      if (!hasRowid || rows.length < PAGE_ROWS) break;
      after = Number(rows.at(-1)!.__rowid);
      // A local file answers synchronously: give the server's requests their turn, and rest as
      // long as the page took, so that a scan of a large table (about 40 s of CPU at a million
      // news) takes at most half a core from the visitors.
      await new Promise((resolve) => setTimeout(resolve, performance.now() - pageStarted));
    }
  }
  return references;
}

/**
 * Deletes every stored object that no row references and that is older than the grace period.
 * A resized copy (`abc.w800.jpg`) counts as referenced when its original is. The store is listed
 * before the rows are read, so a row written in between only keeps a file, never loses one.
 */
export async function cleanUpOrphanMedia(
  db: AppDatabase,
  media: MediaStore,
  { now = new Date(), graceMs = DEFAULT_ORPHAN_GRACE_MS, dryRun = false }: OrphanCleanupOptions = {},
): Promise<OrphanCleanupResult> {
  const stored = await media.listWithDates('');
  const references = await collectMediaReferences(db);
  const isReferenced = (key: string) => references.has(key) || references.has(originalImagePath(key));

  const deleted: string[] = [];
  const keptRecent: string[] = [];
  for (const { key, storedAt } of stored) {
    if (isReferenced(key)) continue;
    if (now.getTime() - storedAt.getTime() < graceMs) {
      keptRecent.push(key);
      continue;
    }
    if (!dryRun) await media.delete(key);
    deleted.push(key);
  }
  // The media library holds what storage holds (a copy's key names no record: nothing happens).
  if (!dryRun) await forgetImages(db, deleted.map(mediaUrl));

  // A reference to a missing copy is not broken: the media route answers it with the original.
  const storedKeys = new Set(stored.map((entry) => entry.key));
  const missing: MissingImageReference[] = [];
  let missingCount = 0;
  for (const [key, uses] of references) {
    if (storedKeys.has(key) || storedKeys.has(originalImagePath(key))) continue;
    missingCount += uses.length;
    // A sample is enough to act on; a store that lost everything must not block the server.
    for (const use of uses.slice(0, MISSING_LISTED - missing.length)) missing.push({ ...use, key });
  }
  missing.sort((a, b) => a.table.localeCompare(b.table) || a.row.localeCompare(b.row));

  return { stored: stored.length, referenced: references.size, deleted, keptRecent, missing, missingCount };
}

/** One log line (Spanish, like the server's others) for a cleanup's result; null when nothing happened. */
export function describeOrphanCleanup(result: OrphanCleanupResult): string | null {
  const parts: string[] = [];
  const deleted = result.deleted.length;
  if (deleted > 0)
    parts.push(`${deleted} ${deleted === 1 ? 'archivo sin uso eliminado' : 'archivos sin uso eliminados'}`);
  if (result.missingCount > 0) {
    const sample = result.missing
      .slice(0, 5)
      .map((m) => `${m.table} ${m.row} → ${m.key}`)
      .join(', ');
    const many = result.missingCount > 1;
    parts.push(
      `${result.missingCount} ${many ? 'referencias' : 'referencia'} a imágenes que faltan (${sample})`,
    );
  }
  return parts.length > 0 ? `Limpieza de imágenes: ${parts.join('; ')}.` : null;
}
