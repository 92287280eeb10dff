import { weatherResponseSchema } from '@portal/contracts';
import { declareRoute, declaredRoutes } from '../routing/declare-route.ts';
import { jsonAnswer } from '../routing/responses.ts';
import { WEATHER_CITY, WEATHER_RETRY_MS, type WeatherService } from './weather-service.ts';

/** A reading is reused for 10 minutes on the server; browsers and shared caches may do the same. */
export const WEATHER_CACHE_CONTROL = 'public, max-age=600, s-maxage=600, stale-while-revalidate=600';
/** Without a reading, the service is asked again after a minute: so long is that answer kept. */
const RETRY_S = WEATHER_RETRY_MS / 1000;
export const WEATHER_UNKNOWN_CACHE_CONTROL = `public, max-age=${RETRY_S}, s-maxage=${RETRY_S}, stale-while-revalidate=${RETRY_S}`;

export const weatherRoute = declareRoute({
  method: 'get',
  path: '/api/clima',
  access: 'public',
  summary: 'La temperatura actual',
  responses: {
    200: jsonAnswer(
      weatherResponseSchema,
      '`{ temp, ciudad }`, guardado 10 minutos; `temp: null` (guardado un minuto) cuando el servicio del clima no está configurado o no responde: la barra superior no muestra temperatura.',
    ),
  },
});

/**
 * `GET /api/clima`: `{ temp, ciudad }`, with `temp: null` when the weather cannot be had (no
 * WEATHER_URL, an error, a timeout). The weather is an extra of the top bar: its absence is not
 * an error, so that no page logs one.
 */
export function createWeatherRoutes(weather: WeatherService) {
  return declaredRoutes().add(weatherRoute, async (c) => {
    const reading = await weather.current();
    if (!reading.ok) {
      return c.json({ temp: null, ciudad: WEATHER_CITY }, 200, {
        'Cache-Control': WEATHER_UNKNOWN_CACHE_CONTROL,
      });
    }
    return c.json({ temp: reading.temp, ciudad: WEATHER_CITY }, 200, {
      'Cache-Control': WEATHER_CACHE_CONTROL,
    });
  }).app;
}
