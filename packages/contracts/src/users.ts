import { z } from 'zod';
import { objectIdSchema } from './common.ts';

/**
 * `edicion` (DESIGN §11): publishes, schedules, unpublishes and approves news; a holder of
 * `noticias` without it writes drafts and sends them for review.
 */
export const PRIVILEGES = [
  'noticias',
  'galeria',
  'agenda',
  'usuarios',
  'publicidad',
  'secciones',
  'edicion',
] as const;
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

// ---------------------------------------------------------------------------------------------
// What the users calls accept. The server validates with these; the admin forms may reuse them.
// Every message is Spanish, since the admin shows the server's msg as it comes.

export const USERNAME_PATTERN = /^[A-Za-z0-9._-]{3,30}$/;
export const USERNAME_RULE_MESSAGE =
  'El nombre de usuario debe tener entre 3 y 30 caracteres: letras sin acentos, números, punto, guion o guion bajo.';
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 200;
export const PASSWORD_RULE_MESSAGE = `La contraseña debe tener entre ${PASSWORD_MIN_LENGTH} y ${PASSWORD_MAX_LENGTH} caracteres.`;

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} es obligatorio.` })
    .trim()
    .min(1, `${label} es obligatorio.`)
    .max(max, `${label} admite a lo sumo ${max} caracteres.`);

export const usernameSchema = z
  .string({ error: 'El nombre de usuario es obligatorio.' })
  .trim()
  .regex(USERNAME_PATTERN, USERNAME_RULE_MESSAGE);

const emailSchema = z
  .string({ error: 'El email es obligatorio.' })
  .trim()
  .max(254, 'El email no es válido.')
  .pipe(z.email({ error: 'El email no es válido.' }));

/** A photo URL: empty (no photo), a path of this site (`/media/…`) or an http(s) URL. */
export const fotoSchema = z
  .string({ error: 'La foto debe ser una dirección de imagen.' })
  .trim()
  .max(2048, 'La dirección de la foto es demasiado larga.')
  .refine((url) => url === '' || /^\/(?!\/)/.test(url) || /^https?:\/\/[^\s]+$/i.test(url), {
    error: 'La foto debe ser una dirección http(s) o de este sitio.',
  });

export const PASSWORD_REQUIRED_MESSAGE = 'La contraseña es obligatoria.';

export const passwordSchema = z
  .string({ error: PASSWORD_RULE_MESSAGE })
  .min(PASSWORD_MIN_LENGTH, PASSWORD_RULE_MESSAGE)
  .max(PASSWORD_MAX_LENGTH, PASSWORD_RULE_MESSAGE);

/**
 * `contraseña` of `PUT /api/usuario`: absent, empty or null means "keep the password" (the edit-user
 * and account forms send none unless it changes); anything else must follow the password rule.
 */
export const optionalPasswordSchema = z
  .union([z.literal(''), z.null(), passwordSchema], { error: PASSWORD_RULE_MESSAGE })
  .optional()
  .transform((password) => password || undefined);

/** A set of privileges: known names only, each once, in PRIVILEGES order. */
export const privilegiosSchema = z
  .array(z.enum(PRIVILEGES, { error: 'Privilegio desconocido.' }), {
    error: 'Los privilegios deben ser una lista.',
  })
  .transform((list) => PRIVILEGES.filter((privilege) => list.includes(privilege)));

const BODY_MESSAGE = 'Los datos enviados no son válidos.';

/** A new user's password: required (an account nobody can log in to is of no use), then the rule. */
const newPasswordSchema = z
  .string({ error: (issue) => (issue.input == null ? PASSWORD_REQUIRED_MESSAGE : PASSWORD_RULE_MESSAGE) })
  .min(1, { error: PASSWORD_REQUIRED_MESSAGE, abort: true })
  .min(PASSWORD_MIN_LENGTH, PASSWORD_RULE_MESSAGE)
  .max(PASSWORD_MAX_LENGTH, PASSWORD_RULE_MESSAGE);

/** `POST /api/createuser`: every field but foto and privilegios is required. Unknown fields are dropped. */
export const createUsuarioBodySchema = z.object(
  {
    nombre: requiredText('El nombre', 80),
    apellido: requiredText('El apellido', 80),
    email: emailSchema,
    username: usernameSchema,
    foto: fotoSchema.optional().default(''),
    contraseña: newPasswordSchema,
    privilegios: privilegiosSchema.optional().default([]),
  },
  { error: BODY_MESSAGE },
);
export type CreateUsuarioBody = z.input<typeof createUsuarioBodySchema>;

export const CURRENT_PASSWORD_REQUIRED_MESSAGE =
  'Para cambiar tu contraseña escribí también la contraseña actual.';
export const CURRENT_PASSWORD_WRONG_MESSAGE = 'La contraseña actual no es correcta.';

/**
 * `PUT /api/usuario`: a partial update of user `id`; a field left out keeps its value, and an
 * empty or absent contraseña keeps the password. Changing one's own password needs the current
 * one in `contraseña_actual` (an administrator setting someone else's does not). Unknown fields
 * are dropped.
 */
export const updateUsuarioBodySchema = z.object(
  {
    id: objectIdSchema,
    nombre: requiredText('El nombre', 80).optional(),
    apellido: requiredText('El apellido', 80).optional(),
    email: emailSchema.optional(),
    username: usernameSchema.optional(),
    foto: fotoSchema.optional(),
    contraseña: optionalPasswordSchema,
    contraseña_actual: z
      .string({ error: CURRENT_PASSWORD_WRONG_MESSAGE })
      .max(PASSWORD_MAX_LENGTH, CURRENT_PASSWORD_WRONG_MESSAGE)
      .optional(),
    privilegios: privilegiosSchema.optional(),
  },
  { error: BODY_MESSAGE },
);
export type UpdateUsuarioBody = z.input<typeof updateUsuarioBodySchema>;

// What the users calls answer.

/** `GET /api/usuarios`. */
export const usuariosResponseSchema = z.object({ usuarios: z.array(usuarioSchema) });
export type UsuariosResponse = z.infer<typeof usuariosResponseSchema>;

/** `GET /api/usuario/:id`: a one-element list, as the original answered. */
export const usuarioResponseSchema = z.object({ usuario: z.array(usuarioSchema) });
export type UsuarioResponse = z.infer<typeof usuarioResponseSchema>;

/** `POST /api/createuser`. */
export const createUsuarioResponseSchema = z.object({ msg: z.string() });

/** `PUT /api/usuario` and `DELETE /api/usuario/:id`. */
export const usuarioChangeResponseSchema = z.object({ ok: z.literal(true), msg: z.string() });
export type UsuarioChangeResponse = z.infer<typeof usuarioChangeResponseSchema>;

export const USER_CREATED_MESSAGE = 'Usuario creado.';
