import { REPORT_MAX_DAYS, toArgentinaDate } from '@portal/contracts';

// The days a report covers (DESIGN §14): Argentina's calendar, both ends included, kept in the
// screen's URL (?desde=&hasta=) so that a reload or a shared link shows the same figures.

/** The range a report opens with: the last 30 days, today included. */
export const DEFAULT_REPORT_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** `day` (YYYY-MM-DD) moved by `days` (negative: earlier). */
export function shiftDay(day: string, days: number): string {
  return new Date(Date.parse(`${day}T12:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

export interface ReportRange {
  desde: string;
  hasta: string;
}

export function defaultRange(now: Date): ReportRange {
  const hasta = toArgentinaDate(now);
  return { desde: shiftDay(hasta, -(DEFAULT_REPORT_DAYS - 1)), hasta };
}

/**
 * The range of the URL's query, each missing or malformed end taken from the default; a range
 * the API would refuse (reversed, or longer than it allows) goes back to the default whole.
 */
export function readRange(params: URLSearchParams, now: Date): ReportRange {
  const fallback = defaultRange(now);
  const read = (key: keyof ReportRange) => {
    const value = params.get(key) ?? '';
    return DAY.test(value) && !Number.isNaN(Date.parse(value)) ? value : fallback[key];
  };
  const range = { desde: read('desde'), hasta: read('hasta') };
  const days = (Date.parse(range.hasta) - Date.parse(range.desde)) / DAY_MS + 1;
  return days >= 1 && days <= REPORT_MAX_DAYS ? range : fallback;
}

/** '2026-11-05' as the back office writes a day: '05/11'. */
export const shortDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

/** A share as a Spanish percentage with one decimal ('12,5 %'), or '—' when there is no base. */
export function percent(part: number, whole: number): string {
  if (whole === 0) return '—';
  return `${((part / whole) * 100).toLocaleString('es-AR', { maximumFractionDigits: 1 })} %`;
}

/** A count as Spanish writes it: 12.345. */
export const count = (value: number) => value.toLocaleString('es-AR');
