import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const API_WORKER_DIR = fileURLToPath(new URL('../', import.meta.url));

interface WranglerConfig {
  main: string;
  assets: { directory: string; run_worker_first: string[] };
  alias?: Record<string, string>;
}

/**
 * wrangler.jsonc parsed. Its comments are on lines of their own and Prettier gives it trailing
 * commas; neither appears inside its strings, so two replacements make it JSON.
 */
export function readWranglerConfig(): WranglerConfig {
  const jsonc = readFileSync(`${API_WORKER_DIR}wrangler.jsonc`, 'utf8');
  return JSON.parse(jsonc.replace(/^\s*\/\/.*$/gm, '').replace(/,(\s*[}\]])/g, '$1')) as WranglerConfig;
}

/** A placeholder shell: the workerd tests must not fail because the shell has not been built yet. */
const PLACEHOLDER_INDEX_HTML =
  '<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Portal (pruebas)</title></head><body></body></html>';

/**
 * wrangler.jsonc as it is, except that the static assets come from a placeholder folder holding
 * `indexHtml` and `files` (wrangler refuses a missing assets directory) and that the shell's server renderer
 * is `shellServer` (none by default: pages left to the browser). Written under
 * .wrangler/<folder> (ignored by git).
 */
export function writeWranglerTestConfig({
  folder = 'vitest',
  indexHtml = PLACEHOLDER_INDEX_HTML,
  shellServer = noShellServerModule(),
  files = {},
}: {
  folder?: string;
  indexHtml?: string;
  shellServer?: string;
  /** More static assets beside index.html, by file name (the shell's stylesheet). */
  files?: Record<string, string>;
} = {}): string {
  const outDir = `${API_WORKER_DIR}.wrangler/${folder}`;
  const assetsDir = `${outDir}/assets`;
  mkdirSync(assetsDir, { recursive: true });
  writeFileSync(`${assetsDir}/index.html`, indexHtml);
  for (const [name, text] of Object.entries(files)) writeFileSync(`${assetsDir}/${name}`, text);

  const config = readWranglerConfig();
  config.main = `${API_WORKER_DIR}${config.main}`;
  config.assets.directory = assetsDir;
  config.alias = { ...config.alias, [SHELL_SERVER_MODULE]: shellServer };
  const path = `${outDir}/wrangler.jsonc`;
  writeFileSync(path, JSON.stringify(config, null, 2));
  return path;
}

/** The module name under which the worker imports the shell's server renderer (src/worker.ts). */
export const SHELL_SERVER_MODULE = 'portal-shell-server';
export const BUILT_SHELL_SERVER = fileURLToPath(
  new URL('../../shell/dist/server/render.js', import.meta.url),
);

/**
 * A module that has no shell renderer: the worker then leaves every page to the browser. For
 * the workerd tests, and for `wrangler dev` before the shell is built.
 */
export function noShellServerModule(): string {
  const dir = `${API_WORKER_DIR}.wrangler`;
  mkdirSync(dir, { recursive: true });
  const file = `${dir}/no-shell-server.js`;
  writeFileSync(file, 'export const renderChrome = undefined;\n');
  return file;
}

/**
 * The server renderer of the shell whose files are in `assetsDir` (shell/dist by default) when it
 * has one, else noShellServerModule(): as the Node entry looks for it in its shell folder.
 */
export function shellServerModule(assetsDir?: string): string {
  const built = assetsDir ? `${assetsDir}/server/render.js` : BUILT_SHELL_SERVER;
  return existsSync(built) ? built : noShellServerModule();
}
