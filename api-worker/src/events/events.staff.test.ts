import {
  COVER_REQUIRED_MESSAGE,
  CONTENT_UPDATED_MESSAGE,
  UNKNOWN_PROVINCE_MESSAGE,
  eventDetailResponseSchema,
  staffWriteResponseSchema,
  type CreateEventRequest,
} from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createBackOfficeTestApp,
  expectError,
  type BackOfficeTestApp,
  type LoggedInMember,
} from '../../test-support/back-office.ts';

let t: BackOfficeTestApp;
let agenda: LoggedInMember;

beforeAll(async () => {
  t = await createBackOfficeTestApp();
  agenda = await t.loginAs(['agenda']);
});
afterAll(() => t.close());

const eventBody = (fields: Partial<CreateEventRequest> = {}): CreateEventRequest => ({
  titulo: 'Peña folclórica',
  flayer: '/media/agenda/flayer.jpg',
  texto: '<p>Con los mejores músicos.</p>',
  provincia: 'Santiago del Estero',
  fecha: '2026-07-09',
  direccion: 'Plaza Libertad',
  horario: '21:00 hs',
  ...fields,
});

async function create(fields: Partial<CreateEventRequest> = {}): Promise<string> {
  const response = await t.send('POST', '/api/evento', eventBody(fields), agenda);
  const body: unknown = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(200);
  return staffWriteResponseSchema.strict().parse(body).id!;
}

async function publicEvent(id: string) {
  const response = await t.app.request(`/api/evento/${id}`);
  expect(response.status).toBe(200);
  return eventDetailResponseSchema.parse(await response.json()).evento[0];
}

describe('POST /api/evento', () => {
  it('creates the event with every field: { msg }', async () => {
    const response = await t.send('POST', '/api/evento', eventBody({ provincia: 'tucumán' }), agenda);
    expect(response.status).toBe(200);
    const { msg, id } = staffWriteResponseSchema.strict().parse(await response.json());
    expect(msg).toMatch(/creado/i);
    expect(await publicEvent(id!)).toMatchObject({
      titulo: 'Peña folclórica',
      flayer: '/media/agenda/flayer.jpg',
      texto: '<p>Con los mejores músicos.</p>',
      provincia: 'Tucuman',
      fecha: '2026-07-09',
      direccion: 'Plaza Libertad',
      horario: '21:00 hs',
    });
  });

  it('sanitizes the body and ignores unknown fields', async () => {
    const id = await create({
      texto:
        '<p>Entrada libre<script>fetch("/api/usuarios")</script></p><a href="javascript:x">x</a><svg onload=alert(1)></svg>',
      _id: 'd'.repeat(24),
      created_at: '2001-01-01T00:00:00Z',
    } as Partial<CreateEventRequest>);
    expect(id).not.toBe('d'.repeat(24));
    expect(await publicEvent(id)).toMatchObject({ texto: '<p>Entrada libre</p><a>x</a>' });
  });

  it.each([
    ['no titulo', { titulo: undefined }, /título es obligatorio/],
    ['no flayer', { flayer: undefined }, new RegExp(COVER_REQUIRED_MESSAGE)],
    ['an empty flayer', { flayer: '' }, new RegExp(COVER_REQUIRED_MESSAGE)],
    ['no fecha', { fecha: undefined }, /fecha es obligatoria/],
    ['an impossible fecha', { fecha: '2026-04-31' }, /fecha no es válida/],
    ['a fecha with time', { fecha: '2026-07-09T21:00' }, /fecha no es válida/],
    ['no direccion', { direccion: undefined }, /dirección es obligatoria/],
    ['no horario', { horario: '' }, /horario es obligatorio/],
    ['no provincia', { provincia: undefined }, /provincia es obligatoria/],
    ['an unknown provincia', { provincia: 'Montevideo' }, new RegExp(UNKNOWN_PROVINCE_MESSAGE)],
    ['a provincia that is not text', { provincia: 7 }, /provincia/],
    ['a javascript: flayer', { flayer: 'javascript:alert(1)' }, /imagen/],
  ])('refuses %s with 400 { msg }', async (_case, fields, message) => {
    const body = eventBody(fields as Partial<CreateEventRequest>);
    expect(await expectError(await t.send('POST', '/api/evento', body, agenda), 400)).toMatch(message);
  });
});

describe('PUT /api/evento', () => {
  it('changes the fields sent, sanitizing the body', async () => {
    const id = await create();
    const response = await t.send(
      'PUT',
      '/api/evento',
      { id, horario: '22:00 hs', texto: '<p onmouseover="x">Cambia el horario</p>' },
      agenda,
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ msg: CONTENT_UPDATED_MESSAGE });
    expect(await publicEvent(id)).toMatchObject({
      horario: '22:00 hs',
      texto: '<p>Cambia el horario</p>',
      titulo: 'Peña folclórica',
    });
  });

  it('removes a replaced flyer from storage', async () => {
    const oldFlyer = await t.uploadedImage(agenda, 'agenda');
    const id = await create({ flayer: oldFlyer });
    const newFlyer = await t.uploadedImage(agenda, 'agenda');
    expect((await t.send('PUT', '/api/evento', { id, flayer: newFlyer }, agenda)).status).toBe(200);
    expect(await t.isStored(oldFlyer)).toBe(false);
    expect(await t.isStored(newFlyer)).toBe(true);
  });

  it('answers 404 for an unknown event and 400 for bad input', async () => {
    await expectError(await t.send('PUT', '/api/evento', { id: 'e'.repeat(24), titulo: 'x' }, agenda), 404);
    const id = await create();
    await expectError(await t.send('PUT', '/api/evento', { id, fecha: 'mañana' }, agenda), 400);
    await expectError(await t.send('PUT', '/api/evento', { id, provincia: 'Atlantis' }, agenda), 400);
    await expectError(await t.send('PUT', '/api/evento', { id: 'nope' }, agenda), 400);
  });
});

describe('DELETE /api/evento/:id', () => {
  it('deletes the event and its flyer', async () => {
    const flyer = await t.uploadedImage(agenda, 'agenda');
    const id = await create({ flayer: flyer });
    const response = await t.send('DELETE', `/api/evento/${id}`, undefined, agenda);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ msg: expect.any(String) });
    expect((await t.app.request(`/api/evento/${id}`)).status).toBe(404);
    expect(await t.isStored(flyer)).toBe(false);
    await expectError(await t.send('DELETE', `/api/evento/${id}`, undefined, agenda), 404);
    await expectError(await t.send('DELETE', '/api/evento/zzz', undefined, agenda), 400);
  });
});
