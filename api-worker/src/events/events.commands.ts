import { slugAfterTitle, uniqueSlug } from '../content/slugs.ts';
/**
 * The agenda writes of the back office. The body is sanitized on every write; a flyer (or body
 * image) the event stops using leaves storage unless something else shows it.
 */
import type { createEventRequestSchema, updateEventRequestSchema } from '@portal/contracts';
import { eq, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { mediaImagesOf, sanitizeHtml } from '../content/sanitize-html.ts';
import type { AppDatabase } from '../db/database.ts';
import { newObjectId } from '../db/ids.ts';
import { banners, eventos } from '../db/schema.ts';
import { imagesDropped, releaseUnusedImages } from '../media/media-references.ts';
import type { MediaStore } from '../media/media-store.ts';

export type CreateEventInput = z.output<typeof createEventRequestSchema>;
export type UpdateEventInput = z.output<typeof updateEventRequestSchema>;

/**
 * A banner link that leads to the event `id` (as bannerLinksToEvent of @portal/contracts says):
 * `/evento/<id>` or an address ending so, maybe with a query or fragment. Ids are 24 hex
 * characters, so they hold no LIKE wildcard.
 */
const linksToEvent = (id: string) =>
  or(
    eq(banners.url, `/evento/${id}`),
    sql`${banners.url} LIKE ${`%/evento/${id}`}`,
    sql`${banners.url} LIKE ${`%/evento/${id}/`}`,
    sql`${banners.url} LIKE ${`%/evento/${id}?%`}`,
    sql`${banners.url} LIKE ${`%/evento/${id}#%`}`,
  );

const imagesOf = (event: { flayer: string; texto: string }) => [event.flayer, ...mediaImagesOf(event.texto)];

export function createEventsCommands({ db, media }: { db: AppDatabase; media: MediaStore }) {
  return {
    async createEvent(input: CreateEventInput): Promise<string> {
      const now = new Date();
      const _id = newObjectId(now);
      await db.insert(eventos).values({
        _id,
        ...input,
        texto: sanitizeHtml(input.texto),
        created_at: now.toISOString(),
        slug: await uniqueSlug(db, eventos, input.titulo),
      });
      return _id;
    },

    /** Changes the fields given. */
    async updateEvent({ id, ...changes }: UpdateEventInput): Promise<'updated' | 'not-found'> {
      const [current] = await db.select().from(eventos).where(eq(eventos._id, id)).limit(1);
      if (!current) return 'not-found';
      if (changes.texto !== undefined) changes.texto = sanitizeHtml(changes.texto);
      // An event is public once written: its slug stays.
      const slug = await slugAfterTitle(db, eventos, current, changes.titulo, true);
      if (Object.keys(changes).length > 0)
        await db
          .update(eventos)
          .set({ ...changes, ...slug })
          .where(eq(eventos._id, id));
      await releaseUnusedImages(
        db,
        media,
        imagesDropped(imagesOf(current), imagesOf({ ...current, ...changes })),
      );
      return 'updated';
    },

    /**
     * Deletes the event and, in the same transaction, clears the link of a banner that leads to
     * it, so that the central banner never sends a visitor to 'Evento no encontrado'.
     */
    async deleteEvent(id: string): Promise<'deleted' | 'not-found'> {
      const [[deleted]] = await db.batch([
        db.delete(eventos).where(eq(eventos._id, id)).returning(),
        db.update(banners).set({ url: '' }).where(linksToEvent(id)),
      ]);
      if (!deleted) return 'not-found';
      await releaseUnusedImages(db, media, imagesOf(deleted));
      return 'deleted';
    },
  };
}
