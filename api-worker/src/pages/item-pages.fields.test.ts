import { createNewsResponseSchema, newsDetailResponseSchema } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createBackOfficeTestApp,
  expectError,
  type BackOfficeTestApp,
  type LoggedInMember,
} from '../../test-support/back-office.ts';
import { createTestApp } from '../../test-support/create-test-app.ts';

const SHELL =
  '<!doctype html><html><head><title>Portal (pruebas)</title></head><body><div id="root"></div></body></html>';
let t: BackOfficeTestApp;
let redactor: LoggedInMember;

beforeAll(async () => {
  t = await createBackOfficeTestApp();
  // The crawler pages need the shell's HTML: the same database behind an app that has one.
  t = { ...t, app: (await createTestApp({ db: t.db, shellHtml: async () => SHELL })).app };
  redactor = await t.loginAs(['noticias', 'edicion'], 'redactora');
});
afterAll(() => t.close());

const body = (fields: Record<string, unknown> = {}) => ({
  provincia: 'Salta',
  img_portada: '/media/noticias/portada.jpg',
  titulo: 'Un título largo de la redacción',
  descripcion: 'El resumen de la nota.',
  texto: '<p>Cuerpo.</p>',
  ...fields,
});

describe('SEO and social fields (DESIGN §12)', () => {
  it('are taken, answered, and used by the crawler meta, JSON-LD and the feed', async () => {
    const response = await t.send(
      'POST',
      '/api/crearnoticia',
      body({
        seo_titulo: 'Título para Google',
        seo_descripcion: 'Lo que muestra el buscador.',
        imagen_social: '/media/noticias/tarjeta.jpg',
      }),
      redactor,
    );
    const id = createNewsResponseSchema.parse(await response.json()).id;
    const item = newsDetailResponseSchema.parse(await (await t.app.request(`/api/noticia/${id}`)).json())
      .noticia[0];
    expect(item).toMatchObject({
      seo_titulo: 'Título para Google',
      seo_descripcion: 'Lo que muestra el buscador.',
      imagen_social: '/media/noticias/tarjeta.jpg',
    });

    const html = await (await t.app.request(`https://portal.example/noticia/${id}`)).text();
    expect(html).toContain('<meta property="og:title" content="Título para Google">');
    expect(html).toContain('<meta name="description" content="Lo que muestra el buscador.">');
    expect(html).toContain(
      '<meta property="og:image" content="https://portal.example/media/noticias/tarjeta.jpg">',
    );
    expect(html).toContain('"headline":"Título para Google"');

    const rss = await (await t.app.request('/rss.xml')).text();
    expect(rss).toContain('<description>Lo que muestra el buscador.</description>');
  });

  it('leave items without them as they were, and refuse a picture that is no image address', async () => {
    const response = await t.send('POST', '/api/crearnoticia', body({ titulo: 'Sin SEO' }), redactor);
    const id = createNewsResponseSchema.parse(await response.json()).id;
    const item = newsDetailResponseSchema.parse(await (await t.app.request(`/api/noticia/${id}`)).json())
      .noticia[0];
    expect(item).not.toHaveProperty('seo_titulo');
    expect(item).not.toHaveProperty('imagen_social');
    const html = await (await t.app.request(`https://portal.example/noticia/${id}`)).text();
    expect(html).toContain('<meta property="og:title" content="Sin SEO">');

    const bad = await t.send(
      'POST',
      '/api/crearnoticia',
      body({ imagen_social: 'javascript:alert(1)' }),
      redactor,
    );
    expect(await expectError(bad, 400)).toMatch(/subida del sitio/);
  });
});
