import { SYSTEM_AUDIT_USER } from '@portal/contracts';
import { and, eq, lte, min, sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/database.ts';
import { newObjectId } from '../db/ids.ts';
import { auditoria, noticias, ultimoMomento } from '../db/schema.ts';
import { removeExpiredBreakingNews } from '../home-curation/home-curation.commands.ts';

/** Who the audit log names for what scheduled publishing does: the system ('Sistema'), no username. */
export const SCHEDULER_USER = SYSTEM_AUDIT_USER;

/**
 * Scheduled publishing: a `programada` news item whose `publicar_en` has come becomes
 * `publicada`, dated `publicar_en` (its public date, which the lists sort by). The triggers of
 * drizzle/0005_news_states.sql then count it and index it for the search. Both reads walk the
 * partial index of scheduled items only.
 */
export function createScheduledPublishing(db: AppDatabase) {
  // The breaking-news bar's expiry is such a moment too (DESIGN §12): caches stop there.
  const next = db
    .select({
      at: sql<
        string | null
      >`min(coalesce(${min(noticias.publicar_en)}, '9'), coalesce((SELECT ${ultimoMomento.hasta} FROM ${ultimoMomento}), '9'))`,
    })
    .from(noticias)
    .where(eq(noticias.estado, 'programada'))
    .prepare();
  return {
    /** The earliest `publicar_en` still waiting (ms since the epoch), or null. */
    async nextPublishAt(): Promise<number | null> {
      const [row] = await next.all();
      return row?.at && row.at !== '9' ? Date.parse(row.at) : null;
    },
    /** Publishes what is due at `now`; answers how many items went out. */
    async publishDue(now: number): Promise<number> {
      const at = new Date(now);
      const due = await db
        .update(noticias)
        // An item that went out before (then unpublished) keeps its first date.
        .set({
          estado: 'publicada',
          created_at: sql`coalesce(nullif(${noticias.primera_publicacion}, ''), ${noticias.publicar_en})`,
          primera_publicacion: sql`coalesce(nullif(${noticias.primera_publicacion}, ''), ${noticias.publicar_en})`,
        })
        .where(and(eq(noticias.estado, 'programada'), lte(noticias.publicar_en, at.toISOString())))
        .returning({ _id: noticias._id, titulo: noticias.titulo });
      // The audit log names the schedule itself as who published them.
      if (due.length > 0) {
        await db.insert(auditoria).values(
          due.map(({ _id, titulo }) => ({
            _id: newObjectId(at),
            usuario: SCHEDULER_USER,
            accion: 'publicar',
            recurso: 'noticia',
            recurso_id: _id,
            titulo,
            created_at: at.toISOString(),
            ip: '',
          })),
        );
      }
      // A breaking-news bar whose time is over goes too: counted as one change (a new version).
      const expired = await removeExpiredBreakingNews(db, now);
      return due.length + (expired ? 1 : 0);
    },
  };
}
