import { REVISION_FIELDS, type Revision, type RevisionField, type RevisionListItem } from '@portal/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/database.ts';
import { noticias, noticiasRevisiones } from '../db/schema.ts';

type Compared = Record<RevisionField, string | null>;

/** The fields in which `newer` differs from `older`. */
const fieldsChanged = (older: Compared, newer: Compared): RevisionField[] =>
  REVISION_FIELDS.filter((field) => (older[field] ?? '') !== (newer[field] ?? ''));

const comparedColumns = <T extends typeof noticias | typeof noticiasRevisiones>(table: T) => ({
  titulo: table.titulo,
  descripcion: table.descripcion,
  texto: table.texto,
  provincia: table.provincia,
  img_portada: table.img_portada,
  img_portada_alt: table.img_portada_alt,
  img_portada_credito: table.img_portada_credito,
  estado: table.estado,
  publicar_en: table.publicar_en,
});

/**
 * `GET /api/noticia/:id/revisiones`: the item's revisions, newest first, each with its version,
 * its state and the fields the next version (the newer revision, or the item as it is now)
 * changed. The bodies are read to compare them and never answered.
 */
export async function listRevisions(db: AppDatabase, noticiaId: string): Promise<RevisionListItem[]> {
  const [rows, [current]] = await Promise.all([
    db
      .select({
        _id: noticiasRevisiones._id,
        autor: noticiasRevisiones.autor,
        created_at: noticiasRevisiones.created_at,
        version: noticiasRevisiones.version,
        ...comparedColumns(noticiasRevisiones),
      })
      .from(noticiasRevisiones)
      .where(eq(noticiasRevisiones.noticia_id, noticiaId))
      .orderBy(desc(sql`${noticiasRevisiones}.rowid`)),
    db.select(comparedColumns(noticias)).from(noticias).where(eq(noticias._id, noticiaId)).limit(1),
  ]);
  return rows.map(({ _id, autor, created_at, version, ...content }, index) => {
    const next = index === 0 ? current : rows[index - 1];
    return {
      _id,
      autor,
      created_at,
      titulo: content.titulo,
      version,
      estado: content.estado,
      cambios: next ? fieldsChanged(content, next) : [],
    };
  });
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
