import {
  USER_CREATED_MESSAGE,
  createUsuarioBodySchema,
  hasPrivilege,
  idParamSchema,
  updateUsuarioBodySchema,
} from '@portal/contracts';
import { Hono } from 'hono';
import { readJsonBody, smallJsonBody } from '../auth/json-body.ts';
import { deleteUserSessions } from '../auth/sessions.ts';
import type { StaffEnv } from '../auth/staff-env.ts';
import type { AppDatabase } from '../db/database.ts';
import { newObjectId } from '../db/ids.ts';
import { validate } from '../http/validation.ts';
import { hashPassword } from './password.ts';
import {
  type UserChanges,
  deleteUser,
  findUserById,
  insertUser,
  isUsernameTaken,
  listUsers,
  samePrivileges,
  toUsuario,
  updateUser,
} from './users.repository.ts';

const USERNAME_TAKEN_MESSAGE = 'El nombre de usuario ya existe.';
const USER_NOT_FOUND_MESSAGE = 'Usuario no encontrado.';
const USER_UPDATED_MESSAGE = 'Usuario actualizado.';
const USER_DELETED_MESSAGE = 'Usuario eliminado.';
const PRIVILEGES_NEED_USUARIOS_MESSAGE =
  'Solo un usuario con el privilegio usuarios puede cambiar privilegios.';
const KEEP_OWN_USUARIOS_MESSAGE = 'No puede quitarse a sí mismo el privilegio usuarios.';
const LAST_USUARIOS_MESSAGE = 'Debe quedar al menos un usuario con el privilegio usuarios.';
const DELETE_SELF_MESSAGE = 'No puede eliminar su propio usuario.';

/**
 * The users calls of DESIGN.md §4. Who may call each one is in auth/route-policies.ts; what
 * depends on the body (privilegios, oneself, the last holder of usuarios) is checked here.
 * PUT /api/usuario has no body limit of its own: the access control caps the body before it
 * reads the id in it.
 */
export function createUsersRoutes(db: AppDatabase) {
  return new Hono<StaffEnv>()
    .get('/api/usuarios', async (c) => c.json({ usuarios: (await listUsers(db)).map(toUsuario) }))

    .get('/api/usuario/:id', validate('param', idParamSchema), async (c) => {
      const row = await findUserById(db, c.req.valid('param').id);
      if (!row) return c.json({ msg: USER_NOT_FOUND_MESSAGE }, 404);
      return c.json({ usuario: [toUsuario(row)] });
    })

    .post('/api/createuser', smallJsonBody, async (c) => {
      const { contraseña, ...fields } = await readJsonBody(c, createUsuarioBodySchema);
      if (await isUsernameTaken(db, fields.username)) return c.json({ msg: USERNAME_TAKEN_MESSAGE }, 409);
      const now = new Date();
      const result = await insertUser(db, {
        ...fields,
        _id: newObjectId(now),
        password_hash: await hashPassword(contraseña),
        created_at: now.toISOString(),
      });
      if (result === 'username-taken') return c.json({ msg: USERNAME_TAKEN_MESSAGE }, 409);
      return c.json({ msg: USER_CREATED_MESSAGE });
    })

    .put('/api/usuario', async (c) => {
      const { id, contraseña, privilegios, ...fields } = await readJsonBody(c, updateUsuarioBodySchema);
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
      }
      if (fields.username !== undefined && (await isUsernameTaken(db, fields.username, id))) {
        return c.json({ msg: USERNAME_TAKEN_MESSAGE }, 409);
      }
      if (contraseña) changes.password_hash = await hashPassword(contraseña);

      const result = await updateUser(db, id, changes);
      if (result === 'not-found') return c.json({ msg: USER_NOT_FOUND_MESSAGE }, 404);
      if (result === 'username-taken') return c.json({ msg: USERNAME_TAKEN_MESSAGE }, 409);
      if (result === 'last-usuarios') return c.json({ msg: LAST_USUARIOS_MESSAGE }, 409);
      // A new password ends the user's other sessions: whoever knew the old one is out.
      if (contraseña) await deleteUserSessions(db, id, isSelf ? c.var.sessionId : undefined);
      return c.json({ ok: true as const, msg: USER_UPDATED_MESSAGE });
    })

    .delete('/api/usuario/:id', validate('param', idParamSchema), async (c) => {
      const { id } = c.req.valid('param');
      if (id === c.var.user._id) return c.json({ msg: DELETE_SELF_MESSAGE }, 403);
      const result = await deleteUser(db, id);
      if (result === 'not-found') return c.json({ msg: USER_NOT_FOUND_MESSAGE }, 404);
      if (result === 'last-usuarios') return c.json({ msg: LAST_USUARIOS_MESSAGE }, 409);
      return c.json({ ok: true as const, msg: USER_DELETED_MESSAGE });
    });
}
