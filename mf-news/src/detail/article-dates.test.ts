import { describe, expect, it } from 'vitest';
import { formatArticleMoment } from './article-dates';

describe('formatArticleMoment', () => {
  it("writes the date and Argentina's time, the month in lower case", () => {
    expect(formatArticleMoment('2026-11-28T12:41:00.000Z')).toBe('28 de noviembre de 2026, 09:41');
  });

  it("gives a moment after Argentina's midnight its own day", () => {
    expect(formatArticleMoment('2026-03-01T02:05:00.000Z')).toBe('28 de febrero de 2026, 23:05');
  });
});
