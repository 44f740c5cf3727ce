import { fieldError } from '../../rpc/app-error.ts';

/** A calendar month in UTC: [start, end) and its first and last day as YYYY-MM-DD. */
export interface StatementPeriod {
  year: number;
  /** 1–12. */
  month: number;
  start: Date;
  end: Date;
  /** The first day, YYYY-MM-DD. */
  dateFrom: string;
  /** The last day, YYYY-MM-DD. */
  dateTo: string;
}

/** The month `year`-`month` (1–12) in UTC. */
export function monthPeriod(year: number, month: number): StatementPeriod {
  const start = new Date(Date.UTC(year, month - 1, 1));
  const end = new Date(Date.UTC(year, month, 1));
  const lastDay = new Date(end.getTime() - 24 * 60 * 60 * 1000);
  return {
    year,
    month,
    start,
    end,
    dateFrom: start.toISOString().slice(0, 10),
    dateTo: lastDay.toISOString().slice(0, 10),
  };
}

/**
 * The statement month of `dateFrom` (YYYY-MM-DD; spec 001 §3: "keyed by account, year and month
 * taken from dateFrom"), which must have ended by `now` (decision 0045: statements of closed months
 * only, in UTC).
 * @throws AppError 'VF' (dateFrom, statement_month_not_ended) for the current or a future month.
 */
export function closedMonthOf(dateFrom: string, now: Date): StatementPeriod {
  const period = monthPeriod(Number(dateFrom.slice(0, 4)), Number(dateFrom.slice(5, 7)));
  if (period.end.getTime() > now.getTime()) throw fieldError('dateFrom', 'statement_month_not_ended');
  return period;
}
