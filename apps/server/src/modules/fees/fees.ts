import { parseRatio, roundHalfEven, type PayoutKind } from '@tessera/contract';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { cachedReference } from '../../platform/reference-cache.ts';
import { feeSchedules } from './fees.schema.ts';

/** Operations that carry fees: the customer transfers and each payout kind (decision 0040). */
export type FeeOperation = 'p2p' | 'betweenAccounts' | 'exchange' | PayoutKind;

/** A fee rule in minor units of the debited currency (see the fee_schedules table). */
export interface FeeSchedule {
  percent: string;
  fixedMinor: bigint;
  minMinor: bigint;
  maxMinor: bigint | null;
}

const noFee: FeeSchedule = { percent: '0', fixedMinor: 0n, minMinor: 0n, maxMinor: 0n };

/** How long a fee rule is kept in the process's reference cache (decision 0029). */
const feeScheduleMaxAgeMs = 60_000;

/**
 * The most specific fee rule for a brand, operation and currency (brand beats any brand, currency
 * beats any currency); no rule means no fee. Served from the reference cache (at most a minute old).
 */
export async function findFeeSchedule(
  db: Executor,
  brandId: string,
  operation: FeeOperation,
  currencyCode: string,
): Promise<FeeSchedule> {
  return cachedReference(db, `fees:${brandId}:${operation}:${currencyCode.toUpperCase()}`, feeScheduleMaxAgeMs, () =>
    loadFeeSchedule(db, brandId, operation, currencyCode),
  );
}

async function loadFeeSchedule(
  db: Executor,
  brandId: string,
  operation: FeeOperation,
  currencyCode: string,
): Promise<FeeSchedule> {
  const rows = await db
    .select()
    .from(feeSchedules)
    .where(
      and(
        eq(feeSchedules.operation, operation),
        or(isNull(feeSchedules.brandId), eq(feeSchedules.brandId, brandId)),
        or(isNull(feeSchedules.currencyCode), eq(feeSchedules.currencyCode, currencyCode.toUpperCase())),
      ),
    )
    .orderBy(sql`(${feeSchedules.brandId} is null), (${feeSchedules.currencyCode} is null)`)
    .limit(1);
  const [row] = rows;
  return row
    ? { percent: row.percent, fixedMinor: row.fixedMinor, minMinor: row.minMinor, maxMinor: row.maxMinor }
    : noFee;
}

/**
 * Fee on `amountMinor`: fixed + amount × percent ÷ 100 rounded half-to-even, then clamped to
 * [min, max]. Never negative, never more than max (when set). Minor units of the same currency.
 */
export function computeFee(amountMinor: bigint, schedule: FeeSchedule): bigint {
  if (amountMinor <= 0n) return 0n;
  const percent = parseRatio(schedule.percent);
  let fee = schedule.fixedMinor + roundHalfEven(amountMinor * percent.numerator, percent.denominator * 100n);
  if (fee < schedule.minMinor) fee = schedule.minMinor;
  if (schedule.maxMinor !== null && fee > schedule.maxMinor) fee = schedule.maxMinor;
  return fee < 0n ? 0n : fee;
}
