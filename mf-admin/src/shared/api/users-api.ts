import type { CreateUsuarioBody, UpdateUsuarioBody } from '@portal/contracts';
import { api, apiUrl, useApi } from '@portal/ui';

// The users calls (docs/api.md), shared by the users screens and the own account. Answers never
// carry a password or its hash.

export const useUser = (id: string | undefined) =>
  useApi(id ? apiUrl('/api/usuario/{id}', { params: { path: { id } } }) : null);

export const createUser = (user: CreateUsuarioBody) => api.POST('/api/createuser', { body: user });

/**
 * A partial update: fields left out keep their value. The edit-user and account forms send
 * contraseña only when a new one is typed; the account form sends no privilegios.
 */
export const updateUser = (changes: UpdateUsuarioBody) => api.PUT('/api/usuario', { body: changes });

export const deleteUser = (id: string) => api.DELETE('/api/usuario/{id}', { params: { path: { id } } });
