/** The portal as bench:api runs it: a seeded bench database and a server in a child process. */
import { fileURLToPath } from 'node:url';
import { migrate } from '../../src/db/migrate.ts';
import { seedIfEmpty } from '../../src/demo-content/seed.ts';
import { createDiskMediaStore } from '../../src/media/disk-media-store.ts';
import { openNodeDatabase } from '../../src/node/database.ts';
import { getRaw } from './answers.ts';
import { startBenchChild, type BenchChild } from './child.ts';

const PORTAL_SERVER = fileURLToPath(new URL('./portal-server.ts', import.meta.url));

/**
 * Migrates the database at `databaseUrl` and, when it is empty, seeds the demo content (events,
 * albums, ads, banner) with its images in `mediaDir`; what was seeded, or null.
 */
export async function migrateAndSeedDemo(databaseUrl: string, mediaDir: string) {
  const db = await openNodeDatabase(databaseUrl);
  try {
    await migrate(db);
    return await seedIfEmpty(db, createDiskMediaStore(mediaDir), {
      adminPassword: 'clave-del-banco-de-la-api',
    });
  } finally {
    db.$client.close();
  }
}

/**
 * Starts the portal in a child process (`env` adds variables, such as PUBLIC_CACHE_MB);
 * resolves with its URL (on 127.0.0.1, like the reference servers).
 */
export async function startServerProcess(
  databaseUrl: string,
  mediaDir: string,
  { shellDir = mediaDir, env = {} }: { shellDir?: string; env?: Record<string, string> } = {},
): Promise<BenchChild> {
  const server = await startBenchChild(PORTAL_SERVER, [databaseUrl, mediaDir, shellDir], {
    SEED_DEMO: 'false',
    ...env,
  });
  return { ...server, url: server.url.replace('//localhost:', '//127.0.0.1:') };
}

/** Warns when a portal started with PUBLIC_CACHE_MB=0 answers a second read of `path` from its cache. */
export async function warnIfCacheAnswers(url: string, path: string): Promise<void> {
  await getRaw(url, path);
  if ((await getRaw(url, path)).headers['x-cache'] === 'HIT') {
    console.log('  AVISO: con PUBLIC_CACHE_MB=0 el portal responde X-Cache: HIT (la caché no se apagó)');
  }
}
