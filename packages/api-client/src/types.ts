import type {
  PathsWithMethod,
  RequestBodyJSON,
  RequiredKeysOf,
  SuccessResponseJSON,
} from 'openapi-typescript-helpers';
import type { paths } from './api-schema.generated';

// The types of the client, all derived from `paths` (generated from GET /api/openapi.json).

export type { paths };

export type Method = 'get' | 'post' | 'put' | 'delete';

/** The operation `method` of `path`, as openapi-typescript wrote it. */
export type Operation<P extends keyof paths, M extends Method> =
  paths[P] extends Record<M, infer Op> ? Op : never;

/** The paths that have a `method` operation: `PathsOf<'get'>` includes `'/api/noticia/{id}'`. */
export type PathsOf<M extends Method> = PathsWithMethod<paths, M>;

/** The path of any GET call of the API, as declared: `'/api/noticia/{id}'`. */
export type ApiGetPath = PathsOf<'get'>;

/** Path params may be given as numbers (page sizes, page numbers): they are written as text. */
type Loose<T> = { [K in keyof T]: T[K] extends string ? string | number : T[K] };

/** `{ path, query }` of an operation; only the keys it declares. */
type ParamsOf<Op> = Op extends { parameters: { path?: infer Path; query?: infer Query } }
  ? ([Path] extends [never] | [undefined] ? { path?: never } : { path: Loose<Path> }) &
      ([Query] extends [never] | [undefined] ? { query?: never } : { query?: Query })
  : never;

/** What a call needs besides its path: `params` when it has any, `body` when it takes one. */
type InitOf<Op> = (RequiredKeysOf<ParamsOf<Op>> extends never
  ? { params?: ParamsOf<Op> }
  : { params: ParamsOf<Op> }) &
  ([RequestBodyJSON<Op>] extends [never] ? { body?: never } : { body: RequestBodyJSON<Op> }) & {
    signal?: AbortSignal;
    /** e.g. 'no-store' for who is signed in, which must never come from the HTTP cache. */
    cache?: RequestCache;
    /** e.g. `If-Match` on a save that must not overwrite someone else's. */
    headers?: Record<string, string>;
  };

/** The init argument of a call, optional when nothing in it is required. */
export type InitArgs<Op> =
  RequiredKeysOf<InitOf<Op>> extends never ? [init?: InitOf<Op>] : [init: InitOf<Op>];

/** The JSON body a call takes. */
export type ApiBody<P extends PathsOf<M>, M extends Method> = RequestBodyJSON<Operation<P, M>>;

/** The JSON a successful call answers. */
export type ApiAnswer<P extends keyof paths, M extends Method = 'get'> = SuccessResponseJSON<
  Operation<P, M> & {}
>;

/**
 * The URL of a GET call, carrying (as a type only) the answer it gives: what `useApi` loads, what
 * the shell preloads on a first visit, and the key of answers already seen. Only `apiUrl` makes
 * one: a URL written by hand is not an ApiUrl.
 */
export type ApiUrl<T> = string & { readonly [answerType]: T };
declare const answerType: unique symbol;

/** The untyped shape every init has at run time. */
export interface AnyInit {
  params?: { path?: Record<string, string | number>; query?: Record<string, unknown> };
  body?: unknown;
  signal?: AbortSignal;
  cache?: RequestCache;
  headers?: Record<string, string>;
}
