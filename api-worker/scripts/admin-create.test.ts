import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import {
  isLocalDatabaseUrl,
  readAppConfig,
  seedAdminPassword,
  seedDemoStaffPassword,
} from '../src/config/config.ts';
import { createMemoryMediaStore } from '../src/media/memory-media-store.ts';
import { openNodeDatabase } from '../src/node/database.ts';
import { startNodeServer } from '../src/node/server.ts';
import { startHranaServer } from './hrana-server.ts';

const tempDir = mkdtempSync(join(tmpdir(), 'portal-admin-create-'));
const databaseUrl = `file:${join(tempDir, 'portal.db')}`;
const SCRIPT = fileURLToPath(new URL('./admin-create.ts', import.meta.url));

afterAll(() => rmSync(tempDir, { recursive: true, force: true }));

/**
 * Runs `pnpm admin:create`'s script as an operator would, the password on standard input.
 * Asynchronous, so that a database server in this process (the HTTP test) keeps answering.
 */
function adminCreate(args: string[], input: string, env: Record<string, string> = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', SCRIPT, ...args], {
    env: { ...process.env, DATABASE_URL: databaseUrl, ...env },
    timeout: 60_000,
  });
  let out = '';
  let err = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString('utf8')));
  child.stdin.end(input);
  return new Promise<{ code: number | null; out: string; err: string }>((resolveRun) =>
    child.on('close', (code) => resolveRun({ code, out, err })),
  );
}

async function logIn(username: string, password: string) {
  const db = await openNodeDatabase(databaseUrl);
  try {
    const app = createApp({ db, media: createMemoryMediaStore(), config: readAppConfig({}) });
    const response = await app.request('/api/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username, contraseña: password }),
    });
    return { status: response.status, cookie: response.headers.get('set-cookie') ?? '' };
  } finally {
    db.$client.close();
  }
}

async function sessionStatus(cookie: string) {
  const db = await openNodeDatabase(databaseUrl);
  try {
    const app = createApp({ db, media: createMemoryMediaStore(), config: readAppConfig({}) });
    const response = await app.request('/api/session', { headers: { Cookie: cookie.split(';')[0]! } });
    return response.status;
  } finally {
    db.$client.close();
  }
}

describe('pnpm admin:create', () => {
  it('creates the first administrator of an empty, unmigrated database', async () => {
    const run = await adminCreate(
      ['--username', 'jefa', '--email', 'jefa@diario.example'],
      'clave-de-la-jefa\n',
    );
    expect(run.err).toBe('');
    expect(run.code).toBe(0);
    expect(run.out).toContain('Administrador «jefa» creado con todos los privilegios.');
    expect(run.out).not.toContain('clave-de-la-jefa');

    const login = await logIn('jefa', 'clave-de-la-jefa');
    expect(login.status).toBe(200);
    const db = await openNodeDatabase(databaseUrl);
    const rows = await db.$client.execute("SELECT privilegios, email FROM usuarios WHERE username = 'jefa'");
    db.$client.close();
    expect(JSON.parse(String(rows.rows[0]!.privilegios))).toEqual(
      expect.arrayContaining(['noticias', 'galeria', 'agenda', 'usuarios', 'publicidad']),
    );
    expect(rows.rows[0]!.email).toBe('jefa@diario.example');
  });

  it('resets the password of an existing administrator and ends their sessions', async () => {
    const before = await logIn('jefa', 'clave-de-la-jefa');
    expect(await sessionStatus(before.cookie)).toBe(200);

    const run = await adminCreate(['--username', 'jefa'], 'otra-clave-nueva\n');
    expect(run.code).toBe(0);
    expect(run.out).toContain('Contraseña de «jefa» cambiada');

    expect(await sessionStatus(before.cookie)).toBe(401);
    expect((await logIn('jefa', 'clave-de-la-jefa')).status).toBe(400);
    expect((await logIn('jefa', 'otra-clave-nueva')).status).toBe(200);
  });

  it('refuses a password outside the 8–200 rule and a malformed username, writing nothing', async () => {
    const short = await adminCreate(['--username', 'nuevo'], 'corta\n');
    expect(short.code).toBe(1);
    expect(short.err).toContain('La contraseña debe tener entre 8 y 200 caracteres.');
    const badName = await adminCreate(['--username', 'x y'], 'una-clave-larga\n');
    expect(badName.code).toBe(1);
    expect(badName.err).toContain('El nombre de usuario debe tener entre 3 y 30 caracteres');

    const db = await openNodeDatabase(databaseUrl);
    const rows = await db.$client.execute('SELECT username FROM usuarios ORDER BY username');
    db.$client.close();
    expect(rows.rows.map((row) => row.username)).toEqual(['jefa']);
  });

  it('asks a person at a terminal twice, echoing nothing of the password', async () => {
    // `script` gives the command a terminal (a pseudo-terminal), as an operator's shell would.
    const command = [process.execPath, '--import', 'tsx', SCRIPT, '--username', 'turno'].join(' ');
    const child = spawn('script', ['-qfec', command, '/dev/null'], {
      env: { ...process.env, DATABASE_URL: databaseUrl },
    });
    let screen = '';
    const answered = new Set<string>();
    child.stdout.on('data', (chunk: Buffer) => {
      screen += chunk.toString('utf8');
      // Each answer is typed once its question is on the screen (raw mode is on by then).
      for (const question of ['Contraseña (8 a 200 caracteres): ', 'Repita la contraseña: ']) {
        if (screen.includes(question) && !answered.has(question)) {
          answered.add(question);
          child.stdin.write('clave-del-turno\r');
        }
      }
    });
    const code = await new Promise<number | null>((resolveExit) => child.on('exit', resolveExit));
    expect(screen).toContain('Repita la contraseña: ');
    expect(screen).toContain('Administrador «turno» creado');
    expect(screen).not.toContain('clave-del-turno');
    expect(code).toBe(0);
    expect((await logIn('turno', 'clave-del-turno')).status).toBe(200);
  });

  it('works on a database served over HTTP with a token, as Turso is', async () => {
    const served = await startHranaServer({ port: 0, databasePath: join(tempDir, 'remota.db') });
    try {
      const run = await adminCreate(['--username', 'remota'], 'clave-de-la-remota\n', {
        DATABASE_URL: served.url,
        DATABASE_AUTH_TOKEN: 'token-de-prueba',
      });
      expect(run.err).toBe('');
      expect(run.out).toContain('Administrador «remota» creado');
    } finally {
      await served.close();
    }
    const db = await openNodeDatabase(`file:${join(tempDir, 'remota.db')}`);
    const rows = await db.$client.execute("SELECT username FROM usuarios WHERE username = 'remota'");
    db.$client.close();
    expect(rows.rows).toHaveLength(1);
  });
});

describe('the demo seed outside local development', () => {
  it('uses the public default password only on a local database', () => {
    expect(isLocalDatabaseUrl('file:data/portal.db')).toBe(true);
    expect(isLocalDatabaseUrl('http://127.0.0.1:8788')).toBe(true);
    expect(isLocalDatabaseUrl('libsql://portal-diario.turso.io')).toBe(false);
    expect(seedAdminPassword(undefined, 'file:data/portal.db')).toBe('admin-portal');
    expect(seedAdminPassword('una-clave-propia', 'libsql://portal-diario.turso.io')).toBe('una-clave-propia');
    expect(() => seedAdminPassword(undefined, 'libsql://portal-diario.turso.io')).toThrow(/ADMIN_PASSWORD/);
    expect(() => seedAdminPassword(undefined, 'file:data/portal.db', { production: true })).toThrow(
      /pnpm admin:create/,
    );
  });

  it('gives the demo redactor and fotografo the README password only locally', async () => {
    expect(seedDemoStaffPassword('file:data/portal.db')).toBe('demo-portal');
    const remote = seedDemoStaffPassword('libsql://portal-diario.turso.io');
    expect(remote).toMatch(/^[0-9a-f]{48}$/);
    expect(seedDemoStaffPassword('libsql://portal-diario.turso.io')).not.toBe(remote);
    expect(seedDemoStaffPassword('file:data/portal.db', { production: true })).not.toBe('demo-portal');

    // A production server seeding the demo with ADMIN_PASSWORD: the public password opens nothing.
    const productionDb = `file:${join(tempDir, 'demo-produccion.db')}`;
    const saved = { NODE_ENV: process.env.NODE_ENV, SITE_URL: process.env.SITE_URL };
    process.env.NODE_ENV = 'production';
    // A production start needs the site's address (config.ts).
    process.env.SITE_URL = 'https://portal.example';
    try {
      const server = await startNodeServer({
        port: 0,
        databaseUrl: productionDb,
        mediaDir: join(tempDir, 'media-demo'),
        shellDir: join(tempDir, 'shell'),
        seed: true,
        adminPassword: 'clave-de-produccion',
        orphanCleanup: false,
        quiet: true,
      });
      try {
        const login = (username: string, contraseña: string) =>
          fetch(`${server.url}/api/login`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', Origin: server.url },
            body: JSON.stringify({ username, contraseña }),
          });
        expect((await login('redactor', 'demo-portal')).status).toBe(400);
        expect((await login('fotografo', 'demo-portal')).status).toBe(400);
        expect((await login('admin', 'clave-de-produccion')).status).toBe(200);
      } finally {
        await server.close();
      }
    } finally {
      process.env.NODE_ENV = saved.NODE_ENV;
      if (saved.SITE_URL === undefined) delete process.env.SITE_URL;
      else process.env.SITE_URL = saved.SITE_URL;
    }
  });

  it('a production Node server refuses to seed without ADMIN_PASSWORD and creates no user', async () => {
    const productionDb = `file:${join(tempDir, 'produccion.db')}`;
    const saved = {
      NODE_ENV: process.env.NODE_ENV,
      ADMIN_PASSWORD: process.env.ADMIN_PASSWORD,
      SITE_URL: process.env.SITE_URL,
    };
    process.env.NODE_ENV = 'production';
    process.env.SITE_URL = 'https://portal.example';
    delete process.env.ADMIN_PASSWORD;
    try {
      await expect(
        startNodeServer({
          port: 0,
          databaseUrl: productionDb,
          mediaDir: join(tempDir, 'media'),
          shellDir: join(tempDir, 'shell'),
          seed: true,
          quiet: true,
        }),
      ).rejects.toThrow(/ADMIN_PASSWORD no está definida/);
    } finally {
      process.env.NODE_ENV = saved.NODE_ENV;
      if (saved.ADMIN_PASSWORD !== undefined) process.env.ADMIN_PASSWORD = saved.ADMIN_PASSWORD;
      if (saved.SITE_URL === undefined) delete process.env.SITE_URL;
      else process.env.SITE_URL = saved.SITE_URL;
    }
    const db = await openNodeDatabase(productionDb);
    const rows = await db.$client.execute('SELECT count(*) AS n FROM usuarios');
    db.$client.close();
    expect(Number(rows.rows[0]!.n)).toBe(0);
  });
});
