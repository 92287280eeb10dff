import {
  REVISION_NOT_FOUND_MESSAGE,
  newsConflictResponseSchema,
  REVISION_RESTORED_MESSAGE,
  createNewsResponseSchema,
  revisionResponseSchema,
  revisionsResponseSchema,
  staffNewsDetailResponseSchema,
  type CreateNewsRequest,
} from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createBackOfficeTestApp,
  type BackOfficeTestApp,
  type LoggedInMember,
} from '../../test-support/back-office.ts';
import { noticiasRevisiones } from '../db/schema.ts';

let t: BackOfficeTestApp;
let ana: LoggedInMember;
let beto: LoggedInMember;

beforeAll(async () => {
  t = await createBackOfficeTestApp();
  ana = await t.loginAs(['noticias', 'edicion'], 'ana');
  beto = await t.loginAs(['noticias', 'edicion'], 'beto');
});
afterAll(() => t.close());

const body = (fields: Partial<CreateNewsRequest> = {}): CreateNewsRequest => ({
  provincia: 'Jujuy',
  img_portada: '/media/noticias/portada.jpg',
  titulo: 'Versión 1',
  descripcion: 'Resumen 1.',
  texto: '<p>Texto 1.</p>',
  ...fields,
});

async function create(member = ana): Promise<string> {
  const response = await t.send('POST', '/api/crearnoticia', body(), member);
  expect(response.status).toBe(200);
  return createNewsResponseSchema.parse(await response.json()).id;
}

const get = (path: string, member = ana) => t.app.request(path, { headers: { Cookie: member.cookie } });

async function revisions(id: string) {
  const response = await get(`/api/noticia/${id}/revisiones`);
  expect(response.status).toBe(200);
  return revisionsResponseSchema.strict().parse(await response.json()).revisiones;
}

async function current(id: string) {
  const response = await get(`/api/redaccion/noticia/${id}`);
  return staffNewsDetailResponseSchema.parse(await response.json()).noticia[0];
}

describe('news revisions', () => {
  it('keep the content each save replaced, who wrote it, newest first', async () => {
    const id = await create();
    expect(await revisions(id)).toEqual([]);
    expect((await t.send('PUT', '/api/noticia', { id, titulo: 'Versión 2' }, beto)).status).toBe(200);
    expect(
      (await t.send('PUT', '/api/noticia', { id, titulo: 'Versión 3', texto: '<p>Texto 3.</p>' }, ana))
        .status,
    ).toBe(200);
    const list = await revisions(id);
    expect(list.map((r) => [r.titulo, r.autor])).toEqual([
      ['Versión 2', 'Nombre beto Apellido beto'],
      ['Versión 1', 'Nombre ana Apellido ana'],
    ]);

    const response = await get(`/api/noticia/${id}/revisiones/${list[1]!._id}`);
    expect(response.status).toBe(200);
    const { revision } = revisionResponseSchema.strict().parse(await response.json());
    expect(revision).toMatchObject({
      noticia_id: id,
      titulo: 'Versión 1',
      descripcion: 'Resumen 1.',
      texto: '<p>Texto 1.</p>',
      provincia: 'Jujuy',
      estado: 'publicada',
      version: 1,
    });
  });

  it('list each revision with its version, its state and the fields the next version changed', async () => {
    const id = await create();
    await t.send('PUT', '/api/noticia', { id, titulo: 'Versión 2', texto: '<p>Texto 2.</p>' }, ana);
    await t.send('PUT', '/api/noticia', { id, estado: 'borrador', despublicar: true }, ana);
    await t.send('PUT', '/api/noticia', { id, descripcion: 'Resumen 4.', provincia: 'Salta' }, beto);
    const list = await revisions(id);
    expect(
      list.map(({ version, estado, cambios, titulo }) => ({ version, estado, cambios, titulo })),
    ).toEqual([
      { version: 3, estado: 'borrador', cambios: ['descripcion', 'provincia'], titulo: 'Versión 2' },
      { version: 2, estado: 'publicada', cambios: ['estado'], titulo: 'Versión 2' },
      { version: 1, estado: 'publicada', cambios: ['titulo', 'texto'], titulo: 'Versión 1' },
    ]);
  });

  it('restore: the item takes that content and keeps what it replaces as a new revision', async () => {
    const id = await create();
    await t.send('PUT', '/api/noticia', { id, titulo: 'Versión 2', texto: '<p>Texto 2.</p>' }, ana);
    const [first] = (await revisions(id)).slice(-1);
    const restored = await t.send(
      'POST',
      `/api/noticia/${id}/revisiones/${first!._id}/restaurar`,
      undefined,
      beto,
    );
    expect(restored.status).toBe(200);
    expect(await restored.json()).toEqual({ msg: REVISION_RESTORED_MESSAGE });
    expect(restored.headers.get('ETag')).toBe('"3"');
    expect(await current(id)).toMatchObject({ titulo: 'Versión 1', texto: '<p>Texto 1.</p>', version: 3 });
    expect((await revisions(id)).map((r) => r.titulo)).toEqual(['Versión 2', 'Versión 1']);
    // The public article shows the restored text.
    const publicAnswer = (await (await t.app.request(`/api/noticia/${id}`)).json()) as {
      noticia: { titulo: string }[];
    };
    expect(publicAnswer.noticia[0]!.titulo).toBe('Versión 1');
  });

  it('restore honours If-Match, and names unknown revisions or another item’s with a 404', async () => {
    const id = await create();
    const other = await create();
    await t.send('PUT', '/api/noticia', { id, titulo: 'Versión 2' }, ana);
    await t.send('PUT', '/api/noticia', { id: other, titulo: 'Otra 2' }, ana);
    const [rev] = await revisions(id);
    const call = (path: string, headers: Record<string, string> = {}) =>
      t.app.request(path, {
        method: 'POST',
        headers: { Cookie: ana.cookie, Origin: 'http://localhost', ...headers },
      });
    const stale = await call(`/api/noticia/${id}/revisiones/${rev!._id}/restaurar`, { 'If-Match': '"1"' });
    expect(stale.status).toBe(412);
    expect(newsConflictResponseSchema.strict().parse(await stale.json())).toMatchObject({
      msg: expect.stringMatching(/^Nombre ana Apellido ana guardó esta noticia a las \d\d:\d\d/),
      actualizado_por: 'Nombre ana Apellido ana',
      version: 2,
      noticia: { _id: id, titulo: 'Versión 2', version: 2 },
    });
    expect((await current(id)).titulo).toBe('Versión 2');
    const [otherRev] = await revisions(other);
    const foreign = await get(`/api/noticia/${id}/revisiones/${otherRev!._id}`);
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toEqual({ msg: REVISION_NOT_FOUND_MESSAGE });
    expect((await call(`/api/noticia/${id}/revisiones/${otherRev!._id}/restaurar`)).status).toBe(404);
    expect((await get('/api/noticia/0123456789abcdef01234567/revisiones')).status).toBe(404);
  });

  it('keep no image in storage: a restored revision whose cover is gone keeps the current one', async () => {
    const first = await t.uploadedImage(ana);
    const second = await t.uploadedImage(ana);
    const response = await t.send('POST', '/api/crearnoticia', body({ img_portada: first }), ana);
    const { id } = createNewsResponseSchema.parse(await response.json());
    expect(
      (await t.send('PUT', '/api/noticia', { id, titulo: 'Otra', img_portada: second }, ana)).status,
    ).toBe(200);
    // A replaced cover leaves storage at once, as before revisions existed.
    expect(await t.isStored(first)).toBe(false);
    const [rev] = await revisions(id);
    expect(
      (await t.send('POST', `/api/noticia/${id}/revisiones/${rev!._id}/restaurar`, undefined, ana)).status,
    ).toBe(200);
    expect(await current(id)).toMatchObject({ titulo: 'Versión 1', img_portada: second });
    expect(await t.isStored(second)).toBe(true);
  });

  it('stay while their item is in the trash, and go when it is deleted for good', async () => {
    const id = await create();
    await t.send('PUT', '/api/noticia', { id, titulo: 'Versión 2' }, ana);
    const revisionsOf = () =>
      t.db.select().from(noticiasRevisiones).where(eq(noticiasRevisiones.noticia_id, id));
    expect(await revisionsOf()).toHaveLength(1);
    expect((await t.send('DELETE', `/api/noticia/${id}`, undefined, ana)).status).toBe(200);
    expect(await revisionsOf()).toHaveLength(1);
    expect((await t.send('DELETE', `/api/papelera/${id}`, undefined, ana)).status).toBe(200);
    expect(await revisionsOf()).toEqual([]);
  });

  it('are staff only: a visitor gets 401', async () => {
    const id = await create();
    expect((await t.app.request(`/api/noticia/${id}/revisiones`)).status).toBe(401);
  });
});
