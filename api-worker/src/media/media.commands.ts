/**
 * Image uploads and deletions of the back office (docs/api.md): the server decides what a file
 * is (by its bytes) and where it goes (`<folder>/<new id>.<ext>`); uploads to `banners` also join
 * the banner bank.
 */
import {
  CENTRAL_BANNER_ID,
  imageVariantPath,
  imageVariantPaths,
  type ImageVariantWidth,
  type UploadFolder,
} from '@portal/contracts';
import { eq } from 'drizzle-orm';
import type { AppDatabase } from '../db/database.ts';
import { newObjectId } from '../db/ids.ts';
import { bannerImages, banners } from '../db/schema.ts';
import { readImageDimensions } from './image-dimensions.ts';
import { detectImageKind } from './image-signature.ts';
import { checkImageVariant, type ImageVariantProblem } from './image-variant-check.ts';
import { forgetImages, recordUploadedImage } from './media-library.ts';
import { isImageInUse } from './media-references.ts';
import { isSafeMediaKey, mediaUrl, type MediaStore } from './media-store.ts';

export interface StoredImage {
  url: string;
  public_id: string;
}

export type StoreImageResult =
  | { status: 'stored'; image: StoredImage }
  | { status: 'not-an-image' }
  | { status: 'bad-variant'; width: ImageVariantWidth; problem: ImageVariantProblem };

export type DeleteImageResult = 'deleted' | 'invalid-id' | 'not-found' | 'central-banner' | 'in-use';

export function createMediaCommands({ db, media }: { db: AppDatabase; media: MediaStore }) {
  return {
    /**
     * Stores the bytes under a key of the server's choosing, with the resized copies sent beside
     * them under the keys the naming convention derives from it (`<key>.w800.<ext>`). All or
     * nothing: a refused copy stores nothing, and a failed write removes what was written. The
     * image becomes a record of the media library, uploaded by `uploader` (a username).
     */
    async storeImage(
      folder: UploadFolder,
      bytes: Uint8Array,
      variants: ReadonlyMap<ImageVariantWidth, Uint8Array> = new Map(),
      uploader = '',
    ): Promise<StoreImageResult> {
      const kind = detectImageKind(bytes);
      if (!kind) return { status: 'not-an-image' };
      const size = readImageDimensions(bytes, kind);
      if (variants.size > 0) {
        const original = { kind, size };
        for (const [width, copy] of variants) {
          const problem = checkImageVariant(original, width, copy);
          if (problem) return { status: 'bad-variant', width, problem };
        }
      }
      const now = new Date();
      const key = `${folder}/${newObjectId(now)}.${kind.extension}`;
      const url = mediaUrl(key);
      const writes: [string, Uint8Array][] = [
        [key, bytes],
        ...[...variants].map(([width, copy]): [string, Uint8Array] => [imageVariantPath(key, width), copy]),
      ];
      const removeAll = () => Promise.all(writes.map(([written]) => media.delete(written)));
      try {
        await Promise.all(writes.map(([target, body]) => media.put(target, body, kind.contentType)));
        if (folder === 'banners') {
          await db.insert(bannerImages).values({ public_id: key, url, created_at: now.toISOString() });
        }
        await recordUploadedImage(db, {
          url,
          subido_por: uploader,
          ancho: size?.width ?? null,
          alto: size?.height ?? null,
          bytes: bytes.length,
          created_at: now.toISOString(),
        });
      } catch (error) {
        // No bank row, or part of the files: nothing would ever show or delete what was written.
        await removeAll().catch(() => undefined);
        await db
          .delete(bannerImages)
          .where(eq(bannerImages.public_id, key))
          .catch(() => undefined);
        throw error;
      }
      return { status: 'stored', image: { url, public_id: key } };
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
      await forgetImages(db, [url]);
      // Its resized copies go with it (whether or not the original was still there).
      await Promise.all(imageVariantPaths(publicId).map((copy) => media.delete(copy)));
      return 'deleted';
    },
  };
}

export type MediaCommands = ReturnType<typeof createMediaCommands>;
