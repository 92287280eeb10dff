/**
 * A section's origin (serve-remote.ts) over real HTTP: the render endpoint of a release folder
 * runs that folder's own `server/render.js`, never the code of a folder beside the build's.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveRemote, type StaticOrigin } from './serve-remote.ts';

let folder: string;
let origin: StaticOrigin;

/** A release folder's renderer that answers which folder it is. */
function writeRenderer(dir: string, name: string) {
  mkdirSync(join(dir, 'server'), { recursive: true });
  writeFileSync(
    join(dir, 'server/render.js'),
    `export default { handleRender: async () => Response.json({ html: '${name}', answers: {} }) };`,
  );
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'serve-remote-'));
  writeRenderer(join(folder, 'dist'), 'dist');
  writeRenderer(join(folder, 'dist/v2'), 'v2');
  // A sibling whose name starts with the build folder's: outside it all the same.
  writeRenderer(join(folder, 'dist-x'), 'dist-x');
  origin = await serveRemote({ dir: join(folder, 'dist'), port: await freePort() });
});

afterAll(async () => {
  await origin?.close();
  rmSync(folder, { recursive: true, force: true });
});

const query = '?path=/&route=/&module=Page&origin=http://portal.test';

describe('a section origin’s render endpoint', () => {
  it('runs the renderer of the release folder asked for', async () => {
    const root = await fetch(`${origin.url}/_render${query}`);
    expect(await root.json()).toMatchObject({ html: 'dist' });
    const release = await fetch(`${origin.url}/v2/_render${query}`);
    expect(await release.json()).toMatchObject({ html: 'v2' });
  });

  it('runs nothing outside the build folder, a sibling that shares its name’s start included', async () => {
    for (const path of [
      '/..%2fdist-x/_render',
      '/..%2f..%2fdist-x/_render',
      '/v2%2f..%2f..%2fdist-x/_render',
    ]) {
      const response = await fetch(`${origin.url}${path}${query}`);
      expect(response.status, path).toBe(404);
      expect(await response.json()).toEqual({ msg: 'Esta versión no tiene render en el servidor.' });
    }
  });
});
