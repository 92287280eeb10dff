import { cloudflareTest } from '@cloudflare/vitest-pool-workers';
import { defineConfig } from 'vitest/config';
import {
  BUILT_SHELL_SERVER,
  noShellServerModule,
  SHELL_SERVER_MODULE,
  writeWranglerTestConfig,
} from './test-support/wrangler-test-config.ts';
import { SHELL_TEST_CSS } from './test-support/section-origin-paths.ts';

/** The server-rendered pages' tests: their own worker, shell renderer and section origins. */
const SERVER_RENDERED_PAGES_TESTS = 'src/pages/server-rendered-pages.workers.test.ts';

/** The shell's document as its build writes it, in short: the root element pages are rendered into. */
const SHELL_INDEX_HTML =
  '<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Portal (pruebas)</title>' +
  '<script defer src="/main.js"></script><link as="style" href="/shell.css" rel="preload"></head><body><div id="root"></div>' +
  '<noscript>Este sitio necesita JavaScript.</noscript></body></html>';

const shared = {
  testTimeout: 30_000,
  // sanitize-html requires postcss, whose CommonJS requires the pool's module loader cannot
  // resolve (nanoid/non-secure): bundled by Vite first, as wrangler bundles it for the worker.
  deps: { optimizer: { ssr: { enabled: true, include: ['sanitize-html'] } } },
};

// Tests inside workerd, against the real worker entry and wrangler.jsonc bindings (R2 MEDIA
// simulated by miniflare; static assets swapped for a placeholder so that the shell need not be
// built); the database is a Hrana server started by the global setup, one per project.
export default defineConfig({
  test: {
    projects: [
      {
        plugins: [
          cloudflareTest(({ inject }) => ({
            wrangler: { configPath: writeWranglerTestConfig() },
            miniflare: {
              bindings: {
                DATABASE_URL: inject('hranaUrl'),
                SEED_DEMO: 'false',
                // Where the release tests' builds live besides the configured remotes' origins.
                REMOTE_ORIGINS: 'https://agenda-2.example,https://agenda-3.example',
              },
            },
          })),
        ],
        // The pool resolves modules through Vite, not wrangler's `alias`: the worker's shell
        // renderer is a module without one here (pages left to the browser).
        resolve: { alias: { [SHELL_SERVER_MODULE]: noShellServerModule() } },
        test: {
          name: 'workerd',
          include: ['src/**/*.workers.test.ts'],
          exclude: [SERVER_RENDERED_PAGES_TESTS],
          globalSetup: ['./test-support/workers-global-setup.ts'],
          ...shared,
        },
      },
      {
        // Server-rendered pages (DESIGN §10) inside workerd: the worker bundles the shell's built
        // server renderer (built by the global setup when missing), its document has the root
        // element, and the news and gallery sections render on a fake section origin on a real
        // socket (test-support/section-origins-global-setup.ts) while the agenda's origin is dead.
        plugins: [
          cloudflareTest(({ inject }) => ({
            wrangler: {
              configPath: writeWranglerTestConfig({
                folder: 'vitest-pages',
                indexHtml: SHELL_INDEX_HTML,
                shellServer: BUILT_SHELL_SERVER,
                files: { 'shell.css': SHELL_TEST_CSS },
              }),
            },
            miniflare: {
              bindings: {
                DATABASE_URL: inject('hranaUrl'),
                SEED_DEMO: 'false',
                SERVER_RENDERED_PAGES: 'on',
                SSR_BUDGET_MS: '250',
                REMOTE_NEWS_URL: `${inject('sectionOrigin')}/news/mf-manifest.json`,
                REMOTE_GALLERY_URL: `${inject('sectionOrigin')}/gallery/mf-manifest.json`,
                // Nothing listens on the discard port: a section origin that is gone.
                REMOTE_AGENDA_URL: 'http://127.0.0.1:9/mf-manifest.json',
              },
            },
          })),
        ],
        resolve: { alias: { [SHELL_SERVER_MODULE]: BUILT_SHELL_SERVER } },
        test: {
          name: 'workerd-pages',
          include: [SERVER_RENDERED_PAGES_TESTS],
          globalSetup: [
            './test-support/workers-global-setup.ts',
            './test-support/section-origins-global-setup.ts',
          ],
          ...shared,
        },
      },
    ],
  },
});
