import { eq, sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/database.ts';
import { contentVersion } from '../db/schema.ts';
import { createScheduledPublishing } from './scheduled-publishing.ts';

/**
 * How long a process or isolate reuses the version it read without asking again. Its own writes
 * update it at once.
 */
export const CONTENT_VERSION_MAX_AGE_MS = 1_000;
/**
 * After CONTENT_VERSION_MAX_AGE_MS and up to this age, the version known is still answered at once
 * while one read refreshes it behind the request (stale-while-revalidate, DESIGN §13): a busy
 * instance never makes a reader wait on the database, and another instance's write shows within
 * this time at worst (within about a second while requests keep coming).
 */
export const CONTENT_VERSION_HOLD_MS = 5_000;
/** A refresh still running after this long is given up (its isolate's request may have gone). */
const REFRESH_GIVEN_UP_MS = 3_000;

/**
 * Keeps a read started behind a request alive after the request has been answered: on Workers the
 * request's `ctx.waitUntil` (without it workerd may cancel the read once the answer has gone);
 * on Node nothing is needed, the process stays.
 */
export type KeepAlive = (work: Promise<unknown>) => void;

export interface ContentVersions {
  /**
   * The current version ('0' before any staff write). Reading it publishes the scheduled news
   * that have come due (and bumps it), so that no public answer is made, keyed or cached with a
   * version that predates them. `keepAlive` is given the read it may start behind the request.
   */
  current(keepAlive?: KeepAlive): Promise<string>;
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
   * (read less than `holdMs` ago — past `maxAgeMs` a refresh starts behind — and before the next
   * scheduled time); undefined otherwise.
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
    holdMs = Math.max(maxAgeMs, CONTENT_VERSION_HOLD_MS),
    now = () => Date.now(),
  }: {
    maxAgeMs?: number;
    holdMs?: number;
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
  /** `fresh`: reused as is; `held`: answered at once while a refresh runs. */
  let known: { version: string; fresh: number; held: number; next: number | null } | undefined;
  // One read of the database at a time: the requests that find the version stale together wait
  // for the same read instead of each making its own. A read started behind a request is never
  // waited for by another: on Workers it belongs to the request that started it, and once that
  // request has ended workerd may cancel it without settling it (a waiter would hang).
  let waited: Promise<string> | undefined;
  let behind: { read: Promise<string>; since: number } | undefined;

  const remember = async (version: number | undefined) => {
    const text = String(version ?? 0);
    const next = await scheduled.nextPublishAt();
    // Never reused past the next scheduled time: the item goes out on the first read after it.
    const read = now();
    const due = next ?? Infinity;
    known = {
      version: text,
      fresh: Math.min(read + maxAgeMs, due),
      held: Math.min(read + holdMs, due),
      next,
    };
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
  /** A read that this request waits for, shared with the others that wait now. */
  const waitForRead = () => {
    waited ??= refresh().finally(() => (waited = undefined));
    return waited;
  };
  /** A read behind the request, unless one is running (or was given up on after a while). */
  const readBehind = (keepAlive?: KeepAlive) => {
    if (waited || (behind && now() - behind.since < REFRESH_GIVEN_UP_MS)) return;
    const entry = { read: refresh(), since: now() };
    behind = entry;
    const settled = entry.read
      // The refresh's failure (the database away) keeps what is known until `held` ends.
      .catch(() => undefined)
      .finally(() => {
        if (behind === entry) behind = undefined;
      });
    keepAlive?.(settled);
  };
  /** The version that may be answered now without waiting, refreshing it behind if it is aging. */
  const held = (keepAlive?: KeepAlive) => {
    if (!known) return undefined;
    const at = now();
    if (at < known.fresh) return known;
    if (at >= known.held) return undefined;
    readBehind(keepAlive);
    return known;
  };
  const current = async (keepAlive?: KeepAlive) => held(keepAlive)?.version ?? waitForRead();

  return {
    current,
    bump,
    publishDue,
    async nextPublishAt() {
      if (!known) await current();
      return known!.next;
    },
    known() {
      const kept = held();
      return kept ? { version: kept.version, nextPublishAt: kept.next } : undefined;
    },
  };
}
