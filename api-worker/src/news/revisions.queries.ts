import type { Revision, RevisionSummary } from '@portal/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/database.ts';
import { noticiasRevisiones } from '../db/schema.ts';

/** `GET /api/noticia/:id/revisiones`: the item's revisions, newest first. */
export function listRevisions(db: AppDatabase, noticiaId: string): Promise<RevisionSummary[]> {
  return db
    .select({
      _id: noticiasRevisiones._id,
      autor: noticiasRevisiones.autor,
      created_at: noticiasRevisiones.created_at,
      titulo: noticiasRevisiones.titulo,
    })
    .from(noticiasRevisiones)
    .where(eq(noticiasRevisiones.noticia_id, noticiaId))
    .orderBy(desc(sql`${noticiasRevisiones}.rowid`));
}

/** `GET /api/noticia/:id/revisiones/:rev`: one revision of that item in full, or undefined. */
export async function findRevision(
  db: AppDatabase,
  noticiaId: string,
  rev: string,
): Promise<Revision | undefined> {
  const [row] = await db
    .select()
    .from(noticiasRevisiones)
    .where(and(eq(noticiasRevisiones._id, rev), eq(noticiasRevisiones.noticia_id, noticiaId)))
    .limit(1);
  return row;
}
