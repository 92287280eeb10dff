import { OpenAPIHono } from '@hono/zod-openapi';
import { HTTPException } from 'hono/http-exception';
import { createAccessControl } from './auth/access-control.ts';
import { createAuthRoutes } from './login/auth.routes.ts';
import { createAuditLog, createAuditing } from './audit/audit-log.ts';
import { createAuditRoutes } from './audit/audit.routes.ts';
import type { ClientAddressResolver } from './auth/client-address.ts';
import type { AppConfig } from './config/config.ts';
import { createContentVersions, type ContentVersions } from './content-version/content-version.ts';
import { createContentVersioning } from './content-version/content-versioning.ts';
import type { AppDatabase } from './db/database.ts';
import { createAdsRoutes } from './ads/ads.routes.ts';
import { createAdMeasurementRoutes } from './ads/ad-measurement.routes.ts';
import {
  createAudienceRoutes,
  createLocalMeasurements,
  createReaderIdentity,
  type MeasurementSink,
} from './audience/index.ts';
import { createApiDocsRoutes } from './api-docs/api-docs.routes.ts';
import { createAlbumsRoutes } from './albums/albums.routes.ts';
import { createBannersRoutes } from './banners/banners.routes.ts';
import { createBackOfficeRoutes } from './back-office/back-office.routes.ts';
import { createEventsRoutes } from './events/events.routes.ts';
import { createFeedRoutes } from './feeds/feeds.routes.ts';
import { createHealthRoutes } from './health/health.routes.ts';
import { apiBodyLimit } from './http/body-limit.ts';
import { securityHeaders } from './http/security-headers.ts';
import { createMediaRoutes } from './media/media.routes.ts';
import type { MediaStore } from './media/media-store.ts';
import { createNewsRoutes } from './news/news.routes.ts';
import { createCategoriesRoutes } from './categories/categories.routes.ts';
import { createHomeCurationRoutes } from './home-curation/home-curation.routes.ts';
import { createRemotesRoutes } from './remotes/remotes.routes.ts';
import { createReleaseRegistry, type ReleaseRegistry } from './releases/release-registry.ts';
import { createReleasesRoutes } from './releases/releases.routes.ts';
import { createDocumentRoutes, type ShellHtmlSource } from './pages/document.routes.ts';
import type { PageRenderer } from './pages/page-renderer.ts';
import { createSearchRedirectRoutes } from './pages/search-redirect.routes.ts';
import { createUsersListRoutes } from './users/users.list.ts';
import { createUsersRoutes } from './users/users.routes.ts';
import { createWeatherRoutes } from './weather/weather.routes.ts';
import { createWeatherService } from './weather/weather-service.ts';
import { assertEveryRouteDeclared, createApiDescriptionRoutes } from './routing/api-description.ts';
import {
  DATABASE_AWAY_MESSAGE,
  isDatabaseAway,
  isPausedCall,
  RETRY_AFTER_SECONDS,
} from './outage/database-away.ts';

export interface AppDeps {
  db: AppDatabase;
  media: MediaStore;
  config: AppConfig;
  /**
   * The client's address, for the login limits: each entry passes its runtime's trustworthy
   * source (auth/client-address.ts). Without one (tests) every client counts as one address.
   */
  clientAddress?: ClientAddressResolver;
  /** The built shell's index.html, the template of every page (pages/); without it they answer 503. */
  shellHtml?: ShellHtmlSource;
  /** Renders public pages into their documents (pages/, DESIGN §10); without it, the bare shell. */
  renderPage?: PageRenderer;
  /** The content version (content-version/); the worker shares it with its edge cache. */
  contentVersions?: ContentVersions;
  /**
   * The section release registry (releases/); each entry shares it with its shell documents'
   * CSP. Without one, the app makes its own over `db` and `config.remotes`.
   */
  releases?: ReleaseRegistry;
  /** How the release registry fetches a manifest (the runtime's fetch; tests may give a fake). */
  fetchManifest?: typeof fetch;
  /**
   * The clock (ms since the epoch) of the editorial workflow: saves, scheduled publishing, cache
   * lifetimes. Tests move it; it must be the one `contentVersions` was made with.
   */
  now?: () => number;
  /**
   * Where reads and ad events go to be written in batches (audience/, DESIGN §14): the Node
   * entry's buffer or the worker's Durable Object. Without one, a buffer of the app's own
   * written every second.
   */
  measurements?: MeasurementSink;
}

export const INTERNAL_ERROR_MESSAGE = 'Error interno del servidor.';
export const NOT_FOUND_MESSAGE = 'Recurso no encontrado.';

/** The portal's API, built from its dependencies so that each runtime (and each test) supplies its own. */
export function createApp({
  db,
  media,
  config,
  clientAddress = () => undefined,
  shellHtml = async () => null,
  renderPage,
  now = () => Date.now(),
  contentVersions = createContentVersions(db, { now }),
  releases = createReleaseRegistry({
    db,
    configured: config.remotes,
    remoteOrigins: config.remoteOrigins,
    contentVersions,
  }),
  fetchManifest = (input, init) => fetch(input, init),
  measurements,
}: AppDeps) {
  const app = new OpenAPIHono();
  const measuring = {
    sink: measurements ?? ownMeasurements(db, now),
    readers: createReaderIdentity(db, { now }),
    clientAddress,
    siteUrl: config.siteUrl,
    now,
  };
  app
    // Around everything: nosniff, Referrer-Policy, framing and each answer's CSP.
    .use(securityHeaders({ remotes: config.remotes, releaseOrigins: releaseOriginsOf(releases) }))
    // No unsafe API call carries more than 1 MB (image uploads have their own limit, in their route).
    .use('/api/*', apiBodyLimit)
    // Then, before every route: the Origin check (each route checks its own access level).
    .route('/', createAccessControl({ allowedOrigins: config.allowedOrigins }))
    // Then: every staff write bumps the content version that public ETags carry.
    .route('/', createContentVersioning(contentVersions, now))
    // And: every staff write, login and refused login leaves a row in the audit log.
    .route('/', createAuditing(createAuditLog(db, { clientAddress, now })))
    .route('/', createAuthRoutes({ db, clientAddress, sessionSecret: config.sessionSecret }))
    .route('/', createUsersRoutes(db, clientAddress))
    .route('/', createUsersListRoutes(db))
    .route('/', createAuditRoutes(db))
    // The back office's content writes, images and banner bank (staff).
    .route('/', createBackOfficeRoutes({ db, media, now }))
    .route('/', createHealthRoutes(db))
    .route('/', createRemotesRoutes(releases))
    // The section release registry (privilege secciones) and browsers' failure reports.
    .route(
      '/',
      createReleasesRoutes({
        db,
        registry: releases,
        manifestFetch: { production: config.production ?? false, fetch: fetchManifest },
        clientAddress,
      }),
    )
    .route('/', createMediaRoutes(media))
    // The public content calls (docs/api.md), each with its own caching.
    .route('/', createNewsRoutes(db))
    // Categories and tags (DESIGN §12): the list (editors write it) and the pages' calls.
    .route('/', createCategoriesRoutes({ db, now }))
    // Home curation (DESIGN §12): pinned stories and the breaking-news bar.
    .route('/', createHomeCurationRoutes({ db, now }))
    .route('/', createEventsRoutes(db))
    .route('/', createAlbumsRoutes(db))
    .route('/', createAdsRoutes(db))
    // Audience and ad measurement (DESIGN §14): beacons, 'Lo más leído', reports, ad clicks.
    .route('/', createAudienceRoutes(db, measuring))
    .route('/', createAdMeasurementRoutes(db, measuring))
    .route('/', createBannersRoutes(db))
    .route('/', createWeatherRoutes(createWeatherService({ url: config.weatherUrl })))
    // Documents for feed readers and crawlers: feeds, sitemaps, robots.txt; the search form.
    .route('/', createSearchRedirectRoutes())
    .route('/', createFeedRoutes({ db, media, siteUrl: config.siteUrl, now: () => new Date(now()) }));
  // The description of every route declared above (routing/declare-route.ts).
  app.route('/', createApiDescriptionRoutes(app)).route('/', createApiDocsRoutes());
  // Last, as it takes every other GET: the site's pages (pages/document.routes.ts).
  app.route('/', createDocumentRoutes({ db, shellHtml, siteUrl: config.siteUrl, renderPage }));
  // Every API route must have come through a declaration, or the app does not build.
  assertEveryRouteDeclared(app);

  app.notFound((c) => c.json({ msg: NOT_FOUND_MESSAGE }, 404));

  app.onError((error, c) => {
    // Deliberate HTTP errors (a middleware's 4xx) keep their status; anything else is a bug.
    if (error instanceof HTTPException && error.status < 500) {
      return c.json({ msg: error.message || 'Solicitud inválida.' }, error.status);
    }
    // The database away (refused, hung past DB_BUDGET_MS): no write was made, try again soon.
    // Never a 401 or a counted failed login, never half a write (DESIGN §13).
    if (isDatabaseAway(error)) {
      if (!isPausedCall(error)) {
        console.error(`${c.req.method} ${new URL(c.req.url).pathname}: the database is away`);
      }
      return c.json({ msg: DATABASE_AWAY_MESSAGE }, 503, {
        'Retry-After': String(RETRY_AFTER_SECONDS),
        'Cache-Control': 'no-store',
      });
    }
    console.error(`${c.req.method} ${new URL(c.req.url).pathname} failed:`, error);
    return c.json({ msg: INTERNAL_ERROR_MESSAGE }, 500);
  });

  return app;
}

export type App = ReturnType<typeof createApp>;

/** A buffer written every second, started by the first measurement (no timer for an app never measured). */
function ownMeasurements(db: AppDatabase, now: () => number): MeasurementSink {
  const local = createLocalMeasurements(db, { now });
  let started = false;
  return {
    record(measurement) {
      if (!started) {
        started = true;
        local.start();
      }
      return local.sink.record(measurement);
    },
  };
}

/** The registry's release origins for a document's CSP; none when it cannot be read. */
export function releaseOriginsOf(registry: ReleaseRegistry) {
  return () =>
    registry.origins().catch((error: unknown) => {
      console.error('Release registry not read for the CSP:', error);
      return [];
    });
}
