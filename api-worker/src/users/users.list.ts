/**
 * The back office's users list, apart from the other users calls: a page of every staff member
 * but the one asking (the spec hides one's own row), never a hash (toUsuario).
 */
import {
  buildPage,
  pageRequestSchema,
  staffListQuerySchema,
  type Page,
  type PageRequest,
  type StaffListQuery,
  type Usuario,
} from '@portal/contracts';
import { and, asc, count, ne } from 'drizzle-orm';
import { Hono } from 'hono';
import type { StaffEnv } from '../auth/staff-env.ts';
import { everyWordIn, foldedColumn } from '../content/staff-list-search.ts';
import type { AppDatabase } from '../db/database.ts';
import { usuarios } from '../db/schema.ts';
import { validate } from '../http/validation.ts';
import { toUsuario } from './users.repository.ts';

/**
 * Every user but `exceptId`, oldest account first (as GET /api/usuarios); BUSCAR matches
 * nombre, apellido, username and email.
 */
export async function listUsersForStaff(
  db: AppDatabase,
  { q, exceptId }: StaffListQuery & { exceptId: string },
  paging: PageRequest,
): Promise<Page<Usuario>> {
  const where = and(
    ne(usuarios._id, exceptId),
    everyWordIn(q, [usuarios.nombre, usuarios.apellido, usuarios.username, usuarios.email].map(foldedColumn)),
  );
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(usuarios).where(where),
    db
      .select()
      .from(usuarios)
      .where(where)
      .orderBy(asc(usuarios.created_at), asc(usuarios.username), asc(usuarios._id))
      .limit(paging.limit)
      .offset((paging.page - 1) * paging.limit),
  ]);
  return buildPage(rows.map(toUsuario), { ...paging, totalDocs: total?.n ?? 0 });
}

/** `GET /api/redaccion/usuarios/:limit/:page?q=` (privilege usuarios, in auth/route-policies.ts). */
export function createUsersListRoutes(db: AppDatabase) {
  return new Hono<StaffEnv>().get(
    '/api/redaccion/usuarios/:limit/:page',
    validate('param', pageRequestSchema),
    validate('query', staffListQuerySchema),
    async (c) => {
      const query = { ...c.req.valid('query'), exceptId: c.var.user._id };
      return c.json({ usuarios: await listUsersForStaff(db, query, c.req.valid('param')) });
    },
  );
}
