/**
 * The portal on Cloudflare Workers: the Hono app over libSQL through HTTP (Turso in production,
 * the local Hrana server under `wrangler dev`) and images in the R2 bucket bound as MEDIA.
 * Static files of the shell are served by the platform; every other path reaches the worker
 * (wrangler.jsonc's run_worker_first names those that are also files: src/worker-routes.ts), and
 * the app answers it: the API, media, feeds, and every page through its document route
 * (src/pages/document.routes.ts), whose template it reads through the ASSETS binding.
 */
import { createClient } from '@libsql/client/web';
import type { ShellServerRenderer } from '@portal/contracts';
import { drizzle } from 'drizzle-orm/libsql/web';
import { createApp, type App } from './app.ts';
import { cloudflareClientAddress, trustingProxies } from './auth/client-address.ts';
import {
  nonEmpty,
  readAppConfig,
  readRemotesConfig,
  seedAdminPassword,
  seedDemoStaffPassword,
} from './config/config.ts';
import { createContentVersions, type ContentVersions } from './content-version/content-version.ts';
import { goodCopyKey, serveWithEdgeCache } from './content-version/edge-cache.ts';
import { migrate } from './db/migrate.ts';
import * as schema from './db/schema.ts';
import type { AppDatabase } from './db/database.ts';
import { databaseFetch } from './outage/database-away.ts';
import { answerDuringOutage, apiUnavailableAnswer } from './outage/last-good-copies.ts';
import { cacheApiCopies } from './outage/cache-api-copies.ts';
import { hasSessionCookie } from './http/session-cookie.ts';
import { createUnavailablePage } from './pages/unavailable-page.ts';
import { HEALTH_PATH } from './health/health.routes.ts';
import type { MediaStore } from './media/media-store.ts';
import { backfillMediaLibrary } from './media/media-library-backfill.ts';
import { cleanUpOrphanMedia, describeOrphanCleanup } from './media/orphan-cleanup.ts';
import { createTrashCommands } from './news/trash.ts';
import { createR2MediaStore, type R2BucketLike } from './media/r2-media-store.ts';
import { isDocumentPath } from './worker-routes.ts';
import { createReleaseRegistry, type ReleaseRegistry } from './releases/release-registry.ts';
import * as shellServerModule from 'portal-shell-server';
import { createRenderFailureRecorder } from './releases/render-failures.ts';
import { documentVisit, withVisitorCookie, type DocumentVisit } from './pages/document-cache.ts';
import { createChromeData } from './pages/chrome-data.ts';
import { createPageRenderer, type PageRenderer } from './pages/page-renderer.ts';
import { purgeExpiredSalts } from './audience/index.ts';
import { durableObjectSink, type ShardNamespace } from './audience/measurement-shard.ts';

// The Durable Object class that batches the beacons (audience/measurement-shard.ts): workerd
// finds it among the main module's exports, by the class_name of wrangler.jsonc.
export { MeasurementShard } from './audience/measurement-shard.ts';

/**
 * Whether this build carries the demo-content generator. wrangler.jsonc defines it `false` for the
 * production environment: the branch that imports the generator is then dead code, and the
 * production bundle leaves the generator (and the pictures it draws) out.
 */
declare const DEMO_SEED_BUNDLED: boolean;

/** The static-assets binding (the built shell), as far as the worker uses it. */
interface AssetsFetcher {
  fetch(request: Request): Promise<Response>;
}

export type WorkerEnv = {
  MEDIA: R2BucketLike;
  ASSETS: AssetsFetcher;
  DATABASE_URL?: string;
  DATABASE_AUTH_TOKEN?: string;
  /** "true" seeds demo content into an empty database (local development only). */
  SEED_DEMO?: string;
  ADMIN_PASSWORD?: string;
  REMOTE_NEWS_URL?: string;
  REMOTE_AGENDA_URL?: string;
  REMOTE_GALLERY_URL?: string;
  REMOTE_ADMIN_URL?: string;
  /** Extra origins allowed to send unsafe API calls, comma-separated. */
  ALLOWED_ORIGINS?: string;
  /** The public origin of absolute URLs (crawler pages, feeds); required by the production bundle. */
  SITE_URL?: string;
  /** The weather service's URL with its key (a secret): GET /api/clima. */
  WEATHER_URL?: string;
  /** "on": public pages are rendered on the server (src/pages/, DESIGN §10). */
  SERVER_RENDERED_PAGES?: string;
  /** How long a section may take to render, in ms (250 by default). */
  SSR_BUDGET_MS?: string;
  /** The Durable Objects that batch reads and ad events (DESIGN §14). */
  MEASUREMENTS: ShardNamespace;
};

/** The bundled shell renderer, when the build that was bundled has one. */
const shellServer: ShellServerRenderer | null =
  typeof shellServerModule.renderChrome === 'function' ? (shellServerModule as ShellServerRenderer) : null;

// Only the default export (and the Durable Object class above) may be a value: workerd treats
// every named export as an entrypoint.
const DEFAULT_EDGE_DATABASE_URL = 'http://127.0.0.1:8788';
/** The every-minute cron of wrangler.jsonc: scheduled publishing only (the hourly one also cleans media). */
const PUBLISHING_CRON = '* * * * *';

interface PreparedWorker {
  app: App;
  /** Shared by the app (ETags, bumps) and the edge cache (keys). */
  contentVersions: ContentVersions;
  /** For the cron trigger's orphan media cleanup. */
  db: AppDatabase;
  media: MediaStore;
  /** The section release registry: the shell documents' CSP opens its releases' origins. */
  releases: ReleaseRegistry;
  /** Server-rendered pages (DESIGN §10), when SERVER_RENDERED_PAGES is on. */
  renderPage?: PageRenderer;
}

async function prepareApp(env: WorkerEnv): Promise<PreparedWorker> {
  // Read first: a production bundle without SITE_URL refuses before touching the database. The
  // production bundle is production: no manifest is fetched from a private address there.
  const config = readAppConfig(env, DEMO_SEED_BUNDLED ? {} : { production: true });
  const authToken = nonEmpty(env.DATABASE_AUTH_TOKEN);
  const databaseUrl = nonEmpty(env.DATABASE_URL) ?? DEFAULT_EDGE_DATABASE_URL;
  const client = createClient({
    url: databaseUrl,
    ...(authToken ? { authToken } : {}),
    // Every call within DB_BUDGET_MS; one past it drops its connection (outage/database-away.ts).
    fetch: databaseFetch(config.dbBudgetMs),
  });
  const db = drizzle(client, { schema });
  await migrate(db);
  const media = createR2MediaStore(env.MEDIA);
  if (DEMO_SEED_BUNDLED && env.SEED_DEMO === 'true') {
    const { isDatabaseEmpty, seedIfEmpty } = await import('./demo-content/seed.ts');
    if (await isDatabaseEmpty(db)) {
      const adminPassword = seedAdminPassword(nonEmpty(env.ADMIN_PASSWORD), databaseUrl);
      await seedIfEmpty(db, media, { adminPassword, demoPassword: seedDemoStaffPassword(databaseUrl) });
      // The demo's images become media library records at once (the cron completes the rest).
      await backfillMediaLibrary(db, media);
    }
  }
  const contentVersions = createContentVersions(db);
  const releases = createReleaseRegistry({
    db,
    configured: config.remotes,
    remoteOrigins: config.remoteOrigins,
    contentVersions,
  });
  const renderPage = config.serverRenderedPages
    ? createPageRenderer({
        shellServer: async () => shellServer,
        registryState: async () => {
          await releases.ensureSeeded();
          return releases.state();
        },
        budgetMs: config.ssrBudgetMs,
        siteUrl: config.siteUrl,
        onCandidateFailure: createRenderFailureRecorder(db),
        chromeAnswers: createChromeData(db),
        shellStylesheet: (href) => readShellStylesheet(env.ASSETS, href),
      })
    : undefined;
  const app = createApp({
    renderPage,
    db,
    media,
    config,
    releases,
    // CF-Connecting-IP; behind a proxy named in TRUSTED_PROXIES, the client it forwards for.
    clientAddress: trustingProxies(cloudflareClientAddress, config.trustedProxies),
    shellHtml: (requestUrl) => readShellHtml(env.ASSETS, requestUrl),
    contentVersions,
    // Beacons are batched by Durable Objects, never one database write each.
    measurements: durableObjectSink(env.MEASUREMENTS),
  });
  return { app, contentVersions, db, media, releases, renderPage };
}

/**
 * One of the shell's stylesheets from the static assets by its href in index.html, for the
 * documents that carry it inline (pages/inline-styles.ts); undefined when it cannot be had.
 */
async function readShellStylesheet(assets: AssetsFetcher, href: string): Promise<string | undefined> {
  if (!/^\/[^/\\]+\.css$/i.test(href)) return undefined;
  const response = await assets.fetch(new Request(new URL(href, 'https://assets.invalid')));
  if (!response.ok) {
    await response.body?.cancel();
    return undefined;
  }
  return response.text();
}

/** The shell's index.html from the static assets; null when it cannot be had. */
async function readShellHtml(assets: AssetsFetcher, requestUrl: string): Promise<string | null> {
  const response = await assets.fetch(new Request(new URL('/index.html', requestUrl)));
  if (!response.ok) {
    await response.body?.cancel();
    return null;
  }
  return response.text();
}

const copies = cacheApiCopies();

/** The 503 of a request with no copy kept while the database is away: the page in the chrome, or `{ msg }`. */
function unavailableFor(env: WorkerEnv) {
  return createUnavailablePage({
    template: (requestUrl) => readShellHtml(env.ASSETS, requestUrl),
    shellServer: async () => shellServer,
    remotes: readRemotesConfig(env),
  });
}

// Migrations (and the demo seed) run once per isolate, before its first request is answered.
let appReady: Promise<PreparedWorker> | undefined;

function preparedWorker(env: WorkerEnv): Promise<PreparedWorker> {
  appReady ??= prepareApp(env).catch((error: unknown) => {
    // Forget the failure so that the next request tries again (the database may come up).
    appReady = undefined;
    throw error;
  });
  return appReady;
}

/**
 * A page's request as its document is made and kept (pages/document-cache.ts: the release choice
 * its edge-cache key holds besides the URL and the content version, and a first-time visitor's
 * canary number); undefined when it is not kept there (no context, not a document, or no
 * database to read the registry from).
 */
async function documentVisitOf(
  request: Request,
  env: WorkerEnv,
  ctx: { waitUntil(promise: Promise<unknown>): void } | undefined,
): Promise<DocumentVisit | undefined> {
  if (!ctx || request.method !== 'GET' || !isDocumentPath(new URL(request.url).pathname)) return undefined;
  try {
    // The registry's read behind an aging request belongs to the request (content-version.ts).
    return await documentVisit((await preparedWorker(env)).releases, request, (work) => ctx.waitUntil(work));
  } catch {
    return undefined;
  }
}

export default {
  async fetch(request: Request, env: WorkerEnv, ctx?: Parameters<App['fetch']>[2]): Promise<Response> {
    const visit = await documentVisitOf(request, env, ctx);
    let prepared: PreparedWorker;
    try {
      prepared = await preparedWorker(env);
    } catch (error) {
      // The database away since this isolate started (DESIGN §13): a public read gets its last
      // good copy or the 503 page; anything else the API's 503.
      console.error('The API could not start:', error);
      if (['GET', 'HEAD'].includes(request.method) && !hasSessionCookie(request.headers.get('Cookie'))) {
        return answerDuringOutage(request, goodCopyKey(request.url), {
          store: copies,
          made: undefined,
          unavailable: unavailableFor(env),
        });
      }
      return apiUnavailableAnswer();
    }
    const { app, contentVersions } = prepared;
    const handle = async (forwarded: Request) => app.fetch(forwarded, env, ctx);
    if (!ctx || new URL(request.url).pathname === HEALTH_PATH) return handle(request);
    // Public answers, the pages' included (pages/document.routes.ts), are kept in the data
    // centre's cache, keyed by the content version (and a page's by its release choice).
    const answer = await serveWithEdgeCache(visit?.request ?? request, {
      cache: caches.default,
      // The version's read behind an aging request belongs to the request (content-version.ts).
      version: () => contentVersions.current((work) => ctx.waitUntil(work)),
      waitUntil: (promise) => ctx.waitUntil(promise),
      handle,
      keyPart: visit?.choiceKey,
      copies,
      unavailable: unavailableFor(env),
    });
    return visit ? withVisitorCookie(answer, visit) : answer;
  },

  /**
   * The cron triggers of wrangler.jsonc (`triggers.crons`): every minute, the scheduled news
   * that have come due are published (bumping the content version, so that ETags and edge-cache
   * keys change even when no request comes first); hourly, the 30-day trash purge and the orphan media cleanup.
   */
  async scheduled(
    controller: { cron?: string },
    env: WorkerEnv,
    ctx: { waitUntil(promise: Promise<unknown>): void },
  ) {
    ctx.waitUntil(
      preparedWorker(env).then(async ({ db, media, contentVersions }) => {
        const published = await contentVersions.publishDue();
        // Readers' salts (and batch ids) older than 48 h go (audience/reader-identity.ts).
        await purgeExpiredSalts(db, Date.now());
        if (published > 0) console.log(`Publicación programada: ${published} noticia(s) publicada(s).`);
        if (controller.cron !== PUBLISHING_CRON) {
          // Hourly: news 30 days in the trash go for good (news/trash.ts), then orphan media.
          const purged = await createTrashCommands({ db, media }).purgeExpired();
          if (purged > 0)
            console.log(`Papelera: ${purged} noticia(s) eliminada(s) definitivamente tras 30 días.`);
          const line = describeOrphanCleanup(await cleanUpOrphanMedia(db, media));
          if (line) console.log(line);
          // Records of the media library for images in use without one, and sizes still unread.
          await backfillMediaLibrary(db, media);
        }
      }),
    );
  },
};
