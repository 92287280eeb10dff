/**
 * Audience counts agree across runtimes (DESIGN §14): the Node entry and the worker under
 * `wrangler dev` (its Durable Objects run locally) over one database, the worker through a Hrana
 * server over the Node entry's file. One reader (the same address, user agent and SITE_URL) sends
 * a beacon to each: both runtimes hash it with the same day's salt, so the database holds two
 * views of one reader, and 'Lo más leído' answers the same on both.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@libsql/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEdge, type RunningEdge } from '../scripts/dev-edge.ts';
import { startNodeServer, type RunningServer } from '../src/node/server.ts';
import { newObjectId } from '../src/db/ids.ts';
import { PLACEHOLDER_SHELL } from './targets.ts';

const SITE_URL = 'https://portal.example';
const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

describe('audience counts on Node and workerd', () => {
  let temp: string;
  let databasePath: string;
  let node: RunningServer;
  let edge: RunningEdge;

  beforeAll(async () => {
    temp = mkdtempSync(join(tmpdir(), 'portal-contract-audience-'));
    databasePath = join(temp, 'portal.db');
    const shellDir = join(temp, 'shell');
    mkdirSync(shellDir);
    writeFileSync(join(shellDir, 'index.html'), PLACEHOLDER_SHELL);
    process.env.SITE_URL = SITE_URL;
    node = await startNodeServer({
      port: 0,
      databaseUrl: `file:${databasePath}`,
      mediaDir: join(temp, 'media'),
      shellDir,
      seed: false,
      orphanCleanup: false,
      quiet: true,
    });
    edge = await startEdge({
      port: 0,
      databasePort: 0,
      databasePath,
      persistTo: join(temp, 'wrangler'),
      assetsDir: shellDir,
      vars: { SEED_DEMO: 'false', SITE_URL },
      quiet: true,
    });
  });

  afterAll(async () => {
    await edge?.close();
    await node?.close();
    delete process.env.SITE_URL;
    rmSync(temp, { recursive: true, force: true });
  });

  it('hash one reader alike and count the same views', async () => {
    const id = newObjectId();
    const file = createClient({ url: `file:${databasePath}` });
    await file.execute({
      sql: `INSERT INTO noticias (_id, titulo, provincia, descripcion, texto, img_portada, editor, foto_editor, search_text, created_at)
            VALUES (?, 'En los dos', 'Salta', 'Resumen', '<p>Texto</p>', '/media/n.jpg', 'Julián Paz', '/media/j.jpg', 'en los dos', ?)`,
      args: [id, new Date().toISOString()],
    });
    const beacon = (url: string, agent: string) =>
      fetch(`${url}/api/lecturas`, {
        method: 'POST',
        headers: { 'Content-Type': 'text/plain;charset=UTF-8', 'User-Agent': agent, Origin: url },
        body: JSON.stringify({ ruta: `/noticia/${id}` }),
      }).then((response) => response.status);
    // One reader on both runtimes; another only on the worker.
    expect(await beacon(node.url, CHROME)).toBe(204);
    expect(await beacon(edge.url, CHROME)).toBe(204);
    expect(await beacon(edge.url, `${CHROME} otro`)).toBe(204);

    let rows: { lector: string }[] = [];
    for (let waited = 0; waited < 10_000 && rows.length < 3; waited += 250) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      rows = (await file.execute({ sql: 'SELECT lector FROM lecturas WHERE noticia_id = ?', args: [id] }))
        .rows as unknown as { lector: string }[];
    }
    file.close();
    expect(rows).toHaveLength(3);
    expect(new Set(rows.map((row) => row.lector)).size).toBe(2);

    const mostRead = async (url: string) =>
      ((await (await fetch(`${url}/api/mas-leidas/1h/5`)).json()) as { mas_leidas: unknown[] }).mas_leidas;
    const onNode = await mostRead(node.url);
    expect(onNode).toEqual([expect.objectContaining({ _id: id, lecturas: 2 })]);
    expect(await mostRead(edge.url)).toEqual(onNode);
  });
});
