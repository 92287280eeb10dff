import { createClient } from '@libsql/client/web';
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import worker from '../worker.ts';

// Scheduled publishing inside workerd, with the clock (Date) moved by the test.
const client = createClient({ url: env.DATABASE_URL });
const ids: string[] = [];

afterEach(() => vi.useRealTimers());
afterAll(async () => {
  for (const id of ids) await client.execute({ sql: 'DELETE FROM noticias WHERE _id = ?', args: [id] });
  client.close();
});

async function call(path: string): Promise<Response> {
  const ctx = createExecutionContext();
  const response = await worker.fetch(new Request(`https://portal.example${path}`), env, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

/** A scheduled item written straight into the database. */
async function insertScheduled(_id: string, titulo: string, publicarEn: string) {
  ids.push(_id);
  await client.execute({
    sql: `INSERT INTO noticias (_id, titulo, provincia, descripcion, texto, img_portada, editor, foto_editor, search_text, created_at, estado, publicar_en, actualizado_en)
          VALUES (?, ?, 'Catamarca', 'Resumen', '<p>x</p>', '/media/n.jpg', 'Ana', '/media/a.jpg', 'x', ?, 'programada', ?, ?)`,
    args: [_id, titulo, new Date().toISOString(), publicarEn, new Date().toISOString()],
  });
}

const titles = async (response: Response) =>
  ((await response.json()) as { docs: { titulo: string }[] }).docs.map((n) => n.titulo);

describe('scheduled publishing (inside workerd)', () => {
  it('a public read after publicar_en publishes the item under a new version (new ETag, new cache key)', async () => {
    const path = '/api/noticias/Catamarca/5/1';
    expect((await call('/api/health')).status).toBe(200);
    const publishAt = Date.now() + 3_600_000;
    await insertScheduled('c1c1c1c1c1c1c1c1c1c1c1c1', 'Embargada', new Date(publishAt).toISOString());
    vi.useFakeTimers({ now: Date.now() + 2_000, toFake: ['Date'] });
    const before = await call(path);
    expect(await titles(before)).not.toContain('Embargada');
    expect((await call('/api/noticia/c1c1c1c1c1c1c1c1c1c1c1c1')).status).toBe(404);
    // The public lifetimes stop at the scheduled time.
    const maxAge = Number(/max-age=(\d+)/.exec(before.headers.get('Cache-Control') ?? '')?.[1]);
    expect(maxAge).toBeLessThanOrEqual(30);

    vi.setSystemTime(publishAt + 1_000);
    const after = await call(path);
    expect(await titles(after)).toContain('Embargada');
    expect(after.headers.get('ETag')).not.toBe(before.headers.get('ETag'));
    expect((await call('/api/noticia/c1c1c1c1c1c1c1c1c1c1c1c1')).status).toBe(200);
  });

  it('the every-minute cron publishes what has come due with no request', async () => {
    const publishAt = Date.now() + 7_200_000;
    await insertScheduled('c2c2c2c2c2c2c2c2c2c2c2c2', 'Por cron', new Date(publishAt).toISOString());
    vi.useFakeTimers({ now: publishAt + 30_000, toFake: ['Date'] });
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ cron: '* * * * *' }), env, ctx);
    await waitOnExecutionContext(ctx);
    const { rows } = await client.execute(
      "SELECT estado, created_at FROM noticias WHERE _id = 'c2c2c2c2c2c2c2c2c2c2c2c2'",
    );
    expect(rows[0]).toMatchObject({ estado: 'publicada', created_at: new Date(publishAt).toISOString() });
  });
});
