import {
  newsDetailResponseSchema,
  createNewsResponseSchema,
  eventDetailResponseSchema,
  slugify,
} from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createBackOfficeTestApp,
  type BackOfficeTestApp,
  type LoggedInMember,
} from '../../test-support/back-office.ts';

let t: BackOfficeTestApp;
let redactor: LoggedInMember;
const SHELL =
  '<!doctype html><html><head><title>Portal (pruebas)</title></head><body><div id="root"></div></body></html>';

beforeAll(async () => {
  const { createTestApp } = await import('../../test-support/create-test-app.ts');
  t = await createBackOfficeTestApp();
  // The crawler pages need the shell's HTML: the same database behind an app that has one.
  const withShell = await createTestApp({ db: t.db, shellHtml: async () => SHELL });
  t = { ...t, app: withShell.app } as BackOfficeTestApp;
  // Publishes (edicion, DESIGN §11) so that the pages answer.
  redactor = await t.loginAs(['noticias', 'agenda', 'edicion'], 'redactora');
});
afterAll(() => t.close());

async function createNews(titulo: string): Promise<string> {
  const response = await t.send(
    'POST',
    '/api/crearnoticia',
    { provincia: 'Salta', img_portada: '/media/noticias/a.jpg', titulo, descripcion: 'Resumen.', texto: '' },
    redactor,
  );
  return createNewsResponseSchema.parse(await response.json()).id;
}
const newsItem = async (id: string) =>
  newsDetailResponseSchema.parse(await (await t.app.request(`/api/noticia/${id}`)).json()).noticia[0];

describe('readable URLs (DESIGN §12)', () => {
  it('folds Spanish letters and punctuation into a slug', () => {
    expect(slugify('¿Año nuevo en Añatuya? ¡Sí, Pingüinos!')).toBe('ano-nuevo-en-anatuya-si-pinguinos');
    expect(slugify('x'.repeat(200)).length).toBeLessThanOrEqual(80);
  });

  it('gives each news item a unique slug from its title; once public, a new title keeps it', async () => {
    const first = await createNews('Crecida del Río Dulce');
    const second = await createNews('Crecida del río dulce');
    expect((await newsItem(first)).slug).toBe('crecida-del-rio-dulce');
    expect((await newsItem(second)).slug).toBe('crecida-del-rio-dulce-2');
    // Published: its URL is out there (DESIGN §12), the slug stays.
    await t.send('PUT', '/api/noticia', { id: second, titulo: 'Bajó el río Dulce' }, redactor);
    expect((await newsItem(second)).titulo).toBe('Bajó el río Dulce');
    expect((await newsItem(second)).slug).toBe('crecida-del-rio-dulce-2');
    // A draft has no public URL yet: its slug follows its title.
    const draft = createNewsResponseSchema.parse(
      await (
        await t.send(
          'POST',
          '/api/crearnoticia',
          {
            provincia: 'Salta',
            img_portada: '/media/noticias/a.jpg',
            titulo: 'Borrador viejo',
            descripcion: 'Resumen.',
            texto: '',
            estado: 'borrador',
          },
          redactor,
        )
      ).json(),
    ).id;
    await t.send('PUT', '/api/noticia', { id: draft, titulo: 'Borrador nuevo' }, redactor);
    await t.send('PUT', '/api/noticia', { id: draft, estado: 'publicada' }, redactor);
    expect((await newsItem(draft)).slug).toBe('borrador-nuevo');
  });

  it('answers /noticia/:id/:slug with the same page as /noticia/:id, canonical on the slug', async () => {
    const id = await createNews('Festival de la Chacarera');
    const canonical = `<link rel="canonical" href="http://localhost/noticia/${id}/festival-de-la-chacarera">`;
    for (const path of [`/noticia/${id}`, `/noticia/${id}/festival-de-la-chacarera`]) {
      const response = await t.app.request(path);
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).toContain(canonical);
    }
    // A wrong slug (an old link, a typo) moves the reader to the canonical URL, query kept.
    const wrong = await t.app.request(`/noticia/${id}/titulo-viejo?utm_source=x`);
    expect(wrong.status).toBe(301);
    expect(wrong.headers.get('Location')).toBe(`/noticia/${id}/festival-de-la-chacarera?utm_source=x`);
    expect((await t.app.request(`/noticia/${id}/a/b`)).status).toBe(404);
    expect((await t.app.request(`/noticia/aaaaaaaaaaaaaaaaaaaaaaaa/titulo`)).status).toBe(404);
  });

  it('gives events a slug and answers /evento/:id/:slug', async () => {
    const response = await t.send(
      'POST',
      '/api/evento',
      {
        titulo: 'Peña de Otoño',
        flayer: '/media/agenda/a.jpg',
        texto: '',
        provincia: 'Salta',
        fecha: '2030-05-01',
        direccion: 'Plaza',
        horario: '21:00',
      },
      redactor,
    );
    expect(response.status).toBe(200);
    const list = (await (await t.app.request('/api/eventos/50/1')).json()) as {
      eventos: { docs: { _id: string; titulo: string }[] };
    };
    const id = list.eventos.docs.find((e) => e.titulo === 'Peña de Otoño')!._id;
    const { evento } = eventDetailResponseSchema.parse(
      await (await t.app.request(`/api/evento/${id}`)).json(),
    );
    expect(evento[0].slug).toBe('pena-de-otono');
    const page = await t.app.request(`/evento/${id}/pena-de-otono`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(`/evento/${id}/pena-de-otono">`);
    // An event is public once written: a new title keeps its slug; a wrong slug is a 301.
    expect((await t.send('PUT', '/api/evento', { id, titulo: 'Peña de Invierno' }, redactor)).status).toBe(
      200,
    );
    const renamed = eventDetailResponseSchema.parse(await (await t.app.request(`/api/evento/${id}`)).json());
    expect(renamed.evento[0].titulo).toBe('Peña de Invierno');
    expect(renamed.evento[0].slug).toBe('pena-de-otono');
    const wrong = await t.app.request(`/evento/${id}/pena-de-invierno`);
    expect(wrong.status).toBe(301);
    expect(wrong.headers.get('Location')).toBe(`/evento/${id}/pena-de-otono`);
  });
});
