import {
  formatMinor,
  historyPageSize,
  isTransferKind,
  type Transaction,
  type TransactionDescriptionKey,
  type TransactionType,
  transactionTypes,
  transferKinds,
} from '@tessera/contract';
import type { Executor } from '../../db/client.ts';
import { countHistory, findHistoryPage, type HistoryQuery, type HistoryRow } from './history.repository.ts';

/** English names of the transaction types (the web shows translated ones). */
const transactionTypeNames: Record<TransactionType, string> = {
  p2p: 'Person to person',
  betweenAccounts: 'Between own accounts',
  exchange: 'Currency exchange',
  fee: 'Fee',
  funding: 'Funding',
  payout: 'Payout',
  payoutReturn: 'Returned payout',
  cryptoDeposit: 'Crypto deposit',
  deposit: 'Bank deposit',
};

/** `transactionTypeList` (spec 002 §3): every history type with its English name. */
export function transactionTypeList(): { types: { id: TransactionType; name: string }[] } {
  return { types: transactionTypes.map((id) => ({ id, name: transactionTypeNames[id] })) };
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * The history type of a transfer kind, from the contract's catalogue. The ledger refuses to write an
 * undeclared kind, so meeting one here is a broken invariant: it fails loudly rather than showing the
 * movement as another kind (decision 0019).
 */
function transactionTypeOfKind(kind: string): Exclude<TransactionType, 'fee'> {
  if (!isTransferKind(kind)) throw new Error(`history row of undeclared transfer kind '${kind}'`);
  return transferKinds[kind].transactionType;
}

/** The description key of a row and the values it names (decision 0031). */
function describe(
  type: TransactionType,
  direction: 'in' | 'out',
  counterparty: string | undefined,
  conversion: Conversion | undefined,
): { descriptionKey: TransactionDescriptionKey; descriptionParams?: Record<string, string> } {
  switch (type) {
    case 'p2p':
      return {
        descriptionKey: direction === 'out' ? 'p2pSent' : 'p2pReceived',
        ...(counterparty ? { descriptionParams: { name: counterparty } } : {}),
      };
    case 'payout':
      return { descriptionKey: 'payoutSent', ...(counterparty ? { descriptionParams: { name: counterparty } } : {}) };
    case 'deposit':
      return {
        descriptionKey: 'depositReceived',
        ...(counterparty ? { descriptionParams: { name: counterparty } } : {}),
      };
    case 'payoutReturn':
      return {
        descriptionKey: 'payoutReturned',
        ...(counterparty ? { descriptionParams: { name: counterparty } } : {}),
      };
    case 'exchange':
      return {
        descriptionKey: 'exchange',
        ...(conversion
          ? {
              descriptionParams: {
                fromCurrencyCode: conversion.fromCurrencyCode,
                toCurrencyCode: conversion.toCurrencyCode,
              },
            }
          : {}),
      };
    default:
      return { descriptionKey: type };
  }
}

/** Both sides of a transfer that converted, from its quote in the metadata. */
interface Conversion {
  exchangeRate: string;
  fromAmount: string;
  fromCurrencyCode: string;
  toAmount: string;
  toCurrencyCode: string;
}

function conversionOf(metadata: Record<string, unknown>): Conversion | undefined {
  const fromAmount = text(metadata.amount);
  const fromCurrencyCode = text(metadata.currencyCode);
  const toAmount = text(metadata.toAmount);
  const toCurrencyCode = text(metadata.toCurrencyCode);
  const exchangeRate = text(metadata.exchangeRate);
  if (!fromAmount || !fromCurrencyCode || !toAmount || !toCurrencyCode || !exchangeRate) return undefined;
  if (fromCurrencyCode === toCurrencyCode) return undefined;
  return { exchangeRate, fromAmount, fromCurrencyCode, toAmount, toCurrencyCode };
}

/**
 * Maps a database row to the wire shape of spec 001 §3: one transfer's movement on one account,
 * its fee inside the signed amount and told apart in `fee`; a converting transfer's two sides and
 * rate; a description key and parameters the client writes in the reader's language (decision 0031).
 */
export function toTransaction(row: HistoryRow): Transaction {
  const amountMinor = BigInt(row.amount_minor);
  const feeMinor = BigInt(row.fee_minor ?? '0');
  const direction = amountMinor < 0n ? 'out' : 'in';
  const metadata = row.metadata ?? {};
  const counterparty =
    row.kind === 'p2p'
      ? direction === 'out'
        ? (text(metadata.toName) ?? text(metadata.toEmail))
        : (text(metadata.fromName) ?? text(metadata.fromEmail))
      : row.kind === 'payout' || row.kind === 'payoutReturn'
        ? text(metadata.beneficiaryName)
        : row.kind === 'deposit'
          ? text(metadata.senderName)
          : undefined;
  const kindType = transactionTypeOfKind(row.kind);
  const type: TransactionType = row.transaction_type === 'fee' ? 'fee' : kindType;
  const conversion = conversionOf(metadata);
  return {
    transactionId: row.transaction_id,
    transactionDate: new Date(row.created_at).toISOString(),
    transactionType: type,
    operationType: type,
    accountId: Number(row.account_id),
    amount: formatMinor(amountMinor, row.currency_code),
    currencyCode: row.currency_code,
    ...(feeMinor !== 0n && type !== 'fee'
      ? { fee: formatMinor(feeMinor < 0n ? -feeMinor : feeMinor, row.currency_code) }
      : {}),
    direction,
    status: row.status,
    description:
      type === 'fee'
        ? `Fee: ${row.description ?? transactionTypeNames[kindType]}`
        : (row.description ?? transactionTypeNames[type]),
    ...describe(type, direction, counterparty, conversion),
    ...(text(metadata.note) ? { note: text(metadata.note) } : {}),
    ...(counterparty ? { counterparty } : {}),
    ...(conversion ?? {}),
  };
}

/**
 * `transactionHistory` (spec 001 §3, §7): one page (20 rows) of the filtered history of the
 * customer's accounts, newest first, with the total and the rejected and processing counts.
 */
export async function transactionHistory(db: Executor, query: HistoryQuery, pageNumber: number) {
  const [page, counts] = await Promise.all([
    findHistoryPage(db, query, historyPageSize, (pageNumber - 1) * historyPageSize),
    countHistory(db, query),
  ]);
  return { transactions: { transaction: page.map(toTransaction) }, ...counts, pageSize: historyPageSize };
}

/** Reads the whole filtered history in chunks, for exports of any size. */
export async function* iterateHistory(
  db: Executor,
  query: HistoryQuery,
  chunkSize = 1000,
): AsyncGenerator<Transaction[]> {
  for (let offset = 0; ; offset += chunkSize) {
    const chunk = await findHistoryPage(db, query, chunkSize, offset);
    if (chunk.length > 0) yield chunk.map(toTransaction);
    if (chunk.length < chunkSize) return;
  }
}
