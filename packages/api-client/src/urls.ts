import type { AnyInit, ApiAnswer, ApiGetPath, ApiUrl, InitArgs, Operation } from './types';

// Building URLs, apart from sending requests: the shell's first-load preload needs only this
// (it runs before the shared packages load), so it stays this small.

/** `path` with its `{placeholders}` filled in from `values`, encoded. */
const fillPath = (path: string, values: Record<string, string | number> = {}) =>
  path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(values[name] ?? ''));

/** `path` with its `{params}` filled in and the query's non-empty values appended. */
export function urlOf(path: string, params: AnyInit['params']): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params?.query ?? {})) {
    if (value !== undefined && value !== null && value !== '') query.set(name, String(value));
  }
  const search = query.toString();
  return fillPath(path, params?.path) + (search ? `?${search}` : '');
}

/** The URL of `GET path` with its params: `apiUrl('/api/noticia/{id}', { params: { path: { id } } })`. */
export const apiUrl = <P extends ApiGetPath>(path: P, ...[init]: InitArgs<Operation<P, 'get'>>) =>
  urlOf(path, (init as AnyInit | undefined)?.params) as ApiUrl<ApiAnswer<P>>;

/**
 * The URL of `GET path` with its placeholders filled from `pathParams` by name: for generic code
 * such as the shell's first-load preload, whose params are a route's (`/noticia/:id` gives `id`).
 * The path is checked; the params are not (a missing one is left empty).
 */
export const apiUrlFromParams = (path: ApiGetPath, pathParams: Record<string, string>) =>
  fillPath(path, pathParams) as ApiUrl<unknown>;
