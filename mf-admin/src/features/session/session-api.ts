import type { Usuario } from '@portal/contracts';
import { fetchJson } from '@portal/ui';
import { sendJson } from '../../shared/api/send-json';

// The staff session calls (docs/api.md). The session itself is an HttpOnly cookie the browser
// sends on its own: nothing here reads, keeps or forwards a token.

/** `POST /api/login`: opens a session; rejects with the server's msg (400, 429…). */
export const login = (username: string, contraseña: string) =>
  sendJson<{ msg: string; id: string }>('POST', '/api/login', { username, contraseña });

/** `POST /api/logout`: ends the session. */
export const logout = () => sendJson<{ msg: string }>('POST', '/api/logout');

/** `GET /api/session`: the signed-in user, or an ApiError 401 without a session. */
export const fetchSessionUser = (signal?: AbortSignal) =>
  fetchJson<{ usuario: Usuario }>('/api/session', { signal, cache: 'no-store' }).then((body) => body.usuario);
