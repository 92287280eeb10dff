import dayjs from 'dayjs';
import 'dayjs/locale/es';

// Every date the portal shows is Spanish (weeks start on Monday in the 'es' locale).
dayjs.locale('es');

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** 'DOMINGO 22 DE NOVIEMBRE DE 2026' for the top bar. */
export function formatTodayUpper(now: Date = new Date()): string {
  return dayjs(now).format('dddd D [de] MMMM [de] YYYY').toUpperCase();
}

/** 'Lunes 5 de Marzo del 2024', the long date of the home galleries. */
export function formatLongDate(date: string | Date): string {
  const d = dayjs(date);
  return `${capitalize(d.format('dddd'))} ${d.format('D')} de ${capitalize(d.format('MMMM'))} del ${d.format('YYYY')}`;
}

export { dayjs };

/** '5 / Marzo / 2024', the date under a news title. */
export function formatNewsDate(date: string | Date): string {
  const d = dayjs(date);
  return `${d.format('D')} / ${capitalize(d.format('MMMM'))} / ${d.format('YYYY')}`;
}

/** 'dd-mm-yyyy', the date of the back-office lists. */
export function formatShortDate(date: string | Date): string {
  return dayjs(date).format('DD-MM-YYYY');
}

/** 'Marzo': the capitalised Spanish month of a date (event cards). */
export function formatMonthName(date: string | Date): string {
  return capitalize(dayjs(date).format('MMMM'));
}
