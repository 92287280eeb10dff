/**
 * The portal on Node: the same Hono app as the worker, over a libSQL file (or any libSQL URL),
 * images on disk, and the built shell as static files. `pnpm start` uses it; run it directly
 * with `tsx api-worker/src/node/server.ts` (configured by environment variables).
 */
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { AddressInfo, Socket } from 'node:net';
import { createAdaptorServer, type HttpBindings, type Http2Bindings } from '@hono/node-server';
import { createApp } from '../app.ts';
import { createLocalMeasurements } from '../audience/index.ts';
import { createContentVersions } from '../content-version/content-version.ts';
import { createReleaseRegistry } from '../releases/release-registry.ts';
import { nodeSocketAddress, trustingProxies } from '../auth/client-address.ts';
import {
  DEFAULT_ADMIN_PASSWORD,
  nonEmpty,
  readAppConfig,
  seedAdminPassword,
  seedDemoStaffPassword,
  isLocalDevelopment,
  DEMO_STAFF_PASSWORD,
  type RemotesConfig,
} from '../config/config.ts';
import { migrate } from '../db/migrate.ts';
import { isDatabaseEmpty, seedIfEmpty } from '../demo-content/seed.ts';
import { cachedDemoPictures } from './demo-picture-cache.ts';
import { createDiskMediaStore } from '../media/disk-media-store.ts';
import { isDocumentPath, isWorkerRoute } from '../worker-routes.ts';
import { openNodeDatabase, resolveDatabaseUrl } from './database.ts';
import { scheduleOrphanCleanup } from './orphan-cleanup-schedule.ts';
import { schedulePublishing } from './publishing-schedule.ts';
import { compressResponse } from './compress-response.ts';
import { createAnswerCache, DEFAULT_ANSWER_CACHE_MB, type AnswerCacheStats } from './answer-cache.ts';
import { refuseBodyCleanly } from './refused-body.ts';
import { createShellFiles, readShellIndex, readShellStylesheet } from './shell-assets.ts';
import { createRenderFailureRecorder } from '../releases/render-failures.ts';
import { documentVisit, withVisitorCookie } from '../pages/document-cache.ts';
import { createUnavailablePage } from '../pages/unavailable-page.ts';
import { createGoodCopyFolder } from './last-good-copies-folder.ts';
import { HEALTH_PATH } from '../health/health.routes.ts';
import { createChromeData } from '../pages/chrome-data.ts';
import { createPageRenderer } from '../pages/page-renderer.ts';
import { shellServerRenderer } from './shell-server.ts';

/** The repository root: relative paths in the configuration are taken from here. */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export interface NodeServerOptions {
  /** PORT, default 8080; 0 picks a free port. */
  port?: number;
  /** DATABASE_URL, default `file:data/portal.db`. */
  databaseUrl?: string;
  /** DATABASE_AUTH_TOKEN, for a remote (Turso) database. */
  databaseAuthToken?: string;
  /** MEDIA_DIR, default `data/media`. */
  mediaDir?: string;
  /** LAST_GOOD_COPIES_DIR: the public answers kept for an outage; default beside the media folder. */
  lastGoodCopiesDir?: string;
  /** The built shell, default `shell/dist`. */
  shellDir?: string;
  /** REMOTE_NEWS_URL, REMOTE_AGENDA_URL, REMOTE_GALLERY_URL, REMOTE_ADMIN_URL. */
  remotes?: Partial<RemotesConfig>;
  /**
   * ADMIN_PASSWORD: the demo `admin` account's password; `admin-portal` when unset, on a local
   * database only (see seedAdminPassword).
   */
  adminPassword?: string;
  /** Seed demo content into an empty database (default true; SEED_DEMO=false turns it off). */
  seed?: boolean;
  /**
   * PUBLIC_CACHE_MB: megabytes of public answers kept in memory (node/answer-cache.ts), default
   * 64; 0 turns the cache off.
   */
  publicCacheMb?: number;
  /**
   * Run the hourly orphan media cleanup (default true). The benchmarks turn it off: it reads every
   * row (about 40 s of CPU at a million news, at most half a core), which is not a read's cost.
   */
  orphanCleanup?: boolean;
  /** TRUSTED_PROXIES (addresses or CIDR networks) whose X-Forwarded-For names the client. */
  trustedProxies?: string[];
  /**
   * REQUEST_TIMEOUT_MS: how long a client may take to send a whole request, body included
   * (default 120 000: a 10 MB photo over a slow link); past it the server answers 408 and closes
   * the connection. Its headers get at most HEADERS_TIMEOUT_MS of it (default 20 000).
   */
  requestTimeoutMs?: number;
  /** No log lines (tests). */
  quiet?: boolean;
}

/** What @hono/node-server hands a fetch handler besides the request. */
type NodeBindings = HttpBindings | Http2Bindings;

export interface RunningServer {
  url: string;
  /** What the answer cache has done so far. */
  answerCacheStats(): AnswerCacheStats;
  close(): Promise<void>;
}

export const DEFAULT_REQUEST_TIMEOUT_MS = 120_000;
export const DEFAULT_HEADERS_TIMEOUT_MS = 20_000;

/** REQUEST_TIMEOUT_MS or HEADERS_TIMEOUT_MS: whole milliseconds, at least 100. */
export function readTimeoutMs(variable: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 100) {
    throw new Error(`${variable} debe ser un número entero de milisegundos, 100 o más (es "${value}").`);
  }
  return ms;
}

/** PUBLIC_CACHE_MB as a number of megabytes; a clear error for anything else. */
export function readPublicCacheMb(value: string | undefined): number {
  if (value === undefined) return DEFAULT_ANSWER_CACHE_MB;
  const megabytes = Number(value);
  if (!Number.isFinite(megabytes) || megabytes < 0) {
    throw new Error(
      `PUBLIC_CACHE_MB debe ser un número de megabytes, 0 para desactivar la caché (es "${value}").`,
    );
  }
  return megabytes;
}

export async function startNodeServer(options: NodeServerOptions = {}): Promise<RunningServer> {
  const env = process.env;
  const log = options.quiet ? () => {} : (message: string) => console.log(message);
  const port = options.port ?? Number(nonEmpty(env.PORT) ?? 8080);
  const databaseUrl = resolveDatabaseUrl(
    options.databaseUrl ?? nonEmpty(env.DATABASE_URL) ?? 'file:data/portal.db',
    REPO_ROOT,
  );
  const mediaDir = resolve(REPO_ROOT, options.mediaDir ?? nonEmpty(env.MEDIA_DIR) ?? 'data/media');
  // Beside the media folder unless told (data/ultimas-copias by default).
  const lastGoodCopiesDir = resolve(
    REPO_ROOT,
    options.lastGoodCopiesDir ??
      nonEmpty(env.LAST_GOOD_COPIES_DIR) ??
      join(dirname(mediaDir), 'ultimas-copias'),
  );
  const shellDir = resolve(REPO_ROOT, options.shellDir ?? 'shell/dist');
  const publicCacheMb = options.publicCacheMb ?? readPublicCacheMb(nonEmpty(env.PUBLIC_CACHE_MB));
  const requestTimeoutMs =
    options.requestTimeoutMs ??
    readTimeoutMs('REQUEST_TIMEOUT_MS', nonEmpty(env.REQUEST_TIMEOUT_MS), DEFAULT_REQUEST_TIMEOUT_MS);
  const headersTimeoutMs = Math.min(
    requestTimeoutMs,
    readTimeoutMs('HEADERS_TIMEOUT_MS', nonEmpty(env.HEADERS_TIMEOUT_MS), DEFAULT_HEADERS_TIMEOUT_MS),
  );
  // Before the database is opened: a production start without SITE_URL refuses (config.ts).
  const envConfig = readAppConfig(env, { remotes: options.remotes ?? {} });

  /** The server once it listens, closed again when the start fails after that. */
  let listening: ReturnType<typeof createAdaptorServer> | undefined;
  const db = await openNodeDatabase(
    databaseUrl,
    options.databaseAuthToken ?? nonEmpty(env.DATABASE_AUTH_TOKEN),
    envConfig.dbBudgetMs,
  );
  try {
    const applied = await migrate(db);
    if (applied.length > 0) log(`Migraciones aplicadas: ${applied.join(', ')}`);
    const media = createDiskMediaStore(mediaDir);
    if ((options.seed ?? env.SEED_DEMO !== 'false') && (await isDatabaseEmpty(db))) {
      const started = Date.now();
      const production = env.NODE_ENV === 'production';
      const adminPassword = seedAdminPassword(
        options.adminPassword ?? nonEmpty(env.ADMIN_PASSWORD),
        databaseUrl,
        { production },
      );
      const demoPassword = seedDemoStaffPassword(databaseUrl, { production });
      const seeded = await seedIfEmpty(db, media, {
        adminPassword,
        demoPassword,
        pictureFor: cachedDemoPictures(),
      });
      if (seeded) {
        log(
          `Contenido de demostración cargado en ${((Date.now() - started) / 1000).toFixed(1)} s: ` +
            `${seeded.noticias} noticias, ${seeded.eventos} eventos, ${seeded.albums} álbumes, ` +
            `${seeded.publis} publicidades, ${seeded.usuarios} usuarios.`,
        );
      }
    }

    // Listening first, so that the site's own address is known (port 0 picks one): requests are
    // answered once the app below is made, without an await in between.
    let handle: (request: Request, bindings: NodeBindings) => unknown = () =>
      new Response(null, { status: 503 });
    const server = (listening = createAdaptorServer({
      fetch: (request, bindings) => handle(request, bindings),
      serverOptions: {
        // A long URL (a search pasted whole) still reaches the pages, which answer it in Spanish;
        // past this, Node refuses the request itself (LONG_REQUEST_PAGE below).
        maxHeaderSize: MAX_HEADER_BYTES,
        // A client that sends its request slowly holds a connection: Node answers 408 and
        // closes it past these bounds, checked a few times within the shortest one.
        requestTimeout: requestTimeoutMs,
        headersTimeout: headersTimeoutMs,
        connectionsCheckingInterval: Math.max(25, Math.min(5_000, Math.floor(headersTimeoutMs / 4))),
      },
    }));
    server.on('clientError', answerClientError);
    await new Promise<void>((resolveListening, rejectListening) => {
      server.once('listening', resolveListening);
      server.once('error', rejectListening);
      server.listen(port);
    });
    const url = `http://localhost:${(server.address() as AddressInfo).port}`;
    const config = {
      ...envConfig,
      // Without SITE_URL (development only), the address it listens on: never a request's Host.
      siteUrl: envConfig.siteUrl ?? url,
      ...(options.trustedProxies ? { trustedProxies: options.trustedProxies } : {}),
    };
    // One registry for the API, /remotes.json and the shell documents' CSP.
    const contentVersions = createContentVersions(db);
    const releases = createReleaseRegistry({
      db,
      configured: config.remotes,
      remoteOrigins: config.remoteOrigins,
      contentVersions,
    });
    // Public pages rendered on the server: the shell's chrome around each section's fragment.
    const renderPage = !config.serverRenderedPages
      ? undefined
      : createPageRenderer({
          shellServer: shellServerRenderer(shellDir),
          registryState: async () => {
            await releases.ensureSeeded();
            return releases.state();
          },
          budgetMs: config.ssrBudgetMs,
          siteUrl: config.siteUrl,
          onCandidateFailure: createRenderFailureRecorder(db),
          chromeAnswers: createChromeData(db),
          shellStylesheet: readShellStylesheet(shellDir),
        });
    // Reads and ad events, buffered in this process and written every second (audience/).
    const measurements = createLocalMeasurements(db);
    const measuring = measurements.start();
    const app = createApp({
      db,
      media,
      config,
      measurements: measurements.sink,
      contentVersions,
      releases,
      renderPage,
      // The TCP peer (the socket reaches the app as its env, below); behind a proxy named in
      // TRUSTED_PROXIES, the client it names in X-Forwarded-For (auth/client-address.ts).
      clientAddress: trustingProxies(nodeSocketAddress, config.trustedProxies),
      shellHtml: () => readShellIndex(shellDir),
    });
    const shellFiles = createShellFiles(shellDir);
    // The app gets @hono/node-server's `{ incoming, outgoing }` as its env on every path: the
    // client's address is the incoming socket's peer (auth/client-address.ts).
    const answerFromApp = async (request: Request, bindings: NodeBindings) => {
      const response = await app.fetch(request, bindings);
      return response.status === 413
        ? refuseBodyCleanly(request, response)
        : compressResponse(request, response);
    };
    // Public answers are kept in memory and answered from there until the content changes: the
    // API's and the pages' (pages/document.routes.ts), all made by the app.
    // While the database is away (DESIGN §13): the last good copy of each public answer, on disk.
    const answers = createAnswerCache({
      versions: contentVersions,
      handle: async (request, bindings) => app.fetch(request, bindings as NodeBindings),
      maxBytes: Math.round(publicCacheMb * 1024 * 1024),
      copies: createGoodCopyFolder(lastGoodCopiesDir),
      unavailable: createUnavailablePage({
        template: () => readShellIndex(shellDir),
        shellServer: shellServerRenderer(shellDir),
        remotes: config.remotes,
      }),
    });
    // The shell's files first, as the worker's static assets come before it; then the app. Not
    // async: a cached answer goes back synchronously, on @hono/node-server's fastest path.
    handle = (request, bindings) => {
      const { incoming } = bindings;
      if (request.method === 'GET' || request.method === 'HEAD') {
        const pathname = pathnameOf(incoming.url, request);
        // A page's document is kept per release choice too (pages/document-cache.ts).
        if (isDocumentPath(pathname)) {
          const visit = documentVisit(releases, request);
          if (!(visit instanceof Promise) && !visit.setCookie) {
            return answers.serve(request, incoming, bindings, visit.choiceKey);
          }
          return Promise.resolve(visit).then(
            async (visit) =>
              withVisitorCookie(
                await answers.serve(visit.request, incoming, bindings, visit.choiceKey),
                visit,
              ),
            // No registry (the database is away): the page's last good copy, or a 503.
            () => answers.serve(request, incoming, bindings, 'sin-registro'),
          );
        }
        if (!isWorkerRoute(pathname)) {
          return shellFiles(request).then((file) =>
            file ? compressResponse(request, file) : answerFromApp(request, bindings),
          );
        }
        // Images are files on disk, never kept by the cache (not shareable answers), the health
        // check asks the database itself, and an ad's click is counted each time: straight to the app.
        if (!pathname.startsWith('/media/') && !pathname.startsWith('/publi/') && pathname !== HEALTH_PATH) {
          return answers.serve(request, incoming, bindings);
        }
      }
      return answerFromApp(request, bindings);
    };
    // Stored images no row uses (uploads of forms never saved…): at start, then hourly.
    const orphanCleanup =
      options.orphanCleanup === false ? undefined : scheduleOrphanCleanup(db, media, { log });
    // Scheduled news go out by themselves, even when no request comes (content-version/).
    const publishing = schedulePublishing(contentVersions, { log });

    return {
      url,
      answerCacheStats: () => answers.stats(),
      close: async () => {
        await orphanCleanup?.stop();
        await publishing.stop();
        await new Promise<void>((resolveClosed) => {
          server.close(() => resolveClosed());
          // Keep-alive connections would hold close() open until they time out.
          if ('closeAllConnections' in server) server.closeAllConnections();
        });
        // No beacon comes any more: what is buffered is written before the database closes.
        await measuring.stop();
        db.$client.close();
      },
    };
  } catch (error) {
    if (listening?.listening) listening.close();
    db.$client.close();
    throw error;
  }
}

/** How long a request line and its headers may be (Node's default is 16 KiB). */
const MAX_HEADER_BYTES = 64 * 1024;

/** What a reader whose URL is too long for the server gets instead of Node's empty answer. */
const LONG_REQUEST_PAGE =
  '<!doctype html><html lang="es"><meta charset="utf-8"><meta name="robots" content="noindex">' +
  '<title>Dirección demasiado larga</title><h1>Dirección demasiado larga</h1>' +
  '<p>La dirección que busca es demasiado larga. Pruebe con una búsqueda más corta.</p>' +
  '<p><a href="/">Volver al inicio</a></p></html>';

/**
 * Node's own refusals of a request it could not parse, as its default does (400, 408, 413), but
 * a request line or headers over MAX_HEADER_BYTES get a Spanish page, not a blank 431.
 */
function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const status =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? '431 Request Header Fields Too Large'
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? '408 Request Timeout'
        : error.code === 'HPE_CHUNK_EXTENSIONS_OVERFLOW'
          ? '413 Payload Too Large'
          : '400 Bad Request';
  const body = error.code === 'HPE_HEADER_OVERFLOW' ? LONG_REQUEST_PAGE : '';
  const headers = body
    ? `Content-Type: text/html; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n`
    : '';
  const answer = `HTTP/1.1 ${status}\r\n${headers}Connection: close\r\n\r\n${body}`;
  // A client past its time is cut at once, as Node's own handler does (end() would wait on one that
  // keeps sending); any other refusal is ended, so that a reader's long URL gets its page.
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    if (socket.bytesWritten === 0) socket.write(answer);
    socket.destroy();
  } else socket.end(answer);
}

/**
 * The path of a request target, read straight from it when it is plain (`/api/…`, the usual
 * case); targets with dot segments or in absolute form go through URL parsing, as the app's router does.
 */
function pathnameOf(target: string | undefined, request: Request): string {
  if (target === undefined || target[0] !== '/' || target.includes('/.'))
    return new URL(request.url).pathname;
  const query = target.indexOf('?');
  return query === -1 ? target : target.slice(0, query);
}

async function main(): Promise<void> {
  const server = await startNodeServer();
  console.log(`Portal en ${server.url}`);
  // The public demo passwords exist only in local development (seedDemoStaffPassword).
  const databaseUrl = nonEmpty(process.env.DATABASE_URL) ?? 'file:data/portal.db';
  if (isLocalDevelopment(databaseUrl, { production: process.env.NODE_ENV === 'production' })) {
    console.log(
      `Cuentas de demostración: admin / ${process.env.ADMIN_PASSWORD ? '(ADMIN_PASSWORD)' : DEFAULT_ADMIN_PASSWORD}, ` +
        `redactor / ${DEMO_STAFF_PASSWORD}, corresponsal / ${DEMO_STAFF_PASSWORD}, fotografo / ${DEMO_STAFF_PASSWORD}`,
    );
  }
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    const cache = server.answerCacheStats();
    console.log(
      `${signal}: deteniendo el servidor… Caché de respuestas: ${cache.hits} aciertos, ${cache.misses} fallos, ` +
        `${cache.bypassed} sin caché; ${cache.entries} respuestas en ${(cache.bytes / 1048576).toFixed(1)} MB.`,
    );
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main().catch((error: unknown) => {
    console.error('No se pudo iniciar el servidor:', error);
    process.exit(1);
  });
}
