/**
 * The front ends' typed API client. Paths, params, bodies and answers come from the types
 * openapi-typescript generates from the app's own `GET /api/openapi.json`
 * (`api-schema.generated.ts`, `pnpm api:types`), so a call to a path, param or field the server
 * does not declare fails `pnpm typecheck`. The call shape is openapi-fetch's (`'/api/noticia/{id}'`
 * with `{ params: { path: { id } } }`, typed by the same helper types); the run-time part is these
 * few lines instead of openapi-fetch's 2.6 kB, which the article pages' size budget has no room
 * for (docs/performance.md). No validation at run time: the public pages carry no zod.
 */
export type { ApiAnswer, ApiGetPath, ApiUrl, paths } from './types';
export { apiUrl, apiUrlFromParams } from './urls';
export { api, ApiError, fetchJson } from './client';
