import { apiErrorSchema } from '@portal/contracts';
import type { RouteConfig } from '@hono/zod-openapi';
import { z } from 'zod';

// Shorthands for route declarations (routing/declare-route.ts).

/** A JSON answer of `schema`. */
export function jsonAnswer<S extends z.ZodType>(schema: S, description: string) {
  return { description, content: { 'application/json': { schema } } };
}

/** A JSON request body of `schema`. */
export function jsonBody<S extends z.ZodType>(schema: S) {
  return { content: { 'application/json': { schema } }, required: true };
}

/** An error answer in the API description: always `{ msg }` with a Spanish text. */
export function errorResponse(description: string) {
  return jsonAnswer(apiErrorSchema, description);
}

/** A success answer that is only `{ msg }`. */
export const messageSchema = z.object({ msg: z.string() });

const UNSAFE = new Set(['post', 'put', 'patch', 'delete']);

/**
 * The error answers that a route's declaration implies (validation, session, privilege, Origin
 * check, body limits), so that each declaration lists only its own (404, 409, 429…).
 */
export function standardErrorResponses(route: RouteConfig & { access: unknown }): RouteConfig['responses'] {
  const { params, query, body } = route.request ?? {};
  const staff = route.access !== 'public';
  const unsafe = UNSAFE.has(route.method);
  const json = body?.content['application/json'] !== undefined;
  return {
    ...(params || query || body ? { 400: errorResponse('Datos inválidos.') } : {}),
    ...(staff ? { 401: errorResponse('Sin sesión.') } : {}),
    ...(staff || unsafe
      ? { 403: errorResponse(staff ? 'Sin el privilegio necesario, u otro origen.' : 'Otro origen.') }
      : {}),
    ...(unsafe ? { 413: errorResponse('Cuerpo demasiado grande.') } : {}),
    ...(json ? { 415: errorResponse('El cuerpo no es JSON.') } : {}),
  };
}

/** A document answer (HTML, XML, plain text, an image): described by its media type. */
export function documentAnswer(mediaType: string, description: string) {
  return { description, content: { [mediaType]: { schema: z.string() } } };
}
