import { createClient } from '@libsql/client/web';
import { mostReadResponseSchema } from '@portal/contracts';
import { createExecutionContext, runDurableObjectAlarm, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { newsSearchText } from '../content/search-text.ts';
import { newObjectId } from '../db/ids.ts';
import worker from '../worker.ts';
import { MEASUREMENT_SHARDS, shardName } from './measurement-shard.ts';

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

async function call(path: string, init?: RequestInit): Promise<Response> {
  const ctx = createExecutionContext();
  const response = await worker.fetch(new Request(`https://portal.example${path}`, init), env, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

const beacon = (ruta: string, address: string, agent = CHROME) =>
  call('/api/lecturas', {
    method: 'POST',
    headers: {
      'Content-Type': 'text/plain;charset=UTF-8',
      'User-Agent': agent,
      'CF-Connecting-IP': address,
      Origin: 'https://portal.example',
    },
    body: JSON.stringify({ ruta }),
  });

/** Every shard's pending alarm, run now (as workerd would a second later). */
async function runAlarms() {
  for (let shard = 0; shard < MEASUREMENT_SHARDS; shard++) {
    await runDurableObjectAlarm(env.MEASUREMENTS.get(env.MEASUREMENTS.idFromName(shardName(shard))));
  }
}

const database = () => createClient({ url: env.DATABASE_URL });
async function readsOf(id: string): Promise<{ rows: number; readers: number }> {
  const result = await database().execute({
    sql: 'SELECT count(*) AS n, count(DISTINCT lector) AS r FROM lecturas WHERE noticia_id = ?',
    args: [id],
  });
  return { rows: Number(result.rows[0]!.n), readers: Number(result.rows[0]!.r) };
}

describe('beacons inside workerd (Durable Objects)', () => {
  it('are answered 204, held by the shards and written by their alarm, every one exactly once', async () => {
    expect((await call('/api/health')).status).toBe(200);
    const id = newObjectId();
    const news = { titulo: 'Leída en el borde', descripcion: 'Resumen', texto: '<p>Texto</p>' };
    await database().execute({
      sql: `INSERT INTO noticias (_id, titulo, provincia, descripcion, texto, img_portada, editor, foto_editor, search_text, created_at)
            VALUES (?, ?, 'Tucuman', ?, ?, '/media/n.jpg', 'Julián Paz', '/media/j.jpg', ?, ?)`,
      args: [id, news.titulo, news.descripcion, news.texto, newsSearchText(news), new Date().toISOString()],
    });
    const batchesBefore = Number(
      (await database().execute('SELECT count(*) AS n FROM medicion_lotes')).rows[0]!.n,
    );

    // 60 readers, one of them twice, and two robots.
    const started = Date.now();
    const statuses = await Promise.all(
      Array.from({ length: 60 }, (_, i) => beacon(`/noticia/${id}/leida-en-el-borde`, `198.51.100.${i}`)).map(
        (r) => r.then((response) => response.status),
      ),
    );
    expect(statuses).toEqual(Array(60).fill(204));
    expect((await beacon(`/noticia/${id}`, '198.51.100.0')).status).toBe(204);
    expect((await beacon(`/noticia/${id}`, '198.51.100.1', 'Googlebot/2.1')).status).toBe(204);
    expect((await beacon(`/noticia/${id}`, '198.51.100.2', '')).status).toBe(204);
    const seconds = Math.ceil((Date.now() - started) / 1000);

    await runAlarms();
    expect(await readsOf(id)).toEqual({ rows: 61, readers: 60 });
    // Never a write per beacon: at most one batch per shard and second (alarms fire by themselves
    // a second after a shard's first beacon), plus the alarms run above.
    const batches = Number((await database().execute('SELECT count(*) AS n FROM medicion_lotes')).rows[0]!.n);
    expect(batches - batchesBefore).toBeLessThanOrEqual(MEASUREMENT_SHARDS * (seconds + 1));
    expect(batches - batchesBefore).toBeLessThan(20);
    // Another alarm writes nothing twice.
    await runAlarms();
    expect(await readsOf(id)).toEqual({ rows: 61, readers: 60 });

    const response = await call('/api/mas-leidas/1h/20');
    expect(response.status).toBe(200);
    const item = mostReadResponseSchema.parse(await response.json()).mas_leidas.find((n) => n._id === id);
    expect(item).toMatchObject({ titulo: 'Leída en el borde', slug: 'leida-en-el-borde', lecturas: 60 });
  });

  it('limits a reader in its shard, whichever isolate it comes through', async () => {
    const address = '203.0.113.200';
    const outcomes: string[] = [];
    for (let i = 0; i < 32; i++) {
      const answer = await beacon('/', address);
      outcomes.push(`${answer.status} ${answer.headers.get('X-Medicion') ?? 'contada'}`);
    }
    expect(outcomes.filter((outcome) => outcome === '204 contada')).toHaveLength(30);
    expect(outcomes.slice(30)).toEqual(['204 descartada', '204 descartada']);
    await runAlarms();
  });

  it('refuses bad input with a 4xx, never a 500', async () => {
    const response = await call('/api/lecturas', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain', 'User-Agent': CHROME, Origin: 'https://portal.example' },
      body: JSON.stringify({ ruta: '/admin' }),
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { msg: string }).msg).toBe(
      'La ruta debe ser una página pública del sitio.',
    );
  });
});
