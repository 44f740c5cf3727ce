import { formatMinor, parseMinor, type Transaction } from '@tessera/contract';
import type { TFunction } from 'i18next';

/**
 * A history row's description in the reader's language, from the server's `descriptionKey` and
 * `descriptionParams` (decision 0031): "To Bob Okafor", "Exchange EUR → USD", "Money added".
 * `t` is the history namespace's translate function.
 */
export function describeTransaction(t: TFunction<'history'>, transaction: Transaction): string {
  const params = transaction.descriptionParams ?? {};
  switch (transaction.descriptionKey) {
    case 'p2pSent':
      return params.name ? t('describe.p2pSent', { name: params.name }) : t('describe.p2pSentNoName');
    case 'p2pReceived':
      return params.name ? t('describe.p2pReceived', { name: params.name }) : t('describe.p2pReceivedNoName');
    case 'payoutSent':
      return params.name ? t('describe.payoutSent', { name: params.name }) : t('describe.payoutSentNoName');
    case 'payoutReturned':
      return params.name ? t('describe.payoutReturned', { name: params.name }) : t('describe.payoutReturnedNoName');
    case 'exchange':
      return params.fromCurrencyCode && params.toCurrencyCode
        ? t('describe.exchange', { from: params.fromCurrencyCode, to: params.toCurrencyCode })
        : t('describe.exchangeNoSides');
    case 'depositReceived':
      return params.name ? t('describe.depositReceived', { name: params.name }) : t('types.deposit');
    default:
      return t(`describe.${transaction.descriptionKey}`);
  }
}

/** The parts of a row's amount, each an unsigned decimal in the row's currency. */
export interface AmountParts {
  /** The amount before the fee: what was sent, or what arrived before a fee taken from it. */
  principal: string;
  /** The fee inside the amount. */
  fee: string;
  /** What left or reached the account: the row's amount without its sign. */
  total: string;
}

/**
 * Splits a row's signed amount into principal, fee and total (minor units, never floating point);
 * undefined when the row charged no fee.
 */
export function amountParts(transaction: Transaction): AmountParts | undefined {
  if (!transaction.fee) return undefined;
  const currency = transaction.currencyCode;
  const amount = parseMinor(transaction.amount, currency);
  const total = amount < 0n ? -amount : amount;
  const fee = parseMinor(transaction.fee, currency);
  const principal = transaction.direction === 'out' ? total - fee : total + fee;
  return {
    principal: formatMinor(principal, currency),
    fee: formatMinor(fee, currency),
    total: formatMinor(total, currency),
  };
}

/** A converting row's two sides (unsigned, fee excluded) and rate, or undefined. */
export function conversionOf(
  transaction: Transaction,
): { from: string; fromCurrency: string; to: string; toCurrency: string; rate: string } | undefined {
  const { fromAmount, fromCurrencyCode, toAmount, toCurrencyCode, exchangeRate } = transaction;
  if (!fromAmount || !fromCurrencyCode || !toAmount || !toCurrencyCode || !exchangeRate) return undefined;
  return {
    from: fromAmount,
    fromCurrency: fromCurrencyCode,
    to: toAmount,
    toCurrency: toCurrencyCode,
    rate: exchangeRate,
  };
}

/**
 * The home list's rows: a transfer between the customer's own accounts shows once, as its debit
 * (which carries both sides), not once per account; other rows stay as they are, in order.
 */
export function oneRowPerOwnTransfer(transactions: readonly Transaction[]): Transaction[] {
  const debits = new Set(
    transactions.filter((transaction) => transaction.direction === 'out').map((row) => row.transactionId),
  );
  return transactions.filter(
    (transaction) =>
      !(
        transaction.direction === 'in' &&
        (transaction.transactionType === 'betweenAccounts' || transaction.transactionType === 'exchange') &&
        debits.has(transaction.transactionId)
      ),
  );
}
