/**
 * Review before publishing (DESIGN §11): a writer sends a draft for review with an optional
 * note; an editor approves it (a save to `publicada` or `programada`, news.commands.ts) or
 * returns it to its author as a draft with a note. The notes stay with the item.
 */
import {
  buildPage,
  maySendForReview,
  type NewsNote,
  type Page,
  type PageRequest,
  type ReviewQueueItem,
} from '@portal/contracts';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/database.ts';
import { newObjectId } from '../db/ids.ts';
import { noticias, noticiasNotas } from '../db/schema.ts';
import { staffListColumns, withContentModel } from './news.queries.ts';

/** The latest note of kind 'revision' of the row's item: who sent it for review, when, and what it said. */
// Columns named with their table: drizzle writes a select list's columns bare when the query reads
// one table, and inside this subquery a bare "_id" would be the note's own.
const latestSending = <T>(column: 'autor' | 'created_at' | 'nota') =>
  sql<T>`(SELECT ${noticiasNotas}.${sql.identifier(column)} FROM ${noticiasNotas}
    WHERE ${noticiasNotas}.${sql.identifier('noticia_id')} = ${noticias}.${sql.identifier('_id')}
    AND ${noticiasNotas}.${sql.identifier('tipo')} = 'revision'
    ORDER BY ${noticiasNotas}.${sql.identifier('created_at')} DESC LIMIT 1)`;

/** `GET /api/redaccion/revision/:limit/:page`: the items in review, the longest waiting first. */
export async function listReviewQueue(db: AppDatabase, paging: PageRequest): Promise<Page<ReviewQueueItem>> {
  const enviadaEn = sql<string>`coalesce(${latestSending('created_at')}, ${noticias.actualizado_en})`;
  const inReview = eq(noticias.estado, 'revision');
  const [[total], docs] = await Promise.all([
    db.select({ n: count() }).from(noticias).where(inReview),
    db
      .select({
        ...staffListColumns,
        enviada_por: sql<string>`coalesce(${latestSending('autor')}, ${noticias.actualizado_por})`,
        enviada_en: enviadaEn,
        nota: sql<string>`coalesce(${latestSending('nota')}, '')`,
      })
      .from(noticias)
      .where(inReview)
      .orderBy(asc(enviadaEn), asc(sql`${noticias}.rowid`))
      .limit(paging.limit)
      .offset((paging.page - 1) * paging.limit),
  ]);
  return buildPage(docs.map(withContentModel), { ...paging, totalDocs: total?.n ?? 0 });
}

/** `GET /api/noticia/:id/notas`: the notes of an item's review, newest first. */
export async function listNewsNotes(db: AppDatabase, id: string): Promise<NewsNote[]> {
  return db
    .select({
      _id: noticiasNotas._id,
      tipo: noticiasNotas.tipo,
      nota: noticiasNotas.nota,
      autor: noticiasNotas.autor,
      created_at: noticiasNotas.created_at,
    })
    .from(noticiasNotas)
    .where(eq(noticiasNotas.noticia_id, id))
    .orderBy(desc(noticiasNotas.created_at), desc(sql`${noticiasNotas}.rowid`));
}

/** A review move refused: no such item, or not in the state the move starts from. */
export type ReviewRefusal = 'not-found' | 'wrong-state' | 'not-author';

export function createReviewCommands({
  db,
  now = () => Date.now(),
}: {
  db: AppDatabase;
  now?: () => number;
}) {
  /**
   * Moves the item from `from` to `to` with a note of `tipo`, one version on. The note and the
   * move are one batch guarded by the same state, so that they happen together or not at all:
   * when someone moved the item since it was read, neither is written.
   */
  async function move(
    id: string,
    {
      from,
      to,
      tipo,
    }: { from: 'borrador' | 'revision'; to: 'revision' | 'borrador'; tipo: NewsNote['tipo'] },
    { nota, by }: { nota: string; by: string },
    mayMove: (current: { creada_por: string }) => boolean = () => true,
  ): Promise<{ version: number } | ReviewRefusal> {
    const [current] = await db
      .select({ estado: noticias.estado, creada_por: noticias.creada_por })
      .from(noticias)
      .where(eq(noticias._id, id))
      .limit(1);
    if (!current) return 'not-found';
    if (current.estado !== from) return 'wrong-state';
    if (!mayMove(current)) return 'not-author';
    const at = new Date(now());
    const stillFrom = and(eq(noticias._id, id), eq(noticias.estado, from));
    // The note first, written only while the item is still in `from`; the move then sees the same state.
    const [, moved] = await db.batch([
      db.insert(noticiasNotas).select(
        db
          .select({
            _id: sql<string>`${newObjectId(at)}`.as('_id'),
            noticia_id: noticias._id,
            tipo: sql<NewsNote['tipo']>`${tipo}`.as('tipo'),
            nota: sql<string>`${nota}`.as('nota'),
            autor: sql<string>`${by}`.as('autor'),
            created_at: sql<string>`${at.toISOString()}`.as('created_at'),
          })
          .from(noticias)
          .where(stillFrom),
      ),
      db
        .update(noticias)
        .set({
          estado: to,
          actualizado_en: at.toISOString(),
          actualizado_por: by,
          version: sql`${noticias.version} + 1`,
        })
        .where(stillFrom)
        .returning({ version: noticias.version }),
    ]);
    return moved[0] ?? 'wrong-state';
  }

  return {
    /** `POST /api/noticia/:id/revision`: a draft goes to the editors' queue, sent by its author or an editor. */
    sendForReview: (
      id: string,
      note: { nota: string; by: string },
      sender: { userId: string; editor: boolean },
    ) =>
      move(id, { from: 'borrador', to: 'revision', tipo: 'revision' }, note, (current) =>
        maySendForReview(current, sender),
      ),
    /** `POST /api/noticia/:id/devolver`: an item in review goes back to its author as a draft. */
    returnToAuthor: (id: string, note: { nota: string; by: string }) =>
      move(id, { from: 'revision', to: 'borrador', tipo: 'devolucion' }, note),
  };
}
