import {
  COVER_REQUIRED_MESSAGE,
  CONTENT_UPDATED_MESSAGE,
  NEWS_CREATED_MESSAGE,
  UNKNOWN_PROVINCE_MESSAGE,
  createNewsResponseSchema,
  newsDetailResponseSchema,
  newsSearchResponseSchema,
  type CreateNewsRequest,
} from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createBackOfficeTestApp,
  expectError,
  type BackOfficeTestApp,
  type LoggedInMember,
} from '../../test-support/back-office.ts';
import { noticias } from '../db/schema.ts';
import { insertNews } from '../../test-support/content-fixtures.ts';

let t: BackOfficeTestApp;
let redactor: LoggedInMember;

beforeAll(async () => {
  t = await createBackOfficeTestApp();
  redactor = await t.loginAs(['noticias', 'edicion'], 'redactora');
});
afterAll(() => t.close());

const newsBody = (fields: Partial<CreateNewsRequest> = {}): CreateNewsRequest => ({
  provincia: 'Santiago del Estero',
  img_portada: '/media/noticias/portada.jpg',
  titulo: 'Llueve en la capital',
  descripcion: 'Un resumen del temporal.',
  texto: '<p>El cuerpo de la nota.</p>',
  ...fields,
});

async function create(fields: Partial<CreateNewsRequest> = {}, member = redactor): Promise<string> {
  const response = await t.send('POST', '/api/crearnoticia', newsBody(fields), member);
  const body: unknown = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(200);
  return createNewsResponseSchema.strict().parse(body).id;
}

async function publicNews(id: string) {
  const response = await t.app.request(`/api/noticia/${id}`);
  expect(response.status).toBe(200);
  return newsDetailResponseSchema.parse(await response.json()).noticia[0];
}

async function searchIds(term: string): Promise<string[]> {
  const response = await t.app.request(`/api/noticia/b/${encodeURIComponent(term)}/50/1`);
  expect(response.status).toBe(200);
  return newsSearchResponseSchema.parse(await response.json()).noticia.docs.map((news) => news._id);
}

describe('POST /api/crearnoticia', () => {
  it("answers { msg: 'Articulo creado!', id } and stores the item with the session user as author", async () => {
    const response = await t.send('POST', '/api/crearnoticia', newsBody(), redactor);
    expect(response.status).toBe(200);
    const { msg, id } = createNewsResponseSchema.strict().parse(await response.json());
    expect(msg).toBe(NEWS_CREATED_MESSAGE);

    const stored = await publicNews(id);
    expect(stored).toMatchObject({
      _id: id,
      titulo: 'Llueve en la capital',
      descripcion: 'Un resumen del temporal.',
      provincia: 'Santiago del Estero',
      img_portada: '/media/noticias/portada.jpg',
      texto: '<p>El cuerpo de la nota.</p>',
      editor: 'Nombre redactora Apellido redactora',
      fotoEditor: `/media/usuarios/${redactor._id}.jpg`,
    });
    expect(Date.now() - Date.parse(stored!.created_at)).toBeLessThan(60_000);
    // First on the public home's list.
    const list = (await (await t.app.request('/api/noticias/5/1')).json()) as { docs: { _id: string }[] };
    expect(list.docs[0]?._id).toBe(id);
  });

  it('takes editor and fotoEditor from the session and ignores every unknown field', async () => {
    const id = await create({
      editor: 'Otra Persona',
      fotoEditor: '/media/usuarios/otra.jpg',
      _id: 'f'.repeat(24),
      created_at: '2001-01-01T00:00:00.000Z',
      search_text: 'inyectado',
      admin: true,
    } as Partial<CreateNewsRequest>);
    expect(id).not.toBe('f'.repeat(24));
    const [row] = await t.db.select().from(noticias).where(eq(noticias._id, id));
    expect(row?.editor).toBe('Nombre redactora Apellido redactora');
    expect(row?.fotoEditor).toBe(`/media/usuarios/${redactor._id}.jpg`);
    expect(row?.created_at).not.toBe('2001-01-01T00:00:00.000Z');
    expect(row?.search_text).not.toContain('inyectado');
  });

  it('stores the province in its canonical spelling', async () => {
    for (const [sent, stored] of [
      ['Buenos aires', 'Buenos Aires'],
      ['córdoba', 'Cordoba'],
      ['TIERRA DEL FUEGO', 'Tierra Del Fuego'],
      ['Tucumán', 'Tucuman'],
    ] as const) {
      expect((await publicNews(await create({ provincia: sent })))?.provincia).toBe(stored);
    }
  });

  it('sanitizes the body before storing it', async () => {
    const id = await create({
      texto:
        '<p onclick="robar()">Hola<script>alert(1)</script></p><img src="x" onerror="alert(1)">' +
        '<a href="javascript:alert(1)">mal</a><a href="https://ok.example">bien</a>' +
        '<iframe src="https://evil.example"></iframe><p style="display:none">oculto</p>',
    });
    const { texto } = (await publicNews(id))!;
    expect(texto).toBe('<p>Hola</p><img><a>mal</a><a href="https://ok.example">bien</a><p>oculto</p>');
  });

  it('is found by the public search at once', async () => {
    const id = await create({
      titulo: 'Inauguran el Puente Carretero',
      texto: '<p>Obra esperada en Añatuya.</p>',
    });
    expect(await searchIds('puente carretero')).toEqual([id]);
    // Accents fold, ñ does not (issue #15: 'ano' must not find 'año'), unless a search finds
    // nothing as written: then it reads ñ as n (issue #35).
    expect(await searchIds('añatuya')).toEqual([id]);
    expect(await searchIds('ANATUYA')).toEqual([id]);
  });

  it.each([
    ['no titulo', { titulo: undefined }, /título es obligatorio/],
    ['a blank titulo', { titulo: '   ' }, /título es obligatorio/],
    ['no descripcion', { descripcion: undefined }, /La descripción es obligatoria\./],
    ['no provincia', { provincia: undefined }, /provincia es obligatoria/],
    ['an unknown provincia', { provincia: 'Rosario' }, new RegExp(UNKNOWN_PROVINCE_MESSAGE)],
    ['no cover', { img_portada: undefined }, new RegExp(COVER_REQUIRED_MESSAGE)],
    ['an empty cover', { img_portada: '' }, new RegExp(COVER_REQUIRED_MESSAGE)],
    ['a javascript: cover', { img_portada: 'javascript:alert(1)' }, /imagen/],
    ['a data: cover', { img_portada: 'data:image/png;base64,AAAA' }, /imagen/],
    ['a cover outside /media/', { img_portada: '/api/usuarios' }, /imagen/],
    ['a titulo that is a number', { titulo: 5 }, /título/],
    ['a texto that is not text', { texto: ['<p>x</p>'] }, /texto/],
    ['a titulo too long', { titulo: 'x'.repeat(301) }, /300/],
    ['a texto too long', { texto: 'x'.repeat(200_001) }, /200000/],
  ])('refuses %s with 400 { msg }', async (_case, fields, message) => {
    const body = newsBody(fields as Partial<CreateNewsRequest>);
    const msg = await expectError(await t.send('POST', '/api/crearnoticia', body, redactor), 400);
    expect(msg).toMatch(message);
  });

  it('refuses a body that is not a JSON object (400) and one over 1 MB (413)', async () => {
    await expectError(await t.send('POST', '/api/crearnoticia', '{"titulo":', redactor), 400);
    await expectError(await t.send('POST', '/api/crearnoticia', [newsBody()], redactor), 400);
    await expectError(await t.send('POST', '/api/crearnoticia', 'null', redactor), 400);
    const huge = newsBody({ texto: 'x'.repeat(1024 * 1024 + 1) });
    await expectError(await t.send('POST', '/api/crearnoticia', huge, redactor), 413);
  });
});

describe('PUT /api/noticia', () => {
  it('changes only the fields sent and keeps the author, even when someone else edits', async () => {
    const id = await create({ titulo: 'Título original', descripcion: 'Resumen original' });
    const colega = await t.loginAs(['noticias', 'edicion']);
    const response = await t.send('PUT', '/api/noticia', { id, titulo: 'Título corregido' }, colega);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ msg: CONTENT_UPDATED_MESSAGE });
    expect(await publicNews(id)).toMatchObject({
      titulo: 'Título corregido',
      descripcion: 'Resumen original',
      editor: 'Nombre redactora Apellido redactora',
    });
  });

  it('keeps the search in step: an edited title is found by its new words, not its old ones', async () => {
    const id = await create({ titulo: 'Festival del Quirquincho', texto: '<p>Música.</p>' });
    expect(await searchIds('quirquincho')).toEqual([id]);
    await t.send('PUT', '/api/noticia', { id, titulo: 'Festival de la Chacarera' }, redactor);
    expect(await searchIds('quirquincho')).toEqual([]);
    expect(await searchIds('chacarera')).toEqual([id]);
    await t.send('PUT', '/api/noticia', { id, texto: '<p>Bombos y violines</p>' }, redactor);
    expect(await searchIds('violines')).toEqual([id]);
    expect(await searchIds('musica')).toEqual([]);
  });

  it('sanitizes an edited body and canonicalizes an edited province', async () => {
    const id = await create();
    await t.send(
      'PUT',
      '/api/noticia',
      { id, texto: '<p>ok<img src=x onerror=alert(1)></p>', provincia: 'salta' },
      redactor,
    );
    expect(await publicNews(id)).toMatchObject({ texto: '<p>ok<img></p>', provincia: 'Salta' });
  });

  it('removes a replaced cover and dropped body images from storage, keeping shared ones', async () => {
    const oldCover = await t.uploadedImage(redactor);
    const inline = await t.uploadedImage(redactor);
    const shared = await t.uploadedImage(redactor);
    const id = await create({
      img_portada: oldCover,
      texto: `<p><img src="${inline}"><img src="${shared}"></p>`,
    });
    await insertNews(t.db, { img_portada: shared });

    const newCover = await t.uploadedImage(redactor);
    const response = await t.send(
      'PUT',
      '/api/noticia',
      { id, img_portada: newCover, texto: '<p>sin fotos</p>' },
      redactor,
    );
    expect(response.status).toBe(200);
    expect(await t.isStored(oldCover)).toBe(false);
    expect(await t.isStored(inline)).toBe(false);
    expect(await t.isStored(shared)).toBe(true);
    expect(await t.isStored(newCover)).toBe(true);
  });

  it('answers 404 for an unknown id and 400 for a bad or missing one or bad fields', async () => {
    await expectError(
      await t.send('PUT', '/api/noticia', { id: 'a'.repeat(24), titulo: 'x' }, redactor),
      404,
    );
    await expectError(await t.send('PUT', '/api/noticia', { id: 'xyz', titulo: 'x' }, redactor), 400);
    await expectError(await t.send('PUT', '/api/noticia', { titulo: 'x' }, redactor), 400);
    const id = await create();
    await expectError(await t.send('PUT', '/api/noticia', { id, titulo: '' }, redactor), 400);
    await expectError(await t.send('PUT', '/api/noticia', { id, provincia: 'Narnia' }, redactor), 400);
    await expectError(await t.send('PUT', '/api/noticia', { id, img_portada: '' }, redactor), 400);
  });

  it('never writes unknown fields nor the author', async () => {
    const id = await create();
    await t.send(
      'PUT',
      '/api/noticia',
      { id, editor: 'Impostor', fotoEditor: '/x.jpg', created_at: 'x' },
      redactor,
    );
    expect(await publicNews(id)).toMatchObject({ editor: 'Nombre redactora Apellido redactora' });
  });
});

describe('DELETE /api/noticia/:id', () => {
  it('moves the item to the trash, out of the search; purging it deletes its cover and body images', async () => {
    const cover = await t.uploadedImage(redactor);
    const inline = await t.uploadedImage(redactor);
    const id = await create({
      titulo: 'Noticia efímera',
      img_portada: cover,
      texto: `<img src="${inline}">`,
    });
    const response = await t.send('DELETE', `/api/noticia/${id}`, undefined, redactor);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ msg: expect.any(String) });
    expect((await t.app.request(`/api/noticia/${id}`)).status).toBe(404);
    expect(await searchIds('efimera')).toEqual([]);
    // In the trash its images stay; deleted for good, they go.
    expect(await t.isStored(cover)).toBe(true);
    expect(await t.isStored(inline)).toBe(true);
    expect((await t.send('DELETE', `/api/papelera/${id}`, undefined, redactor)).status).toBe(200);
    expect(await t.isStored(cover)).toBe(false);
    expect(await t.isStored(inline)).toBe(false);
  });

  it('answers 404 for an unknown or already deleted id, 400 for a malformed one', async () => {
    const id = await create();
    expect((await t.send('DELETE', `/api/noticia/${id}`, undefined, redactor)).status).toBe(200);
    await expectError(await t.send('DELETE', `/api/noticia/${id}`, undefined, redactor), 404);
    await expectError(await t.send('DELETE', '/api/noticia/no-es-un-id', undefined, redactor), 400);
  });
});
