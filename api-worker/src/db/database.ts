import type { Client } from '@libsql/client';
import type { LibSQLDatabase } from 'drizzle-orm/libsql';
import type * as schema from './schema.ts';

/**
 * The drizzle database every feature receives. The Node entry builds it over `@libsql/client`
 * (file, memory or remote), the worker over `@libsql/client/web` (HTTP to sqld/Turso); both
 * clients share one interface, so features never know which runtime they are in.
 */
export type AppDatabase = LibSQLDatabase<typeof schema> & { $client: Client };
