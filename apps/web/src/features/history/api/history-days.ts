/** A day of history: its local calendar date and its rows, in the order given. */
export interface HistoryDay<T> {
  /** The day in the browser's time zone, 'YYYY-MM-DD'. */
  day: string;
  /** 'today', 'yesterday', or null for an older (or future) day. */
  relative: 'today' | 'yesterday' | null;
  items: T[];
}

/** 'YYYY-MM-DD' of `date` in the browser's time zone. */
function localDay(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

/**
 * Groups history rows by the local day of `dateOf(row)` (ISO timestamps), keeping their order
 * (newest first as the server sends them): consecutive rows of one day form one group. Today and
 * yesterday are marked relative to `now`.
 */
export function groupByDay<T>(rows: readonly T[], dateOf: (row: T) => string, now: Date): HistoryDay<T>[] {
  const today = localDay(now);
  const yesterdayDate = new Date(now);
  yesterdayDate.setDate(now.getDate() - 1);
  const yesterday = localDay(yesterdayDate);
  const days: HistoryDay<T>[] = [];
  for (const row of rows) {
    const day = localDay(new Date(dateOf(row)));
    const last = days.at(-1);
    if (last?.day === day) {
      last.items.push(row);
      continue;
    }
    days.push({ day, relative: day === today ? 'today' : day === yesterday ? 'yesterday' : null, items: [row] });
  }
  return days;
}
