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

/**
 * A release whose render takes 10 s unless its request's signal aborts; what became of each render
 * is kept on globalThis (the renderer runs in this process), by the render's `path`.
 */
const SLOW_RENDERER = `
export default {
  async handleRender(request) {
    const path = new URL(request.url).searchParams.get('path');
    const renders = (globalThis.slowRenders ??= {});
    renders[path] = 'rendering';
    await new Promise((resolve) => {
      const timer = setTimeout(resolve, 10_000);
      request.signal.addEventListener('abort', () => { clearTimeout(timer); resolve(); });
    });
    renders[path] = request.signal.aborted ? 'aborted' : 'finished';
    return Response.json({ html: 'lenta', answers: {} });
  },
};`;

/**
 * A release whose render answers its first line at once and its second one when the test calls
 * `globalThis.sendSecondLine` (the renderer runs in this process).
 */
const TWO_PART_RENDERER = `
export default {
  async handleRender() {
    const encoder = new TextEncoder();
    const lines = new ReadableStream({
      start(controller) {
        controller.enqueue(encoder.encode('{"status":200}\\n'));
        globalThis.sendSecondLine = () => {
          controller.enqueue(encoder.encode('{"html":"<h1>x</h1>"}\\n'));
          controller.close();
        };
      },
    });
    return new Response(lines, { headers: { 'Content-Type': 'application/x-ndjson; charset=utf-8' } });
  },
};`;

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'serve-remote-'));
  mkdirSync(join(folder, 'dist/en-partes/server'), { recursive: true });
  writeFileSync(join(folder, 'dist/en-partes/server/render.js'), TWO_PART_RENDERER);
  writeRenderer(join(folder, 'dist'), 'dist');
  writeRenderer(join(folder, 'dist/v2'), 'v2');
  mkdirSync(join(folder, 'dist/lenta/server'), { recursive: true });
  writeFileSync(join(folder, 'dist/lenta/server/render.js'), SLOW_RENDERER);
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

  it('sends each part of a render as it comes, not the answer buffered whole', async () => {
    const response = await fetch(`${origin.url}/en-partes/_render${query}`);
    expect(response.headers.get('Content-Type')).toBe('application/x-ndjson; charset=utf-8');
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    expect((await reader.read()).value).toBe('{"status":200}\n');
    (globalThis as { sendSecondLine?: () => void }).sendSecondLine!();
    expect((await reader.read()).value).toBe('{"html":"<h1>x</h1>"}\n');
    expect((await reader.read()).done).toBe(true);
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

  it('aborts a render whose caller went away (the portal gave up on it)', async () => {
    const renders = () => (globalThis as { slowRenders?: Record<string, string> }).slowRenders ?? {};
    const asked = fetch(
      `${origin.url}/lenta/_render?path=/abandonada&route=/&module=Page&origin=http://portal.test`,
      {
        signal: AbortSignal.timeout(300),
      },
    );
    await expect(asked).rejects.toThrow();
    await expect.poll(() => renders()['/abandonada'], { timeout: 2_000 }).toBe('aborted');
  });
});
