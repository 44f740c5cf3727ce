import { describe, expect, it } from 'vitest';
import { closedMonths, monthName } from './statement-months.ts';

describe('statement months (decision 0045)', () => {
  it('offers the twelve months that have ended, newest first, across a year boundary', () => {
    // Proves the current month is never offered and January looks back into the previous year.
    const months = closedMonths(new Date('2026-01-15T10:00:00Z'));
    expect(months).toHaveLength(12);
    expect(months[0]).toEqual({ dateFrom: '2025-12-01', year: 2025, month: 12 });
    expect(months[11]).toEqual({ dateFrom: '2025-01-01', year: 2025, month: 1 });
  });

  it('takes the month in UTC, so the first hours of a month already close the previous one', () => {
    // Proves a time just after midnight UTC on the 1st offers the month that just ended.
    expect(closedMonths(new Date('2026-03-01T00:00:01Z'), 1)).toEqual([
      { dateFrom: '2026-02-01', year: 2026, month: 2 },
    ]);
  });

  it('names a month in the language, capitalised', () => {
    // Proves the heading of a statement reads naturally in English and Russian.
    expect(monthName(2026, 10, 'en')).toBe('October 2026');
    expect(monthName(2026, 10, 'ru')).toMatch(/^Октябрь 2026/);
  });
});
