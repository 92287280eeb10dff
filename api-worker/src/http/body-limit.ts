import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { BODY_TOO_LARGE_MESSAGE } from './messages.ts';

/** The largest body of any API call but an image upload: the biggest JSON write (news) fits. */
export const MAX_API_BODY_BYTES = 1024 * 1024;

/** The image upload, which carries up to 10 MB and checks its own size (media/upload.routes.ts). */
const UPLOAD_PATH = '/api/upload-image';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Refuses a body over `maxSize` bytes with 413 and the Spanish message, from Content-Length or while it streams. */
export function limitBody(maxSize: number): MiddlewareHandler {
  return bodyLimit({ maxSize, onError: (c) => c.json({ msg: BODY_TOO_LARGE_MESSAGE }, 413) });
}

const limit = limitBody(MAX_API_BODY_BYTES);

/**
 * Every unsafe /api/ call, whether its handler reads a body or not (a DELETE, the logout), is
 * refused with 413 past 1 MB, from Content-Length or while the body streams; routes keep their
 * own tighter limits.
 */
export const apiBodyLimit: MiddlewareHandler = async (c, next) => {
  if (SAFE_METHODS.has(c.req.method) || c.req.path.replace(/\/+$/, '') === UPLOAD_PATH) return next();
  return limit(c, next);
};
