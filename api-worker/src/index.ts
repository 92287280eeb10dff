export { createApp, type App, type AppDeps } from './app.ts';
export {
  DEFAULT_REMOTES,
  DEMO_STAFF_PASSWORD,
  readAppConfig,
  readRemotesConfig,
  type AppConfig,
  type RemotesConfig,
} from './config/config.ts';
export type { AppDatabase } from './db/database.ts';
export { migrate, listPendingMigrations } from './db/migrate.ts';
export {
  seedIfEmpty,
  seedDemoContent,
  isDatabaseEmpty,
  type SeedOptions,
  type SeedSummary,
} from './demo-content/seed.ts';
export type { MediaObject, MediaStore } from './media/media-store.ts';
export { createR2MediaStore, type R2BucketLike } from './media/r2-media-store.ts';
export { createMemoryMediaStore } from './media/memory-media-store.ts';
export { WORKER_ROUTE_PATTERNS, isWorkerRoute } from './worker-routes.ts';
