import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { AppConfig } from './config.ts';
import type { AppDatabase } from './db/database.ts';
import { createHealthRoutes } from './health/health.routes.ts';
import { createMediaRoutes } from './media/media.routes.ts';
import type { MediaStore } from './media/media-store.ts';
import { createRemotesRoutes } from './remotes/remotes.routes.ts';

export interface AppDeps {
  db: AppDatabase;
  media: MediaStore;
  config: AppConfig;
}

export const INTERNAL_ERROR_MESSAGE = 'Error interno del servidor.';
export const NOT_FOUND_MESSAGE = 'Recurso no encontrado.';

/** The portal's API, built from its dependencies so that each runtime (and each test) supplies its own. */
export function createApp({ db, media, config }: AppDeps) {
  const app = new Hono()
    .route('/', createHealthRoutes(db))
    .route('/', createRemotesRoutes(config.remotes))
    .route('/', createMediaRoutes(media));

  app.notFound((c) => c.json({ msg: NOT_FOUND_MESSAGE }, 404));

  app.onError((error, c) => {
    // Deliberate HTTP errors (a middleware's 4xx) keep their status; anything else is a bug.
    if (error instanceof HTTPException && error.status < 500) {
      return c.json({ msg: error.message || 'Solicitud inválida.' }, error.status);
    }
    console.error(`${c.req.method} ${new URL(c.req.url).pathname} failed:`, error);
    return c.json({ msg: INTERNAL_ERROR_MESSAGE }, 500);
  });

  return app;
}

export type App = ReturnType<typeof createApp>;
