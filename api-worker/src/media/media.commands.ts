/**
 * Image uploads and deletions of the back office (DESIGN.md §4): the server decides what a file
 * is (by its bytes) and where it goes (`<folder>/<new id>.<ext>`); uploads to `banners` also join
 * the banner bank.
 */
import { CENTRAL_BANNER_ID, type UploadFolder } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import type { AppDatabase } from '../db/database.ts';
import { newObjectId } from '../db/ids.ts';
import { bannerImages, banners } from '../db/schema.ts';
import { detectImageKind } from './image-signature.ts';
import { isImageInUse } from './media-references.ts';
import { isSafeMediaKey, mediaUrl, type MediaStore } from './media-store.ts';

export interface StoredImage {
  url: string;
  public_id: string;
}

export type DeleteImageResult = 'deleted' | 'invalid-id' | 'not-found' | 'central-banner' | 'in-use';

export function createMediaCommands({ db, media }: { db: AppDatabase; media: MediaStore }) {
  return {
    /** Stores the bytes under a key of the server's choosing; null when they are not an image. */
    async storeImage(folder: UploadFolder, bytes: Uint8Array): Promise<StoredImage | null> {
      const kind = detectImageKind(bytes);
      if (!kind) return null;
      const now = new Date();
      const key = `${folder}/${newObjectId(now)}.${kind.extension}`;
      const url = mediaUrl(key);
      await media.put(key, bytes, kind.contentType);
      if (folder === 'banners') {
        try {
          await db.insert(bannerImages).values({ public_id: key, url, created_at: now.toISOString() });
        } catch (error) {
          // No bank row, no image: nothing would ever show or delete it.
          await media.delete(key);
          throw error;
        }
      }
      return { url, public_id: key };
    },

    /**
     * Removes an uploaded image (its `public_id` is its key) from storage and from the bank,
     * unless the central banner or any content still shows it.
     */
    async deleteImage(publicId: string): Promise<DeleteImageResult> {
      if (!isSafeMediaKey(publicId)) return 'invalid-id';
      const url = mediaUrl(publicId);
      const [central] = await db.select().from(banners).where(eq(banners._id, CENTRAL_BANNER_ID)).limit(1);
      if (central && [central.bannerFull, central.bannerMobile].some((image) => image.includes(url))) {
        return 'central-banner';
      }
      if (await isImageInUse(db, publicId, { exceptBank: true })) return 'in-use';

      const removedFromBank = await db
        .delete(bannerImages)
        .where(eq(bannerImages.public_id, publicId))
        .returning({ public_id: bannerImages.public_id });
      const stored = await media.get(publicId);
      if (stored && !(stored.body instanceof Uint8Array)) await stored.body.cancel();
      if (removedFromBank.length === 0 && !stored) return 'not-found';
      if (stored) await media.delete(publicId);
      return 'deleted';
    },
  };
}

export type MediaCommands = ReturnType<typeof createMediaCommands>;
