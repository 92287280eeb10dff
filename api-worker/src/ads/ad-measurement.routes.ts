import {
  MAX_BEACON_BYTES,
  adEventBeaconSchema,
  adStatsQuerySchema,
  adStatsResponseSchema,
  idParamSchema,
} from '@portal/contracts';
import { z } from 'zod';
import { beaconAnswer, measure, readBeaconBody, type Measuring } from '../audience/index.ts';
import type { AppDatabase } from '../db/database.ts';
import { limitBody } from '../http/body-limit.ts';
import { declareRoute, declaredRoutes } from '../routing/declare-route.ts';
import { documentAnswer, errorResponse } from '../routing/responses.ts';
import {
  adStats,
  adStatsCsv,
  adStatsFileName,
  adTarget,
  createKnownAds,
  findAd,
} from './ad-measurement.queries.ts';

export const AD_NOT_FOUND_MESSAGE = 'Publicidad no encontrada.';

export const adEventRoute = declareRoute({
  method: 'post',
  path: '/api/publis/eventos',
  access: 'public',
  summary: 'Una publicidad servida o vista',
  description:
    '`servida` cuando se dibuja en el navegador; `vista` cuando al menos la mitad de sus píxeles estuvo en pantalla un segundo seguido (MRC). JSON como `application/json` o `text/plain` (`navigator.sendBeacon`).',
  bodyLimit: limitBody(MAX_BEACON_BYTES),
  request: { body: { content: { 'text/plain': { schema: adEventBeaconSchema } }, required: true } },
  responses: {
    204: { description: 'Contado (o filtrado, si vino de un robot).' },
    404: errorResponse(AD_NOT_FOUND_MESSAGE),
    413: errorResponse('Cuerpo demasiado grande.'),
    415: errorResponse('El cuerpo no es JSON.'),
    503: errorResponse('La base de datos no responde.'),
  },
});

export const adClickRoute = declareRoute({
  method: 'get',
  path: '/publi/{id}/clic',
  access: 'public',
  summary: 'El enlace de una publicidad',
  description:
    'Cuenta un `clic` y redirige (302) al enlace guardado de la publicidad. Una publicidad desconocida o sin enlace es la página de no encontrado del sitio: nunca una redirección abierta.',
  request: { params: z.object({ id: z.string() }) },
  responses: {
    302: { description: 'Al sitio del anunciante (`Location`).' },
    404: documentAnswer('text/html', 'La página de no encontrado del sitio.'),
  },
});

export const adStatsRoute = declareRoute({
  method: 'get',
  path: '/api/publis/{id}/estadisticas',
  access: { privilege: 'publicidad' },
  summary: 'Las cifras de una publicidad',
  description:
    'Servidas, vistas y clics por día y en total, y sus visitantes distintos; `formato=csv` las descarga.',
  request: { params: idParamSchema, query: adStatsQuerySchema },
  responses: {
    200: {
      description: 'El informe, o con `formato=csv` un archivo CSV con encabezados en castellano.',
      content: {
        'application/json': { schema: adStatsResponseSchema },
        'text/csv': { schema: z.string() },
      },
    },
    404: errorResponse(AD_NOT_FOUND_MESSAGE),
  },
});

const OBJECT_ID = /^[0-9a-f]{24}$/;

/** Ads' served, seen and clicked counts, and their report (DESIGN §14). */
export function createAdMeasurementRoutes(db: AppDatabase, measuring: Measuring) {
  const adExists = createKnownAds(db, measuring.now);
  return declaredRoutes(db)
    .add(adEventRoute, async (c) => {
      const { publi, tipo } = await readBeaconBody(c, adEventBeaconSchema);
      if (!(await adExists(publi))) return c.json({ msg: AD_NOT_FOUND_MESSAGE }, 404);
      const outcome = await measure(c, measuring, 'publi', ({ lector, dia }, momento) => ({
        tipo: 'publi',
        momento,
        dia,
        lector,
        publi_id: publi,
        evento: tipo,
      }));
      return beaconAnswer(c, outcome);
    })
    .add(adClickRoute, async (c, next) => {
      const { id } = c.req.param();
      const ad = OBJECT_ID.test(id) ? await findAd(db, id) : undefined;
      const target = ad && adTarget(ad.link);
      // Unknown, or no link to send anyone to: the site's own not-found page (pages/document.routes.ts).
      if (!ad || !target) {
        await next();
        return c.res;
      }
      // The reader goes where the ad leads even when the click cannot be counted.
      await measure(c, measuring, 'publi', ({ lector, dia }, momento) => ({
        tipo: 'publi',
        momento,
        dia,
        lector,
        publi_id: ad._id,
        evento: 'clic',
      })).catch((error: unknown) => console.error(`Clic de ${ad._id} no contado:`, error));
      return c.redirect(target, 302);
    })
    .add(adStatsRoute, async (c) => {
      const { id } = c.req.valid('param');
      const { desde, hasta, formato } = c.req.valid('query');
      const ad = await findAd(db, id);
      if (!ad) return c.json({ msg: AD_NOT_FOUND_MESSAGE }, 404);
      const stats = await adStats(db, { _id: ad._id, nombre: ad.nombre }, { desde, hasta });
      if (formato !== 'csv') return c.json(stats, 200);
      return c.body(adStatsCsv(stats), 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${adStatsFileName(ad.nombre, desde, hasta)}"`,
        'Cache-Control': 'private, no-store',
      });
    }).app;
}
