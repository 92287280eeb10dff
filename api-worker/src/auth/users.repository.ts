/**
 * The users table as the users calls and the session layer need it. Every answer goes through
 * toUsuario, which picks the public fields one by one: a hash can never ride along.
 */
import { PRIVILEGES, type Privilege, type Usuario } from '@portal/contracts';
import { and, asc, eq, ne, not, or, sql, type SQL } from 'drizzle-orm';
import type { AppDatabase } from '../db/database.ts';
import { sessions, usuarios } from '../db/schema.ts';

export type UserRow = typeof usuarios.$inferSelect;
export type NewUserRow = typeof usuarios.$inferInsert;
/** What PUT /api/usuario may change; `_id` and `created_at` never change. */
export type UserChanges = Partial<Omit<NewUserRow, '_id' | 'created_at'>>;

export function toUsuario(row: UserRow): Usuario {
  return {
    _id: row._id,
    id: row._id,
    nombre: row.nombre,
    apellido: row.apellido,
    email: row.email,
    username: row.username,
    foto: row.foto,
    privilegios: PRIVILEGES.filter((privilege) => row.privilegios.includes(privilege)),
  };
}

export async function listUsers(db: AppDatabase): Promise<UserRow[]> {
  return db.select().from(usuarios).orderBy(asc(usuarios.created_at), asc(usuarios.username));
}

export async function findUserById(db: AppDatabase, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(usuarios).where(eq(usuarios._id, id)).limit(1);
  return row;
}

/** Usernames are one person whatever their case ('Admin' is 'admin'), as the unique index says. */
export async function findUserByUsername(db: AppDatabase, username: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(usuarios).where(sameUsername(username)).limit(1);
  return row;
}

export async function isUsernameTaken(
  db: AppDatabase,
  username: string,
  exceptId?: string,
): Promise<boolean> {
  const [row] = await db
    .select({ _id: usuarios._id })
    .from(usuarios)
    .where(exceptId ? and(sameUsername(username), ne(usuarios._id, exceptId)) : sameUsername(username))
    .limit(1);
  return row !== undefined;
}

/** Emails are unique whatever their case, as the unique index says (migration 0013). */
export async function isEmailTaken(db: AppDatabase, email: string, exceptId?: string): Promise<boolean> {
  if (email === '') return false;
  const sameEmail = sql`lower(${usuarios.email}) = lower(${email})`;
  const [row] = await db
    .select({ _id: usuarios._id })
    .from(usuarios)
    .where(exceptId ? and(sameEmail, ne(usuarios._id, exceptId)) : sameEmail)
    .limit(1);
  return row !== undefined;
}

/** Whether two emails are the same address to the unique index (case aside). */
export function sameEmail(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}

export async function insertUser(
  db: AppDatabase,
  row: NewUserRow,
): Promise<'created' | 'username-taken' | 'email-taken'> {
  try {
    await db.insert(usuarios).values({ ...row, email_repetido: '' });
    return 'created';
  } catch (error) {
    // Another request may have taken the name or the email between our check and this insert.
    const violated = uniqueViolation(error);
    if (violated) return violated;
    throw error;
  }
}

export type UpdateUserResult = 'updated' | 'not-found' | 'last-usuarios' | 'username-taken' | 'email-taken';

/**
 * Applies `changes` to user `id`. When they take `usuarios` away, the statement itself requires
 * another holder to exist, so two admins demoting each other at once cannot leave none.
 */
export async function updateUser(
  db: AppDatabase,
  id: string,
  changes: UserChanges,
): Promise<UpdateUserResult> {
  if (Object.keys(changes).length === 0) return (await findUserById(db, id)) ? 'updated' : 'not-found';
  const dropsUsuarios = changes.privilegios !== undefined && !changes.privilegios.includes('usuarios');
  const condition = dropsUsuarios
    ? and(eq(usuarios._id, id), or(not(holdsUsuarios()), anotherUsuariosHolder(id)))
    : eq(usuarios._id, id);
  let updated: { _id: string }[];
  // A new email is unique like any other: a mark from migration 0013 goes with the old one.
  const set = changes.email !== undefined ? { ...changes, email_repetido: '' } : changes;
  try {
    updated = await db.update(usuarios).set(set).where(condition).returning({ _id: usuarios._id });
  } catch (error) {
    const violated = uniqueViolation(error);
    if (violated) return violated;
    throw error;
  }
  if (updated.length > 0) return 'updated';
  return (await findUserById(db, id)) ? 'last-usuarios' : 'not-found';
}

export type DeleteUserResult = 'deleted' | 'not-found' | 'last-usuarios';

/** Deletes user `id` and their sessions, unless they are the last holder of `usuarios`. */
export async function deleteUser(db: AppDatabase, id: string): Promise<DeleteUserResult> {
  const deleted = await db
    .delete(usuarios)
    .where(and(eq(usuarios._id, id), or(not(holdsUsuarios()), anotherUsuariosHolder(id))))
    .returning({ _id: usuarios._id });
  if (deleted.length === 0) return (await findUserById(db, id)) ? 'last-usuarios' : 'not-found';
  // The foreign key cascades where SQLite enforces it; this makes it so where it does not.
  await db.delete(sessions).where(eq(sessions.user_id, id));
  return 'deleted';
}

export function samePrivileges(a: readonly Privilege[], b: readonly string[]): boolean {
  return a.length === new Set(b).size && a.every((privilege) => b.includes(privilege));
}

function sameUsername(username: string): SQL {
  return sql`lower(${usuarios.username}) = lower(${username})`;
}

/** The row being written holds `usuarios`. */
function holdsUsuarios(): SQL {
  return sql`exists (select 1 from json_each(${usuarios.privilegios}) where json_each.value = 'usuarios')`;
}

/** Some user other than `id` holds `usuarios`. */
function anotherUsuariosHolder(id: string): SQL {
  return sql`exists (select 1 from "usuarios" as "otro", json_each("otro"."privilegios") as "p"
    where "otro"."_id" <> ${id} and "p"."value" = 'usuarios')`;
}

/**
 * libSQL reports a unique index violation as SQLITE_CONSTRAINT naming the index; drizzle wraps
 * it in `cause`. Which of the two unique values was taken, or undefined for another error.
 */
function uniqueViolation(error: unknown): 'username-taken' | 'email-taken' | undefined {
  for (let current = error; current instanceof Error; current = current.cause) {
    if (/UNIQUE constraint failed/i.test(current.message)) {
      return /email/i.test(current.message) ? 'email-taken' : 'username-taken';
    }
  }
  return undefined;
}
