import { mkdirSync } from 'node:fs';
import { dirname, isAbsolute, resolve } from 'node:path';
import { createClient } from '@libsql/client';
import { drizzle } from 'drizzle-orm/libsql';
import { DEFAULT_DB_BUDGET_MS } from '../config/config.ts';
import type { AppDatabase } from '../db/database.ts';
import { databaseFetch } from '../outage/database-away.ts';
import * as schema from '../db/schema.ts';

/**
 * A `file:` URL with a relative path is taken relative to `baseDir` (the repository root), so
 * the default `file:data/portal.db` means the same file whatever the current directory is.
 */
export function resolveDatabaseUrl(url: string, baseDir: string): string {
  if (!url.startsWith('file:') || url === 'file::memory:') return url;
  const path = url.slice('file:'.length);
  if (path.startsWith('//') || isAbsolute(path)) return url;
  return `file:${resolve(baseDir, path)}`;
}

/**
 * Opens the database over @libsql/client: a local file (WAL, busy timeout), memory or a remote URL
 * (each call within `budgetMs`: outage/database-away.ts).
 */
export async function openNodeDatabase(
  url: string,
  authToken?: string,
  budgetMs = DEFAULT_DB_BUDGET_MS,
): Promise<AppDatabase> {
  const isFile = url.startsWith('file:') && url !== 'file::memory:';
  if (isFile)
    mkdirSync(dirname(url.slice('file:'.length).replace(/^\/\/(localhost)?/, '')), { recursive: true });
  // `timeout` is the busy timeout of every pooled connection: concurrent writers wait instead of failing.
  const client = createClient({
    url,
    ...(authToken ? { authToken } : {}),
    ...(isFile ? { timeout: 5000 } : {}),
    ...(/^(?:https?|libsql):/.test(url) ? { fetch: databaseFetch(budgetMs) } : {}),
  });
  // WAL lets readers go on while a write is under way; the mode is stored in the file itself.
  if (isFile) await client.execute('PRAGMA journal_mode = WAL');
  return drizzle(client, { schema });
}
