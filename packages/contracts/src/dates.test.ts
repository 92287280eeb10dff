import { describe, expect, it } from 'vitest';
import { startOfArgentinaDay, toArgentinaDate } from './dates.ts';

describe('Argentina dates', () => {
  it('gives the local day, which lags UTC by three hours', () => {
    expect(toArgentinaDate(new Date('2026-03-11T02:59:59Z'))).toBe('2026-03-10');
    expect(toArgentinaDate(new Date('2026-03-11T03:00:00Z'))).toBe('2026-03-11');
  });

  it('starts a day at 03:00 UTC', () => {
    expect(new Date(startOfArgentinaDay('2026-03-11')).toISOString()).toBe('2026-03-11T03:00:00.000Z');
  });
});
