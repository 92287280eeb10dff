import type { Usuario } from '@portal/contracts';

/**
 * What the staff-access middleware leaves in the Hono context of every staff route (one whose
 * declaration names a staff access level). Its handler reads `c.var.user`, so that editor,
 * fotoEditor and the like come from the session, never from the body.
 */
export type StaffEnv = {
  Variables: {
    /** The session's user, as loaded for this request (current privileges, never a hash). */
    user: Usuario;
    /** The stored id (SHA-256 of the cookie token) of this request's session. */
    sessionId: string;
  };
};
