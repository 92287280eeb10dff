import { api } from '@portal/ui';

// The staff session calls (docs/api.md). The session itself is an HttpOnly cookie the browser
// sends on its own: nothing here reads, keeps or forwards a token.

/** `POST /api/login`: opens a session; rejects with the server's msg (400, 429…). */
export const login = (username: string, contraseña: string) =>
  api.POST('/api/login', { body: { username, contraseña } });

/** `POST /api/logout`: ends the session. */
export const logout = () => api.POST('/api/logout');

/** `GET /api/session`: the signed-in user, or an ApiError 401 without a session. */
export const fetchSessionUser = (signal?: AbortSignal) =>
  api.GET('/api/session', { signal, cache: 'no-store' }).then((body) => body.usuario);
