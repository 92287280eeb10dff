/**
 * A fault-injecting TCP proxy between the app and a libSQL server (DESIGN §13): it passes bytes
 * through, or refuses connections (a reset at once), hangs them (accepted, never answered: the
 * connections open at that moment hang too, and stay dead after `heal`, as a dropped route
 * leaves them), or slows every chunk. Tests point DATABASE_URL at `url`.
 */
import { createServer, connect, type Socket } from 'node:net';

export type FaultMode = 'pass' | 'refuse' | 'hang' | 'slow';

export interface FaultProxy {
  /** `http://127.0.0.1:<port>`: the database's URL through the proxy. */
  url: string;
  refuse(): void;
  hang(): void;
  slow(delayMs: number): void;
  /** Passes new connections through again; connections hung before stay hung. */
  heal(): void;
  close(): Promise<void>;
}

export async function startFaultProxy(target: { host: string; port: number }): Promise<FaultProxy> {
  let mode: FaultMode = 'pass';
  let delayMs = 0;
  const open = new Set<{ client: Socket; upstream: Socket; hung: boolean }>();

  const server = createServer((client) => {
    if (mode === 'refuse') {
      client.resetAndDestroy();
      return;
    }
    const upstream = connect(target.port, target.host);
    const pair = { client, upstream, hung: mode === 'hang' };
    open.add(pair);
    const forward = (to: Socket) => (chunk: Buffer) => {
      if (pair.hung) return;
      if (mode === 'slow') setTimeout(() => !pair.hung && to.write(chunk), delayMs);
      else to.write(chunk);
    };
    client.on('data', forward(upstream));
    upstream.on('data', forward(client));
    const end = () => {
      open.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('close', end).on('error', end);
    upstream.on('close', end).on('error', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };

  return {
    url: `http://127.0.0.1:${port}`,
    refuse() {
      mode = 'refuse';
      // Open connections are cut as well: nothing reaches the database any more.
      for (const pair of open) pair.client.resetAndDestroy();
    },
    hang() {
      mode = 'hang';
      for (const pair of open) pair.hung = true;
    },
    slow(ms) {
      mode = 'slow';
      delayMs = ms;
    },
    heal() {
      mode = 'pass';
    },
    async close() {
      for (const pair of open) {
        pair.client.destroy();
        pair.upstream.destroy();
      }
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
