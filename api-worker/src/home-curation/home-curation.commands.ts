/** The editors' writes of the home (DESIGN §12, privilege edicion). */
import { and, eq, inArray, lte } from 'drizzle-orm';
import type { AppDatabase } from '../db/database.ts';
import { noticias, portadaDestacadas, ultimoMomento } from '../db/schema.ts';

/** Pins `ids` in order (replacing the previous pins); 'not-public' when one is not published. */
export async function setPinned(db: AppDatabase, ids: readonly string[]): Promise<'saved' | 'not-public'> {
  if (ids.length > 0) {
    const found = await db
      .select({ id: noticias._id })
      .from(noticias)
      .where(and(inArray(noticias._id, [...ids]), eq(noticias.estado, 'publicada')));
    if (found.length !== ids.length) return 'not-public';
  }
  await db.batch([
    db.delete(portadaDestacadas),
    ...ids.map((noticia_id, posicion) => db.insert(portadaDestacadas).values({ posicion, noticia_id })),
  ]);
  return 'saved';
}

/** Sets the breaking-news bar (`texto` null removes it); 'past' when `hasta` is not ahead. */
export async function setBreakingNews(
  db: AppDatabase,
  body: { texto: string | null; link: string; hasta?: string | undefined },
  now: number,
): Promise<'saved' | 'removed' | 'past'> {
  if (body.texto === null || body.hasta === undefined) {
    await db.delete(ultimoMomento);
    return 'removed';
  }
  const hasta = new Date(body.hasta).toISOString();
  if (Date.parse(hasta) <= now) return 'past';
  const row = { texto: body.texto, link: body.link, hasta };
  await db
    .insert(ultimoMomento)
    .values({ id: 1, ...row })
    .onConflictDoUpdate({ target: ultimoMomento.id, set: row });
  return 'saved';
}

/** Removes a bar whose time is over (scheduled work, as publishing is); answers whether it did. */
export async function removeExpiredBreakingNews(db: AppDatabase, now: number): Promise<boolean> {
  const removed = await db
    .delete(ultimoMomento)
    .where(lte(ultimoMomento.hasta, new Date(now).toISOString()))
    .returning({ id: ultimoMomento.id });
  return removed.length > 0;
}
