import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertStaffUser, sessionCookieFor } from '../../test-support/staff-access.ts';
import type { AppDatabase } from '../db/database.ts';
import { sessions, usuarios } from '../db/schema.ts';
import { createTestDatabase } from '../../test-support/create-test-app.ts';
import { deleteUser, findUserByUsername, samePrivileges, toUsuario, updateUser } from './users.repository.ts';

describe('users repository', () => {
  let db: AppDatabase;
  beforeEach(async () => {
    db = await createTestDatabase();
  });
  afterEach(() => db.$client.close());

  describe('the last holder of usuarios', () => {
    it('cannot lose it nor be deleted; anyone else can', async () => {
      const last = await insertStaffUser(db, { username: 'admin', privilegios: ['usuarios', 'noticias'] });
      const plain = await insertStaffUser(db, { username: 'redactor', privilegios: ['noticias'] });

      expect(await updateUser(db, last._id, { privilegios: ['noticias'] })).toBe('last-usuarios');
      expect(await deleteUser(db, last._id)).toBe('last-usuarios');
      const [row] = await db.select().from(usuarios).where(eq(usuarios._id, last._id));
      expect(row?.privilegios).toEqual(['usuarios', 'noticias']);

      // Changes that keep usuarios are fine, and so is touching users who do not hold it.
      expect(await updateUser(db, last._id, { privilegios: ['usuarios'], nombre: 'Mariana' })).toBe(
        'updated',
      );
      expect(await updateUser(db, plain._id, { privilegios: [] })).toBe('updated');
      expect(await deleteUser(db, plain._id)).toBe('deleted');
    });

    it('can lose it, or be deleted, while another holder remains', async () => {
      const first = await insertStaffUser(db, { username: 'admin', privilegios: ['usuarios'] });
      const second = await insertStaffUser(db, { username: 'admin2', privilegios: ['usuarios'] });
      expect(await updateUser(db, first._id, { privilegios: [] })).toBe('updated');
      expect(await deleteUser(db, second._id)).toBe('last-usuarios');
      expect(await updateUser(db, second._id, { privilegios: [] })).toBe('last-usuarios');
    });
  });

  it('tells an unknown user from a refused change', async () => {
    expect(await updateUser(db, '0123456789abcdef01234567', { nombre: 'X' })).toBe('not-found');
    expect(await updateUser(db, '0123456789abcdef01234567', {})).toBe('not-found');
    expect(await deleteUser(db, '0123456789abcdef01234567')).toBe('not-found');
  });

  it('reports a username taken by a concurrent writer as such', async () => {
    await insertStaffUser(db, { username: 'admin', privilegios: ['usuarios'] });
    const other = await insertStaffUser(db, { username: 'redactor' });
    expect(await updateUser(db, other._id, { username: 'ADMIN' })).toBe('username-taken');
  });

  it('deletes the sessions of a deleted user', async () => {
    await insertStaffUser(db, { username: 'admin', privilegios: ['usuarios'] });
    const gone = await insertStaffUser(db, { username: 'redactor' });
    await sessionCookieFor(db, gone._id);
    expect(await deleteUser(db, gone._id)).toBe('deleted');
    expect(await db.select().from(sessions)).toEqual([]);
  });

  it('finds usernames whatever their case', async () => {
    await insertStaffUser(db, { username: 'Redactor' });
    expect((await findUserByUsername(db, 'rEDACTOR'))?.username).toBe('Redactor');
  });

  it('answers only the public fields, and only known privileges', async () => {
    const user = await insertStaffUser(db, { username: 'admin', password: 'admin-portal' });
    const [row] = await db.select().from(usuarios).where(eq(usuarios._id, user._id));
    const answer = toUsuario({ ...row!, privilegios: ['usuarios', 'root', 'noticias'] });
    expect(Object.keys(answer).sort()).toEqual(
      ['_id', 'apellido', 'email', 'foto', 'id', 'nombre', 'privilegios', 'username'].sort(),
    );
    expect(answer.privilegios).toEqual(['noticias', 'usuarios']);
  });

  it('compares privilege sets, not lists', () => {
    expect(samePrivileges(['noticias', 'galeria'], ['galeria', 'noticias'])).toBe(true);
    expect(samePrivileges(['noticias'], ['noticias', 'galeria'])).toBe(false);
    expect(samePrivileges([], [])).toBe(true);
  });
});
