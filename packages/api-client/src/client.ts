import type { AnyInit, ApiAnswer, ApiUrl, InitArgs, Method, Operation, PathsOf } from './types';
import { urlOf } from './urls';

/** An API failure with the Spanish message the server sent (or a generic one). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The server's own `msg`, when it sent one (`message` is then the same text). */
    readonly serverMsg?: string,
    /** The whole answer, when it was JSON (a 412 of a news save says who saved, and their version). */
    readonly body?: unknown,
  ) {
    super(message);
  }
}

/** JSON from the portal's own API (same origin, session cookie included). */
async function request<T>(url: string, init?: RequestInit): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'same-origin', ...init });
  } catch {
    throw new ApiError(0, 'No hay conexión con el servidor.');
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const msg = (body as { msg?: unknown } | undefined)?.msg;
    if (typeof msg === 'string') throw new ApiError(response.status, msg, msg, body);
    throw new ApiError(response.status, 'Ocurrió un error, intentá nuevamente.');
  }
  return body as T;
}

/** The answer of a GET URL built by apiUrl (what useApi loads). */
export const fetchJson = <T>(url: ApiUrl<T>, init?: RequestInit): Promise<T> => request<T>(url, init);

/** One method of the client: the path checked, its params and body typed, its answer typed. */
type Call<M extends Method> = <P extends PathsOf<M>>(
  path: P,
  ...init: InitArgs<Operation<P, M>>
) => Promise<ApiAnswer<P, M>>;

/**
 * A call; a body goes as JSON (same origin, so the session cookie goes along and the server's
 * Origin check passes). Rejects with an ApiError carrying the server's Spanish `msg`.
 */
const call =
  (method: string) =>
  (path: string, { params, body, signal, cache, headers }: AnyInit = {}) =>
    request(urlOf(path, params), {
      method,
      headers: body === undefined ? headers : { 'Content-Type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
      cache,
    });

/** The portal's API, one method per HTTP verb, typed by the declared routes. */
export const api = {
  GET: call('GET') as Call<'get'>,
  POST: call('POST') as Call<'post'>,
  PUT: call('PUT') as Call<'put'>,
  DELETE: call('DELETE') as Call<'delete'>,
};
