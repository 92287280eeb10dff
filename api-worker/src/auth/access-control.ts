import { Hono, type Context, type MiddlewareHandler } from 'hono';
import type { AppDatabase } from '../db/database.ts';
import { allows, type AccessRule } from './access-rules.ts';
import { readJson } from '../http/json-body.ts';
import { FORBIDDEN_MESSAGE, UNAUTHENTICATED_MESSAGE } from '../http/messages.ts';
import { originCheck } from './origin-check.ts';
import { clearSessionCookie, findRequestSession, sessionTokenOf } from './sessions.ts';
import type { StaffEnv } from './staff-env.ts';

export interface AccessControlOptions {
  /** Origins besides the portal's own that may send unsafe calls (AppConfig.allowedOrigins). */
  allowedOrigins: readonly string[];
}

/**
 * In front of every handler: the Origin check on unsafe /api/ calls. Each route's own access
 * check (staffAccess below) comes from its declaration (routing/declare-route.ts).
 */
export function createAccessControl({ allowedOrigins }: AccessControlOptions) {
  return new Hono<StaffEnv>().use('/api/*', originCheck(allowedOrigins));
}

/**
 * THE staff-access middleware: 401 without a live session, 403 when the session's user does not
 * pass the route's declared rule; otherwise the user (loaded fresh, so a privilege taken away counts at
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
