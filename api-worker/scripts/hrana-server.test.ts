import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@libsql/client/web';
import { count, eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/libsql/web';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listPendingMigrations, migrate } from '../src/db/migrate.ts';
import { embeddedMigrations } from '../src/db/migrations.generated.ts';
import * as schema from '../src/db/schema.ts';
import { startHranaServer, type RunningHranaServer } from './hrana-server.ts';

const { usuarios, publis } = schema;
const tempDir = mkdtempSync(join(tmpdir(), 'portal-hrana-'));
let server: RunningHranaServer;

beforeAll(async () => {
  server = await startHranaServer({ port: 0, databasePath: join(tempDir, 'edge.db') });
});
afterAll(async () => {
  await server?.close();
  rmSync(tempDir, { recursive: true, force: true });
});

function connect() {
  return drizzle(createClient({ url: server.url }), { schema });
}

function user(id: string, username: string) {
  return {
    _id: id.repeat(24).slice(0, 24),
    nombre: 'Ana',
    apellido: 'Suárez',
    email: `${username}@example.com`,
    username,
    foto: '/media/usuarios/a.jpg',
    password_hash: 'pbkdf2$1$AA==$AA==',
    privilegios: ['noticias'],
    created_at: new Date().toISOString(),
  };
}

describe('Hrana server with @libsql/client/web and drizzle', () => {
  it('answers the version probe', async () => {
    expect((await fetch(`${server.url}/v2`)).status).toBe(200);
  });

  it('runs the migrator (batches with conditions) and is idempotent', async () => {
    const db = connect();
    expect(await migrate(db)).toEqual(embeddedMigrations.map((migration) => migration.tag));
    expect(await migrate(db)).toEqual([]);
    expect(await listPendingMigrations(db)).toEqual([]);
  });

  it('inserts and selects, with UTF-8 text, integers and JSON columns', async () => {
    const db = connect();
    await db.insert(usuarios).values(user('a', 'ana'));
    const [row] = await db.select().from(usuarios).where(eq(usuarios.username, 'ana'));
    expect(row).toMatchObject({ apellido: 'Suárez', privilegios: ['noticias'] });
    await db.insert(publis).values({
      _id: 'c'.repeat(24),
      nombre_cliente: 'Farmacia',
      ingreso: '2026-01-01',
      egreso: '2027-01-01',
      link: 'https://example.com',
      foto: '/media/publis/c.jpg',
      inicio: 3,
      created_at: new Date().toISOString(),
    });
    const [publi] = await db.select().from(publis);
    expect(publi?.inicio).toBe(3);
    expect(publi?.galeria).toBe(0);
  });

  it('reports constraint errors with the same code as a local file database', async () => {
    const db = connect();
    const error = await db
      .insert(usuarios)
      .values(user('b', 'ANA'))
      .catch((e: unknown) => e);
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    expect(cause?.code).toBe('SQLITE_CONSTRAINT');
    expect(cause?.message).toMatch(/UNIQUE/);
  });

  it('commits a transaction across requests', async () => {
    const db = connect();
    await db.transaction(async (tx) => {
      await tx.insert(usuarios).values(user('d', 'diego'));
      const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(usuarios);
      expect(n).toBe(2);
      await tx.update(usuarios).set({ nombre: 'Diego' }).where(eq(usuarios.username, 'diego'));
    });
    const [row] = await db.select().from(usuarios).where(eq(usuarios.username, 'diego'));
    expect(row?.nombre).toBe('Diego');
  });

  it('rolls a failed transaction back', async () => {
    const db = connect();
    await expect(
      db.transaction(async (tx) => {
        await tx.insert(usuarios).values(user('e', 'elena'));
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect(await db.select().from(usuarios).where(eq(usuarios.username, 'elena'))).toEqual([]);
  });

  it('makes other writers wait for an open transaction instead of failing', async () => {
    const db = connect();
    const other = connect();
    let otherDone = false;
    await db.transaction(async (tx) => {
      await tx.insert(usuarios).values(user('f', 'fabian'));
      const otherWrite = other
        .insert(usuarios)
        .values(user('9', 'gabriela'))
        .then(() => (otherDone = true));
      await new Promise((r) => setTimeout(r, 150));
      expect(otherDone).toBe(false);
      await tx.update(usuarios).set({ nombre: 'Fabián' }).where(eq(usuarios.username, 'fabian'));
      // Do not await otherWrite here: it can only run after this transaction commits.
      void otherWrite;
    });
    await expect.poll(() => otherDone).toBe(true);
    const names = (await db.select({ username: usuarios.username }).from(usuarios)).map((r) => r.username);
    expect(names).toEqual(expect.arrayContaining(['fabian', 'gabriela']));
  });
});
