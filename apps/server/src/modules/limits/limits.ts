import { formatMinor, type PayoutKind } from '@tessera/contract';
import { and, desc, eq, gte, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { customerLimits, limitUsage } from './limits.schema.ts';
import { AppError } from '../../rpc/app-error.ts';

/** Operations that have limits (spec 001 §3, §7 "max amount", "limits" and "customer limits"): payouts per kind. */
export type LimitOperation = 'p2p' | 'betweenAccounts' | PayoutKind;

/** A customer's limit for one operation and currency, with what is used, in minor units (null = no limit). */
export interface LimitStatus {
  singleMaxMinor: bigint | null;
  dailyMaxMinor: bigint | null;
  monthlyMaxMinor: bigint | null;
  usedTodayMinor: bigint;
  usedThisMonthMinor: bigint;
}

function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

function utcMonthStart(now: Date): string {
  return `${now.toISOString().slice(0, 7)}-01`;
}

/**
 * The limit row that applies: the customer's own beats the default (null customer), and for a payout
 * a row for the destination country beats one for any country (null country_code; decision 0040).
 */
async function findLimit(
  db: Executor,
  customerId: number,
  operation: LimitOperation,
  currencyCode: string,
  countryCode?: string,
) {
  const [row] = await db
    .select()
    .from(customerLimits)
    .where(
      and(
        eq(customerLimits.operation, operation),
        eq(customerLimits.currencyCode, currencyCode),
        or(isNull(customerLimits.customerId), eq(customerLimits.customerId, customerId)),
        countryCode === undefined
          ? isNull(customerLimits.countryCode)
          : or(isNull(customerLimits.countryCode), eq(customerLimits.countryCode, countryCode)),
      ),
    )
    .orderBy(desc(sql`${customerLimits.customerId} is not null`), desc(sql`${customerLimits.countryCode} is not null`))
    .limit(1);
  return row;
}

/** What a customer used of an operation today and this month (UTC), minor units. */
async function monthUsage(
  db: Executor,
  customerId: number,
  operation: LimitOperation,
  currencyCode: string,
  now: Date,
): Promise<{ todayMinor: bigint; monthMinor: bigint }> {
  const [usage] = await db
    .select({
      today: sql<string>`coalesce(sum(${limitUsage.usedMinor}) filter (where ${limitUsage.day} = ${utcDay(now)}), 0)::text`,
      month: sql<string>`coalesce(sum(${limitUsage.usedMinor}), 0)::text`,
    })
    .from(limitUsage)
    .where(
      and(
        eq(limitUsage.customerId, customerId),
        eq(limitUsage.operation, operation),
        eq(limitUsage.currencyCode, currencyCode),
        gte(limitUsage.day, utcMonthStart(now)),
      ),
    );
  return { todayMinor: BigInt(usage?.today ?? '0'), monthMinor: BigInt(usage?.month ?? '0') };
}

/** The limit that applies (the customer's own, else the default) and what has been used today and this month. */
export async function getLimitStatus(
  db: Executor,
  customerId: number,
  operation: LimitOperation,
  currencyCode: string,
  now = new Date(),
  countryCode?: string,
): Promise<LimitStatus> {
  const limit = await findLimit(db, customerId, operation, currencyCode, countryCode);
  const usage = await monthUsage(db, customerId, operation, currencyCode, now);
  return {
    singleMaxMinor: limit?.singleMaxMinor ?? null,
    dailyMaxMinor: limit?.dailyMaxMinor ?? null,
    monthlyMaxMinor: limit?.monthlyMaxMinor ?? null,
    usedTodayMinor: usage.todayMinor,
    usedThisMonthMinor: usage.monthMinor,
  };
}

/**
 * The single, daily and monthly limits of `status` as the wire answers them (spec 001 §7 "limits",
 * "customer limits"): each maximum (absent when there is none) and what is used, decimal strings in
 * `currencyCode`.
 */
export function limitRows(status: LimitStatus, currencyCode: string) {
  const format = (value: bigint | null) => (value === null ? {} : { amount: formatMinor(value, currencyCode) });
  return [
    { period: 'single' as const, ...format(status.singleMaxMinor), used: formatMinor(0n, currencyCode), currencyCode },
    {
      period: 'daily' as const,
      ...format(status.dailyMaxMinor),
      used: formatMinor(status.usedTodayMinor, currencyCode),
      currencyCode,
    },
    {
      period: 'monthly' as const,
      ...format(status.monthlyMaxMinor),
      used: formatMinor(status.usedThisMonthMinor, currencyCode),
      currencyCode,
    },
  ];
}

/** The largest amount the limits still allow for one transfer (null = unlimited). */
export function remainingAllowance(status: LimitStatus): bigint | null {
  const candidates = [
    status.singleMaxMinor,
    status.dailyMaxMinor === null ? null : status.dailyMaxMinor - status.usedTodayMinor,
    status.monthlyMaxMinor === null ? null : status.monthlyMaxMinor - status.usedThisMonthMinor,
  ].filter((value): value is bigint => value !== null);
  if (candidates.length === 0) return null;
  const smallest = candidates.reduce((a, b) => (a < b ? a : b));
  return smallest < 0n ? 0n : smallest;
}

/** What one transfer counted against a limit, so that it can be given back (minor units, UTC day). */
export interface LimitConsumption {
  operation: LimitOperation;
  currencyCode: string;
  amountMinor: bigint;
  day: string;
}

/** Which limit a transfer would break. */
export type LimitKind = 'single-transfer' | 'daily' | 'monthly';

/** The 'LIM' refusal naming the `kind` of limit and its maximum (minor units of `currencyCode`). */
export function limitExceeded(kind: LimitKind, maxMinor: bigint, currencyCode: string): AppError {
  return new AppError(
    'LIM',
    `This is over your ${kind} limit of ${formatMinor(maxMinor, currencyCode)} ${currencyCode}.`,
  );
}

/** The UTC day and the first day of its month (`YYYY-MM-DD`) under which a transfer at `now` is counted. */
export function limitDays(now = new Date()): { day: string; monthStart: string } {
  return { day: utcDay(now), monthStart: utcMonthStart(now) };
}

/**
 * Records `amountMinor` against the customer's limits inside the transfer's transaction `tx` and
 * refuses it when it breaks the single, daily or monthly limit (enforced in the same
 * transaction). The day's usage row is upserted atomically, so concurrent transfers of one customer
 * serialise on it and cannot both slip under the limit.
 * @returns what was counted (to give back if the transfer never happens), or undefined without a limit.
 * @throws AppError 'LIM' naming the limit that would be exceeded.
 */
export async function consumeLimit(
  tx: Executor,
  customerId: number,
  operation: LimitOperation,
  currencyCode: string,
  amountMinor: bigint,
  now = new Date(),
  countryCode?: string,
): Promise<LimitConsumption | undefined> {
  const limit = await findLimit(tx, customerId, operation, currencyCode, countryCode);
  if (!limit) return undefined;
  const describe = (kind: LimitKind, max: bigint) => limitExceeded(kind, max, currencyCode);
  if (limit.singleMaxMinor !== null && amountMinor > limit.singleMaxMinor)
    throw describe('single-transfer', limit.singleMaxMinor);
  const [today] = await tx
    .insert(limitUsage)
    .values({ customerId, operation, currencyCode, day: utcDay(now), usedMinor: amountMinor })
    .onConflictDoUpdate({
      target: [limitUsage.customerId, limitUsage.operation, limitUsage.currencyCode, limitUsage.day],
      set: { usedMinor: sql`${limitUsage.usedMinor} + ${amountMinor}` },
    })
    .returning({ usedMinor: limitUsage.usedMinor });
  if (limit.dailyMaxMinor !== null && (today?.usedMinor ?? 0n) > limit.dailyMaxMinor)
    throw describe('daily', limit.dailyMaxMinor);
  if (limit.monthlyMaxMinor !== null) {
    const { monthMinor } = await monthUsage(tx, customerId, operation, currencyCode, now);
    if (monthMinor > limit.monthlyMaxMinor) throw describe('monthly', limit.monthlyMaxMinor);
  }
  return { operation, currencyCode, amountMinor, day: utcDay(now) };
}

/**
 * Gives back what {@link consumeLimit} counted for a transfer that never happened (its approval was
 * declined or expired; decision 0010), never below zero. Runs in the caller's transaction.
 */
export async function releaseLimit(tx: Executor, customerId: number, used: LimitConsumption): Promise<void> {
  await tx
    .update(limitUsage)
    .set({ usedMinor: sql`greatest(${limitUsage.usedMinor} - ${used.amountMinor}, 0)` })
    .where(
      and(
        eq(limitUsage.customerId, customerId),
        eq(limitUsage.operation, used.operation),
        eq(limitUsage.currencyCode, used.currencyCode),
        eq(limitUsage.day, used.day),
      ),
    );
}
