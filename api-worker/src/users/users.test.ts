import {
  CURRENT_PASSWORD_REQUIRED_MESSAGE,
  CURRENT_PASSWORD_WRONG_MESSAGE,
  LOGIN_FAILED_MESSAGE,
  PASSWORD_MAX_LENGTH,
  PASSWORD_REQUIRED_MESSAGE,
  PASSWORD_RULE_MESSAGE,
  USER_CREATED_MESSAGE,
  usuarioSchema,
} from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MALFORMED_JSON_MESSAGE, UNAUTHENTICATED_MESSAGE } from '../http/messages.ts';
import {
  createStaffTestApp,
  insertStaffUser,
  jsonCall,
  sessionCookieFor,
  sessionCookieOf,
  type TestStaffUser,
} from '../../test-support/staff-access.ts';
import { sessions, usuarios } from '../db/schema.ts';
import { migrate } from '../db/migrate.ts';
import { embeddedMigrations } from '../db/migrations.generated.ts';
import { createTestDatabase } from '../../test-support/create-test-app.ts';
import { createApp } from '../app.ts';
import { readAppConfig } from '../config/config.ts';
import { createMemoryMediaStore } from '../media/memory-media-store.ts';
import { EMAIL_TAKEN_MESSAGE } from './users.routes.ts';

type TestApp = Awaited<ReturnType<typeof createStaffTestApp>>;

const ADMIN_PASSWORD = 'admin-portal';
const DEMO_PASSWORD = 'demo-portal';
const strictUsuario = usuarioSchema.strict();

describe('users calls', () => {
  let t: TestApp;
  let admin: TestStaffUser;
  let redactor: TestStaffUser;
  let fotografo: TestStaffUser;
  let adminCookie: string;
  let redactorCookie: string;

  beforeEach(async () => {
    t = await createStaffTestApp();
    admin = await insertStaffUser(t.db, {
      username: 'admin',
      privilegios: ['noticias', 'galeria', 'agenda', 'usuarios', 'publicidad'],
      password: ADMIN_PASSWORD,
    });
    redactor = await insertStaffUser(t.db, {
      username: 'redactor',
      privilegios: ['noticias'],
      password: DEMO_PASSWORD,
    });
    fotografo = await insertStaffUser(t.db, { username: 'fotografo', privilegios: ['galeria'] });
    adminCookie = await sessionCookieFor(t.db, admin._id);
    redactorCookie = await sessionCookieFor(t.db, redactor._id);
  });
  afterEach(() => t.close());

  const get = (path: string, cookie?: string) => t.app.request(path, jsonCall('GET', undefined, { cookie }));
  const send = (method: string, path: string, body: unknown, cookie?: string) =>
    t.app.request(path, jsonCall(method, body, { cookie }));
  const login = (username: string, contraseña: string) =>
    send('POST', '/api/login', { username, contraseña });
  const rowOf = async (id: string) => (await t.db.select().from(usuarios).where(eq(usuarios._id, id)))[0];
  const newUser = (overrides: Record<string, unknown> = {}) => ({
    nombre: 'Lucía',
    apellido: 'Herrera',
    email: 'lucia@portal-noticias.example',
    username: 'lherrera',
    foto: '/media/usuarios/lucia.jpg',
    contraseña: 'una-clave-larga',
    privilegios: ['galeria'],
    ...overrides,
  });

  describe('GET /api/usuarios and /api/usuario/:id', () => {
    it('lists every user in the public shape', async () => {
      const response = await get('/api/usuarios', adminCookie);
      expect(response.status).toBe(200);
      expect(response.headers.get('Cache-Control')).toBe('no-store');
      const { usuarios: list } = (await response.json()) as { usuarios: unknown[] };
      expect(list.map((user) => strictUsuario.parse(user).username)).toEqual([
        'admin',
        'redactor',
        'fotografo',
      ]);
    });

    it('answers one user as a one-element list, to themselves or to usuarios', async () => {
      for (const cookie of [redactorCookie, adminCookie]) {
        const response = await get(`/api/usuario/${redactor._id}`, cookie);
        expect(response.status).toBe(200);
        const body = (await response.json()) as { usuario: unknown[] };
        expect(body.usuario).toHaveLength(1);
        expect(strictUsuario.parse(body.usuario[0])).toMatchObject({
          _id: redactor._id,
          id: redactor._id,
          nombre: 'Nombre redactor',
          privilegios: ['noticias'],
        });
      }
      expect((await get(`/api/usuario/${admin._id}`, redactorCookie)).status).toBe(403);
    });

    it('answers 404 for an unknown id and 400 for a malformed one', async () => {
      const unknown = await get('/api/usuario/0123456789abcdef01234567', adminCookie);
      expect(unknown.status).toBe(404);
      expect(await unknown.json()).toEqual({ msg: 'Usuario no encontrado.' });
      const malformed = await get('/api/usuario/no-es-un-id', adminCookie);
      expect(malformed.status).toBe(400);
      expect(await malformed.json()).toEqual({ msg: 'Identificador inválido.' });
    });
  });

  describe('POST /api/createuser', () => {
    it('creates a user who can log in with the given password', async () => {
      const response = await send('POST', '/api/createuser', newUser(), adminCookie);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ msg: USER_CREATED_MESSAGE });
      const created = await login('lherrera', 'una-clave-larga');
      expect(created.status).toBe(200);
      const session = await get('/api/session', sessionCookieOf(created));
      expect(((await session.json()) as { usuario: unknown }).usuario).toMatchObject({
        nombre: 'Lucía',
        apellido: 'Herrera',
        email: 'lucia@portal-noticias.example',
        username: 'lherrera',
        foto: '/media/usuarios/lucia.jpg',
        privilegios: ['galeria'],
      });
    });

    it('answers 409 when the username exists, whatever its case', async () => {
      const response = await send('POST', '/api/createuser', newUser({ username: 'Redactor' }), adminCookie);
      expect(response.status).toBe(409);
      expect(await response.json()).toEqual({ msg: 'El nombre de usuario ya existe.' });
      expect(await t.db.select().from(usuarios)).toHaveLength(3);
    });

    it('answers 409 when the email belongs to someone else, whatever its case (issue 23 item 6)', async () => {
      const response = await send(
        'POST',
        '/api/createuser',
        newUser({ email: 'REDACTOR@Portal-Noticias.example' }),
        adminCookie,
      );
      expect(response.status).toBe(409);
      expect(await response.json()).toEqual({ msg: EMAIL_TAKEN_MESSAGE });
      expect(await t.db.select().from(usuarios)).toHaveLength(3);
      // The unique index holds even when the check is skipped (two creates at once).
      await expect(
        t.db
          .insert(usuarios)
          .values({ ...(await rowOf(redactor._id))!, _id: 'a'.repeat(24), username: 'otro' }),
      ).rejects.toThrow();
    });

    it('refuses a new user without a password (absent, empty or null): 400, nothing stored', async () => {
      const before = await t.db.select().from(usuarios);
      for (const contraseña of [undefined, '', null]) {
        const response = await send('POST', '/api/createuser', newUser({ contraseña }), adminCookie);
        expect(response.status).toBe(400);
        expect(await response.json()).toEqual({ msg: PASSWORD_REQUIRED_MESSAGE });
      }
      expect(await t.db.select().from(usuarios)).toEqual(before);
      expect((await login('lherrera', 'una-clave-larga')).status).toBe(400);
    });

    it('refuses a new user whose password breaks the 8–200 rule: 400, nothing stored', async () => {
      const before = await t.db.select().from(usuarios);
      for (const contraseña of ['corta', 'x'.repeat(PASSWORD_MAX_LENGTH + 1)]) {
        const response = await send('POST', '/api/createuser', newUser({ contraseña }), adminCookie);
        expect(response.status).toBe(400);
        expect(await response.json()).toEqual({ msg: PASSWORD_RULE_MESSAGE });
      }
      expect(await t.db.select().from(usuarios)).toEqual(before);
      const longest = await send(
        'POST',
        '/api/createuser',
        newUser({ contraseña: 'x'.repeat(PASSWORD_MAX_LENGTH) }),
        adminCookie,
      );
      expect(longest.status).toBe(200);
      expect((await login('lherrera', 'x'.repeat(PASSWORD_MAX_LENGTH))).status).toBe(200);
    });

    it('ignores unknown fields: no id, hash or date of the body is written', async () => {
      const response = await send(
        'POST',
        '/api/createuser',
        newUser({
          _id: '0123456789abcdef01234567',
          id: '0123456789abcdef01234567',
          password_hash: 'pbkdf2$1$AAAA$AAAA',
          created_at: '2000-01-01T00:00:00.000Z',
          esAdmin: true,
        }),
        adminCookie,
      );
      expect(response.status).toBe(200);
      const [row] = await t.db.select().from(usuarios).where(eq(usuarios.username, 'lherrera'));
      expect(row?._id).not.toBe('0123456789abcdef01234567');
      expect(row?.password_hash).not.toBe('pbkdf2$1$AAAA$AAAA');
      expect((await login('lherrera', 'una-clave-larga')).status).toBe(200);
      expect(row?.created_at).not.toBe('2000-01-01T00:00:00.000Z');
      expect(Object.keys(row ?? {})).not.toContain('esAdmin');
    });

    it.each([
      [{ nombre: '' }, 'El nombre es obligatorio.'],
      [{ apellido: undefined }, 'El apellido es obligatorio.'],
      [{ email: 'no-es-un-email' }, 'El email no es válido.'],
      [{ username: 'a b' }, /^El nombre de usuario debe tener entre 3 y 30 caracteres/],
      [{ username: 'ab' }, /^El nombre de usuario debe tener entre 3 y 30 caracteres/],
      [{ contraseña: 'corta' }, 'La contraseña debe tener entre 8 y 200 caracteres.'],
      [{ privilegios: ['noticias', 'root'] }, 'Privilegio desconocido.'],
      [{ privilegios: 'noticias' }, 'Los privilegios deben ser una lista.'],
      [{ foto: 'javascript:alert(1)' }, 'La foto debe ser una dirección http(s) o de este sitio.'],
    ])('answers 400 with a Spanish msg for %j', async (overrides, message) => {
      const response = await send('POST', '/api/createuser', newUser(overrides), adminCookie);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { msg: string }).msg).toMatch(message);
    });

    it('answers 400 for malformed JSON and for a body that is not an object', async () => {
      const malformed = await send('POST', '/api/createuser', '{"nombre": ', adminCookie);
      expect(malformed.status).toBe(400);
      expect(await malformed.json()).toEqual({ msg: MALFORMED_JSON_MESSAGE });
      const list = await send('POST', '/api/createuser', '[]', adminCookie);
      expect(list.status).toBe(400);
      expect(await list.json()).toEqual({ msg: 'Los datos enviados no son válidos.' });
    });

    it('stores privileges once each, in canonical order, and trims the texts', async () => {
      await send(
        'POST',
        '/api/createuser',
        newUser({
          nombre: '  Lucía ',
          email: ' lucia@portal-noticias.example ',
          privilegios: ['publicidad', 'galeria', 'galeria'],
        }),
        adminCookie,
      );
      const [row] = await t.db.select().from(usuarios).where(eq(usuarios.username, 'lherrera'));
      expect(row).toMatchObject({
        nombre: 'Lucía',
        email: 'lucia@portal-noticias.example',
        privilegios: ['galeria', 'publicidad'],
      });
    });
  });

  describe('PUT /api/usuario', () => {
    it('lets a user change their own account fields; a field left out keeps its value', async () => {
      const before = await rowOf(redactor._id);
      const response = await send(
        'PUT',
        '/api/usuario',
        { id: redactor._id, nombre: 'Julián', foto: 'https://images.example/julian.jpg' },
        redactorCookie,
      );
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ ok: true, msg: 'Usuario actualizado.' });
      const after = await rowOf(redactor._id);
      expect(after).toEqual({ ...before, nombre: 'Julián', foto: 'https://images.example/julian.jpg' });
    });

    it('lets a user rename themselves, even to another case of their own name', async () => {
      const fields = { apellido: 'Paz', email: 'julian@portal-noticias.example', username: 'jpaz' };
      expect(
        (await send('PUT', '/api/usuario', { id: redactor._id, ...fields }, redactorCookie)).status,
      ).toBe(200);
      expect(await rowOf(redactor._id)).toMatchObject(fields);
      expect(
        (await send('PUT', '/api/usuario', { id: redactor._id, username: 'JPaz' }, redactorCookie)).status,
      ).toBe(200);
    });

    it('answers 409 when the new username belongs to someone else', async () => {
      const response = await send(
        'PUT',
        '/api/usuario',
        { id: redactor._id, username: 'ADMIN' },
        redactorCookie,
      );
      expect(response.status).toBe(409);
      expect(await response.json()).toEqual({ msg: 'El nombre de usuario ya existe.' });
      expect((await rowOf(redactor._id))?.username).toBe('redactor');
    });

    it('answers 409 when the new email belongs to someone else; one’s own in another case is fine', async () => {
      const taken = await send(
        'PUT',
        '/api/usuario',
        { id: redactor._id, nombre: 'Julián', email: 'Admin@portal-noticias.example' },
        redactorCookie,
      );
      expect(taken.status).toBe(409);
      expect(await taken.json()).toEqual({ msg: EMAIL_TAKEN_MESSAGE });
      expect(await rowOf(redactor._id)).toMatchObject({
        nombre: 'Nombre redactor',
        email: 'redactor@portal-noticias.example',
      });
      const byAdmin = await send(
        'PUT',
        '/api/usuario',
        { id: fotografo._id, email: 'redactor@portal-noticias.example' },
        adminCookie,
      );
      expect(byAdmin.status).toBe(409);
      const own = await send(
        'PUT',
        '/api/usuario',
        { id: redactor._id, nombre: 'Julián', email: 'Redactor@Portal-Noticias.example' },
        redactorCookie,
      );
      expect(own.status).toBe(200);
      expect(await rowOf(redactor._id)).toMatchObject({
        nombre: 'Julián',
        email: 'Redactor@Portal-Noticias.example',
      });
    });

    it('refuses other users’ accounts without usuarios, and lets usuarios edit them', async () => {
      const refused = await send('PUT', '/api/usuario', { id: fotografo._id, nombre: 'X' }, redactorCookie);
      expect(refused.status).toBe(403);
      expect((await rowOf(fotografo._id))?.nombre).toBe('Nombre fotografo');
      const edited = await send('PUT', '/api/usuario', { id: fotografo._id, nombre: 'Carla' }, adminCookie);
      expect(edited.status).toBe(200);
      expect((await rowOf(fotografo._id))?.nombre).toBe('Carla');
    });

    it('refuses a privilege change without usuarios, but accepts one’s privileges sent unchanged', async () => {
      const grab = await send(
        'PUT',
        '/api/usuario',
        { id: redactor._id, privilegios: ['noticias', 'usuarios'] },
        redactorCookie,
      );
      expect(grab.status).toBe(403);
      expect(await grab.json()).toEqual({
        msg: 'Solo un usuario con el privilegio usuarios puede cambiar privilegios.',
      });
      expect((await rowOf(redactor._id))?.privilegios).toEqual(['noticias']);
      const same = await send(
        'PUT',
        '/api/usuario',
        { id: redactor._id, nombre: 'J', privilegios: ['noticias'] },
        redactorCookie,
      );
      expect(same.status).toBe(200);
    });

    it('lets usuarios set another user’s privileges', async () => {
      const response = await send(
        'PUT',
        '/api/usuario',
        { id: fotografo._id, privilegios: ['galeria', 'agenda'] },
        adminCookie,
      );
      expect(response.status).toBe(200);
      expect((await rowOf(fotografo._id))?.privilegios).toEqual(['galeria', 'agenda']);
    });

    it('does not let a user take their own usuarios privilege away (other changes to their own are fine)', async () => {
      const refused = await send(
        'PUT',
        '/api/usuario',
        { id: admin._id, privilegios: ['noticias'] },
        adminCookie,
      );
      expect(refused.status).toBe(403);
      expect(await refused.json()).toEqual({ msg: 'No podés quitarte a vos mismo el privilegio usuarios.' });
      expect((await rowOf(admin._id))?.privilegios).toContain('usuarios');
      const trimmed = await send(
        'PUT',
        '/api/usuario',
        { id: admin._id, privilegios: ['usuarios'] },
        adminCookie,
      );
      expect(trimmed.status).toBe(200);
      expect((await rowOf(admin._id))?.privilegios).toEqual(['usuarios']);
    });

    it('lets one holder of usuarios take it from another while one remains', async () => {
      const other = await insertStaffUser(t.db, { username: 'admin2', privilegios: ['usuarios'] });
      const response = await send('PUT', '/api/usuario', { id: other._id, privilegios: [] }, adminCookie);
      expect(response.status).toBe(200);
      expect((await rowOf(other._id))?.privilegios).toEqual([]);
    });

    it('ignores unknown fields: the id, hash and date of the row stay', async () => {
      const before = await rowOf(redactor._id);
      const response = await send(
        'PUT',
        '/api/usuario',
        {
          id: redactor._id,
          _id: admin._id,
          password_hash: 'pbkdf2$1$AAAA$AAAA',
          created_at: 'ayer',
          nombre: 'J',
        },
        redactorCookie,
      );
      expect(response.status).toBe(200);
      expect(await rowOf(redactor._id)).toEqual({ ...before, nombre: 'J' });
      expect((await rowOf(admin._id))?.nombre).toBe('Nombre admin');
    });

    it('answers 400 for malformed JSON (before deciding whose account it is), a bad id and bad fields', async () => {
      for (const cookie of [redactorCookie, adminCookie]) {
        const malformed = await send('PUT', '/api/usuario', '{"id": "', cookie);
        expect(malformed.status).toBe(400);
        expect(await malformed.json()).toEqual({ msg: MALFORMED_JSON_MESSAGE });
      }
      expect((await send('PUT', '/api/usuario', { nombre: 'X' }, adminCookie)).status).toBe(400);
      expect((await send('PUT', '/api/usuario', { id: 'x', nombre: 'X' }, adminCookie)).status).toBe(400);
      const badEmail = await send('PUT', '/api/usuario', { id: redactor._id, email: 'nope' }, redactorCookie);
      expect(badEmail.status).toBe(400);
      expect(await badEmail.json()).toEqual({ msg: 'El email no es válido.' });
    });

    it('refuses an oversized body with 413, for any caller', async () => {
      for (const cookie of [redactorCookie, adminCookie]) {
        const huge = { id: redactor._id, nombre: 'x'.repeat(40_000) };
        const response = await send('PUT', '/api/usuario', huge, cookie);
        expect(response.status).toBe(413);
        expect(await response.json()).toEqual({ msg: 'La solicitud es demasiado grande.' });
      }
      const create = await send(
        'POST',
        '/api/createuser',
        newUser({ nombre: 'x'.repeat(40_000) }),
        adminCookie,
      );
      expect(create.status).toBe(413);
    });

    it('answers 404 for an unknown user', async () => {
      const response = await send(
        'PUT',
        '/api/usuario',
        { id: '0123456789abcdef01234567', nombre: 'X' },
        adminCookie,
      );
      expect(response.status).toBe(404);
    });

    describe('password change', () => {
      it('ends the user’s other sessions but keeps the current one; the new password works, the old not', async () => {
        const current = sessionCookieOf(await login('redactor', DEMO_PASSWORD));
        const elsewhere = sessionCookieOf(await login('redactor', DEMO_PASSWORD));
        const response = await send(
          'PUT',
          '/api/usuario',
          { id: redactor._id, contraseña: 'nueva-clave-123', contraseña_actual: DEMO_PASSWORD },
          current,
        );
        expect(response.status).toBe(200);
        expect((await get('/api/session', current)).status).toBe(200);
        const ended = await get('/api/session', elsewhere);
        expect(ended.status).toBe(401);
        expect(await ended.json()).toEqual({ msg: UNAUTHENTICATED_MESSAGE });
        expect((await get('/api/session', redactorCookie)).status).toBe(401);
        expect((await login('redactor', DEMO_PASSWORD)).status).toBe(400);
        expect((await login('redactor', 'nueva-clave-123')).status).toBe(200);
      });

      it('of one’s own needs the current one: missing or wrong, a Spanish 4xx and nothing written (issue 23 item 3)', async () => {
        const before = await rowOf(redactor._id);
        const cases: [Record<string, unknown>, number, string][] = [
          [{}, 400, CURRENT_PASSWORD_REQUIRED_MESSAGE],
          [{ contraseña_actual: '' }, 400, CURRENT_PASSWORD_REQUIRED_MESSAGE],
          [{ contraseña_actual: 'no-es-la-clave' }, 403, CURRENT_PASSWORD_WRONG_MESSAGE],
        ];
        for (const [extra, status, msg] of cases) {
          const response = await send(
            'PUT',
            '/api/usuario',
            { id: redactor._id, nombre: 'Otro', contraseña: 'robada-para-siempre', ...extra },
            redactorCookie,
          );
          expect(response.status, JSON.stringify(extra)).toBe(status);
          expect(await response.json()).toEqual({ msg });
        }
        expect(await rowOf(redactor._id)).toEqual(before);
        expect((await get('/api/session', redactorCookie)).status).toBe(200);
        expect((await login('redactor', DEMO_PASSWORD)).status).toBe(200);
        // An administrator too, for their own.
        const own = await send(
          'PUT',
          '/api/usuario',
          { id: admin._id, contraseña: 'otra-clave-1' },
          adminCookie,
        );
        expect(own.status).toBe(400);
        expect(
          (
            await send(
              'PUT',
              '/api/usuario',
              { id: admin._id, contraseña: 'otra-clave-1', contraseña_actual: ADMIN_PASSWORD },
              adminCookie,
            )
          ).status,
        ).toBe(200);
      });

      it('the original client’s account form: a password change gets a clear 4xx, its other edits still save', async () => {
        // What it sends: every field, its privileges unchanged, and contraseña only when changing it.
        const form = {
          id: redactor._id,
          nombre: 'Julián',
          apellido: 'Paz',
          email: 'redactor@portal-noticias.example',
          username: 'redactor',
          foto: '/media/usuarios/julian.jpg',
          privilegios: ['noticias'],
        };
        const withPassword = await send(
          'PUT',
          '/api/usuario',
          { ...form, contraseña: 'nueva-clave-123' },
          redactorCookie,
        );
        expect(withPassword.status).toBe(400);
        expect(await withPassword.json()).toEqual({ msg: CURRENT_PASSWORD_REQUIRED_MESSAGE });
        expect((await rowOf(redactor._id))?.nombre).toBe('Nombre redactor');
        const edits = await send('PUT', '/api/usuario', form, redactorCookie);
        expect(edits.status).toBe(200);
        expect(await rowOf(redactor._id)).toMatchObject({ nombre: 'Julián', apellido: 'Paz' });
      });

      it('wrong current passwords count as failed logins of that user: the sixth answers 429', async () => {
        for (let i = 0; i < 5; i++) {
          const wrong = await send(
            'PUT',
            '/api/usuario',
            { id: redactor._id, contraseña: 'nueva-clave-123', contraseña_actual: `adivina-${i}` },
            redactorCookie,
          );
          expect(wrong.status).toBe(403);
        }
        const blocked = await send(
          'PUT',
          '/api/usuario',
          { id: redactor._id, contraseña: 'nueva-clave-123', contraseña_actual: DEMO_PASSWORD },
          redactorCookie,
        );
        expect(blocked.status).toBe(429);
        expect((await login('redactor', 'nueva-clave-123')).status).toBe(429);
      });

      it('set by usuarios for someone else, ends all of that user’s sessions (and none of the admin’s)', async () => {
        const response = await send(
          'PUT',
          '/api/usuario',
          { id: redactor._id, contraseña: 'nueva-clave-123' },
          adminCookie,
        );
        expect(response.status).toBe(200);
        expect(await t.db.select().from(sessions).where(eq(sessions.user_id, redactor._id))).toEqual([]);
        expect((await get('/api/session', adminCookie)).status).toBe(200);
      });

      it('set by usuarios for someone else: that user’s old sessions get 401, the new password logs in', async () => {
        const before = sessionCookieOf(await login('redactor', DEMO_PASSWORD));
        const response = await send(
          'PUT',
          '/api/usuario',
          { id: redactor._id, contraseña: 'puesta-por-admin' },
          adminCookie,
        );
        expect(response.status).toBe(200);
        for (const cookie of [before, redactorCookie]) {
          const ended = await get('/api/session', cookie);
          expect(ended.status).toBe(401);
          expect(await ended.json()).toEqual({ msg: UNAUTHENTICATED_MESSAGE });
        }
        expect(await (await login('redactor', DEMO_PASSWORD)).json()).toEqual({ msg: LOGIN_FAILED_MESSAGE });
        const fresh = await login('redactor', 'puesta-por-admin');
        expect(fresh.status).toBe(200);
        expect((await get('/api/session', sessionCookieOf(fresh))).status).toBe(200);
      });

      it('cannot be set for someone else without usuarios: 403, their password and sessions stay', async () => {
        const hashBefore = (await rowOf(admin._id))?.password_hash;
        const refused = await send(
          'PUT',
          '/api/usuario',
          { id: admin._id, contraseña: 'tomada-por-otro' },
          redactorCookie,
        );
        expect(refused.status).toBe(403);
        expect(((await refused.json()) as { msg: string }).msg).toMatch(/\S/);
        expect((await rowOf(admin._id))?.password_hash).toBe(hashBefore);
        expect((await get('/api/session', adminCookie)).status).toBe(200);
        expect((await login('admin', 'tomada-por-otro')).status).toBe(400);
        expect((await login('admin', ADMIN_PASSWORD)).status).toBe(200);
      });

      it('gives a user created without one a way in', async () => {
        expect((await login('fotografo', 'primera-clave')).status).toBe(400);
        await send('PUT', '/api/usuario', { id: fotografo._id, contraseña: 'primera-clave' }, adminCookie);
        expect((await login('fotografo', 'primera-clave')).status).toBe(200);
      });

      it('keeps the password when contraseña is empty, and refuses a short one', async () => {
        expect(
          (await send('PUT', '/api/usuario', { id: redactor._id, contraseña: '' }, redactorCookie)).status,
        ).toBe(200);
        expect((await login('redactor', DEMO_PASSWORD)).status).toBe(200);
        expect((await get('/api/session', redactorCookie)).status).toBe(200);
        const short = await send(
          'PUT',
          '/api/usuario',
          { id: redactor._id, contraseña: '1234' },
          redactorCookie,
        );
        expect(short.status).toBe(400);
      });
    });
  });

  describe('DELETE /api/usuario/:id', () => {
    it('deletes a user and ends their sessions', async () => {
      const response = await send('DELETE', `/api/usuario/${redactor._id}`, undefined, adminCookie);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ ok: true, msg: 'Usuario eliminado.' });
      expect(await rowOf(redactor._id)).toBeUndefined();
      expect(await t.db.select().from(sessions).where(eq(sessions.user_id, redactor._id))).toEqual([]);
      expect((await get('/api/session', redactorCookie)).status).toBe(401);
    });

    it('does not let anyone delete themselves', async () => {
      const response = await send('DELETE', `/api/usuario/${admin._id}`, undefined, adminCookie);
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ msg: 'No podés eliminar tu propio usuario.' });
      expect(await rowOf(admin._id)).toBeDefined();
    });

    it('answers 404 for an unknown user and 400 for a malformed id', async () => {
      expect(
        (await send('DELETE', '/api/usuario/0123456789abcdef01234567', undefined, adminCookie)).status,
      ).toBe(404);
      const malformed = await send('DELETE', '/api/usuario/nada', undefined, adminCookie);
      expect(malformed.status).toBe(400);
      expect(await malformed.json()).toEqual({ msg: 'Identificador inválido.' });
    });

    it('leaves at least one holder of usuarios when two delete each other at once', async () => {
      const other = await insertStaffUser(t.db, { username: 'admin2', privilegios: ['usuarios'] });
      const otherCookie = await sessionCookieFor(t.db, other._id);
      await Promise.all([
        send('DELETE', `/api/usuario/${other._id}`, undefined, adminCookie),
        send('DELETE', `/api/usuario/${admin._id}`, undefined, otherCookie),
      ]);
      const holders = (await t.db.select().from(usuarios)).filter((row) =>
        row.privilegios.includes('usuarios'),
      );
      expect(holders.length).toBeGreaterThanOrEqual(1);
    });
  });

  it('never answers a password, a hash, or a field for one', async () => {
    const created = await send('POST', '/api/createuser', newUser(), adminCookie);
    const loggedIn = await login('lherrera', 'una-clave-larga');
    const answers = [
      created,
      loggedIn,
      await get('/api/session', sessionCookieOf(loggedIn)),
      await get('/api/usuarios', adminCookie),
      await get(`/api/usuario/${redactor._id}`, adminCookie),
      await get(`/api/usuario/${redactor._id}`, redactorCookie),
      await send('PUT', '/api/usuario', { id: redactor._id, contraseña: 'otra-clave-9' }, redactorCookie),
      await send('PUT', '/api/usuario', { id: redactor._id, username: 'admin' }, redactorCookie),
      await send('POST', '/api/createuser', newUser({ contraseña: 'corta' }), adminCookie),
      await login('redactor', 'mala'),
      await send('DELETE', `/api/usuario/${fotografo._id}`, undefined, adminCookie),
    ];
    const hashes = (await t.db.select({ hash: usuarios.password_hash }).from(usuarios)).map(
      (row) => row.hash,
    );
    const secrets = [...hashes.filter(Boolean), ...hashes.filter(Boolean).map((hash) => hash.split('$')[3]!)];
    for (const response of answers) {
      const text = await response.text();
      expect(text).not.toMatch(/pbkdf2|password|"contraseña"/i);
      for (const secret of [...secrets, 'una-clave-larga', 'otra-clave-9', ADMIN_PASSWORD, DEMO_PASSWORD]) {
        expect(text).not.toContain(secret);
      }
    }
  });
});

describe('unique emails on a database that already had duplicates (migration 0013)', () => {
  it('migrates, keeps every row, and lets a duplicate save its account until its email changes', async () => {
    const db = await createTestDatabase({ migrated: false });
    await migrate(
      db,
      embeddedMigrations.filter((migration) => !migration.tag.startsWith('0013_')),
    );
    const row = (id: string, username: string, email: string, created_at: string) => ({
      _id: id,
      nombre: username,
      apellido: 'Prueba',
      email,
      username,
      foto: '',
      password_hash: 'x',
      privilegios: ['usuarios'],
      created_at,
    });
    const oldest = 'a'.repeat(24);
    const copy = 'b'.repeat(24);
    const another = 'c'.repeat(24);
    await db.$client.batch(
      [oldest, copy, another].map((id, i) => {
        const user = row(
          id,
          `u${i}`,
          i < 2 ? ['Ana@diario.example', 'ana@diario.example'][i]! : 'x@diario.example',
          `2026-01-0${i + 1}T00:00:00.000Z`,
        );
        return {
          sql: 'INSERT INTO usuarios (_id, nombre, apellido, email, username, foto, password_hash, privilegios, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
          args: [
            user._id,
            user.nombre,
            user.apellido,
            user.email,
            user.username,
            user.foto,
            user.password_hash,
            JSON.stringify(user.privilegios),
            user.created_at,
          ],
        };
      }),
    );
    await migrate(db);
    const rows = await db.select().from(usuarios).orderBy(usuarios.created_at);
    expect(rows.map(({ email, email_repetido }) => ({ email, email_repetido }))).toEqual([
      { email: 'Ana@diario.example', email_repetido: '' },
      { email: 'ana@diario.example', email_repetido: copy },
      { email: 'x@diario.example', email_repetido: '' },
    ]);

    const app = createApp({ db, media: createMemoryMediaStore(), config: readAppConfig({}) });
    const cookie = await sessionCookieFor(db, copy);
    const put = (body: Record<string, unknown>) =>
      app.request('/api/usuario', jsonCall('PUT', { id: copy, ...body }, { cookie }));
    // The account form sends the email with every save: the duplicate's own is no change.
    expect((await put({ nombre: 'Ana María', email: 'ana@diario.example' })).status).toBe(200);
    expect((await put({ email: 'ana.maria@diario.example' })).status).toBe(200);
    const back = await put({ email: 'ANA@diario.example' });
    expect(back.status).toBe(409);
    expect(await back.json()).toEqual({ msg: EMAIL_TAKEN_MESSAGE });
    expect((await db.select().from(usuarios).where(eq(usuarios._id, copy)))[0]).toMatchObject({
      nombre: 'Ana María',
      email: 'ana.maria@diario.example',
      email_repetido: '',
    });
    db.$client.close();
  });
});
