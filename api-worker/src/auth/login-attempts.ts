/**
 * The brute-force limit of POST /api/login (docs/security.md): 5 failures for one username from one
 * address within 15 minutes, or 50 from one address, and the next attempts answer 429 until the
 * window has passed. Counted in the database, so every instance (Node process, worker isolate)
 * sees the same numbers.
 *
 * An attempt is recorded BEFORE its password is checked and counted together with the others:
 * a burst of parallel guesses cannot all see "0 failures so far". It is erased again when it
 * succeeds (with that username's earlier failures from the address) or when it is refused.
 */
import { and, count, desc, eq, gt, lt } from 'drizzle-orm';
import type { AppDatabase } from '../db/database.ts';
import { loginAttempts } from '../db/schema.ts';

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_USERNAME_AND_ADDRESS = 5;
export const MAX_FAILURES_PER_ADDRESS = 50;

export interface LoginAttemptKey {
  /** Lower-cased, as usernames are unique whatever their case. */
  username: string;
  /** addressKey() of the client's address. */
  address: string;
}

export type LoginAttemptStart = { blocked: false } | { blocked: true; retryAfterSeconds: number };

export async function startLoginAttempt(
  db: AppDatabase,
  key: LoginAttemptKey,
  now = new Date(),
): Promise<LoginAttemptStart> {
  const since = new Date(now.getTime() - LOGIN_WINDOW_MS).toISOString();
  const [, inserted] = await db.batch([
    // Opportunistic sweep: whatever left the window counts no more.
    db.delete(loginAttempts).where(lt(loginAttempts.created_at, since)),
    db
      .insert(loginAttempts)
      .values({ ...key, created_at: now.toISOString() })
      .returning({ id: loginAttempts.id }),
  ]);
  const attemptId = inserted[0]?.id;

  const recent = (...conditions: Parameters<typeof and>) =>
    and(gt(loginAttempts.created_at, since), ...conditions);
  const sameUsernameAndAddress = recent(
    eq(loginAttempts.username, key.username),
    eq(loginAttempts.address, key.address),
  );
  const sameAddress = recent(eq(loginAttempts.address, key.address));
  const [[perUsername], [perAddress]] = await db.batch([
    db.select({ n: count() }).from(loginAttempts).where(sameUsernameAndAddress),
    db.select({ n: count() }).from(loginAttempts).where(sameAddress),
  ]);
  // The counts include this attempt: it may go on when the earlier ones are under the limit.
  const overUsername = (perUsername?.n ?? 0) > MAX_FAILURES_PER_USERNAME_AND_ADDRESS;
  const overAddress = (perAddress?.n ?? 0) > MAX_FAILURES_PER_ADDRESS;
  if (!overUsername && !overAddress) return { blocked: false };

  // A refused attempt is no failure: hammering on does not push the end of the block away.
  if (attemptId !== undefined) await db.delete(loginAttempts).where(eq(loginAttempts.id, attemptId));
  // Free again once the failure that filled the limit leaves the window.
  const [filling] = await db
    .select({ created_at: loginAttempts.created_at })
    .from(loginAttempts)
    .where(overUsername ? sameUsernameAndAddress : sameAddress)
    .orderBy(desc(loginAttempts.created_at))
    .limit(1)
    .offset((overUsername ? MAX_FAILURES_PER_USERNAME_AND_ADDRESS : MAX_FAILURES_PER_ADDRESS) - 1);
  const freeAt = filling ? Date.parse(filling.created_at) + LOGIN_WINDOW_MS : now.getTime();
  return { blocked: true, retryAfterSeconds: Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000)) };
}

/** A successful login forgets that username's failures from that address (and itself). */
export async function clearLoginFailures(db: AppDatabase, key: LoginAttemptKey): Promise<void> {
  await db
    .delete(loginAttempts)
    .where(and(eq(loginAttempts.username, key.username), eq(loginAttempts.address, key.address)));
}
