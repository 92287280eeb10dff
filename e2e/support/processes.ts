import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '../..');
const tsx = path.join(repoRoot, 'node_modules/.bin/tsx');

export interface Started {
  url: string;
  stop(): Promise<void>;
}

/** Polls a URL until it answers 2xx (or gives up), so tests start against a ready server. */
export async function waitForUrl(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

function stopProcess(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 5_000).unref();
  });
}

function startTsx(script: string, args: string[], env: Record<string, string>): ChildProcess {
  const child = spawn(tsx, [path.join(repoRoot, script), ...args], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return child;
}

/** One remote's built folder served as its own origin, in a process a test may stop. */
export async function startRemoteOrigin(app: string, port: number, apiOrigin: string): Promise<Started> {
  // Its render endpoint reads the API of the e2e portal.
  const child = startTsx('scripts/serve-remote.ts', [path.join(repoRoot, app, 'dist'), String(port)], {
    PORTAL_API_URL: apiOrigin,
  });
  const url = `http://localhost:${port}`;
  await waitForUrl(`${url}/mf-manifest.json`);
  return { url, stop: () => stopProcess(child) };
}

export interface PortalOptions {
  port: number;
  databaseUrl: string;
  mediaDir: string;
  remotePorts: { news: number; agenda: number; gallery: number; admin: number };
  /** REMOTE_ORIGINS: where section releases may be registered besides the remotes' origins. */
  remoteOrigins?: string[];
}

/** The Node entry of api-worker (API + shell + media), as `pnpm start` runs it. */
export async function startPortal(options: PortalOptions): Promise<Started> {
  const manifest = (port: number) => `http://localhost:${port}/mf-manifest.json`;
  const child = startTsx('api-worker/src/node/server.ts', [], {
    PORT: String(options.port),
    DATABASE_URL: options.databaseUrl,
    MEDIA_DIR: options.mediaDir,
    // Sections render on the server within seconds even on a CI machine running Chromium beside
    // them: the HTML the tests read is the server's (the fallback has tests of its own).
    SSR_BUDGET_MS: '3000',
    REMOTE_NEWS_URL: manifest(options.remotePorts.news),
    REMOTE_AGENDA_URL: manifest(options.remotePorts.agenda),
    REMOTE_GALLERY_URL: manifest(options.remotePorts.gallery),
    REMOTE_ADMIN_URL: manifest(options.remotePorts.admin),
    REMOTE_ORIGINS: (options.remoteOrigins ?? []).join(','),
  });
  const url = `http://localhost:${options.port}`;
  await waitForUrl(`${url}/api/health`, 120_000);
  return { url, stop: () => stopProcess(child) };
}
