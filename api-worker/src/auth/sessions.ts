/**
 * Staff sessions: the browser holds a random 32-byte token in the HttpOnly cookie `sid`; the
 * database holds only its SHA-256, so a copy of the table cannot be replayed as cookies. WebCrypto
 * only, so that it runs on Node and workerd alike.
 */
import { and, eq, lte, ne } from 'drizzle-orm';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { Usuario } from '@portal/contracts';
import type { AppDatabase } from '../db/database.ts';
import { toHex } from '../db/ids.ts';
import { SESSION_COOKIE } from '../http/session-cookie.ts';
import { sessions, usuarios } from '../db/schema.ts';
import { toUsuario } from './users.repository.ts';

export { SESSION_COOKIE };
/** A session lasts 8 hours from login (a working day), in the cookie and in the database alike. */
export const SESSION_TTL_SECONDS = 8 * 60 * 60;

const TOKEN_BYTES = 32;
/** 32 bytes in unpadded base64url. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export interface OpenedSession {
  token: string;
  id: string;
  expiresAt: Date;
}

export interface SessionOfRequest {
  id: string;
  user: Usuario;
}

/** Opens a session for `userId`: the token goes to the cookie, its hash to the database. */
export async function createSession(
  db: AppDatabase,
  userId: string,
  now = new Date(),
): Promise<OpenedSession> {
  const token = toBase64Url(crypto.getRandomValues(new Uint8Array(TOKEN_BYTES)));
  const id = await sessionIdOf(token);
  const expiresAt = new Date(now.getTime() + SESSION_TTL_SECONDS * 1000);
  await db.insert(sessions).values({
    id,
    user_id: userId,
    expires_at: expiresAt.toISOString(),
    created_at: now.toISOString(),
  });
  return { token, id, expiresAt };
}

/** The session and its user named by the request's cookie; undefined when absent, unknown or expired. */
export async function findRequestSession(
  db: AppDatabase,
  c: Context,
  now = new Date(),
): Promise<SessionOfRequest | undefined> {
  const token = getCookie(c, SESSION_COOKIE);
  if (!token || !TOKEN_PATTERN.test(token)) return undefined;
  const id = await sessionIdOf(token);
  const [row] = await db
    .select({ user: usuarios, expiresAt: sessions.expires_at })
    .from(sessions)
    .innerJoin(usuarios, eq(sessions.user_id, usuarios._id))
    .where(eq(sessions.id, id))
    .limit(1);
  if (!row) return undefined;
  if (row.expiresAt <= now.toISOString()) {
    await db.delete(sessions).where(eq(sessions.id, id));
    return undefined;
  }
  return { id, user: toUsuario(row.user) };
}

/** Ends the session a cookie token names (nothing happens for an unknown token). */
export async function deleteSessionByToken(db: AppDatabase, token: string): Promise<void> {
  if (!TOKEN_PATTERN.test(token)) return;
  await db.delete(sessions).where(eq(sessions.id, await sessionIdOf(token)));
}

/** Ends every session of a user but `exceptId` (the one making the change, when it is theirs). */
export async function deleteUserSessions(db: AppDatabase, userId: string, exceptId?: string): Promise<void> {
  await db
    .delete(sessions)
    .where(
      exceptId ? and(eq(sessions.user_id, userId), ne(sessions.id, exceptId)) : eq(sessions.user_id, userId),
    );
}

/** Drops expired sessions; called now and then (on login) so the table does not grow forever. */
export async function sweepExpiredSessions(db: AppDatabase, now = new Date()): Promise<void> {
  await db.delete(sessions).where(lte(sessions.expires_at, now.toISOString()));
}

/**
 * The session cookie: HttpOnly (no script reads it), SameSite=Lax (cross-site subrequests and
 * form posts do not carry it), Path=/, Max-Age equal to the database expiry, and Secure when the
 * request came over https. X-Forwarded-Proto is believed for that flag alone: forging it can only
 * make the sender's own cookie stricter.
 */
export function setSessionCookie(c: Context, token: string): void {
  setCookie(c, SESSION_COOKIE, token, { ...cookieAttributes(c), maxAge: SESSION_TTL_SECONDS });
}

export function clearSessionCookie(c: Context): void {
  setCookie(c, SESSION_COOKIE, '', { ...cookieAttributes(c), maxAge: 0 });
}

export function sessionTokenOf(c: Context): string | undefined {
  return getCookie(c, SESSION_COOKIE);
}

function cookieAttributes(c: Context) {
  const forwardedProto = c.req.header('X-Forwarded-Proto')?.split(',')[0]?.trim().toLowerCase();
  const secure = new URL(c.req.url).protocol === 'https:' || forwardedProto === 'https';
  return { httpOnly: true, sameSite: 'Lax', path: '/', secure } as const;
}

async function sessionIdOf(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return toHex(new Uint8Array(digest));
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
