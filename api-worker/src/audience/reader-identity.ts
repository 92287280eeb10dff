import { toArgentinaDate } from '@portal/contracts';
import { eq, lt } from 'drizzle-orm';
import type { AppDatabase } from '../db/database.ts';
import { toHex } from '../db/ids.ts';
import { lectoresSales, medicionLotes } from '../db/schema.ts';

/** A day's salt, and the ledger of written batches, are deleted this long after they were made. */
export const SALT_LIFETIME_MS = 48 * 60 * 60 * 1000;

export interface Reader {
  /** A keyed hash of (site, address, user agent) with the day's salt: 32 hex characters. */
  lector: string;
  /** The Argentine calendar day the salt belongs to (`YYYY-MM-DD`). */
  dia: string;
}

export interface ReaderIdentity {
  /** The reader a request stands for, under the salt of today (Argentina's calendar). */
  readerOf(request: { address: string | undefined; userAgent: string; site: string }): Promise<Reader>;
  /** Deletes salts (and batch ids) older than 48 h; the runtimes' timers call it every minute. */
  purgeExpired(): Promise<void>;
}

/** Deletes the salts, and the ids of written batches, made more than 48 h before `now`. */
export async function purgeExpiredSalts(db: AppDatabase, now: number): Promise<void> {
  const before = now - SALT_LIFETIME_MS;
  await db.batch([
    db.delete(lectoresSales).where(lt(lectoresSales.creada_en, before)),
    db.delete(medicionLotes).where(lt(medicionLotes.escrito_en, before)),
  ]);
}

/**
 * Readers without cookies (DESIGN §14): a reader is HMAC-SHA256(salt of the day; site, address,
 * user agent), cut to 128 bits. The salt is random, one per Argentine day, shared by every process
 * and isolate through the database (the first to need it makes it), held in memory for the day,
 * and deleted 48 h after it was made: from then on nobody, the portal included, can tell whose
 * hash a row holds. The address itself is never stored.
 */
export function createReaderIdentity(db: AppDatabase, { now }: { now: () => number }): ReaderIdentity {
  let today: { dia: string; key: Promise<CryptoKey> } | undefined;

  const purgeExpired = () => purgeExpiredSalts(db, now());

  async function loadKey(dia: string): Promise<CryptoKey> {
    const fresh = toHex(crypto.getRandomValues(new Uint8Array(32)));
    // Whoever comes first makes the day's salt; everyone reads the one that was kept.
    await db.insert(lectoresSales).values({ dia, sal: fresh, creada_en: now() }).onConflictDoNothing();
    await purgeExpired();
    const [row] = await db
      .select({ sal: lectoresSales.sal })
      .from(lectoresSales)
      .where(eq(lectoresSales.dia, dia));
    if (!row) throw new Error(`The salt of ${dia} was not kept.`);
    const bytes = new Uint8Array(row.sal.match(/../g)!.map((pair) => parseInt(pair, 16)));
    return crypto.subtle.importKey('raw', bytes, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  }

  function keyOf(dia: string): Promise<CryptoKey> {
    if (today?.dia === dia) return today.key;
    const key = loadKey(dia);
    today = { dia, key };
    // A failed read (the database away) is tried again by the next request.
    key.catch(() => {
      if (today?.key === key) today = undefined;
    });
    return key;
  }

  return {
    async readerOf({ address, userAgent, site }) {
      const dia = toArgentinaDate(new Date(now()));
      const key = await keyOf(dia);
      const text = new TextEncoder().encode(`${site}\n${address ?? ''}\n${userAgent}`);
      const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, text));
      return { lector: toHex(mac.subarray(0, 16)), dia };
    },
    purgeExpired,
  };
}
