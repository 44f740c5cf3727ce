import {
  accountTypes,
  closedAccountStatusId,
  currencyExponent,
  formatMinor,
  MoneyFormatError,
  parseMinor,
  type Quote,
  type Ratio,
} from '@tessera/contract';
import type { Executor } from '../../db/client.ts';
import { AppError, fieldError } from '../../rpc/app-error.ts';
import { isOnPayoutBlacklist } from '../blacklist/index.ts';
import { findCustomerByEmail } from '../customers/index.ts';
import { computeFee, findFeeSchedule, type FeeOperation } from '../fees/index.ts';
import { convertMinor, getExchangeRate, rateText } from '../fx/index.ts';
import {
  getOwnAccount,
  listCustomerAccountRows,
  systemAccountCodes,
  systemAccountId,
  type EntryInput,
  type LedgerAccountRow,
} from '../ledger/index.ts';

/** Kinds of customer transfers, as stored on ledger transfers and shown in history. */
type TransferKind = 'p2p' | 'betweenAccounts' | 'exchange';

/**
 * A fully priced transfer, before it is posted: accounts, amount, fee, rate and amount received,
 * all in minor units of their own currencies.
 */
export interface TransferPlan {
  kind: TransferKind;
  from: LedgerAccountRow;
  to: LedgerAccountRow;
  amountMinor: bigint;
  feeMinor: bigint;
  toMinor: bigint;
  rate: Ratio;
}

/**
 * Parses a wire amount for `currencyCode` into minor units.
 * @throws AppError 'VF' on `field` when it has more decimals than the currency allows or is not positive.
 */
function parseAmount(amount: string, currencyCode: string, field = 'amount'): bigint {
  let minor: bigint;
  try {
    minor = parseMinor(amount, currencyCode);
  } catch (error) {
    if (error instanceof MoneyFormatError) {
      const decimals = currencyExponent(currencyCode);
      throw new AppError('VF', `${currencyCode} amounts have at most ${decimals} decimals.`, [
        {
          field,
          code: 'too_many_decimals',
          description: `${currencyCode} amounts have at most ${decimals} decimals.`,
          params: { maximum: decimals },
        },
      ]);
    }
    throw error;
  }
  if (minor <= 0n) throw fieldError(field, 'amount_not_positive');
  return minor;
}

function assertOpen(account: LedgerAccountRow, field: string): void {
  if (account.accountStatusId === closedAccountStatusId)
    throw new AppError('CA', 'This account is closed.', [
      { field, code: 'account_closed', description: 'This account is closed.' },
    ]);
}

async function price(
  db: Executor,
  brandId: string,
  kind: TransferKind,
  from: LedgerAccountRow,
  to: LedgerAccountRow,
  amountMinor: bigint,
): Promise<TransferPlan> {
  const rate = await getExchangeRate(db, from.currencyCode, to.currencyCode);
  const { toMinor } = convertMinor(amountMinor, from.currencyCode, to.currencyCode, rate);
  if (toMinor <= 0n) throw fieldError('amount', 'amount_too_small');
  const feeOperation: FeeOperation = kind === 'p2p' ? 'p2p' : kind === 'exchange' ? 'exchange' : 'betweenAccounts';
  const feeMinor = computeFee(amountMinor, await findFeeSchedule(db, brandId, feeOperation, from.currencyCode));
  return { kind, from, to, amountMinor, feeMinor, toMinor, rate };
}

/** The quote fields of a plan, as decimal strings (spec 001 §3 payment meta). */
export function quoteOf(plan: TransferPlan): Quote {
  return {
    fee: formatMinor(plan.feeMinor, plan.from.currencyCode),
    feeCurrencyCode: plan.from.currencyCode,
    exchangeRate: rateText(plan.rate),
    toAmount: formatMinor(plan.toMinor, plan.to.currencyCode),
    toCurrencyCode: plan.to.currencyCode,
    totalDebit: formatMinor(plan.amountMinor + plan.feeMinor, plan.from.currencyCode),
  };
}

/** What a p2p plan also knows about the recipient. */
export interface P2pPlan extends TransferPlan {
  recipient: { customerId: number; email: string; name: string };
}

/**
 * Prices a person-to-person transfer (spec 001 §3, §5): the sender's own open account in the
 * named currency, a recipient who is another active customer not on the sender's payout blacklist,
 * and the recipient's payment account in that currency or, failing that, their first open payment
 * account (then the transfer converts).
 * @throws AppError 'VF' with the field at fault, or 'CA' for a closed account.
 */
export async function planP2p(
  db: Executor,
  sender: { customerId: number; brandId: string },
  input: { fromAccount: number; toEmail: string; amount: string; currency: string },
): Promise<P2pPlan> {
  const from = await getOwnAccount(db, sender.customerId, input.fromAccount, 'fromAccount');
  assertOpen(from, 'fromAccount');
  if (from.currencyCode !== input.currency) throw fieldError('currency', 'currency_mismatch');
  const amountMinor = parseAmount(input.amount, from.currencyCode);

  const recipient = await findCustomerByEmail(db, input.toEmail);
  if (!recipient || recipient.isDisabled) throw fieldError('toEmail', 'recipient_not_found');
  if (recipient.customerId === sender.customerId) throw fieldError('toEmail', 'recipient_is_sender');
  if (await isOnPayoutBlacklist(db, sender.customerId, recipient.email))
    throw fieldError('toEmail', 'recipient_blacklisted');

  const candidates = (await listCustomerAccountRows(db, recipient.customerId)).filter(
    (account) => account.type === accountTypes.payment && account.accountStatusId !== closedAccountStatusId,
  );
  const to = candidates.find((account) => account.currencyCode === from.currencyCode) ?? candidates[0];
  if (!to) throw fieldError('toEmail', 'recipient_has_no_account');

  const plan = await price(db, sender.brandId, 'p2p', from, to, amountMinor);
  return { ...plan, recipient: { customerId: recipient.customerId, email: recipient.email, name: recipient.name } };
}

/**
 * Prices a move between two of the customer's own open accounts; different currencies make it an
 * exchange (fee schedule 'exchange').
 * @throws AppError 'VF' for a foreign or identical account, 'CA' for a closed one.
 */
export async function planBetweenAccounts(
  db: Executor,
  owner: { customerId: number; brandId: string },
  input: { fromAccount: number; toAccount: number; amount: string },
): Promise<TransferPlan> {
  if (input.fromAccount === input.toAccount) throw fieldError('toAccount', 'same_account');
  const from = await getOwnAccount(db, owner.customerId, input.fromAccount, 'fromAccount');
  const to = await getOwnAccount(db, owner.customerId, input.toAccount, 'toAccount');
  assertOpen(from, 'fromAccount');
  assertOpen(to, 'toAccount');
  const amountMinor = parseAmount(input.amount, from.currencyCode);
  return price(
    db,
    owner.brandId,
    from.currencyCode === to.currencyCode ? 'betweenAccounts' : 'exchange',
    from,
    to,
    amountMinor,
  );
}

/**
 * The balanced entries of a plan: principal debit and credit (through the FX position of each
 * currency when they differ) and the fee to a fee-income shard. Each currency sums to zero.
 */
export async function entriesOf(tx: Executor, plan: TransferPlan): Promise<EntryInput[]> {
  const entries: EntryInput[] = [{ accountId: plan.from.id, amountMinor: -plan.amountMinor }];
  if (plan.from.currencyCode === plan.to.currencyCode) {
    entries.push({ accountId: plan.to.id, amountMinor: plan.toMinor });
  } else {
    const fxFrom = await systemAccountId(tx, systemAccountCodes.fxPosition, plan.from.currencyCode);
    const fxTo = await systemAccountId(tx, systemAccountCodes.fxPosition, plan.to.currencyCode);
    entries.push(
      { accountId: fxFrom, amountMinor: plan.amountMinor },
      { accountId: fxTo, amountMinor: -plan.toMinor },
      { accountId: plan.to.id, amountMinor: plan.toMinor },
    );
  }
  if (plan.feeMinor > 0n) {
    const feeIncome = await systemAccountId(tx, systemAccountCodes.feeIncome, plan.from.currencyCode);
    entries.push(
      { accountId: plan.from.id, amountMinor: -plan.feeMinor, purpose: 'fee' },
      { accountId: feeIncome, amountMinor: plan.feeMinor, purpose: 'fee' },
    );
  }
  return entries;
}
