import { execFileSync } from 'node:child_process';
import { rmSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { repoRoot, startPortal, startRemoteOrigin, type Started } from './processes';
import { E2E_DATA_DIR, E2E_DATABASE_URL, E2E_MEDIA_DIR, E2E_PORT, E2E_REMOTE_PORTS } from './environment';

const remoteFolders = {
  news: 'mf-news',
  agenda: 'mf-agenda',
  gallery: 'mf-gallery',
  admin: 'mf-admin',
} as const;

/** Builds what is stale, then starts the four remote origins and the portal on a fresh database. */
export default async function globalSetup() {
  execFileSync(path.join(repoRoot, 'node_modules/.bin/tsx'), ['scripts/build-missing.ts'], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  rmSync(E2E_DATA_DIR, { recursive: true, force: true });
  mkdirSync(E2E_DATA_DIR, { recursive: true });

  const started: Started[] = [];
  for (const [remote, folder] of Object.entries(remoteFolders)) {
    started.push(
      await startRemoteOrigin(
        folder,
        E2E_REMOTE_PORTS[remote as keyof typeof remoteFolders],
        `http://localhost:${E2E_PORT}`,
      ),
    );
  }
  started.push(
    await startPortal({
      port: E2E_PORT,
      databaseUrl: E2E_DATABASE_URL,
      mediaDir: E2E_MEDIA_DIR,
      remotePorts: E2E_REMOTE_PORTS,
    }),
  );
  return async () => {
    await Promise.all(started.map((server) => server.stop()));
  };
}
