import { OpenAPIHono } from '@hono/zod-openapi';
import { createAdsStaffRoutes } from '../ads/ads.staff.routes.ts';
import { createAlbumsStaffRoutes } from '../albums/albums.staff.routes.ts';
import type { StaffEnv } from '../auth/staff-env.ts';
import { createBannersStaffRoutes } from '../banners/banners.staff.routes.ts';
import type { AppDatabase } from '../db/database.ts';
import { createEventsStaffRoutes } from '../events/events.staff.routes.ts';
import type { MediaStore } from '../media/media-store.ts';
import { createMediaLibraryRoutes } from '../media/media-library.routes.ts';
import { createUploadRoutes } from '../media/upload.routes.ts';
import { createNewsStaffRoutes } from '../news/news.staff.routes.ts';
import { createRevisionsStaffRoutes } from '../news/revisions.staff.routes.ts';
import { createEditorialControlRoutes } from '../news/editorial-control.staff.routes.ts';

export interface BackOfficeDeps {
  db: AppDatabase;
  media: MediaStore;
  /** The clock of the editorial workflow (ms since the epoch). */
  now?: () => number;
}

/**
 * The back office's content calls (docs/api.md, staff): news, albums, events, ads, the central
 * banner and images. Each one declares who may call it.
 */
export function createBackOfficeRoutes(deps: BackOfficeDeps) {
  const app = new OpenAPIHono<StaffEnv>();
  app
    .route('/', createNewsStaffRoutes(deps))
    .route('/', createRevisionsStaffRoutes(deps))
    .route('/', createEditorialControlRoutes(deps))
    .route('/', createAlbumsStaffRoutes(deps))
    .route('/', createEventsStaffRoutes(deps))
    .route('/', createAdsStaffRoutes(deps))
    .route('/', createBannersStaffRoutes(deps))
    .route('/', createUploadRoutes(deps))
    .route('/', createMediaLibraryRoutes(deps));
  return app;
}
