import { z } from '@hono/zod-openapi';
import { Scalar } from '@scalar/hono-api-reference';
import type { Context } from 'hono';
import { declareRoute, declaredRoutes } from '../routing/declare-route.ts';
import { errorResponse } from '../routing/responses.ts';

/** The reference page's script, served by the app itself: no CDN, and it works offline. */
export const API_REFERENCE_SCRIPT_PATH = '/api/docs/scalar.js';

/**
 * Scalar's standalone browser bundle (@scalar/api-reference, dist/browser/standalone.js), as each
 * runtime can read it: from node_modules on Node, bundled into the worker on workerd. Null when
 * it cannot be had (then its route answers 503).
 */
export type ApiReferenceScriptSource = () => Promise<string | null>;

const html = (description: string) => ({
  description,
  content: { 'text/html': { schema: z.string() } },
});

export const apiDocsRoute = declareRoute({
  method: 'get',
  path: '/api/docs',
  access: 'public',
  summary: 'Esta descripción de la API, para leer (Scalar)',
  responses: { 200: html('La página de referencia, que lee /api/openapi.json.') },
});

export const apiReferenceScriptRoute = declareRoute({
  method: 'get',
  path: API_REFERENCE_SCRIPT_PATH,
  access: 'public',
  summary: 'El script de la página de referencia',
  responses: {
    200: { description: 'JavaScript.', content: { 'text/javascript': { schema: z.string() } } },
    503: errorResponse('El script no está disponible en este servidor.'),
  },
});

/**
 * The page's own policy: scripts only from this origin plus the page's one inline call (by
 * nonce), as everywhere else; styles also inline, which Scalar sets at run time.
 */
function referencePagePolicy(nonce: string): string {
  return [
    `default-src 'self'`,
    `script-src 'self' 'nonce-${nonce}'`,
    `style-src 'self' 'unsafe-inline'`,
    `img-src 'self' data: blob:`,
    `font-src 'self' data:`,
    `connect-src 'self'`,
    `object-src 'none'`,
    `base-uri 'none'`,
    `form-action 'none'`,
    `frame-ancestors 'none'`,
  ].join('; ');
}

function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/** `GET /api/docs` (Scalar's Hono middleware) and the bundle it loads, from this origin. */
export function createApiDocsRoutes(script: ApiReferenceScriptSource) {
  let bundle: Promise<string | null> | undefined;
  return declaredRoutes()
    .add(apiDocsRoute, async (c, next) => {
      const nonce = newNonce();
      const render = Scalar({
        url: '/api/openapi.json',
        cdn: API_REFERENCE_SCRIPT_PATH,
        nonce,
        pageTitle: 'API del portal',
        withDefaultFonts: false,
        hideClientButton: true,
        telemetry: false,
      });
      // Scalar's middleware is typed for the default Env.
      const response = (await render(c as unknown as Context, next)) as Response;
      response.headers.set('Content-Security-Policy', referencePagePolicy(nonce));
      response.headers.set('Cache-Control', 'no-store');
      return response;
    })
    .add(apiReferenceScriptRoute, async (c) => {
      bundle ??= script().catch((error: unknown) => {
        console.error('The API reference script cannot be read:', error);
        return null;
      });
      const text = await bundle;
      if (text === null) {
        bundle = undefined;
        return c.json({ msg: 'La página de referencia no está disponible en este servidor.' }, 503);
      }
      return c.body(text, 200, {
        'Content-Type': 'text/javascript; charset=utf-8',
        'Cache-Control': 'public, max-age=86400',
      });
    }).app;
}
