import type { Transaction } from '@tessera/contract';
import { describe, expect, it } from 'vitest';
import { i18next, initI18n, loadLanguage } from '../i18n/i18n.ts';
import { amountParts, conversionOf, describeTransaction, oneRowPerOwnTransfer } from './describe-transaction.ts';

await initI18n('en');
await loadLanguage('es');

const base: Transaction = {
  transactionId: 't1',
  transactionDate: '2026-11-25T10:00:00.000Z',
  transactionType: 'p2p',
  operationType: 'p2p',
  accountId: 1,
  amount: '-25.50',
  currencyCode: 'USD',
  fee: '0.50',
  direction: 'out',
  status: 'completed',
  description: 'Transfer to Bob Okafor',
  descriptionKey: 'p2pSent',
  descriptionParams: { name: 'Bob Okafor' },
};

describe('history rows in the reader language (decision 0031)', () => {
  it('writes the description from its key and parameters, not the server text', () => {
    // Proves the web writes "To Bob" / "Para Bob" from the key, and falls back when a name is missing.
    expect(describeTransaction(i18next.getFixedT('en', 'history'), base)).toBe('To Bob Okafor');
    expect(describeTransaction(i18next.getFixedT('es', 'history'), base)).toBe('Para Bob Okafor');
    const exchange: Transaction = {
      ...base,
      transactionType: 'exchange',
      descriptionKey: 'exchange',
      descriptionParams: { fromCurrencyCode: 'EUR', toCurrencyCode: 'USD' },
    };
    expect(describeTransaction(i18next.getFixedT('es', 'history'), exchange)).toBe('Cambio EUR → USD');
    expect(
      describeTransaction(i18next.getFixedT('en', 'history'), {
        ...base,
        descriptionKey: 'p2pReceived',
        descriptionParams: undefined,
      }),
    ).toBe('Money received');
    expect(describeTransaction(i18next.getFixedT('en', 'history'), { ...base, descriptionKey: 'funding' })).toBe(
      'Money added',
    );
  });

  it('describes payouts and their returns with the recipient, and says their type, never a raw key', () => {
    // Proves the history rows of external transfers (decision 0040) read "To Jonas Weber" / "Returned from …".
    const en = i18next.getFixedT('en', 'history');
    const payout: Transaction = {
      ...base,
      transactionType: 'payout',
      status: 'processing',
      descriptionKey: 'payoutSent',
      descriptionParams: { name: 'Jonas Weber' },
    };
    expect(describeTransaction(en, payout)).toBe('To Jonas Weber');
    expect(describeTransaction(en, { ...payout, descriptionParams: {} })).toBe('Payment sent');
    const returned: Transaction = {
      ...payout,
      transactionType: 'payoutReturn',
      direction: 'in',
      descriptionKey: 'payoutReturned',
    };
    expect(describeTransaction(en, returned)).toBe('Returned from Jonas Weber');
    expect(describeTransaction(i18next.getFixedT('es', 'history'), returned)).toBe('Devuelto por Jonas Weber');
    expect(en('types.payout')).toBe('Payment to a bank or card');
    expect(en('types.payoutReturn')).toBe('Returned payment');
  });

  it('splits an amount into what was sent, the fee and the total, in minor units', () => {
    // Proves -25.50 with a 0.50 fee is 25.00 sent + 0.50 fee; an arrival of 0.30 after a 0.10 fee was 0.40; no fee, no parts.
    expect(amountParts(base)).toEqual({ principal: '25.00', fee: '0.50', total: '25.50' });
    expect(amountParts({ ...base, amount: '0.3', fee: '0.1', direction: 'in' })).toEqual({
      principal: '0.40',
      fee: '0.10',
      total: '0.30',
    });
    expect(amountParts({ ...base, fee: undefined })).toBeUndefined();
  });

  it('reads both sides of a conversion only when all of them are there', () => {
    // Proves a converting row gives from, to and rate; a partial one gives nothing.
    const sides = { fromAmount: '10.00', fromCurrencyCode: 'EUR', toAmount: '10.87', toCurrencyCode: 'USD' };
    expect(conversionOf({ ...base, ...sides, exchangeRate: '1.087' })).toEqual({
      from: '10.00',
      fromCurrency: 'EUR',
      to: '10.87',
      toCurrency: 'USD',
      rate: '1.087',
    });
    expect(conversionOf({ ...base, ...sides })).toBeUndefined();
  });

  it('shows a transfer between own accounts once on the home list, as its debit', () => {
    // Proves the credit of an own transfer is dropped when its debit is listed, and nothing else is.
    const debit: Transaction = { ...base, transactionId: 'x', transactionType: 'exchange', descriptionKey: 'exchange' };
    const credit: Transaction = { ...debit, accountId: 2, amount: '10.87', direction: 'in' };
    const p2pIn: Transaction = { ...base, transactionId: 'y', amount: '5.00', direction: 'in' };
    const lonelyCredit: Transaction = { ...credit, transactionId: 'z' };
    expect(oneRowPerOwnTransfer([credit, debit, p2pIn, lonelyCredit])).toEqual([debit, p2pIn, lonelyCredit]);
  });
});
