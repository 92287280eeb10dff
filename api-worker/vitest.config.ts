import { defineConfig } from 'vitest/config';

// Node-side tests: the app through app.request() on in-memory libSQL, the Node server, the
// Hrana server. Tests that run inside workerd are in vitest.workers.config.ts.
export default defineConfig({
  test: {
    // ../scripts: the repository's own scripts (a section's origin) have no package of their own.
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts', '../scripts/*.test.ts'],
    exclude: ['src/**/*.workers.test.ts', '**/node_modules/**'],
    // Seeding draws pictures and hashes passwords: seconds, not milliseconds.
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // Vitest's default on a 2-core machine is one worker, which leaves a core idle while tests
    // wait on sockets, timers and child processes: two files side by side take ~20 % less (293 → 236 s here).
    maxWorkers: 2,
    // Most files import the whole app (Hono, zod-openapi, drizzle, libSQL): loading it again for
    // every file was ~98 s of the run. Threads that keep their modules between files load it once
    // per worker; the setup file undoes what a file leaves in the process.
    pool: 'threads',
    isolate: false,
    setupFiles: ['./test-support/file-isolation.ts'],
  },
});
