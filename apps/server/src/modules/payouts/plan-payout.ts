import {
  closedAccountStatusId,
  currencyExponent,
  digitsOf,
  electronicIban,
  formatMinor,
  MoneyFormatError,
  parseMinor,
  payoutFieldsFor,
  payoutOptionsFor,
  type PayoutFieldName,
  type PayoutKind,
  type PayoutQuote,
  type PayoutScheme,
} from '@tessera/contract';
import type { Executor } from '../../db/client.ts';
import type { CardToken } from '../../platform/payout-rail.ts';
import { AppError, fieldError } from '../../rpc/app-error.ts';
import { findCardScheme, isBinBlocked, isKnownBranch } from '../bank-data/index.ts';
import { computeFee, findFeeSchedule } from '../fees/index.ts';
import {
  getOwnAccount,
  systemAccountCodes,
  systemAccountId,
  type EntryInput,
  type LedgerAccountRow,
} from '../ledger/index.ts';
import { expectedArrival } from './expected-arrival.ts';

/** A payout request after the contract's validation: the common fields and the kind's recipient fields. */
export interface PayoutInput {
  fromAccount: number;
  amount: string;
  currency: string;
  beneficiaryName: string;
  beneficiaryCountryCode: string;
  reference?: string | undefined;
  note?: string | undefined;
  /** The kind's recipient fields (IBAN, routing number, card number, PIX key …) as sent. */
  fields: Partial<Record<PayoutFieldName, string>>;
}

/** A priced payout before it is held: amounts in minor units of the account's currency. */
export interface PayoutPlan {
  kind: PayoutKind;
  scheme: PayoutScheme;
  from: LedgerAccountRow;
  amountMinor: bigint;
  feeMinor: bigint;
  /** The routing fields the rail gets (a card: its token only). */
  destination: Record<string, string>;
  /** What the customer sees of the destination (last four characters, BIN and last four of a card). */
  destinationMasked: string;
  expectedArrival: Date;
}

/**
 * Parses `amount` into minor units of `currencyCode`.
 * @throws AppError 'VF' on amount: too many decimals or not positive.
 */
function parseAmount(amount: string, currencyCode: string): bigint {
  let minor: bigint;
  try {
    minor = parseMinor(amount, currencyCode);
  } catch (error) {
    if (error instanceof MoneyFormatError) {
      const decimals = currencyExponent(currencyCode);
      throw new AppError('VF', `${currencyCode} amounts have at most ${decimals} decimals.`, [
        {
          field: 'amount',
          code: 'too_many_decimals',
          description: `${currencyCode} amounts have at most ${decimals} decimals.`,
          params: { maximum: decimals },
        },
      ]);
    }
    throw error;
  }
  if (minor <= 0n) throw fieldError('amount', 'amount_not_positive');
  return minor;
}

function lastFour(value: string): string {
  const compact = value.replace(/[\s-]+/g, '');
  return `•••• ${compact.slice(-4)}`;
}

/**
 * The routing fields the rail needs, normalised (IBAN electronic, digits only where the scheme has
 * digits), and the masked destination shown to the customer. A card payout carries its token only.
 */
function destinationOf(
  kind: PayoutKind,
  country: string,
  fields: PayoutInput['fields'],
  card: CardToken | undefined,
): { destination: Record<string, string>; masked: string } {
  if (kind === 'oct') {
    if (!card) throw new Error('a card payout needs its card token');
    return { destination: { cardToken: card.token }, masked: `${card.bin.slice(0, 4)} •••• ${card.last4}` };
  }
  const destination: Record<string, string> = {};
  for (const field of payoutFieldsFor(kind, country)) {
    const value = fields[field.name]?.trim();
    if (value) destination[field.name] = value;
  }
  // Fields a form may send besides the listed ones (a wire with an account number instead of an IBAN).
  for (const name of ['iban', 'accountNumber', 'swift'] as const) {
    const value = fields[name]?.trim();
    if (value && kind === 'wire') destination[name] = value;
  }
  if (destination.iban) destination.iban = electronicIban(destination.iban);
  if (destination.swift) destination.swift = destination.swift.replace(/\s+/g, '').toUpperCase();
  for (const name of ['routingNumber', 'sortCode', 'bsbCode', 'clabe', 'taxId'] as const)
    if (destination[name]) destination[name] = digitsOf(destination[name]);
  const shown =
    destination.iban ??
    destination.accountNumber ??
    destination.clabe ??
    destination.walletAddress ??
    destination.instantKey ??
    destination.recipientEmail ??
    destination.recipientPhone ??
    '';
  if (kind === 'cryptoEft' && destination.walletAddress)
    return { destination, masked: `${destination.walletAddress.slice(0, 6)}…${destination.walletAddress.slice(-4)}` };
  if (kind === 'interac') return { destination, masked: destination.recipientEmail ?? lastFour(shown) };
  return { destination, masked: lastFour(shown) };
}

/**
 * Checks a card for a payout before it is tokenised (spec 001 §5; decision 0039): its BIN is not on
 * the blacklist and belongs to a card scheme that takes payouts.
 * @throws AppError 'VF' on cardNumber: 'card_blacklisted' or 'card_not_supported'.
 */
export async function checkPayoutCard(db: Executor, cardNumber: string): Promise<void> {
  const bin = digitsOf(cardNumber).slice(0, 6);
  if (await isBinBlocked(db, bin)) throw fieldError('cardNumber', 'card_blacklisted');
  const scheme = findCardScheme(bin);
  if (scheme !== 'VISA' && scheme !== 'MASTERCARD' && scheme !== 'MAESTRO')
    throw fieldError('cardNumber', 'card_not_supported');
}

/**
 * Prices a payout of `kind` (spec 001 §3, §5; decision 0040): the customer's own open account in the
 * payout's currency, the amount in minor units, the kind's fee schedule, the scheme the destination
 * country offers for it, the routing fields and the expected arrival.
 * @throws AppError 'VF' (field at fault) or 'CA' for a closed account.
 */
export async function planPayout(
  db: Executor,
  owner: { customerId: number; brandId: string },
  kind: PayoutKind,
  input: PayoutInput,
  card?: CardToken,
  now = new Date(),
): Promise<PayoutPlan> {
  const from = await getOwnAccount(db, owner.customerId, input.fromAccount, 'fromAccount');
  if (from.accountStatusId === closedAccountStatusId)
    throw new AppError('CA', 'This account is closed.', [
      { field: 'fromAccount', code: 'account_closed', description: 'This account is closed.' },
    ]);
  if (from.currencyCode !== input.currency) throw fieldError('currency', 'currency_mismatch');
  const option = payoutOptionsFor(input.beneficiaryCountryCode).find(
    (candidate) => candidate.transferType === kind && candidate.currencies.includes(from.currencyCode),
  );
  if (!option) throw fieldError('currency', 'payout_not_offered');
  const { bankCode, branchCode } = input.fields;
  if (kind === 'eft' && bankCode && branchCode) {
    // Where a published register lists the bank's branches (Japan), the branch must be one of them.
    if (isKnownBranch(input.beneficiaryCountryCode, bankCode.trim(), branchCode.trim()) === false)
      throw fieldError('branchCode', 'invalid_branch_code');
  }
  const amountMinor = parseAmount(input.amount, from.currencyCode);
  const feeMinor = computeFee(amountMinor, await findFeeSchedule(db, owner.brandId, kind, from.currencyCode));
  const { destination, masked } = destinationOf(kind, input.beneficiaryCountryCode, input.fields, card);
  return {
    kind,
    scheme: option.scheme,
    from,
    amountMinor,
    feeMinor,
    destination,
    destinationMasked: masked,
    expectedArrival: expectedArrival(option.scheme, now),
  };
}

/** The quote of a payout plan (spec 001 §3 payment meta): no conversion, so the rate is 1. */
export function payoutQuoteOf(plan: PayoutPlan): PayoutQuote {
  const currency = plan.from.currencyCode;
  return {
    fee: formatMinor(plan.feeMinor, currency),
    feeCurrencyCode: currency,
    exchangeRate: '1',
    toAmount: formatMinor(plan.amountMinor, currency),
    toCurrencyCode: currency,
    totalDebit: formatMinor(plan.amountMinor + plan.feeMinor, currency),
    scheme: plan.scheme,
    expectedArrival: plan.expectedArrival.toISOString(),
  };
}

/**
 * The balanced entries of a payout: the principal from the customer's account to the rail's clearing
 * account of its currency, and the fee to fee income, in one transfer (held until the rail settles).
 */
export async function payoutEntries(tx: Executor, plan: PayoutPlan): Promise<EntryInput[]> {
  const currency = plan.from.currencyCode;
  const clearing = await systemAccountId(tx, systemAccountCodes.railClearing, currency);
  const entries: EntryInput[] = [
    { accountId: plan.from.id, amountMinor: -plan.amountMinor },
    { accountId: clearing, amountMinor: plan.amountMinor },
  ];
  if (plan.feeMinor > 0n) {
    const feeIncome = await systemAccountId(tx, systemAccountCodes.feeIncome, currency);
    entries.push(
      { accountId: plan.from.id, amountMinor: -plan.feeMinor, purpose: 'fee' },
      { accountId: feeIncome, amountMinor: plan.feeMinor, purpose: 'fee' },
    );
  }
  return entries;
}
