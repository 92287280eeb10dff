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

  it('gives each news item a unique slug from its title, and a new one when the title changes', async () => {
    const first = await createNews('Crecida del Río Dulce');
    const second = await createNews('Crecida del río dulce');
    expect((await newsItem(first)).slug).toBe('crecida-del-rio-dulce');
    expect((await newsItem(second)).slug).toBe('crecida-del-rio-dulce-2');
    await t.send('PUT', '/api/noticia', { id: second, titulo: 'Bajó el río Dulce' }, redactor);
    expect((await newsItem(second)).slug).toBe('bajo-el-rio-dulce');
  });

  it('answers /noticia/:id/:slug with the same page as /noticia/:id, canonical on the slug', async () => {
    const id = await createNews('Festival de la Chacarera');
    const canonical = `<link rel="canonical" href="http://localhost/noticia/${id}/festival-de-la-chacarera">`;
    for (const path of [
      `/noticia/${id}`,
      `/noticia/${id}/festival-de-la-chacarera`,
      `/noticia/${id}/titulo-viejo`,
    ]) {
      const response = await t.app.request(path);
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).toContain(canonical);
    }
    expect((await t.app.request(`/noticia/${id}/a/b`)).status).toBe(404);
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
  });
});
