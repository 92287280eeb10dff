import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import 'dayjs/locale/es';

dayjs.extend(utc);
dayjs.extend(timezone);

/** Times are entered and shown in Argentina's time, whatever the browser's zone; stored in UTC. */
export const ARGENTINA_TIME_ZONE = 'America/Argentina/Buenos_Aires';

/** A moment as a dayjs in Argentina's time, in Spanish. */
export const inArgentina = (iso: string) => dayjs(iso).tz(ARGENTINA_TIME_ZONE).locale('es');

/** '01-06-2026 06:00' */
export const formatArgentinaDateTime = (iso: string) => inArgentina(iso).format('DD-MM-YYYY HH:mm');

/** '06:00' */
export const formatArgentinaTime = (iso: string) => inArgentina(iso).format('HH:mm');

/** The value of an `<input type="datetime-local">` showing `iso` in Argentina's time. */
export const toArgentinaInput = (iso: string) => inArgentina(iso).format('YYYY-MM-DDTHH:mm');

/** An `<input type="datetime-local">` value read as Argentina's time, as ISO-8601 with its offset. */
export const fromArgentinaInput = (value: string) => dayjs.tz(value, ARGENTINA_TIME_ZONE).format();

/** Today's day in Argentina (YYYY-MM-DD). */
export const argentinaToday = () => dayjs().tz(ARGENTINA_TIME_ZONE).format('YYYY-MM-DD');
