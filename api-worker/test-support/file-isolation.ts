import { afterAll, beforeAll, vi } from 'vitest';

// Node tests share one module graph per worker (vitest.config.ts: isolate false), so what a file
// changes in the process must not reach the next file: the environment variables a few files
// set without restoring (SITE_URL, SSR_BUDGET_MS…), faked clocks, spies and stubs.
let savedEnv: NodeJS.ProcessEnv = {};

beforeAll(() => {
  savedEnv = { ...process.env };
});

afterAll(() => {
  for (const name of Object.keys(process.env)) if (!(name in savedEnv)) delete process.env[name];
  Object.assign(process.env, savedEnv);
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});
