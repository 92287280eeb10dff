import { LOGIN_FAILED_MESSAGE, loginBodySchema } from '@portal/contracts';
import { Hono } from 'hono';
import type { AppDatabase } from '../db/database.ts';
import { verifyLoginPassword } from '../users/password.ts';
import { findUserByUsername } from '../users/users.repository.ts';
import { addressKey, type ClientAddressResolver } from './client-address.ts';
import { readJsonBody, smallJsonBody } from './json-body.ts';
import { clearLoginFailures, startLoginAttempt } from './login-attempts.ts';
import { LOGGED_IN_MESSAGE, LOGGED_OUT_MESSAGE, TOO_MANY_ATTEMPTS_MESSAGE } from './messages.ts';
import {
  clearSessionCookie,
  createSession,
  deleteSessionByToken,
  sessionTokenOf,
  setSessionCookie,
  sweepExpiredSessions,
} from './sessions.ts';
import type { StaffEnv } from './staff-env.ts';

export interface AuthRoutesDeps {
  db: AppDatabase;
  clientAddress: ClientAddressResolver;
}

/** POST /api/login, POST /api/logout and GET /api/session (the latter behind staffAccess). */
export function createAuthRoutes({ db, clientAddress }: AuthRoutesDeps) {
  return new Hono<StaffEnv>()
    .post('/api/login', smallJsonBody, async (c) => {
      c.header('Cache-Control', 'no-store');
      const { username, contraseña } = await readJsonBody(c, loginBodySchema);
      const now = new Date();
      const attemptKey = { username: username.toLowerCase(), address: addressKey(clientAddress(c)) };
      const attempt = await startLoginAttempt(db, attemptKey, now);
      if (attempt.blocked) {
        c.header('Retry-After', String(attempt.retryAfterSeconds));
        return c.json({ msg: TOO_MANY_ATTEMPTS_MESSAGE }, 429);
      }

      const user = await findUserByUsername(db, username);
      // Same work and same answer for an unknown user, a user without password and a wrong one.
      const passwordMatches = await verifyLoginPassword(contraseña, user?.password_hash);
      if (!user || !passwordMatches) {
        return c.json({ msg: LOGIN_FAILED_MESSAGE }, 400);
      }

      await clearLoginFailures(db, attemptKey);
      // A new token on every login; the session this browser had before (if any) ends.
      const previous = sessionTokenOf(c);
      if (previous) await deleteSessionByToken(db, previous);
      const session = await createSession(db, user._id, now);
      await sweepExpiredSessions(db, now);
      setSessionCookie(c, session.token);
      return c.json({ msg: LOGGED_IN_MESSAGE, id: user._id });
    })
    .post('/api/logout', async (c) => {
      c.header('Cache-Control', 'no-store');
      const token = sessionTokenOf(c);
      if (token) await deleteSessionByToken(db, token);
      clearSessionCookie(c);
      return c.json({ msg: LOGGED_OUT_MESSAGE });
    })
    .get('/api/session', (c) => c.json({ usuario: c.var.user }));
}
