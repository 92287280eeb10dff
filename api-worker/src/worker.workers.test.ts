import { createClient } from '@libsql/client/web';
import { newsListResponseSchema, newsSearchResponseSchema } from '@portal/contracts';
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { newsSearchText } from './content/search-text.ts';
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

  it('answers the public news calls, the search through the FTS index of the migrations', async () => {
    expect((await call('/api/health')).status).toBe(200);
    // Written straight to the database (over Hrana, as the worker reaches it): the triggers index it.
    const client = createClient({ url: env.DATABASE_URL });
    const _id = 'e0e0e0e0e0e0e0e0e0e0e0e0';
    const news = { titulo: 'Tucumán celebra', descripcion: 'Desfile en Córdoba', texto: '<p>Música</p>' };
    await client.execute({
      sql: `INSERT INTO noticias (_id, titulo, provincia, descripcion, texto, img_portada, editor, foto_editor, search_text, created_at)
            VALUES (?, ?, 'Tucuman', ?, ?, '/media/n.jpg', 'Julián Paz', '/media/j.jpg', ?, ?)`,
      args: [_id, news.titulo, news.descripcion, news.texto, newsSearchText(news), new Date().toISOString()],
    });
    const found = async (term: string) => {
      const response = await call(`/api/noticia/b/${term}/10/1`);
      expect(response.status).toBe(200);
      return newsSearchResponseSchema.parse(await response.json()).noticia.docs.map((n) => n._id);
    };

    const list = await call('/api/noticias/5/1');
    expect(list.status).toBe(200);
    expect(list.headers.get('ETag')).toMatch(/^"[0-9a-f]{16}-[0-9a-f]+"$/);
    expect(newsListResponseSchema.parse(await list.json()).docs.map((n) => n._id)).toContain(_id);
    expect(await found('tucuman%20CORDOBA')).toEqual([_id]);
    expect(await found('%22OR%22%20*%20-(musica)')).toEqual([]);

    await client.execute({
      sql: "UPDATE noticias SET search_text = 'salta festeja' WHERE _id = ?",
      args: [_id],
    });
    expect(await found('tucuman')).toEqual([]);
    expect(await found('SALTA')).toEqual([_id]);
    await client.execute({ sql: 'DELETE FROM noticias WHERE _id = ?', args: [_id] });
    expect(await found('salta')).toEqual([]);
    client.close();
  });

  it('serves the shell’s document for / and client routes with its CSP, the remotes’ origins in it', async () => {
    // The template's own name is no page: it moves to the home.
    const template = await call('/index.html');
    expect(template.status).toBe(301);
    expect(template.headers.get('Location')).toBe('/');
    for (const path of ['/', '/noticias/7/1', '/agenda/9/1', '/admin']) {
      const response = await call(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('Content-Type'), path).toMatch(/^text\/html/);
      // The placeholder shell of test-support/wrangler-test-config.ts.
      expect(await response.text(), path).toContain('<title>Portal (pruebas)</title>');
      const policy = response.headers.get('Content-Security-Policy') ?? '';
      expect(policy, path).toContain(
        "script-src 'self' http://localhost:3001 http://localhost:3002 http://localhost:3003 http://localhost:3004;",
      );
      expect(policy, path).toContain("frame-ancestors 'none'");
      expect(response.headers.get('X-Content-Type-Options'), path).toBe('nosniff');
      expect(response.headers.get('Referrer-Policy'), path).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('X-Frame-Options'), path).toBe('DENY');
    }
  });

  it('revalidates the shell’s document with the ETag of the static assets (304)', async () => {
    const first = await call('/');
    const etag = first.headers.get('ETag');
    expect(etag).toBeTruthy();
    const ctx = createExecutionContext();
    const again = await worker.fetch(
      new Request('https://portal.example/noticias/7/1', { headers: { 'If-None-Match': etag! } }),
      env,
      ctx,
    );
    await waitOnExecutionContext(ctx);
    expect(again.status).toBe(304);
  });

  it('answers a missing file with an extension with 404, and the API with the security headers', async () => {
    const missing = await call('/no-existe.0123abcd.js');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('X-Content-Type-Options')).toBe('nosniff');
    const api = await call('/api/health');
    expect(api.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(api.headers.get('Content-Security-Policy')).toBe(
      "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
    );
  });
});
