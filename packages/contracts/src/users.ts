import { z } from 'zod';
import { objectIdSchema } from './common.ts';

export const PRIVILEGES = ['noticias', 'galeria', 'agenda', 'usuarios', 'publicidad'] as const;
export const privilegeSchema = z.enum(PRIVILEGES);
export type Privilege = z.infer<typeof privilegeSchema>;

/** A staff user as the API answers it: never a password nor its hash. */
export const usuarioSchema = z.object({
  _id: objectIdSchema,
  /** The same value as `_id`: the original answered both. */
  id: objectIdSchema,
  nombre: z.string(),
  apellido: z.string(),
  email: z.string(),
  username: z.string(),
  foto: z.string(),
  privilegios: z.array(privilegeSchema),
});
export type Usuario = z.infer<typeof usuarioSchema>;

export function hasPrivilege(user: Pick<Usuario, 'privilegios'>, privilege: Privilege): boolean {
  return user.privilegios.includes(privilege);
}
