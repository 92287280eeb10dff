import { createClient } from '@libsql/client/web';
import { remotesAnswerSchema } from '@portal/contracts';
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { drizzle } from 'drizzle-orm/libsql/web';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SESSION_COOKIE, createSession } from '../auth/sessions.ts';
import { newObjectId } from '../db/ids.ts';
import * as schema from '../db/schema.ts';
import type { AppDatabase } from '../db/database.ts';
import worker from '../worker.ts';
import { CONTENT_VERSION_HOLD_MS } from '../content-version/content-version.ts';

async function call(path: string, init: RequestInit = {}): Promise<Response> {
  const ctx = createExecutionContext();
  const response = await worker.fetch(new Request(`https://portal.example${path}`, init), env, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

const agendaOnRemotesJson = async () =>
  remotesAnswerSchema.parse(await (await call('/remotes.json')).json()).agenda;

async function anAgendaRelease(db: AppDatabase, url: string): Promise<string> {
  const _id = newObjectId();
  await db.insert(schema.remoteReleases).values({
    _id,
    remote: 'agenda',
    url,
    etiqueta: 'edge',
    creada_por: 'prueba',
    created_at: new Date().toISOString(),
  });
  return _id;
}

describe('section releases through the worker entry (inside workerd)', () => {
  it('a change of the active release shows on /remotes.json and in the documents’ CSP at once', async () => {
    const before = await agendaOnRemotesJson(); // migrates and seeds the registry
    const db = drizzle(createClient({ url: env.DATABASE_URL }), { schema }) as unknown as AppDatabase;
    const _id = newObjectId();
    await db.insert(schema.usuarios).values({
      _id,
      nombre: 'Jefa',
      apellido: 'Edge',
      email: 'jefa-edge@portal-noticias.example',
      username: 'jefa-edge',
      foto: '',
      password_hash: 'x',
      privilegios: ['secciones'],
      created_at: new Date().toISOString(),
    });
    const { token } = await createSession(db, _id);
    const [seeded] = await db
      .select()
      .from(schema.remoteSections)
      .where(eq(schema.remoteSections.remote, 'agenda'));
    const release = await anAgendaRelease(db, 'https://agenda-2.example/mf-manifest.json');

    const put = (body: unknown) =>
      call('/api/secciones/agenda', {
        method: 'PUT',
        headers: {
          'Content-Type': 'application/json',
          Origin: 'https://portal.example',
          Cookie: `${SESSION_COOKIE}=${token}`,
        },
        body: JSON.stringify(body),
      });
    expect((await put({ activa: release })).status).toBe(200);
    expect(await agendaOnRemotesJson()).toBe('https://agenda-2.example/mf-manifest.json');
    const document = await call('/');
    expect(document.headers.get('Content-Security-Policy')).toContain('https://agenda-2.example');

    // Rolling back is activating the earlier release.
    expect((await put({ activa: seeded!.activa })).status).toBe(200);
    expect(await agendaOnRemotesJson()).toBe(before);
  });

  it('a change written by another instance is live within 5 s', async () => {
    const before = await agendaOnRemotesJson();
    const db = drizzle(createClient({ url: env.DATABASE_URL }), { schema }) as unknown as AppDatabase;
    const [section] = await db
      .select()
      .from(schema.remoteSections)
      .where(eq(schema.remoteSections.remote, 'agenda'));
    const release = await anAgendaRelease(db, 'https://agenda-3.example/mf-manifest.json');
    // Straight into the database, as another isolate's write would land (without this one's cache knowing).
    await db
      .update(schema.remoteSections)
      .set({ activa: release })
      .where(eq(schema.remoteSections.remote, 'agenda'));
    const started = Date.now();
    while ((await agendaOnRemotesJson()) !== 'https://agenda-3.example/mf-manifest.json') {
      expect(Date.now() - started).toBeLessThan(5_000);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    await db
      .update(schema.remoteSections)
      .set({ activa: section!.activa })
      .where(eq(schema.remoteSections.remote, 'agenda'));
    await db.update(schema.contentVersion).set({ version: Date.now() % 1_000_000 });
    const back = Date.now();
    while ((await agendaOnRemotesJson()) !== before) {
      expect(Date.now() - back).toBeLessThan(5_000);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  });

  it('serves no stored release on a foreign origin, opens no CSP for it, and fetches nothing to register one (issue 23 item 4)', async () => {
    const before = await agendaOnRemotesJson();
    const db = drizzle(createClient({ url: env.DATABASE_URL }), { schema }) as unknown as AppDatabase;
    const _id = newObjectId();
    await db.insert(schema.usuarios).values({
      _id,
      nombre: 'Jefa',
      apellido: 'Origen',
      email: 'jefa-origen@portal-noticias.example',
      username: 'jefa-origen',
      foto: '',
      password_hash: 'x',
      privilegios: ['secciones'],
      created_at: new Date().toISOString(),
    });
    const { token } = await createSession(db, _id);
    const foreign = await anAgendaRelease(db, 'https://agenda.evil.example/mf-manifest.json');
    await db
      .update(schema.remoteSections)
      .set({ candidata: foreign, canary: 100 })
      .where(eq(schema.remoteSections.remote, 'agenda'));
    await db.update(schema.contentVersion).set({ version: Date.now() % 1_000_000 });
    // Past the time the isolate answers from the content version it holds: it reads it again.
    await new Promise((resolve) => setTimeout(resolve, CONTENT_VERSION_HOLD_MS + 100));
    expect(await agendaOnRemotesJson()).toBe(before);
    const document = await call('/');
    expect(document.headers.get('Content-Security-Policy')).not.toContain('agenda.evil.example');

    const registered = await call('/api/secciones/agenda/releases', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Origin: 'https://portal.example',
        Cookie: `${SESSION_COOKIE}=${token}`,
      },
      body: JSON.stringify({ url: 'http://127.0.0.1:6379/mf-manifest.json', etiqueta: 'sonda' }),
    });
    expect(registered.status).toBe(422);
    expect(((await registered.json()) as { msg: string }).msg).toMatch(/no está en un origen autorizado/);
    await db
      .update(schema.remoteSections)
      .set({ candidata: null, canary: 0 })
      .where(eq(schema.remoteSections.remote, 'agenda'));
  });
});
