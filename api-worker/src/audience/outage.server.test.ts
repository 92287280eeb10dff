import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@libsql/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHranaServer, type RunningHranaServer } from '../../scripts/hrana-server.ts';
import { createTestApp } from '../../test-support/create-test-app.ts';
import { startFaultProxy, type FaultProxy } from '../../test-support/fault-proxy.ts';
import type { AppDatabase } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { openNodeDatabase } from '../node/database.ts';
import { AWAY_PAUSE_MS, DATABASE_AWAY_MESSAGE } from '../outage/database-away.ts';
import { createLocalMeasurements } from './index.ts';

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const dir = mkdtempSync(join(tmpdir(), 'portal-audience-outage-'));
let hrana: RunningHranaServer;
let proxy: FaultProxy;
let db: AppDatabase;

beforeAll(async () => {
  hrana = await startHranaServer({ port: 0, databasePath: join(dir, 'portal.db') });
  proxy = await startFaultProxy({ host: '127.0.0.1', port: Number(new URL(hrana.url).port) });
  db = await openNodeDatabase(proxy.url, undefined, 400);
  await migrate(db);
});

afterAll(async () => {
  db.$client.close();
  await proxy.close();
  await hrana.close();
  rmSync(dir, { recursive: true, force: true });
});

async function storedReads(): Promise<number> {
  const file = createClient({ url: `file:${join(dir, 'portal.db')}` });
  try {
    return Number((await file.execute('SELECT count(*) AS n FROM lecturas')).rows[0]!.n);
  } finally {
    file.close();
  }
}

async function appWithBuffer() {
  const local = createLocalMeasurements(db);
  const { app } = await createTestApp({ db, measurements: local.sink });
  const beacon = (agent = CHROME) =>
    app.request('/api/lecturas', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain', 'User-Agent': agent, Origin: 'http://localhost' },
      body: JSON.stringify({ ruta: '/' }),
    });
  return { beacon, flush: local.flush };
}

describe('beacons while the database is away (DESIGN §13)', () => {
  it('are kept and written once it is back, or answered 503 before the day’s salt is known: never a 500', async () => {
    const warm = await appWithBuffer();
    expect((await warm.beacon()).status).toBe(204);
    await warm.flush();
    expect(await storedReads()).toBe(1);

    proxy.refuse();
    try {
      // The day's salt is held: the beacon is accepted and waits in the buffer.
      expect((await warm.beacon(`${CHROME} otro`)).status).toBe(204);
      await warm.flush();
      // A process that has not read the salt yet cannot hash a reader: the API's 503.
      const cold = await appWithBuffer();
      const refused = await cold.beacon();
      expect(refused.status).toBe(503);
      expect(refused.headers.get('Retry-After')).toBeTruthy();
      expect(await refused.json()).toEqual({ msg: DATABASE_AWAY_MESSAGE });
    } finally {
      proxy.heal();
    }
    expect(await storedReads()).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, AWAY_PAUSE_MS + 200));
    await warm.flush();
    expect(await storedReads()).toBe(2);
    // Written once: another flush adds nothing.
    await warm.flush();
    expect(await storedReads()).toBe(2);
  });
});
