import { staffUsersListResponseSchema } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createBackOfficeTestApp,
  type BackOfficeTestApp,
  type LoggedInMember,
} from '../../test-support/back-office.ts';
import { newObjectId } from '../db/ids.ts';
import { usuarios } from '../db/schema.ts';
import { minutesAfterEpoch } from '../../test-support/content-fixtures.ts';
import { NO_PASSWORD_HASH } from '../auth/password.ts';

let t: BackOfficeTestApp;
let admin: LoggedInMember;

beforeAll(async () => {
  t = await createBackOfficeTestApp();
  admin = await t.loginAs(['usuarios'], 'jefa');
  for (let n = 1; n <= 12; n++) {
    await t.db.insert(usuarios).values({
      _id: newObjectId(),
      username: `persona${String(n).padStart(2, '0')}`,
      nombre: n === 11 ? 'Ramón' : `Nombre${n}`,
      apellido: n === 12 ? 'Suárez' : 'Pérez',
      email: n === 10 ? 'prensa@diario-sur.example' : `persona${n}@portal-noticias.example`,
      foto: '',
      password_hash: NO_PASSWORD_HASH,
      privilegios: ['agenda'],
      created_at: minutesAfterEpoch(n),
    });
  }
});
afterAll(() => t.close());

async function list(path: string) {
  const response = await t.app.request(path, { headers: { Cookie: admin.cookie } });
  const text = await response.text();
  expect(response.status, text).toBe(200);
  // Never a password or its hash, in any spelling.
  expect(text).not.toMatch(/contrase|password|pbkdf2|hash/i);
  return staffUsersListResponseSchema.strict().parse(JSON.parse(text)).usuarios;
}
const usernames = (page: { docs: { username: string }[] }) => page.docs.map((doc) => doc.username);

describe('GET /api/redaccion/usuarios/:limit/:page', () => {
  it('pages over every user but the one asking, whose own row stays hidden', async () => {
    const first = await list('/api/redaccion/usuarios/10/1');
    expect(first).toMatchObject({ totalDocs: 12, totalPages: 2, hasNextPage: true });
    const all = [...usernames(first), ...usernames(await list('/api/redaccion/usuarios/10/2'))];
    expect(all).toHaveLength(12);
    expect(all).not.toContain('jefa');
    expect(new Set(all).size).toBe(12);
  });

  it('finds a user by nombre, apellido, username or email, ignoring case and accents', async () => {
    expect(usernames(await list('/api/redaccion/usuarios/10/1?q=ramon'))).toEqual(['persona11']);
    expect(usernames(await list('/api/redaccion/usuarios/10/1?q=SUAREZ'))).toEqual(['persona12']);
    expect(usernames(await list('/api/redaccion/usuarios/10/1?q=persona07'))).toEqual(['persona07']);
    expect(usernames(await list('/api/redaccion/usuarios/10/1?q=diario-sur'))).toEqual(['persona10']);
    expect((await list('/api/redaccion/usuarios/10/1?q=jefa')).docs).toEqual([]);
  });

  it('sorts the whole list by Nombre, Apellido or Usuario on the server (orden=)', async () => {
    expect(usernames(await list('/api/redaccion/usuarios/3/1?orden=-username'))).toEqual([
      'persona12',
      'persona11',
      'persona10',
    ]);
    // Accents and case do not move a name: 'Ramón' sorts as 'ramon', after 'Nombre9'.
    expect(usernames(await list('/api/redaccion/usuarios/1/1?orden=-nombre'))).toEqual(['persona11']);
    expect(usernames(await list('/api/redaccion/usuarios/1/1?orden=-apellido'))).toEqual(['persona12']);
    const refused = await t.app.request('/api/redaccion/usuarios/10/1?orden=email', {
      headers: { Cookie: admin.cookie },
    });
    expect(refused.status).toBe(400);
  });
});
