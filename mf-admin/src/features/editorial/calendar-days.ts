import dayjs from 'dayjs';

/** The calendar's views: a week (Monday to Sunday) or a month (its whole weeks). */
export type CalendarView = 'semana' | 'mes';

const DAY_FORMAT = 'YYYY-MM-DD';
/** Monday of the week of `day` (dayjs counts from Sunday). */
const mondayOf = (day: dayjs.Dayjs) => day.subtract((day.day() + 6) % 7, 'day');

/** The days a view shows around `anchor` (YYYY-MM-DD), whole weeks from Monday. */
export function calendarDays(view: CalendarView, anchor: string): string[] {
  const day = dayjs(anchor);
  const first = mondayOf(view === 'semana' ? day : day.startOf('month'));
  const last = view === 'semana' ? first.add(6, 'day') : mondayOf(day.endOf('month')).add(6, 'day');
  const days: string[] = [];
  for (let d = first; !d.isAfter(last, 'day'); d = d.add(1, 'day')) days.push(d.format(DAY_FORMAT));
  return days;
}

/** The anchor one view earlier or later. */
export const shiftAnchor = (view: CalendarView, anchor: string, step: -1 | 1) =>
  dayjs(anchor)
    .add(step, view === 'semana' ? 'week' : 'month')
    .format(DAY_FORMAT);

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** 'Junio de 2026' or '1 – 7 de junio de 2026'. */
export function rangeTitle(view: CalendarView, anchor: string, days: string[]): string {
  if (view === 'mes') return capitalized(dayjs(anchor).locale('es').format('MMMM [de] YYYY'));
  const first = dayjs(days[0]).locale('es');
  const last = dayjs(days[days.length - 1]).locale('es');
  return first.month() === last.month()
    ? `${first.format('D')} – ${last.format('D [de] MMMM [de] YYYY')}`
    : `${first.format('D [de] MMMM')} – ${last.format('D [de] MMMM [de] YYYY')}`;
}

/** 'lunes 1 de junio': a day's name on phones, where no weekday row heads the list. */
export const dayLabel = (day: string) => dayjs(day).locale('es').format('dddd D [de] MMMM');
