import { LOGIN_FAILED_MESSAGE, usuarioSchema } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loginAttempts, sessions } from '../db/schema.ts';
import { createApp } from '../app.ts';
import { readAppConfig } from '../config/config.ts';
import { createMemoryMediaStore } from '../media/memory-media-store.ts';
import { DEVICE_COOKIE, DEVICE_TTL_SECONDS } from './device-cookie.ts';
import {
  LOGIN_WINDOW_MS,
  MAX_FAILURES_PER_ADDRESS,
  MAX_FAILURES_PER_DEVICE,
  MAX_FAILURES_PER_USERNAME_AND_ADDRESS,
} from './login-attempts.ts';
import {
  BODY_TOO_LARGE_MESSAGE,
  LOGGED_IN_MESSAGE,
  LOGGED_OUT_MESSAGE,
  MALFORMED_JSON_MESSAGE,
  NOT_JSON_MESSAGE,
  TOO_MANY_ATTEMPTS_MESSAGE,
  UNAUTHENTICATED_MESSAGE,
} from '../http/messages.ts';
import { SESSION_TTL_SECONDS } from './sessions.ts';
import {
  TEST_ADDRESS_HEADER,
  createStaffTestApp,
  insertStaffUser,
  jsonCall,
  sessionCookieOf,
  type TestStaffUser,
} from '../../test-support/staff-access.ts';

type TestApp = Awaited<ReturnType<typeof createStaffTestApp>>;

const PASSWORD = 'demo-portal';

describe('staff login, session and logout', () => {
  let t: TestApp;
  let redactor: TestStaffUser;

  beforeEach(async () => {
    t = await createStaffTestApp();
    redactor = await insertStaffUser(t.db, {
      username: 'redactor',
      privilegios: ['noticias'],
      password: PASSWORD,
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    t.close();
  });

  const login = (
    username: string,
    contraseña: string,
    address = '203.0.113.7',
    url = '/api/login',
    cookie?: string,
  ) =>
    t.app.request(
      url,
      jsonCall('POST', { username, contraseña }, { headers: { [TEST_ADDRESS_HEADER]: address }, cookie }),
    );

  const session = (cookie?: string) => t.app.request('/api/session', jsonCall('GET', undefined, { cookie }));

  it('logs in, answers { msg, id } with a session cookie, and /api/session returns the user', async () => {
    const response = await login('redactor', PASSWORD);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ msg: LOGGED_IN_MESSAGE, id: redactor._id });

    const current = await session(sessionCookieOf(response));
    expect(current.status).toBe(200);
    expect(current.headers.get('Cache-Control')).toBe('no-store');
    const body = (await current.json()) as { usuario: unknown };
    expect(usuarioSchema.strict().parse(body.usuario)).toMatchObject({
      _id: redactor._id,
      id: redactor._id,
      username: 'redactor',
      privilegios: ['noticias'],
    });
  });

  it('takes the username whatever its case', async () => {
    expect((await login('REDACTOR', PASSWORD)).status).toBe(200);
  });

  it('stores only the SHA-256 of the token', async () => {
    const cookie = sessionCookieOf(await login('redactor', PASSWORD));
    const token = cookie.split('=')[1]!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await t.db.select().from(sessions);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.id).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]!.id).not.toContain(token);
  });

  it('answers the same 400 for an unknown user, a wrong password and a user without password', async () => {
    await insertStaffUser(t.db, { username: 'sinclave' });
    for (const [username, password] of [
      ['nadie', PASSWORD],
      ['redactor', 'otra-clave'],
      ['sinclave', PASSWORD],
    ] as const) {
      const response = await login(username, password);
      expect(response.status).toBe(400);
      expect(response.headers.get('Set-Cookie')).toBeNull();
      expect(await response.json()).toEqual({ msg: LOGIN_FAILED_MESSAGE });
    }
  });

  it('answers 400 { msg } for a missing field or malformed JSON', async () => {
    const missing = await t.app.request('/api/login', jsonCall('POST', { username: 'redactor' }));
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ msg: 'Ingresá usuario y contraseña.' });
    const malformed = await t.app.request('/api/login', jsonCall('POST', '{"username": "redactor",'));
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ msg: MALFORMED_JSON_MESSAGE });
    const notAnObject = await t.app.request('/api/login', jsonCall('POST', '[1, 2]'));
    expect(notAnObject.status).toBe(400);
  });

  it('answers 415 { msg } to credentials that are not sent as JSON', async () => {
    for (const contentType of ['text/plain', 'application/x-www-form-urlencoded']) {
      const response = await t.app.request(
        '/api/login',
        jsonCall(
          'POST',
          { username: 'redactor', contraseña: PASSWORD },
          { headers: { 'Content-Type': contentType } },
        ),
      );
      expect(response.status, contentType).toBe(415);
      expect(await response.json()).toEqual({ msg: NOT_JSON_MESSAGE });
      expect(response.headers.get('Set-Cookie')).toBeNull();
    }
  });

  it('refuses an oversized body with 413 without reading it', async () => {
    const response = await t.app.request(
      '/api/login',
      jsonCall('POST', { username: 'redactor', contraseña: 'x'.repeat(40_000) }),
    );
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ msg: BODY_TOO_LARGE_MESSAGE });
  });

  describe('cookie', () => {
    it('is HttpOnly, SameSite=Lax, Path=/ and lasts 8 hours, without Secure over http', async () => {
      const [setCookie = ''] = (await login('redactor', PASSWORD)).headers.getSetCookie();
      const attributes = setCookie.split(';').map((part) => part.trim());
      expect(attributes).toEqual(
        expect.arrayContaining(['HttpOnly', 'SameSite=Lax', 'Path=/', `Max-Age=${SESSION_TTL_SECONDS}`]),
      );
      expect(SESSION_TTL_SECONDS).toBe(8 * 60 * 60);
      expect(attributes).not.toContain('Secure');
    });

    it('is Secure over https, or behind a proxy that says https', async () => {
      const direct = await login('redactor', PASSWORD, '203.0.113.7', 'https://portal.example/api/login');
      expect(direct.headers.get('Set-Cookie')).toMatch(/; Secure(;|$)/);
      const proxied = await t.app.request(
        '/api/login',
        jsonCall(
          'POST',
          { username: 'redactor', contraseña: PASSWORD },
          { headers: { 'X-Forwarded-Proto': 'https' } },
        ),
      );
      expect(proxied.headers.get('Set-Cookie')).toMatch(/; Secure(;|$)/);
    });

    it('expires in the database when the cookie does', async () => {
      const before = Date.now();
      await login('redactor', PASSWORD);
      const [row] = await t.db.select().from(sessions);
      const lifetime = Date.parse(row!.expires_at) - before;
      expect(lifetime).toBeGreaterThanOrEqual(SESSION_TTL_SECONDS * 1000 - 1000);
      expect(lifetime).toBeLessThanOrEqual(SESSION_TTL_SECONDS * 1000 + 1000);
    });
  });

  it('answers 401 { msg } without a session, and with an unknown or forged cookie (clearing it)', async () => {
    const none = await session();
    expect(none.status).toBe(401);
    expect(await none.json()).toEqual({ msg: UNAUTHENTICATED_MESSAGE });
    expect(none.headers.get('Set-Cookie')).toBeNull();

    for (const cookie of [`sid=${'A'.repeat(43)}`, 'sid=not-a-token', 'sid=']) {
      const forged = await session(cookie);
      expect(forged.status).toBe(401);
      expect(forged.headers.get('Set-Cookie')).toMatch(/^sid=; Max-Age=0;/);
    }
  });

  it('logout deletes the session row and clears the cookie; the old cookie no longer works', async () => {
    const cookie = sessionCookieOf(await login('redactor', PASSWORD));
    const response = await t.app.request('/api/logout', jsonCall('POST', undefined, { cookie }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ msg: LOGGED_OUT_MESSAGE });
    expect(response.headers.get('Set-Cookie')).toMatch(/^sid=; Max-Age=0; Path=\/; HttpOnly; SameSite=Lax/);
    expect(await t.db.select().from(sessions)).toHaveLength(0);
    expect((await session(cookie)).status).toBe(401);
  });

  it('logout without a session still answers 200 and clears the cookie', async () => {
    const response = await t.app.request('/api/logout', { method: 'POST' });
    expect(response.status).toBe(200);
    expect(response.headers.get('Set-Cookie')).toMatch(/^sid=; Max-Age=0/);
  });

  it('a new login from the same browser ends the session it had', async () => {
    const first = sessionCookieOf(await login('redactor', PASSWORD));
    const second = await t.app.request(
      '/api/login',
      jsonCall('POST', { username: 'redactor', contraseña: PASSWORD }, { cookie: first }),
    );
    expect(second.status).toBe(200);
    expect((await session(first)).status).toBe(401);
    expect((await session(sessionCookieOf(second))).status).toBe(200);
  });

  it('rejects an expired session, and deletes its row', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const cookie = sessionCookieOf(await login('redactor', PASSWORD));
    vi.setSystemTime(Date.now() + SESSION_TTL_SECONDS * 1000 - 5_000);
    expect((await session(cookie)).status).toBe(200);
    vi.setSystemTime(Date.now() + 10_000);
    const expired = await session(cookie);
    expect(expired.status).toBe(401);
    expect(expired.headers.get('Set-Cookie')).toMatch(/^sid=; Max-Age=0/);
    expect(await t.db.select().from(sessions)).toHaveLength(0);
  });

  it('sweeps expired sessions of anyone on the next login', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    await login('redactor', PASSWORD);
    await login('redactor', PASSWORD, '198.51.100.1');
    vi.setSystemTime(Date.now() + SESSION_TTL_SECONDS * 1000 + 1000);
    await login('redactor', PASSWORD);
    expect(await t.db.select().from(sessions)).toHaveLength(1);
  });

  describe('brute-force limit', () => {
    const fail = (username = 'redactor', address = '203.0.113.7') => login(username, 'mala-clave', address);

    it(`answers 429 after ${MAX_FAILURES_PER_USERNAME_AND_ADDRESS} failures for one username from one address, even to the right password`, async () => {
      for (let i = 0; i < MAX_FAILURES_PER_USERNAME_AND_ADDRESS; i++) expect((await fail()).status).toBe(400);
      const blocked = await login('redactor', PASSWORD);
      expect(blocked.status).toBe(429);
      expect(await blocked.json()).toEqual({ msg: TOO_MANY_ATTEMPTS_MESSAGE });
      expect(blocked.headers.get('Set-Cookie')).toBeNull();
      const retryAfter = Number(blocked.headers.get('Retry-After'));
      expect(retryAfter).toBeGreaterThan(LOGIN_WINDOW_MS / 1000 - 10);
      expect(retryAfter).toBeLessThanOrEqual(LOGIN_WINDOW_MS / 1000);
      // The same username in another case is the same person.
      expect((await login('Redactor', PASSWORD)).status).toBe(429);
    });

    it('blocks only that username from that address', async () => {
      await insertStaffUser(t.db, { username: 'fotografo', privilegios: ['galeria'], password: PASSWORD });
      for (let i = 0; i < MAX_FAILURES_PER_USERNAME_AND_ADDRESS; i++) await fail();
      expect((await login('redactor', PASSWORD, '198.51.100.20')).status).toBe(200);
      expect((await login('fotografo', PASSWORD)).status).toBe(200);
    });

    it('lets the user in again once the window has passed', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      const start = Date.now();
      for (let i = 0; i < MAX_FAILURES_PER_USERNAME_AND_ADDRESS; i++) {
        vi.setSystemTime(start + i * 60_000);
        await fail();
      }
      // Blocked while all five are within 15 minutes; Retry-After says when the oldest leaves.
      vi.setSystemTime(start + LOGIN_WINDOW_MS - 2000);
      const blocked = await login('redactor', PASSWORD);
      expect(blocked.status).toBe(429);
      expect(blocked.headers.get('Retry-After')).toBe('2');
      vi.setSystemTime(start + LOGIN_WINDOW_MS + 1000);
      expect((await login('redactor', PASSWORD)).status).toBe(200);
    });

    it('does not count refused attempts: hammering on does not extend the block', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      const start = Date.now();
      for (let i = 0; i < MAX_FAILURES_PER_USERNAME_AND_ADDRESS; i++) await fail();
      vi.setSystemTime(start + LOGIN_WINDOW_MS - 60_000);
      for (let i = 0; i < 3; i++) expect((await fail()).status).toBe(429);
      vi.setSystemTime(start + LOGIN_WINDOW_MS + 1000);
      expect((await login('redactor', PASSWORD)).status).toBe(200);
    });

    it('a success forgets the earlier failures of that username and address', async () => {
      for (let i = 0; i < MAX_FAILURES_PER_USERNAME_AND_ADDRESS - 1; i++) await fail();
      expect((await login('redactor', PASSWORD)).status).toBe(200);
      for (let i = 0; i < MAX_FAILURES_PER_USERNAME_AND_ADDRESS; i++) expect((await fail()).status).toBe(400);
      expect((await fail()).status).toBe(429);
    });

    it(`answers 429 after ${MAX_FAILURES_PER_ADDRESS} failures from one address, whatever the usernames`, async () => {
      const address = '192.0.2.44';
      // 49 failures already counted (written directly: 49 logins would take seconds), one more for real.
      const earlier = new Date().toISOString();
      await t.db.insert(loginAttempts).values(
        Array.from({ length: MAX_FAILURES_PER_ADDRESS - 1 }, (_, i) => ({
          username: `usuario${i}`,
          address,
          created_at: earlier,
        })),
      );
      expect((await fail('otro', address)).status).toBe(400);
      expect((await login('redactor', PASSWORD, address)).status).toBe(429);
      expect((await login('redactor', PASSWORD, '192.0.2.45')).status).toBe(200);
    });

    it('counts an IPv6 client by its /64 network', async () => {
      for (let i = 1; i <= MAX_FAILURES_PER_USERNAME_AND_ADDRESS; i++)
        await fail('redactor', `2001:db8:1:2::${i}`);
      expect((await login('redactor', PASSWORD, '2001:db8:1:2:ffff::9')).status).toBe(429);
      expect((await login('redactor', PASSWORD, '2001:db8:1:3::1')).status).toBe(200);
    });

    it('lets at most the allowed number of guesses through a parallel burst', async () => {
      const answers = await Promise.all(Array.from({ length: 12 }, () => fail()));
      const checked = answers.filter((response) => response.status === 400).length;
      expect(checked).toBeLessThanOrEqual(MAX_FAILURES_PER_USERNAME_AND_ADDRESS);
      expect(answers.every((response) => [400, 429].includes(response.status))).toBe(true);
    });

    it('keeps the attempts table small: rows that left the window are swept', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      const start = Date.now();
      for (let i = 0; i < 3; i++) await fail();
      vi.setSystemTime(start + LOGIN_WINDOW_MS + 1000);
      await fail('otro');
      const rows = await t.db.select().from(loginAttempts);
      expect(rows.map((row) => row.username)).toEqual(['otro']);
      expect(await t.db.select().from(loginAttempts).where(eq(loginAttempts.username, 'redactor'))).toEqual(
        [],
      );
    });
  });
});

describe('the device cookie: no lock-out by a colleague (issue 23 item 2)', () => {
  let t: TestApp;
  const OFFICE = '198.51.100.50';
  beforeEach(async () => {
    t = await createStaffTestApp();
    await insertStaffUser(t.db, { username: 'fotografo', privilegios: ['galeria'], password: PASSWORD });
    await insertStaffUser(t.db, { username: 'redactor', privilegios: ['noticias'], password: PASSWORD });
  });
  afterEach(() => {
    vi.useRealTimers();
    t.close();
  });

  const login = (username: string, contraseña: string, { address = OFFICE, cookie = '' } = {}) =>
    t.app.request(
      '/api/login',
      jsonCall(
        'POST',
        { username, contraseña },
        { headers: { [TEST_ADDRESS_HEADER]: address }, ...(cookie ? { cookie } : {}) },
      ),
    );
  /** The `portal_dispositivo=…` pair a successful login sets. */
  const deviceOf = (response: Response) => {
    const pair = response.headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith(`${DEVICE_COOKIE}=`))
      ?.split(';')[0];
    if (!pair) throw new Error('No device cookie');
    return pair;
  };
  const lockOffice = async (username: string) => {
    for (let i = 0; i < MAX_FAILURES_PER_USERNAME_AND_ADDRESS; i++) {
      expect((await login(username, 'adivinando')).status).toBe(400);
    }
    expect((await login(username, PASSWORD)).status).toBe(429);
  };

  it('is set on a successful login: HttpOnly, SameSite=Strict, only for /api/login, naming the user', async () => {
    const response = await login('fotografo', PASSWORD);
    const body = (await response.json()) as { id: string };
    const setCookie = response.headers.getSetCookie().find((c) => c.startsWith(`${DEVICE_COOKIE}=`))!;
    const attributes = setCookie.split(';').map((part) => part.trim());
    expect(attributes).toEqual(
      expect.arrayContaining([
        'HttpOnly',
        'SameSite=Strict',
        'Path=/api/login',
        `Max-Age=${DEVICE_TTL_SECONDS}`,
      ]),
    );
    expect(attributes[0]!.split('=')[1]!.startsWith(`${body.id}.`)).toBe(true);
    expect((await login('fotografo', 'mala-clave-1')).headers.getSetCookie()).toEqual([]);
  });

  it('keeps its browser logging in while others’ failures lock its address', async () => {
    const device = deviceOf(await login('fotografo', PASSWORD));
    // Someone else at the same address guesses the photographer's password, and 50 others'.
    await lockOffice('fotografo');
    const earlier = new Date().toISOString();
    await t.db.insert(loginAttempts).values(
      Array.from({ length: MAX_FAILURES_PER_ADDRESS }, (_, i) => ({
        username: `usuario${i}`,
        address: OFFICE,
        created_at: earlier,
      })),
    );
    expect((await login('fotografo', PASSWORD)).status).toBe(429);
    const known = await login('fotografo', PASSWORD, { cookie: device });
    expect(known.status).toBe(200);
    // Another address, which has not failed, was never blocked either.
    expect((await login('fotografo', PASSWORD, { address: '198.51.100.51' })).status).toBe(200);
  });

  it('is no way around the limit: its own wrong passwords are counted per device', async () => {
    const device = deviceOf(await login('fotografo', PASSWORD));
    for (let i = 0; i < MAX_FAILURES_PER_DEVICE; i++) {
      expect(
        (await login('fotografo', `adivina-${i}`, { cookie: device, address: `203.0.113.${i}` })).status,
      ).toBe(400);
    }
    // Whatever address it comes from next, that device is done for the window.
    const blocked = await login('fotografo', PASSWORD, { cookie: device, address: '203.0.113.99' });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('Retry-After'))).toBeGreaterThan(0);
    // Its failures also counted for the addresses they came from.
    const rows = await t.db.select().from(loginAttempts);
    expect(rows.filter((row) => row.device !== null)).toHaveLength(MAX_FAILURES_PER_DEVICE);
  });

  it('helps only the user it names, and only when its signature holds', async () => {
    const device = deviceOf(await login('fotografo', PASSWORD));
    await lockOffice('redactor');
    // The photographer's browser is no pass for the editor's account.
    expect((await login('redactor', PASSWORD, { cookie: device })).status).toBe(429);
    // A tampered cookie: another device id, another user, another signature.
    await lockOffice('fotografo');
    const [name, value] = device.split('=') as [string, string];
    const [userId, deviceId, issued, signature] = value.split('.') as [string, string, string, string];
    const forgeries = [
      `${userId}.${'0'.repeat(32)}.${issued}.${signature}`,
      `${userId}.${deviceId}.${Number(issued) + 1}.${signature}`,
      `${userId}.${deviceId}.${issued}.${'A'.repeat(43)}`,
      `${userId}.${deviceId}.${issued}`,
    ];
    for (const forged of forgeries) {
      expect((await login('fotografo', PASSWORD, { cookie: `${name}=${forged}` })).status, forged).toBe(429);
    }
    expect((await login('fotografo', PASSWORD, { cookie: device })).status).toBe(200);
  });

  it('expires after its lifetime; a key from SESSION_SECRET is the same for every instance', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    const device = deviceOf(await login('fotografo', PASSWORD));
    await lockOffice('fotografo');
    vi.setSystemTime(start + (DEVICE_TTL_SECONDS + 60) * 1000);
    // (the office's failures have left the window by then: lock it again)
    await lockOffice('fotografo');
    expect((await login('fotografo', PASSWORD, { cookie: device })).status).toBe(429);
    vi.useRealTimers();

    const config = { ...readAppConfig({ SESSION_SECRET: 'secreto-de-prueba' }) };
    const one = createApp({ db: t.db, media: createMemoryMediaStore(), config, clientAddress: () => OFFICE });
    const other = createApp({
      db: t.db,
      media: createMemoryMediaStore(),
      config,
      clientAddress: () => OFFICE,
    });
    const elsewhere = createApp({
      db: t.db,
      media: createMemoryMediaStore(),
      config: readAppConfig({ SESSION_SECRET: 'otro-secreto' }),
      clientAddress: () => OFFICE,
    });
    const call = (app: typeof one, cookie?: string) =>
      app.request(
        '/api/login',
        jsonCall('POST', { username: 'redactor', contraseña: PASSWORD }, cookie ? { cookie } : {}),
      );
    const signed = deviceOf(await call(one));
    await t.db.delete(loginAttempts);
    await lockOffice('redactor');
    expect((await call(other, signed)).status).toBe(200);
    // (that success forgot the office's failures for the editor: lock it again)
    await lockOffice('redactor');
    expect((await call(elsewhere, signed)).status).toBe(429);
  });
});
