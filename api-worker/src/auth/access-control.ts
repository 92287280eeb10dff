import { Hono, type Context, type MiddlewareHandler } from 'hono';
import type { AppDatabase } from '../db/database.ts';
import { readJson, smallJsonBody } from './json-body.ts';
import { FORBIDDEN_MESSAGE, UNAUTHENTICATED_MESSAGE } from './messages.ts';
import { originCheck } from './origin-check.ts';
import { ROUTE_POLICIES, allows, type AccessRule } from './route-policies.ts';
import { clearSessionCookie, findRequestSession, sessionTokenOf } from './sessions.ts';
import type { StaffEnv } from './staff-env.ts';

export interface AccessControlOptions {
  db: AppDatabase;
  /** Origins besides the portal's own that may send unsafe calls (AppConfig.allowedOrigins). */
  allowedOrigins: readonly string[];
}

/**
 * The security layer in front of every handler: the Origin check on unsafe /api/ calls, then
 * staffAccess on each route of the policy table. Mount it before any route (Hono runs what
 * matches in the order it was registered), so that a staff handler never runs without it.
 * A route of the table without a handler yet still gets its 401/403, then the 404 of notFound.
 */
export function createAccessControl({ db, allowedOrigins }: AccessControlOptions) {
  const app = new Hono<StaffEnv>().use('/api/*', originCheck(allowedOrigins));
  for (const { method, path, rule } of ROUTE_POLICIES) {
    // 'self-or-usuarios' without `:id` reads the body's id: the body is capped before that read
    // (a body limit further down would come too late).
    const readsBody = rule === 'self-or-usuarios' && !path.includes(':id');
    app.on(
      method,
      withBothTrailingSlashes(path),
      ...(readsBody ? [smallJsonBody] : []),
      staffAccess(db, rule),
    );
  }
  return app;
}

/**
 * THE staff-access middleware: 401 without a live session, 403 when the session's user does not
 * pass the route's rule; otherwise the user (loaded fresh, so a privilege taken away counts at
 * once) goes into `c.var.user` for the handler. Staff answers are never cached.
 */
export function staffAccess(db: AppDatabase, rule: AccessRule): MiddlewareHandler<StaffEnv> {
  return async (c, next) => {
    c.header('Cache-Control', 'no-store');
    const session = await findRequestSession(db, c);
    if (!session) {
      // A stale or forged cookie is dropped so that the browser stops sending it.
      if (sessionTokenOf(c) !== undefined) clearSessionCookie(c);
      return c.json({ msg: UNAUTHENTICATED_MESSAGE }, 401);
    }
    const subject = {
      userId: session.user._id,
      privilegios: session.user.privilegios,
      targetUserId: rule === 'self-or-usuarios' ? await targetUserIdOf(c) : undefined,
    };
    if (!allows(rule, subject)) return c.json({ msg: FORBIDDEN_MESSAGE }, 403);
    c.set('user', session.user);
    c.set('sessionId', session.id);
    await next();
  };
}

/** The user a 'self-or-usuarios' call is about: `:id` of the path, else `id` of the JSON body. */
async function targetUserIdOf(c: Context): Promise<string | undefined> {
  const fromPath = c.req.param('id');
  if (fromPath !== undefined) return fromPath;
  const body = await readJson(c);
  const id = typeof body === 'object' && body !== null ? (body as { id?: unknown }).id : undefined;
  return typeof id === 'string' ? id : undefined;
}

/**
 * Hono matches paths strictly ('/api/banners/' is not '/api/banners'): the policy covers both
 * spellings, so a handler mounted with the other one can never run unguarded.
 */
function withBothTrailingSlashes(path: string): string[] {
  const bare = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return [bare, `${bare}/`];
}
