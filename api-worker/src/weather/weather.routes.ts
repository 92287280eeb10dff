import { weatherResponseSchema } from '@portal/contracts';
import { declareRoute, declaredRoutes } from '../routing/declare-route.ts';
import { errorResponse, jsonAnswer } from '../routing/responses.ts';
import { WEATHER_CITY, type WeatherService } from './weather-service.ts';

export const WEATHER_UNAVAILABLE_MESSAGE = 'El clima no está disponible en este momento.';
/** A reading is reused for 10 minutes on the server; browsers and shared caches may do the same. */
export const WEATHER_CACHE_CONTROL = 'public, max-age=600, s-maxage=600, stale-while-revalidate=600';

export const weatherRoute = declareRoute({
  method: 'get',
  path: '/api/clima',
  access: 'public',
  summary: 'La temperatura actual',
  responses: {
    200: jsonAnswer(weatherResponseSchema, '`{ temp, ciudad }`, guardado 10 minutos.'),
    503: errorResponse('El servicio del clima no responde (la barra superior oculta la temperatura).'),
  },
});

/** `GET /api/clima`: `{ temp, ciudad }`, or 503 `{ msg }` (the top bar then hides the temperature). */
export function createWeatherRoutes(weather: WeatherService) {
  return declaredRoutes().add(weatherRoute, async (c) => {
    const reading = await weather.current();
    if (!reading.ok) {
      return c.json({ msg: WEATHER_UNAVAILABLE_MESSAGE }, 503, { 'Cache-Control': 'no-store' });
    }
    return c.json({ temp: reading.temp, ciudad: WEATHER_CITY }, 200, {
      'Cache-Control': WEATHER_CACHE_CONTROL,
    });
  }).app;
}
