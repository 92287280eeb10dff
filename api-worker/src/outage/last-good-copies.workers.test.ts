/**
 * The Workers side of last good copies (DESIGN §13), inside workerd with its real Cache API: the
 * edge cache writes a copy of each shareable answer to a cache of its own and serves it while the
 * database is away (the content version cannot be read, or the app answers 5xx). The Node side,
 * with a real database behind a fault-injecting proxy, is outage.server.test.ts.
 */
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { serveWithEdgeCache } from '../content-version/edge-cache.ts';
import { cacheApiCopies } from './cache-api-copies.ts';
import { apiUnavailableAnswer } from './last-good-copies.ts';

const copies = cacheApiCopies('copias-de-prueba');

async function serve(
  path: string,
  { version, handle }: { version: () => Promise<string>; handle: () => Promise<Response> },
) {
  const ctx = createExecutionContext();
  const response = await serveWithEdgeCache(new Request(`https://portal.example${path}`), {
    cache: caches.default,
    version,
    waitUntil: (promise) => ctx.waitUntil(promise),
    handle,
    copies,
    unavailable: async () => apiUnavailableAnswer(),
  });
  await waitOnExecutionContext(ctx);
  return response;
}

const shareable = (text: string) =>
  new Response(text, {
    headers: {
      'Content-Type': 'application/json',
      'Cache-Control': 'public, max-age=0, s-maxage=60',
      ETag: '"e1"',
    },
  });
const away = async (): Promise<string> => {
  throw new TypeError('fetch failed');
};

describe('last good copies on Workers (Cache API)', () => {
  it('serves the copy of an answer made before, 200 and STALE, while the version cannot be read', async () => {
    const made = await serve('/api/noticias/Salta/3/1', {
      version: async () => '41',
      handle: async () => shareable('{"docs":["Antes del corte"]}'),
    });
    expect(made.status).toBe(200);
    await made.body?.cancel();

    const stale = await serve('/api/noticias/Salta/3/1', {
      version: away,
      handle: async () => shareable('no'),
    });
    expect(stale.status).toBe(200);
    expect(stale.headers.get('X-Cache')).toBe('STALE');
    expect(stale.headers.get('Content-Type')).toBe('application/json');
    expect(await stale.text()).toBe('{"docs":["Antes del corte"]}');
  });

  it('serves the copy when the app answers 5xx, and a Spanish 503 for an answer never made', async () => {
    const failing = await serve('/api/noticias/Salta/3/1', {
      version: async () => '42',
      handle: async () => Response.json({ msg: 'Error interno del servidor.' }, { status: 500 }),
    });
    expect(failing.status).toBe(200);
    expect(await failing.text()).toBe('{"docs":["Antes del corte"]}');

    const cold = await serve('/api/noticias/Jujuy/3/1', {
      version: away,
      handle: async () => shareable('no'),
    });
    expect(cold.status).toBe(503);
    expect(cold.headers.get('Retry-After')).toBe('30');
    expect(await cold.json()).toEqual({
      msg: 'El servicio no está disponible en este momento. Intentá nuevamente en unos instantes.',
    });
  });
});
