import {
  CATEGORY_EXISTS_MESSAGE,
  CATEGORY_IN_USE_MESSAGE,
  DEFAULT_CATEGORIES,
  TAGS_LIMIT_MESSAGE,
  UNKNOWN_CATEGORY_MESSAGE,
  categoriesResponseSchema,
  createNewsResponseSchema,
  newsDetailResponseSchema,
  newsListResponseSchema,
  relatedNewsResponseSchema,
  tagSuggestionsResponseSchema,
  type CreateNewsRequest,
} from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createBackOfficeTestApp,
  expectError,
  type BackOfficeTestApp,
  type LoggedInMember,
} from '../../test-support/back-office.ts';
import { insertNews, minutesAfterEpoch } from '../../test-support/content-fixtures.ts';

let t: BackOfficeTestApp;
let editora: LoggedInMember;
let redactor: LoggedInMember;
let corresponsal: LoggedInMember;

beforeAll(async () => {
  t = await createBackOfficeTestApp();
  editora = await t.loginAs(['noticias', 'edicion'], 'editora');
  // The demo's redactor publishes (edicion, DESIGN §11); a corresponsal writes only.
  redactor = await t.loginAs(['noticias', 'edicion'], 'redactor');
  corresponsal = await t.loginAs(['noticias'], 'corresponsal');
});
afterAll(() => t.close());

const newsBody = (fields: Partial<CreateNewsRequest> = {}): CreateNewsRequest => ({
  provincia: 'Salta',
  img_portada: '/media/noticias/portada.jpg',
  titulo: 'Una nota',
  descripcion: 'Resumen.',
  texto: '<p>Cuerpo.</p>',
  ...fields,
});

async function create(fields: Partial<CreateNewsRequest> = {}): Promise<string> {
  const response = await t.send('POST', '/api/crearnoticia', newsBody(fields), redactor);
  const body: unknown = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(200);
  return createNewsResponseSchema.parse(body).id;
}

async function getJson(path: string): Promise<unknown> {
  const response = await t.app.request(path);
  expect(response.status, path).toBe(200);
  return response.json();
}

const categories = async () => categoriesResponseSchema.parse(await getJson('/api/categorias')).categorias;

describe('GET /api/categorias', () => {
  it('answers the eight default categories in order, with their slugs', async () => {
    const list = await categories();
    expect(list.slice(0, 8).map((c) => c.nombre)).toEqual([...DEFAULT_CATEGORIES]);
    expect(list.find((c) => c.nombre === 'Economía')?.slug).toBe('economia');
  });
});

describe('category writes (edicion)', () => {
  it('creates, renames (moving its news along) and deletes an unused category', async () => {
    const created = await t.send('POST', '/api/categorias', { nombre: 'Educación' }, editora);
    expect(created.status).toBe(200);
    const { categoria } = (await created.json()) as { categoria: { _id: string; slug: string } };
    expect(categoria.slug).toBe('educacion');
    expect((await categories()).map((c) => c.slug)).toContain('educacion');

    const id = await create({ categoria: 'educacion', titulo: 'Clases' });
    const renamed = await t.send(
      'PUT',
      `/api/categorias/${categoria._id}`,
      { nombre: 'Educación pública' },
      editora,
    );
    expect(renamed.status).toBe(200);
    const item = newsDetailResponseSchema.parse(await getJson(`/api/noticia/${id}`)).noticia[0];
    expect(item.categoria).toBe('educacion-publica');

    const refused = await t.send('DELETE', `/api/categorias/${categoria._id}`, undefined, editora);
    expect(await expectError(refused, 409)).toBe(CATEGORY_IN_USE_MESSAGE);
    await t.send('PUT', '/api/noticia', { id, categoria: null }, redactor);
    const deleted = await t.send('DELETE', `/api/categorias/${categoria._id}`, undefined, editora);
    expect(deleted.status).toBe(200);
    expect((await categories()).map((c) => c.slug)).not.toContain('educacion-publica');
  });

  it('keeps answering a renamed category’s old slug: its feed with a 301, its news call with the new one’s', async () => {
    const created = await t.send('POST', '/api/categorias', { nombre: 'Turismo' }, editora);
    const { categoria } = (await created.json()) as { categoria: { _id: string } };
    await create({ categoria: 'turismo', titulo: 'Temporada alta' });
    const rename = (nombre: string) => t.send('PUT', `/api/categorias/${categoria._id}`, { nombre }, editora);
    expect((await rename('Viajes')).status).toBe(200);

    const feed = await t.app.request('/categoria/turismo/rss.xml');
    expect(feed.status).toBe(301);
    expect(feed.headers.get('Location')).toBe('/categoria/viajes/rss.xml');
    const page = newsListResponseSchema.parse(await getJson('/api/categoria/turismo/10/1'));
    expect(page.docs.map((n) => n.titulo)).toEqual(['Temporada alta']);

    // Renamed twice: both old slugs lead to the current one; renamed back, its slug is its own again.
    expect((await rename('Escapadas')).status).toBe(200);
    expect((await t.app.request('/categoria/turismo/rss.xml')).headers.get('Location')).toBe(
      '/categoria/escapadas/rss.xml',
    );
    expect((await rename('Turismo')).status).toBe(200);
    expect((await t.app.request('/categoria/turismo/rss.xml')).status).toBe(200);
    expect((await t.app.request('/categoria/viajes/rss.xml')).headers.get('Location')).toBe(
      '/categoria/turismo/rss.xml',
    );
  });

  it('refuses a repeated name (409), an empty one (400) and a user without edicion (403)', async () => {
    const repeated = await t.send('POST', '/api/categorias', { nombre: 'POLÍTICA' }, editora);
    expect(await expectError(repeated, 409)).toBe(CATEGORY_EXISTS_MESSAGE);
    const empty = await t.send('POST', '/api/categorias', { nombre: '  ' }, editora);
    expect(await expectError(empty, 400)).toMatch(/obligatorio/);
    const forbidden = await t.send('POST', '/api/categorias', { nombre: 'Otra' }, corresponsal);
    expect(forbidden.status).toBe(403);
    const anonymous = await t.send('POST', '/api/categorias', { nombre: 'Otra' });
    expect(anonymous.status).toBe(401);
  });
});

describe('news with a category and tags', () => {
  it('takes and answers categoria and etiquetas, with the tags’ slugs; repeats dropped', async () => {
    const id = await create({
      categoria: 'deportes',
      etiquetas: ['Fútbol', 'Torneo Regional', 'futbol'],
      titulo: 'Ganó el clásico',
    });
    const item = newsDetailResponseSchema.parse(await getJson(`/api/noticia/${id}`)).noticia[0];
    expect(item.categoria).toBe('deportes');
    expect(item.etiquetas).toEqual(['Fútbol', 'Torneo Regional']);
    expect(item.etiquetas_slug).toEqual(['futbol', 'torneo-regional']);
  });

  it('refuses an unknown category and more than ten tags, in Spanish', async () => {
    const unknown = await t.send('POST', '/api/crearnoticia', newsBody({ categoria: 'nada' }), redactor);
    expect(await expectError(unknown, 400)).toBe(UNKNOWN_CATEGORY_MESSAGE);
    const tags = Array.from({ length: 11 }, (_, i) => `Tema ${i}`);
    const many = await t.send('POST', '/api/crearnoticia', newsBody({ etiquetas: tags }), redactor);
    expect(await expectError(many, 400)).toBe(TAGS_LIMIT_MESSAGE);
  });

  it('keeps items without them in their original shape', async () => {
    const id = await create({ titulo: 'Sin categoría' });
    const item = newsDetailResponseSchema.parse(await getJson(`/api/noticia/${id}`)).noticia[0];
    expect(item).not.toHaveProperty('categoria');
    expect(item).not.toHaveProperty('etiquetas');
    expect(item).not.toHaveProperty('etiquetas_slug');
  });

  it('lists a category’s and a tag’s news, newest first, published only', async () => {
    const older = await create({ categoria: 'cultura', etiquetas: ['Teatro'], titulo: 'Estreno' });
    const newer = await create({ categoria: 'cultura', etiquetas: ['Teatro', 'Música'], titulo: 'Gira' });
    await create({ categoria: 'cultura', etiquetas: ['Teatro'], titulo: 'Borrador', estado: 'borrador' });
    const byCategory = newsListResponseSchema.parse(await getJson('/api/categoria/cultura/10/1'));
    expect(byCategory.docs.map((n) => n._id)).toEqual([newer, older]);
    expect(byCategory.docs[0]).not.toHaveProperty('texto');
    const byTag = newsListResponseSchema.parse(await getJson('/api/tema/teatro/10/1'));
    expect(byTag.docs.map((n) => n._id)).toEqual([newer, older]);
    expect(newsListResponseSchema.parse(await getJson('/api/tema/musica/10/1')).totalDocs).toBe(1);
    expect(newsListResponseSchema.parse(await getJson('/api/tema/nada/10/1')).totalDocs).toBe(0);
    const bad = await t.app.request('/api/categoria/cultura/0/1');
    expect(bad.status).toBe(400);
  });

  it('changing the tags moves the item between tag pages; deleting it takes it off', async () => {
    const id = await create({ etiquetas: ['Lluvia'], titulo: 'Temporal' });
    expect(newsListResponseSchema.parse(await getJson('/api/tema/lluvia/10/1')).totalDocs).toBe(1);
    await t.send('PUT', '/api/noticia', { id, etiquetas: ['Granizo'] }, redactor);
    expect(newsListResponseSchema.parse(await getJson('/api/tema/lluvia/10/1')).totalDocs).toBe(0);
    expect(newsListResponseSchema.parse(await getJson('/api/tema/granizo/10/1')).totalDocs).toBe(1);
    await t.send('DELETE', `/api/noticia/${id}`, undefined, redactor);
    expect(newsListResponseSchema.parse(await getJson('/api/tema/granizo/10/1')).totalDocs).toBe(0);
  });

  it('suggests the tags in use, most used first, to staff with noticias', async () => {
    await create({ etiquetas: ['Vendimia'] });
    await create({ etiquetas: ['Vendimia', 'Vino'] });
    const response = await t.send('GET', '/api/etiquetas?q=vin', undefined, redactor);
    const { etiquetas } = tagSuggestionsResponseSchema.parse(await response.json());
    expect(etiquetas.map((e) => e.nombre)).toEqual(['Vino']);
    const all = await t.send('GET', '/api/etiquetas?q=v', undefined, redactor);
    const names = tagSuggestionsResponseSchema.parse(await all.json()).etiquetas.map((e) => e.nombre);
    expect(names.indexOf('Vendimia')).toBeLessThan(names.indexOf('Vino'));
    expect((await t.app.request('/api/etiquetas')).status).toBe(401);
  });
});

describe('GET /api/noticia/:id/relacionadas', () => {
  it('puts the items sharing most tags first, then its category, then the newest; never itself', async () => {
    const base = 1_000_000;
    const rows = await insertNews(
      t.db,
      {
        titulo: 'Base',
        etiquetas: ['A', 'B'],
        etiquetas_slug: ['a', 'b'],
        categoria: 'economia',
        created_at: minutesAfterEpoch(base),
      },
      {
        titulo: 'Dos',
        etiquetas: ['A', 'B'],
        etiquetas_slug: ['a', 'b'],
        created_at: minutesAfterEpoch(base - 5),
      },
      { titulo: 'Una', etiquetas: ['B'], etiquetas_slug: ['b'], created_at: minutesAfterEpoch(base - 4) },
      { titulo: 'Categoría', categoria: 'economia', created_at: minutesAfterEpoch(base - 3) },
      { titulo: 'Nueva', created_at: minutesAfterEpoch(base + 1) },
    );
    const ids = rows.map((row) => row._id);
    const { noticias } = relatedNewsResponseSchema.parse(
      await getJson(`/api/noticia/${ids[0]}/relacionadas`),
    );
    expect(noticias.map((n) => n.titulo).slice(0, 4)).toEqual(['Dos', 'Una', 'Categoría', 'Nueva']);
    expect(noticias.map((n) => n._id)).not.toContain(ids[0]);
    expect(noticias).toHaveLength(6);
  });

  it("answers a draft's, an item in review's and a scheduled item's related news with a 404, as the item itself", async () => {
    const hidden = await insertNews(
      t.db,
      { titulo: 'Borrador oculto', etiquetas: ['A'], etiquetas_slug: ['a'], estado: 'borrador' },
      { titulo: 'En revisión oculta', etiquetas: ['A'], etiquetas_slug: ['a'], estado: 'revision' },
      {
        titulo: 'Programada oculta',
        etiquetas: ['A'],
        etiquetas_slug: ['a'],
        estado: 'programada',
        publicar_en: '2999-01-01T00:00:00.000Z',
      },
    );
    for (const { _id, titulo } of hidden) {
      expect((await t.app.request(`/api/noticia/${_id}`)).status, titulo).toBe(404);
      const related = await t.app.request(`/api/noticia/${_id}/relacionadas`);
      expect(await expectError(related, 404), titulo).toBe('La noticia solicitada no existe.');
    }
  });
});

describe('category and tag feeds', () => {
  it('list the newest news of a category and of a tag as RSS; unknown ones are a 404', async () => {
    await create({ categoria: 'policiales', etiquetas: ['Seguridad vial'], titulo: 'Controles en ruta' });
    const byCategory = await t.app.request('/categoria/policiales/rss.xml');
    expect(byCategory.status).toBe(200);
    expect(byCategory.headers.get('Content-Type')).toMatch(/rss\+xml/);
    const xml = await byCategory.text();
    expect(xml).toContain('<title>Controles en ruta</title>');
    expect(xml).toContain('Policiales');
    const byTag = await t.app.request('/tema/seguridad-vial/rss.xml');
    expect(await byTag.text()).toContain('<title>Controles en ruta</title>');
    expect((await t.app.request('/categoria/nada/rss.xml')).status).toBe(404);
    expect((await t.app.request('/tema/nada/rss.xml')).status).toBe(404);
  });

  it('answer an unknown item’s related news with a 404', async () => {
    expect((await t.app.request('/api/noticia/aaaaaaaaaaaaaaaaaaaaaaaa/relacionadas')).status).toBe(404);
  });
});
