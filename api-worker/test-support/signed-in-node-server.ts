/**
 * The Node entry as `pnpm start` runs it, for `*.server.test.ts`: a libSQL file with the demo
 * content in a temp folder, a shell folder written from the given files, and the admin signed in.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { expect } from 'vitest';
import { startNodeServer, type NodeServerOptions, type RunningServer } from '../src/node/server.ts';

export interface SignedInNodeServer {
  server: RunningServer;
  /** The admin's session cookie (`name=value`), for calls `call` does not make. */
  cookie: string;
  /** A staff call: the admin's session and the portal's own Origin. */
  call(method: string, path: string, body?: unknown): Promise<Response>;
  close(): Promise<void>;
}

export async function startSignedInNodeServer(options: {
  /** The temp folder's prefix, so a failed run's leftovers say whose they are. */
  name: string;
  adminPassword: string;
  /** The shell's files by path (`index.html`, `server/render.js`…). */
  shellFiles: Record<string, string>;
  server?: Omit<NodeServerOptions, 'port' | 'databaseUrl' | 'mediaDir' | 'shellDir' | 'adminPassword'>;
}): Promise<SignedInNodeServer> {
  const dir = mkdtempSync(join(tmpdir(), `portal-${options.name}-`));
  const shellDir = join(dir, 'shell');
  for (const [path, text] of Object.entries(options.shellFiles)) {
    mkdirSync(dirname(join(shellDir, path)), { recursive: true });
    writeFileSync(join(shellDir, path), text);
  }
  const server = await startNodeServer({
    quiet: true,
    ...options.server,
    port: 0,
    databaseUrl: `file:${join(dir, 'portal.db')}`,
    mediaDir: join(dir, 'media'),
    shellDir,
    adminPassword: options.adminPassword,
  });
  let cookie = '';
  const call = (method: string, path: string, body?: unknown) =>
    fetch(server.url + path, {
      method,
      headers: {
        Origin: server.url,
        ...(cookie ? { Cookie: cookie } : {}),
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const login = await call('POST', '/api/login', { username: 'admin', contraseña: options.adminPassword });
  expect(login.status).toBe(200);
  cookie = (login.headers.get('Set-Cookie') ?? '').split(';')[0]!;
  return {
    server,
    cookie,
    call,
    async close() {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
