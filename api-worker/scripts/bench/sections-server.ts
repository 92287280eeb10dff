/**
 * bench:api --documents' section origins: the four built sections (mf-*\/dist) served as
 * `pnpm start` serves them, render endpoints included, in a child process of their own so that
 * their CPU time is counted apart from the portal's. `sections-server.ts <apiOrigin> <port>…`
 * (news, agenda, gallery, admin); prints `READY <news origin>`.
 */
import { join } from 'node:path';
import { serveRemote, type StaticOrigin } from '../../../scripts/serve-remote.ts';
import { REPO_ROOT } from '../../src/node/server.ts';

const SECTION_FOLDERS = ['mf-news', 'mf-agenda', 'mf-gallery', 'mf-admin'] as const;

async function serve(apiOrigin: string, ports: number[]): Promise<void> {
  const origins: StaticOrigin[] = [];
  for (const [index, folder] of SECTION_FOLDERS.entries()) {
    origins.push(await serveRemote({ dir: join(REPO_ROOT, folder, 'dist'), port: ports[index]!, apiOrigin }));
  }
  process.stdout.write(`READY ${origins[0]!.url}\n`);
  process.once('SIGTERM', () => {
    void Promise.all(origins.map((origin) => origin.close())).then(() => process.exit(0));
  });
}

serve(
  process.argv[2]!,
  process.argv.slice(3).map((port) => Number(port)),
).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
