import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../db/database.ts';
import { auditoria } from '../db/schema.ts';
import { MAX_FAILURES_PER_USERNAME_AND_ADDRESS } from '../auth/login-attempts.ts';
import { insertStaffUser } from '../../test-support/staff-access.ts';
import { openNodeDatabase } from './database.ts';
import { startNodeServer, type RunningServer } from './server.ts';

// Issue 23 item 1: the Node entry hands the app the socket, so that every client has its own
// address (audit log, login limits, failure reports), on real sockets from two loopback addresses.

const tempDir = mkdtempSync(join(tmpdir(), 'portal-addresses-'));
const PASSWORD = 'demo-portal';

interface Portal {
  server: RunningServer;
  db: AppDatabase;
  port: number;
}

async function startPortal(name: string, trustedProxies?: string[]): Promise<Portal> {
  const dir = join(tempDir, name);
  mkdirSync(join(dir, 'shell'), { recursive: true });
  writeFileSync(join(dir, 'shell', 'index.html'), '<!doctype html><title>Portal</title>');
  const databaseUrl = `file:${join(dir, 'portal.db')}`;
  const server = await startNodeServer({
    port: 0,
    databaseUrl,
    mediaDir: join(dir, 'media'),
    shellDir: join(dir, 'shell'),
    seed: false,
    quiet: true,
    ...(trustedProxies ? { trustedProxies } : {}),
  });
  const db = await openNodeDatabase(databaseUrl);
  await insertStaffUser(db, { username: 'fotografo', privilegios: ['galeria'], password: PASSWORD });
  return { server, db, port: Number(new URL(server.url).port) };
}

/** A JSON POST to the portal on 127.0.0.1, sent from the local address `from`. */
function post(
  portal: Portal,
  path: string,
  body: unknown,
  from: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const payload = JSON.stringify(body);
    const req = request(
      {
        host: '127.0.0.1',
        port: portal.port,
        path,
        method: 'POST',
        localAddress: from,
        agent: false,
        headers: {
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(payload),
          ...headers,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const login = (portal: Portal, contraseña: string, from: string, headers?: Record<string, string>) =>
  post(portal, '/api/login', { username: 'fotografo', contraseña }, from, headers);

let direct: Portal;
let proxied: Portal;

beforeAll(async () => {
  direct = await startPortal('direct');
  proxied = await startPortal('proxied', ['127.0.0.1']);
});
afterAll(async () => {
  for (const portal of [direct, proxied]) {
    portal?.db.$client.close();
    await portal?.server.close();
  }
  rmSync(tempDir, { recursive: true, force: true });
});

describe('client addresses on the Node entry', () => {
  it('records each socket’s own address, and one address’s failures do not block the other', async () => {
    for (let i = 0; i < MAX_FAILURES_PER_USERNAME_AND_ADDRESS; i++) {
      expect((await login(direct, 'mala-clave', '127.0.0.2')).status).toBe(400);
    }
    expect((await login(direct, PASSWORD, '127.0.0.2')).status).toBe(429);
    // Another address, which has not failed, logs in.
    expect((await login(direct, PASSWORD, '127.0.0.1')).status).toBe(200);

    const rows = await direct.db.select().from(auditoria).where(eq(auditoria.usuario, 'fotografo'));
    const byAction = (accion: string) => rows.filter((row) => row.accion === accion).map((row) => row.ip);
    expect(byAction('login-rechazado')).toEqual(
      Array(MAX_FAILURES_PER_USERNAME_AND_ADDRESS + 1).fill('127.0.0.2'),
    );
    expect(byAction('login')).toEqual(['127.0.0.1']);
  });

  it('ignores X-Forwarded-For from a peer that is not a trusted proxy', async () => {
    const forged = { 'X-Forwarded-For': '203.0.113.9' };
    expect((await login(direct, PASSWORD, '127.0.0.1', forged)).status).toBe(200);
    expect((await login(proxied, PASSWORD, '127.0.0.2', forged)).status).toBe(200);
    const [directRow] = await direct.db
      .select()
      .from(auditoria)
      .where(eq(auditoria.accion, 'login'))
      .orderBy(auditoria._id)
      .limit(1)
      .offset(1);
    expect(directRow?.ip).toBe('127.0.0.1');
    const proxiedRows = await proxied.db.select().from(auditoria).where(eq(auditoria.accion, 'login'));
    expect(proxiedRows.map((row) => row.ip)).toEqual(['127.0.0.2']);
  });

  it('behind a trusted proxy, takes the client it forwards for', async () => {
    // The proxy at 127.0.0.1 forwards two clients: each is limited and recorded on its own.
    const from = (client: string) => ({ 'X-Forwarded-For': `198.51.100.1, ${client}` });
    for (let i = 0; i < MAX_FAILURES_PER_USERNAME_AND_ADDRESS; i++) {
      expect((await login(proxied, 'mala-clave', '127.0.0.1', from('203.0.113.20'))).status).toBe(400);
    }
    expect((await login(proxied, PASSWORD, '127.0.0.1', from('203.0.113.20'))).status).toBe(429);
    expect((await login(proxied, PASSWORD, '127.0.0.1', from('203.0.113.21'))).status).toBe(200);
    const rows = await proxied.db.select().from(auditoria).where(eq(auditoria.usuario, 'fotografo'));
    expect(new Set(rows.filter((row) => row.accion === 'login-rechazado').map((row) => row.ip))).toEqual(
      new Set(['203.0.113.20']),
    );
    expect(rows.filter((row) => row.accion === 'login').map((row) => row.ip)).toContain('203.0.113.21');
  });
});
