import { createClient } from '@libsql/client';
import { drizzle } from 'drizzle-orm/libsql';
import { createApp } from '../app.ts';
import { readAppConfig } from '../config.ts';
import * as schema from '../db/schema.ts';
import { createMemoryMediaStore } from '../media/memory-media-store.ts';
import { declaredRoutesOf } from '../routing/api-description.ts';

/**
 * Every route the app declares (method, Hono path, access level), read from an app built over a
 * database it never touches: the tests that walk the routes take them from here.
 */
export function declaredAppRoutes() {
  const db = drizzle(createClient({ url: ':memory:' }), { schema });
  const app = createApp({ db, media: createMemoryMediaStore(), config: readAppConfig({}) });
  const routes = declaredRoutesOf(app);
  db.$client.close();
  return routes;
}
