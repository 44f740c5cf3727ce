import { closedAccountStatusId, formatMinor, formatRatio, roundHalfEven, type Ratio } from '@tessera/contract';
import type { Executor } from '../../db/client.ts';
import { fieldError } from '../../rpc/app-error.ts';
import { convertMinor, currentRateTable } from '../fx/index.ts';
import { listCustomerAccountRows } from '../ledger/index.ts';

/** The reply of {@link accountsTotal}: the contract's `accountsTotal` response. */
export interface AccountsTotal {
  currencyCode: string;
  total: string;
  accountCount: number;
  rates: { currencyCode: string; rate: string }[];
  asOf: string;
  excludedCurrencyCodes: string[];
  currencyCodes: string[];
}

function greatestCommonDivisor(a: bigint, b: bigint): bigint {
  let [x, y] = [a < 0n ? -a : a, b];
  while (y !== 0n) [x, y] = [y, x % y];
  return x === 0n ? 1n : x;
}

/** a + b exactly (positive denominators), reduced so sums over many accounts stay small. */
function addRatios(a: Ratio, b: Ratio): Ratio {
  const numerator = a.numerator * b.denominator + b.numerator * a.denominator;
  const denominator = a.denominator * b.denominator;
  const divisor = greatestCommonDivisor(numerator, denominator);
  return { numerator: numerator / divisor, denominator: denominator / divisor };
}

/**
 * `accountsTotal` (decision 0035): the available balances (balance − holds, minor units) of the
 * customer's accounts that are not closed, each converted exactly into `currencyCode` at one
 * reading of the current rates, summed as a fraction and rounded half-to-even once to the target's
 * minor unit. Accounts in a currency without a rate are left out and named. Only `customerId`'s
 * accounts are read.
 * @throws AppError 'VF' (currencyCode, unsupported_currency) when the currency has no rate.
 */
export async function accountsTotal(db: Executor, customerId: number, currencyCode: string): Promise<AccountsTotal> {
  const table = await currentRateTable(db);
  if (!table.currencyCodes.includes(currencyCode)) throw fieldError('currencyCode', 'unsupported_currency');
  const accounts = (await listCustomerAccountRows(db, customerId)).filter(
    (account) => account.accountStatusId !== closedAccountStatusId,
  );
  let sum: Ratio = { numerator: 0n, denominator: 1n };
  let counted = 0;
  const rates = new Map<string, Ratio>();
  const excluded = new Set<string>();
  let asOf = table.updatedAt(currencyCode)?.getTime() ?? 0;
  for (const account of accounts) {
    const rate = table.rate(account.currencyCode, currencyCode);
    if (!rate) {
      excluded.add(account.currencyCode);
      continue;
    }
    rates.set(account.currencyCode, rate);
    asOf = Math.max(asOf, table.updatedAt(account.currencyCode)?.getTime() ?? 0);
    const available = account.balanceMinor - account.pendingMinor;
    sum = addRatios(sum, convertMinor(available, account.currencyCode, currencyCode, rate).exact);
    counted += 1;
  }
  return {
    currencyCode,
    total: formatMinor(roundHalfEven(sum.numerator, sum.denominator), currencyCode),
    accountCount: counted,
    rates: [...rates].map(([code, rate]) => ({ currencyCode: code, rate: formatRatio(rate, 8) })),
    // Without any dated rate (only USD accounts and a USD total) the total is as of now.
    asOf: new Date(asOf || Date.now()).toISOString(),
    excludedCurrencyCodes: [...excluded],
    currencyCodes: table.currencyCodes,
  };
}
