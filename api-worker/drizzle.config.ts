import { defineConfig } from 'drizzle-kit';

// `generate` works offline; `migrate`/`studio` reach the database at DATABASE_URL (a libSQL
// server such as the local Hrana server of scripts/hrana-server.ts, or Turso).
export default defineConfig({
  dialect: 'turso',
  schema: './src/db/schema.ts',
  out: './drizzle',
  dbCredentials: {
    url: process.env.DATABASE_URL ?? 'http://127.0.0.1:8788',
    authToken: process.env.DATABASE_AUTH_TOKEN,
  },
});
