/**
 * The login's device cookie (DESIGN §5, issue 23 item 2). A browser that logged in successfully
 * gets `portal_dispositivo`: the user's id, a random device id and when it was issued, signed
 * with HMAC-SHA256 under a key derived from SESSION_SECRET (or, when that is unset, a random key
 * the server keeps in the database, shared by every instance). It is no credential: it only lets
 * that browser log in as that user while its address is locked by other people's failures. Its
 * own failures are counted per device (auth/login-attempts.ts), so a copied cookie buys an
 * attacker no more guesses than the address limits would. HttpOnly, SameSite=Strict, sent only
 * to POST /api/login. WebCrypto only: the same on Node and workerd.
 */
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { AppDatabase } from '../db/database.ts';
import { toHex } from '../db/ids.ts';
import { serverKeys } from '../db/schema.ts';

export const DEVICE_COOKIE = 'portal_dispositivo';
/** How long a browser stays known after its last successful login. */
export const DEVICE_TTL_SECONDS = 180 * 24 * 60 * 60;
const KEY_NAME = 'dispositivo-login';

export interface LoginDevice {
  userId: string;
  deviceId: string;
}

export interface DeviceCookies {
  /** The device the request's cookie names, when its signature holds and it has not expired. */
  read(c: Context, now?: Date): Promise<LoginDevice | undefined>;
  /** Sets (or renews) the cookie after a successful login of `userId`. */
  issue(c: Context, device: LoginDevice, now?: Date): Promise<void>;
}

export function createDeviceCookies(db: AppDatabase, sessionSecret?: string): DeviceCookies {
  let key: Promise<CryptoKey> | undefined;
  const signingKey = () => {
    key ??= (sessionSecret ? keyFromSecret(sessionSecret) : keyFromDatabase(db)).catch((error: unknown) => {
      key = undefined;
      throw error;
    });
    return key;
  };
  return {
    async read(c, now = new Date()) {
      const value = getCookie(c, DEVICE_COOKIE);
      const match = value && /^([0-9a-f]{24})\.([0-9a-f]{32})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(value);
      if (!match) return undefined;
      const [, userId = '', deviceId = '', issued = '', signature = ''] = match;
      const age = now.getTime() / 1000 - Number(issued);
      if (age < -300 || age > DEVICE_TTL_SECONDS) return undefined;
      const expected = await sign(await signingKey(), `${userId}.${deviceId}.${issued}`);
      return constantTimeEqual(expected, signature) ? { userId, deviceId } : undefined;
    },
    async issue(c, { userId, deviceId }, now = new Date()) {
      const issued = String(Math.floor(now.getTime() / 1000));
      const payload = `${userId}.${deviceId}.${issued}`;
      const forwardedProto = c.req.header('X-Forwarded-Proto')?.split(',')[0]?.trim().toLowerCase();
      setCookie(c, DEVICE_COOKIE, `${payload}.${await sign(await signingKey(), payload)}`, {
        httpOnly: true,
        sameSite: 'Strict',
        path: '/api/login',
        secure: new URL(c.req.url).protocol === 'https:' || forwardedProto === 'https',
        maxAge: DEVICE_TTL_SECONDS,
      });
    },
  };
}

/** A new device id: 16 random bytes, hex. */
export function newDeviceId(): string {
  return toHex(crypto.getRandomValues(new Uint8Array(16)));
}

async function keyFromSecret(secret: string): Promise<CryptoKey> {
  // Its own key, derived for this use alone: the secret itself signs nothing.
  const material = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${KEY_NAME}\0${secret}`));
  return importHmacKey(new Uint8Array(material));
}

function keyFromDatabase(db: AppDatabase): Promise<CryptoKey> {
  return serverHmacKey(db, KEY_NAME);
}

/**
 * An HMAC-SHA256 key the server makes for itself, named `name`, kept in `server_keys` and so
 * the same for every instance on the database.
 */
export async function serverHmacKey(db: AppDatabase, name: string): Promise<CryptoKey> {
  const read = async () =>
    (await db.select().from(serverKeys).where(eq(serverKeys.nombre, name)).limit(1))[0]?.valor;
  let hex = await read();
  if (!hex) {
    // Two instances starting together: the first write stands, both read it back.
    const fresh = toHex(crypto.getRandomValues(new Uint8Array(32)));
    await db.insert(serverKeys).values({ nombre: name, valor: fresh }).onConflictDoNothing();
    hex = (await read()) ?? fresh;
  }
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i += 1) bytes[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return importHmacKey(bytes);
}

function importHmacKey(bytes: Uint8Array<ArrayBuffer>): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', bytes, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
}

/** HMAC-SHA256 of `payload`, unpadded base64url. */
export async function sign(key: CryptoKey, payload: string): Promise<string> {
  const signature = new Uint8Array(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(payload)));
  let binary = '';
  for (const byte of signature) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function constantTimeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i += 1) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}
