import { createClient } from '@libsql/client';
import { drizzle } from 'drizzle-orm/libsql';
import { createApp } from '../src/app.ts';
import type { MeasurementSink } from '../src/audience/index.ts';
import type { ClientAddressResolver } from '../src/auth/client-address.ts';
import { readAppConfig, type AppConfig } from '../src/config/config.ts';
import type { ContentVersions } from '../src/content-version/content-version.ts';
import type { AppDatabase } from '../src/db/database.ts';
import { migrate } from '../src/db/migrate.ts';
import { embeddedMigrations } from '../src/db/migrations.generated.ts';
import * as schema from '../src/db/schema.ts';
import type { MediaStore } from '../src/media/media-store.ts';
import { createMemoryMediaStore } from '../src/media/memory-media-store.ts';

/** A fresh in-memory libSQL database with the drizzle schema (migrated unless told otherwise). */
export async function createTestDatabase({
  migrated = true,
  migratedBefore,
}: {
  migrated?: boolean;
  /** Migrated up to, not including, the migration of this number ('0018'): a later one's test. */
  migratedBefore?: string;
} = {}): Promise<AppDatabase> {
  const db = drizzle(createClient({ url: ':memory:' }), { schema });
  if (migratedBefore)
    await migrate(
      db,
      embeddedMigrations.filter(({ tag }) => tag < migratedBefore),
    );
  else if (migrated) await migrate(db);
  return db;
}

/**
 * The app over a real, migrated in-memory database and an in-memory media store: tests call
 * `app.request()` and check what a client would see.
 */
export async function createTestApp(
  options: {
    db?: AppDatabase;
    media?: MediaStore;
    config?: Partial<AppConfig>;
    /** The app's clock (ms since the epoch), for the editorial workflow's scheduling. */
    now?: () => number;
    shellHtml?: () => Promise<string | null>;
    /** The content version, when a test shares it with something in front of the app (a cache). */
    contentVersions?: ContentVersions;
    /** Where measurements go (audience/): a test's own buffer, which it flushes itself. */
    measurements?: MeasurementSink;
    clientAddress?: ClientAddressResolver;
  } = {},
) {
  const db = options.db ?? (await createTestDatabase());
  const media = options.media ?? createMemoryMediaStore();
  const app = createApp({
    db,
    media,
    config: { ...readAppConfig({}), ...options.config },
    ...(options.now ? { now: options.now } : {}),
    ...(options.shellHtml ? { shellHtml: options.shellHtml } : {}),
    ...(options.contentVersions ? { contentVersions: options.contentVersions } : {}),
    ...(options.measurements ? { measurements: options.measurements } : {}),
    ...(options.clientAddress ? { clientAddress: options.clientAddress } : {}),
  });
  return { app, db, media, close: () => db.$client.close() };
}
