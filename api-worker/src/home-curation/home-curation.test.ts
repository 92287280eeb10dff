import {
  BREAKING_PAST_MESSAGE,
  FEATURED_COUNT,
  PINNED_LIMIT_MESSAGE,
  PINNED_NOT_PUBLIC_MESSAGE,
  PINNED_REPEATED_MESSAGE,
  breakingNewsResponseSchema,
  homeFeaturedResponseSchema,
  newsListResponseSchema,
} from '@portal/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createBackOfficeTestApp,
  expectError,
  type BackOfficeTestApp,
  type LoggedInMember,
} from '../../test-support/back-office.ts';
import { insertNews, minutesAfterEpoch } from '../../test-support/content-fixtures.ts';
import { createContentVersions } from '../content-version/content-version.ts';
import { createScheduledPublishing } from '../content-version/scheduled-publishing.ts';

let t: BackOfficeTestApp;
let editora: LoggedInMember;
let redactor: LoggedInMember;
let ids: string[];

beforeEach(async () => {
  t = await createBackOfficeTestApp();
  editora = await t.loginAs(['noticias', 'edicion'], 'editora');
  redactor = await t.loginAs(['noticias'], 'redactor');
  // Noticia 0 … Noticia 9, the last the newest; Borrador is not public.
  const rows = await insertNews(
    t.db,
    ...Array.from({ length: 10 }, (_, i) => ({ titulo: `Noticia ${i}`, created_at: minutesAfterEpoch(i) })),
    { titulo: 'Borrador', estado: 'borrador' as const, created_at: minutesAfterEpoch(20) },
  );
  ids = rows.map((row) => row._id);
});
afterEach(() => t.close());

async function featured() {
  const response = await t.app.request('/api/portada');
  expect(response.status).toBe(200);
  return homeFeaturedResponseSchema.parse(await response.json());
}

describe('GET /api/portada', () => {
  it('answers the five newest when nothing is pinned', async () => {
    const { destacadas, fijadas } = await featured();
    expect(destacadas.map((n) => n.titulo)).toEqual([
      'Noticia 9',
      'Noticia 8',
      'Noticia 7',
      'Noticia 6',
      'Noticia 5',
    ]);
    expect(fijadas).toEqual([]);
    expect(destacadas[0]).not.toHaveProperty('texto');
  });
});

describe('PUT /api/portada (edicion)', () => {
  it('puts the pinned stories first, in order, and the newest others after them', async () => {
    const saved = await t.send('PUT', '/api/portada', { destacadas: [ids[2], ids[0]] }, editora);
    expect(saved.status).toBe(200);
    const { destacadas, fijadas } = await featured();
    expect(destacadas.map((n) => n.titulo)).toEqual([
      'Noticia 2',
      'Noticia 0',
      'Noticia 9',
      'Noticia 8',
      'Noticia 7',
    ]);
    expect(fijadas).toEqual([ids[2], ids[0]]);
  });

  it('goes on with the newest stories not already shown: five pins never hide the latest', async () => {
    // Five old stories pinned; 'Noticia 9' was published a minute ago.
    const pins = ids.slice(0, 5);
    expect((await t.send('PUT', '/api/portada', { destacadas: pins }, editora)).status).toBe(200);
    const { destacadas, masnoticias } = await featured();
    expect(destacadas.map((n) => n.titulo)).toEqual([
      'Noticia 0',
      'Noticia 1',
      'Noticia 2',
      'Noticia 3',
      'Noticia 4',
    ]);
    expect(masnoticias.map((n) => n.titulo)).toEqual([
      'Noticia 9',
      'Noticia 8',
      'Noticia 7',
      'Noticia 6',
      'Noticia 5',
    ]);
    expect(masnoticias[0]).not.toHaveProperty('texto');
    // Nothing pinned: the newest five, then the next newest ones.
    await t.send('PUT', '/api/portada', { destacadas: [] }, editora);
    const plain = await featured();
    expect(plain.masnoticias.map((n) => n.titulo)).toEqual([
      'Noticia 4',
      'Noticia 3',
      'Noticia 2',
      'Noticia 1',
      'Noticia 0',
    ]);
  });

  it('leaves GET /api/noticias/5/1, the original client’s home, unchanged', async () => {
    await t.send('PUT', '/api/portada', { destacadas: [ids[0]] }, editora);
    const response = await t.app.request('/api/noticias/5/1');
    const page = newsListResponseSchema.parse(await response.json());
    expect(page.docs.map((n) => n.titulo)).toEqual([
      'Noticia 9',
      'Noticia 8',
      'Noticia 7',
      'Noticia 6',
      'Noticia 5',
    ]);
  });

  it('refuses more than five, repeats, unpublished items and users without edicion', async () => {
    const six = await t.send('PUT', '/api/portada', { destacadas: ids.slice(0, 6) }, editora);
    expect(await expectError(six, 400)).toBe(PINNED_LIMIT_MESSAGE);
    const twice = await t.send('PUT', '/api/portada', { destacadas: [ids[1], ids[1]] }, editora);
    expect(await expectError(twice, 400)).toBe(PINNED_REPEATED_MESSAGE);
    const draft = await t.send('PUT', '/api/portada', { destacadas: [ids[10]] }, editora);
    expect(await expectError(draft, 400)).toBe(PINNED_NOT_PUBLIC_MESSAGE);
    expect((await t.send('PUT', '/api/portada', { destacadas: [] }, redactor)).status).toBe(403);
    expect((await t.send('PUT', '/api/portada', { destacadas: [] })).status).toBe(401);
  });

  it('skips a pin that is deleted or unpublished later, and names only the readable pins under fijadas', async () => {
    await t.send('PUT', '/api/portada', { destacadas: [ids[0], ids[1]] }, editora);
    await t.send('DELETE', `/api/noticia/${ids[0]}`, undefined, editora);
    await t.send('PUT', '/api/noticia', { id: ids[1], despublicar: true }, editora);
    const { destacadas, fijadas } = await featured();
    // Neither the trashed nor the unpublished story's id is told to a visitor.
    expect(fijadas).toEqual([]);
    expect(destacadas.map((n) => n.titulo)).toEqual([
      'Noticia 9',
      'Noticia 8',
      'Noticia 7',
      'Noticia 6',
      'Noticia 5',
    ]);
    expect(destacadas).toHaveLength(FEATURED_COUNT);
  });
});

describe('último momento', () => {
  const bar = async () => {
    const response = await t.app.request('/api/ultimo-momento');
    expect(response.status).toBe(200);
    return breakingNewsResponseSchema.parse(await response.json()).ultimo_momento;
  };
  const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

  it('is null until an editor sets it, then shows it until removed', async () => {
    expect(await bar()).toBeNull();
    const hasta = inMinutes(30);
    const saved = await t.send(
      'PUT',
      '/api/ultimo-momento',
      { texto: 'Corte de ruta 9 en Termas', link: `/noticia/${ids[3]}`, hasta },
      editora,
    );
    expect(saved.status).toBe(200);
    expect(await bar()).toEqual({ texto: 'Corte de ruta 9 en Termas', link: `/noticia/${ids[3]}`, hasta });
    expect((await t.send('PUT', '/api/ultimo-momento', { texto: null }, editora)).status).toBe(200);
    expect(await bar()).toBeNull();
  });

  it('refuses a past time, a bad link, no text and users without edicion, in Spanish', async () => {
    const past = await t.send('PUT', '/api/ultimo-momento', { texto: 'x', hasta: inMinutes(-1) }, editora);
    expect(await expectError(past, 400)).toBe(BREAKING_PAST_MESSAGE);
    const link = await t.send(
      'PUT',
      '/api/ultimo-momento',
      { texto: 'x', link: 'javascript:alert(1)', hasta: inMinutes(5) },
      editora,
    );
    expect(await expectError(link, 400)).toMatch(/link/);
    const empty = await t.send('PUT', '/api/ultimo-momento', { texto: ' ', hasta: inMinutes(5) }, editora);
    expect(await expectError(empty, 400)).toMatch(/texto/);
    const noTime = await t.send('PUT', '/api/ultimo-momento', { texto: 'x' }, editora);
    expect(await expectError(noTime, 400)).toMatch(/hasta/);
    expect((await t.send('PUT', '/api/ultimo-momento', { texto: null }, redactor)).status).toBe(403);
  });
});

describe('último momento expiry', () => {
  it('is gone once its time passes, and caches stop at that time', async () => {
    let clock = Date.parse('2026-06-01T12:00:00.000Z');
    const now = () => clock;
    const contentVersions = createContentVersions(t.db, { now });
    const { createTestApp } = await import('../../test-support/create-test-app.ts');
    const timed = await createTestApp({ db: t.db, now, contentVersions });
    const hasta = new Date(clock + 10 * 60_000).toISOString();
    const put = await timed.app.request('/api/ultimo-momento', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', Cookie: editora.cookie },
      body: JSON.stringify({ texto: 'Alerta', hasta }),
    });
    expect(put.status).toBe(200);
    expect(await createScheduledPublishing(t.db).nextPublishAt()).toBe(Date.parse(hasta));
    const before = await timed.app.request('/api/ultimo-momento');
    expect(((await before.json()) as { ultimo_momento: unknown }).ultimo_momento).not.toBeNull();
    expect(before.headers.get('Cache-Control')).toMatch(/max-age=30/);

    const version = await contentVersions.current();

    clock += 11 * 60_000;
    // The first read after its time removes it (as scheduled publishing does) and moves the
    // content version on: no cached answer outlives it.
    const after = await timed.app.request('/api/ultimo-momento');
    expect(((await after.json()) as { ultimo_momento: unknown }).ultimo_momento).toBeNull();
    expect(await contentVersions.current()).not.toBe(version);
    expect(await createScheduledPublishing(t.db).nextPublishAt()).toBeNull();
    expect(await contentVersions.publishDue()).toBe(0);
  });
});
