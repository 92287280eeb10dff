import {
  buildPage,
  startOfArgentinaDay,
  type AuditListQuery,
  type AuditRow,
  type Page,
  type PageRequest,
  SINGLE_AUDIT_ITEMS,
} from '@portal/contracts';
import { and, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { UNKNOWN_CLIENT_ADDRESS, type ClientAddressResolver } from '../auth/client-address.ts';
import type { AppDatabase } from '../db/database.ts';
import { newObjectId } from '../db/ids.ts';
import { auditoria } from '../db/schema.ts';
import type { AuditEntry, AuditRecorder } from '../routing/audit-hook.ts';
import { auditTitleOf, existingAuditItems } from './audit-titles.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The audit log's writer: one row per staff write (fed by the route declarations,
 * routing/audit-hook.ts), login and refused login, with the client's address. Rows are only
 * ever inserted.
 */
export function createAuditLog(
  db: AppDatabase,
  { clientAddress, now = () => Date.now() }: { clientAddress: ClientAddressResolver; now?: () => number },
): AuditRecorder {
  return {
    titleOf: (recurso, recursoId) => auditTitleOf(db, recurso, recursoId),
    async record(c: Context, { titulo, ...entry }: AuditEntry) {
      const at = new Date(now());
      // A delete hands the title it read before; anything else is named as it is now.
      const title = titulo || (await auditTitleOf(db, entry.recurso, entry.recurso_id));
      await db.insert(auditoria).values({
        _id: newObjectId(at),
        ...entry,
        usuario: entry.usuario.slice(0, 200),
        recurso_id: entry.recurso_id.slice(0, 200),
        titulo: title.slice(0, 300),
        created_at: at.toISOString(),
        ip: (clientAddress(c) ?? UNKNOWN_CLIENT_ADDRESS).slice(0, 64),
      });
    },
  };
}

/**
 * `GET /api/auditoria/:limit/:page?usuario=&recurso=&desde=&hasta=`: newest first; `usuario` is
 * a part of the username in any case, the days are Argentina's (both included). Each row says
 * whether its item still exists.
 */
export async function listAudit(
  db: AppDatabase,
  { usuario, recurso, desde, hasta }: AuditListQuery,
  paging: PageRequest,
): Promise<Page<AuditRow>> {
  const where = and(
    usuario ? sql`instr(lower(${auditoria.usuario}), lower(${usuario})) > 0` : undefined,
    recurso ? eq(auditoria.recurso, recurso) : undefined,
    desde ? gte(auditoria.created_at, new Date(startOfArgentinaDay(desde)).toISOString()) : undefined,
    hasta ? lt(auditoria.created_at, new Date(startOfArgentinaDay(hasta) + DAY_MS).toISOString()) : undefined,
  );
  const [[total], docs] = await Promise.all([
    db.select({ n: count() }).from(auditoria).where(where),
    db
      .select()
      .from(auditoria)
      .where(where)
      .orderBy(desc(sql`${auditoria}.rowid`))
      .limit(paging.limit)
      .offset((paging.page - 1) * paging.limit),
  ]);
  const existing = await existingAuditItems(db, docs);
  return buildPage(
    docs.map((row) => ({
      ...row,
      // Rows written before the front page and the breaking bar had names get theirs here.
      titulo: row.titulo || SINGLE_AUDIT_ITEMS[row.recurso] || '',
      existe: existing.has(`${row.recurso}:${row.recurso_id}`),
    })),
    { ...paging, totalDocs: total?.n ?? 0 },
  );
}

/** Mounted before every route: offers the audit log's recorder to the routes (c.var.audit). */
export function createAuditing(recorder: AuditRecorder) {
  return new Hono().use('*', async (c, next) => {
    c.set('audit', recorder);
    await next();
  });
}
