import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import worker from '../worker.ts';

async function call(path: string): Promise<Response> {
  const ctx = createExecutionContext();
  const response = await worker.fetch(new Request(`https://portal.example${path}`), env, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

describe('resized copies in the R2 bucket (inside workerd)', () => {
  it('serves a stored copy, and the original for a copy never made, both immutable', async () => {
    const original = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 9, 9, 9, 0xff, 0xd9]);
    const copy = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 4, 0, 0, 0xff, 0xd9]);
    const jpeg = { httpMetadata: { contentType: 'image/jpeg' } };
    await env.MEDIA.put('albums/copias.jpg', original, jpeg);
    await env.MEDIA.put('albums/copias.w400.jpg', copy, jpeg);

    const small = await call('/media/albums/copias.w400.jpg');
    expect(small.status).toBe(200);
    expect(new Uint8Array(await small.arrayBuffer())).toEqual(copy);

    const missing = await call('/media/albums/copias.w1600.jpg');
    expect(missing.status).toBe(200);
    expect(missing.headers.get('Content-Type')).toBe('image/jpeg');
    expect(missing.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(new Uint8Array(await missing.arrayBuffer())).toEqual(original);

    expect((await call('/media/albums/otra.w800.jpg')).status).toBe(404);
  });
});
