/**
 * The portal's API under `wrangler dev` (workerd) as in production, but local: a Hrana server
 * over `data/edge.db` stands in for Turso, and R2 is simulated under `.wrangler/state`.
 * `pnpm dev:edge` uses startEdge(); it also runs directly: `tsx api-worker/scripts/dev-edge.ts`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer, type AddressInfo } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  readWranglerConfig,
  SHELL_SERVER_MODULE,
  shellServerModule,
} from '../test-support/wrangler-test-config.ts';
import { startHranaServer } from './hrana-server.ts';

const API_WORKER_DIR = fileURLToPath(new URL('..', import.meta.url));
const REPO_ROOT = resolve(API_WORKER_DIR, '..');
const HEALTH_TIMEOUT_MS = 90_000;

export interface EdgeOptions {
  /** wrangler dev's port, default 8787; 0 picks a free one. */
  port?: number;
  /** The Hrana server's port, default 8788; 0 picks a free one. */
  databasePort?: number;
  /** The SQLite file behind the Hrana server, default `data/edge.db`. */
  databasePath?: string;
  /** wrangler's local state (the simulated R2 bucket, the cache), default `.wrangler/state`. */
  persistTo?: string;
  /**
   * The static assets instead of `shell/dist` (tests: a placeholder shell). wrangler then runs
   * on a copy of wrangler.jsonc written into `persistTo` (required with this option).
   */
  assetsDir?: string;
  /** Extra worker variables (`--var NAME:value`), e.g. WEATHER_URL, SITE_URL, SEED_DEMO. */
  vars?: Record<string, string>;
  /** Do not echo wrangler's output. */
  quiet?: boolean;
  /**
   * The worker's DATABASE_URL made from the Hrana server's (tests: through a fault-injecting
   * proxy in front of it); the Hrana server's own URL by default.
   */
  databaseUrlFor?: (hranaUrl: string) => Promise<string>;
}

export interface RunningEdge {
  url: string;
  close(): Promise<void>;
}

export async function startEdge(options: EdgeOptions = {}): Promise<RunningEdge> {
  const port = options.port === 0 ? await freePort() : (options.port ?? 8787);
  // wrangler refuses to start when the assets directory of wrangler.jsonc is missing.
  const assetsDir = options.assetsDir ?? join(REPO_ROOT, 'shell', 'dist');
  if (!existsSync(join(assetsDir, 'index.html'))) {
    throw new Error(
      `${assetsDir} has no index.html: build the shell (pnpm build) before starting wrangler dev.`,
    );
  }
  const configArgs = options.assetsDir ? ['--config', writeConfigWithAssets(options)] : [];
  const database = await startHranaServer({
    port: options.databasePort ?? 8788,
    databasePath: options.databasePath ?? join(REPO_ROOT, 'data', 'edge.db'),
  });
  // The site's address is the one wrangler dev listens on, never a request's Host header.
  const databaseUrl = options.databaseUrlFor ? await options.databaseUrlFor(database.url) : database.url;
  const vars = { SITE_URL: `http://127.0.0.1:${port}`, ...options.vars, DATABASE_URL: databaseUrl };

  const wranglerBin = join(
    dirname(createRequire(import.meta.url).resolve('wrangler/package.json')),
    'bin',
    'wrangler.js',
  );
  const wrangler = spawn(
    process.execPath,
    [
      wranglerBin,
      'dev',
      ...configArgs,
      '--port',
      String(port),
      '--ip',
      '127.0.0.1',
      // Its own free port, so that several wrangler dev (a test beside pnpm dev:edge) coexist.
      '--inspector-port',
      String(await freePort()),
      ...(options.persistTo ? ['--persist-to', options.persistTo] : []),
      ...Object.entries(vars).flatMap(([name, value]) => ['--var', `${name}:${value}`]),
      '--show-interactive-dev-session=false',
    ],
    {
      cwd: API_WORKER_DIR,
      // Its own process group, so that close() stops wrangler and the workerd it started.
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        WRANGLER_SEND_METRICS: 'false',
        WRANGLER_SEND_ERROR_REPORTS: 'false',
        CLOUDFLARE_CF_FETCH_ENABLED: 'false',
      },
    },
  );
  const output: string[] = [];
  for (const stream of [wrangler.stdout, wrangler.stderr]) {
    stream?.setEncoding('utf8');
    stream?.on('data', (chunk: string) => {
      output.push(chunk);
      if (output.length > 200) output.shift();
      if (!options.quiet) process.stdout.write(chunk);
    });
  }

  const url = `http://127.0.0.1:${port}`;
  const close = async () => {
    await stopProcessGroup(wrangler);
    await database.close();
  };
  try {
    // The first request also applies migrations and seeds the demo: allow it some seconds.
    await waitForHealth(`${url}/api/health`, wrangler);
  } catch (error) {
    await close();
    throw new Error(`wrangler dev did not become healthy: ${(error as Error).message}\n${output.join('')}`);
  }
  return { url, close };
}

/** wrangler.jsonc with absolute paths and another assets folder, written into `persistTo`. */
function writeConfigWithAssets({ assetsDir, persistTo }: EdgeOptions): string {
  if (!persistTo) throw new Error('startEdge: assetsDir needs persistTo (where its wrangler config goes).');
  const config = readWranglerConfig();
  config.main = join(API_WORKER_DIR, config.main);
  config.assets.directory = resolve(assetsDir!);
  // Absolute, from the new folder: the shell's server renderer, or none when it is not built.
  config.alias = { ...config.alias, [SHELL_SERVER_MODULE]: shellServerModule(resolve(assetsDir!)) };
  mkdirSync(persistTo, { recursive: true });
  const path = join(persistTo, 'wrangler.jsonc');
  writeFileSync(path, JSON.stringify(config, null, 2));
  return path;
}

/** A port nothing listens on right now (the OS picks it). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolveListening) => server.listen(0, '127.0.0.1', resolveListening));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolveClosed) => server.close(resolveClosed));
  return port;
}

async function waitForHealth(healthUrl: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`wrangler exited with code ${child.exitCode}`);
    try {
      const response = await fetch(healthUrl, { signal: AbortSignal.timeout(60_000) });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`no answer from ${healthUrl} within ${HEALTH_TIMEOUT_MS / 1000} s`);
}

async function stopProcessGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, signal);
    } catch {
      // Already gone.
    }
  };
  signalGroup('SIGTERM');
  const timeout = setTimeout(() => signalGroup('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timeout);
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const edge = await startEdge({ port: Number(process.env.PORT ?? 8787) });
  console.log(`Portal (workerd) en ${edge.url}`);
  const stop = () => void edge.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
