import { useEffect, useState } from 'react';

export interface Weather {
  temp: number;
  ciudad: string;
}

/**
 * Today's temperature for the top bar, or undefined. The weather is an extra: when the service
 * is down (503) the top bar simply leaves it out, without reporting an error on every page.
 */
export function useWeather(): Weather | undefined {
  const [weather, setWeather] = useState<Weather>();
  useEffect(() => {
    const controller = new AbortController();
    fetch('/api/clima', { credentials: 'same-origin', signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<Weather>) : undefined))
      .then((answer) => {
        if (answer && Number.isFinite(answer.temp)) setWeather(answer);
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, []);
  return weather;
}
