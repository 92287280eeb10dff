/**
 * Helpers for the tests inside workerd (`*.workers.test.ts`): calls through the worker entry, the
 * database over Hrana as the worker reaches it, and staff members with a session written there
 * (no login: the password hashing would only slow the tests down).
 */
import { createClient } from '@libsql/client/web';
import type { Privilege } from '@portal/contracts';
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { drizzle } from 'drizzle-orm/libsql/web';
import { expect } from 'vitest';
import { SESSION_COOKIE, createSession } from '../src/auth/sessions.ts';
import { newObjectId } from '../src/db/ids.ts';
import * as schema from '../src/db/schema.ts';
import worker from '../src/worker.ts';

/** A request to the worker entry, answered once the work it left running (waitUntil) is done. */
export async function call(path: string, init: RequestInit = {}): Promise<Response> {
  const ctx = createExecutionContext();
  const response = await worker.fetch(new Request(`https://portal.example${path}`, init), env, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

/** A client of the test database over Hrana and its Drizzle handle; close `client` when done. */
export function workersDatabase() {
  const client = createClient({ url: env.DATABASE_URL });
  return { client, db: drizzle(client, { schema }) };
}

/** A staff member holding `privilegios` and a fresh session: the `Cookie` header value for it. */
export async function staffCookie(
  privilegios: Privilege[],
  {
    username = `staff-${newObjectId()}`,
    nombre = 'Eva',
    apellido = 'Sosa',
    foto = '',
  }: { username?: string; nombre?: string; apellido?: string; foto?: string } = {},
): Promise<string> {
  // The first call migrates the database: the user can only be written after it.
  expect((await call('/api/health')).status).toBe(200);
  const { client, db } = workersDatabase();
  const _id = newObjectId();
  await db.insert(schema.usuarios).values({
    _id,
    nombre,
    apellido,
    email: `${username}@portal-noticias.example`,
    username,
    foto,
    password_hash: 'sin-clave',
    privilegios,
    created_at: new Date().toISOString(),
  });
  const { token } = await createSession(db, _id);
  client.close();
  return `${SESSION_COOKIE}=${token}`;
}
