import dayjs from 'dayjs';
import 'dayjs/locale/es';
import { argentinaWallClock } from '@portal/contracts';

// Every date the portal shows is Spanish (weeks start on Monday in the 'es' locale).
dayjs.locale('es');

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * A moment as Argentina's clocks show it (UTC−3 all year), whatever the zone of the server or
 * browser that formats it: a page rendered on a server in UTC reads the same day as the visitor's
 * browser takes over. A calendar date ('2024-03-05') is a day already and stays as it is.
 */
function inArgentina(date: string | Date) {
  if (typeof date === 'string' && !date.includes('T')) return dayjs(date);
  return dayjs(argentinaWallClock(new Date(date)));
}

/** 'DOMINGO 22 DE NOVIEMBRE DE 2026' for the top bar. */
export function formatTodayUpper(now: Date = new Date()): string {
  return inArgentina(now).format('dddd D [de] MMMM [de] YYYY').toUpperCase();
}

/**
 * 'Lunes 5 de marzo de 2024': the long date of albums and events, standing on its own line (only
 * its first letter in upper case; Spanish writes weekdays and months in lower case, and 'de'
 * before the year).
 */
export function formatLongDate(date: string | Date): string {
  return capitalize(inArgentina(date).format('dddd D [de] MMMM [de] YYYY'));
}

export { dayjs };

/** 'dd-mm-yyyy', the date of the back-office lists. */
export function formatShortDate(date: string | Date): string {
  return inArgentina(date).format('DD-MM-YYYY');
}

/** 'marzo': the Spanish month of a date, in lower case (event cards; their CSS may set it in capitals). */
export function formatMonthName(date: string | Date): string {
  return inArgentina(date).format('MMMM');
}
