import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@libsql/client';
import { afterAll, describe, expect, it } from 'vitest';
import { startNodeServer } from '../node/server.ts';

const tempDir = mkdtempSync(join(tmpdir(), 'portal-audience-'));
const databaseUrl = `file:${join(tempDir, 'portal.db')}`;
afterAll(() => rmSync(tempDir, { recursive: true, force: true }));

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

async function count(table: string): Promise<number> {
  const client = createClient({ url: databaseUrl });
  try {
    return Number((await client.execute(`SELECT count(*) AS n FROM ${table}`)).rows[0]!.n);
  } finally {
    client.close();
  }
}

describe('the Node server’s measurement buffer', () => {
  it('writes beacons within a second in one batch, and what is left when it closes', async () => {
    const server = await startNodeServer({
      port: 0,
      databaseUrl,
      mediaDir: join(tempDir, 'media'),
      seed: false,
      quiet: true,
    });
    const send = (n: number) =>
      Promise.all(
        Array.from({ length: n }, (_, i) =>
          fetch(`${server.url}/api/lecturas`, {
            method: 'POST',
            headers: {
              'Content-Type': 'text/plain;charset=UTF-8',
              'User-Agent': `${CHROME} ${i}`,
              Origin: server.url,
            },
            body: JSON.stringify({ ruta: '/' }),
          }).then((response) => response.status),
        ),
      );
    try {
      expect(await send(20)).toEqual(Array(20).fill(204));
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(await count('lecturas')).toBe(20);
      expect(await count('medicion_lotes')).toBeLessThanOrEqual(2);
      expect(await send(7)).toEqual(Array(7).fill(204));
    } finally {
      await server.close();
    }
    expect(await count('lecturas')).toBe(27);
  });

  it('counts every click on an ad, each reader’s, and sends each to the advertiser', async () => {
    const server = await startNodeServer({
      port: 0,
      databaseUrl,
      mediaDir: join(tempDir, 'media'),
      seed: false,
      quiet: true,
    });
    const client = createClient({ url: databaseUrl });
    const id = 'abcdefabcdefabcdefabcdef';
    await client.execute({
      sql: `INSERT INTO publis (_id, nombre_cliente, ingreso, egreso, link, foto, created_at)
            VALUES (?, 'Cliente', '2026-01-01', '2099-12-31', 'https://anunciante.example/', '/media/p.jpg', ?)`,
      args: [id, new Date().toISOString()],
    });
    client.close();
    try {
      const clicks = await Promise.all(
        Array.from({ length: 5 }, (_, i) =>
          fetch(`${server.url}/publi/${id}/clic`, {
            redirect: 'manual',
            headers: { 'User-Agent': `${CHROME} ${i}` },
          }),
        ),
      );
      expect(clicks.map((response) => [response.status, response.headers.get('Location')])).toEqual(
        Array(5).fill([302, 'https://anunciante.example/']),
      );
    } finally {
      await server.close();
    }
    expect(await count("publis_eventos WHERE tipo = 'clic'")).toBe(5);
  });
});
