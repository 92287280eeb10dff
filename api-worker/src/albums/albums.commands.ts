/**
 * The album writes of the back office. Photos an edit takes out, and every photo of a deleted
 * album, leave storage unless something else shows them.
 */
import type { AlbumPhotoDetail, createAlbumRequestSchema, updateAlbumRequestSchema } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppDatabase } from '../db/database.ts';
import { newObjectId } from '../db/ids.ts';
import { albums } from '../db/schema.ts';
import { imagesDropped, releaseUnusedImages } from '../media/media-references.ts';
import type { MediaStore } from '../media/media-store.ts';

export type CreateAlbumInput = z.output<typeof createAlbumRequestSchema>;
export type UpdateAlbumInput = z.output<typeof updateAlbumRequestSchema>;

/** The details of photos the album shows and that say something, in the photos' order. */
function photoDetails(fotos: string[], details: AlbumPhotoDetail[] | undefined): AlbumPhotoDetail[] {
  const byUrl = new Map((details ?? []).map((detail) => [detail.url, detail]));
  return fotos
    .map((url) => byUrl.get(url))
    .filter(
      (detail): detail is AlbumPhotoDetail =>
        detail !== undefined && (detail.alt !== '' || detail.credito !== ''),
    );
}

const imagesOf = (album: { fotos: string[]; portada: string }) => [album.portada, ...album.fotos];

export function createAlbumsCommands({ db, media }: { db: AppDatabase; media: MediaStore }) {
  return {
    /** Writes an album (its cover already chosen by the request schema); answers its id. */
    async createAlbum(input: CreateAlbumInput): Promise<string> {
      const now = new Date();
      const _id = newObjectId(now);
      await db.insert(albums).values({
        _id,
        ...input,
        fotos_detalle: photoDetails(input.fotos, input.fotos_detalle),
        created_at: now.toISOString(),
      });
      return _id;
    },

    /** Changes the fields given; new photos make their first one the cover, as the edit form shows. */
    async updateAlbum({ id, ...changes }: UpdateAlbumInput): Promise<'updated' | 'not-found'> {
      const [current] = await db.select().from(albums).where(eq(albums._id, id)).limit(1);
      if (!current) return 'not-found';
      const withCover = changes.fotos ? { ...changes, portada: changes.fotos[0]! } : changes;
      // Details follow the photos: new ones replace them, new photos drop those of photos gone.
      const set =
        changes.fotos || changes.fotos_detalle
          ? {
              ...withCover,
              fotos_detalle: photoDetails(
                changes.fotos ?? current.fotos,
                changes.fotos_detalle ?? current.fotos_detalle,
              ),
            }
          : withCover;
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
