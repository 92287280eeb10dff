import { slugify } from '@portal/contracts';
import { EVENT_FLYER_SIZES, NEWS_COVER_SIZES } from '@portal/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp, type App } from '../app.ts';
import { readAppConfig } from '../config/config.ts';
import type { AppDatabase } from '../db/database.ts';
import { createMemoryMediaStore } from '../media/memory-media-store.ts';
import { createTestDatabase } from '../../test-support/create-test-app.ts';
import { insertEvents, insertNews, testId } from '../../test-support/content-fixtures.ts';
import { eventStartDate } from '@portal/contracts';
import { canonicalOf, headOf, jsonLdOf, metaContent, titleOf } from '../../test-support/html.ts';
import { insertStaffUser, sessionCookieFor } from '../../test-support/staff-access.ts';

const SHELL =
  '<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="description" content="Portal.">' +
  '<title>Santiago Noticias</title></head><body><div id="root"></div></body></html>';

let db: AppDatabase;
let app: App;
let shell: string | null;

beforeEach(async () => {
  db = await createTestDatabase();
  shell = SHELL;
  app = createApp({
    db,
    media: createMemoryMediaStore(),
    config: readAppConfig({}),
    shellHtml: async () => shell,
  });
});
afterEach(() => db.$client.close());

describe('GET /noticia/:id (crawler page)', () => {
  it('answers the shell with the news item’s meta, absolute URLs and NewsArticle data', async () => {
    const [news] = await insertNews(db, {
      titulo: 'Lluvias en Añatuya',
      descripcion: 'Cayeron 80 milímetros en dos horas.',
      provincia: 'Santiago del Estero',
      img_portada: '/media/noticias/lluvia.jpg',
      editor: 'Ana Ruiz',
      created_at: '2026-03-01T12:00:00.000Z',
    });
    const response = await app.request(`https://portal.example/noticia/${news!._id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^text\/html; charset=utf-8$/i);
    expect(response.headers.get('Cache-Control')).toMatch(
      /^public, max-age=0, s-maxage=\d+, must-revalidate$/,
    );
    const html = await response.text();
    // The canonical URL carries the slug made from the title (DESIGN §12).
    const url = `https://portal.example/noticia/${news!._id}/${slugify(news!.titulo)}`;
    expect(titleOf(html)).toBe('Lluvias en Añatuya | Santiago Noticias');
    expect(metaContent(html, 'description')).toBe('Cayeron 80 milímetros en dos horas.');
    expect(canonicalOf(html)).toBe(url);
    expect(metaContent(html, 'og:title')).toBe('Lluvias en Añatuya');
    expect(metaContent(html, 'og:description')).toBe('Cayeron 80 milímetros en dos horas.');
    expect(metaContent(html, 'og:type')).toBe('article');
    expect(metaContent(html, 'og:url')).toBe(url);
    expect(metaContent(html, 'og:image')).toBe('https://portal.example/media/noticias/lluvia.jpg');
    expect(metaContent(html, 'og:site_name')).toBe('Santiago Noticias');
    expect(metaContent(html, 'og:locale')).toBe('es_AR');
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(html, 'twitter:image')).toBe('https://portal.example/media/noticias/lluvia.jpg');
    expect(jsonLdOf(html)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: 'Lluvias en Añatuya',
      image: ['https://portal.example/media/noticias/lluvia.jpg'],
      datePublished: '2026-03-01T12:00:00.000Z',
      dateModified: '2026-03-01T12:00:00.000Z',
      author: [{ '@type': 'Person', name: 'Ana Ruiz' }],
      publisher: { name: 'Santiago Noticias' },
    });
    expect(html).toContain('<div id="root"></div>');
  });

  it('preloads the cover with the srcset and sizes the article page gives it', async () => {
    const [news] = await insertNews(db, { img_portada: '/media/noticias/lluvia.jpg' });
    const html = await (await app.request(`https://portal.example/noticia/${news!._id}`)).text();
    expect(headOf(html)).toContain(
      '<link rel="preload" as="image" href="/media/noticias/lluvia.jpg" imagesrcset="' +
        '/media/noticias/lluvia.w400.jpg 400w, /media/noticias/lluvia.w800.jpg 800w, /media/noticias/lluvia.w1600.jpg 1600w"' +
        ` imagesizes="${NEWS_COVER_SIZES}" fetchpriority="high">`,
    );
    const [bare] = await insertNews(db, { img_portada: '' });
    const withoutCover = await (await app.request(`https://portal.example/noticia/${bare!._id}`)).text();
    expect(withoutCover).not.toContain('rel="preload"');
  });

  it('builds absolute URLs on SITE_URL when configured', async () => {
    const [news] = await insertNews(db, {});
    const configured = createApp({
      db,
      media: createMemoryMediaStore(),
      config: readAppConfig({ SITE_URL: 'https://santiagonoticias.example/' }),
      shellHtml: async () => SHELL,
    });
    const html = await (await configured.request(`http://127.0.0.1:8080/noticia/${news!._id}`)).text();
    expect(canonicalOf(html)).toBe(
      `https://santiagonoticias.example/noticia/${news!._id}/${slugify(news!.titulo)}`,
    );
    expect(metaContent(html, 'og:image')).toBe('https://santiagonoticias.example/media/noticias/portada.jpg');
  });

  it('escapes what the newsroom wrote: no markup gets into the page', async () => {
    const hostile = `"><script>alert('x')</script></title><!--`;
    const [news] = await insertNews(db, {
      titulo: hostile,
      descripcion: hostile,
      editor: `</script>${hostile}`,
    });
    const html = await (await app.request(`/noticia/${news!._id}`)).text();
    expect(html).not.toContain('<script>alert');
    expect(metaContent(html, 'og:title')).toBe(hostile);
    expect(metaContent(html, 'description')).toBe(hostile);
    expect(titleOf(html)).toBe(`${hostile} | Santiago Noticias`);
    expect(jsonLdOf(html)).toMatchObject({ headline: hostile, author: [{ name: `</script>${hostile}` }] });
  });

  it.each(['0123456789abcdef01234567', 'abc', 'ZZZZZZZZZZZZZZZZZZZZZZZZ', 'a/b'])(
    'answers 404 with the shell’s own HTML for %s',
    async (id) => {
      const response = await app.request(`/noticia/${id}`);
      expect(response.status).toBe(404);
      expect(response.headers.get('Content-Type')).toMatch(/^text\/html/i);
      expect(response.headers.get('Cache-Control')).toMatch(/^public, max-age=\d+$/);
      const html = await response.text();
      expect(titleOf(html)).toBe('Santiago Noticias');
      expect(metaContent(html, 'robots')).toBe('noindex');
      expect(metaContent(html, 'og:title')).toBeUndefined();
    },
  );

  it('answers 503 (not cached) while the shell is not built', async () => {
    shell = null;
    const [news] = await insertNews(db, {});
    const response = await app.request(`/noticia/${news!._id}`);
    expect(response.status).toBe(503);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
  });

  it('revalidates with its ETag', async () => {
    const [news] = await insertNews(db, {});
    const first = await app.request(`/noticia/${news!._id}`);
    const etag = first.headers.get('ETag')!;
    expect(etag).toBeTruthy();
    const again = await app.request(`/noticia/${news!._id}`, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
  });
});

describe('GET /evento/:id (crawler page)', () => {
  it('answers the shell with the event’s meta and Event data', async () => {
    const [event] = await insertEvents(db, {
      titulo: 'Festival de la Chacarera',
      flayer: '/media/eventos/chacarera.jpg',
      texto: '<p>Música &amp; danza <b>toda la noche</b>.</p>',
      fecha: '2026-07-20',
      horario: '21:30 hs',
      direccion: 'Parque Aguirre',
      provincia: 'Santiago del Estero',
    });
    const response = await app.request(`https://portal.example/evento/${event!._id}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(titleOf(html)).toBe('Festival de la Chacarera | Santiago Noticias');
    expect(metaContent(html, 'description')).toBe('Música & danza toda la noche.');
    expect(metaContent(html, 'og:type')).toBe('website');
    expect(metaContent(html, 'og:image')).toBe('https://portal.example/media/eventos/chacarera.jpg');
    expect(headOf(html)).toContain(
      `<link rel="preload" as="image" href="/media/eventos/chacarera.jpg" imagesrcset="` +
        '/media/eventos/chacarera.w400.jpg 400w, /media/eventos/chacarera.w800.jpg 800w, /media/eventos/chacarera.w1600.jpg 1600w"' +
        ` imagesizes="${EVENT_FLYER_SIZES}" fetchpriority="high">`,
    );
    expect(canonicalOf(html)).toBe(`https://portal.example/evento/${event!._id}/${slugify(event!.titulo)}`);
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    expect(jsonLdOf(html)).toMatchObject({
      '@type': 'Event',
      name: 'Festival de la Chacarera',
      startDate: '2026-07-20T21:30:00-03:00',
      description: 'Música & danza toda la noche.',
      image: ['https://portal.example/media/eventos/chacarera.jpg'],
      location: {
        '@type': 'Place',
        name: 'Parque Aguirre',
        address: { '@type': 'PostalAddress', addressRegion: 'Santiago del Estero', addressCountry: 'AR' },
      },
    });
  });

  it('answers 404 with the shell for an unknown event', async () => {
    const response = await app.request(`/evento/${testId(999)}`);
    expect(response.status).toBe(404);
    expect(headOf(await response.text())).toContain('<meta name="robots" content="noindex">');
  });
});

describe('eventStartDate', () => {
  it.each([
    ['21:00 hs', '2026-07-20T21:00:00-03:00'],
    ['9:30', '2026-07-20T09:30:00-03:00'],
    ['10:00 a 22:00 hs', '2026-07-20T10:00:00-03:00'],
    ['Todo el día', '2026-07-20'],
    ['25:00 hs', '2026-07-20'],
    ['', '2026-07-20'],
  ])('%j → %s', (horario, expected) => {
    expect(eventStartDate('2026-07-20', horario)).toBe(expected);
  });
});

describe('GET /noticia/:id?vista_previa (the back office preview)', () => {
  it('answers staff with noticias the page of an unpublished item (200, private, noindex); anyone else a 404', async () => {
    const [draft] = await insertNews(db, { titulo: 'Borrador', estado: 'borrador' });
    const redactora = await insertStaffUser(db, { username: 'redactora', privilegios: ['noticias'] });
    const fotografo = await insertStaffUser(db, { username: 'fotografo', privilegios: ['galeria'] });
    const as = async (userId: string) => ({ Cookie: await sessionCookieFor(db, userId) });
    const preview = `/noticia/${draft!._id}?vista_previa`;

    const staff = await app.request(preview, { headers: await as(redactora._id) });
    expect(staff.status).toBe(200);
    expect(staff.headers.get('Cache-Control')).toMatch(/^private/);
    expect(staff.headers.get('X-Robots-Tag')).toBe('noindex');
    expect(await staff.text()).toContain('<div id="root">');

    expect((await app.request(preview)).status).toBe(404);
    expect((await app.request(preview, { headers: await as(fotografo._id) })).status).toBe(404);
    expect((await app.request(`/noticia/${draft!._id}`, { headers: await as(redactora._id) })).status).toBe(
      404,
    );
    const unknown = `/noticia/${testId(999)}?vista_previa`;
    expect((await app.request(unknown, { headers: await as(redactora._id) })).status).toBe(404);
  });
});
