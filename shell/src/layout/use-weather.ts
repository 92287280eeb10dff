import { useEffect, useState } from 'react';
import { api, type ApiAnswer } from '@portal/ui';

export type Weather = ApiAnswer<'/api/clima'>;

/**
 * Today's temperature for the top bar, or undefined. The weather is an extra: when the service
 * is down (503) the top bar simply leaves it out, without reporting an error on every page.
 */
export function useWeather(): Weather | undefined {
  const [weather, setWeather] = useState<Weather>();
  useEffect(() => {
    const controller = new AbortController();
    api
      .GET('/api/clima', { signal: controller.signal })
      .then((answer) => {
        if (Number.isFinite(answer.temp)) setWeather(answer);
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, []);
  return weather;
}
