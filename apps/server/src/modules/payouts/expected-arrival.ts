import type { PayoutScheme } from '@tessera/contract';

/**
 * When a payout should reach its beneficiary (decision 0040): bank schemes work on
 * business days with a daily cut-off, real-time schemes around the clock. Business days are Monday
 * to Friday except the TARGET2 closing days (1 January, Good Friday, Easter Monday, 1 May, 25 and 26
 * December), which Tessera applies to every bank scheme. Times in UTC.
 */

/** Payments received after this hour (UTC) are processed the next business day. */
const cutOffHourUtc = 15;

/** Business days a scheme adds after the processing day; null for real-time schemes. */
const settlementDays: Readonly<Record<PayoutScheme, number | null>> = {
  swift: 1,
  ach: 1,
  sepa: 0,
  eftCanada: 1,
  bsb: 1,
  neft: 0,
  domestic: 1,
  fasterPayments: null,
  spei: null,
  pix: null,
  interac: null,
  cardPush: null,
  blockchain: null,
};

/** Minutes a real-time scheme takes at most. */
const realTimeMinutes: Partial<Record<PayoutScheme, number>> = { cardPush: 30, blockchain: 60 };

/** Easter Sunday of `year` (anonymous Gregorian algorithm), as a UTC date. */
function easterSunday(year: number): Date {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return new Date(Date.UTC(year, month - 1, day));
}

function dayKey(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * 86_400_000);
}

/** True when `date` (its UTC day) is a business day: Monday–Friday and not a TARGET2 closing day. */
export function isBusinessDay(date: Date): boolean {
  const weekday = date.getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  const year = date.getUTCFullYear();
  const easter = easterSunday(year);
  const closed = new Set([
    `${year}-01-01`,
    dayKey(addDays(easter, -2)),
    dayKey(addDays(easter, 1)),
    `${year}-05-01`,
    `${year}-12-25`,
    `${year}-12-26`,
  ]);
  return !closed.has(dayKey(date));
}

function startOfUtcDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

function nextBusinessDay(day: Date): Date {
  let next = addDays(day, 1);
  while (!isBusinessDay(next)) next = addDays(next, 1);
  return next;
}

/**
 * The expected arrival of a payout by `scheme` submitted at `now`: real-time schemes within minutes;
 * bank schemes on the processing day (today if it is a business day before the cut-off, else the
 * next business day) plus the scheme's settlement days, at the end of that day (17:00 UTC).
 */
export function expectedArrival(scheme: PayoutScheme, now: Date): Date {
  const days = settlementDays[scheme];
  if (days === null) return new Date(now.getTime() + (realTimeMinutes[scheme] ?? 1) * 60_000);
  const today = startOfUtcDay(now);
  let processing = isBusinessDay(today) && now.getUTCHours() < cutOffHourUtc ? today : nextBusinessDay(today);
  for (let day = 0; day < days; day += 1) processing = nextBusinessDay(processing);
  return new Date(processing.getTime() + 17 * 3_600_000);
}
