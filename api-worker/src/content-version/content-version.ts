import { eq, sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/database.ts';
import { contentVersion } from '../db/schema.ts';

/**
 * How long a process or isolate reuses the version it read. Its own writes update it at once;
 * another instance's write is seen within this time (the price of not reading the database on
 * every public request).
 */
export const CONTENT_VERSION_MAX_AGE_MS = 1_000;

export interface ContentVersions {
  /** The current version ('0' before any staff write). */
  current(): Promise<string>;
  /** Records a change of public content: the next public answers carry a new version. */
  bump(): Promise<string>;
}

/**
 * The content version, stored in the database (table `content_version`, one row) so that every
 * Node process and worker isolate agrees on it: every staff write bumps it, and it goes into
 * every public ETag and the key of the worker's edge cache.
 */
export function createContentVersions(
  db: AppDatabase,
  { maxAgeMs = CONTENT_VERSION_MAX_AGE_MS, now = Date.now }: { maxAgeMs?: number; now?: () => number } = {},
): ContentVersions {
  const read = db
    .select({ version: contentVersion.version })
    .from(contentVersion)
    .where(eq(contentVersion.id, 1))
    .prepare();
  let known: { version: string; until: number } | undefined;

  const remember = (version: number | undefined) => {
    const text = String(version ?? 0);
    known = { version: text, until: now() + maxAgeMs };
    return text;
  };

  return {
    async current() {
      if (known && now() < known.until) return known.version;
      const [row] = await read.all();
      return remember(row?.version);
    },
    async bump() {
      const [row] = await db
        .insert(contentVersion)
        .values({ id: 1, version: 1 })
        .onConflictDoUpdate({
          target: contentVersion.id,
          set: { version: sql`${contentVersion.version} + 1` },
        })
        .returning({ version: contentVersion.version });
      return remember(row?.version);
    },
  };
}
