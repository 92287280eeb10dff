import { describe, expect, it } from 'vitest';
import { argentinaWallClock, startOfArgentinaDay, toArgentinaDate } from './dates.ts';

describe('Argentina dates', () => {
  it('gives the local day, which lags UTC by three hours', () => {
    expect(toArgentinaDate(new Date('2026-03-11T02:59:59Z'))).toBe('2026-03-10');
    expect(toArgentinaDate(new Date('2026-03-11T03:00:00Z'))).toBe('2026-03-11');
  });

  it('starts a day at 03:00 UTC', () => {
    expect(new Date(startOfArgentinaDay('2026-03-11')).toISOString()).toBe('2026-03-11T03:00:00.000Z');
  });

  it('reads a moment as Argentina’s clocks show it, in whatever zone formats it', () => {
    // 20:03 in Argentina on the 27th is 23:03 UTC: still the 27th (a sign error once showed the 28th).
    const evening = argentinaWallClock(new Date('2026-11-27T23:03:00Z'));
    expect([evening.getDate(), evening.getHours(), evening.getMinutes()]).toEqual([27, 20, 3]);
    const night = argentinaWallClock(new Date('2026-11-28T02:59:00Z'));
    expect([night.getDate(), night.getHours()]).toEqual([27, 23]);
  });
});
