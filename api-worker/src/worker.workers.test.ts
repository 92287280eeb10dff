import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import worker from './worker.ts';

async function call(path: string): Promise<Response> {
  const ctx = createExecutionContext();
  const response = await worker.fetch(new Request(`https://portal.example${path}`), env, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

describe('worker entry (inside workerd)', () => {
  it('migrates the database before its first answer: /api/health is ok', async () => {
    const response = await call('/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
  });

  it('serves an object of the MEDIA R2 bucket at /media/<key>, immutable', async () => {
    const bytes = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 1, 2, 3, 0xff, 0xd9]);
    await env.MEDIA.put('noticias/prueba.jpg', bytes, { httpMetadata: { contentType: 'image/jpeg' } });
    const response = await call('/media/noticias/prueba.jpg');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('image/jpeg');
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes);
  });

  it('answers a missing image and a traversal attempt with 4xx', async () => {
    expect((await call('/media/noticias/no-existe.jpg')).status).toBe(404);
    expect((await call('/media/..%2f..%2fwrangler.jsonc')).status).toBe(400);
  });

  it('answers remotes.json from its defaults', async () => {
    const response = await call('/remotes.json');
    expect(response.headers.get('Cache-Control')).toBe('no-cache');
    expect(await response.json()).toMatchObject({ news: 'http://localhost:3001/mf-manifest.json' });
  });
});
