import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readAllowedOrigins } from '../config/config.ts';
import { loginAttempts, usuarios } from '../db/schema.ts';
import { ORIGIN_REFUSED_MESSAGE } from '../http/messages.ts';
import {
  createStaffTestApp,
  insertStaffUser,
  jsonCall,
  sessionCookieFor,
  type TestStaffUser,
} from '../../test-support/staff-access.ts';

type TestApp = Awaited<ReturnType<typeof createStaffTestApp>>;

describe('Origin check on unsafe /api/ calls', () => {
  let t: TestApp;
  let admin: TestStaffUser;
  let cookie: string;

  beforeEach(async () => {
    t = await createStaffTestApp({ allowedOrigins: ['https://portal.example'] });
    admin = await insertStaffUser(t.db, {
      username: 'admin',
      privilegios: ['usuarios'],
      password: 'admin-portal',
    });
    cookie = await sessionCookieFor(t.db, admin._id);
  });
  afterEach(() => t.close());

  const rename = (headers: Record<string, string>, url = 'http://localhost/api/usuario') =>
    t.app.request(url, jsonCall('PUT', { id: admin._id, nombre: 'Cambiado' }, { cookie, headers }));

  const nombre = async () => (await t.db.select({ nombre: usuarios.nombre }).from(usuarios))[0]?.nombre;

  it('refuses a JSON call with a foreign Origin with 403 { msg }, before anything happens', async () => {
    const response = await rename({ Origin: 'https://evil.example' });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ msg: ORIGIN_REFUSED_MESSAGE });
    expect(await nombre()).toBe('Nombre admin');
  });

  it('refuses a foreign login (no attempt is even counted)', async () => {
    const response = await t.app.request(
      '/api/login',
      jsonCall(
        'POST',
        { username: 'admin', contraseña: 'x' },
        { headers: { Origin: 'https://evil.example' } },
      ),
    );
    expect(response.status).toBe(403);
    expect(await t.db.select().from(loginAttempts)).toEqual([]);
  });

  it('refuses every unsafe method and content type, and the opaque origin "null"', async () => {
    const foreign = { Origin: 'https://evil.example' };
    for (const init of [
      { method: 'POST', headers: { ...foreign, 'Content-Type': 'text/plain' }, body: '{}' },
      { method: 'DELETE', headers: foreign },
      { method: 'PATCH', headers: foreign },
      { method: 'PUT', headers: { Origin: 'null', 'Content-Type': 'application/json' }, body: '{}' },
      {
        method: 'POST',
        headers: { ...foreign, 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'a=1',
      },
    ]) {
      const response = await t.app.request('/api/usuario/' + admin._id, {
        ...init,
        headers: { ...init.headers, Cookie: cookie },
      });
      expect(response.status, `${init.method} ${JSON.stringify(init.headers)}`).toBe(403);
    }
  });

  it('accepts the portal’s own origin and the configured extra origins', async () => {
    expect((await rename({ Origin: 'http://localhost' })).status).toBe(200);
    expect((await rename({ Origin: 'https://portal.example' })).status).toBe(200);
    expect(
      (await rename({ Origin: 'https://portal.example' }, 'http://10.0.0.5:8080/api/usuario')).status,
    ).toBe(200);
    // Same host, other port or scheme: another origin.
    expect((await rename({ Origin: 'http://localhost:3004' })).status).toBe(403);
    expect((await rename({ Origin: 'https://localhost' })).status).toBe(403);
  });

  it('without Origin, goes by Sec-Fetch-Site: same-origin and none pass, other sites do not', async () => {
    expect((await rename({})).status).toBe(200);
    expect((await rename({ 'Sec-Fetch-Site': 'same-origin' })).status).toBe(200);
    expect((await rename({ 'Sec-Fetch-Site': 'none' })).status).toBe(200);
    expect((await rename({ 'Sec-Fetch-Site': 'cross-site' })).status).toBe(403);
    expect((await rename({ 'Sec-Fetch-Site': 'same-site' })).status).toBe(403);
  });

  it('leaves safe methods alone', async () => {
    const response = await t.app.request('/api/usuarios', {
      headers: { Cookie: cookie, Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
    });
    expect(response.status).toBe(200);
  });
});

describe('ALLOWED_ORIGINS', () => {
  it('reads comma-separated origins, normalized, and refuses anything that is not one', () => {
    expect(readAllowedOrigins(undefined)).toEqual([]);
    expect(readAllowedOrigins(' https://Portal.Example/ , http://localhost:8080 ')).toEqual([
      'https://portal.example',
      'http://localhost:8080',
    ]);
    expect(() => readAllowedOrigins('portal.example')).toThrow(/ALLOWED_ORIGINS/);
  });
});
