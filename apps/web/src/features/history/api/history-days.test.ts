import { describe, expect, it } from 'vitest';
import { groupByDay } from './history-days.ts';

/** An ISO timestamp of a local date and time (the grouping is by the browser's day). */
function local(year: number, month: number, day: number, hour: number): string {
  return new Date(year, month - 1, day, hour).toISOString();
}

describe('history grouped by day', () => {
  it('makes Today, Yesterday and older days, in the order of the rows', () => {
    // Proves the day headings of the history list (relative for the two latest days).
    const now = new Date(2026, 10, 25, 9);
    const rows = [
      { id: 1, at: local(2026, 11, 25, 8) },
      { id: 2, at: local(2026, 11, 25, 0) },
      { id: 3, at: local(2026, 11, 24, 23) },
      { id: 4, at: local(2026, 11, 20, 12) },
      { id: 5, at: local(2026, 11, 20, 1) },
    ];
    expect(
      groupByDay(rows, (row) => row.at, now).map((day) => [day.day, day.relative, day.items.map((row) => row.id)]),
    ).toEqual([
      ['2026-11-25', 'today', [1, 2]],
      ['2026-11-24', 'yesterday', [3]],
      ['2026-11-20', null, [4, 5]],
    ]);
  });

  it('knows yesterday across a month boundary', () => {
    // Proves 1 December's yesterday is 30 November.
    const groups = groupByDay([{ at: local(2026, 11, 30, 18) }], (row) => row.at, new Date(2026, 11, 1, 7));
    expect(groups[0]?.relative).toBe('yesterday');
  });

  it('has no groups for no rows', () => {
    // Proves the empty state is left to the page.
    expect(groupByDay([], () => '', new Date())).toEqual([]);
  });
});
