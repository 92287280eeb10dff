/**
 * The two ways the portal runs, started the same way for the contract suite: seeded demo
 * content in a throwaway database, a placeholder shell, free ports, nothing shared with
 * `pnpm start` or `pnpm dev:edge` (their data/ and .wrangler/state stay untouched).
 */
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEdge } from '../scripts/dev-edge.ts';
import { startNodeServer } from '../src/node/server.ts';

export interface ContractTarget {
  runtime: 'node' | 'workerd';
  /** The portal's origin, e.g. http://127.0.0.1:41234. */
  url: string;
  close(): Promise<void>;
}

export const CONTRACT_ADMIN_PASSWORD = 'admin-contrato';

/** The shell a crawler page starts from: its own title and description, and the SPA's root. */
export const PLACEHOLDER_SHELL =
  '<!doctype html><html lang="es"><head><meta charset="utf-8">' +
  '<meta name="description" content="Portal de prueba del contrato."><title>Santiago Noticias</title>' +
  '<script defer src="/main.0123abcd.js"></script></head><body><div id="root" data-shell="contrato"></div></body></html>';

function makeTempDir(runtime: string) {
  const dir = mkdtempSync(join(tmpdir(), `portal-contract-${runtime}-`));
  const shellDir = join(dir, 'shell');
  mkdirSync(shellDir);
  writeFileSync(join(shellDir, 'index.html'), PLACEHOLDER_SHELL);
  writeFileSync(join(shellDir, 'main.0123abcd.js'), 'console.log("shell");');
  // Where the shell's build puts the API reference page's script (shell/rspack.config.ts).
  mkdirSync(join(shellDir, 'api-docs'));
  writeFileSync(join(shellDir, 'api-docs', 'scalar.js'), 'console.log("Scalar");');
  // The real shell's header rules for the files Workers serves without the worker.
  copyFileSync(new URL('../../shell/public/_headers', import.meta.url), join(shellDir, '_headers'));
  return { dir, shellDir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** The Node entry (`pnpm start`): libSQL file, images on disk. */
export async function startNodeTarget(): Promise<ContractTarget> {
  const temp = makeTempDir('node');
  // The suite checks the answer without a weather service configured.
  delete process.env.WEATHER_URL;
  try {
    const server = await startNodeServer({
      port: 0,
      databaseUrl: `file:${join(temp.dir, 'portal.db')}`,
      mediaDir: join(temp.dir, 'media'),
      shellDir: temp.shellDir,
      adminPassword: CONTRACT_ADMIN_PASSWORD,
      seed: true,
      quiet: true,
    });
    return {
      runtime: 'node',
      url: server.url,
      close: async () => {
        await server.close();
        temp.remove();
      },
    };
  } catch (error) {
    temp.remove();
    throw error;
  }
}

/** The worker entry under `wrangler dev` (`pnpm dev:edge`): libSQL over HTTP (Hrana), images in R2. */
export async function startEdgeTarget(): Promise<ContractTarget> {
  const temp = makeTempDir('edge');
  try {
    const edge = await startEdge({
      port: 0,
      databasePort: 0,
      databasePath: join(temp.dir, 'edge.db'),
      persistTo: join(temp.dir, 'state'),
      assetsDir: temp.shellDir,
      vars: { SEED_DEMO: 'true', ADMIN_PASSWORD: CONTRACT_ADMIN_PASSWORD },
      quiet: true,
    });
    return {
      runtime: 'workerd',
      url: edge.url,
      close: async () => {
        await edge.close();
        temp.remove();
      },
    };
  } catch (error) {
    temp.remove();
    throw error;
  }
}
