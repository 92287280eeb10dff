import {
  LOGIN_FAILED_MESSAGE,
  loginBodySchema,
  loginResponseSchema,
  sessionResponseSchema,
} from '@portal/contracts';
import type { MiddlewareHandler } from 'hono';
import { z } from 'zod';
import type { AppDatabase } from '../db/database.ts';
import { verifyLoginPassword } from '../auth/password.ts';
import { findUserByUsername } from '../auth/users.repository.ts';
import { addressKey, type ClientAddressResolver } from '../auth/client-address.ts';
import { declareRoute, declaredRoutes } from '../routing/declare-route.ts';
import { errorResponse } from '../routing/responses.ts';
import { smallJsonBody } from '../http/json-body.ts';
import { clearLoginFailures, startLoginAttempt } from '../auth/login-attempts.ts';
import { createDeviceCookies, newDeviceId } from '../auth/device-cookie.ts';
import { LOGGED_IN_MESSAGE, LOGGED_OUT_MESSAGE, TOO_MANY_ATTEMPTS_MESSAGE } from '../http/messages.ts';
import {
  clearSessionCookie,
  createSession,
  deleteSessionByToken,
  sessionTokenOf,
  setSessionCookie,
  sweepExpiredSessions,
} from '../auth/sessions.ts';
import type { StaffEnv } from '../auth/staff-env.ts';

export interface AuthRoutesDeps {
  db: AppDatabase;
  clientAddress: ClientAddressResolver;
  /** SESSION_SECRET, which the device cookie's key derives from (auth/device-cookie.ts). */
  sessionSecret?: string | undefined;
}

/** Session answers are never cached, refusals included. */
const noStore: MiddlewareHandler = async (c, next) => {
  c.header('Cache-Control', 'no-store');
  await next();
};

const messageSchema = z.object({ msg: z.string() });

export const loginRoute = declareRoute({
  method: 'post',
  path: '/api/login',
  access: 'public',
  summary: 'Inicia una sesión',
  description: 'Deja la cookie HttpOnly de la sesión.',
  middleware: [noStore],
  bodyLimit: smallJsonBody,
  request: { body: { content: { 'application/json': { schema: loginBodySchema } }, required: true } },
  responses: {
    200: {
      description: 'Sesión iniciada.',
      content: { 'application/json': { schema: loginResponseSchema } },
    },
    400: errorResponse(`'${LOGIN_FAILED_MESSAGE}', o datos faltantes.`),
    429: errorResponse('Demasiados intentos fallidos; Retry-After dice cuándo volver a intentar.'),
  },
});

export const logoutRoute = declareRoute({
  method: 'post',
  path: '/api/logout',
  access: 'public',
  summary: 'Cierra la sesión',
  responses: {
    200: { description: 'Sesión cerrada.', content: { 'application/json': { schema: messageSchema } } },
  },
});

export const sessionRoute = declareRoute({
  method: 'get',
  path: '/api/session',
  access: 'staff',
  summary: 'El usuario de la sesión',
  responses: {
    200: { description: 'El usuario.', content: { 'application/json': { schema: sessionResponseSchema } } },
  },
});

/** POST /api/login, POST /api/logout and GET /api/session. */
export function createAuthRoutes({ db, clientAddress, sessionSecret }: AuthRoutesDeps) {
  const devices = createDeviceCookies(db, sessionSecret);
  return declaredRoutes<StaffEnv>(db)
    .add(loginRoute, async (c) => {
      const { username, contraseña } = c.req.valid('json');
      const now = new Date();
      const user = await findUserByUsername(db, username);
      // A browser that logged in as this user before is limited by its own failures alone.
      const known = await devices.read(c, now);
      const device = known && user && known.userId === user._id ? known.deviceId : undefined;
      const attemptKey = {
        username: username.toLowerCase(),
        address: addressKey(clientAddress(c)),
        ...(device ? { device } : {}),
      };
      const attempt = await startLoginAttempt(db, attemptKey, now);
      const audit = (accion: string, recursoId = '') =>
        c.var.audit?.record(c, { usuario: username, accion, recurso: 'sesion', recurso_id: recursoId });
      if (attempt.blocked) {
        await audit('login-rechazado');
        c.header('Retry-After', String(attempt.retryAfterSeconds));
        return c.json({ msg: TOO_MANY_ATTEMPTS_MESSAGE }, 429);
      }

      // Same work and same answer for an unknown user, a user without password and a wrong one.
      const passwordMatches = await verifyLoginPassword(contraseña, user?.password_hash);
      if (!user || !passwordMatches) {
        await audit('login-rechazado');
        return c.json({ msg: LOGIN_FAILED_MESSAGE }, 400);
      }

      await clearLoginFailures(db, attemptKey);
      // A new token on every login; the session this browser had before (if any) ends.
      const previous = sessionTokenOf(c);
      if (previous) await deleteSessionByToken(db, previous);
      const session = await createSession(db, user._id, now);
      await sweepExpiredSessions(db, now);
      setSessionCookie(c, session.token);
      // This browser is known from now on (the same device id when it already was this user's).
      await devices.issue(c, { userId: user._id, deviceId: device ?? newDeviceId() }, now);
      await audit('login', user._id);
      return c.json({ msg: LOGGED_IN_MESSAGE, id: user._id });
    })
    .add(logoutRoute, async (c) => {
      c.header('Cache-Control', 'no-store');
      const token = sessionTokenOf(c);
      if (token) await deleteSessionByToken(db, token);
      clearSessionCookie(c);
      return c.json({ msg: LOGGED_OUT_MESSAGE });
    })
    .add(sessionRoute, (c) => c.json({ usuario: c.var.user })).app;
}
