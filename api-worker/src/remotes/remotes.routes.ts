import { Hono } from 'hono';
import type { RemotesConfig } from '../config.ts';

/** The shell reads this on every load, so a remote can be released without rebuilding the shell. */
export function createRemotesRoutes(remotes: RemotesConfig) {
  return new Hono().get('/remotes.json', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.json(remotes);
  });
}
