import { describe, expect, it } from 'vitest';
import { formatLongDate, formatMonthName, formatShortDate, formatTodayUpper } from './dates';

describe('dates as readers see them', () => {
  it("writes the long date with the month in lower case and 'de' before the year", () => {
    expect(formatLongDate('2024-03-05')).toBe('Martes 5 de marzo de 2024');
    expect(formatLongDate('2026-11-28T12:41:00.000Z')).toBe('Sábado 28 de noviembre de 2026');
  });

  it("gives a moment after Argentina's midnight its own day", () => {
    expect(formatLongDate('2026-03-01T02:05:00.000Z')).toBe('Sábado 28 de febrero de 2026');
  });

  it("names an event's month in lower case", () => {
    expect(formatMonthName('2024-03-05')).toBe('marzo');
    expect(formatMonthName('2026-09-30')).toBe('septiembre');
  });

  it("keeps the top bar's date in capitals and the lists' dates in figures", () => {
    expect(formatTodayUpper(new Date('2026-11-22T15:00:00.000Z'))).toBe('DOMINGO 22 DE NOVIEMBRE DE 2026');
    expect(formatShortDate('2024-03-05')).toBe('05-03-2024');
  });
});
