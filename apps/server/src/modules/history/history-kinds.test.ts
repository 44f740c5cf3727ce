import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callMethod, createTestApp, signIn, type TestApp } from '../../../test/test-app.ts';
import { toTransaction } from './transaction-history.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => testApp.close());

interface AccountRow {
  accountId: number;
  currencyCode: string;
  type: number;
}

async function money(method: string, body: Record<string, unknown>, token: string, key: string) {
  const response = await testApp.app.inject({
    method: 'POST',
    url: `/api/?method=${method}`,
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': key },
    payload: { method, ...body },
  });
  return response.json<Record<string, unknown>>();
}

describe('history types come from the transfer-kind catalogue (decision 0019)', () => {
  it('shows funding, p2p, between-accounts and exchange movements each as its own type, fees inside them', async () => {
    // Proves every kind the ledger writes reaches history as its declared type, and the type filter finds it.
    const alice = (await signIn(testApp.app, 'alice@example.com')).accessToken;
    const accounts = (await callMethod(testApp.app, 'accountList', {}, alice)).body.accounts as AccountRow[];
    const usd = accounts.filter((account) => account.currencyCode === 'USD');
    const eur = accounts.find((account) => account.currencyCode === 'EUR');
    const [payment, second] = usd;
    if (!payment || !second || !eur) throw new Error('the demo seed gives alice two USD accounts and a EUR one');
    const p2p = await money(
      'p2pTransfer',
      { fromAccount: payment.accountId, toEmail: 'bob@example.com', amount: '5.00', currency: 'USD' },
      alice,
      'kinds-p2p',
    );
    expect(p2p.responseCode).toBe('00');
    const exchange = await money(
      'betweenAccountsTransfer',
      { fromAccount: eur.accountId, toAccount: payment.accountId, amount: '10.00' },
      alice,
      'kinds-exchange',
    );
    expect(exchange.responseCode).toBe('00');
    const between = await money(
      'betweenAccountsTransfer',
      { fromAccount: payment.accountId, toAccount: second.accountId, amount: '1.00' },
      alice,
      'kinds-between',
    );
    expect(between.responseCode).toBe('00');
    const expected = ['funding', 'p2p', 'exchange', 'betweenAccounts'];

    const history = await callMethod(testApp.app, 'transactionHistory', {}, alice);
    type Row = { transactionId: string; transactionType: string; fee?: string; descriptionKey: string };
    const rows = (history.body.transactions as { transaction: Row[] }).transaction;
    // A fee is part of its transfer's row, never a row of its own (decision 0031).
    expect(new Set(rows.map((row) => row.transactionType))).toEqual(new Set(expected));
    for (const type of expected) {
      const filtered = await callMethod(testApp.app, 'transactionHistory', { transactionType: type }, alice);
      const found = (filtered.body.transactions as { transaction: Row[] }).transaction;
      expect(found.length).toBeGreaterThan(0);
      expect(found.every((row) => row.transactionType === type)).toBe(true);
    }
    // The 'fee' filter finds the movements that charged one: the p2p transfer and the exchange's debit.
    const withFee = await callMethod(testApp.app, 'transactionHistory', { transactionType: 'fee' }, alice);
    const charged = (withFee.body.transactions as { transaction: Row[] }).transaction;
    expect(new Set(charged.map((row) => row.transactionId))).toEqual(
      new Set([p2p.transactionId, exchange.transactionId]),
    );
    expect(charged.every((row) => row.fee !== undefined)).toBe(true);
    expect(charged.find((row) => row.transactionId === p2p.transactionId)).toMatchObject({
      transactionType: 'p2p',
      fee: '0.50',
      descriptionKey: 'p2pSent',
    });
    // An exchange shows as one row on each of the two accounts, each with both sides.
    const exchangeRows = rows.filter((row) => row.transactionType === 'exchange');
    expect(exchangeRows).toHaveLength(2);
    expect(exchangeRows.every((row) => row.descriptionKey === 'exchange')).toBe(true);
  });

  it('refuses to show a movement of an undeclared kind as another kind', () => {
    // Proves an unknown kind (say a future card payment) fails loudly instead of showing as 'Funding'.
    const row = {
      transaction_id: '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b',
      created_at: new Date(0),
      transaction_type: 'card',
      kind: 'card',
      account_id: 10_000_001,
      amount_minor: '-100',
      fee_minor: '0',
      currency_code: 'USD',
      status: 'completed' as const,
      description: null,
      metadata: null,
    };
    expect(() => toTransaction(row)).toThrow("undeclared transfer kind 'card'");
    expect(toTransaction({ ...row, transaction_type: 'funding', kind: 'funding' }).transactionType).toBe('funding');
  });
});
