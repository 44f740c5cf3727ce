/** How many closed months the statements screen offers: one page of the spec's page size (001 §9). */
const offeredMonths = 12;

/** One month a statement can be asked for. */
export interface StatementMonth {
  /** The first day, YYYY-MM-DD: the `dateFrom` of `statementExport`. */
  dateFrom: string;
  year: number;
  /** 1–12. */
  month: number;
}

/**
 * The `count` calendar months (UTC) that have ended by `now`, newest first: statements exist for
 * closed months only (decision 0045).
 */
export function closedMonths(now: Date, count: number = offeredMonths): StatementMonth[] {
  return Array.from({ length: count }, (_, index) => {
    const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1 - index, 1));
    return {
      dateFrom: start.toISOString().slice(0, 10),
      year: start.getUTCFullYear(),
      month: start.getUTCMonth() + 1,
    };
  });
}

/** "October 2026" ("Октябрь 2026 г.") in the Intl `locale`, first letter capitalised for a heading. */
export function monthName(year: number, month: number, locale: string): string {
  const text = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, 1)),
  );
  return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
}
