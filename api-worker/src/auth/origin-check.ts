import type { MiddlewareHandler } from 'hono';
import { ORIGIN_REFUSED_MESSAGE } from '../http/messages.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-site request forgery guard for every unsafe method (POST, PUT, PATCH, DELETE…) under
 * /api/, whatever the content type; Hono's csrf middleware checks only form content types, and a
 * JSON body sent with `no-cors` fetch would slip past it.
 *
 * - Origin present: it must be the portal's own (the request URL's origin) or one of
 *   `allowedOrigins`; anything else, `null` included, is a 403.
 * - Origin absent: every current browser sends Origin on unsafe requests, so this is a
 *   non-browser client (tests, curl, server-to-server tools), which the session cookie alone
 *   authorizes; it goes through, unless Sec-Fetch-Site (which no page can forge) says a browser
 *   sent it from another site ('cross-site' or 'same-site'). The SameSite=Lax cookie is the
 *   second wall: a cross-site POST does not carry it at all.
 */
export function originCheck(allowedOrigins: readonly string[]): MiddlewareHandler {
  const allowed = new Set(allowedOrigins);
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const origin = c.req.header('Origin');
    const fetchSite = c.req.header('Sec-Fetch-Site');
    const trusted =
      origin !== undefined
        ? origin === new URL(c.req.url).origin || allowed.has(origin)
        : fetchSite === undefined || fetchSite === 'same-origin' || fetchSite === 'none';
    if (!trusted) return c.json({ msg: ORIGIN_REFUSED_MESSAGE }, 403);
    return next();
  };
}
