/**
 * The central banner's back office: the bank of uploaded banner images, and assigning one of its
 * images or its link to a banner record (the client edits CENTRAL_BANNER_ID).
 */
import type { BannerImage, BannerKind } from '@portal/contracts';
import { desc, eq, sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/database.ts';
import { bannerImages, banners } from '../db/schema.ts';
import { releaseUnusedImages } from '../media/media-references.ts';
import type { MediaStore } from '../media/media-store.ts';

export function createBannersCommands({ db, media }: { db: AppDatabase; media: MediaStore }) {
  const findBanner = async (id: string) =>
    (await db.select().from(banners).where(eq(banners._id, id)).limit(1))[0];

  return {
    /** `GET /api/banners/`: the bank, newest first. */
    listBank(): Promise<BannerImage[]> {
      return db
        .select({ url: bannerImages.url, public_id: bannerImages.public_id })
        .from(bannerImages)
        .orderBy(desc(bannerImages.created_at), desc(sql`${bannerImages}.rowid`));
    },

    /**
     * Shows `imageUrl` as the banner's full-size or mobile image. The image it replaces stays in
     * the bank; one that is in no bank and shown nowhere else leaves storage.
     */
    async assignImage(id: string, tipo: BannerKind, imageUrl: string): Promise<'assigned' | 'not-found'> {
      const current = await findBanner(id);
      if (!current) return 'not-found';
      const change = tipo === 'bannerFull' ? { bannerFull: imageUrl } : { bannerMobile: imageUrl };
      await db.update(banners).set(change).where(eq(banners._id, id));
      if (current[tipo] !== imageUrl) await releaseUnusedImages(db, media, [current[tipo]]);
      return 'assigned';
    },

    /** Where a click on the banner goes. */
    async setLink(id: string, link: string): Promise<'updated' | 'not-found'> {
      const updated = await db
        .update(banners)
        .set({ url: link })
        .where(eq(banners._id, id))
        .returning({ _id: banners._id });
      return updated.length > 0 ? 'updated' : 'not-found';
    },
  };
}
