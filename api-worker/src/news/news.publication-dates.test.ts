/**
 * Issue #35: an article's dates. Publishing again (after an unpublish or the trash) keeps the
 * first publication date; an edit after publication is its 'Actualizado', JSON-LD's dateModified
 * and the sitemap's lastmod; JSON-LD names the category and the tags.
 */
import {
  createNewsResponseSchema,
  newsDetailResponseSchema,
  newsListResponseSchema,
  type CreateNewsRequest,
} from '@portal/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { createTestApp } from '../../test-support/create-test-app.ts';
import { jsonLdOf } from '../../test-support/html.ts';
import { insertStaffUser, jsonCall, sessionCookieFor } from '../../test-support/staff-access.ts';

const SHELL = '<!doctype html><html lang="es"><head><title>Portal</title></head><body></body></html>';
const START = Date.parse('2026-06-01T12:00:00.000Z');
const HOUR = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();

let clock: number;
let app: App;
let close: () => void;
let cookie: string;

beforeEach(async () => {
  clock = START;
  let db;
  ({ app, db, close } = await createTestApp({ now: () => clock, shellHtml: async () => SHELL }));
  const editora = await insertStaffUser(db, { username: 'editora', privilegios: ['noticias', 'edicion'] });
  cookie = await sessionCookieFor(db, editora._id);
});
afterEach(() => close());

async function create(fields: Partial<CreateNewsRequest> = {}): Promise<string> {
  const response = await app.request(
    '/api/crearnoticia',
    jsonCall(
      'POST',
      {
        provincia: 'Salta',
        img_portada: '/media/noticias/portada.jpg',
        titulo: 'Cosecha récord en el valle',
        descripcion: 'Un resumen.',
        texto: '<p>Texto de la nota.</p>',
        ...fields,
      },
      { cookie },
    ),
  );
  const answer: unknown = await response.json();
  expect(response.status, JSON.stringify(answer)).toBe(200);
  return createNewsResponseSchema.parse(answer).id;
}

async function save(fields: Record<string, unknown>) {
  const response = await app.request('/api/noticia', jsonCall('PUT', fields, { cookie }));
  expect(response.status, await response.clone().text()).toBe(200);
}

async function publicItem(id: string) {
  const response = await app.request(`/api/noticia/${id}`);
  expect(response.status).toBe(200);
  return newsDetailResponseSchema.parse(await response.json()).noticia[0];
}

async function publicOrder() {
  const response = await app.request('/api/noticias/10/1');
  return newsListResponseSchema.parse(await response.json()).docs.map((d) => d._id);
}

describe('publication dates of a news item', () => {
  it('answers no update for an item not edited since it went out', async () => {
    const id = await create();
    clock += 30_000; // a fix seconds after publishing is still putting it out
    await save({ id, titulo: 'Cosecha récord en el valle de Lerma' });
    const item = await publicItem(id);
    expect(item.created_at).toBe(iso(START));
    expect(item).not.toHaveProperty('actualizado_en');
  });

  it('dates an edit after publication in the answer, in JSON-LD and in the sitemap', async () => {
    const id = await create({ categoria: 'economia', etiquetas: ['Cosecha', 'Valle de Lerma'] });
    clock = START + 2 * HOUR;
    await save({ id, descripcion: 'Un resumen corregido.' });

    const item = await publicItem(id);
    expect(item).toMatchObject({ created_at: iso(START), actualizado_en: iso(START + 2 * HOUR) });

    const page = await app.request(`/noticia/${id}`);
    expect(page.status).toBe(200);
    expect(jsonLdOf(await page.text())).toMatchObject({
      '@type': 'NewsArticle',
      datePublished: iso(START),
      dateModified: iso(START + 2 * HOUR),
      articleSection: 'Economía',
      keywords: 'Cosecha, Valle de Lerma',
    });

    const sitemap = await (await app.request('/sitemap-news.xml')).text();
    expect(sitemap).toContain(`<lastmod>${iso(START + 2 * HOUR)}</lastmod>`);
    const index = await (await app.request('/sitemap.xml')).text();
    expect(index).toContain(`<lastmod>${iso(START + 2 * HOUR)}</lastmod>`);
  });

  it('keeps the first publication date when an unpublished item goes out again', async () => {
    const first = await create({ titulo: 'La primera' });
    clock = START + HOUR;
    const second = await create({ titulo: 'La segunda' });
    clock = START + 2 * HOUR;
    await save({ id: first, despublicar: true });
    expect(await publicOrder()).toEqual([second]);
    clock = START + 3 * HOUR;
    await save({ id: first, estado: 'publicada' });

    expect(await publicOrder()).toEqual([second, first]);
    expect((await publicItem(first)).created_at).toBe(iso(START));
  });

  it('keeps the first publication date when an item restored from the trash goes out again', async () => {
    const first = await create({ titulo: 'La primera' });
    clock = START + HOUR;
    const second = await create({ titulo: 'La segunda' });
    clock = START + 2 * HOUR;
    await save({ id: first, despublicar: true });
    const trashed = await app.request(`/api/noticia/${first}`, {
      method: 'DELETE',
      headers: { Cookie: cookie },
    });
    expect(trashed.status).toBe(200);
    const restored = await app.request(`/api/papelera/${first}/restaurar`, jsonCall('POST', {}, { cookie }));
    expect(restored.status).toBe(200);
    clock = START + 3 * HOUR;
    await save({ id: first, estado: 'publicada' });

    expect(await publicOrder()).toEqual([second, first]);
    expect((await publicItem(first)).created_at).toBe(iso(START));
  });

  it('dates a draft published for the first time from that moment', async () => {
    const older = await create({ titulo: 'Publicada antes' });
    const draft = await create({ titulo: 'Un borrador', estado: 'borrador' });
    clock = START + HOUR;
    await save({ id: draft, estado: 'publicada' });
    expect(await publicOrder()).toEqual([draft, older]);
    expect((await publicItem(draft)).created_at).toBe(iso(START + HOUR));
  });
});
