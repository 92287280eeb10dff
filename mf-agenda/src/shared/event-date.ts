import { toArgentinaDate } from '@portal/contracts';
import { dayjs, formatMonthName } from '@portal/ui';

/** The day of the month of an event's `YYYY-MM-DD` date, e.g. '5'. */
export const eventDay = (fecha: string) => dayjs(fecha).format('D');

/**
 * An event is over once its day is before today in Argentina, the day the API also splits the
 * agenda on (upcoming first, then past).
 */
export const isPastEvent = (fecha: string, now = new Date()) =>
  dayjs(fecha).isBefore(toArgentinaDate(now), 'day');

/** The Spanish month name of an event's date, e.g. 'marzo' (the card's CSS sets it in capitals). */
export const eventMonth = formatMonthName;
