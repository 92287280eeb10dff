import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  EMBEDDED_MIGRATIONS_FILE,
  readDrizzleMigrations,
  renderEmbeddedMigrationsModule,
} from '../../scripts/bundle-migrations.ts';
import { createTestDatabase } from '../../test-support/create-test-app.ts';
import { listPendingMigrations, migrate } from './migrate.ts';
import { embeddedMigrations } from './migrations.generated.ts';

describe('migrations', () => {
  it('embed exactly what drizzle-kit generated in drizzle/', () => {
    // Fails after a `drizzle-kit generate` without the bundling step: run `pnpm --filter api-worker db:generate`.
    expect(readFileSync(EMBEDDED_MIGRATIONS_FILE, 'utf8')).toBe(
      renderEmbeddedMigrationsModule(readDrizzleMigrations()),
    );
  });

  it('create every table of the schema', async () => {
    const db = await createTestDatabase();
    const tables = await db.$client.execute(
      "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name",
    );
    expect(tables.rows.map((row) => row.name)).toEqual(
      expect.arrayContaining([
        'albums',
        'banner_images',
        'banners',
        'eventos',
        'login_attempts',
        'noticias',
        'publis',
        'sessions',
        'usuarios',
      ]),
    );
  });

  it('are applied once: a second run changes nothing', async () => {
    const db = await createTestDatabase({ migrated: false });
    expect(await listPendingMigrations(db)).toEqual(embeddedMigrations.map((m) => m.tag));
    expect(await migrate(db)).toEqual(embeddedMigrations.map((m) => m.tag));
    expect(await migrate(db)).toEqual([]);
    expect(await listPendingMigrations(db)).toEqual([]);
    const recorded = await db.$client.execute('SELECT hash, created_at FROM "__drizzle_migrations"');
    expect(recorded.rows.map((row) => [row.hash, Number(row.created_at)])).toEqual(
      embeddedMigrations.map((m) => [m.hash, m.when]),
    );
  });

  it('create the indexes list queries rely on', async () => {
    const db = await createTestDatabase();
    const indexes = await db.$client.execute("SELECT name FROM sqlite_master WHERE type = 'index'");
    expect(indexes.rows.map((row) => row.name)).toEqual(
      expect.arrayContaining([
        'noticias_created_at_idx',
        'noticias_provincia_created_at_idx',
        'eventos_fecha_idx',
        'eventos_provincia_fecha_idx',
        'albums_fecha_idx',
        'usuarios_username_unique',
      ]),
    );
  });

  it('make usernames unique regardless of case', async () => {
    const db = await createTestDatabase();
    const insert = (id: string, username: string) =>
      db.$client.execute({
        sql: `INSERT INTO usuarios (_id, nombre, apellido, email, username, foto, password_hash, privilegios, created_at)
              VALUES (?, 'A', 'B', 'a@b.c', ?, '', 'x', '[]', '2026-01-01T00:00:00.000Z')`,
        args: [id, username],
      });
    await insert('a'.repeat(24), 'admin');
    await expect(insert('b'.repeat(24), 'Admin')).rejects.toThrow(/UNIQUE/);
  });
});
