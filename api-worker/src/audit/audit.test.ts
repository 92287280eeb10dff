import {
  AUDIT_RANGE_MESSAGE,
  auditActionLabel,
  auditResourceLabel,
  auditListResponseSchema,
  createNewsResponseSchema,
  isLabelledAudit,
  SYSTEM_AUDIT_USER,
  type AuditRow,
} from '@portal/contracts';
import { newObjectId } from '../db/ids.ts';
import { migrate } from '../db/migrate.ts';
import { createTestDatabase } from '../../test-support/create-test-app.ts';
import { insertBanners, insertLegacyNewsRows, newsRow } from '../../test-support/content-fixtures.ts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import type { AppDatabase } from '../db/database.ts';
import { auditoria } from '../db/schema.ts';
import { declaredAppRoutes } from '../../test-support/declared-routes.ts';
import {
  TEST_ADDRESS_HEADER,
  createStaffTestApp,
  insertStaffUser,
  jsonCall,
  sessionCookieOf,
} from '../../test-support/staff-access.ts';
import {
  adCreateBody,
  albumCreateBody,
  eventCreateBody,
  newsCreateBody,
} from '../../test-support/staff-request-bodies.ts';

const PASSWORD = 'clave-de-prueba';
const ADDRESS = '203.0.113.7';

let app: App;
let db: AppDatabase;
let close: () => void;
let cookie: string;

beforeEach(async () => {
  ({ app, db, close } = await createStaffTestApp());
  await insertStaffUser(db, {
    username: 'jefa',
    password: PASSWORD,
    privilegios: ['usuarios', 'noticias', 'edicion', 'agenda', 'galeria', 'publicidad'],
  });
  cookie = await login('jefa', PASSWORD);
});
afterEach(() => close());

async function login(username: string, password: string): Promise<string> {
  const response = await app.request(
    '/api/login',
    jsonCall('POST', { username, contraseña: password }, { headers: { [TEST_ADDRESS_HEADER]: ADDRESS } }),
  );
  return response.status === 200 ? sessionCookieOf(response) : '';
}

async function send(method: string, path: string, body?: unknown, as = cookie) {
  const response = await app.request(
    path,
    jsonCall(method, body, { cookie: as, headers: { [TEST_ADDRESS_HEADER]: ADDRESS } }),
  );
  expect(response.status, `${method} ${path}: ${await response.clone().text()}`).toBe(200);
  return (await response.json()) as Record<string, unknown>;
}

async function activity(query = '', as = cookie): Promise<AuditRow[]> {
  const response = await app.request(`/api/auditoria/100/1${query}`, { headers: { Cookie: as } });
  expect(response.status).toBe(200);
  return auditListResponseSchema.strict().parse(await response.json()).auditoria.docs;
}

const rowsOf = (rows: AuditRow[]) =>
  rows.map((row) => [row.usuario, row.accion, row.recurso, row.recurso_id]);

describe('audit log', () => {
  it('records every staff write, newest first, with user, action, resource, id, time and address', async () => {
    const { id: newsId } = createNewsResponseSchema.parse(
      await send('POST', '/api/crearnoticia', newsCreateBody()),
    );
    await send('PUT', '/api/noticia', { id: newsId, titulo: 'Editada' });
    const { id: draftId } = createNewsResponseSchema.parse(
      await send('POST', '/api/crearnoticia', { ...newsCreateBody(), estado: 'borrador' }),
    );
    await send('PUT', '/api/noticia', {
      id: draftId,
      estado: 'programada',
      publicar_en: '2030-01-01T09:00:00-03:00',
    });
    await send('PUT', '/api/noticia', { id: draftId, estado: 'publicada' });
    await send('PUT', '/api/noticia', { id: draftId, despublicar: true });
    const revisions = (await (
      await app.request(`/api/noticia/${newsId}/revisiones`, { headers: { Cookie: cookie } })
    ).json()) as { revisiones: { _id: string }[] };
    await send('POST', `/api/noticia/${newsId}/revisiones/${revisions.revisiones[0]!._id}/restaurar`);
    await send('DELETE', `/api/noticia/${newsId}`);
    const event = await send('POST', '/api/evento', eventCreateBody());
    const album = await send('POST', '/api/crearalbum', albumCreateBody());
    const ad = await send('POST', '/api/publi', adCreateBody());
    const [banner] = await insertBanners(db, {});
    await send('PUT', `/api/edit-link/${banner!._id}`, { link_evento: '/agenda/9/1' });
    await send('POST', '/api/createuser', {
      nombre: 'Nuevo',
      apellido: 'Redactor',
      email: 'nuevo@portal.example',
      username: 'nuevo',
      contraseña: PASSWORD,
      privilegios: ['noticias'],
    });
    const [nuevo] = (await db.select().from(auditoria)).filter((row) => row.recurso === 'usuario');
    const userId = nuevo!.recurso_id;
    await send('PUT', '/api/usuario', { id: userId, privilegios: ['noticias', 'agenda'] });

    const rows = await activity();
    const ids = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));
    expect(rowsOf(rows)).toEqual(
      [
        ['jefa', 'login', 'sesion', rows.at(-1)!.recurso_id],
        ['jefa', 'publicar', 'noticia', newsId],
        ['jefa', 'editar', 'noticia', newsId],
        ['jefa', 'crear', 'noticia', draftId],
        ['jefa', 'programar', 'noticia', draftId],
        ['jefa', 'publicar', 'noticia', draftId],
        ['jefa', 'despublicar', 'noticia', draftId],
        ['jefa', 'restaurar', 'noticia', newsId],
        ['jefa', 'papelera', 'noticia', newsId],
        ['jefa', 'crear', 'evento', ids(event.id ?? '')],
        ['jefa', 'crear', 'album', ids(album.id ?? '')],
        ['jefa', 'crear', 'publicidad', ids(ad.id ?? '')],
        ['jefa', 'editar', 'banner', banner!._id],
        ['jefa', 'crear', 'usuario', userId],
        ['jefa', 'cambiar-privilegios', 'usuario', userId],
      ].reverse(),
    );
    for (const row of rows) {
      expect(row.ip).toBe(ADDRESS);
      expect(Date.parse(row.created_at)).not.toBeNaN();
      // Every code recorded has its Spanish label for the 'Actividad' screen.
      expect(isLabelledAudit(row.accion, row.recurso), `${row.accion} ${row.recurso}`).toBe(true);
    }
  });

  it('names each item as it was called, deleted ones too, and says whether it still exists', async () => {
    const { id: newsId } = createNewsResponseSchema.parse(
      await send('POST', '/api/crearnoticia', { ...newsCreateBody(), titulo: 'Se inaugura el puente' }),
    );
    await send('PUT', '/api/noticia', { id: newsId, titulo: 'Se inauguró el puente' });
    await send('DELETE', `/api/noticia/${newsId}`);
    const event = await send('POST', '/api/evento', { ...eventCreateBody(), titulo: 'Peña folclórica' });
    const album = await send('POST', '/api/crearalbum', { ...albumCreateBody(), nombre: 'Carnaval 2026' });
    await send('DELETE', `/api/album/${String(album.id)}`);
    const ad = await send('POST', '/api/publi', { ...adCreateBody(), nombre_cliente: 'Ferretería Sur' });

    const rows = (await activity()).filter((row) => row.recurso !== 'sesion');
    expect(rows.map(({ accion, recurso, titulo, existe }) => [accion, recurso, titulo, existe])).toEqual([
      ['crear', 'publicidad', 'Ferretería Sur', true],
      ['borrar', 'album', 'Carnaval 2026', false],
      ['crear', 'album', 'Carnaval 2026', false],
      ['crear', 'evento', 'Peña folclórica', true],
      ['papelera', 'noticia', 'Se inauguró el puente', false],
      ['editar', 'noticia', 'Se inauguró el puente', false],
      ['publicar', 'noticia', 'Se inaugura el puente', false],
    ]);
    expect(rows[0]!.recurso_id).toBe(ad.id);
    expect(rows[3]!.recurso_id).toBe(event.id);
  });

  it('names categories, the front page and the breaking bar, labels them, and filters by them', async () => {
    const created = await send('POST', '/api/categorias', { nombre: 'Educacion' });
    const categoryId = (created.categoria as { _id: string })._id;
    await send('PUT', `/api/categorias/${categoryId}`, { nombre: 'Educación' });
    await send('DELETE', `/api/categorias/${categoryId}`);
    await send('PUT', '/api/portada', { destacadas: [] });
    await send('PUT', '/api/ultimo-momento', {
      texto: 'Corte de ruta en la 9',
      link: '',
      hasta: '2030-01-01T09:00:00-03:00',
    });

    const rows = (await activity()).filter((row) => row.recurso !== 'sesion');
    expect(rows.map(({ accion, recurso, titulo, existe }) => [accion, recurso, titulo, existe])).toEqual([
      ['editar', 'ultimo-momento', 'Último momento', true],
      ['editar', 'portada', 'Portada', true],
      ['borrar', 'categoria', 'Educación', false],
      ['editar', 'categoria', 'Educación', false],
      ['crear', 'categoria', 'Educacion', false],
    ]);
    for (const row of rows) expect(isLabelledAudit(row.accion, row.recurso), row.recurso).toBe(true);
    expect(auditResourceLabel('categoria')).toBe('Categoría');
    expect(auditResourceLabel('ultimo-momento')).toBe('Último momento');
    expect((await activity('?recurso=categoria')).map((row) => row.accion)).toEqual([
      'borrar',
      'editar',
      'crear',
    ]);
  });

  it('labels every code the server records in Spanish', () => {
    // The release registry's codes (its route declarations and handler), checked here as well.
    for (const accion of [
      'registrar-version',
      'activar',
      'candidata',
      'canary',
      'candidata+canary',
      'activar+candidata+canary',
    ])
      expect(isLabelledAudit(accion, 'seccion'), accion).toBe(true);
    expect(auditActionLabel('candidata+canary')).toBe(
      'Cambio de candidata y cambio del porcentaje de prueba',
    );
    expect(auditActionLabel('login-rechazado')).toBe('Ingreso rechazado');
    expect(auditActionLabel('algo-nuevo')).toBe('Algo nuevo');
  });

  it('records logins and refused logins (with the username tried), but no refused or failed write', async () => {
    await login('jefa', 'equivocada');
    await login('nadie', 'x');
    await app.request('/api/crearnoticia', jsonCall('POST', { titulo: '' }, { cookie }));
    await app.request('/api/noticia/0123456789abcdef01234567', jsonCall('DELETE', undefined, { cookie }));
    expect(rowsOf(await activity())).toEqual([
      ['nadie', 'login-rechazado', 'sesion', ''],
      ['jefa', 'login-rechazado', 'sesion', ''],
      ['jefa', 'login', 'sesion', expect.any(String)],
    ]);
  });

  it('filters by user and resource; a user’s rows outlive the user', async () => {
    await insertStaffUser(db, { username: 'redactor', password: PASSWORD, privilegios: ['noticias'] });
    const redactor = await login('redactor', PASSWORD);
    const { id } = createNewsResponseSchema.parse(
      await send('POST', '/api/crearnoticia', newsCreateBody(), redactor),
    );
    await send('POST', '/api/evento', eventCreateBody());
    expect(rowsOf(await activity('?usuario=redactor'))).toEqual([
      ['redactor', 'crear+enviar-revision', 'noticia', id],
      ['redactor', 'login', 'sesion', expect.any(String)],
    ]);
    // A part of the username, in any case.
    expect(rowsOf(await activity('?usuario=DACT'))).toEqual(rowsOf(await activity('?usuario=redactor')));
    expect((await activity('?usuario=j')).map((row) => row.usuario)).toEqual(['jefa', 'jefa']);
    expect((await activity('?recurso=evento')).map((row) => row.usuario)).toEqual(['jefa']);
    expect(await activity('?usuario=redactor&recurso=evento')).toEqual([]);

    const [user] = (await activity('?usuario=redactor&recurso=sesion')).map((row) => row.recurso_id);
    await send('DELETE', `/api/usuario/${user}`);
    expect(await activity('?usuario=redactor')).toHaveLength(2);
    expect((await activity('?recurso=usuario'))[0]).toMatchObject({ accion: 'borrar', recurso_id: user });
  });

  it('filters by a range of Argentina days, both included; a bad day or range is a 400', async () => {
    const row = (created_at: string) => ({
      _id: newObjectId(),
      usuario: 'archivo',
      accion: 'editar',
      recurso: 'evento',
      recurso_id: '',
      created_at,
      ip: '',
    });
    // 2026-03-01 00:00 in Argentina is 03:00 UTC.
    await db
      .insert(auditoria)
      .values([
        row('2026-03-01T02:59:59.999Z'),
        row('2026-03-01T03:00:00.000Z'),
        row('2026-03-02T12:00:00.000Z'),
        row('2026-03-03T02:59:59.999Z'),
        row('2026-03-03T03:00:00.000Z'),
      ]);
    const days = async (query: string) =>
      (await activity(`?usuario=archivo${query}`)).map((r) => r.created_at).sort();
    expect(await days('&desde=2026-03-01&hasta=2026-03-02')).toEqual([
      '2026-03-01T03:00:00.000Z',
      '2026-03-02T12:00:00.000Z',
      '2026-03-03T02:59:59.999Z',
    ]);
    expect(await days('&desde=2026-03-03')).toEqual(['2026-03-03T03:00:00.000Z']);
    expect(await days('&hasta=2026-02-28')).toEqual(['2026-03-01T02:59:59.999Z']);
    expect(await days('&desde=&hasta=')).toHaveLength(5);
    for (const [query, msg] of [
      ['?desde=2026-03-02&hasta=2026-03-01', AUDIT_RANGE_MESSAGE],
      ['?desde=01-03-2026', 'La fecha debe tener el formato AAAA-MM-DD.'],
      ['?hasta=2026-02-30', 'La fecha debe tener el formato AAAA-MM-DD.'],
    ]) {
      const refused = await app.request(`/api/auditoria/10/1${query}`, { headers: { Cookie: cookie } });
      expect(refused.status, query).toBe(400);
      expect(await refused.json()).toEqual({ msg });
    }
  });

  it('is read with privilege usuarios only, and no route writes or deletes its rows', async () => {
    await insertStaffUser(db, { username: 'redactor', password: PASSWORD, privilegios: ['noticias'] });
    const redactor = await login('redactor', PASSWORD);
    const refused = await app.request('/api/auditoria/10/1', { headers: { Cookie: redactor } });
    expect(refused.status).toBe(403);
    expect((await app.request('/api/auditoria/10/1')).status).toBe(401);
    const auditRoutes = declaredAppRoutes().filter(({ path }) => path.includes('auditoria'));
    expect(auditRoutes.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'GET /api/auditoria/:limit/:page',
    ]);
  });
});

describe('migration 0014 (audit titles)', () => {
  it('names the rows of items that still exist, and makes scheduled publishing the system', async () => {
    const old = await createTestDatabase({ migratedBefore: '0014' });
    // The columns of that time only: later migrations add others.
    const kept = newsRow({ _id: newObjectId(), titulo: 'Sigue publicada' });
    await insertLegacyNewsRows(old, [kept]);
    const row = (usuario: string, recurso_id: string) => ({
      _id: newObjectId(),
      usuario,
      accion: 'publicar',
      recurso: 'noticia',
      recurso_id,
      created_at: '2026-01-01T00:00:00.000Z',
      ip: '',
    });
    const gone = newObjectId();
    await old.$client.batch(
      [row('publicación programada', kept!._id), row('jefa', gone)].map((values) => ({
        sql: 'INSERT INTO auditoria (_id, usuario, accion, recurso, recurso_id, created_at, ip) VALUES (?, ?, ?, ?, ?, ?, ?)',
        args: Object.values(values),
      })),
    );
    await migrate(old);
    const rows = await old.select().from(auditoria);
    expect(rows.map(({ usuario, recurso_id, titulo }) => [usuario, recurso_id, titulo])).toEqual([
      [SYSTEM_AUDIT_USER, kept!._id, 'Sigue publicada'],
      ['jefa', gone, ''],
    ]);
    old.$client.close();
  });
});
