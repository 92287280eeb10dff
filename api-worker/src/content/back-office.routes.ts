import { Hono } from 'hono';
import { createAdsStaffRoutes } from '../ads/ads.staff.routes.ts';
import { createAlbumsStaffRoutes } from '../albums/albums.staff.routes.ts';
import type { StaffEnv } from '../auth/staff-env.ts';
import { createBannersStaffRoutes } from '../banners/banners.staff.routes.ts';
import type { AppDatabase } from '../db/database.ts';
import { createEventsStaffRoutes } from '../events/events.staff.routes.ts';
import type { MediaStore } from '../media/media-store.ts';
import { createUploadRoutes } from '../media/upload.routes.ts';
import { createNewsStaffRoutes } from '../news/news.staff.routes.ts';

export interface BackOfficeDeps {
  db: AppDatabase;
  media: MediaStore;
}

/**
 * The back office's content calls (DESIGN.md §4, staff): news, albums, events, ads, the central
 * banner and images. Who may call each one is in auth/route-policies.ts, whose access control
 * the app mounts before these.
 */
export function createBackOfficeRoutes(deps: BackOfficeDeps) {
  return new Hono<StaffEnv>()
    .route('/', createNewsStaffRoutes(deps))
    .route('/', createAlbumsStaffRoutes(deps))
    .route('/', createEventsStaffRoutes(deps))
    .route('/', createAdsStaffRoutes(deps))
    .route('/', createBannersStaffRoutes(deps))
    .route('/', createUploadRoutes(deps));
}
