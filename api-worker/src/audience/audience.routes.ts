import {
  BEACON_PATH_MESSAGE,
  MAX_BEACON_BYTES,
  audienceQuerySchema,
  audienceResponseSchema,
  matchPublicRoute,
  mostReadParamsSchema,
  mostReadResponseSchema,
  readBeaconSchema,
} from '@portal/contracts';
import { HTTPException } from 'hono/http-exception';
import type { AppDatabase } from '../db/database.ts';
import { limitBody } from '../http/body-limit.ts';
import { cachedJson, publicCache } from '../http/public-cache/index.ts';
import { declareRoute, declaredRoutes } from '../routing/declare-route.ts';
import { errorResponse, jsonAnswer } from '../routing/responses.ts';
import { audienceReport, listMostRead } from './audience.queries.ts';
import {
  BEACON_CONTENT_TYPE_MESSAGE,
  beaconAnswer,
  measure,
  readBeaconBody,
  siteHost,
  type Measuring,
} from './visitor.ts';

/**
 * 'Lo más leído' changes with every read, not with staff writes (like the weather): shared caches
 * keep it 30 s and browsers 15 s, so that with the one-second batching no copy is more than a
 * minute behind (1 + 30 + 10 of stale-while-revalidate + 15 < 60).
 */
export const MOST_READ_CACHE_CONTROL = 'public, max-age=15, s-maxage=30, stale-while-revalidate=10';

const beaconResponses = {
  204: { description: 'Contada (o filtrada, si vino de un robot).' },
  413: errorResponse('Cuerpo demasiado grande.'),
  415: errorResponse(BEACON_CONTENT_TYPE_MESSAGE),
  503: errorResponse('La base de datos no responde y no puede guardarse nada más por ahora.'),
};

export const readBeaconRoute = declareRoute({
  method: 'post',
  path: '/api/lecturas',
  access: 'public',
  summary: 'Una lectura de una página pública',
  description:
    'La baliza de cada vista de página (`navigator.sendBeacon`): JSON como `application/json` o `text/plain`. Sin cookie; el lector es un hash del día (DESIGN §14).',
  bodyLimit: limitBody(MAX_BEACON_BYTES),
  request: {
    body: {
      // Described as text/plain only: a JSON media type here would make the route read the body
      // as JSON alone (routing/declare-route.ts), and the handler takes both.
      content: { 'text/plain': { schema: readBeaconSchema } },
      required: true,
    },
  },
  responses: beaconResponses,
});

export const mostReadRoute = declareRoute({
  method: 'get',
  path: '/api/mas-leidas/{ventana}/{limite}',
  access: 'public',
  summary: 'Lo más leído',
  description:
    'Las noticias publicadas con más lectores distintos en la ventana (1h, 24h, 7d), a lo sumo 60 s atrasadas.',
  middleware: [publicCache({ cacheControl: MOST_READ_CACHE_CONTROL })],
  request: { params: mostReadParamsSchema },
  responses: { 200: jsonAnswer(mostReadResponseSchema, 'La lista bajo `mas_leidas`.') },
});

export const audienceReportRoute = declareRoute({
  method: 'get',
  path: '/api/audiencia',
  access: { privilege: 'edicion' },
  summary: 'La audiencia del sitio',
  description:
    'Vistas y visitantes por día, las páginas más vistas, los sitios de origen y las solicitudes de robots.',
  request: { query: audienceQuerySchema },
  responses: { 200: jsonAnswer(audienceResponseSchema, 'El informe.') },
});

/** Reads, 'Lo más leído' and the newsroom's report (DESIGN §14). */
export function createAudienceRoutes(db: AppDatabase, measuring: Measuring) {
  return declaredRoutes(db)
    .add(readBeaconRoute, async (c) => {
      const beacon = await readBeaconBody(c, readBeaconSchema);
      const page = pageOf(beacon.ruta);
      const site = siteHost(c, measuring.siteUrl);
      const referente = referrerDomain(beacon.referente, site);
      const outcome = await measure(c, measuring, 'lectura', ({ lector, dia }, momento) => ({
        tipo: 'lectura',
        momento,
        dia,
        lector,
        ...page,
        referente,
      }));
      return beaconAnswer(c, outcome);
    })
    .add(mostReadRoute, async (c) => {
      const { ventana, limite } = c.req.valid('param');
      return cachedJson(c, { mas_leidas: await listMostRead(db, { ventana, limite, now: measuring.now() }) });
    })
    .add(audienceReportRoute, async (c) => c.json(await audienceReport(db, c.req.valid('query')), 200)).app;
}

const OBJECT_ID = /^[0-9a-f]{24}$/;

/**
 * The page a beacon names: one of the site's public routes (a query or fragment dropped, a
 * trailing slash too), an article as `/noticia/<id>` whatever its slug; else a 400.
 */
export function pageOf(ruta: string): { ruta: string; noticia_id: string | null } {
  const path = ruta.replace(/[?#].*$/s, '').replace(/(.)\/+$/, '$1');
  if (path.startsWith('//')) throw new HTTPException(400, { message: BEACON_PATH_MESSAGE });
  const match = matchPublicRoute(path);
  if (!match) throw new HTTPException(400, { message: BEACON_PATH_MESSAGE });
  if (match.route.module === 'NewsDetailPage') {
    const id = match.params.id ?? '';
    if (!OBJECT_ID.test(id)) throw new HTTPException(400, { message: BEACON_PATH_MESSAGE });
    return { ruta: `/noticia/${id}`, noticia_id: id };
  }
  return { ruta: path, noticia_id: null };
}

/**
 * The host name of another site that sent the reader (`www.` dropped), or null: none, not an
 * http(s) URL, or the portal itself (a navigation inside the site). Only the host is kept.
 */
export function referrerDomain(referente: string | undefined, site: string): string | null {
  if (!referente) return null;
  let url: URL;
  try {
    url = new URL(referente);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const host = url.hostname.toLowerCase().replace(/^www\./, '');
  const own = site.replace(/:\d+$/, '').replace(/^www\./, '');
  return host === own || host === '' ? null : host;
}
