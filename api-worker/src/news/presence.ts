/**
 * Who else has a news item open (DESIGN §11): the edit screen says so every 20 s
 * (PRESENCE_HEARTBEAT_MS); someone is gone 60 s after their last heartbeat (PRESENCE_TTL_MS),
 * or at once when the screen closes. The 412 of `If-Match` still guards the saves underneath.
 */
import {
  PRESENCE_TTL_MS,
  type NewsroomPresenceResponse,
  type Presence,
  type Usuario,
} from '@portal/contracts';
import { and, asc, eq, gte, lt, ne, sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/database.ts';
import { noticias, noticiasPresencia } from '../db/schema.ts';

const who = {
  usuario: noticiasPresencia.usuario,
  nombre: noticiasPresencia.nombre,
  desde: noticiasPresencia.desde,
};

export function createPresence({ db, now = () => Date.now() }: { db: AppDatabase; now?: () => number }) {
  const cutoff = () => new Date(now() - PRESENCE_TTL_MS).toISOString();
  /** Whether the item is there (neither deleted nor in the trash). */
  const exists = async (id: string) =>
    (await db.select({ _id: noticias._id }).from(noticias).where(eq(noticias._id, id)).limit(1)).length > 0;
  return {
    /**
     * `user` has item `id` open: their row is renewed (`desde` stays unless they had been gone),
     * rows nobody renewed go, and the answer is everyone else who has it open, earliest first.
     */
    async heartbeat(
      id: string,
      user: Pick<Usuario, '_id' | 'username' | 'nombre' | 'apellido'>,
    ): Promise<Presence[] | 'not-found'> {
      if (!(await exists(id))) return 'not-found';
      const at = new Date(now()).toISOString();
      const since = cutoff();
      const [, , others] = await db.batch([
        db.delete(noticiasPresencia).where(lt(noticiasPresencia.visto_en, since)),
        db
          .insert(noticiasPresencia)
          .values({
            noticia_id: id,
            usuario_id: user._id,
            usuario: user.username,
            nombre: `${user.nombre} ${user.apellido}`.trim(),
            desde: at,
            visto_en: at,
          })
          .onConflictDoUpdate({
            target: [noticiasPresencia.noticia_id, noticiasPresencia.usuario_id],
            set: {
              usuario: sql`excluded.usuario`,
              nombre: sql`excluded.nombre`,
              visto_en: sql`excluded.visto_en`,
            },
          }),
        db
          .select(who)
          .from(noticiasPresencia)
          .where(
            and(
              eq(noticiasPresencia.noticia_id, id),
              ne(noticiasPresencia.usuario_id, user._id),
              gte(noticiasPresencia.visto_en, since),
            ),
          )
          .orderBy(asc(noticiasPresencia.desde)),
      ]);
      return others;
    },

    /** `DELETE /api/noticia/:id/presencia`: `userId` closed the item. */
    async leave(id: string, userId: string): Promise<'left' | 'not-found'> {
      const item = await exists(id);
      await db
        .delete(noticiasPresencia)
        .where(and(eq(noticiasPresencia.noticia_id, id), eq(noticiasPresencia.usuario_id, userId)));
      return item ? 'left' : 'not-found';
    },

    /** `GET /api/redaccion/presencia`: every item open by someone now, for the news table. */
    async active(): Promise<NewsroomPresenceResponse['presencia']> {
      return db
        .select({ noticia_id: noticiasPresencia.noticia_id, ...who })
        .from(noticiasPresencia)
        .where(gte(noticiasPresencia.visto_en, cutoff()))
        .orderBy(asc(noticiasPresencia.desde));
    },
  };
}
