/**
 * The brute-force limit of POST /api/login (docs/security.md): 5 failures for one username from one
 * address within 15 minutes, or 50 from one address, and the next attempts answer 429 until the
 * window has passed. Counted in the database, so every instance (Node process, worker isolate)
 * sees the same numbers. A browser with a valid device cookie of the user it logs in as
 * (auth/device-cookie.ts) is limited by its own failures instead: 5 per device in the window,
 * whatever other people did from its address; its failures still count for the address too.
 *
 * An attempt is recorded BEFORE its password is checked and counted together with the others:
 * a burst of parallel guesses cannot all see "0 failures so far". It is erased again when it
 * succeeds (with that username's earlier failures from the address) or when it is refused.
 */
import { and, count, desc, eq, gt, lt, or } from 'drizzle-orm';
import type { AppDatabase } from '../db/database.ts';
import { loginAttempts } from '../db/schema.ts';

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_USERNAME_AND_ADDRESS = 5;
export const MAX_FAILURES_PER_ADDRESS = 50;
export const MAX_FAILURES_PER_DEVICE = 5;

export interface LoginAttemptKey {
  /** Lower-cased, as usernames are unique whatever their case. */
  username: string;
  /** addressKey() of the client's address. */
  address: string;
  /** The device id of a valid device cookie naming the user tried (auth/device-cookie.ts). */
  device?: string;
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
      .values({ ...key, device: key.device ?? null, created_at: now.toISOString() })
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
  const sameDevice = key.device ? recent(eq(loginAttempts.device, key.device)) : undefined;
  // Which counter decides: the device's own for a known browser, else the address's two.
  const limits = sameDevice
    ? [{ where: sameDevice, max: MAX_FAILURES_PER_DEVICE }]
    : [
        { where: sameUsernameAndAddress, max: MAX_FAILURES_PER_USERNAME_AND_ADDRESS },
        { where: sameAddress, max: MAX_FAILURES_PER_ADDRESS },
      ];
  let over: (typeof limits)[number] | undefined;
  for (const limit of limits) {
    const [counted] = await db.select({ n: count() }).from(loginAttempts).where(limit.where);
    // The count includes this attempt: it may go on when the earlier ones are under the limit.
    if ((counted?.n ?? 0) > limit.max) {
      over = limit;
      break;
    }
  }
  if (!over) return { blocked: false };

  // A refused attempt is no failure: hammering on does not push the end of the block away.
  if (attemptId !== undefined) await db.delete(loginAttempts).where(eq(loginAttempts.id, attemptId));
  // Free again once the failure that filled the limit leaves the window.
  const [filling] = await db
    .select({ created_at: loginAttempts.created_at })
    .from(loginAttempts)
    .where(over.where)
    .orderBy(desc(loginAttempts.created_at))
    .limit(1)
    .offset(over.max - 1);
  const freeAt = filling ? Date.parse(filling.created_at) + LOGIN_WINDOW_MS : now.getTime();
  return { blocked: true, retryAfterSeconds: Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000)) };
}

/**
 * A successful login forgets that username's failures from that address (and itself), and those
 * of its device.
 */
export async function clearLoginFailures(db: AppDatabase, key: LoginAttemptKey): Promise<void> {
  const sameUsernameAndAddress = and(
    eq(loginAttempts.username, key.username),
    eq(loginAttempts.address, key.address),
  );
  await db
    .delete(loginAttempts)
    .where(
      key.device ? or(sameUsernameAndAddress, eq(loginAttempts.device, key.device)) : sameUsernameAndAddress,
    );
}
