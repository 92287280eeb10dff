/**
 * The four built sections (mf-*\/dist, `pnpm build` first) on their own origins, as `pnpm start`
 * serves them (scripts/serve-remote.ts: files and render endpoint), their renders reading the
 * API at `apiOrigin`: real section render endpoints for the tests of server-rendered documents.
 */
import { existsSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { REMOTE_NAMES } from '@portal/contracts';
import { serveRemote, type StaticOrigin } from '../../scripts/serve-remote.ts';
import { REPO_ROOT } from '../src/node/server.ts';

const REMOTE_FOLDERS = { news: 'mf-news', agenda: 'mf-agenda', gallery: 'mf-gallery', admin: 'mf-admin' };

/** Whether the shell and the public sections are built with their server renderers. */
export const sectionsBuilt = ['shell', 'mf-news', 'mf-agenda', 'mf-gallery'].every((app) =>
  existsSync(join(REPO_ROOT, app, 'dist/server/render.js')),
);

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Each section's origin by remote, and their manifests as the portal's REMOTE_*_URL would name them. */
export async function startBuiltSections(apiOrigin: string) {
  const origins: StaticOrigin[] = [];
  const sections: Record<string, string> = {};
  for (const remote of REMOTE_NAMES) {
    const origin = await serveRemote({
      dir: join(REPO_ROOT, REMOTE_FOLDERS[remote], 'dist'),
      port: await freePort(),
      apiOrigin,
    });
    origins.push(origin);
    sections[remote] = origin.url;
  }
  const manifests = Object.fromEntries(
    REMOTE_NAMES.map((remote) => [remote, `${sections[remote]}/mf-manifest.json`]),
  ) as Record<(typeof REMOTE_NAMES)[number], string>;
  return {
    sections,
    manifests,
    close: () => Promise.all(origins.map((origin) => origin.close())).then(() => undefined),
  };
}
