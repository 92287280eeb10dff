/**
 * Who may call a route: every route declares one of these (routing/declare-route.ts), and the
 * access middleware (access-control.ts) applies it.
 *
 * - 'public': anyone, no session;
 * - 'staff': any logged-in user;
 * - { privilege }: users holding it;
 * - { anyOf }: users holding at least one of them;
 * - { allOf }: users holding every one of them;
 * - 'self-or-usuarios': the user the call is about (`:id` of the path, else `id` of the JSON
 *   body), or a holder of `usuarios`.
 * Finer rules that depend on the body (who may change privilegios, nobody deletes themselves, the
 * last holder of `usuarios` keeps it) are the handlers' (users.routes.ts).
 */
import type { Privilege } from '@portal/contracts';

export type AccessRule =
  | 'staff'
  | 'self-or-usuarios'
  | { privilege: Privilege }
  | { anyOf: readonly Privilege[] }
  | { allOf: readonly Privilege[] };

export type AccessLevel = 'public' | AccessRule;

export interface RuleSubject {
  /** The session user's id and privileges. */
  userId: string;
  privilegios: readonly Privilege[];
  /** The user the call is about, for 'self-or-usuarios'. */
  targetUserId?: string | undefined;
}

/** Whether a logged-in user passes `rule`. */
export function allows(rule: AccessRule, subject: RuleSubject): boolean {
  const holds = (privilege: Privilege) => subject.privilegios.includes(privilege);
  if (rule === 'staff') return true;
  if (rule === 'self-or-usuarios') return subject.targetUserId === subject.userId || holds('usuarios');
  if ('privilege' in rule) return holds(rule.privilege);
  if ('allOf' in rule) return rule.allOf.every(holds);
  return rule.anyOf.some(holds);
}

/** The privileges a rule names (none for 'public' and 'staff'). */
export function privilegesOf(access: AccessLevel): readonly Privilege[] {
  if (access === 'public' || access === 'staff') return [];
  if (access === 'self-or-usuarios') return ['usuarios'];
  if ('privilege' in access) return [access.privilege];
  return 'allOf' in access ? access.allOf : access.anyOf;
}

/** The rule in a sentence, for the API description. */
export function describeAccess(access: AccessLevel): string {
  if (access === 'public') return 'Acceso: público, sin sesión.';
  if (access === 'staff') return 'Acceso: cualquier usuario con sesión.';
  if (access === 'self-or-usuarios') {
    return 'Acceso: el propio usuario de la llamada, o quien tenga el privilegio usuarios.';
  }
  if ('privilege' in access) return `Acceso: privilegio ${access.privilege}.`;
  if ('allOf' in access) return `Acceso: privilegios ${access.allOf.join(' y ')} (todos).`;
  return `Acceso: alguno de los privilegios ${access.anyOf.join(', ')}.`;
}
