import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../../test-support/create-test-app.ts';
import { FAKE_WEATHER_KEY, startFakeWeatherServer, type FakeWeatherServer } from './fake-weather-server.ts';
import {
  WEATHER_CACHE_CONTROL,
  WEATHER_UNKNOWN_CACHE_CONTROL,
  createWeatherRoutes,
} from './weather.routes.ts';
import {
  WEATHER_RETRY_MS,
  WEATHER_TTL_MS,
  createWeatherService,
  readTemperature,
  type WeatherServiceOptions,
} from './weather-service.ts';

let weather: FakeWeatherServer;
beforeAll(async () => {
  weather = await startFakeWeatherServer();
});
afterAll(() => weather.close());
afterEach(() => vi.restoreAllMocks());

/** GET /api/clima on a weather service with a clock the test moves. */
function createClima(options: Partial<WeatherServiceOptions> = {}) {
  let now = 1_000_000;
  const service = createWeatherService({ url: weather.url, now: () => now, ...options });
  const routes = createWeatherRoutes(service);
  return {
    get: async () => {
      const response = await routes.request('/api/clima');
      const text = await response.text();
      return { status: response.status, headers: response.headers, text, body: JSON.parse(text) as unknown };
    },
    advance: (ms: number) => (now += ms),
  };
}

const quietErrors = () => vi.spyOn(console, 'error').mockImplementation(() => undefined);

describe('GET /api/clima', () => {
  it('answers the temperature of Santiago del Estero from the service, cacheable for 10 minutes', async () => {
    weather.reply({ json: { name: 'Santiago del Estero', main: { temp: 31.46, humidity: 40 } } });
    const { status, headers, body } = await createClima().get();
    expect(status).toBe(200);
    expect(body).toEqual({ temp: 31.5, ciudad: 'Santiago del Estero' });
    expect(headers.get('Cache-Control')).toBe(WEATHER_CACHE_CONTROL);
    expect(headers.get('Cache-Control')).toMatch(/max-age=600/);
    expect(weather.queries.at(-1)).toContain('units=metric');
  });

  it('asks the service once per 10 minutes', async () => {
    weather.reply({ json: { main: { temp: 20 } } });
    const clima = createClima();
    const before = weather.queries.length;
    expect((await clima.get()).body).toMatchObject({ temp: 20 });
    weather.reply({ json: { main: { temp: 25 } } });
    clima.advance(WEATHER_TTL_MS - 1);
    expect((await clima.get()).body).toMatchObject({ temp: 20 });
    expect(weather.queries.length - before).toBe(1);
    clima.advance(1);
    expect((await clima.get()).body).toMatchObject({ temp: 25 });
    expect(weather.queries.length - before).toBe(2);
  });

  /** The answer without a temperature: the top bar then shows none, and keeps its size. */
  const UNKNOWN = { temp: null, ciudad: 'Santiago del Estero' };

  it('answers 200 with temp null when WEATHER_URL is not set, without calling anything', async () => {
    const before = weather.queries.length;
    const { status, headers, body } = await createClima({ url: undefined }).get();
    expect(status).toBe(200);
    expect(body).toEqual(UNKNOWN);
    expect(headers.get('Cache-Control')).toBe(WEATHER_UNKNOWN_CACHE_CONTROL);
    expect(weather.queries.length).toBe(before);
  });

  it('caches an answer without a temperature for a minute only', () => {
    expect(WEATHER_UNKNOWN_CACHE_CONTROL).toBe('public, max-age=60, s-maxage=60, stale-while-revalidate=60');
  });

  it.each([
    ['an error status', { status: 401, json: { cod: 401, message: 'Invalid API key' } }],
    ['a body that is not JSON', { text: '<html>Bad gateway</html>' }],
    ['JSON without main.temp', { json: { current: { temp_c: 30 } } }],
    ['a temperature that is not a number', { json: { main: { temp: '30' } } }],
    ['a temperature in Kelvin (units=metric missing)', { json: { main: { temp: 303.15 } } }],
  ] as const)('answers 200 with temp null for %s, never leaking the key', async (_, reply) => {
    const errors = quietErrors();
    weather.reply(reply);
    const { status, headers, text } = await createClima().get();
    expect(status).toBe(200);
    expect(JSON.parse(text)).toEqual(UNKNOWN);
    expect(headers.get('Cache-Control')).toBe(WEATHER_UNKNOWN_CACHE_CONTROL);
    expect(text).not.toContain(FAKE_WEATHER_KEY);
    expect(JSON.stringify(errors.mock.calls)).not.toContain(FAKE_WEATHER_KEY);
  });

  it('gives up on a service that does not answer in time (temp null), and waits a minute before asking again', async () => {
    quietErrors();
    weather.reply({ hangMs: 2_000 });
    const clima = createClima({ timeoutMs: 200 });
    const started = Date.now();
    const first = await clima.get();
    expect(first.status).toBe(200);
    expect(first.body).toEqual(UNKNOWN);
    expect(Date.now() - started).toBeLessThan(1_500);

    weather.reply({ json: { main: { temp: 18 } } });
    const before = weather.queries.length;
    expect((await clima.get()).body).toEqual(UNKNOWN);
    expect(weather.queries.length).toBe(before);
    clima.advance(WEATHER_RETRY_MS);
    expect((await clima.get()).body).toEqual({ temp: 18, ciudad: 'Santiago del Estero' });
  });

  it('answers temp null when the service cannot be reached at all', async () => {
    const errors = quietErrors();
    const closed = await startFakeWeatherServer();
    const url = closed.url;
    await closed.close();
    const { status, text } = await createClima({ url }).get();
    expect(status).toBe(200);
    expect(JSON.parse(text)).toEqual(UNKNOWN);
    expect(text).not.toContain(FAKE_WEATHER_KEY);
    expect(JSON.stringify(errors.mock.calls)).not.toContain(FAKE_WEATHER_KEY);
  });

  it('is mounted in the app, configured by WEATHER_URL', async () => {
    weather.reply({ json: { main: { temp: 12.04 } } });
    const { app, close } = await createTestApp({ config: { weatherUrl: weather.url } });
    const response = await app.request('/api/clima');
    expect(await response.json()).toEqual({ temp: 12, ciudad: 'Santiago del Estero' });
    close();
    const unset = await createTestApp();
    const unknown = await unset.app.request('/api/clima');
    expect(unknown.status).toBe(200);
    expect(await unknown.json()).toEqual({ temp: null, ciudad: 'Santiago del Estero' });
    unset.close();
  });
});

describe('readTemperature', () => {
  it.each([
    [{ main: { temp: 31.46 } }, 31.5],
    [{ main: { temp: -2 } }, -2],
    [{ main: { temp: 0 } }, 0],
    [{ main: {} }, undefined],
    [{ main: { temp: Number.NaN } }, undefined],
    [{ main: { temp: null } }, undefined],
    [null, undefined],
    ['31', undefined],
    [[], undefined],
  ])('%j → %j', (body, expected) => {
    expect(readTemperature(body)).toBe(expected);
  });
});
