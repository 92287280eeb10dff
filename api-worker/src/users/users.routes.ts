import {
  CURRENT_PASSWORD_REQUIRED_MESSAGE,
  CURRENT_PASSWORD_WRONG_MESSAGE,
  USER_CREATED_MESSAGE,
  createUsuarioBodySchema,
  createUsuarioResponseSchema,
  hasPrivilege,
  idParamSchema,
  updateUsuarioBodySchema,
  usuarioChangeResponseSchema,
  usuarioResponseSchema,
  usuariosResponseSchema,
} from '@portal/contracts';
import { smallJsonBody } from '../http/json-body.ts';
import { deleteUserSessions } from '../auth/sessions.ts';
import type { StaffEnv } from '../auth/staff-env.ts';
import type { AppDatabase } from '../db/database.ts';
import { newObjectId } from '../db/ids.ts';
import { declareRoute, declaredRoutes } from '../routing/declare-route.ts';
import { errorResponse, jsonAnswer, jsonBody } from '../routing/responses.ts';
import { hashPassword, verifyLoginPassword } from '../auth/password.ts';
import { addressKey, type ClientAddressResolver } from '../auth/client-address.ts';
import { clearLoginFailures, startLoginAttempt } from '../auth/login-attempts.ts';
import { TOO_MANY_ATTEMPTS_MESSAGE } from '../http/messages.ts';
import {
  type UserChanges,
  deleteUser,
  findUserById,
  insertUser,
  isEmailTaken,
  isUsernameTaken,
  listUsers,
  sameEmail,
  samePrivileges,
  toUsuario,
  updateUser,
} from '../auth/users.repository.ts';

const USERNAME_TAKEN_MESSAGE = 'El nombre de usuario ya existe.';
export const EMAIL_TAKEN_MESSAGE = 'El email ya pertenece a otro usuario.';
const USER_NOT_FOUND_MESSAGE = 'Usuario no encontrado.';
const USER_UPDATED_MESSAGE = 'Usuario actualizado.';
const USER_DELETED_MESSAGE = 'Usuario eliminado.';
const PRIVILEGES_NEED_USUARIOS_MESSAGE =
  'Solo un usuario con el privilegio usuarios puede cambiar privilegios.';
const KEEP_OWN_USUARIOS_MESSAGE = 'No podés quitarte a vos mismo el privilegio usuarios.';
const LAST_USUARIOS_MESSAGE = 'Debe quedar al menos un usuario con el privilegio usuarios.';
const DELETE_SELF_MESSAGE = 'No podés eliminar tu propio usuario.';

const usuarios = { privilege: 'usuarios' } as const;

export const listUsersRoute = declareRoute({
  method: 'get',
  path: '/api/usuarios',
  access: usuarios,
  summary: 'Todos los usuarios (nunca una contraseña)',
  responses: { 200: jsonAnswer(usuariosResponseSchema, 'La lista bajo `usuarios`.') },
});

export const getUserRoute = declareRoute({
  method: 'get',
  path: '/api/usuario/{id}',
  access: 'self-or-usuarios',
  summary: 'Un usuario',
  request: { params: idParamSchema },
  responses: {
    200: jsonAnswer(usuarioResponseSchema, 'El usuario, en una lista de uno bajo `usuario`.'),
    404: errorResponse('No existe.'),
  },
});

export const createUserRoute = declareRoute({
  method: 'post',
  path: '/api/createuser',
  access: usuarios,
  summary: 'Crea un usuario',
  bodyLimit: smallJsonBody,
  request: { body: jsonBody(createUsuarioBodySchema) },
  responses: {
    200: jsonAnswer(createUsuarioResponseSchema, 'Creado.'),
    409: errorResponse('El nombre de usuario o el email ya pertenecen a otro usuario.'),
  },
});

export const updateUserRoute = declareRoute({
  method: 'put',
  path: '/api/usuario',
  // Own account fields for oneself; other users and any privilegios change need usuarios (below).
  access: 'self-or-usuarios',
  summary: 'Modifica un usuario (los campos que faltan no cambian)',
  description:
    'Uno mismo cambia sus datos; cambiar a otro, o cualquier privilegio, pide usuarios. Cambiar la ' +
    'contraseña propia pide la actual en `contraseña_actual` (un administrador que pone la de otro no ' +
    'la necesita). Una contraseña nueva cierra las otras sesiones del usuario.',
  request: { body: jsonBody(updateUsuarioBodySchema) },
  responses: {
    200: jsonAnswer(usuarioChangeResponseSchema, 'Modificado.'),
    400: errorResponse(`Datos inválidos, o '${CURRENT_PASSWORD_REQUIRED_MESSAGE}'`),
    403: errorResponse(`Sin privilegio, o '${CURRENT_PASSWORD_WRONG_MESSAGE}'`),
    429: errorResponse('Demasiadas contraseñas actuales equivocadas (cuentan como intentos de login).'),
    404: errorResponse('No existe.'),
    409: errorResponse(
      'El nombre de usuario o el email ya pertenecen a otro usuario, o quedaría nadie con el privilegio usuarios.',
    ),
  },
});

export const deleteUserRoute = declareRoute({
  method: 'delete',
  path: '/api/usuario/{id}',
  // Nobody deletes themselves, nor the last holder of usuarios (below).
  access: usuarios,
  summary: 'Borra un usuario',
  request: { params: idParamSchema },
  responses: {
    200: jsonAnswer(usuarioChangeResponseSchema, 'Borrado.'),
    404: errorResponse('No existe.'),
    409: errorResponse('Es el último con el privilegio usuarios.'),
  },
});

/**
 * The users calls; what depends on the body (privilegios, oneself, the last holder of usuarios)
 * is checked here. PUT /api/usuario has no body limit of its own: its access check caps the body
 * before it reads the id in it.
 */
export function createUsersRoutes(db: AppDatabase, clientAddress: ClientAddressResolver = () => undefined) {
  return declaredRoutes<StaffEnv>(db)
    .add(listUsersRoute, async (c) => c.json({ usuarios: (await listUsers(db)).map(toUsuario) }))

    .add(getUserRoute, async (c) => {
      const row = await findUserById(db, c.req.valid('param').id);
      if (!row) return c.json({ msg: USER_NOT_FOUND_MESSAGE }, 404);
      return c.json({ usuario: [toUsuario(row)] });
    })

    .add(createUserRoute, async (c) => {
      const { contraseña, ...fields } = c.req.valid('json');
      if (await isUsernameTaken(db, fields.username)) return c.json({ msg: USERNAME_TAKEN_MESSAGE }, 409);
      if (await isEmailTaken(db, fields.email)) return c.json({ msg: EMAIL_TAKEN_MESSAGE }, 409);
      const now = new Date();
      const _id = newObjectId(now);
      const result = await insertUser(db, {
        ...fields,
        _id,
        password_hash: await hashPassword(contraseña),
        created_at: now.toISOString(),
      });
      if (result === 'username-taken') return c.json({ msg: USERNAME_TAKEN_MESSAGE }, 409);
      if (result === 'email-taken') return c.json({ msg: EMAIL_TAKEN_MESSAGE }, 409);
      c.set('auditRecursoId', _id);
      return c.json({ msg: USER_CREATED_MESSAGE });
    })

    .add(updateUserRoute, async (c) => {
      const { id, contraseña, contraseña_actual, privilegios, ...fields } = c.req.valid('json');
      const actor = c.var.user;
      const isSelf = id === actor._id;
      const target = await findUserById(db, id);
      if (!target) return c.json({ msg: USER_NOT_FOUND_MESSAGE }, 404);

      const changes: UserChanges = { ...fields };
      // Sending one's privileges unchanged is no change (the original account form sent them).
      if (privilegios && !samePrivileges(privilegios, target.privilegios)) {
        if (!hasPrivilege(actor, 'usuarios')) return c.json({ msg: PRIVILEGES_NEED_USUARIOS_MESSAGE }, 403);
        if (isSelf && !privilegios.includes('usuarios')) {
          return c.json({ msg: KEEP_OWN_USUARIOS_MESSAGE }, 403);
        }
        changes.privilegios = privilegios;
        c.set('auditAccion', 'cambiar-privilegios');
      }
      if (fields.username !== undefined && (await isUsernameTaken(db, fields.username, id))) {
        return c.json({ msg: USERNAME_TAKEN_MESSAGE }, 409);
      }
      // The forms send the email with every save: the user's own email (in any case) is no change.
      if (fields.email !== undefined && sameEmail(fields.email, target.email)) {
        if (fields.email === target.email) delete changes.email;
      } else if (fields.email !== undefined && (await isEmailTaken(db, fields.email, id))) {
        return c.json({ msg: EMAIL_TAKEN_MESSAGE }, 409);
      }
      if (contraseña && isSelf) {
        // A session alone does not change its own password: a stolen one would keep the account.
        if (!contraseña_actual) return c.json({ msg: CURRENT_PASSWORD_REQUIRED_MESSAGE }, 400);
        // Each wrong guess counts as a failed login of that user from that address (DESIGN §5).
        const attemptKey = { username: target.username.toLowerCase(), address: addressKey(clientAddress(c)) };
        const attempt = await startLoginAttempt(db, attemptKey);
        if (attempt.blocked) {
          c.header('Retry-After', String(attempt.retryAfterSeconds));
          return c.json({ msg: TOO_MANY_ATTEMPTS_MESSAGE }, 429);
        }
        if (!(await verifyLoginPassword(contraseña_actual, target.password_hash))) {
          return c.json({ msg: CURRENT_PASSWORD_WRONG_MESSAGE }, 403);
        }
        await clearLoginFailures(db, attemptKey);
      }
      if (contraseña) changes.password_hash = await hashPassword(contraseña);

      const result = await updateUser(db, id, changes);
      if (result === 'not-found') return c.json({ msg: USER_NOT_FOUND_MESSAGE }, 404);
      if (result === 'username-taken') return c.json({ msg: USERNAME_TAKEN_MESSAGE }, 409);
      if (result === 'email-taken') return c.json({ msg: EMAIL_TAKEN_MESSAGE }, 409);
      if (result === 'last-usuarios') return c.json({ msg: LAST_USUARIOS_MESSAGE }, 409);
      // A new password ends the user's other sessions: whoever knew the old one is out.
      if (contraseña) await deleteUserSessions(db, id, isSelf ? c.var.sessionId : undefined);
      return c.json({ ok: true as const, msg: USER_UPDATED_MESSAGE });
    })

    .add(deleteUserRoute, async (c) => {
      const { id } = c.req.valid('param');
      if (id === c.var.user._id) return c.json({ msg: DELETE_SELF_MESSAGE }, 403);
      const result = await deleteUser(db, id);
      if (result === 'not-found') return c.json({ msg: USER_NOT_FOUND_MESSAGE }, 404);
      if (result === 'last-usuarios') return c.json({ msg: LAST_USUARIOS_MESSAGE }, 409);
      return c.json({ ok: true as const, msg: USER_DELETED_MESSAGE });
    }).app;
}
