import { z } from '@hono/zod-openapi';
import { Scalar } from '@scalar/hono-api-reference';
import type { Context } from 'hono';
import { declareRoute, declaredRoutes } from '../routing/declare-route.ts';

/**
 * The reference page's script: Scalar's standalone bundle, which the shell's build copies among
 * its static files (shell/rspack.config.ts), so that both runtimes serve it as any other file of
 * the portal, from this origin (no CDN), and the worker's upload does not carry its 3.6 MB.
 */
export const API_REFERENCE_SCRIPT_PATH = '/api-docs/scalar.js';

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

/** `GET /api/docs` (Scalar's Hono middleware), its script a static file of this origin. */
export function createApiDocsRoutes() {
  return declaredRoutes().add(apiDocsRoute, async (c, next) => {
    const nonce = newNonce();
    const render = Scalar({
      url: '/api/openapi.json',
      cdn: API_REFERENCE_SCRIPT_PATH,
      nonce,
      pageTitle: 'API del portal',
      withDefaultFonts: false,
      hideClientButton: true,
      telemetry: false,
      // Scalar's hosted extras (its AI agent, MCP, the developer toolbar) call its servers:
      // not on a newsroom's API page.
      agent: { disabled: true },
      mcp: { disabled: true },
      showDeveloperTools: 'never',
    });
    // Scalar's middleware is typed for the default Env.
    const response = (await render(c as unknown as Context, next)) as Response;
    response.headers.set('Content-Security-Policy', referencePagePolicy(nonce));
    response.headers.set('Cache-Control', 'no-store');
    return response;
  }).app;
}
