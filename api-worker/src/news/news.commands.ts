/**
 * The news writes of the back office. The body is sanitized and the search text recomputed on
 * every write (the FTS index follows through the triggers of drizzle/0001_news_search.sql); the
 * author comes from the session; images the item stops using leave storage.
 */
import type { Usuario, createNewsRequestSchema, updateNewsRequestSchema } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { mediaImagesOf, sanitizeHtml } from '../content/sanitize-html.ts';
import type { AppDatabase } from '../db/database.ts';
import { newObjectId } from '../db/ids.ts';
import { noticias } from '../db/schema.ts';
import { imagesDropped, releaseUnusedImages } from '../media/media-references.ts';
import type { MediaStore } from '../media/media-store.ts';
import { newsSearchText } from '../content/search-text.ts';

export type CreateNewsInput = z.output<typeof createNewsRequestSchema>;
export type UpdateNewsInput = z.output<typeof updateNewsRequestSchema>;
/** Who writes: the session's user. */
export type NewsAuthor = Pick<Usuario, 'nombre' | 'apellido' | 'foto'>;

/** The images a news item owns (its author's photo belongs to the author). */
const imagesOf = (news: { img_portada: string; texto: string }) => [
  news.img_portada,
  ...mediaImagesOf(news.texto),
];

export function createNewsCommands({ db, media }: { db: AppDatabase; media: MediaStore }) {
  return {
    /** Writes a news item by `author`; answers its id. */
    async createNews(input: CreateNewsInput, author: NewsAuthor): Promise<string> {
      const now = new Date();
      const fields = { ...input, texto: sanitizeHtml(input.texto) };
      const _id = newObjectId(now);
      await db.insert(noticias).values({
        _id,
        ...fields,
        editor: `${author.nombre} ${author.apellido}`.trim(),
        fotoEditor: author.foto,
        search_text: newsSearchText(fields),
        created_at: now.toISOString(),
      });
      return _id;
    },

    /** Changes the fields given; the author and the creation date stay. */
    async updateNews({ id, ...changes }: UpdateNewsInput): Promise<'updated' | 'not-found'> {
      const [current] = await db.select().from(noticias).where(eq(noticias._id, id)).limit(1);
      if (!current) return 'not-found';
      if (changes.texto !== undefined) changes.texto = sanitizeHtml(changes.texto);
      const next = { ...current, ...changes };
      await db
        .update(noticias)
        .set({ ...changes, search_text: newsSearchText(next) })
        .where(eq(noticias._id, id));
      await releaseUnusedImages(db, media, imagesDropped(imagesOf(current), imagesOf(next)));
      return 'updated';
    },

    async deleteNews(id: string): Promise<'deleted' | 'not-found'> {
      const [deleted] = await db.delete(noticias).where(eq(noticias._id, id)).returning();
      if (!deleted) return 'not-found';
      await releaseUnusedImages(db, media, imagesOf(deleted));
      return 'deleted';
    },
  };
}
