import { buildPage, type AuditRow, type Page, type PageRequest } from '@portal/contracts';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { UNKNOWN_CLIENT_ADDRESS, type ClientAddressResolver } from '../auth/client-address.ts';
import type { AppDatabase } from '../db/database.ts';
import { newObjectId } from '../db/ids.ts';
import { auditoria } from '../db/schema.ts';
import type { AuditEntry, AuditRecorder } from '../routing/audit-hook.ts';

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
    async record(c: Context, entry: AuditEntry) {
      const at = new Date(now());
      await db.insert(auditoria).values({
        _id: newObjectId(at),
        ...entry,
        usuario: entry.usuario.slice(0, 200),
        recurso_id: entry.recurso_id.slice(0, 200),
        created_at: at.toISOString(),
        ip: (clientAddress(c) ?? UNKNOWN_CLIENT_ADDRESS).slice(0, 64),
      });
    },
  };
}

export interface AuditFilters {
  usuario?: string;
  recurso?: string;
}

/** `GET /api/auditoria/:limit/:page?usuario=&recurso=`: newest first. */
export async function listAudit(
  db: AppDatabase,
  { usuario, recurso }: AuditFilters,
  paging: PageRequest,
): Promise<Page<AuditRow>> {
  const where = and(
    usuario ? eq(auditoria.usuario, usuario) : undefined,
    recurso ? eq(auditoria.recurso, recurso) : undefined,
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
  return buildPage(docs, { ...paging, totalDocs: total?.n ?? 0 });
}

/** Mounted before every route: offers the audit log's recorder to the routes (c.var.audit). */
export function createAuditing(recorder: AuditRecorder) {
  return new Hono().use('*', async (c, next) => {
    c.set('audit', recorder);
    await next();
  });
}
