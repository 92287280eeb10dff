import { CENTRAL_BANNER_ID, type Banner } from '@portal/contracts';
import { desc, eq } from 'drizzle-orm';
import type { AppDatabase } from '../db/database.ts';
import { banners } from '../db/schema.ts';

/** The banner query of the public API, built once. */
export function createBannersQueries(db: AppDatabase) {
  const all = db
    .select({
      _id: banners._id,
      bannerFull: banners.bannerFull,
      bannerMobile: banners.bannerMobile,
      url: banners.url,
    })
    .from(banners)
    .orderBy(desc(eq(banners._id, CENTRAL_BANNER_ID)), desc(banners.created_at), desc(banners._id))
    .prepare();

  return {
    /**
     * `GET /api/get-banner`: the banner records, the central one (the record the back office
     * edits) first, because the client shows only the first; then newest first.
     */
    listBanners(): Promise<Banner[]> {
      return all.all();
    },
  };
}
