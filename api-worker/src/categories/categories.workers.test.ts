/**
 * Categories and tags inside workerd, through the worker entry over Hrana: the list, an editor's
 * write, a news item with a category and tags, its category, tag and related calls and feeds.
 */
import {
  DEFAULT_CATEGORIES,
  categoriesResponseSchema,
  createNewsResponseSchema,
  newsDetailResponseSchema,
  newsListResponseSchema,
  relatedNewsResponseSchema,
} from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { call, staffCookie } from '../../test-support/workers-staff.ts';

const json = (cookie: string, method: string, body: unknown): RequestInit => ({
  method,
  headers: { Cookie: cookie, 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
});

describe('categories and tags inside workerd', () => {
  it('lists the defaults, lets an editor add one, and files news under categories and tags', async () => {
    const list = categoriesResponseSchema.parse(await (await call('/api/categorias')).json());
    expect(list.categorias.slice(0, 8).map((c) => c.nombre)).toEqual([...DEFAULT_CATEGORIES]);

    const editora = await staffCookie(['noticias', 'edicion']);
    const redactor = await staffCookie(['noticias']);
    expect((await call('/api/categorias', json(redactor, 'POST', { nombre: 'Campo' }))).status).toBe(403);
    const created = await call('/api/categorias', json(editora, 'POST', { nombre: 'Campo y Agro' }));
    expect(created.status).toBe(200);

    const body = {
      provincia: 'Salta',
      img_portada: '/media/noticias/portada.jpg',
      titulo: 'Cosecha récord de tabaco',
      descripcion: 'Resumen.',
      texto: '<p>Cuerpo.</p>',
      categoria: 'campo-y-agro',
      etiquetas: ['Tabaco', 'Exportaciones'],
    };
    const first = createNewsResponseSchema.parse(
      await (await call('/api/crearnoticia', json(editora, 'POST', body))).json(),
    ).id;
    const second = createNewsResponseSchema.parse(
      await (
        await call('/api/crearnoticia', json(editora, 'POST', { ...body, etiquetas: ['Tabaco'] }))
      ).json(),
    ).id;
    const item = newsDetailResponseSchema.parse(await (await call(`/api/noticia/${first}`)).json())
      .noticia[0];
    expect(item.categoria).toBe('campo-y-agro');
    expect(item.etiquetas_slug).toEqual(['tabaco', 'exportaciones']);

    const byCategory = newsListResponseSchema.parse(
      await (await call('/api/categoria/campo-y-agro/10/1')).json(),
    );
    expect(byCategory.docs.map((n) => n._id)).toEqual([second, first]);
    const byTag = newsListResponseSchema.parse(await (await call('/api/tema/exportaciones/10/1')).json());
    expect(byTag.docs.map((n) => n._id)).toEqual([first]);
    const related = relatedNewsResponseSchema.parse(
      await (await call(`/api/noticia/${second}/relacionadas`)).json(),
    );
    expect(related.noticias[0]?._id).toBe(first);

    // Readable URLs: the item's slug, and its canonical page answering on it.
    expect(item.slug).toBe('cosecha-record-de-tabaco');
    const page = await call(`/noticia/${first}/${item.slug}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(`/noticia/${first}/cosecha-record-de-tabaco">`);
    const portada = (await (await call('/api/portada')).json()) as { destacadas: unknown[] };
    expect(portada.destacadas.length).toBeGreaterThan(0);

    const feed = await call('/tema/tabaco/rss.xml');
    expect(feed.status).toBe(200);
    expect(await feed.text()).toContain('Cosecha récord de tabaco');
    expect((await call('/categoria/campo-y-agro/rss.xml')).status).toBe(200);
  });
});
