import { eq, sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/database.ts';
import { contentVersion } from '../db/schema.ts';
import { createScheduledPublishing } from './scheduled-publishing.ts';

/**
 * How long a process or isolate reuses the version it read. Its own writes update it at once;
 * another instance's write is seen within this time (the price of not reading the database on
 * every public request).
 */
export const CONTENT_VERSION_MAX_AGE_MS = 1_000;

export interface ContentVersions {
  /**
   * The current version ('0' before any staff write). Reading it publishes the scheduled news
   * that have come due (and bumps it), so that no public answer is made, keyed or cached with a
   * version that predates them.
   */
  current(): Promise<string>;
  /** Records a change of public content: the next public answers carry a new version. */
  bump(): Promise<string>;
  /**
   * When the next scheduled news item goes out (ms since the epoch), or null: public cache
   * lifetimes stop there. Known as of the last read of the version.
   */
  nextPublishAt(): Promise<number | null>;
  /** Publishes the scheduled news that have come due and bumps the version if any did (cron, timer). */
  publishDue(): Promise<number>;
  /**
   * The version and next scheduled time this instance knows, while they may still be reused
   * (read less than `maxAgeMs` ago, and before the next scheduled time); undefined otherwise.
   * Synchronous, for the hot path of the Node answer cache: no await, no database.
   */
  known(): { version: string; nextPublishAt: number | null } | undefined;
}

/**
 * The content version, stored in the database (table `content_version`, one row) so that every
 * Node process and worker isolate agrees on it: every staff write bumps it, and it goes into
 * every public ETag and the key of the worker's edge cache.
 */
export function createContentVersions(
  db: AppDatabase,
  {
    maxAgeMs = CONTENT_VERSION_MAX_AGE_MS,
    now = () => Date.now(),
  }: {
    maxAgeMs?: number;
    /** The clock (ms since the epoch): tests move it to make scheduled news come due. */
    now?: () => number;
  } = {},
): ContentVersions {
  const read = db
    .select({ version: contentVersion.version })
    .from(contentVersion)
    .where(eq(contentVersion.id, 1))
    .prepare();
  const scheduled = createScheduledPublishing(db);
  let known: { version: string; until: number; next: number | null } | undefined;
  // One read of the database at a time: the requests that find the version stale together wait
  // for the same read instead of each making its own.
  let refreshing: Promise<string> | undefined;

  const remember = async (version: number | undefined) => {
    const text = String(version ?? 0);
    const next = await scheduled.nextPublishAt();
    // Never reused past the next scheduled time: the item goes out on the first read after it.
    known = { version: text, until: Math.min(now() + maxAgeMs, next ?? Infinity), next };
    return text;
  };
  const bump = async () => {
    const [row] = await db
      .insert(contentVersion)
      .values({ id: 1, version: 1 })
      .onConflictDoUpdate({
        target: contentVersion.id,
        set: { version: sql`${contentVersion.version} + 1` },
      })
      .returning({ version: contentVersion.version });
    return remember(row?.version);
  };
  const publishDue = async () => {
    const published = await scheduled.publishDue(now());
    if (published > 0) await bump();
    return published;
  };
  const refresh = async () => {
    const [row] = await read.all();
    let version = await remember(row?.version);
    if (known!.next !== null && known!.next <= now()) {
      await publishDue();
      version = known!.version;
    }
    return version;
  };
  const current = async () => {
    if (known && now() < known.until) return known.version;
    refreshing ??= refresh().finally(() => (refreshing = undefined));
    return refreshing;
  };

  return {
    current,
    bump,
    publishDue,
    async nextPublishAt() {
      if (!known) await current();
      return known!.next;
    },
    known() {
      return known && now() < known.until ? { version: known.version, nextPublishAt: known.next } : undefined;
    },
  };
}
