import { z } from 'zod';
import { declareRoute, declaredRoutes } from '../routing/declare-route.ts';

export const searchFormRoute = declareRoute({
  method: 'get',
  path: '/buscar',
  access: 'public',
  summary: 'La búsqueda como formulario GET, para quien no ejecuta JavaScript',
  description:
    'El buscador de la cabecera es un formulario `GET /buscar?q=` (DESIGN §10): redirige a la página de ' +
    'resultados `/noticias/b/{q}/10/1`; sin palabras, a la lista de noticias.',
  request: { query: z.object({ q: z.string().optional() }) },
  responses: { 302: { description: 'Redirige a los resultados de la búsqueda.' } },
});

/** `/buscar?q=…`: the header's search box answered without JavaScript. */
export function createSearchRedirectRoutes() {
  return declaredRoutes().add(searchFormRoute, (c) => {
    // The whole term, however long: its results page says when it is too long (a cut term would
    // search for something else without a word, and a cut in a surrogate pair made this a 500).
    const words = (c.req.query('q') ?? '').trim();
    const target = words ? `/noticias/b/${encodeURIComponent(words)}/10/1` : '/noticias/10/1';
    c.header('Cache-Control', 'public, max-age=300');
    return c.redirect(target, 302);
  }).app;
}
