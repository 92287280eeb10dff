import { createClient } from '@libsql/client';
import { drizzle } from 'drizzle-orm/libsql';
import { createApp } from '../src/app.ts';
import { readAppConfig } from '../src/config/config.ts';
import * as schema from '../src/db/schema.ts';
import { createMemoryMediaStore } from '../src/media/memory-media-store.ts';
import { declaredRoutesOf } from '../src/routing/api-description.ts';

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
