import { useEffect, useState } from 'react';
import { api, type ApiAnswer } from '@portal/ui';

export type Weather = ApiAnswer<'/api/clima'> & { temp: number };

/**
 * Today's temperature for the top bar, or undefined. The weather is an extra: when it cannot be
 * had the API answers `temp: null` (and an older API a 503), and the top bar leaves it out.
 */
export function useWeather(): Weather | undefined {
  const [weather, setWeather] = useState<Weather>();
  useEffect(() => {
    const controller = new AbortController();
    api
      .GET('/api/clima', { signal: controller.signal })
      .then((answer) => {
        if (typeof answer.temp === 'number' && Number.isFinite(answer.temp)) {
          setWeather({ ...answer, temp: answer.temp });
        }
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, []);
  return weather;
}
