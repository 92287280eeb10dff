import {
  AD_DATES_ORDER_MESSAGE,
  AD_SLOT_MESSAGE,
  CONTENT_UPDATED_MESSAGE,
  publiDetailResponseSchema,
  publisResponseSchema,
  staffWriteResponseSchema,
  type CreateAdRequest,
} from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createBackOfficeTestApp,
  expectError,
  type BackOfficeTestApp,
  type LoggedInMember,
} from '../../test-support/back-office.ts';
import { insertPublis } from '../../test-support/content-fixtures.ts';

let t: BackOfficeTestApp;
let comercial: LoggedInMember;

beforeAll(async () => {
  t = await createBackOfficeTestApp();
  comercial = await t.loginAs(['publicidad']);
});
afterAll(() => t.close());

const placement = { inicio: 0, noticias: 1, agenda: 0, galeria: 8 };

const adBody = (fields: Partial<CreateAdRequest> = {}): CreateAdRequest => ({
  nombre_cliente: 'Almacén Don Pedro',
  ingreso: '2026-01-01',
  egreso: '2026-12-31',
  link: 'https://donpedro.example',
  foto: '/media/publicidad/don-pedro.jpg',
  colocar_en: [placement],
  ...fields,
});

async function create(fields: Partial<CreateAdRequest> = {}): Promise<string> {
  const response = await t.send('POST', '/api/publi', adBody(fields), comercial);
  const body: unknown = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(200);
  return staffWriteResponseSchema.strict().parse(body).id!;
}

async function staffAd(id: string) {
  const response = await t.app.request(`/api/publi/${id}`, { headers: { Cookie: comercial.cookie } });
  expect(response.status).toBe(200);
  return publiDetailResponseSchema.strict().parse(await response.json()).publi[0];
}

describe('GET /api/publi/:id', () => {
  it('answers { publi: [Publi] } with colocar_en as a one-element list, never cached', async () => {
    const [row] = await insertPublis(t.db, { nombre_cliente: 'Cliente fijo', noticias: 3 });
    const response = await t.app.request(`/api/publi/${row!._id}`, { headers: { Cookie: comercial.cookie } });
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const { publi } = publiDetailResponseSchema.strict().parse(await response.json());
    expect(publi[0]).toMatchObject({
      _id: row!._id,
      nombre_cliente: 'Cliente fijo',
      colocar_en: [{ inicio: 0, noticias: 3, agenda: 0, galeria: 0 }],
    });
  });

  it('answers 404 for an unknown ad and 400 for a malformed id', async () => {
    const headers = { Cookie: comercial.cookie };
    await expectError(await t.app.request(`/api/publi/${'0'.repeat(24)}`, { headers }), 404);
    await expectError(await t.app.request('/api/publi/12', { headers }), 400);
  });
});

describe('POST /api/publi', () => {
  it('creates the ad: { msg }; it is listed by GET /api/publis with its placement', async () => {
    const response = await t.send('POST', '/api/publi', adBody(), comercial);
    expect(response.status).toBe(200);
    const { msg, id } = staffWriteResponseSchema.strict().parse(await response.json());
    expect(msg).toMatch(/creada/i);
    expect(await staffAd(id!)).toMatchObject({
      nombre_cliente: 'Almacén Don Pedro',
      ingreso: '2026-01-01',
      egreso: '2026-12-31',
      link: 'https://donpedro.example',
      foto: '/media/publicidad/don-pedro.jpg',
      colocar_en: [placement],
    });
    const { publis } = publisResponseSchema.parse(await (await t.app.request('/api/publis')).json());
    expect(publis[0]?._id).toBe(id);
  });

  it('accepts an ad without link, one ending the day it starts, and every slot from 0 to 8', async () => {
    await create({ link: undefined });
    await create({ link: '', ingreso: '2026-05-05', egreso: '2026-05-05' });
    for (let slot = 0; slot <= 8; slot++) {
      await create({ colocar_en: [{ inicio: slot, noticias: slot, agenda: slot, galeria: slot }] });
    }
  });

  it.each([
    ['a slot of 9', [{ ...placement, inicio: 9 }]],
    ['a negative slot', [{ ...placement, agenda: -1 }]],
    ['a fractional slot', [{ ...placement, noticias: 1.5 }]],
    ['a slot as text', [{ ...placement, galeria: '3' }]],
    ['a null slot', [{ ...placement, inicio: null }]],
    ['a missing section', [{ inicio: 1, noticias: 1, agenda: 1 }]],
    ['an empty list', []],
    ['two placements', [placement, placement]],
    ['the object without its list', placement],
    ['no colocar_en', undefined],
  ])('refuses %s in colocar_en with 400 { msg }', async (_case, colocar_en) => {
    const body = { ...adBody(), colocar_en };
    const msg = await expectError(await t.send('POST', '/api/publi', body, comercial), 400);
    expect(msg).toMatch(/colocar_en|ubicación/);
  });

  it('says which values a slot takes', async () => {
    const body = adBody({ colocar_en: [{ ...placement, inicio: 12 }] });
    expect(await expectError(await t.send('POST', '/api/publi', body, comercial), 400)).toBe(AD_SLOT_MESSAGE);
  });

  it.each([
    ['egreso before ingreso', { ingreso: '2026-06-01', egreso: '2026-05-31' }, AD_DATES_ORDER_MESSAGE],
    ['an impossible date', { egreso: '2026-02-29' }, /fecha no es válida/],
    ['no ingreso', { ingreso: undefined }, /ingreso es obligatoria/],
    ['no cliente', { nombre_cliente: ' ' }, /cliente es obligatorio/],
    ['no foto', { foto: '' }, /imagen/],
    ['a javascript: link', { link: 'javascript:alert(1)' }, /link/],
    ['a protocol-relative link', { link: '//evil.example' }, /link/],
  ])('refuses %s with 400 { msg }', async (_case, fields, message) => {
    const body = adBody(fields as Partial<CreateAdRequest>);
    expect(await expectError(await t.send('POST', '/api/publi', body, comercial), 400)).toMatch(message);
  });
});

describe('PUT /api/publi', () => {
  it('changes the fields sent: { msg }', async () => {
    const id = await create();
    const response = await t.send(
      'PUT',
      '/api/publi',
      { id, egreso: '2027-01-31', colocar_en: [{ inicio: 2, noticias: 0, agenda: 0, galeria: 0 }] },
      comercial,
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ msg: CONTENT_UPDATED_MESSAGE });
    expect(await staffAd(id)).toMatchObject({
      nombre_cliente: 'Almacén Don Pedro',
      egreso: '2027-01-31',
      colocar_en: [{ inicio: 2, noticias: 0, agenda: 0, galeria: 0 }],
    });
  });

  it('checks the dates against the stored ones', async () => {
    const id = await create({ ingreso: '2026-03-01', egreso: '2026-03-31' });
    const response = await t.send('PUT', '/api/publi', { id, egreso: '2026-02-01' }, comercial);
    expect(await expectError(response, 400)).toBe(AD_DATES_ORDER_MESSAGE);
    expect((await staffAd(id))?.egreso).toBe('2026-03-31');
  });

  it('removes a replaced image from storage', async () => {
    const oldFoto = await t.uploadedImage(comercial, 'publicidad');
    const id = await create({ foto: oldFoto });
    const newFoto = await t.uploadedImage(comercial, 'publicidad');
    expect((await t.send('PUT', '/api/publi', { id, foto: newFoto }, comercial)).status).toBe(200);
    expect(await t.isStored(oldFoto)).toBe(false);
    expect(await t.isStored(newFoto)).toBe(true);
  });

  it('answers 404 for an unknown ad and 400 for a bad slot', async () => {
    await expectError(await t.send('PUT', '/api/publi', { id: 'f'.repeat(24), link: '' }, comercial), 404);
    const id = await create();
    const bad = { id, colocar_en: [{ ...placement, noticias: 10 }] };
    await expectError(await t.send('PUT', '/api/publi', bad, comercial), 400);
  });
});

describe('DELETE /api/publi/:id', () => {
  it('deletes the ad and its image', async () => {
    const foto = await t.uploadedImage(comercial, 'publicidad');
    const id = await create({ foto });
    const response = await t.send('DELETE', `/api/publi/${id}`, undefined, comercial);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ msg: expect.any(String) });
    expect(await t.isStored(foto)).toBe(false);
    await expectError(
      await t.app.request(`/api/publi/${id}`, { headers: { Cookie: comercial.cookie } }),
      404,
    );
    await expectError(await t.send('DELETE', `/api/publi/${id}`, undefined, comercial), 404);
  });
});
