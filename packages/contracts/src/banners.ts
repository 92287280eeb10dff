import { z } from 'zod';
import { objectIdSchema } from './common.ts';

/** The one central banner record the original client edits by a fixed id. */
export const CENTRAL_BANNER_ID = '67559d3b65e8f7b19bb717ff';

export const BANNER_KINDS = ['bannerFull', 'bannerMobile'] as const;
export type BannerKind = (typeof BANNER_KINDS)[number];

export const bannerSchema = z.object({
  _id: objectIdSchema,
  /** Shown on medium screens and larger. */
  bannerFull: z.string(),
  /** Shown on small screens. */
  bannerMobile: z.string(),
  /** Where a click on the banner goes (an event link). */
  url: z.string(),
});
export type Banner = z.infer<typeof bannerSchema>;

/** `GET /api/get-banner`: the central banner first; the client shows only the first one. */
export const bannersResponseSchema = z.object({ banners: z.array(bannerSchema) });
export type BannersResponse = z.infer<typeof bannersResponseSchema>;

/** An image of the banner bank. */
export const bannerImageSchema = z.object({
  url: z.string(),
  public_id: z.string(),
});
export type BannerImage = z.infer<typeof bannerImageSchema>;
