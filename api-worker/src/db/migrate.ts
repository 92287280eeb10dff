import type { Client } from '@libsql/client';
import type { AppDatabase } from './database.ts';
import type { EmbeddedMigration } from './migration-types.ts';
import { embeddedMigrations } from './migrations.generated.ts';

// The same table and columns as drizzle's own migrator, so `drizzle-kit migrate` and this
// migrator agree on what has been applied.
const CREATE_MIGRATIONS_TABLE = `CREATE TABLE IF NOT EXISTS "__drizzle_migrations" (
  id SERIAL PRIMARY KEY,
  hash text NOT NULL,
  created_at numeric
)`;

async function readAppliedTimes(client: Client): Promise<Set<number>> {
  const table = await client.execute(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name = '__drizzle_migrations'",
  );
  if (table.rows.length === 0) return new Set();
  const applied = await client.execute('SELECT created_at FROM "__drizzle_migrations"');
  return new Set(applied.rows.map((row) => Number(row.created_at)));
}

/**
 * Applies, in order, the migrations this database has not applied yet; each one with its record
 * in a single transaction, so a failure leaves no half-applied migration. Returns the tags applied.
 */
export async function migrate(
  db: AppDatabase,
  migrations: readonly EmbeddedMigration[] = embeddedMigrations,
): Promise<string[]> {
  const client = db.$client;
  await client.execute(CREATE_MIGRATIONS_TABLE);
  const appliedTimes = await readAppliedTimes(client);
  const appliedNow: string[] = [];
  for (const migration of migrations) {
    if (appliedTimes.has(migration.when)) continue;
    try {
      await client.migrate([
        ...migration.statements,
        {
          sql: 'INSERT INTO "__drizzle_migrations" ("hash", "created_at") VALUES (?, ?)',
          args: [migration.hash, migration.when],
        },
      ]);
      appliedNow.push(migration.tag);
    } catch (error) {
      // Another process or isolate may have applied it between our read and our write.
      if (!(await readAppliedTimes(client)).has(migration.when)) throw error;
    }
  }
  return appliedNow;
}

/** The tags of the embedded migrations this database still lacks (none once migrated). */
export async function listPendingMigrations(
  db: AppDatabase,
  migrations: readonly EmbeddedMigration[] = embeddedMigrations,
): Promise<string[]> {
  const appliedTimes = await readAppliedTimes(db.$client);
  return migrations.filter((migration) => !appliedTimes.has(migration.when)).map((m) => m.tag);
}
