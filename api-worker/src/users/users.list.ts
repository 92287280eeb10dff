/**
 * The back office's users list, apart from the other users calls: a page of every staff member
 * but the one asking (the spec hides one's own row), never a hash (toUsuario).
 */
import {
  buildPage,
  pageRequestSchema,
  staffUsersListQuerySchema,
  staffUsersListResponseSchema,
  type Page,
  type PageRequest,
  type StaffUserOrder,
  type StaffUsersListQuery,
  type Usuario,
} from '@portal/contracts';
import { and, asc, count, desc, ne, type SQL } from 'drizzle-orm';
import type { StaffEnv } from '../auth/staff-env.ts';
import { everyWordIn, foldedColumn } from '../content/staff-list-search.ts';
import type { AppDatabase } from '../db/database.ts';
import { usuarios } from '../db/schema.ts';
import { declareRoute, declaredRoutes } from '../routing/declare-route.ts';
import { jsonAnswer } from '../routing/responses.ts';
import { toUsuario } from '../auth/users.repository.ts';

const OLDEST_FIRST = [asc(usuarios.created_at), asc(usuarios.username), asc(usuarios._id)];

/** A sortable column's order, over the whole list; the id breaks ties so pages never overlap. */
function orderOf(orden: StaffUserOrder): SQL[] {
  const column = { nombre: usuarios.nombre, apellido: usuarios.apellido, username: usuarios.username }[
    orden.replace(/^-/, '') as 'nombre' | 'apellido' | 'username'
  ];
  const direction = orden.startsWith('-') ? desc : asc;
  return [direction(foldedColumn(column)), direction(usuarios._id)];
}

/**
 * Every user but `exceptId`, oldest account first (as GET /api/usuarios) or by a sortable
 * column; BUSCAR matches nombre, apellido, username and email.
 */
export async function listUsersForStaff(
  db: AppDatabase,
  { q, orden, exceptId }: StaffUsersListQuery & { exceptId: string },
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
      .orderBy(...(orden ? orderOf(orden) : OLDEST_FIRST))
      .limit(paging.limit)
      .offset((paging.page - 1) * paging.limit),
  ]);
  return buildPage(rows.map(toUsuario), { ...paging, totalDocs: total?.n ?? 0 });
}

export const listUsersForStaffRoute = declareRoute({
  method: 'get',
  path: '/api/redaccion/usuarios/{limit}/{page}',
  access: { privilege: 'usuarios' },
  summary: 'La lista de usuarios de la redacción, sin quien la pide (buscada y ordenada en el servidor)',
  request: { params: pageRequestSchema, query: staffUsersListQuerySchema },
  responses: { 200: jsonAnswer(staffUsersListResponseSchema, 'Una página bajo `usuarios`.') },
});

export function createUsersListRoutes(db: AppDatabase) {
  return declaredRoutes<StaffEnv>(db).add(listUsersForStaffRoute, async (c) => {
    const query = { ...c.req.valid('query'), exceptId: c.var.user._id };
    return c.json({ usuarios: await listUsersForStaff(db, query, c.req.valid('param')) });
  }).app;
}
