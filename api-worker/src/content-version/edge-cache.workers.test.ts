import { createClient } from '@libsql/client/web';
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { afterAll, describe, expect, it } from 'vitest';
import { DOCUMENT_CACHE_CONTROL } from '../pages/document-cache.ts';
import worker from '../worker.ts';
import { serveWithEdgeCache } from './edge-cache.ts';

async function call(path: string, headers: Record<string, string> = {}): Promise<Response> {
  const ctx = createExecutionContext();
  const response = await worker.fetch(new Request(`https://portal.example${path}`, { headers }), env, ctx);
  // Lets the cache write (waitUntil) finish before the next request.
  await waitOnExecutionContext(ctx);
  return response;
}

const client = createClient({ url: env.DATABASE_URL });
const ids: string[] = [];
afterAll(async () => {
  for (const id of ids) await client.execute({ sql: 'DELETE FROM noticias WHERE _id = ?', args: [id] });
  client.close();
});

/** A news item written straight into the database: no staff write, so no new version. */
async function insertJujuyNews(_id: string, titulo: string) {
  ids.push(_id);
  await client.execute({
    sql: `INSERT INTO noticias (_id, titulo, provincia, descripcion, texto, img_portada, editor, foto_editor, search_text, created_at)
          VALUES (?, ?, 'Jujuy', 'Resumen', '<p>x</p>', '/media/n.jpg', 'Ana', '/media/a.jpg', 'x', ?)`,
    args: [_id, titulo, new Date().toISOString()],
  });
}

const titles = async (response: Response) =>
  ((await response.json()) as { docs: { titulo: string }[] }).docs.map((n) => n.titulo);

describe('edge cache (Workers Cache API, keyed by the content version)', () => {
  const path = '/api/noticias/Jujuy/3/1';

  it('keeps public answers until the content version changes', async () => {
    expect((await call('/api/health')).status).toBe(200);
    await insertJujuyNews('a1a1a1a1a1a1a1a1a1a1a1a1', 'Primera');
    const first = await call(path);
    expect(first.status).toBe(200);
    const etag = first.headers.get('ETag')!;
    expect(await titles(first)).toContain('Primera');

    await insertJujuyNews('a2a2a2a2a2a2a2a2a2a2a2a2', 'Segunda');
    // From the cache: the direct insert bumped nothing.
    const cached = await call(path);
    expect(cached.headers.get('ETag')).toBe(etag);
    expect(await titles(cached)).not.toContain('Segunda');
    const conditional = await call(path, { 'If-None-Match': etag });
    expect(conditional.status).toBe(304);
    expect(conditional.headers.get('ETag')).toBe(etag);

    // Staff (a cookie) always get the database's answer.
    expect(await titles(await call(path, { Cookie: 'sid=cualquiera' }))).toContain('Segunda');

    // What a staff write does: bump the version. Past a second the isolate rereads it behind a
    // request (until then and meanwhile it answers from the version it holds).
    await client.execute(
      'INSERT INTO content_version (id, version) VALUES (1, 1) ON CONFLICT (id) DO UPDATE SET version = version + 1',
    );
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    await expect
      .poll(async () => (await call(path)).headers.get('ETag'), { timeout: 4_000, interval: 100 })
      .not.toBe(etag);
    const fresh = await call(path);
    expect(fresh.headers.get('ETag')).not.toBe(etag);
    expect(await titles(fresh)).toContain('Segunda');
    expect((await call(path, { 'If-None-Match': etag })).status).toBe(200);
  });

  it('never keeps errors', async () => {
    const missing = await call('/api/noticia/a3a3a3a3a3a3a3a3a3a3a3a3');
    expect(missing.status).toBe(404);
    await insertJujuyNews('a3a3a3a3a3a3a3a3a3a3a3a3', 'Tercera');
    expect((await call('/api/noticia/a3a3a3a3a3a3a3a3a3a3a3a3')).status).toBe(200);
  });

  it('keeps a document once per release choice (the key part), under the same URL and version', async () => {
    let made = 0;
    const serve = (keyPart: string) => {
      const ctx = createExecutionContext();
      const answer = serveWithEdgeCache(new Request('https://portal.example/noticias/10/1'), {
        cache: caches.default,
        version: async () => 'documentos-1',
        waitUntil: (promise) => ctx.waitUntil(promise),
        handle: async () =>
          new Response(`<main>${keyPart} ${++made}</main>`, {
            headers: {
              'Content-Type': 'text/html',
              'Cache-Control': DOCUMENT_CACHE_CONTROL,
              ETag: `"${made}"`,
            },
          }),
        keyPart,
      });
      return answer.then(async (response) => {
        await waitOnExecutionContext(ctx);
        return response.text();
      });
    };
    expect(await serve('activa')).toBe('<main>activa 1</main>');
    expect(await serve('candidata')).toBe('<main>candidata 2</main>');
    expect(await serve('activa')).toBe('<main>activa 1</main>');
    expect(await serve('candidata')).toBe('<main>candidata 2</main>');
    expect(made).toBe(2);
  });
});
