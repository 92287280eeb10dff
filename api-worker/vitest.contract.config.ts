import { defineConfig } from 'vitest/config';

// The HTTP contract (contract/contract-suite.ts) against both entries, each running for real:
// the Node server and the worker under `wrangler dev`; and contract/documents.test.ts, both
// entries over one database with their own section origins, whose server-rendered documents
// must be the same HTML (it needs `pnpm build`: skipped without the server renderers). The
// files run side by side.
export default defineConfig({
  test: {
    include: ['contract/**/*.test.ts'],
    // Starting wrangler dev and seeding the demo through it takes seconds.
    hookTimeout: 120_000,
    testTimeout: 30_000,
  },
});
