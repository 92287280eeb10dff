import { execFile, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { E2E_PORT, E2E_REMOTE_PORTS } from './environment';
import { repoRoot, waitForUrl, type Started } from './processes';

/**
 * Ports of the extra processes the release and failure specs start, clear of the shared ones
 * and of remotes.spec.ts's (+98 / +19): one remote origin and one portal per test.
 */
export const extraPorts = (slot: number) => ({
  remote: E2E_REMOTE_PORTS.news + 90 + slot,
  portal: E2E_PORT + 21 + slot,
});

/**
 * Builds mf-agenda alone, as its team releases it (`pnpm --filter mf-agenda build`), into a
 * folder of its own: the shared `mf-agenda/dist` other specs serve is never touched.
 */
export async function buildAgenda(outDir: string, env: Record<string, string> = {}): Promise<void> {
  await promisify(execFile)('pnpm', ['--filter', 'mf-agenda', 'build'], {
    cwd: repoRoot,
    env: { ...process.env, OUT_DIR: outDir, ...env },
    maxBuffer: 16 * 1024 * 1024,
  });
}

/** A temporary folder for one build; removed by the returned function. */
export function temporaryFolder(label: string): { dir: string; remove(): void } {
  const dir = mkdtempSync(path.join(os.tmpdir(), `${label}-`));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Any build folder served as a remote's own origin (scripts/serve-remote.ts), in a process. */
export async function serveFolder(dir: string, port: number): Promise<Started> {
  const child = spawn(
    path.join(repoRoot, 'node_modules/.bin/tsx'),
    [path.join(repoRoot, 'scripts/serve-remote.ts'), dir, String(port)],
    {
      cwd: repoRoot,
      stdio: ['ignore', 'ignore', 'inherit'],
      // Its render endpoint reads the API of the e2e portal.
      env: { ...process.env, PORTAL_API_URL: `http://localhost:${E2E_PORT}` },
    },
  );
  const url = `http://localhost:${port}`;
  await waitForUrl(`${url}/mf-manifest.json`);
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Relative path → sha256 of every file under a folder, to prove a folder did not change. */
export function hashFolder(dir: string): Record<string, string> {
  const hashes: Record<string, string> = {};
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(file);
      else hashes[path.relative(dir, file)] = createHash('sha256').update(readFileSync(file)).digest('hex');
    }
  };
  walk(dir);
  return hashes;
}
