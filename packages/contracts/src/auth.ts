import { z } from 'zod';
import { objectIdSchema } from './common.ts';
import { usuarioSchema } from './users.ts';

/** The one answer to a failed login, whether the user is unknown or the password wrong. */
export const LOGIN_FAILED_MESSAGE = 'Usuario o contraseña incorrectos';

/** `POST /api/login`. */
export const loginBodySchema = z.object(
  {
    username: z
      .string({ error: 'Ingresá usuario y contraseña.' })
      .trim()
      .min(1, 'Ingresá usuario y contraseña.')
      .max(100, LOGIN_FAILED_MESSAGE),
    contraseña: z
      .string({ error: 'Ingresá usuario y contraseña.' })
      .min(1, 'Ingresá usuario y contraseña.')
      .max(1024, LOGIN_FAILED_MESSAGE),
  },
  { error: 'Ingresá usuario y contraseña.' },
);
export type LoginBody = z.input<typeof loginBodySchema>;

/** `POST /api/login` answers this and sets the HttpOnly session cookie. */
export const loginResponseSchema = z.object({ msg: z.string(), id: objectIdSchema });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** `GET /api/session`: the user of the current session (401 without one). */
export const sessionResponseSchema = z.object({ usuario: usuarioSchema });
export type SessionResponse = z.infer<typeof sessionResponseSchema>;
