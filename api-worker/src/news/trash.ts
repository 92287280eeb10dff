/**
 * The trash ('Papelera', DESIGN §11): what news.commands.ts `trashNews` put there is listed,
 * restored in its earlier state, or deleted for good (by an editor, or by the 30-day clock),
 * its revisions, notes and images with it.
 */
import {
  SYSTEM_AUDIT_USER,
  TRASH_RETENTION_MS,
  buildPage,
  mayRestoreNews,
  stateAfterRestore,
  type NewsState,
  type Page,
  type PageRequest,
  type TrashItem,
} from '@portal/contracts';
import { and, count, desc, eq, lt, notExists, sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/database.ts';
import { newObjectId } from '../db/ids.ts';
import {
  auditoria,
  noticias,
  noticiasNotas,
  noticiasPapelera,
  noticiasPresencia,
  noticiasRevisiones,
} from '../db/schema.ts';
import { everyWordIn, foldedColumn } from '../content/staff-list-search.ts';
import { releaseUnusedImages } from '../media/media-references.ts';
import type { MediaStore } from '../media/media-store.ts';
import { firstPublicationOf, imagesOf } from './news.commands.ts';

/** A trashed row as `datos` keeps it: the schema's field names. */
type TrashedRow = typeof noticias.$inferInsert;

/** `GET /api/papelera/:limit/:page`: the most recently trashed first. */
export async function listTrash(
  db: AppDatabase,
  paging: PageRequest,
  { q = '', retentionMs = TRASH_RETENTION_MS }: { q?: string; retentionMs?: number } = {},
): Promise<Page<TrashItem>> {
  // BUSCAR as in the other staff lists: each word in the title, case and accents aside.
  const where = everyWordIn(q, [foldedColumn(noticiasPapelera.titulo)]);
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(noticiasPapelera).where(where),
    db
      .select({
        _id: noticiasPapelera._id,
        titulo: noticiasPapelera.titulo,
        borrado_por: noticiasPapelera.borrado_por,
        borrado_en: noticiasPapelera.borrado_en,
        estado: noticiasPapelera.estado,
        creada_por: sql<string>`coalesce(json_extract(${noticiasPapelera.datos}, '$.creada_por'), '')`,
      })
      .from(noticiasPapelera)
      .where(where)
      .orderBy(desc(noticiasPapelera.borrado_en), desc(sql`${noticiasPapelera}.rowid`))
      .limit(paging.limit)
      .offset((paging.page - 1) * paging.limit),
  ]);
  const docs = rows.map((row) => ({
    ...row,
    se_elimina_en: new Date(Date.parse(row.borrado_en) + retentionMs).toISOString(),
  }));
  return buildPage(docs, { ...paging, totalDocs: total?.n ?? 0 });
}

export function createTrashCommands({
  db,
  media,
  now = () => Date.now(),
}: {
  db: AppDatabase;
  media: MediaStore;
  now?: () => number;
}) {
  /** Deletes trashed items for good: their row, revisions, notes and the images nothing else shows. */
  async function purge(ids: string[]): Promise<{ _id: string; titulo: string }[]> {
    if (ids.length === 0) return [];
    const purged: { _id: string; titulo: string; datos: Record<string, unknown> }[] = [];
    for (const id of ids) {
      // Revisions and notes go only if the item did not come back meanwhile.
      const gone = notExists(
        db
          .select({ one: sql`1` })
          .from(noticias)
          .where(eq(noticias._id, id)),
      );
      const [rows] = await db.batch([
        db.delete(noticiasPapelera).where(eq(noticiasPapelera._id, id)).returning(),
        db.delete(noticiasRevisiones).where(and(eq(noticiasRevisiones.noticia_id, id), gone)),
        db.delete(noticiasNotas).where(and(eq(noticiasNotas.noticia_id, id), gone)),
        db.delete(noticiasPresencia).where(eq(noticiasPresencia.noticia_id, id)),
      ]);
      if (rows[0]) purged.push(rows[0]);
    }
    const images = purged.flatMap(({ datos }) => {
      const row = datos as Partial<TrashedRow>;
      return imagesOf({ img_portada: String(row.img_portada ?? ''), texto: String(row.texto ?? '') });
    });
    await releaseUnusedImages(db, media, images);
    return purged.map(({ _id, titulo }) => ({ _id, titulo }));
  }

  return {
    /**
     * `POST /api/papelera/:id/restaurar`: the item comes back as it was, in the state it had
     * (a public or scheduled one only for a user with `edicion`, else as a draft), one version on.
     * A writer without `edicion` brings back only the items he wrote (DESIGN §11).
     */
    async restore(
      id: string,
      { savedBy, userId, editor }: { savedBy: string; userId: string; editor: boolean },
    ): Promise<{ estado: NewsState } | 'not-found' | 'not-author'> {
      const [trashed] = await db.select().from(noticiasPapelera).where(eq(noticiasPapelera._id, id)).limit(1);
      if (!trashed) return 'not-found';
      const row = trashed.datos as TrashedRow;
      if (!mayRestoreNews({ creada_por: row.creada_por ?? '' }, { userId, editor })) return 'not-author';
      const estado = stateAfterRestore(trashed.estado, editor);
      const [gone] = await db.batch([
        db
          .delete(noticiasPapelera)
          .where(eq(noticiasPapelera._id, id))
          .returning({ _id: noticiasPapelera._id }),
        db.insert(noticias).values({
          ...row,
          // Published once, it keeps that date when it goes out again.
          primera_publicacion: firstPublicationOf({ ...row, estado: trashed.estado }),
          estado,
          version: Number(row.version ?? 0) + 1,
          actualizado_en: new Date(now()).toISOString(),
          actualizado_por: savedBy,
        }),
      ]);
      return gone[0] ? { estado } : 'not-found';
    },

    /** `DELETE /api/papelera/:id`: gone for good. */
    async purgeOne(id: string): Promise<'purged' | 'not-found'> {
      return (await purge([id])).length > 0 ? 'purged' : 'not-found';
    },

    /**
     * What has been in the trash for 30 days goes for good (node/orphan-cleanup-schedule.ts and
     * the worker's hourly cron run this); the audit log names the system. Answers how many went.
     */
    async purgeExpired(retentionMs = TRASH_RETENTION_MS): Promise<number> {
      const at = new Date(now());
      const due = await db
        .select({ _id: noticiasPapelera._id })
        .from(noticiasPapelera)
        .where(lt(noticiasPapelera.borrado_en, new Date(at.getTime() - retentionMs).toISOString()))
        .limit(500);
      const purged = await purge(due.map(({ _id }) => _id));
      if (purged.length > 0) {
        await db.insert(auditoria).values(
          purged.map(({ _id, titulo }) => ({
            _id: newObjectId(at),
            usuario: SYSTEM_AUDIT_USER,
            accion: 'purgar',
            recurso: 'noticia',
            recurso_id: _id,
            titulo,
            created_at: at.toISOString(),
            ip: '',
          })),
        );
      }
      return purged.length;
    },
  };
}

export type TrashCommands = ReturnType<typeof createTrashCommands>;
