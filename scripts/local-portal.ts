import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { remoteApps, repoRoot } from './apps';
import { serveRemote, type StaticOrigin } from './serve-remote';

export interface LocalPortal {
  url: string;
  stop(): Promise<void>;
}

export interface LocalPortalOptions {
  /**
   * The portal's port; the four remotes take `remotePort` … `remotePort + 3`, and a stand-in
   * for the weather service `remotePort + 4` (these machines reach no weather service: with it
   * the temperature arrives as in production, and so does any shift it causes).
   */
  port: number;
  remotePort: number;
  /** A word for the temporary data folder's name (size, bench…). */
  label: string;
}

/**
 * A throw-away portal for measurements, as `pnpm start` runs it but on its own ports and a fresh
 * database in a temporary folder: the four remote origins in this process, the Node entry of
 * api-worker in a child process (so its work never stalls the measuring process, and vice versa).
 */
export async function startLocalPortal({
  port,
  remotePort,
  label,
}: LocalPortalOptions): Promise<LocalPortal> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `portal-${label}-`));
  const origins: StaticOrigin[] = [];
  let child: ChildProcess | undefined;

  const stop = async () => {
    if (child) await stopProcess(child);
    await Promise.allSettled(origins.map((origin) => origin.close()));
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    const manifests: Record<string, string> = {};
    for (const [index, app] of remoteApps.entries()) {
      const origin = await serveRemote({
        dir: path.join(repoRoot, app.name, 'dist'),
        port: remotePort + index,
        apiOrigin: `http://localhost:${port}`,
      });
      origins.push(origin);
      manifests[`REMOTE_${app.remote.toUpperCase()}_URL`] = `${origin.url}/mf-manifest.json`;
    }
    const weather = await serveWeather(remotePort + remoteApps.length);
    origins.push(weather);
    child = spawn(
      path.join(repoRoot, 'node_modules/.bin/tsx'),
      [path.join(repoRoot, 'api-worker/src/node/server.ts')],
      {
        cwd: repoRoot,
        env: {
          ...process.env,
          PORT: String(port),
          DATABASE_URL: `file:${path.join(dataDir, 'portal.db')}`,
          MEDIA_DIR: path.join(dataDir, 'media'),
          WEATHER_URL: `${weather.url}/weather?units=metric`,
          ...manifests,
        },
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
    const url = `http://localhost:${port}`;
    await waitForHealth(`${url}/api/health`, child);
    return { url, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Answers as OpenWeatherMap's current weather does (the only field the API reads). */
function serveWeather(port: number): Promise<StaticOrigin> {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ main: { temp: 24.5 } }));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () =>
      resolve({
        url: `http://localhost:${port}`,
        close: () => new Promise<void>((done) => server.close(() => done())),
      }),
    );
  });
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`El portal terminó antes de responder (código ${child.exitCode}).`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} no respondió en ${timeoutMs / 1000} s.`);
}

function stopProcess(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 5_000).unref();
  });
}

/** Debian's Chromium unless CHROMIUM_PATH says otherwise; nothing here downloads a browser. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags that let Chromium run headless as root on CI machines without phoning home. */
export const chromiumFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
