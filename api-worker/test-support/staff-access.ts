/**
 * Helpers for the staff-access tests: an app whose client address comes from a test header,
 * staff users written straight into the database, and sessions opened without the cost of a login.
 */
import type { Privilege } from '@portal/contracts';
import { createApp } from '../src/app.ts';
import { readAppConfig } from '../src/config/config.ts';
import type { AppDatabase } from '../src/db/database.ts';
import { newObjectId } from '../src/db/ids.ts';
import { usuarios } from '../src/db/schema.ts';
import { createMemoryMediaStore } from '../src/media/memory-media-store.ts';
import { createTestDatabase } from './create-test-app.ts';
import { NO_PASSWORD_HASH, hashPassword } from '../src/auth/password.ts';
import { SESSION_COOKIE, createSession } from '../src/auth/sessions.ts';

/** The header the test app takes the client's address from (the runtimes never read it). */
export const TEST_ADDRESS_HEADER = 'X-Test-Client-Address';

export async function createStaffTestApp(options: { allowedOrigins?: string[] } = {}) {
  const db = await createTestDatabase();
  const app = createApp({
    db,
    media: createMemoryMediaStore(),
    config: { ...readAppConfig({}), allowedOrigins: options.allowedOrigins ?? [] },
    clientAddress: (c) => c.req.header(TEST_ADDRESS_HEADER),
  });
  return { app, db, close: () => db.$client.close() };
}

export interface TestStaffUser {
  _id: string;
  username: string;
  password?: string;
}

/** The last created_at given: users written one after another never share a millisecond. */
let lastCreatedAt = 0;
const nextCreatedAt = () => new Date((lastCreatedAt = Math.max(Date.now(), lastCreatedAt + 1))).toISOString();

/** Writes a user; without `password` they have none (cannot log in). */
export async function insertStaffUser(
  db: AppDatabase,
  {
    username,
    privilegios = [],
    password,
  }: { username: string; privilegios?: Privilege[]; password?: string },
): Promise<TestStaffUser> {
  const _id = newObjectId();
  await db.insert(usuarios).values({
    _id,
    nombre: `Nombre ${username}`,
    apellido: `Apellido ${username}`,
    email: `${username}@portal-noticias.example`,
    username,
    foto: `/media/usuarios/${_id}.jpg`,
    password_hash: password ? await hashPassword(password) : NO_PASSWORD_HASH,
    privilegios,
    created_at: nextCreatedAt(),
  });
  return { _id, username, ...(password ? { password } : {}) };
}

/** A `Cookie` header value for a fresh session of `userId`. */
export async function sessionCookieFor(db: AppDatabase, userId: string): Promise<string> {
  const { token } = await createSession(db, userId);
  return `${SESSION_COOKIE}=${token}`;
}

/** The `sid=<token>` pair a response sets, for the next request's Cookie header. */
export function sessionCookieOf(response: Response): string {
  const setCookie = response.headers.get('Set-Cookie') ?? '';
  const pair = setCookie.split(';')[0] ?? '';
  if (!pair.startsWith(`${SESSION_COOKIE}=`)) throw new Error(`No session cookie in: ${setCookie}`);
  return pair;
}

/** Request options for a JSON call; `cookie` and extra headers optional. */
export function jsonCall(
  method: string,
  body?: unknown,
  { cookie, headers = {} }: { cookie?: string; headers?: Record<string, string> } = {},
): RequestInit {
  return {
    method,
    headers: {
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(cookie ? { Cookie: cookie } : {}),
      ...headers,
    },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  };
}
