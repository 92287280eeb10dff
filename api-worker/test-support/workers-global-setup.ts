import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startHranaServer } from '../scripts/hrana-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    hranaUrl: string;
  }
}

/** A libSQL server over a throwaway file, so the worker under test talks to a real database. */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'portal-workers-'));
  const server = await startHranaServer({ port: 0, databasePath: join(dir, 'edge.db') });
  project.provide('hranaUrl', server.url);
  return async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  };
}
