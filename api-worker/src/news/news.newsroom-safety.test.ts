import { createNewsResponseSchema, revisionsResponseSchema, type CreateNewsRequest } from '@portal/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import type { AppDatabase } from '../db/database.ts';
import { createTestApp } from '../../test-support/create-test-app.ts';
import { insertStaffUser, jsonCall, sessionCookieFor } from '../../test-support/staff-access.ts';

// Issue #31 item 16 on the API: no scheduling in the past, and an untouched body sent back by the
// editor (which copies each image's alt text into its title) is no change of the body.

const START = Date.parse('2026-06-01T12:00:00.000Z');

let clock: number;
let app: App;
let db: AppDatabase;
let close: () => void;
let cookie: string;

beforeEach(async () => {
  clock = START;
  ({ app, db, close } = await createTestApp({ now: () => clock }));
  const editora = await insertStaffUser(db, { username: 'editora', privilegios: ['noticias', 'edicion'] });
  cookie = await sessionCookieFor(db, editora._id);
});
afterEach(() => close());

const body = (fields: Partial<CreateNewsRequest> = {}): CreateNewsRequest => ({
  provincia: 'Salta',
  img_portada: '/media/noticias/portada.jpg',
  titulo: 'Cosecha récord',
  descripcion: 'Un resumen.',
  texto: '<p>Texto de la nota.</p>',
  ...fields,
});

const call = (method: string, path: string, fields?: unknown) =>
  app.request(path, jsonCall(method, fields ?? {}, { cookie }));

async function create(fields: Partial<CreateNewsRequest> = {}): Promise<string> {
  const response = await call('POST', '/api/crearnoticia', body(fields));
  const answer: unknown = await response.json();
  expect(response.status, JSON.stringify(answer)).toBe(200);
  return createNewsResponseSchema.parse(answer).id;
}

async function staffItem(id: string) {
  const response = await app.request(`/api/redaccion/noticia/${id}`, { headers: { Cookie: cookie } });
  return (
    (await response.json()) as { noticia: [{ estado: string; texto: string; publicar_en: string | null }] }
  ).noticia[0];
}

const PAST_MESSAGE = 'La fecha de publicación ya pasó: elegí un momento futuro.';

describe('scheduling', () => {
  it('refuses a time in the past with a Spanish 400, on create and on save, and stores nothing', async () => {
    const past = '2026-06-01T11:59:00.000Z';
    const created = await call(
      'POST',
      '/api/crearnoticia',
      body({ estado: 'programada', publicar_en: past }),
    );
    expect(created.status).toBe(400);
    expect(await created.json()).toEqual({ msg: PAST_MESSAGE });

    const id = await create({ estado: 'borrador' });
    const saved = await call('PUT', '/api/noticia', { id, estado: 'programada', publicar_en: past });
    expect(saved.status).toBe(400);
    expect(await saved.json()).toEqual({ msg: PAST_MESSAGE });
    // 'Now' is no future either (with an offset, as the form sends it).
    const now = await call('PUT', '/api/noticia', {
      id,
      estado: 'programada',
      publicar_en: '2026-06-01T09:00:00-03:00',
    });
    expect(now.status).toBe(400);
    expect(await staffItem(id)).toMatchObject({ estado: 'borrador', publicar_en: null });

    const future = await call('PUT', '/api/noticia', {
      id,
      estado: 'programada',
      publicar_en: '2026-06-01T12:01:00.000Z',
    });
    expect(future.status).toBe(200);
    // Once its time has passed, saving its content (no new time) is no scheduling: it goes through.
    clock = Date.parse('2026-06-01T12:02:00.000Z');
    const edited = await call('PUT', '/api/noticia', { id, titulo: 'Cosecha récord en el norte' });
    expect(edited.status).toBe(200);
  });
});

describe('an untouched body', () => {
  const stored =
    '<p>Primer párrafo.</p><p><img src="/media/noticias/rio.jpg" alt="El río Dulce"></p><p>Cierre.</p>';

  it('as the editor sends it back (alt copied into title) is no change: the history does not say Texto', async () => {
    const id = await create({ estado: 'borrador', texto: stored });
    expect((await staffItem(id)).texto).toBe(stored);
    // The edit screen's 'Enviar a revisión' of a story nobody touched: its save, then the sending.
    const roundTrip = stored.replace('alt="El río Dulce"', 'alt="El río Dulce" title="El río Dulce"');
    expect((await call('PUT', '/api/noticia', { id, texto: roundTrip })).status).toBe(200);
    expect((await call('POST', `/api/noticia/${id}/revision`, { nota: '' })).status).toBe(200);
    expect((await staffItem(id)).texto).toBe(stored);
    const history = revisionsResponseSchema.parse(
      await (await app.request(`/api/noticia/${id}/revisiones`, { headers: { Cookie: cookie } })).json(),
    );
    expect(history.revisiones.length).toBeGreaterThan(0);
    for (const revision of history.revisiones) expect(revision.cambios).not.toContain('texto');
  });

  it('an empty title is dropped too, and a title of its own is kept', async () => {
    const id = await create({
      estado: 'borrador',
      texto: stored.replace('alt="El río Dulce"', 'alt="El río Dulce" title=""'),
    });
    expect((await staffItem(id)).texto).toBe(stored);
    const own = stored.replace('alt="El río Dulce"', 'alt="El río Dulce" title="Foto: Juan Pérez"');
    expect((await call('PUT', '/api/noticia', { id, texto: own })).status).toBe(200);
    expect((await staffItem(id)).texto).toBe(own);
  });
});
