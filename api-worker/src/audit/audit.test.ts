import { auditListResponseSchema, createNewsResponseSchema, type AuditRow } from '@portal/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import type { AppDatabase } from '../db/database.ts';
import { auditoria } from '../db/schema.ts';
import { insertBanners } from '../../test-support/content-fixtures.ts';
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
    privilegios: ['usuarios', 'noticias', 'agenda', 'galeria', 'publicidad'],
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
        ['jefa', 'restaurar', 'noticia', newsId],
        ['jefa', 'borrar', 'noticia', newsId],
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
    }
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
      ['redactor', 'publicar', 'noticia', id],
      ['redactor', 'login', 'sesion', expect.any(String)],
    ]);
    expect((await activity('?recurso=evento')).map((row) => row.usuario)).toEqual(['jefa']);
    expect(await activity('?usuario=redactor&recurso=evento')).toEqual([]);

    const [user] = (await activity('?usuario=redactor&recurso=sesion')).map((row) => row.recurso_id);
    await send('DELETE', `/api/usuario/${user}`);
    expect(await activity('?usuario=redactor')).toHaveLength(2);
    expect((await activity('?recurso=usuario'))[0]).toMatchObject({ accion: 'borrar', recurso_id: user });
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
