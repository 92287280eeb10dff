/** The city GET /api/clima reports (the portal's home province's capital). */
export const WEATHER_CITY = 'Santiago del Estero';
/** How long one reading is reused. */
export const WEATHER_TTL_MS = 10 * 60_000;
/** After a failure, the service is asked again only after this pause (the top bar asks on every page). */
export const WEATHER_RETRY_MS = 60_000;
/** How long the weather service may take to answer. */
export const WEATHER_TIMEOUT_MS = 3_000;

export interface WeatherServiceOptions {
  /** WEATHER_URL: the service's URL, key included; undefined when not configured. */
  url: string | undefined;
  fetch?: typeof fetch;
  now?: () => number;
  timeoutMs?: number;
}

export type WeatherReading = { ok: true; temp: number } | { ok: false; reason: string };

/**
 * The temperature in °C from a weather service's JSON answer. The OpenWeatherMap "current
 * weather" shape (`main.temp`, with `units=metric` in the URL) is the one read; a value no air
 * temperature can have (e.g. Kelvin, when `units=metric` is missing) is refused.
 */
export function readTemperature(body: unknown): number | undefined {
  const main = typeof body === 'object' && body !== null ? (body as { main?: unknown }).main : undefined;
  const temp = typeof main === 'object' && main !== null ? (main as { temp?: unknown }).temp : undefined;
  if (typeof temp !== 'number' || !Number.isFinite(temp) || temp < -90 || temp > 65) return undefined;
  return Math.round(temp * 10) / 10;
}

/**
 * The current temperature from the configured service, kept in memory (per process or
 * isolate) for 10 minutes. A failure is remembered for a minute, so that a service that is
 * down does not make every page wait for its timeout. (Requests that miss the cache at the same
 * moment each ask: workerd does not let one request wait on I/O another request started.)
 * Nothing of the URL (it holds the key) ever leaves this module, not even in logs.
 */
export function createWeatherService({
  url,
  fetch: fetchImpl = fetch,
  now = Date.now,
  timeoutMs = WEATHER_TIMEOUT_MS,
}: WeatherServiceOptions) {
  let cached: { reading: WeatherReading; until: number } | undefined;

  async function ask(serviceUrl: string): Promise<WeatherReading> {
    let response: Response;
    try {
      response = await fetchImpl(serviceUrl, {
        headers: { Accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      return { ok: false, reason: `no answer (${(error as Error).name})` };
    }
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      return { ok: false, reason: `status ${response.status}` };
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch (error) {
      return { ok: false, reason: `unreadable answer (${(error as Error).name})` };
    }
    const temp = readTemperature(body);
    return temp === undefined ? { ok: false, reason: 'no temperature in the answer' } : { ok: true, temp };
  }

  return {
    async current(): Promise<WeatherReading> {
      if (url === undefined) return { ok: false, reason: 'WEATHER_URL is not set' };
      if (cached && now() < cached.until) return cached.reading;
      const reading = await ask(url);
      cached = { reading, until: now() + (reading.ok ? WEATHER_TTL_MS : WEATHER_RETRY_MS) };
      if (!reading.ok) console.error(`Weather service: ${reading.reason}.`);
      return reading;
    },
  };
}

export type WeatherService = ReturnType<typeof createWeatherService>;
