import { createClient } from '@libsql/client/web';
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { drizzle } from 'drizzle-orm/libsql/web';
import { describe, expect, it } from 'vitest';
import { newObjectId } from '../db/ids.ts';
import * as schema from '../db/schema.ts';
import { hashPassword } from './password.ts';
import worker from '../worker.ts';

async function call(path: string, init: RequestInit = {}): Promise<Response> {
  const ctx = createExecutionContext();
  const response = await worker.fetch(new Request(`https://portal.example${path}`, init), env, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

describe('staff login through the worker entry (inside workerd)', () => {
  it('logs in with a PBKDF2 password, sets a Secure session cookie, and /api/session answers the user', async () => {
    // The first request migrates the database the worker talks to; then a user is written there.
    expect((await call('/api/health')).status).toBe(200);
    const client = createClient({ url: env.DATABASE_URL });
    const db = drizzle(client, { schema });
    const _id = newObjectId();
    await db.insert(schema.usuarios).values({
      _id,
      nombre: 'Julián',
      apellido: 'Paz',
      email: 'redactor-edge@portal-noticias.example',
      username: 'redactor-edge',
      foto: '',
      password_hash: await hashPassword('demo-portal'),
      privilegios: ['noticias'],
      created_at: new Date().toISOString(),
    });

    const login = await call('/api/login', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Origin: 'https://portal.example',
        'CF-Connecting-IP': '203.0.113.9',
      },
      body: JSON.stringify({ username: 'redactor-edge', contraseña: 'demo-portal' }),
    });
    expect(login.status).toBe(200);
    expect(await login.json()).toEqual({ msg: expect.any(String), id: _id });
    // workerd has getSetCookie(); the Workers types of this version do not declare it yet.
    const headers = login.headers as unknown as { getSetCookie(): string[] };
    const [setCookie = '', deviceCookie = ''] = headers.getSetCookie();
    expect(setCookie).toMatch(
      /^sid=[A-Za-z0-9_-]{43}; Max-Age=28800; Path=\/; HttpOnly; Secure; SameSite=Lax$/,
    );
    // The device cookie (issue 23 item 2), signed with the key kept in the database.
    expect(deviceCookie).toMatch(
      new RegExp(
        `^portal_dispositivo=${_id}\\.[0-9a-f]{32}\\.\\d+\\.[A-Za-z0-9_-]{43}; Max-Age=15552000; Path=/api/login; HttpOnly; Secure; SameSite=Strict$`,
      ),
    );

    const session = await call('/api/session', { headers: { Cookie: setCookie.split(';')[0]! } });
    expect(session.status).toBe(200);
    expect(await session.json()).toEqual({
      usuario: expect.objectContaining({
        _id,
        id: _id,
        username: 'redactor-edge',
        privilegios: ['noticias'],
      }),
    });

    // The attempts are counted by the address Cloudflare reports.
    const attempts = await db.select().from(schema.loginAttempts);
    expect(attempts.every((attempt) => attempt.address === '203.0.113.9')).toBe(true);
    expect((await call('/api/session')).status).toBe(401);
    client.close();
  });
});
