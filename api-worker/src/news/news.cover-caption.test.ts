/**
 * Issue #35: the article shows its cover's caption and credit. The item's own (the news form's
 * fields) win; without them, the media library's record of the image gives them.
 */
import {
  createNewsResponseSchema,
  newsDetailResponseSchema,
  type CreateNewsRequest,
} from '@portal/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import type { AppDatabase } from '../db/database.ts';
import { newObjectId } from '../db/ids.ts';
import { medios } from '../db/schema.ts';
import { createTestApp } from '../../test-support/create-test-app.ts';
import { jsonLdOf } from '../../test-support/html.ts';
import { insertStaffUser, jsonCall, sessionCookieFor } from '../../test-support/staff-access.ts';

const SHELL = '<!doctype html><html lang="es"><head><title>Portal</title></head><body></body></html>';
const COVER = '/media/noticias/represa.jpg';

let app: App;
let db: AppDatabase;
let close: () => void;
let cookie: string;

beforeEach(async () => {
  ({ app, db, close } = await createTestApp({ shellHtml: async () => SHELL }));
  const editora = await insertStaffUser(db, { username: 'editora', privilegios: ['noticias', 'edicion'] });
  cookie = await sessionCookieFor(db, editora._id);
  await db.insert(medios).values({
    _id: newObjectId(new Date()),
    url: COVER,
    alt: 'La represa de Las Termas al atardecer',
    credito: 'Foto: Ana Ruiz',
    created_at: new Date().toISOString(),
  });
});
afterEach(() => close());

async function create(fields: Partial<CreateNewsRequest> = {}): Promise<string> {
  const response = await app.request(
    '/api/crearnoticia',
    jsonCall(
      'POST',
      {
        provincia: 'Santiago del Estero',
        img_portada: COVER,
        titulo: 'La represa llegó a su cota máxima',
        descripcion: 'Un resumen.',
        texto: '<p>Texto de la nota.</p>',
        ...fields,
      },
      { cookie },
    ),
  );
  expect(response.status).toBe(200);
  return createNewsResponseSchema.parse(await response.json()).id;
}

const detail = async (id: string) =>
  newsDetailResponseSchema.parse(await (await app.request(`/api/noticia/${id}`)).json()).noticia[0];

describe("an article's cover caption and credit", () => {
  it('come from the media library when the item gives none, also to JSON-LD', async () => {
    const id = await create();
    expect(await detail(id)).toMatchObject({
      img_portada_alt: 'La represa de Las Termas al atardecer',
      img_portada_credito: 'Foto: Ana Ruiz',
    });
    const html = await (await app.request(`/noticia/${id}`)).text();
    expect(jsonLdOf(html)).toMatchObject({
      image: [{ caption: 'La represa de Las Termas al atardecer', creditText: 'Foto: Ana Ruiz' }],
    });
  });

  it("are the item's own when it gives them", async () => {
    const id = await create({
      img_portada_alt: 'El dique desde el puente',
      img_portada_credito: 'Foto: Redacción',
    });
    expect(await detail(id)).toMatchObject({
      img_portada_alt: 'El dique desde el puente',
      img_portada_credito: 'Foto: Redacción',
    });
  });

  it('are absent for a cover nobody described', async () => {
    const id = await create({ img_portada: '/media/noticias/otra.jpg' });
    const item = await detail(id);
    expect(item).not.toHaveProperty('img_portada_alt');
    expect(item).not.toHaveProperty('img_portada_credito');
  });
});
