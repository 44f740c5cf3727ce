import { formatMinor, type Quote } from '@tessera/contract';
import type { Executor } from '../../db/client.ts';
import { isOnPayoutBlacklist } from '../blacklist/index.ts';
import { findCustomerByEmail } from '../identity/index.ts';
import { computeFee, findFeeSchedule, type FeeOperation } from '../fees/index.ts';
import { fieldError } from '../../rpc/app-error.ts';
import { getOwnAccount, listRecentP2pRecipients } from '../ledger/index.ts';
import { getLimitStatus, limitRows, remainingAllowance, type LimitOperation } from '../limits/index.ts';
import { planBetweenAccounts, planP2p, quoteOf } from './plan-transfer.ts';

/** `p2pFee`: the quote of a p2p transfer without moving money. */
export async function p2pFee(
  db: Executor,
  sender: { customerId: number; brandId: string },
  input: Parameters<typeof planP2p>[2],
): Promise<Quote> {
  return quoteOf(await planP2p(db, sender, input));
}

/** `betweenAccountsFee`: the quote of a move between own accounts. */
export async function betweenAccountsFee(
  db: Executor,
  owner: { customerId: number; brandId: string },
  input: Parameters<typeof planBetweenAccounts>[2],
): Promise<Quote> {
  return quoteOf(await planBetweenAccounts(db, owner, input));
}

/**
 * `checkEmail` (spec 001 §3 "Payee check response: exist, exists, isEmployee, outBlacklist"):
 * whether the e-mail is another enabled customer's (money sent to it reaches that customer), whether
 * it is an employee's (a business customer's user other than its own login; money reaches the
 * business), and whether the caller blacklisted it. A disabled user is neither. The holder's name is
 * not told (decision 0137): an e-mail would otherwise be enough to learn a customer's full name.
 */
export async function checkEmail(db: Executor, customerId: number, email: string) {
  const payee = await findCustomerByEmail(db, email);
  const exists = payee !== undefined && !payee.isDisabled && payee.customerId !== customerId;
  return {
    exist: exists,
    exists,
    isEmployee: payee !== undefined && !payee.isDisabled && payee.isEmployee,
    outBlacklist: await isOnPayoutBlacklist(db, customerId, email),
  };
}

/** `p2pBeneficiaryList`: recipients of the customer's p2p transfers, most recent first. */
export async function p2pBeneficiaryList(db: Executor, customerId: number, limit: number) {
  const recipients = await listRecentP2pRecipients(db, customerId, limit);
  return recipients.map((recipient) => ({
    email: recipient.email,
    name: recipient.name,
    lastTransferDate: recipient.lastTransferAt.toISOString(),
  }));
}

/**
 * `maxAmount` (spec 001 §5, §7): the largest amount that the account's available balance (after the
 * fee) and the limits allow now, in the account's currency. Operation p2p or betweenAccounts; or a
 * payout kind (decision 0040), whose fee schedule is the kind's and whose limits are the kind's for
 * the destination `countryCode`; its `currencyCode` must be the account's.
 * @throws AppError 'VF' on `currencyCode` when it is not the account's currency.
 */
export async function maxAmount(
  db: Executor,
  owner: { customerId: number; brandId: string },
  input: {
    operation: LimitOperation;
    fromAccount?: number | undefined;
    fromAccountId?: number | undefined;
    toAccount?: number | undefined;
    countryCode?: string | undefined;
    currencyCode?: string | undefined;
  },
) {
  const field = input.fromAccount !== undefined ? 'fromAccount' : 'fromAccountId';
  const from = await getOwnAccount(db, owner.customerId, input.fromAccount ?? input.fromAccountId ?? 0, field);
  const isPayout = input.operation !== 'p2p' && input.operation !== 'betweenAccounts';
  if (isPayout && input.currencyCode !== undefined && input.currencyCode !== from.currencyCode)
    throw fieldError('currencyCode', 'currency_mismatch');
  let feeOperation: FeeOperation = input.operation;
  if (input.operation === 'betweenAccounts' && input.toAccount !== undefined) {
    const to = await getOwnAccount(db, owner.customerId, input.toAccount, 'toAccount');
    if (to.currencyCode !== from.currencyCode) feeOperation = 'exchange';
  }
  const available = from.balanceMinor - from.pendingMinor - (from.balanceMinMinor ?? 0n);
  const schedule = await findFeeSchedule(db, owner.brandId, feeOperation, from.currencyCode);
  // The largest amount whose amount + fee fits: start from the available balance and step down
  // by the fee it implies (fees are monotonic in the amount, so two steps settle it).
  let amount = available;
  for (let step = 0; step < 3 && amount > 0n; step += 1) amount = available - computeFee(amount, schedule);
  const status = await getLimitStatus(
    db,
    owner.customerId,
    input.operation,
    from.currencyCode,
    new Date(),
    isPayout ? input.countryCode : undefined,
  );
  const allowance = remainingAllowance(status);
  if (allowance !== null && allowance < amount) amount = allowance;
  if (amount < 0n) amount = 0n;
  return { amount: formatMinor(amount, from.currencyCode), type: input.operation, currencyCode: from.currencyCode };
}

/** `limits`: the single, daily and monthly limits of an operation in the account's currency, with use. */
export async function limits(db: Executor, customerId: number, input: { type: LimitOperation; fromAccountId: number }) {
  const from = await getOwnAccount(db, customerId, input.fromAccountId, 'fromAccountId');
  const status = await getLimitStatus(db, customerId, input.type, from.currencyCode);
  return { limits: limitRows(status, from.currencyCode) };
}
