import { argentinaWallClock } from '@portal/contracts';
import { dayjs } from '@portal/ui';

/**
 * '28 de noviembre de 2026, 09:41': an article's moment as Argentina's clocks show it, whatever
 * the zone of the server that renders it or the browser that takes it over (months in lower case,
 * as Spanish writes them).
 */
export function formatArticleMoment(iso: string): string {
  return dayjs(argentinaWallClock(new Date(iso))).format('D [de] MMMM [de] YYYY, HH:mm');
}
