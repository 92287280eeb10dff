import {
  EDITOR_REQUIRED_MESSAGE,
  NEWS_CREATED_FOR_REVIEW_MESSAGE,
  NEWS_CREATED_MESSAGE,
  NEWS_AUTHOR_ONLY_MESSAGE,
  NEWS_LOCKED_MESSAGE,
  RESTORE_AUTHOR_ONLY_MESSAGE,
  TRASH_AUTHOR_ONLY_MESSAGE,
  TRASH_DAYS,
  TRASH_NEEDS_EDITOR_MESSAGE,
  auditActionLabel,
  calendarResponseSchema,
  createNewsResponseSchema,
  isLabelledAudit,
  newsNotesResponseSchema,
  newsroomPresenceResponseSchema,
  presenceResponseSchema,
  reviewQueueResponseSchema,
  staffNewsDetailResponseSchema,
  staffNewsListResponseSchema,
  trashListResponseSchema,
  type CreateNewsRequest,
  type Privilege,
} from '@portal/contracts';
import { desc, eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import type { AppDatabase } from '../db/database.ts';
import { auditoria, noticiasPapelera, noticiasRevisiones, usuarios } from '../db/schema.ts';
import { createTestApp, createTestDatabase } from '../../test-support/create-test-app.ts';
import { insertStaffUser, jsonCall, sessionCookieFor } from '../../test-support/staff-access.ts';
import { migrate } from '../db/migrate.ts';
import type { MediaStore } from '../media/media-store.ts';
import { createTrashCommands } from './trash.ts';
import { newObjectId } from '../db/ids.ts';

const SHELL = '<!doctype html><html lang="es"><head><title>Portal</title></head><body></body></html>';
const START = Date.parse('2026-06-01T12:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;

let clock: number;
let app: App;
let db: AppDatabase;
let media: MediaStore;
let close: () => void;
/** An editor (noticias + edicion) and a writer (noticias only). */
let editor: string;
let writer: string;

beforeEach(async () => {
  clock = START;
  ({ app, db, media, close } = await createTestApp({ now: () => clock, shellHtml: async () => SHELL }));
  editor = await staff('editora', ['noticias', 'edicion']);
  writer = await staff('corresponsal', ['noticias']);
});
afterEach(() => close());

async function staff(username: string, privilegios: Privilege[]) {
  const user = await insertStaffUser(db, { username, privilegios });
  return sessionCookieFor(db, user._id);
}

const send = (cookie: string, method: string, path: string, body?: unknown) =>
  app.request(path, jsonCall(method, body, { cookie }));

const body = (fields: Partial<CreateNewsRequest> = {}): CreateNewsRequest => ({
  provincia: 'Salta',
  img_portada: '/media/noticias/portada.jpg',
  titulo: 'Cosecha récord',
  descripcion: 'Un resumen.',
  texto: '<p>Texto de la nota.</p>',
  ...fields,
});

async function create(cookie: string, fields: Partial<CreateNewsRequest> = {}) {
  const response = await send(cookie, 'POST', '/api/crearnoticia', body(fields));
  const answer: unknown = await response.json();
  expect(response.status, JSON.stringify(answer)).toBe(200);
  return createNewsResponseSchema.parse(answer);
}

async function staffItem(id: string) {
  const response = await app.request(`/api/redaccion/noticia/${id}`, { headers: { Cookie: editor } });
  return response.status === 200
    ? staffNewsDetailResponseSchema.parse(await response.json()).noticia[0]
    : undefined;
}

async function expectRefused(response: Response, status: number, msg?: string) {
  const answer = (await response.json()) as { msg: string };
  expect(response.status, JSON.stringify(answer)).toBe(status);
  if (msg) expect(answer.msg).toBe(msg);
  else expect(answer.msg).toMatch(/[a-záéíóúñ]/i);
}

const auditActions = async (id: string) =>
  (
    await db
      .select()
      .from(auditoria)
      .where(eq(auditoria.recurso_id, id))
      .orderBy(sql`rowid`)
  ).map((row) => row.accion);

describe('review before publishing', () => {
  it("the original client's create by a writer is saved in review, and says so; an editor's publishes", async () => {
    const byWriter = await create(writer);
    expect(byWriter.msg).toBe(NEWS_CREATED_FOR_REVIEW_MESSAGE);
    expect((await staffItem(byWriter.id))?.estado).toBe('revision');
    expect((await app.request(`/api/noticia/${byWriter.id}`)).status).toBe(404);
    const byEditor = await create(editor);
    expect(byEditor.msg).toBe(NEWS_CREATED_MESSAGE);
    expect((await staffItem(byEditor.id))?.estado).toBe('publicada');
    expect(await auditActions(byWriter.id)).toEqual(['crear+enviar-revision']);
  });

  it('a writer cannot publish, schedule, unpublish or edit a public item: 403 with a Spanish msg, nothing written', async () => {
    await expectRefused(
      await send(writer, 'POST', '/api/crearnoticia', body({ estado: 'publicada' })),
      403,
      EDITOR_REQUIRED_MESSAGE,
    );
    await expectRefused(
      await send(
        writer,
        'POST',
        '/api/crearnoticia',
        body({ estado: 'programada', publicar_en: '2026-06-02T12:00:00Z' }),
      ),
      403,
    );
    const draft = (await create(writer, { estado: 'borrador' })).id;
    await expectRefused(await send(writer, 'PUT', '/api/noticia', { id: draft, estado: 'publicada' }), 403);
    const published = (await create(editor)).id;
    await expectRefused(
      await send(writer, 'PUT', '/api/noticia', { id: published, titulo: 'Cambio' }),
      403,
      NEWS_LOCKED_MESSAGE,
    );
    await expectRefused(
      await send(writer, 'PUT', '/api/noticia', { id: published, estado: 'borrador', despublicar: true }),
      403,
    );
    expect(await staffItem(published)).toMatchObject({
      estado: 'publicada',
      titulo: 'Cosecha récord',
      version: 1,
    });
    expect((await staffItem(draft))?.estado).toBe('borrador');
    // The editor-only calls.
    await expectRefused(
      await app.request('/api/redaccion/revision/10/1', { headers: { Cookie: writer } }),
      403,
    );
    await expectRefused(await send(writer, 'POST', `/api/noticia/${draft}/devolver`, { nota: 'x' }), 403);
    // A writer edits and saves drafts.
    expect((await send(writer, 'PUT', '/api/noticia', { id: draft, titulo: 'Borrador 2' })).status).toBe(200);
  });

  it('sent → queue (oldest first, with note) → approved and public; returned → draft with a note; each move audited', async () => {
    const first = (await create(writer, { estado: 'borrador', titulo: 'Primera' })).id;
    const second = (await create(writer, { estado: 'borrador', titulo: 'Segunda' })).id;
    // Only a draft is sent; the note is optional.
    expect(
      (await send(writer, 'POST', `/api/noticia/${first}/revision`, { nota: 'Revisar cifras' })).status,
    ).toBe(200);
    clock += 60_000;
    expect((await send(writer, 'POST', `/api/noticia/${second}/revision`, {})).status).toBe(200);
    await expectRefused(await send(writer, 'POST', `/api/noticia/${second}/revision`, {}), 409);

    const queue = reviewQueueResponseSchema.parse(
      await (await app.request('/api/redaccion/revision/10/1', { headers: { Cookie: editor } })).json(),
    ).noticias;
    expect(queue.docs.map((n) => [n.titulo, n.nota, n.enviada_por])).toEqual([
      ['Primera', 'Revisar cifras', 'Nombre corresponsal Apellido corresponsal'],
      ['Segunda', '', 'Nombre corresponsal Apellido corresponsal'],
    ]);
    expect(queue.totalDocs).toBe(2);
    // Nowhere public while in review.
    expect((await app.request(`/api/noticia/${first}`)).status).toBe(404);

    // Approve: publish now.
    expect((await send(editor, 'PUT', '/api/noticia', { id: first, estado: 'publicada' })).status).toBe(200);
    expect((await app.request(`/api/noticia/${first}`)).status).toBe(200);
    // Return with a note (required).
    await expectRefused(await send(editor, 'POST', `/api/noticia/${second}/devolver`, { nota: '  ' }), 400);
    expect(
      (await send(editor, 'POST', `/api/noticia/${second}/devolver`, { nota: 'Falta la fuente.' })).status,
    ).toBe(200);
    expect((await staffItem(second))?.estado).toBe('borrador');
    await expectRefused(await send(editor, 'POST', `/api/noticia/${second}/devolver`, { nota: 'Otra' }), 409);
    const notes = newsNotesResponseSchema.parse(
      await (await app.request(`/api/noticia/${second}/notas`, { headers: { Cookie: writer } })).json(),
    ).notas;
    expect(notes.map((n) => [n.tipo, n.nota, n.autor])).toEqual([
      ['devolucion', 'Falta la fuente.', 'Nombre editora Apellido editora'],
      ['revision', '', 'Nombre corresponsal Apellido corresponsal'],
    ]);
    const empty = reviewQueueResponseSchema.parse(
      await (await app.request('/api/redaccion/revision/10/1', { headers: { Cookie: editor } })).json(),
    );
    expect(empty.noticias.docs).toEqual([]);

    expect(await auditActions(first)).toEqual(['crear', 'enviar-revision', 'aprobar+publicar']);
    expect(await auditActions(second)).toEqual(['crear', 'enviar-revision', 'devolver']);
    expect(auditActionLabel('aprobar+publicar')).toBe('Aprobación y publicación');
  });

  it('a writer sends only their own drafts for review (POST and PUT); an editor sends anyone’s; unknown authors stay open', async () => {
    const colleague = await staff('corresponsal-dos', ['noticias']);
    const mine = (await create(writer, { estado: 'borrador', titulo: 'Mía' })).id;
    expect((await staffItem(mine))?.creada_por).toMatch(/^[0-9a-f]{24}$/);
    for (const refused of [
      await send(colleague, 'POST', `/api/noticia/${mine}/revision`, { nota: 'La mando yo' }),
      await send(colleague, 'PUT', '/api/noticia', { id: mine, estado: 'revision' }),
    ]) {
      expect(refused.status).toBe(403);
      expect(((await refused.json()) as { msg: string }).msg).toBe(
        'Solo quien escribió esta noticia, o un editor, puede enviarla a revisión.',
      );
    }
    // Nothing written: still a draft, no note, no audited move (nor may the colleague edit it).
    expect((await staffItem(mine))?.estado).toBe('borrador');
    expect(await auditActions(mine)).toEqual(['crear']);
    expect((await send(writer, 'POST', `/api/noticia/${mine}/revision`, {})).status).toBe(200);

    const returned = (await create(writer, { estado: 'borrador', titulo: 'De otro' })).id;
    expect((await send(editor, 'POST', `/api/noticia/${returned}/revision`, {})).status).toBe(200);
    // An item whose author is not known (written before the column, the demo content): anyone.
    const old = (await create(writer, { estado: 'borrador', titulo: 'Antigua' })).id;
    await db.run(sql`UPDATE noticias SET creada_por = '' WHERE _id = ${old}`);
    expect((await send(colleague, 'PUT', '/api/noticia', { id: old, estado: 'revision' })).status).toBe(200);
  });

  it("the staff list says which drafts an editor returned to their author ('Devuelta') until they are sent again", async () => {
    const returned = (await create(writer, { estado: 'borrador', titulo: 'Devuelta' })).id;
    const plain = (await create(writer, { estado: 'borrador', titulo: 'Borrador sin enviar' })).id;
    const published = (await create(editor, { titulo: 'Publicada' })).id;
    expect((await send(writer, 'POST', `/api/noticia/${returned}/revision`, {})).status).toBe(200);
    clock += 60_000;
    expect(
      (await send(editor, 'POST', `/api/noticia/${returned}/devolver`, { nota: 'Falta la fuente.' })).status,
    ).toBe(200);
    const rows = async () => {
      const answer = await app.request('/api/redaccion/noticias/10/1', { headers: { Cookie: writer } });
      expect(answer.status).toBe(200);
      const { docs } = staffNewsListResponseSchema.parse(await answer.json()).noticias;
      return Object.fromEntries(docs.map((n) => [n._id, n.devuelta]));
    };
    expect(await rows()).toEqual({ [returned]: true, [plain]: false, [published]: false });
    // Edited while returned: still 'Devuelta' (the edit screen says so too) …
    clock += 60_000;
    expect((await send(writer, 'PUT', '/api/noticia', { id: returned, titulo: 'Corregida' })).status).toBe(
      200,
    );
    expect((await rows())[returned]).toBe(true);
    // … until it is sent again: then it is in review, no longer returned.
    clock += 60_000;
    expect((await send(writer, 'POST', `/api/noticia/${returned}/revision`, {})).status).toBe(200);
    expect((await rows())[returned]).toBe(false);
  });

  it('approving by scheduling is one audited row; the staff list filters the review state', async () => {
    const id = (await create(writer)).id;
    expect(
      (
        await send(editor, 'PUT', '/api/noticia', {
          id,
          estado: 'programada',
          publicar_en: '2026-06-02T12:00:00Z',
        })
      ).status,
    ).toBe(200);
    expect(await auditActions(id)).toEqual(['crear+enviar-revision', 'aprobar+programar']);
    await create(writer, { titulo: 'En cola' });
    const list = staffNewsListResponseSchema.parse(
      await (
        await app.request('/api/redaccion/noticias/10/1?estado=revision', { headers: { Cookie: writer } })
      ).json(),
    );
    expect(list.noticias.docs.map((n) => n.titulo)).toEqual(['En cola']);
  });
});

describe('ownership and the trash (DESIGN §11: no back door to unpublishing)', () => {
  /** A story by the writer, approved and published by the editor. */
  async function writersPublished(titulo = 'Del corresponsal') {
    const id = (await create(writer, { titulo })).id;
    expect((await send(editor, 'PUT', '/api/noticia', { id, estado: 'publicada' })).status).toBe(200);
    return id;
  }

  it("a writer cannot trash a published or scheduled story, a colleague's or his own: 403, still public, nothing audited", async () => {
    const editors = (await create(editor, { titulo: 'Del redactor' })).id;
    const scheduled = (await create(editor, { estado: 'programada', publicar_en: '2026-06-02T12:00:00Z' }))
      .id;
    const own = await writersPublished();
    for (const id of [editors, scheduled, own])
      await expectRefused(
        await send(writer, 'DELETE', `/api/noticia/${id}`),
        403,
        TRASH_NEEDS_EDITOR_MESSAGE,
      );
    expect((await app.request(`/api/noticia/${editors}`)).status).toBe(200);
    expect((await app.request(`/api/noticia/${own}`)).status).toBe(200);
    expect(await staffItem(scheduled)).toMatchObject({
      estado: 'programada',
      publicar_en: '2026-06-02T12:00:00.000Z',
    });
    expect(await db.select().from(noticiasPapelera)).toEqual([]);
    expect(await auditActions(editors)).toEqual(['publicar']);
    // An editor may: the move is audited.
    expect((await send(editor, 'DELETE', `/api/noticia/${editors}`)).status).toBe(200);
    expect(await auditActions(editors)).toEqual(['publicar', 'papelera']);
  });

  it("the issue's path is closed: a writer neither restores nor rewrites a colleague's story trashed by an editor", async () => {
    const id = (await create(editor, { titulo: 'Del redactor' })).id;
    expect((await send(editor, 'DELETE', `/api/noticia/${id}`)).status).toBe(200);
    await expectRefused(
      await send(writer, 'POST', `/api/papelera/${id}/restaurar`),
      403,
      RESTORE_AUTHOR_ONLY_MESSAGE,
    );
    expect((await db.select().from(noticiasPapelera)).map((row) => row._id)).toEqual([id]);
    const back = await send(editor, 'POST', `/api/papelera/${id}/restaurar`);
    expect(await back.json()).toMatchObject({ estado: 'publicada' });
    expect((await app.request(`/api/noticia/${id}`)).status).toBe(200);
  });

  it('a writer restores his own published story, trashed by an editor, as a draft only', async () => {
    const id = await writersPublished();
    expect((await send(editor, 'DELETE', `/api/noticia/${id}`)).status).toBe(200);
    const back = await send(writer, 'POST', `/api/papelera/${id}/restaurar`);
    expect(back.status).toBe(200);
    expect(await back.json()).toMatchObject({ estado: 'borrador' });
    expect((await app.request(`/api/noticia/${id}`)).status).toBe(404);
  });

  it("a colleague's draft or item in review: a writer neither edits, trashes, restores nor restores a revision of it; an editor does", async () => {
    const colleague = await staff('corresponsal-dos', ['noticias']);
    const draft = (await create(writer, { estado: 'borrador', titulo: 'Borrador ajeno' })).id;
    expect((await send(writer, 'PUT', '/api/noticia', { id: draft, titulo: 'Segunda versión' })).status).toBe(
      200,
    );
    const inReview = (await create(writer, { titulo: 'En revisión ajena' })).id;
    for (const id of [draft, inReview]) {
      await expectRefused(
        await send(colleague, 'PUT', '/api/noticia', { id, titulo: 'Pisada' }),
        403,
        NEWS_AUTHOR_ONLY_MESSAGE,
      );
      await expectRefused(
        await send(colleague, 'DELETE', `/api/noticia/${id}`),
        403,
        TRASH_AUTHOR_ONLY_MESSAGE,
      );
    }
    const [revision] = await db
      .select()
      .from(noticiasRevisiones)
      .where(eq(noticiasRevisiones.noticia_id, draft));
    await expectRefused(
      await send(colleague, 'POST', `/api/noticia/${draft}/revisiones/${revision!._id}/restaurar`),
      403,
      NEWS_AUTHOR_ONLY_MESSAGE,
    );
    expect(await staffItem(draft)).toMatchObject({
      titulo: 'Segunda versión',
      estado: 'borrador',
      version: 2,
    });
    expect(await staffItem(inReview)).toMatchObject({ titulo: 'En revisión ajena', estado: 'revision' });
    // Its author trashes it; the colleague cannot bring it back, its author can.
    expect((await send(writer, 'DELETE', `/api/noticia/${draft}`)).status).toBe(200);
    await expectRefused(
      await send(colleague, 'POST', `/api/papelera/${draft}/restaurar`),
      403,
      RESTORE_AUTHOR_ONLY_MESSAGE,
    );
    const trash = trashListResponseSchema.parse(
      await (await app.request('/api/papelera/10/1', { headers: { Cookie: colleague } })).json(),
    ).papelera.docs;
    expect(trash.map((item) => [item._id, item.creada_por])).toEqual([
      [draft, (await staffItem(inReview))!.creada_por],
    ]);
    expect(await (await send(writer, 'POST', `/api/papelera/${draft}/restaurar`)).json()).toMatchObject({
      estado: 'borrador',
    });
    // An editor handles everyone's.
    expect((await send(editor, 'PUT', '/api/noticia', { id: inReview, titulo: 'Corregida' })).status).toBe(
      200,
    );
    expect((await send(editor, 'DELETE', `/api/noticia/${inReview}`)).status).toBe(200);
    expect(await auditActions(draft)).toEqual(['crear', 'editar', 'papelera', 'recuperar']);
  });
});

describe('presence', () => {
  it('says who else has the item open since when, and forgets them 60 s after their last heartbeat', async () => {
    const id = (await create(editor)).id;
    const beat = async (cookie: string) => {
      const response = await send(cookie, 'POST', `/api/noticia/${id}/presencia`);
      expect(response.status).toBe(200);
      return presenceResponseSchema.parse(await response.json()).editando;
    };
    const versionBefore = await contentVersion();
    expect(await beat(editor)).toEqual([]);
    clock += 5_000;
    expect(await beat(writer)).toEqual([
      { usuario: 'editora', nombre: 'Nombre editora Apellido editora', desde: new Date(START).toISOString() },
    ]);
    expect((await beat(editor)).map((p) => p.usuario)).toEqual(['corresponsal']);
    const board = newsroomPresenceResponseSchema.parse(
      await (await app.request('/api/redaccion/presencia', { headers: { Cookie: writer } })).json(),
    ).presencia;
    expect(board.map((p) => [p.noticia_id, p.usuario])).toEqual([
      [id, 'editora'],
      [id, 'corresponsal'],
    ]);
    // The editor keeps beating; the writer stops: 60 s later they are gone.
    clock += 40_000;
    await beat(editor);
    clock += 21_000;
    expect(await beat(editor)).toEqual([]);
    // Leaving says so at once.
    await beat(writer);
    expect((await send(writer, 'DELETE', `/api/noticia/${id}/presencia`)).status).toBe(200);
    expect(await beat(editor)).toEqual([]);
    // Heartbeats change nothing public and write no audit row.
    expect(await contentVersion()).toBe(versionBefore);
    expect(await auditActions(id)).toEqual(['publicar']);
    await expectRefused(await send(writer, 'POST', `/api/noticia/${newObjectId()}/presencia`), 404);
  });
});

async function contentVersion() {
  return (await db.$client.execute('SELECT version FROM content_version')).rows[0]?.version;
}

describe('trash', () => {
  const publicPaths = (id: string) => [
    '/api/noticias/10/1',
    '/api/noticias/Salta/10/1',
    '/api/masnoticias',
    '/api/noticia/b/papelera/10/1',
    '/rss.xml',
    '/rss/salta.xml',
    '/sitemap-news.xml',
    '/sitemap-google-news.xml',
    `/api/noticia/${id}`,
    `/noticia/${id}`,
  ];

  it('takes the item out of every public answer and staff list at once, without a stale cached copy', async () => {
    const id = (await create(editor, { titulo: 'Papelera de prueba', provincia: 'Salta' })).id;
    // Five newer ones: `masnoticias` answers the items after the newest five.
    for (let n = 0; n < 5; n++) {
      clock += 1_000;
      await create(editor, { titulo: `Otra ${n}` });
    }
    const etags = new Map<string, string>();
    for (const path of publicPaths(id)) {
      const response = await app.request(path);
      expect(response.status, path).toBe(200);
      const text = await response.text();
      if (!path.endsWith(id)) expect(text, path).toContain(id);
      etags.set(path, response.headers.get('ETag') ?? '');
    }
    expect((await send(editor, 'DELETE', `/api/noticia/${id}`)).status).toBe(200);
    for (const path of publicPaths(id)) {
      const response = await app.request(path, { headers: { 'If-None-Match': etags.get(path) ?? '' } });
      if (path.endsWith(id)) expect(response.status, path).toBe(404);
      else {
        expect(response.status, path).toBe(200);
        expect(await response.text(), path).not.toContain(id);
      }
    }
    const staffList = staffNewsListResponseSchema.parse(
      await (await app.request('/api/redaccion/noticias/50/1', { headers: { Cookie: writer } })).json(),
    );
    expect(staffList.noticias.docs.map((n) => n._id)).not.toContain(id);
    expect(await staffItem(id)).toBeUndefined();
    const trash = trashListResponseSchema.parse(
      await (await app.request('/api/papelera/10/1', { headers: { Cookie: writer } })).json(),
    ).papelera;
    expect(trash.docs).toEqual([
      {
        _id: id,
        titulo: 'Papelera de prueba',
        borrado_por: 'Nombre editora Apellido editora',
        borrado_en: new Date(START + 5_000).toISOString(),
        estado: 'publicada',
        creada_por: expect.stringMatching(/^[0-9a-f]{24}$/) as string,
        se_elimina_en: new Date(START + 5_000 + TRASH_DAYS * DAY).toISOString(),
      },
    ]);
  });

  it('BUSCAR finds trashed items by every word of their title, case and accents aside', async () => {
    for (const titulo of ['Crece el río Dulce', 'Nueva ruta a Termas', 'El río Salí baja'])
      await send(editor, 'DELETE', `/api/noticia/${(await create(editor, { titulo })).id}`);
    const found = async (q: string) =>
      trashListResponseSchema
        .parse(
          await (
            await app.request(`/api/papelera/10/1?q=${encodeURIComponent(q)}`, {
              headers: { Cookie: writer },
            })
          ).json(),
        )
        .papelera.docs.map((item) => item.titulo);
    expect(await found('RIO')).toEqual(['El río Salí baja', 'Crece el río Dulce']);
    expect(await found('rio dulce')).toEqual(['Crece el río Dulce']);
    expect(await found('  ')).toHaveLength(3);
    expect(await found('puente')).toEqual([]);
    const tooLong = await app.request(`/api/papelera/10/1?q=${'a'.repeat(101)}`, {
      headers: { Cookie: writer },
    });
    expect(tooLong.status).toBe(400);
  });

  it('restores the item as it was: public again for an editor, a draft for its writer, with its revisions', async () => {
    // The writer's story, approved and then edited by the editor.
    const id = (await create(writer, { titulo: 'Vuelve' })).id;
    await send(editor, 'PUT', '/api/noticia', { id, estado: 'publicada' });
    await send(editor, 'PUT', '/api/noticia', { id, titulo: 'Vuelve otra vez' });
    expect((await send(editor, 'DELETE', `/api/noticia/${id}`)).status).toBe(200);
    // Its writer gets it back as a draft.
    const restored = await send(writer, 'POST', `/api/papelera/${id}/restaurar`);
    expect(await restored.json()).toMatchObject({ estado: 'borrador' });
    expect(await staffItem(id)).toMatchObject({ titulo: 'Vuelve otra vez', estado: 'borrador', version: 4 });
    expect((await app.request(`/api/noticia/${id}`)).status).toBe(404);
    // An editor gets a published item back public, at its earlier place.
    expect((await send(editor, 'PUT', '/api/noticia', { id, estado: 'publicada' })).status).toBe(200);
    const publishedAt = (await staffItem(id))!.created_at;
    expect((await send(editor, 'DELETE', `/api/noticia/${id}`)).status).toBe(200);
    clock += DAY;
    const back = await send(editor, 'POST', `/api/papelera/${id}/restaurar`);
    expect(await back.json()).toMatchObject({ estado: 'publicada' });
    expect((await app.request(`/api/noticia/${id}`)).status).toBe(200);
    expect((await staffItem(id))?.created_at).toBe(publishedAt);
    expect(
      await db.select().from(noticiasRevisiones).where(eq(noticiasRevisiones.noticia_id, id)),
    ).toHaveLength(3);
    await expectRefused(await send(editor, 'POST', `/api/papelera/${id}/restaurar`), 404);
    expect(await auditActions(id)).toEqual([
      'crear+enviar-revision',
      'aprobar+publicar',
      'editar',
      'papelera',
      'recuperar',
      'publicar',
      'papelera',
      'recuperar',
    ]);
  });

  it('purge (editors only) deletes the item, its revisions and its images for good; audited by title', async () => {
    const cover = await storedImage('noticias/tapa.jpg');
    const inline = await storedImage('noticias/cuerpo.jpg');
    const id = (
      await create(editor, { titulo: 'Para borrar', img_portada: cover, texto: `<img src="${inline}">` })
    ).id;
    await send(editor, 'PUT', '/api/noticia', { id, titulo: 'Para borrar del todo' });
    expect((await send(editor, 'DELETE', `/api/noticia/${id}`)).status).toBe(200);
    expect(await isStored(cover)).toBe(true);
    await expectRefused(await send(writer, 'DELETE', `/api/papelera/${id}`), 403);
    expect((await send(editor, 'DELETE', `/api/papelera/${id}`)).status).toBe(200);
    expect(await isStored(cover)).toBe(false);
    expect(await isStored(inline)).toBe(false);
    expect(await db.select().from(noticiasPapelera)).toEqual([]);
    expect(await db.select().from(noticiasRevisiones).where(eq(noticiasRevisiones.noticia_id, id))).toEqual(
      [],
    );
    await expectRefused(await send(editor, 'DELETE', `/api/papelera/${id}`), 404);
    const [last] = await db
      .select()
      .from(auditoria)
      .orderBy(desc(sql`rowid`))
      .limit(1);
    expect(last).toMatchObject({
      accion: 'purgar',
      recurso: 'noticia',
      recurso_id: id,
      titulo: 'Para borrar del todo',
    });
  });

  it('deletes for good what has been 30 days in the trash, images included, named to the system', async () => {
    const cover = await storedImage('noticias/vieja.jpg');
    const old = (await create(editor, { img_portada: cover })).id;
    const recent = (await create(editor)).id;
    await send(editor, 'DELETE', `/api/noticia/${old}`);
    clock += 2 * DAY;
    await send(editor, 'DELETE', `/api/noticia/${recent}`);
    clock += (TRASH_DAYS - 1) * DAY;
    const trash = createTrashCommands({ db, media, now: () => clock });
    expect(await trash.purgeExpired()).toBe(1);
    expect((await db.select().from(noticiasPapelera)).map((row) => row._id)).toEqual([recent]);
    expect(await isStored(cover)).toBe(false);
    expect(await auditActions(old)).toEqual(['publicar', 'papelera', 'purgar']);
    const [purged] = await db.select().from(auditoria).where(eq(auditoria.accion, 'purgar'));
    expect(purged?.usuario).toBe('(sistema)');
  });

  async function storedImage(key: string) {
    await media.put(key, new Uint8Array([1, 2, 3]), 'image/jpeg');
    return `/media/${key}`;
  }
  const isStored = async (url: string) => (await media.get(url.replace('/media/', ''))) !== null;
});

describe('editorial calendar', () => {
  it('lists scheduled items by publicar_en and published ones by publication time, within Argentina days', async () => {
    const published = (await create(editor, { titulo: 'Publicada hoy' })).id;
    const scheduled = (
      await create(editor, {
        titulo: 'Programada',
        estado: 'programada',
        publicar_en: '2026-06-03T23:30:00-03:00',
      })
    ).id;
    await create(editor, { titulo: 'Fuera', estado: 'programada', publicar_en: '2026-06-04T00:30:00-03:00' });
    await create(writer, { titulo: 'En revisión' });
    const response = await app.request('/api/redaccion/calendario?desde=2026-06-01&hasta=2026-06-03', {
      headers: { Cookie: writer },
    });
    const { calendario } = calendarResponseSchema.parse(await response.json());
    expect(calendario.map((item) => [item._id, item.estado, item.publicar_en])).toEqual([
      [published, 'publicada', new Date(START).toISOString()],
      [scheduled, 'programada', '2026-06-04T02:30:00.000Z'],
    ]);
    for (const query of [
      '',
      '?desde=2026-06-05&hasta=2026-06-01',
      '?desde=2026-01-01&hasta=2026-06-01',
      '?desde=x&hasta=y',
    ])
      await expectRefused(
        await app.request(`/api/redaccion/calendario${query}`, { headers: { Cookie: writer } }),
        400,
      );
    await expectRefused(
      await app.request('/api/redaccion/calendario?desde=2026-06-01&hasta=2026-06-03'),
      401,
    );
  });
});

describe('audit labels', () => {
  it('every editorial move has a Spanish label', () => {
    for (const accion of [
      'enviar-revision',
      'aprobar+publicar',
      'devolver',
      'despublicar',
      'papelera',
      'recuperar',
      'purgar',
    ])
      expect(isLabelledAudit(accion, 'noticia'), accion).toBe(true);
  });
});

describe('migration 0018', () => {
  it('names the author of the items already there from the audit log, and leaves the others unknown', async () => {
    const fresh = await createTestDatabase({ migratedBefore: '0018' });
    const author = await insertStaffUser(fresh, { username: 'autora', privilegios: ['noticias'] });
    await insertStaffUser(fresh, { username: 'otra', privilegios: ['noticias'] });
    const item = (id: string, titulo: string) => sql`INSERT INTO noticias
      (_id, titulo, provincia, descripcion, texto, img_portada, editor, foto_editor, search_text, created_at, estado)
      VALUES (${id}, ${titulo}, 'Salta', '', '', '', '', '', '', '2026-05-01T00:00:00.000Z', 'borrador')`;
    const audit = (usuario: string, accion: string, id: string) => sql`INSERT INTO auditoria
      (_id, usuario, accion, recurso, recurso_id, created_at, ip)
      VALUES (${newObjectId()}, ${usuario}, ${accion}, 'noticia', ${id}, '2026-05-01T00:00:00.000Z', '127.0.0.1')`;
    const known = newObjectId();
    const unknown = newObjectId();
    await fresh.run(item(known, 'Conocida'));
    await fresh.run(item(unknown, 'Sin registro'));
    // Its first row is its creation; a later edit by someone else changes nothing.
    await fresh.run(audit('autora', 'crear', known));
    await fresh.run(audit('otra', 'editar', known));
    await migrate(fresh);
    const rows = await fresh.all<{ _id: string; creada_por: string }>(
      sql`SELECT _id, creada_por FROM noticias`,
    );
    expect(Object.fromEntries(rows.map((row) => [row._id, row.creada_por]))).toEqual({
      [known]: author._id,
      [unknown]: '',
    });
    fresh.$client.close();
  });
});

describe('migration 0015', () => {
  it('gives edicion to every holder of noticias or usuarios, and to nobody else', async () => {
    const fresh = await createTestDatabase({ migratedBefore: '0015' });
    const names = { writer: ['noticias'], admin: ['usuarios', 'secciones'], photographer: ['galeria'] };
    for (const [username, privilegios] of Object.entries(names))
      await insertStaffUser(fresh, { username, privilegios: privilegios as Privilege[] });
    await migrate(fresh);
    const rows = await fresh
      .select({ username: usuarios.username, privilegios: usuarios.privilegios })
      .from(usuarios);
    expect(Object.fromEntries(rows.map((row) => [row.username, row.privilegios]))).toEqual({
      writer: ['noticias', 'edicion'],
      admin: ['usuarios', 'secciones', 'edicion'],
      photographer: ['galeria'],
    });
    fresh.$client.close();
  });
});
