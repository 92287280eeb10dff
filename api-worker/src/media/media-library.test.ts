import {
  MEDIA_EMPTY_EDIT_MESSAGE,
  MEDIA_FOCUS_MESSAGE,
  MEDIA_HIDDEN_USE_TITLE,
  MEDIA_NOT_FOUND_MESSAGE,
  PICKED_MEDIA_MESSAGE,
  albumDetailResponseSchema,
  createNewsResponseSchema,
  eventDetailResponseSchema,
  mediaListResponseSchema,
  mediaUpdatedResponseSchema,
  newsDetailResponseSchema,
  newsListResponseSchema,
  type Medio,
} from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createBackOfficeTestApp,
  expectError,
  tinyPng,
  type BackOfficeTestApp,
  type LoggedInMember,
} from '../../test-support/back-office.ts';
import {
  insertAlbums,
  insertBanners,
  insertEvents,
  insertLegacyNewsRows,
  insertNews,
  insertPublis,
  newsRow,
} from '../../test-support/content-fixtures.ts';
import { createTestDatabase } from '../../test-support/create-test-app.ts';
import { auditoria, medios } from '../db/schema.ts';
import { migrate } from '../db/migrate.ts';
import { createMemoryMediaStore } from './memory-media-store.ts';
import { backfillMediaLibrary } from './media-library-backfill.ts';
import { cleanUpOrphanMedia } from './orphan-cleanup.ts';

let t: BackOfficeTestApp;
let redactor: LoggedInMember;
let fotografa: LoggedInMember;
let publicista: LoggedInMember;
let soloSecciones: LoggedInMember;

beforeAll(async () => {
  t = await createBackOfficeTestApp();
  redactor = await t.loginAs(['noticias', 'edicion'], 'redactor');
  fotografa = await t.loginAs(['galeria'], 'fotografa');
  publicista = await t.loginAs(['agenda'], 'agendista');
  soloSecciones = await t.loginAs(['secciones'], 'releases');
});
afterAll(() => t.close());

async function listMedia(member: LoggedInMember, query = '', limit = 100): Promise<Medio[]> {
  const response = await t.app.request(`/api/medios/${limit}/1${query}`, {
    headers: { Cookie: member.cookie },
  });
  expect(response.status).toBe(200);
  return mediaListResponseSchema.parse(await response.json()).medios.docs;
}

async function uploadWide(member: LoggedInMember, folder = 'noticias'): Promise<string> {
  const response = await t.upload(member, { bytes: tinyPng(12, 5), folder });
  expect(response.status).toBe(200);
  return ((await response.json()) as { url: string }).url;
}

const recordOf = async (url: string) => (await t.db.select().from(medios).where(eq(medios.url, url)))[0]!;

describe('GET /api/medios/:limit/:page', () => {
  it('lists every upload as a record with its size, weight and uploader, newest first', async () => {
    const first = await uploadWide(redactor);
    const second = await uploadWide(fotografa, 'albums');
    const docs = await listMedia(soloSecciones);
    expect(docs.slice(0, 2).map((m) => m.url)).toEqual([second, first]);
    const [latest] = docs;
    expect(latest).toMatchObject({
      url: second,
      alt: '',
      credito: '',
      ancho: 12,
      alto: 5,
      subido_por: 'fotografa',
      foco: { x: 0.5, y: 0.5 },
      usos: [],
    });
    expect(latest!.bytes).toBe(tinyPng(12, 5).length);
  });

  it('answers 401 without a session and 400 in Spanish for a bad page', async () => {
    const anonymous = await t.app.request('/api/medios/10/1');
    expect(anonymous.status).toBe(401);
    expect(
      await expectError(
        await t.app.request('/api/medios/0/1', { headers: { Cookie: redactor.cookie } }),
        400,
      ),
    ).toMatch(/cantidad por página/);
    const long = 'a'.repeat(101);
    await expectError(
      await t.app.request(`/api/medios/10/1?q=${long}`, { headers: { Cookie: redactor.cookie } }),
      400,
    );
  });

  it('finds records by alt text, credit and file name, ignoring case and accents', async () => {
    const url = await uploadWide(redactor);
    const { _id } = await recordOf(url);
    await t.send(
      'PUT',
      `/api/medios/${_id}`,
      { alt: 'Cosecha en Tucumán', credito: 'Foto: Ñandú Pérez' },
      redactor,
    );
    expect((await listMedia(redactor, '?q=tucuman')).map((m) => m.url)).toEqual([url]);
    expect((await listMedia(redactor, '?q=PEREZ cosecha')).map((m) => m.url)).toEqual([url]);
    expect((await listMedia(redactor, '?q=nandu')).map((m) => m.url)).toEqual([]);
    const fileName = url
      .split('/')
      .at(-1)!
      .replace(/\.png$/, '');
    expect((await listMedia(redactor, `?q=${fileName}`)).map((m) => m.url)).toEqual([url]);
  });

  it('says where each image is used: news cover, social image and body, event, album, ad, banner', async () => {
    const url = await uploadWide(redactor);
    const other = await uploadWide(redactor);
    await insertNews(
      t.db,
      { _id: 'a1'.repeat(12), titulo: 'Portada', img_portada: url },
      { _id: 'a2'.repeat(12), titulo: 'Social', imagen_social: url },
      { _id: 'a3'.repeat(12), titulo: 'Cuerpo', texto: `<p><img src="${url}" alt="x"></p>` },
    );
    await insertEvents(t.db, { _id: 'b1'.repeat(12), titulo: 'Festival', flayer: url });
    await insertAlbums(t.db, { _id: 'c1'.repeat(12), nombre: 'Álbum', fotos: [other, url], portada: other });
    await insertPublis(t.db, { _id: 'd1'.repeat(12), nombre_cliente: 'Cliente', foto: url });
    await insertBanners(t.db, { _id: 'e1'.repeat(12), bannerFull: url });
    const [medio] = await listMedia(
      redactor,
      `?q=${url
        .split('/')
        .at(-1)!
        .replace(/\.png$/, '')}`,
    );
    expect(medio!.usos).toEqual([
      { recurso: 'album', recurso_id: 'c1'.repeat(12), titulo: 'Álbum' },
      { recurso: 'banner', recurso_id: 'e1'.repeat(12), titulo: 'Banner central' },
      { recurso: 'evento', recurso_id: 'b1'.repeat(12), titulo: 'Festival' },
      { recurso: 'noticia', recurso_id: 'a3'.repeat(12), titulo: 'Cuerpo' },
      { recurso: 'noticia', recurso_id: 'a1'.repeat(12), titulo: 'Portada' },
      { recurso: 'noticia', recurso_id: 'a2'.repeat(12), titulo: 'Social' },
      { recurso: 'publicidad', recurso_id: 'd1'.repeat(12), titulo: 'Cliente' },
    ]);
  });
});

describe('non-public items among an image’s usos', () => {
  it('are named only to users who may see them (noticias); others see that a story not yet public uses it, not which', async () => {
    const url = await uploadWide(redactor);
    await insertNews(
      t.db,
      { _id: 'f1'.repeat(12), titulo: 'Pública', img_portada: url },
      { _id: 'f2'.repeat(12), titulo: 'Borrador secreto', img_portada: url, estado: 'borrador' },
      { _id: 'f3'.repeat(12), titulo: 'En revisión secreta', imagen_social: url, estado: 'revision' },
      {
        _id: 'f4'.repeat(12),
        titulo: 'Programada secreta',
        texto: `<p><img src="${url}" alt="x"></p>`,
        estado: 'programada',
        publicar_en: '2999-01-01T00:00:00.000Z',
      },
    );
    const query = `?q=${url
      .split('/')
      .at(-1)!
      .replace(/\.png$/, '')}`;
    const corresponsal = await t.loginAs(['noticias'], 'corresponsal-medios');
    for (const member of [redactor, corresponsal]) {
      const [medio] = await listMedia(member, query);
      expect(medio!.usos.map((use) => use.titulo).sort()).toEqual([
        'Borrador secreto',
        'En revisión secreta',
        'Programada secreta',
        'Pública',
      ]);
    }
    for (const member of [fotografa, soloSecciones]) {
      const [medio] = await listMedia(member, query);
      expect(medio!.usos).toEqual([
        { recurso: 'noticia', recurso_id: '', titulo: MEDIA_HIDDEN_USE_TITLE },
        { recurso: 'noticia', recurso_id: '', titulo: MEDIA_HIDDEN_USE_TITLE },
        { recurso: 'noticia', recurso_id: '', titulo: MEDIA_HIDDEN_USE_TITLE },
        { recurso: 'noticia', recurso_id: 'f1'.repeat(12), titulo: 'Pública' },
      ]);
      expect(JSON.stringify(medio)).not.toMatch(/secret|f2f2|f3f3|f4f4/);
    }
  });
});

describe('PUT /api/medios/:id of an image that public items show', () => {
  async function usedBy(insert: (url: string) => Promise<unknown>) {
    const url = await uploadWide(redactor);
    await insert(url);
    return (await recordOf(url))._id;
  }
  const edit = (id: string, member: LoggedInMember) =>
    t.send('PUT', `/api/medios/${id}`, { foco: { x: 0.1, y: 0.9 } }, member);

  it('needs the privilege of each: noticias and edicion for a published or scheduled story, agenda for an event, galeria for an album, publicidad for an ad', async () => {
    const corresponsal = await t.loginAs(['noticias'], 'corresponsal-foco');
    const publicidad = await t.loginAs(['publicidad'], 'publicidad-foco');
    const story = await usedBy((url) => insertNews(t.db, { titulo: 'Publicada', img_portada: url }));
    const scheduled = await usedBy((url) =>
      insertNews(t.db, {
        titulo: 'Programada',
        img_portada: url,
        estado: 'programada',
        publicar_en: '2999-01-01T00:00:00.000Z',
      }),
    );
    const event = await usedBy((url) => insertEvents(t.db, { titulo: 'Festival', flayer: url }));
    const album = await usedBy((url) => insertAlbums(t.db, { nombre: 'Álbum', fotos: [url], portada: url }));
    const ad = await usedBy((url) => insertPublis(t.db, { nombre_cliente: 'Cliente', foto: url }));
    const cases: [string, LoggedInMember[], LoggedInMember][] = [
      [story, [fotografa, publicista, corresponsal, publicidad], redactor],
      [scheduled, [fotografa, corresponsal], redactor],
      [event, [fotografa, redactor, publicidad], publicista],
      [album, [publicista, redactor, publicidad], fotografa],
      [ad, [fotografa, publicista, redactor], publicidad],
    ];
    for (const [id, refused, allowed] of cases) {
      for (const member of refused)
        expect(await expectError(await edit(id, member), 403), member.username).toMatch(
          /contenido publicado/,
        );
      const [record] = await t.db.select().from(medios).where(eq(medios._id, id));
      expect(record!.foco_x).toBe(0.5);
      expect((await edit(id, allowed)).status, allowed.username).toBe(200);
    }
    // Nothing refused was audited.
    const audited = await t.db.select().from(auditoria).where(eq(auditoria.recurso_id, story));
    expect(audited.map((row) => row.usuario)).toEqual(['redactor']);
  });

  it('an image used by a public story and an album needs both; one only in a draft needs a content privilege alone', async () => {
    const both = await usedBy(async (url) => {
      await insertNews(t.db, { titulo: 'Publicada', img_portada: url });
      await insertAlbums(t.db, { nombre: 'Álbum', fotos: [url], portada: url });
    });
    const editorAndPhotographer = await t.loginAs(['noticias', 'edicion', 'galeria'], 'jefa');
    expect(await expectError(await edit(both, fotografa), 403)).toMatch(/«noticias» y «edicion»/);
    expect(await expectError(await edit(both, redactor), 403)).toMatch(/«galeria»/);
    expect((await edit(both, editorAndPhotographer)).status).toBe(200);
    const draftOnly = await usedBy((url) =>
      insertNews(t.db, { titulo: 'Borrador', img_portada: url, estado: 'borrador' }),
    );
    const answer = await edit(draftOnly, fotografa);
    expect(answer.status).toBe(200);
    // Its answer names the draft no more than the list does.
    expect(mediaUpdatedResponseSchema.parse(await answer.json()).medio.usos).toEqual([
      { recurso: 'noticia', recurso_id: '', titulo: MEDIA_HIDDEN_USE_TITLE },
    ]);
  });
});

describe('PUT /api/medios/:id', () => {
  it('edits alt text, credit and focus, leaves out fields alone, and audits the edit', async () => {
    const url = await uploadWide(redactor);
    const { _id } = await recordOf(url);
    const response = await t.send(
      'PUT',
      `/api/medios/${_id}`,
      { alt: '  Vista del dique\n', credito: 'Foto: Ana', foco: { x: 0.2, y: 0.8 } },
      fotografa,
    );
    expect(response.status).toBe(200);
    const { medio } = mediaUpdatedResponseSchema.parse(await response.json());
    expect(medio).toMatchObject({ alt: 'Vista del dique', credito: 'Foto: Ana', foco: { x: 0.2, y: 0.8 } });
    await t.send('PUT', `/api/medios/${_id}`, { credito: 'Foto: Ana B.' }, publicista);
    expect(await recordOf(url)).toMatchObject({
      alt: 'Vista del dique',
      credito: 'Foto: Ana B.',
      foco_x: 0.2,
    });
    const audit = await t.db.select().from(auditoria).where(eq(auditoria.recurso_id, _id));
    expect(audit.map((row) => [row.usuario, row.accion, row.recurso, row.titulo])).toEqual([
      ['fotografa', 'editar', 'imagen', url.replace('/media/', '')],
      ['agendista', 'editar', 'imagen', url.replace('/media/', '')],
    ]);
  });

  it('refuses without a session (401), without a content privilege (403), and bad edits (400, Spanish)', async () => {
    const url = await uploadWide(redactor);
    const { _id } = await recordOf(url);
    expect((await t.send('PUT', `/api/medios/${_id}`, { alt: 'x' })).status).toBe(401);
    await expectError(await t.send('PUT', `/api/medios/${_id}`, { alt: 'x' }, soloSecciones), 403);
    expect(await expectError(await t.send('PUT', `/api/medios/${_id}`, {}, redactor), 400)).toBe(
      MEDIA_EMPTY_EDIT_MESSAGE,
    );
    for (const foco of [{ x: 1.5, y: 0 }, { x: -0.1, y: 0.5 }, { x: 0.5 }, 'centro', [0.5, 0.5]])
      expect(await expectError(await t.send('PUT', `/api/medios/${_id}`, { foco }, redactor), 400)).toBe(
        MEDIA_FOCUS_MESSAGE,
      );
    expect(
      await expectError(await t.send('PUT', `/api/medios/${_id}`, { alt: 'a'.repeat(301) }, redactor), 400),
    ).toMatch(/a lo sumo 300/);
    expect(
      await expectError(await t.send('PUT', `/api/medios/${'f'.repeat(24)}`, { alt: 'x' }, redactor), 404),
    ).toBe(MEDIA_NOT_FOUND_MESSAGE);
    await expectError(await t.send('PUT', '/api/medios/nope', { alt: 'x' }, redactor), 400);
    expect(await recordOf(url)).toMatchObject({ alt: '', foco_x: 0.5, foco_y: 0.5 });
  });
});

describe('the focal point in public answers', () => {
  it('is carried as imagen_foco by news and events, and fotos_foco by albums, only when off the centre', async () => {
    const cover = await uploadWide(redactor);
    const created = await t.send(
      'POST',
      '/api/crearnoticia',
      { provincia: 'Salta', img_portada: cover, titulo: 'Con foco', descripcion: 'R.', texto: '<p>T</p>' },
      redactor,
    );
    const { id } = createNewsResponseSchema.parse(await created.json());
    const detail = async () =>
      newsDetailResponseSchema.parse(await (await t.app.request(`/api/noticia/${id}`)).json()).noticia[0];
    expect(await detail()).not.toHaveProperty('imagen_foco');
    const { _id } = await recordOf(cover);
    await t.send('PUT', `/api/medios/${_id}`, { foco: { x: 0.1, y: 0.9 } }, redactor);
    expect((await detail())!.imagen_foco).toEqual({ x: 0.1, y: 0.9 });
    const list = newsListResponseSchema.parse(await (await t.app.request('/api/noticias/100/1')).json());
    expect(list.docs.find((doc) => doc._id === id)?.imagen_foco).toEqual({ x: 0.1, y: 0.9 });

    await insertEvents(t.db, { _id: 'f1'.repeat(12), flayer: cover });
    const event = eventDetailResponseSchema.parse(
      await (await t.app.request(`/api/evento/${'f1'.repeat(12)}`)).json(),
    );
    expect(event.evento[0]!.imagen_foco).toEqual({ x: 0.1, y: 0.9 });

    const plain = await uploadWide(redactor);
    await insertAlbums(t.db, { _id: 'f2'.repeat(12), fotos: [plain, cover], portada: plain });
    const album = albumDetailResponseSchema.parse(
      await (await t.app.request(`/api/album/${'f2'.repeat(12)}`)).json(),
    );
    expect(album.album[0]).not.toHaveProperty('imagen_foco');
    expect(album.album[0]!.fotos_foco).toEqual([{ url: cover, foco: { x: 0.1, y: 0.9 } }]);
  });
});

describe('picking an existing image (Elegir de Medios)', () => {
  it('saves a news cover from the library, its alt text and credit coming with it', async () => {
    const url = await uploadWide(redactor);
    const { _id } = await recordOf(url);
    await t.send('PUT', `/api/medios/${_id}`, { alt: 'Plaza principal', credito: 'Foto: Luis' }, redactor);
    const body = { provincia: 'Salta', titulo: 'Elegida', descripcion: 'R.', texto: '<p>T</p>' };
    const created = await t.send(
      'POST',
      '/api/crearnoticia',
      { ...body, img_portada: url, img_portada_medio: _id },
      redactor,
    );
    expect(created.status).toBe(200);
    const { id } = createNewsResponseSchema.parse(await created.json());
    const [noticia] = newsDetailResponseSchema.parse(
      await (await t.app.request(`/api/noticia/${id}`)).json(),
    ).noticia;
    expect(noticia).toMatchObject({
      img_portada: url,
      img_portada_alt: 'Plaza principal',
      img_portada_credito: 'Foto: Luis',
    });

    // The body's own texts win; an unknown record or another image is a 400 and nothing is written.
    const other = await uploadWide(redactor);
    const edited = await t.send(
      'PUT',
      '/api/noticia',
      { id, img_portada: other, img_portada_medio: (await recordOf(other))._id, img_portada_alt: 'Propio' },
      redactor,
    );
    expect(edited.status).toBe(200);
    expect(
      await expectError(
        await t.send(
          'PUT',
          '/api/noticia',
          { id, img_portada: url, img_portada_medio: (await recordOf(other))._id },
          redactor,
        ),
        400,
      ),
    ).toBe(PICKED_MEDIA_MESSAGE);
    expect(
      await expectError(
        await t.send(
          'POST',
          '/api/crearnoticia',
          { ...body, img_portada: url, img_portada_medio: 'e'.repeat(24) },
          redactor,
        ),
        400,
      ),
    ).toBe(PICKED_MEDIA_MESSAGE);
    const [after] = newsDetailResponseSchema.parse(
      await (await t.app.request(`/api/noticia/${id}`)).json(),
    ).noticia;
    expect(after).toMatchObject({ img_portada: other, img_portada_alt: 'Propio' });
  });

  it('saves an event flyer and album photos from the library', async () => {
    const flyer = await uploadWide(redactor);
    const flyerRecord = await recordOf(flyer);
    await t.send(
      'PUT',
      `/api/medios/${flyerRecord._id}`,
      { alt: 'Afiche', credito: 'Diseño: Sol' },
      redactor,
    );
    const agendista = await t.loginAs(['agenda']);
    const event = await t.send(
      'POST',
      '/api/evento',
      {
        titulo: 'Peña',
        flayer: flyer,
        flayer_medio: flyerRecord._id,
        provincia: 'Jujuy',
        fecha: '2030-01-02',
        direccion: 'Plaza',
        horario: '21 h',
      },
      agendista,
    );
    expect(event.status).toBe(200);
    const eventId = ((await event.json()) as { id: string }).id;
    const [evento] = eventDetailResponseSchema.parse(
      await (await t.app.request(`/api/evento/${eventId}`)).json(),
    ).evento;
    expect(evento).toMatchObject({ flayer: flyer, flayer_alt: 'Afiche', flayer_credito: 'Diseño: Sol' });
    await expectError(
      await t.send(
        'PUT',
        '/api/evento',
        { id: eventId, flayer: flyer, flayer_medio: 'e'.repeat(24) },
        agendista,
      ),
      400,
    );

    const photo = await uploadWide(fotografa, 'albums');
    const photoRecord = await recordOf(photo);
    await t.send('PUT', `/api/medios/${photoRecord._id}`, { alt: 'Coro', credito: 'Foto: Eva' }, fotografa);
    const fresh = await uploadWide(fotografa, 'albums');
    const album = await t.send(
      'POST',
      '/api/crearalbum',
      {
        nombre: 'Coros',
        ph: 'Eva',
        fecha: '2026-05-01',
        fotos: [fresh, photo],
        fotos_medios: [photoRecord._id],
      },
      fotografa,
    );
    expect(album.status).toBe(200);
    const albumId = ((await album.json()) as { id: string }).id;
    const [saved] = albumDetailResponseSchema.parse(
      await (await t.app.request(`/api/album/${albumId}`)).json(),
    ).album;
    expect(saved!.fotos_detalle).toEqual([{ url: photo, alt: 'Coro', credito: 'Foto: Eva' }]);
    expect(
      await expectError(
        await t.send(
          'PUT',
          '/api/album',
          { id: albumId, fotos: [fresh], fotos_medios: [photoRecord._id] },
          fotografa,
        ),
        400,
      ),
    ).toBe(PICKED_MEDIA_MESSAGE);
  });
});

describe('records follow storage', () => {
  it('go when an image leaves storage (a replaced cover, the orphan cleanup)', async () => {
    const first = await uploadWide(redactor);
    const second = await uploadWide(redactor);
    const created = await t.send(
      'POST',
      '/api/crearnoticia',
      { provincia: 'Salta', img_portada: first, titulo: 'Reemplazo', descripcion: 'R.', texto: '' },
      redactor,
    );
    const { id } = createNewsResponseSchema.parse(await created.json());
    await t.send('PUT', '/api/noticia', { id, img_portada: second }, redactor);
    expect(await t.db.select().from(medios).where(eq(medios.url, first))).toEqual([]);
    expect((await recordOf(second)).url).toBe(second);

    // An unused upload (a form never saved) goes with the cleanup, and its record with it; the
    // record itself never counts as a use.
    const unused = await uploadWide(redactor);
    const later = new Date(Date.now() + 48 * 3600_000);
    const result = await cleanUpOrphanMedia(t.db, t.media, { now: later });
    expect(result.deleted).toContain(unused.replace('/media/', ''));
    expect(await t.db.select().from(medios).where(eq(medios.url, unused))).toEqual([]);
    expect((await recordOf(second)).url).toBe(second);
  });
});

describe('migration 0017 and the backfill', () => {
  it('record the images already stored, with their alt text and credit, then read their sizes', async () => {
    const db = await createTestDatabase({ migratedBefore: '0017' });
    const media = createMemoryMediaStore();
    const png = tinyPng(20, 10);
    for (const key of ['noticias/a.png', 'agenda/b.png', 'albums/c.png', 'albums/d.png', 'publicidad/e.png'])
      await media.put(key, png, 'image/png');
    // Rows as that database has them (no columns of later migrations).
    await insertLegacyNewsRows(
      db,
      [
        newsRow({
          _id: '01'.repeat(12),
          img_portada: '/media/noticias/a.png',
          img_portada_alt: 'Alt de portada',
          img_portada_credito: 'Crédito de portada',
        }),
        newsRow({ _id: '02'.repeat(12), img_portada: 'https://otro.example/x.jpg' }),
      ],
      ['img_portada_alt', 'img_portada_credito'],
    );
    await insertEvents(db, { _id: '03'.repeat(12), flayer: '/media/agenda/b.png', flayer_alt: 'Afiche' });
    await insertAlbums(db, {
      _id: '04'.repeat(12),
      fotos: ['/media/albums/c.png', '/media/albums/d.png'],
      portada: '/media/albums/c.png',
      fotos_detalle: [{ url: '/media/albums/d.png', alt: 'Foto d', credito: 'PH d' }],
    });
    await insertPublis(db, { _id: '05'.repeat(12), foto: '/media/publicidad/e.png' });
    await migrate(db);

    const rows = async () =>
      (await db.select().from(medios)).map(({ url, alt, credito, ancho, alto, bytes }) => ({
        url,
        alt,
        credito,
        ancho,
        alto,
        bytes,
      }));
    expect(await rows()).toEqual(
      expect.arrayContaining([
        {
          url: '/media/noticias/a.png',
          alt: 'Alt de portada',
          credito: 'Crédito de portada',
          ancho: null,
          alto: null,
          bytes: null,
        },
        { url: '/media/agenda/b.png', alt: 'Afiche', credito: '', ancho: null, alto: null, bytes: null },
        { url: '/media/albums/c.png', alt: '', credito: '', ancho: null, alto: null, bytes: null },
        { url: '/media/albums/d.png', alt: 'Foto d', credito: 'PH d', ancho: null, alto: null, bytes: null },
        { url: '/media/publicidad/e.png', alt: '', credito: '', ancho: null, alto: null, bytes: null },
      ]),
    );
    expect(await rows()).toHaveLength(5);

    // A row written afterwards by old code gets its record from the backfill, and sizes are read.
    await insertBanners(db, { _id: '06'.repeat(12), bannerFull: '/media/banners/f.png', bannerMobile: '' });
    expect(await backfillMediaLibrary(db, media)).toEqual({ recorded: 1, completed: 6 });
    expect((await rows()).find((row) => row.url === '/media/noticias/a.png')).toMatchObject({
      ancho: 20,
      alto: 10,
      bytes: png.length,
    });
    // The banner's file is missing: weight 0, no size, and it is not read again.
    expect((await rows()).find((row) => row.url === '/media/banners/f.png')).toMatchObject({
      bytes: 0,
      ancho: null,
    });
    expect(await backfillMediaLibrary(db, media)).toEqual({ recorded: 0, completed: 0 });
    db.$client.close();
  });
});
