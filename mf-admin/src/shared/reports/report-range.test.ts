import { describe, expect, it } from 'vitest';
import { count, defaultRange, percent, readRange, shiftDay, shortDay } from './report-range';

// 02:30 UTC on the 5th is still the 4th in Argentina (UTC−3).
const now = new Date('2026-11-05T02:30:00Z');

describe('the days a report covers', () => {
  it('opens with the last 30 days of Argentina’s calendar, today included', () => {
    expect(defaultRange(now)).toEqual({ desde: '2026-10-06', hasta: '2026-11-04' });
  });

  it('moves a day across months and years', () => {
    expect(shiftDay('2026-03-01', -1)).toBe('2026-02-28');
    expect(shiftDay('2024-12-31', 1)).toBe('2025-01-01');
  });

  it('reads the range of the URL', () => {
    expect(readRange(new URLSearchParams('desde=2026-01-01&hasta=2026-01-31'), now)).toEqual({
      desde: '2026-01-01',
      hasta: '2026-01-31',
    });
  });

  it('takes a missing or malformed end from the default', () => {
    expect(readRange(new URLSearchParams('desde=2026-11-01'), now)).toEqual({
      desde: '2026-11-01',
      hasta: '2026-11-04',
    });
    expect(readRange(new URLSearchParams('desde=ayer&hasta=2026-11-04'), now)).toEqual(defaultRange(now));
  });

  it('goes back to the default for a range the API refuses (reversed, or over 366 days)', () => {
    expect(readRange(new URLSearchParams('desde=2026-11-04&hasta=2026-11-01'), now)).toEqual(
      defaultRange(now),
    );
    expect(readRange(new URLSearchParams('desde=2024-01-01&hasta=2026-01-01'), now)).toEqual(
      defaultRange(now),
    );
    expect(readRange(new URLSearchParams('desde=2025-01-01&hasta=2025-12-31'), now)).toEqual({
      desde: '2025-01-01',
      hasta: '2025-12-31',
    });
  });
});

describe('figures as the back office writes them', () => {
  it('a day, a count and a share in Spanish', () => {
    expect(shortDay('2026-11-05')).toBe('05/11');
    expect(count(12345)).toBe('12.345');
    expect(percent(1, 8)).toBe('12,5 %');
    expect(percent(3, 0)).toBe('—');
  });
});
