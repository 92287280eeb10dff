import { createClient } from '@libsql/client/web';
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { drizzle } from 'drizzle-orm/libsql/web';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Privilege } from '@portal/contracts';
import { hashPassword } from '../auth/password.ts';
import { newObjectId } from '../db/ids.ts';
import * as schema from '../db/schema.ts';
import worker from '../worker.ts';

// Editorial control (DESIGN §11) through the worker entry, inside workerd: the rules per
// privilege, the review flow, presence, the trash and its hourly purge.
const ORIGIN = 'https://portal.example';
const client = createClient({ url: env.DATABASE_URL });
const db = drizzle(client, { schema });
const run = newObjectId().slice(-6);
let writer = '';
let editor = '';

async function call(path: string, init: RequestInit = {}): Promise<Response> {
  const ctx = createExecutionContext();
  const response = await worker.fetch(new Request(`${ORIGIN}${path}`, init), env, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

const send = (cookie: string, method: string, path: string, body?: unknown) =>
  call(path, {
    method,
    headers: { 'Content-Type': 'application/json', Origin: ORIGIN, Cookie: cookie },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

async function member(username: string, privilegios: Privilege[]): Promise<string> {
  await db.insert(schema.usuarios).values({
    _id: newObjectId(),
    nombre: username,
    apellido: 'Prueba',
    email: `${username}@portal-noticias.example`,
    username,
    foto: '',
    password_hash: await hashPassword('demo-portal'),
    privilegios,
    created_at: new Date().toISOString(),
  });
  const login = await send('', 'POST', '/api/login', { username, contraseña: 'demo-portal' });
  expect(login.status).toBe(200);
  const cookies = (login.headers as unknown as { getSetCookie(): string[] }).getSetCookie();
  return cookies[0]!.split(';')[0]!;
}

const news = {
  provincia: 'Jujuy',
  img_portada: '/media/noticias/portada.jpg',
  titulo: `Edge ${run}`,
  descripcion: 'Un resumen.',
  texto: '<p>Texto.</p>',
};

beforeAll(async () => {
  expect((await call('/api/health')).status).toBe(200);
  writer = await member(`corresponsal-${run}`, ['noticias']);
  editor = await member(`editora-${run}`, ['noticias', 'edicion']);
});
afterAll(() => client.close());

describe('editorial control (inside workerd)', () => {
  it('a writer sends for review (the original client too), cannot publish; an editor approves and it is public', async () => {
    const created = await send(writer, 'POST', '/api/crearnoticia', news);
    const { id, msg } = (await created.json()) as { id: string; msg: string };
    expect(created.status).toBe(200);
    expect(msg).toMatch(/revisión/);
    expect((await call(`/api/noticia/${id}`)).status).toBe(404);
    const refused = await send(writer, 'PUT', '/api/noticia', { id, estado: 'publicada' });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { msg: string }).msg).toMatch(/edicion/);
    expect((await send(writer, 'POST', '/api/crearnoticia', { ...news, estado: 'publicada' })).status).toBe(
      403,
    );
    expect((await call('/api/redaccion/revision/10/1', { headers: { Cookie: writer } })).status).toBe(403);

    const queue = (await (
      await call('/api/redaccion/revision/100/1', { headers: { Cookie: editor } })
    ).json()) as {
      noticias: { docs: { _id: string }[] };
    };
    expect(queue.noticias.docs.map((n) => n._id)).toContain(id);
    expect((await send(editor, 'PUT', '/api/noticia', { id, estado: 'publicada' })).status).toBe(200);
    expect((await call(`/api/noticia/${id}`)).status).toBe(200);
    const { rows } = await client.execute({
      sql: "SELECT accion FROM auditoria WHERE recurso_id = ? AND recurso = 'noticia' ORDER BY rowid",
      args: [id],
    });
    expect(rows.map((row) => row.accion)).toEqual(['crear+enviar-revision', 'aprobar+publicar']);
  });

  it('presence: each sees the other, and heartbeats leave the public content version alone', async () => {
    const { id } = (await (await send(editor, 'POST', '/api/crearnoticia', news)).json()) as { id: string };
    const etag = (await call('/api/noticias/5/1')).headers.get('ETag');
    expect((await send(editor, 'POST', `/api/noticia/${id}/presencia`)).status).toBe(200);
    const seen = (await (await send(writer, 'POST', `/api/noticia/${id}/presencia`)).json()) as {
      editando: { usuario: string }[];
    };
    expect(seen.editando.map((p) => p.usuario)).toEqual([`editora-${run}`]);
    expect((await call('/api/noticias/5/1')).headers.get('ETag')).toBe(etag);
  });

  it('trash: no back door to unpublishing; gone from public answers, restored, purged by an editor; the hourly cron purges after 30 days', async () => {
    const { id } = (await (await send(editor, 'POST', '/api/crearnoticia', news)).json()) as { id: string };
    expect((await call(`/api/noticia/${id}`)).status).toBe(200);
    // A writer without edicion neither trashes a published story nor restores a colleague's.
    const refused = await send(writer, 'DELETE', `/api/noticia/${id}`);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { msg: string }).msg).toMatch(/edicion/);
    expect((await call(`/api/noticia/${id}`)).status).toBe(200);
    expect((await send(editor, 'DELETE', `/api/noticia/${id}`)).status).toBe(200);
    expect((await call(`/api/noticia/${id}`)).status).toBe(404);
    expect((await send(writer, 'POST', `/api/papelera/${id}/restaurar`)).status).toBe(403);
    expect(await (await call('/api/noticias/Jujuy/50/1')).text()).not.toContain(id);
    const trash = (await (await call('/api/papelera/100/1', { headers: { Cookie: writer } })).json()) as {
      papelera: { docs: { _id: string }[] };
    };
    expect(trash.papelera.docs.map((n) => n._id)).toContain(id);
    const restored = await send(editor, 'POST', `/api/papelera/${id}/restaurar`);
    expect(await restored.json()).toMatchObject({ estado: 'publicada' });
    expect((await call(`/api/noticia/${id}`)).status).toBe(200);
    expect((await send(editor, 'DELETE', `/api/noticia/${id}`)).status).toBe(200);
    expect((await send(writer, 'DELETE', `/api/papelera/${id}`)).status).toBe(403);
    expect((await send(editor, 'DELETE', `/api/papelera/${id}`)).status).toBe(200);
    expect(
      (await client.execute({ sql: 'SELECT 1 FROM noticias_papelera WHERE _id = ?', args: [id] })).rows,
    ).toEqual([]);

    // One trashed 31 days ago goes with the hourly cron (not the every-minute one).
    const { id: old } = (await (await send(editor, 'POST', '/api/crearnoticia', news)).json()) as {
      id: string;
    };
    expect((await send(editor, 'DELETE', `/api/noticia/${old}`)).status).toBe(200);
    await client.execute({
      sql: 'UPDATE noticias_papelera SET borrado_en = ? WHERE _id = ?',
      args: [new Date(Date.now() - 31 * 24 * 60 * 60 * 1000).toISOString(), old],
    });
    const stillThere = async () =>
      (await client.execute({ sql: 'SELECT 1 FROM noticias_papelera WHERE _id = ?', args: [old] })).rows
        .length;
    for (const cron of ['* * * * *', '17 * * * *']) {
      const ctx = createExecutionContext();
      await worker.scheduled(createScheduledController({ cron }), env, ctx);
      await waitOnExecutionContext(ctx);
      expect(await stillThere(), cron).toBe(cron === '* * * * *' ? 1 : 0);
    }
  });
});
