/**
 * The album writes of the back office. Photos an edit takes out, and every photo of a deleted
 * album, leave storage unless something else shows them.
 */
import type { createAlbumRequestSchema, updateAlbumRequestSchema } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppDatabase } from '../db/database.ts';
import { newObjectId } from '../db/ids.ts';
import { albums } from '../db/schema.ts';
import { imagesDropped, releaseUnusedImages } from '../media/media-references.ts';
import type { MediaStore } from '../media/media-store.ts';

export type CreateAlbumInput = z.output<typeof createAlbumRequestSchema>;
export type UpdateAlbumInput = z.output<typeof updateAlbumRequestSchema>;

const imagesOf = (album: { fotos: string[]; portada: string }) => [album.portada, ...album.fotos];

export function createAlbumsCommands({ db, media }: { db: AppDatabase; media: MediaStore }) {
  return {
    /** Writes an album (its cover already chosen by the request schema); answers its id. */
    async createAlbum(input: CreateAlbumInput): Promise<string> {
      const now = new Date();
      const _id = newObjectId(now);
      await db.insert(albums).values({ _id, ...input, created_at: now.toISOString() });
      return _id;
    },

    /** Changes the fields given; new photos make their first one the cover, as the edit form shows. */
    async updateAlbum({ id, ...changes }: UpdateAlbumInput): Promise<'updated' | 'not-found'> {
      const [current] = await db.select().from(albums).where(eq(albums._id, id)).limit(1);
      if (!current) return 'not-found';
      const set = changes.fotos ? { ...changes, portada: changes.fotos[0]! } : changes;
      if (Object.keys(set).length > 0) await db.update(albums).set(set).where(eq(albums._id, id));
      await releaseUnusedImages(
        db,
        media,
        imagesDropped(imagesOf(current), imagesOf({ ...current, ...set })),
      );
      return 'updated';
    },

    async deleteAlbum(id: string): Promise<'deleted' | 'not-found'> {
      const [deleted] = await db.delete(albums).where(eq(albums._id, id)).returning();
      if (!deleted) return 'not-found';
      await releaseUnusedImages(db, media, imagesOf(deleted));
      return 'deleted';
    },
  };
}
