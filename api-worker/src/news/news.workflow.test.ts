import {
  NEWS_UNPUBLISHED_MESSAGE,
  NEWS_UNPUBLISH_REQUIRED_MESSAGE,
  PUBLISH_AT_REQUIRED_MESSAGE,
  newsConflictResponseSchema,
  SYSTEM_AUDIT_USER,
  auditUserLabel,
  createNewsResponseSchema,
  newsListResponseSchema,
  staffNewsDetailResponseSchema,
  staffNewsListResponseSchema,
  type CreateNewsRequest,
  type NewsState,
} from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { createContentVersions } from '../content-version/content-version.ts';
import type { AppDatabase } from '../db/database.ts';
import { auditoria, noticias } from '../db/schema.ts';
import { createTestApp, createTestDatabase } from '../../test-support/create-test-app.ts';
import { insertLegacyNewsRows, newsRow } from '../../test-support/content-fixtures.ts';
import { migrate } from '../db/migrate.ts';
import { embeddedMigrations } from '../db/migrations.generated.ts';
import { insertStaffUser, jsonCall, sessionCookieFor } from '../../test-support/staff-access.ts';

const SHELL = '<!doctype html><html lang="es"><head><title>Portal</title></head><body></body></html>';
const START = Date.parse('2026-06-01T12:00:00.000Z');

let clock: number;
let app: App;
let db: AppDatabase;
let close: () => void;
let cookie: string;

beforeEach(async () => {
  clock = START;
  ({ app, db, close } = await createTestApp({ now: () => clock, shellHtml: async () => SHELL }));
  const redactora = await insertStaffUser(db, {
    username: 'redactora',
    privilegios: ['noticias', 'edicion'],
  });
  cookie = await sessionCookieFor(db, redactora._id);
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

async function create(fields: Partial<CreateNewsRequest> = {}): Promise<string> {
  const response = await app.request('/api/crearnoticia', jsonCall('POST', body(fields), { cookie }));
  const answer: unknown = await response.json();
  expect(response.status, JSON.stringify(answer)).toBe(200);
  return createNewsResponseSchema.parse(answer).id;
}

const put = (fields: Record<string, unknown>, headers: Record<string, string> = {}) => {
  const call = jsonCall('PUT', fields, { cookie });
  return app.request('/api/noticia', { ...call, headers: { ...call.headers, ...headers } });
};

async function staffItem(id: string) {
  const response = await app.request(`/api/redaccion/noticia/${id}`, { headers: { Cookie: cookie } });
  expect(response.status).toBe(200);
  return {
    etag: response.headers.get('ETag'),
    noticia: staffNewsDetailResponseSchema.parse(await response.json()).noticia[0],
  };
}

async function publicListIds(path = '/api/noticias/50/1') {
  const response = await app.request(path);
  expect(response.status).toBe(200);
  const page = newsListResponseSchema.parse(await response.json());
  return { ids: page.docs.map((n) => n._id), total: page.totalDocs, response };
}

const text = async (path: string) => (await app.request(path)).text();

describe('news states in every public answer', () => {
  it('shows published items only: drafts and scheduled ones are nowhere public, and a 404 by id', async () => {
    const published = await create({ titulo: 'Publicada cosecha' });
    const draft = await create({ titulo: 'Borrador cosecha', estado: 'borrador' });
    const scheduled = await create({
      titulo: 'Programada cosecha',
      estado: 'programada',
      publicar_en: '2026-06-01T12:30:00-03:00',
    });

    const list = await publicListIds();
    expect(list.ids).toEqual([published]);
    expect(list.total).toBe(1);
    const province = await publicListIds('/api/noticias/Salta/10/1');
    expect(province.ids).toEqual([published]);
    expect(province.total).toBe(1);
    const search = (await (await app.request('/api/noticia/b/cosecha/10/1')).json()) as {
      noticia: { docs: { _id: string }[]; totalDocs: number };
    };
    expect(search.noticia.docs.map((n) => n._id)).toEqual([published]);
    expect(search.noticia.totalDocs).toBe(1);
    const more = (await (await app.request('/api/masnoticias')).json()) as { _id: string }[];
    expect(more.map((n) => n._id)).not.toContain(draft);

    for (const hidden of [draft, scheduled]) {
      const detail = await app.request(`/api/noticia/${hidden}`);
      expect(detail.status).toBe(404);
      expect(await detail.json()).toEqual({ msg: 'La noticia solicitada no existe.' });
      expect((await app.request(`/noticia/${hidden}`)).status).toBe(404);
      for (const feed of ['/rss.xml', '/rss/salta.xml', '/sitemap-news.xml', '/sitemap-google-news.xml']) {
        expect(await text(feed), feed).not.toContain(hidden);
      }
    }
    expect((await app.request(`/api/noticia/${published}`)).status).toBe(200);
    expect((await app.request(`/noticia/${published}`)).status).toBe(200);
    expect(await text('/rss.xml')).toContain(published);
    expect(await text('/sitemap-news.xml')).toContain(published);
  });

  it('POST without estado publishes at once; PUT without estado keeps the state', async () => {
    const draft = await create({ estado: 'borrador' });
    expect((await put({ id: draft, titulo: 'Sigue en borrador' })).status).toBe(200);
    expect((await staffItem(draft)).noticia).toMatchObject({
      estado: 'borrador',
      titulo: 'Sigue en borrador',
    });
    expect((await app.request(`/api/noticia/${draft}`)).status).toBe(404);

    const published = await create();
    expect((await staffItem(published)).noticia.estado).toBe('publicada');
    expect((await put({ id: published, titulo: 'Sigue publicada' })).status).toBe(200);
    expect((await staffItem(published)).noticia.estado).toBe('publicada');
  });

  it('publishing a draft dates it now, so it heads the lists; unpublishing takes it out of every count', async () => {
    const draft = await create({ estado: 'borrador' });
    clock += 60_000;
    const other = await create();
    clock += 60_000;
    expect((await put({ id: draft, estado: 'publicada' })).status).toBe(200);
    const list = await publicListIds();
    expect(list.ids).toEqual([draft, other]);
    expect((await staffItem(draft)).noticia.created_at).toBe(new Date(clock).toISOString());

    expect((await put({ id: other, estado: 'borrador', despublicar: true })).status).toBe(200);
    const after = await publicListIds('/api/noticias/Salta/10/1');
    expect(after.ids).toEqual([draft]);
    expect(after.total).toBe(1);
    const search = (await (await app.request('/api/noticia/b/cosecha/10/1')).json()) as {
      noticia: { totalDocs: number };
    };
    expect(search.noticia.totalDocs).toBe(1);
  });

  it('refuses to schedule without a time, and an unknown state, with Spanish messages', async () => {
    const refused = await app.request(
      '/api/crearnoticia',
      jsonCall('POST', body({ estado: 'programada' }), { cookie }),
    );
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ msg: PUBLISH_AT_REQUIRED_MESSAGE });
    const unknown = await app.request(
      '/api/crearnoticia',
      jsonCall('POST', { ...body(), estado: 'archivada' }, { cookie }),
    );
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { msg: string }).msg).toMatch(/estado/);
    const id = await create();
    const noTime = await put({ id, estado: 'programada' });
    expect(noTime.status).toBe(400);
    expect(await noTime.json()).toEqual({ msg: PUBLISH_AT_REQUIRED_MESSAGE });
    expect(await db.select().from(noticias)).toHaveLength(1);
  });
});

describe('scheduled publishing', () => {
  it('goes out by itself when its time comes: lists, counts, search, detail, feeds, new ETags', async () => {
    const published = await create();
    const scheduled = await create({
      titulo: 'Embargo cosecha',
      estado: 'programada',
      // Argentina's time, stored in UTC.
      publicar_en: '2026-06-01T09:00:20-03:00',
    });
    expect((await staffItem(scheduled)).noticia.publicar_en).toBe('2026-06-01T12:00:20.000Z');

    const before = await publicListIds();
    expect(before.ids).toEqual([published]);
    const etag = before.response.headers.get('ETag')!;
    // No public lifetime reaches past the scheduled time (20 s away).
    expect(before.response.headers.get('Cache-Control')).toBe(
      'public, max-age=20, s-maxage=20, stale-while-revalidate=0',
    );
    expect((await app.request('/rss.xml')).headers.get('Cache-Control')).toMatch(/max-age=20\b/);

    clock += 19_000;
    expect((await publicListIds()).ids).toEqual([published]);
    clock += 1_000;
    const after = await publicListIds();
    expect(after.ids).toEqual([scheduled, published]);
    expect(after.total).toBe(2);
    expect(after.response.headers.get('ETag')).not.toBe(etag);
    expect((await app.request('/api/noticias/50/1', { headers: { 'If-None-Match': etag } })).status).toBe(
      200,
    );
    expect(after.response.headers.get('Cache-Control')).toBe(
      'public, max-age=30, s-maxage=60, stale-while-revalidate=300',
    );
    expect((await app.request(`/api/noticia/${scheduled}`)).status).toBe(200);
    expect((await app.request(`/noticia/${scheduled}`)).status).toBe(200);
    expect(await text('/rss.xml')).toContain(scheduled);
    const search = (await (await app.request('/api/noticia/b/embargo/10/1')).json()) as {
      noticia: { docs: { _id: string }[] };
    };
    expect(search.noticia.docs.map((n) => n._id)).toEqual([scheduled]);
    const { noticia } = await staffItem(scheduled);
    expect(noticia).toMatchObject({ estado: 'publicada', created_at: '2026-06-01T12:00:20.000Z' });
  });

  it('is published by the timer or cron run (publishDue) with no request, bumping the version', async () => {
    const scheduled = await create({ estado: 'programada', publicar_en: '2026-06-01T12:05:00.000Z' });
    const versions = createContentVersions(db, { now: () => clock });
    const version = await versions.current();
    expect(await versions.publishDue()).toBe(0);
    clock = Date.parse('2026-06-01T12:05:00.000Z');
    expect(await versions.publishDue()).toBe(1);
    expect(await versions.current()).not.toBe(version);
    const [row] = await db.select().from(noticias).where(eq(noticias._id, scheduled));
    expect(row!.estado).toBe('publicada');
    // The audit log names the system as who published it, and the item by its title.
    const [audit] = await db.select().from(auditoria).where(eq(auditoria.accion, 'publicar'));
    expect(audit).toMatchObject({
      usuario: SYSTEM_AUDIT_USER,
      recurso: 'noticia',
      recurso_id: scheduled,
      titulo: 'Cosecha récord',
    });
    expect(auditUserLabel(audit!.usuario)).toBe('Sistema');
  });
});

describe('staff views', () => {
  it('list every state, newest change first, filtered by estado, with the workflow fields', async () => {
    const states: NewsState[] = ['publicada', 'borrador', 'programada'];
    const ids: string[] = [];
    for (const estado of states) {
      clock += 1_000;
      ids.push(
        await create({
          titulo: `Nota ${estado}`,
          estado,
          ...(estado === 'programada' ? { publicar_en: '2026-07-01T10:00:00.000Z' } : {}),
        }),
      );
    }
    clock += 1_000;
    expect((await put({ id: ids[0], descripcion: 'Cambiada' })).status).toBe(200);
    const list = async (query = '') => {
      const response = await app.request(`/api/redaccion/noticias/10/1${query}`, {
        headers: { Cookie: cookie },
      });
      expect(response.status).toBe(200);
      return staffNewsListResponseSchema.parse(await response.json()).noticias;
    };
    expect((await list()).docs.map((n) => n._id)).toEqual([ids[0], ids[2], ids[1]]);
    for (const [i, estado] of states.entries()) {
      const page = await list(`?estado=${estado}`);
      expect(page.docs.map((n) => n._id)).toEqual([ids[i]]);
      expect(page.totalDocs).toBe(1);
      expect(page.docs[0]!.estado).toBe(estado);
    }
    expect((await list('?estado=borrador&q=nota')).docs).toHaveLength(1);
    const bad = await app.request('/api/redaccion/noticias/10/1?estado=archivada', {
      headers: { Cookie: cookie },
    });
    expect(bad.status).toBe(400);
  });

  it('show one item in any state with its version as ETag; a visitor gets 401', async () => {
    const draft = await create({ estado: 'borrador' });
    const { etag, noticia } = await staffItem(draft);
    expect(etag).toBe('"1"');
    expect(noticia).toMatchObject({
      _id: draft,
      estado: 'borrador',
      version: 1,
      texto: '<p>Texto de la nota.</p>',
    });
    expect((await put({ id: draft, titulo: 'Otra' })).headers.get('ETag')).toBe('"2"');
    expect((await staffItem(draft)).etag).toBe('"2"');
    expect((await app.request(`/api/redaccion/noticia/${draft}`)).status).toBe(401);
    const missing = await app.request('/api/redaccion/noticia/0123456789abcdef01234567', {
      headers: { Cookie: cookie },
    });
    expect(missing.status).toBe(404);
  });
});

describe('PUT /api/noticia with If-Match', () => {
  it('answers 412 and writes nothing when someone saved in between', async () => {
    const id = await create();
    const { etag } = await staffItem(id);
    expect((await put({ id, titulo: 'Primera edición' }, { 'If-Match': etag! })).status).toBe(200);
    const stale = await put({ id, titulo: 'Segunda edición' }, { 'If-Match': etag! });
    expect(stale.status).toBe(412);
    const { noticia, etag: current } = await staffItem(id);
    expect(noticia).toMatchObject({ titulo: 'Primera edición', version: 2 });
    // The answer says who saved, when (Argentina's time in the message) and the item as it is now.
    expect(newsConflictResponseSchema.strict().parse(await stale.json())).toEqual({
      msg: 'Nombre redactora Apellido redactora guardó esta noticia a las 09:00 (hora de Argentina) mientras la editabas.',
      actualizado_por: 'Nombre redactora Apellido redactora',
      actualizado_en: '2026-06-01T12:00:00.000Z',
      version: 2,
      noticia,
    });
    // A tag that names no version matches nothing.
    const unmatchable = await put({ id, titulo: 'X' }, { 'If-Match': 'cualquiera' });
    expect(unmatchable.status).toBe(412);
    expect(await unmatchable.json()).toMatchObject({ version: 2, noticia: { titulo: 'Primera edición' } });
    expect((await put({ id, titulo: 'Tercera' }, { 'If-Match': current! })).status).toBe(200);
    // Without If-Match the last write wins (the original client).
    expect((await put({ id, titulo: 'Última' })).status).toBe(200);
    expect((await staffItem(id)).noticia).toMatchObject({ titulo: 'Última', version: 4 });
  });

  it('lets one of two saves naming the same version through, never both', async () => {
    const id = await create();
    const { etag } = await staffItem(id);
    const answers = await Promise.all(
      ['Versión A', 'Versión B', 'Versión C'].map((titulo) => put({ id, titulo }, { 'If-Match': etag! })),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 412, 412]);
    expect((await staffItem(id)).noticia.version).toBe(2);
  });
});

describe('unpublishing (Despublicar)', () => {
  const auditOf = async (id: string) =>
    (await db.select().from(auditoria).where(eq(auditoria.recurso_id, id))).map((row) => row.accion);

  it('never happens by a save: estado borrador on a published or scheduled item is a 409 and writes nothing', async () => {
    const published = await create({ titulo: 'Publicada' });
    const scheduled = await create({ estado: 'programada', publicar_en: '2026-06-02T10:00:00.000Z' });
    for (const id of [published, scheduled]) {
      const before = await staffItem(id);
      const refused = await put({ id, titulo: 'Cambio', estado: 'borrador' });
      expect(refused.status).toBe(409);
      expect(await refused.json()).toEqual({ msg: NEWS_UNPUBLISH_REQUIRED_MESSAGE });
      expect((await staffItem(id)).noticia).toEqual(before.noticia);
    }
    // Saving a published item, with or without its own state, keeps it public (the original client).
    expect((await put({ id: published, titulo: 'Editada' })).status).toBe(200);
    expect((await put({ id: published, titulo: 'Editada otra vez', estado: 'publicada' })).status).toBe(200);
    expect((await staffItem(published)).noticia.estado).toBe('publicada');
    expect((await publicListIds()).ids).toContain(published);
    expect(await auditOf(published)).toEqual(['publicar', 'editar', 'editar']);
    // A draft stays a draft when saved as one.
    const draft = await create({ estado: 'borrador' });
    expect((await put({ id: draft, titulo: 'Borrador', estado: 'borrador' })).status).toBe(200);
  });

  it('is explicit: despublicar takes the item offline, keeps the content sent and is audited as despublicar', async () => {
    const published = await create({ titulo: 'Se despublica' });
    const { etag } = await staffItem(published);
    const answer = await put(
      { id: published, despublicar: true, descripcion: 'Con un cambio' },
      { 'If-Match': etag! },
    );
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ msg: NEWS_UNPUBLISHED_MESSAGE });
    expect((await staffItem(published)).noticia).toMatchObject({
      estado: 'borrador',
      descripcion: 'Con un cambio',
      version: 2,
    });
    expect((await publicListIds()).ids).not.toContain(published);
    expect((await app.request(`/api/noticia/${published}`)).status).toBe(404);
    expect(await auditOf(published)).toEqual(['publicar', 'despublicar']);

    // A scheduled item: its schedule is cancelled, and it never comes out.
    const scheduled = await create({ estado: 'programada', publicar_en: '2026-06-01T12:05:00.000Z' });
    expect((await put({ id: scheduled, estado: 'borrador', despublicar: true })).status).toBe(200);
    clock = Date.parse('2026-06-01T12:06:00.000Z');
    expect((await publicListIds()).ids).not.toContain(scheduled);
    expect((await staffItem(scheduled)).noticia.estado).toBe('borrador');
    expect(await auditOf(scheduled)).toEqual(['programar', 'despublicar']);
  });

  it('refuses despublicar with another state, and a stale If-Match, with nothing written', async () => {
    const id = await create();
    const wrong = await put({ id, despublicar: true, estado: 'publicada' });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({
      msg: 'Despublicar deja la noticia como borrador: no indiques otro estado.',
    });
    const notBoolean = await put({ id, despublicar: 'si' });
    expect(notBoolean.status).toBe(400);
    expect(await notBoolean.json()).toEqual({ msg: 'despublicar debe ser verdadero o falso.' });
    expect((await put({ id, titulo: 'Otra mano' })).status).toBe(200);
    expect((await put({ id, despublicar: true }, { 'If-Match': '"1"' })).status).toBe(412);
    expect((await staffItem(id)).noticia.estado).toBe('publicada');
  });
});

describe('cover alt text and credit', () => {
  it('are stored as plain text, answered when given, and used by the crawler page', async () => {
    const id = await create({
      img_portada_alt: '  Cosechadoras en un campo\nde Salta ',
      img_portada_credito: 'Foto: Ana Ruiz <b>',
    });
    const detail = (await (await app.request(`/api/noticia/${id}`)).json()) as {
      noticia: Record<string, unknown>[];
    };
    expect(detail.noticia[0]).toMatchObject({
      img_portada_alt: 'Cosechadoras en un campo de Salta',
      img_portada_credito: 'Foto: Ana Ruiz <b>',
    });
    const list = (await (await app.request('/api/noticias/10/1')).json()) as {
      docs: Record<string, unknown>[];
    };
    expect(list.docs[0]).toMatchObject({ img_portada_alt: 'Cosechadoras en un campo de Salta' });

    const html = await text(`/noticia/${id}`);
    expect(html).toContain('<meta property="og:image:alt" content="Cosechadoras en un campo de Salta">');
    expect(html).toContain('<meta name="twitter:image:alt" content="Cosechadoras en un campo de Salta">');
    const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!) as {
      image: unknown[];
    };
    expect(ld.image).toEqual([
      {
        '@type': 'ImageObject',
        url: expect.stringMatching(/\/media\/noticias\/portada\.jpg$/),
        contentUrl: expect.stringMatching(/\/media\/noticias\/portada\.jpg$/),
        caption: 'Cosechadoras en un campo de Salta',
        creditText: 'Foto: Ana Ruiz <b>',
        copyrightNotice: 'Foto: Ana Ruiz <b>',
      },
    ]);
    // The credit is text in the page: escaped, never markup.
    expect(html).not.toContain('Ruiz <b>"');
  });

  it('are left out of public answers when not given, and limited in length', async () => {
    const id = await create();
    const detail = (await (await app.request(`/api/noticia/${id}`)).json()) as {
      noticia: Record<string, unknown>[];
    };
    expect(detail.noticia[0]).not.toHaveProperty('img_portada_alt');
    expect((await staffItem(id)).noticia).toMatchObject({ img_portada_alt: '', img_portada_credito: '' });
    const tooLong = await put({ id, img_portada_alt: 'a'.repeat(301) });
    expect(tooLong.status).toBe(400);
    expect(await tooLong.json()).toEqual({
      msg: 'El texto alternativo de la portada admite a lo sumo 300 caracteres.',
    });
  });
});

describe('migrating a database with news (0005 onwards)', () => {
  it('publishes every stored item, dates its last change and keeps lists, totals and search', async () => {
    const old = await createTestDatabase({ migrated: false });
    const before = embeddedMigrations.findIndex((m) => m.tag === '0005_news_states');
    await migrate(old, embeddedMigrations.slice(0, before));
    await insertLegacyNewsRows(old, [
      newsRow({
        titulo: 'Guardada antes',
        provincia: 'Salta',
        editor: 'Ana Ruiz',
        created_at: '2026-01-02T10:00:00.000Z',
      }),
    ]);
    await migrate(old);
    const [row] = await old.select().from(noticias);
    expect(row).toMatchObject({
      estado: 'publicada',
      publicar_en: null,
      actualizado_en: '2026-01-02T10:00:00.000Z',
      actualizado_por: 'Ana Ruiz',
      version: 1,
      img_portada_alt: '',
    });
    const migrated = await createTestApp({ db: old });
    const list = (await (await migrated.app.request('/api/noticias/Salta/10/1')).json()) as {
      totalDocs: number;
    };
    expect(list.totalDocs).toBe(1);
    const found = (await (await migrated.app.request('/api/noticia/b/guardada/10/1')).json()) as {
      noticia: { totalDocs: number };
    };
    expect(found.noticia.totalDocs).toBe(1);
    migrated.close();
  });
});
