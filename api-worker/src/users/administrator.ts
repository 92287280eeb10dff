/**
 * The way into a database that has no usable administrator: a production database starts
 * empty (no demo seed), and a forgotten password must be recoverable by whoever runs the portal.
 * `pnpm admin:create` (api-worker/scripts/admin-create.ts) calls this on any database the portal
 * uses.
 */
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_RULE_MESSAGE,
  PRIVILEGES,
} from '@portal/contracts';
import { deleteUserSessions } from '../auth/sessions.ts';
import type { AppDatabase } from '../db/database.ts';
import { newObjectId } from '../db/ids.ts';
import { hashPassword } from '../auth/password.ts';
import { findUserByUsername, insertUser, updateUser } from '../auth/users.repository.ts';

export interface AdministratorInput {
  username: string;
  password: string;
  /** Only for a new account; the account screen asks for the rest later. */
  email?: string;
}

export type AdministratorResult = 'created' | 'reset';

/** Refuses a password outside the account form's rule, with the same Spanish message. */
export function checkAdministratorPassword(password: string): string | null {
  return password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH
    ? PASSWORD_RULE_MESSAGE
    : null;
}

/**
 * Creates `username` with every privilege, or, when it exists, gives it the new password and every
 * privilege and ends its sessions (whoever held them no longer knows the password).
 */
export async function createOrResetAdministrator(
  db: AppDatabase,
  { username, password, email = '' }: AdministratorInput,
): Promise<AdministratorResult> {
  const problem = checkAdministratorPassword(password);
  if (problem) throw new Error(problem);
  const password_hash = await hashPassword(password);
  const existing = await findUserByUsername(db, username);
  if (existing) {
    await updateUser(db, existing._id, { password_hash, privilegios: [...PRIVILEGES] });
    await deleteUserSessions(db, existing._id);
    return 'reset';
  }
  const outcome = await insertUser(db, {
    _id: newObjectId(),
    nombre: 'Administrador',
    apellido: 'del portal',
    email,
    username,
    foto: '',
    password_hash,
    privilegios: [...PRIVILEGES],
    created_at: new Date().toISOString(),
  });
  if (outcome === 'email-taken') throw new Error(`El email ${email} ya pertenece a otro usuario.`);
  // Another process created it between the lookup and the insert: reset that one instead.
  return outcome === 'created' ? 'created' : createOrResetAdministrator(db, { username, password, email });
}
