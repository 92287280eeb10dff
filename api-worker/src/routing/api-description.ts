import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Env } from 'hono';
import { z } from 'zod';
import type { AccessLevel } from '../auth/access-rules.ts';
import { SESSION_COOKIE } from '../auth/sessions.ts';
import { ACCESS, ROUTING_PATH, SESSION_SECURITY, declareRoute, declaredRoutes } from './declare-route.ts';

export const openApiRoute = declareRoute({
  method: 'get',
  path: '/api/openapi.json',
  access: 'public',
  summary: 'Esta descripción de la API (OpenAPI 3.1)',
  responses: {
    200: {
      description: 'El documento OpenAPI.',
      content: { 'application/json': { schema: z.object({ openapi: z.string() }).loose() } },
    },
  },
});

/** The declared routes of `app`, as the access middleware applies them (for tests and checks). */
export function declaredRoutesOf(app: OpenAPIHono<Env>) {
  return app.openAPIRegistry.definitions.flatMap((definition) =>
    definition.type === 'route'
      ? [
          {
            method: definition.route.method.toUpperCase(),
            /** As Hono matches it: `/api/noticia/:id`. */
            path: (definition.route as unknown as Record<typeof ROUTING_PATH, string>)[ROUTING_PATH],
            access: (definition.route as unknown as Record<typeof ACCESS, AccessLevel>)[ACCESS],
            /** As the API description writes it: `/api/noticia/{id}`. */
            documentPath: definition.route.path,
          },
        ]
      : [],
  );
}

/** The OpenAPI 3.1 document of every route declared on `app`. */
export function openApiDocumentOf(app: OpenAPIHono<Env>) {
  app.openAPIRegistry.registerComponent('securitySchemes', SESSION_SECURITY, {
    type: 'apiKey',
    in: 'cookie',
    name: SESSION_COOKIE,
    description: 'La cookie HttpOnly que deja POST /api/login.',
  });
  return app.getOpenAPI31Document({
    openapi: '3.1.0',
    info: {
      title: 'Santiago Noticias: API del portal',
      version: '1.0.0',
      description:
        'Las llamadas públicas y las de la redacción. Toda respuesta de error es `{ msg }` con un texto en castellano. ' +
        'Las llamadas de la redacción piden la cookie de sesión; las que piden privilegios los nombran en `x-privilegios` y en su descripción.',
    },
  });
}

/**
 * `GET /api/openapi.json`, built on first request from the routes mounted on `app` by then
 * (all of them: the app is complete before it answers).
 */
export function createApiDescriptionRoutes(app: OpenAPIHono<Env>) {
  let document: unknown;
  return declaredRoutes().add(openApiRoute, (c) => {
    document ??= openApiDocumentOf(app);
    c.header('Cache-Control', 'no-cache');
    return c.json(document as object);
  }).app;
}

/**
 * The app's routes that were not declared (mounted with plain Hono methods): building the app
 * fails on any, so that none escapes its access level or the API description. Trailing slashes
 * do not count (a staff route's check covers both spellings).
 */
export function undeclaredRoutesOf(app: OpenAPIHono<Env>): string[] {
  const normalize = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);
  const declared = new Set(declaredRoutesOf(app).map((r) => `${r.method} ${normalize(r.path)}`));
  return [
    ...new Set(
      app.routes
        .filter((route) => route.method !== 'ALL')
        .map((route) => `${route.method} ${normalize(route.path)}`)
        .filter((key) => !declared.has(key)),
    ),
  ];
}

/** Throws when `app` serves a route that was not declared (see undeclaredRoutesOf). */
export function assertEveryRouteDeclared(app: OpenAPIHono<Env>): void {
  const undeclared = undeclaredRoutesOf(app);
  if (undeclared.length > 0) {
    throw new Error(
      `Routes mounted without a declaration (routing/declare-route.ts): ${undeclared.join(', ')}`,
    );
  }
}
