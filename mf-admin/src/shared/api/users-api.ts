import type { CreateUsuarioBody, UpdateUsuarioBody, Usuario } from '@portal/contracts';
import { useApi } from '@portal/ui';
import { sendJson } from './send-json';

// The users calls (docs/api.md), shared by the users screens and the own account. Answers never
// carry a password or its hash.

export const useUser = (id: string | undefined) =>
  useApi<{ usuario: Usuario[] }>(id ? `/api/usuario/${encodeURIComponent(id)}` : null);

export const createUser = (user: CreateUsuarioBody) =>
  sendJson<{ msg: string }>('POST', '/api/createuser', user);

/**
 * A partial update: fields left out keep their value. The edit-user and account forms send
 * contraseña only when a new one is typed; the account form sends no privilegios.
 */
export const updateUser = (changes: UpdateUsuarioBody) =>
  sendJson<{ ok: boolean; msg: string }>('PUT', '/api/usuario', changes);

export const deleteUser = (id: string) =>
  sendJson<{ ok: boolean; msg: string }>('DELETE', `/api/usuario/${encodeURIComponent(id)}`);
