import { createClient } from '@libsql/client/web';
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

describe('crawler pages and feeds inside workerd', () => {
  it('reads the shell through the ASSETS binding and fills in the news item', async () => {
    expect((await call('/api/health')).status).toBe(200);
    const client = createClient({ url: env.DATABASE_URL });
    const _id = 'f0f0f0f0f0f0f0f0f0f0f0f0';
    await client.execute({
      sql: `INSERT INTO noticias (_id, titulo, provincia, descripcion, texto, img_portada, editor, foto_editor, search_text, created_at)
            VALUES (?, 'Crecida del río Dulce', 'Santiago del Estero', 'El agua subió <dos> metros', '<p>x</p>',
                    '/media/noticias/rio.jpg', 'Ana Ruiz', '/media/u.jpg', 'crecida', ?)`,
      args: [_id, new Date().toISOString()],
    });
    try {
      const page = await call(`/noticia/${_id}`);
      expect(page.status).toBe(200);
      const html = await page.text();
      // The placeholder shell of test-support/wrangler-test-config.ts, with the item's head.
      expect(html).toContain('<title>Crecida del río Dulce | Santiago Noticias</title>');
      expect(html).not.toContain('Portal (pruebas)');
      expect(html).toContain('<meta property="og:description" content="El agua subió &lt;dos&gt; metros">');
      expect(html).toContain(
        '<meta property="og:image" content="https://portal.example/media/noticias/rio.jpg">',
      );

      const missing = await call('/noticia/000000000000000000000000');
      expect(missing.status).toBe(404);
      expect(await missing.text()).toContain('<title>Portal (pruebas)</title>');

      const rss = await call('/rss.xml');
      expect(rss.headers.get('Content-Type')).toBe('application/rss+xml; charset=utf-8');
      expect(await rss.text()).toContain(
        `<guid isPermaLink="true">https://portal.example/noticia/${_id}/crecida-del-rio-dulce</guid>`,
      );
    } finally {
      await client.execute({ sql: 'DELETE FROM noticias WHERE _id = ?', args: [_id] });
      client.close();
    }
  });

  it('answers /api/clima 200 with temp null without WEATHER_URL, cached a minute', async () => {
    const response = await call('/api/clima');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ temp: null, ciudad: 'Santiago del Estero' });
    expect(response.headers.get('Cache-Control')).toBe(
      'public, max-age=60, s-maxage=60, stale-while-revalidate=60',
    );
  });
});
