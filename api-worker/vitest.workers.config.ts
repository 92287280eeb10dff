import { cloudflareTest } from '@cloudflare/vitest-pool-workers';
import { defineConfig } from 'vitest/config';
import {
  noShellServerModule,
  SHELL_SERVER_MODULE,
  writeWranglerTestConfig,
} from './test-support/wrangler-test-config.ts';

// Tests inside workerd, against the real worker entry and wrangler.jsonc bindings (R2 MEDIA
// simulated by miniflare; static assets swapped for a placeholder so that the shell need not be
// built); the database is a Hrana server started by the global setup.
export default defineConfig({
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
  // The pool resolves modules through Vite, not wrangler's `alias`: the worker's shell renderer
  // is a module without one here (pages left to the browser; the e2e journeys render them).
  resolve: { alias: { [SHELL_SERVER_MODULE]: noShellServerModule() } },
  test: {
    include: ['src/**/*.workers.test.ts'],
    globalSetup: ['./test-support/workers-global-setup.ts'],
    testTimeout: 30_000,
    // sanitize-html requires postcss, whose CommonJS requires the pool's module loader cannot
    // resolve (nanoid/non-secure): bundled by Vite first, as wrangler bundles it for the worker.
    deps: { optimizer: { ssr: { enabled: true, include: ['sanitize-html'] } } },
  },
});
