/**
 * Who may call each staff route: THE one table the staff-access middleware reads
 * (access-control.ts). A route that is not here is public; a staff handler is added by writing
 * its row here and mounting it on a `Hono<StaffEnv>` router, which then finds the session user
 * in `c.var.user`. The authorization matrix test walks every row.
 *
 * Rules:
 * - 'staff': any logged-in user;
 * - { privilege }: users holding it;
 * - { anyOf }: users holding at least one of them;
 * - { allOf }: users holding every one of them;
 * - 'self-or-usuarios': the user the call is about (`:id` of the path, else `id` of the JSON
 *   body), or a holder of `usuarios`.
 * Finer rules that depend on the body (who may change privilegios, nobody deletes themselves, the
 * last holder of `usuarios` keeps it) are the handlers' (users.routes.ts).
 */
import type { AccessRule } from './access-rules.ts';

export { allows, type AccessRule, type RuleSubject } from './access-rules.ts';

export type PolicyMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RoutePolicy {
  method: PolicyMethod;
  /** A Hono path pattern, as the handler is mounted. */
  path: string;
  rule: AccessRule;
}

const usuarios = { privilege: 'usuarios' } as const;

export const ROUTE_POLICIES: readonly RoutePolicy[] = [
  // Users and own account
  { method: 'GET', path: '/api/usuarios', rule: usuarios },
  { method: 'GET', path: '/api/redaccion/usuarios/:limit/:page', rule: usuarios },
  { method: 'GET', path: '/api/usuario/:id', rule: 'self-or-usuarios' },
  { method: 'POST', path: '/api/createuser', rule: usuarios },
  // Own account fields for oneself; other users and any privilegios change need usuarios (handler).
  { method: 'PUT', path: '/api/usuario', rule: 'self-or-usuarios' },
  // Nobody deletes themselves, nor the last holder of usuarios (handler).
  { method: 'DELETE', path: '/api/usuario/:id', rule: usuarios },

  // Central banner and image bank (the public banner is GET /api/get-banner)
  { method: 'DELETE', path: '/api/image', rule: 'staff' },
  { method: 'POST', path: '/api/upload-image', rule: 'staff' },
];

/** Unsafe API routes that need no session (they open or end one). */
export const PUBLIC_UNSAFE_ROUTES = ['POST /api/login', 'POST /api/logout'] as const;
