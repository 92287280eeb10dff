/**
 * THE way an API route comes into being: declared once (method, path, params, query, body and
 * answers as zod schemas from @portal/contracts, plus who may call it), then mounted with its
 * handler. The access check, the validation and the route's entry in `GET /api/openapi.json` all
 * come from that one declaration, so they cannot drift apart; a declaration without an access
 * level cannot be mounted (the app does not build), and a route mounted any other way makes
 * `assertEveryRouteDeclared` fail when the app is built.
 */
import { createRoute, OpenAPIHono, type RouteConfig } from '@hono/zod-openapi';
import type { Env, Handler, MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import { describeAccess, privilegesOf, type AccessLevel } from '../auth/access-rules.ts';
import { staffAccess } from '../auth/access-control.ts';
import { readJsonBody, smallJsonBody } from '../http/json-body.ts';
import type { StaffEnv } from '../auth/staff-env.ts';
import type { AppDatabase } from '../db/database.ts';
import { validate } from '../http/validation.ts';
import { standardErrorResponses } from './responses.ts';
import { auditWrites, type AuditDeclaration } from './audit-hook.ts';

/** The name of the session cookie's security scheme in the API description. */
export const SESSION_SECURITY = 'sesion';

/** Where the declared access level travels with the route in the OpenAPI registry. */
export const ACCESS = Symbol('access');
/** Where the path Hono routes travels with the route in the OpenAPI registry. */
export const ROUTING_PATH = Symbol('routing path');

export type RouteDeclaration = RouteConfig & {
  /** Who may call it; required: a route without one is an error, not a public route. */
  access: AccessLevel;
  /** Runs after the access check and the param/query validation, before the JSON body is read. */
  bodyLimit?: MiddlewareHandler;
  /**
   * Hono's pattern, when it says more than `path`: a param with its own pattern
   * (`/rss/:file{[^/]+\\.xml}`) or a wildcard (`/media/*`). Its params are then only described,
   * not validated: the pattern and the handler check them.
   */
  routingPath?: string;
  /**
   * The audit log's resource and action for a staff write (routing/audit-hook.ts); derived
   * from the method and path when left out. `false` for a write that changes no content and
   * would only flood the log (the edit screen's presence heartbeat).
   */
  audit?: AuditDeclaration | false;
};

/** `createRoute` with the access level made mandatory. */
export function declareRoute<const R extends RouteDeclaration>(route: R): R {
  return createRoute(route) as R;
}

type HonoPath<T extends string> = T extends `${infer Start}/{${infer Param}}${infer Rest}`
  ? `${Start}/:${Param}${HonoPath<Rest>}`
  : T;

type SchemaOf<T> = T extends z.ZodType ? z.output<T> : never;
type Request<R extends RouteDeclaration> = NonNullable<R['request']>;
type JsonBodyOf<R extends RouteDeclaration> =
  Request<R> extends { body?: { content: infer C } }
    ? C extends { 'application/json': { schema: infer S } }
      ? SchemaOf<S>
      : never
    : never;

/** Nothing to add (Hono's own input types use `{}` the same way). */
type None = Record<never, never>;

/** What `c.req.valid(...)` returns in the handler of `R`. */
type RouteInput<R extends RouteDeclaration> = {
  out: (Request<R> extends { params: infer P } ? { param: SchemaOf<P> } : None) &
    (Request<R> extends { query: infer Q } ? { query: SchemaOf<Q> } : None) &
    ([JsonBodyOf<R>] extends [never] ? None : { json: JsonBodyOf<R> });
};

export type RouteHandler<R extends RouteDeclaration, E extends Env = StaffEnv> = Handler<
  E,
  HonoPath<R['path']>,
  RouteInput<R>
>;

export interface DeclaredRoutes<E extends Env> {
  /** The routes mounted so far, with their description: `.route('/', routes.app)` mounts them. */
  app: OpenAPIHono<E>;
  /** Mounts `handler` for `route` behind its access check and validation. */
  add<R extends RouteDeclaration>(route: R, handler: RouteHandler<R, E>): DeclaredRoutes<E>;
}

/**
 * A router of declared routes. `db` finds the sessions of staff routes: a router without it
 * accepts only public ones.
 */
export function declaredRoutes<E extends Env = StaffEnv>(db?: AppDatabase): DeclaredRoutes<E> {
  const app = new OpenAPIHono<E>();
  const routes: DeclaredRoutes<E> = {
    app,
    add(route, handler) {
      const access = accessMiddleware(route, db);
      const path = routingPathOf(route);
      const method = route.method.toUpperCase();
      // A path declared with a trailing slash (as the original client spells it) is also
      // answered without it.
      const paths = path.endsWith('/') && path.length > 1 ? [path, otherSpelling(path)] : [path];
      // Every successful staff write leaves its row in the audit log.
      const { audit: auditDeclaration } = route;
      const audit =
        route.access !== 'public' && route.method !== 'get' && auditDeclaration !== false
          ? [auditWrites({ ...route, audit: auditDeclaration })]
          : [];
      app.on(
        [method],
        paths,
        ...access,
        ...audit,
        ...((route.middleware ? [route.middleware].flat() : []) as MiddlewareHandler[]),
        ...validators(route),
        handler as Handler,
      );
      // The other spelling of the path (with or without the trailing slash) is no route, but a
      // staff route's check covers it too: it answers 401/403 before its 404.
      if (route.access !== 'public' && paths.length === 1) {
        app.on([method], [otherSpelling(path)], ...access);
      }
      app.openAPIRegistry.registerPath(describe(route));
      return routes;
    },
  };
  return routes;
}

function accessMiddleware(route: RouteDeclaration, db: AppDatabase | undefined): MiddlewareHandler[] {
  const { access } = route as Partial<RouteDeclaration>;
  const name = `${route.method.toUpperCase()} ${route.path}`;
  if (access === undefined) throw new Error(`${name} declares no access level.`);
  if (access === 'public') return [];
  if (!db) throw new Error(`${name} is a staff route on a router without the database.`);
  // 'self-or-usuarios' without `{id}` in the path reads the body's id: the body is capped before
  // that read (a body limit further down would come too late).
  const readsBody = access === 'self-or-usuarios' && !route.path.includes('{id}');
  return [...(readsBody ? [smallJsonBody] : []), staffAccess(db, access) as MiddlewareHandler];
}

/** Params, then query, then the JSON body: each a 400 `{ msg }` in Spanish when refused. */
function validators(route: RouteDeclaration): MiddlewareHandler[] {
  const list: MiddlewareHandler[] = [];
  const { params, query, body } = route.request ?? {};
  if (params && !route.routingPath) list.push(validate('param', params as z.ZodType) as MiddlewareHandler);
  if (query) list.push(validate('query', query as z.ZodType) as MiddlewareHandler);
  if (route.bodyLimit) list.push(route.bodyLimit);
  const media = body?.content['application/json'];
  const json = media && 'schema' in media ? media.schema : undefined;
  if (json) {
    const schema = json as z.ZodType;
    list.push(async (c, next) => {
      // readJsonBody: 415 unless declared as JSON, 400 for malformed JSON or a refused field.
      c.req.addValidatedData('json', (await readJsonBody(c, schema)) as object);
      await next();
    });
  }
  return list;
}

/** The route's entry in the API description: its declaration plus what its access implies. */
function describe(route: RouteDeclaration): RouteConfig {
  const {
    access,
    bodyLimit: _bodyLimit,
    middleware: _middleware,
    routingPath: _routingPath,
    audit: _audit,
    ...config
  } = route;
  const staff = access !== 'public';
  return {
    ...config,
    description: [config.description, describeAccess(access)].filter(Boolean).join('\n\n'),
    ...(staff ? { security: [{ [SESSION_SECURITY]: [] }] } : {}),
    ...(staff ? { 'x-privilegios': privilegesOf(access) } : {}),
    responses: { ...standardErrorResponses(route), ...config.responses },
    [ACCESS]: access,
    [ROUTING_PATH]: routingPathOf(route),
  } as RouteConfig;
}

/** The path as Hono matches it: `/api/noticia/:id`, or the declared routingPath. */
function routingPathOf(route: RouteDeclaration): string {
  return route.routingPath ?? route.path.replaceAll(/\{([^}]+)\}/g, ':$1');
}

function otherSpelling(path: string): string {
  return path.endsWith('/') ? path.replace(/\/+$/, '') : `${path}/`;
}
