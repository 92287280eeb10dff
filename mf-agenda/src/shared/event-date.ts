import { dayjs, formatMonthName } from '@portal/ui';

/** The day of the month of an event's `YYYY-MM-DD` date, e.g. '5'. */
export const eventDay = (fecha: string) => dayjs(fecha).format('D');

/** The Spanish month name of an event's date, e.g. 'Marzo'. */
export const eventMonth = formatMonthName;
