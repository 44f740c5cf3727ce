import { randomUUID } from 'node:crypto';
import { accessRightLevels } from '@tessera/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callMethod, createTestApp, signIn, type Reply, type TestApp } from '../../../test/test-app.ts';
import { customerAccessRights, ledgerAccounts, payoutBlacklist, users } from '../../db/schema/index.ts';
import { checkLedger } from '../ledger/index.ts';
import { runDueRecurringTransfers } from './recurring-transfers.ts';

let testApp: TestApp;
let alice: string;
let bob: string;
let aliceUsd: number;
let aliceEur: number;
let bobUsd: number;

async function accountsOf(
  token: string,
): Promise<{ accountId: number; currencyCode: string; balance: string; type: number }[]> {
  const { body } = await callMethod(testApp.app, 'accountList', {}, token);
  return body.accounts as { accountId: number; currencyCode: string; balance: string; type: number }[];
}

async function balances(): Promise<Map<number, bigint>> {
  const rows = await testApp.database.db
    .select({ id: ledgerAccounts.id, balance: ledgerAccounts.balanceMinor })
    .from(ledgerAccounts);
  return new Map(rows.map((row) => [row.id, row.balance]));
}

async function send(
  method: string,
  body: Record<string, unknown>,
  token: string,
  key?: string,
): Promise<{ status: number; body: Reply }> {
  // Money submits require a key (DESIGN §4); a test that does not care gets a fresh one.
  const idempotencyKey =
    key ?? (['p2pTransfer', 'betweenAccountsTransfer'].includes(method) ? randomUUID() : undefined);
  const response = await testApp.app.inject({
    method: 'POST',
    url: `/api/?method=${method}`,
    headers: { authorization: `Bearer ${token}`, ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}) },
    payload: { method, ...body },
  });
  return { status: response.statusCode, body: response.json<Reply>() };
}

beforeAll(async () => {
  testApp = await createTestApp();
  alice = (await signIn(testApp.app, 'alice@example.com')).accessToken;
  bob = (await signIn(testApp.app, 'bob@example.com')).accessToken;
  const aliceAccounts = await accountsOf(alice);
  aliceUsd = aliceAccounts.find((account) => account.currencyCode === 'USD' && account.type === 1001)?.accountId ?? 0;
  aliceEur = aliceAccounts.find((account) => account.currencyCode === 'EUR')?.accountId ?? 0;
  bobUsd = (await accountsOf(bob))[0]?.accountId ?? 0;
});
afterAll(async () => testApp.close());

describe('person-to-person transfers (spec 001 §3, §7)', () => {
  it('sends USD 25.00 with a note and the fee; both see it in their history', async () => {
    // Proves the p2p flow end to end: quote, transfer, balances, fee row, history of both sides.
    const quote = await send(
      'p2pFee',
      { fromAccount: aliceUsd, toEmail: 'bob@example.com', amount: '25.00', currency: 'USD' },
      alice,
    );
    expect(quote.body).toMatchObject({
      responseCode: '00',
      fee: '0.50',
      feeCurrencyCode: 'USD',
      exchangeRate: '1',
      toAmount: '25.00',
      toCurrencyCode: 'USD',
      totalDebit: '25.50',
    });
    const before = await balances();
    const sent = await send(
      'p2pTransfer',
      { fromAccount: aliceUsd, toEmail: 'bob@example.com', amount: '25.00', currency: 'USD', note: 'Lunch' },
      alice,
      'p2p-1',
    );
    // A submit that needed no approval: operationId is its transaction, nothing is left to approve with.
    expect(sent.body).toMatchObject({
      responseCode: '00',
      fee: '0.50',
      approveType: 0,
      status: 'completed',
      operationId: sent.body.transactionId,
      availableApprovalMethods: [],
    });
    expect(sent.body).not.toHaveProperty('approvalSentTo');
    const after = await balances();
    expect((before.get(aliceUsd) ?? 0n) - (after.get(aliceUsd) ?? 0n)).toBe(2550n);
    expect((after.get(bobUsd) ?? 0n) - (before.get(bobUsd) ?? 0n)).toBe(2500n);

    const aliceHistory = await send('transactionHistory', { accountId: aliceUsd }, alice);
    const rows = (aliceHistory.body.transactions as { transaction: Record<string, unknown>[] }).transaction;
    // One movement with its fee (decision 0031): the amount is what left the account, the fee told apart.
    expect(rows.filter((row) => row.transactionId === sent.body.transactionId)).toEqual([
      expect.objectContaining({
        transactionType: 'p2p',
        amount: '-25.50',
        fee: '0.50',
        note: 'Lunch',
        counterparty: 'Bob Okafor',
        direction: 'out',
        descriptionKey: 'p2pSent',
        descriptionParams: { name: 'Bob Okafor' },
      }),
    ]);
    const bobHistory = await send('transactionHistory', { accountId: bobUsd, transactionType: 'p2p' }, bob);
    expect((bobHistory.body.transactions as { transaction: unknown[] }).transaction[0]).toMatchObject({
      amount: '25.00',
      direction: 'in',
      counterparty: 'Alice Martin',
      note: 'Lunch',
    });
    expect((await checkLedger(testApp.database.db)).ok).toBe(true);

    // The recipient is now among Alice's p2p beneficiaries (spec 001 §7 "p2p beneficiary list"), not Bob's.
    const beneficiaries = await send('p2pBeneficiaryList', {}, alice);
    expect(beneficiaries.body.beneficiaries).toEqual(
      expect.arrayContaining([expect.objectContaining({ email: 'bob@example.com', name: 'Bob Okafor' })]),
    );
    const bobs = await send('p2pBeneficiaryList', { limit: 50 }, bob);
    expect((bobs.body.beneficiaries as { email: string }[]).map((row) => row.email)).not.toContain('bob@example.com');
    const tooMany = await send('p2pBeneficiaryList', { limit: 51 }, alice);
    expect(tooMany.body.validationErrors).toEqual([expect.objectContaining({ field: 'limit' })]);
  });

  it('converts when the recipient has no account in the currency', async () => {
    // Proves the preview shows rate, fee and amount received, and the recipient gets the converted amount.
    const quote = await send(
      'p2pFee',
      { fromAccount: aliceEur, toEmail: 'bob@example.com', amount: '10.00', currency: 'EUR' },
      alice,
    );
    expect(quote.body).toMatchObject({
      responseCode: '00',
      toCurrencyCode: 'USD',
      exchangeRate: '1.08695652',
      toAmount: '10.87',
      fee: '0.50',
      feeCurrencyCode: 'EUR',
    });
    const before = await balances();
    const sent = await send(
      'p2pTransfer',
      { fromAccount: aliceEur, toEmail: 'bob@example.com', amount: '10.00', currency: 'EUR' },
      alice,
    );
    expect(sent.body.responseCode).toBe('00');
    expect(((await balances()).get(bobUsd) ?? 0n) - (before.get(bobUsd) ?? 0n)).toBe(1087n);
    // Both sides of the conversion, and the rate, on the sender's and the recipient's rows (decision 0031).
    const sides = {
      exchangeRate: '1.08695652',
      fromAmount: '10.00',
      fromCurrencyCode: 'EUR',
      toAmount: '10.87',
      toCurrencyCode: 'USD',
    };
    const rowOf = async (accountId: number, token: string) =>
      (
        (await send('transactionHistory', { accountId }, token)).body.transactions as {
          transaction: Record<string, unknown>[];
        }
      ).transaction.find((row) => row.transactionId === sent.body.transactionId);
    expect(await rowOf(aliceEur, alice)).toMatchObject({
      ...sides,
      amount: '-10.50',
      fee: '0.50',
      currencyCode: 'EUR',
    });
    const received = await rowOf(bobUsd, bob);
    expect(received).toMatchObject({ ...sides, amount: '10.87', currencyCode: 'USD', descriptionKey: 'p2pReceived' });
    expect(received).not.toHaveProperty('fee');
  });

  it('refuses bad input with VF or a business code, never 5xx, and moves nothing', async () => {
    // Proves every bad amount, currency, recipient and account is refused cleanly.
    const before = await balances();
    const cases: [Record<string, unknown>, string, string?][] = [
      [{ amount: '-5' }, 'VF', 'amount'],
      [{ amount: '0' }, 'VF', 'amount'],
      [{ amount: '0.00' }, 'VF', 'amount'],
      [{ amount: '1.001' }, 'VF', 'amount'],
      [{ amount: 'ten' }, 'VF', 'amount'],
      [{ amount: 'NaN' }, 'VF', 'amount'],
      [{ amount: '99999999999999999999' }, 'VF', 'amount'],
      [{ amount: 1e300 }, 'VF', 'amount'],
      [{ currency: 'XYZ' }, 'VF', 'currency'],
      [{ currency: 'E1' }, 'VF', 'currency'],
      [{ toEmail: 'alice@example.com' }, 'VF', 'toEmail'],
      [{ toEmail: 'ghost@example.com' }, 'VF', 'toEmail'],
      [{ toEmail: 'not-an-email' }, 'VF', 'toEmail'],
      [{ fromAccount: bobUsd }, 'VF', 'fromAccount'],
      [{ fromAccount: 999999999 }, 'VF', 'fromAccount'],
      [{ amount: '9000.00' }, 'ISF'],
      [{ amount: '10001.00' }, 'LIM'],
    ];
    for (const [override, code, field] of cases) {
      const { status, body } = await send(
        'p2pTransfer',
        { fromAccount: aliceUsd, toEmail: 'bob@example.com', amount: '1.00', currency: 'USD', ...override },
        alice,
      );
      expect(status, JSON.stringify(override)).toBeLessThan(500);
      expect(body.responseCode, JSON.stringify(override)).toBe(code);
      if (field)
        expect(
          body.validationErrors.map((error) => error.field),
          JSON.stringify(override),
        ).toContain(field);
    }
    expect(await balances()).toEqual(before);
  });

  it("tells a business's employee from its own login and from a person in the payee check", async () => {
    // Proves isEmployee of spec 001 §3: true only for an enabled user holding an access right on a business customer.
    const { db } = testApp.database;
    const [acme] = await db
      .select({ customerId: users.customerId })
      .from(users)
      .where(eq(users.email, 'acme@example.com'));
    if (!acme) throw new Error('no acme');
    // Business users are not created through the API yet; the rows are what such a user will be.
    const [dana] = await db
      .insert(users)
      .values({ customerId: acme.customerId, email: 'dana@acme.example', passwordHash: 'unused' })
      .returning();
    if (!dana) throw new Error('no dana');
    await db
      .insert(customerAccessRights)
      .values({ customerId: acme.customerId, userId: dana.id, accessRight: accessRightLevels.initiate });
    const check = async (email: string) => (await send('checkEmail', { email }, alice)).body;
    expect(await check('dana@acme.example')).toMatchObject({ responseCode: '00', exists: true, isEmployee: true });
    // The holder's name is not told (spec 001 §3's four flags; decision 0137).
    expect(await check('dana@acme.example')).not.toHaveProperty('name');
    expect(await check('acme@example.com')).toMatchObject({ exists: true, isEmployee: false });
    expect(await check('bob@example.com')).toMatchObject({ exists: true, isEmployee: false });
    expect(await check('nobody@example.com')).toMatchObject({ exists: false, isEmployee: false });
    await db.update(users).set({ isDisabled: true }).where(eq(users.email, 'dana@acme.example'));
    expect(await check('dana@acme.example')).toMatchObject({ exists: false, isEmployee: false });
    await db.delete(customerAccessRights).where(eq(customerAccessRights.userId, dana.id));
    await db.delete(users).where(eq(users.email, 'dana@acme.example'));
  });

  it('refuses a closed account with CA and a blacklisted recipient with VF', async () => {
    // Proves closed accounts and the payout blacklist are enforced.
    await testApp.database.db.insert(payoutBlacklist).values({ customerId: 1, email: 'bob@example.com' });
    const blocked = await send(
      'p2pTransfer',
      { fromAccount: aliceUsd, toEmail: 'BOB@example.com', amount: '1.00', currency: 'USD' },
      alice,
    );
    expect(blocked.body.validationErrors[0]).toMatchObject({ field: 'toEmail', code: 'recipient_blacklisted' });
    const check = await send('checkEmail', { email: 'bob@example.com' }, alice);
    expect(check.body).toMatchObject({ exists: true, outBlacklist: true, isEmployee: false });
    await testApp.database.db.delete(payoutBlacklist);
    await testApp.database.db
      .update(ledgerAccounts)
      .set({ accountStatusId: 11 })
      .where(eq(ledgerAccounts.id, aliceEur));
    const closed = await send(
      'p2pTransfer',
      { fromAccount: aliceEur, toEmail: 'bob@example.com', amount: '1.00', currency: 'EUR' },
      alice,
    );
    expect(closed.body.responseCode).toBe('CA');
    await testApp.database.db.update(ledgerAccounts).set({ accountStatusId: 1 }).where(eq(ledgerAccounts.id, aliceEur));
  });
});

describe('idempotency', () => {
  it('executes the same key sent 200 times concurrently exactly once, with identical replies', async () => {
    // Proves retries and double clicks cannot move money twice.
    const before = await balances();
    const body = { fromAccount: aliceUsd, toEmail: 'bob@example.com', amount: '3.00', currency: 'USD' };
    const replies = await Promise.all(
      Array.from({ length: 200 }, () => send('p2pTransfer', body, alice, 'same-key-200')),
    );
    const distinct = new Set(replies.map((reply) => JSON.stringify(reply.body)));
    expect(distinct.size).toBe(1);
    expect(replies[0]?.body.responseCode).toBe('00');
    expect((before.get(aliceUsd) ?? 0n) - ((await balances()).get(aliceUsd) ?? 0n)).toBe(350n);
  });

  it('refuses the same key with a different body', async () => {
    // Proves a reused key cannot smuggle in another request.
    await send(
      'p2pTransfer',
      { fromAccount: aliceUsd, toEmail: 'bob@example.com', amount: '1.00', currency: 'USD' },
      alice,
      'key-x',
    );
    const before = await balances();
    const reused = await send(
      'p2pTransfer',
      { fromAccount: aliceUsd, toEmail: 'bob@example.com', amount: '2.00', currency: 'USD' },
      alice,
      'key-x',
    );
    expect(reused.status).toBe(409);
    expect(reused.body.responseCode).toBe('IDK');
    expect(await balances()).toEqual(before);
  });

  it('scopes keys to the customer', async () => {
    // Proves another customer's identical key is independent.
    const reply = await send(
      'p2pTransfer',
      { fromAccount: bobUsd, toEmail: 'alice@example.com', amount: '1.00', currency: 'USD' },
      bob,
      'key-x',
    );
    expect(reply.body.responseCode).toBe('00');
  });
});

describe('between own accounts and exchange', () => {
  it('converts EUR to USD with the exchange fee, rounding half-even', async () => {
    // Proves the exchange legs through FX positions and the quote.
    const quote = await send(
      'betweenAccountsFee',
      { fromAccount: aliceEur, toAccount: aliceUsd, amount: '100.00' },
      alice,
    );
    expect(quote.body).toMatchObject({
      responseCode: '00',
      exchangeRate: '1.08695652',
      toAmount: '108.70',
      fee: '0.25',
      toCurrencyCode: 'USD',
    });
    const before = await balances();
    const moved = await testApp.app.inject({
      method: 'POST',
      url: '/api/?method=betweenAccountsTransfer',
      // A Host header of the caller's choosing must not reach the link (decision 0014).
      headers: { authorization: `Bearer ${alice}`, host: 'evil.example', 'idempotency-key': randomUUID() },
      payload: { method: 'betweenAccountsTransfer', fromAccount: aliceEur, toAccount: aliceUsd, amount: '100.00' },
    });
    const reply = moved.json<Reply>();
    // The between-accounts response of spec 001 §3: transactionId, link, fee, field, feeCurrencyCode.
    expect(reply).toMatchObject({
      responseCode: '00',
      fee: '0.25',
      feeCurrencyCode: 'EUR',
      field: 'amount',
      operationId: reply.transactionId,
      link: `http://localhost:${testApp.config.PORT}/history?accountId=${aliceEur}&keyword=${String(reply.transactionId)}`,
    });
    const after = await balances();
    expect((before.get(aliceEur) ?? 0n) - (after.get(aliceEur) ?? 0n)).toBe(10025n);
    expect((after.get(aliceUsd) ?? 0n) - (before.get(aliceUsd) ?? 0n)).toBe(10870n);
    const history = await send('transactionHistory', { accountId: aliceUsd, transactionType: 'exchange' }, alice);
    expect((history.body.transactions as { transaction: unknown[] }).transaction[0]).toMatchObject({
      amount: '108.70',
      exchangeRate: '1.08695652',
    });
    expect((await checkLedger(testApp.database.db)).ok).toBe(true);
  });

  it('refuses moving to the same account or to another customer', async () => {
    // Proves own-account moves stay within the customer's accounts.
    expect(
      (await send('betweenAccountsTransfer', { fromAccount: aliceUsd, toAccount: aliceUsd, amount: '1' }, alice)).body
        .validationErrors[0],
    ).toMatchObject({ code: 'same_account' });
    expect(
      (await send('betweenAccountsTransfer', { fromAccount: aliceUsd, toAccount: bobUsd, amount: '1' }, alice)).body
        .validationErrors[0],
    ).toMatchObject({ field: 'toAccount', code: 'account_not_found' });
  });

  it('runs a recurring transfer on schedule, lists it as pre-approved, and stops after cancel', async () => {
    // Proves the subscription, the scheduled job and the pre-approved list and cancel.
    const created = await send(
      'betweenAccountsTransfer',
      {
        fromAccount: aliceUsd,
        toAccount: aliceEur,
        amount: '5.00',
        subscriptionFrequency: 'monthly',
        subscriptionTransactions: 3,
      },
      alice,
    );
    expect(created.body).toMatchObject({ responseCode: '00' });
    const id = String(created.body.subscriptionId);
    const list = await send('preapprovedPaymentList', {}, alice);
    expect(list.body.payments).toEqual([
      expect.objectContaining({
        id,
        amount: '5.00',
        frequency: 'monthly',
        transactionsDone: 1,
        remainingTransactions: 2,
        status: 'active',
      }),
    ]);
    const before = await balances();
    expect(await runDueRecurringTransfers(testApp.database.db, new Date(Date.now() + 32 * 24 * 3600 * 1000))).toBe(1);
    // 5.00 plus the 0.25 % exchange fee (0.0125 rounds half-even to 0.01).
    expect((before.get(aliceUsd) ?? 0n) - ((await balances()).get(aliceUsd) ?? 0n)).toBe(501n);
    expect(await runDueRecurringTransfers(testApp.database.db, new Date(Date.now() + 32 * 24 * 3600 * 1000))).toBe(0);
    expect((await send('preapprovedPaymentCancel', { id }, bob)).body.responseCode).toBe('VF');
    expect((await send('preapprovedPaymentCancel', { id }, alice)).body).toMatchObject({
      responseCode: '00',
      status: 'cancelled',
    });
    expect(await runDueRecurringTransfers(testApp.database.db, new Date(Date.now() + 100 * 24 * 3600 * 1000))).toBe(0);
  });
});

describe('quotes, limits and payee checks', () => {
  it('reports limits, max amount and exchange rates', async () => {
    // Proves the limits, maxAmount and rate methods.
    const limits = await send('limits', { type: 'p2p', fromAccountId: aliceUsd }, alice);
    expect(limits.body.limits).toEqual(
      expect.arrayContaining([expect.objectContaining({ period: 'single', amount: '10000.00', currencyCode: 'USD' })]),
    );
    const max = await send('maxAmount', { operation: 'p2p', fromAccount: aliceUsd }, alice);
    expect(max.body).toMatchObject({ responseCode: '00', currencyCode: 'USD', type: 'p2p' });
    // Sending exactly the maximum succeeds and empties the account (amount + fee = available).
    const all = await send(
      'p2pTransfer',
      { fromAccount: aliceUsd, toEmail: 'bob@example.com', amount: String(max.body.amount), currency: 'USD' },
      alice,
    );
    expect(all.body.responseCode).toBe('00');
    expect((await balances()).get(aliceUsd)).toBe(0n);
    expect((await send('maxAmount', { operation: 'p2p', fromAccount: aliceUsd }, alice)).body.amount).toBe('0.00');
    expect((await send('exchangeRate', { fromCurrencyCode: 'usd', toCurrencyCode: 'USD' }, alice)).body.rate).toBe('1');
    expect((await send('exchangeRate', { fromCurrencyCode: 'USD' }, alice)).body.rate).toBe('1');
    expect((await send('exchangeRate', { fromCurrencyCode: 'USD', toCurrencyCode: 'RON' }, alice)).body.rate).toBe(
      '4.58',
    );
    expect(
      (await send('exchangeRate', { fromCurrencyCode: 'USD', toCurrencyCode: 'XYZ' }, alice)).body.responseCode,
    ).toBe('VF');
  });

  it('lets only an admin change a rate', async () => {
    // Proves updateExchangeRate is admin-only and takes effect.
    expect((await send('updateExchangeRate', { currencyCode: 'RON', rate: '4.60' }, alice)).status).toBe(403);
    const admin = (await signIn(testApp.app, 'admin@example.com')).accessToken;
    expect((await send('updateExchangeRate', { currencyCode: 'RON', rate: '4.60' }, admin)).body.responseCode).toBe(
      '00',
    );
    expect((await send('exchangeRate', { fromCurrencyCode: 'USD', toCurrencyCode: 'RON' }, alice)).body.rate).toBe(
      '4.6',
    );
  });

  it('adds a currency once', async () => {
    // Proves add currency opens a zero-balance payment account and refuses duplicates.
    const added = await send('addCurrency', { currencyCode: 'gbp' }, alice);
    expect(added.body.account).toMatchObject({ currencyCode: 'GBP', balance: '0.00', type: 1001 });
    expect((await send('addCurrency', { currencyCode: 'GBP' }, alice)).body.validationErrors[0]).toMatchObject({
      code: 'currency_exists',
    });
    expect((await send('addCurrency', { currencyCode: 'XYZ' }, alice)).body.validationErrors[0]).toMatchObject({
      code: 'unsupported_currency',
    });
  });
});

describe("authorisation: alice cannot reach bob's accounts", () => {
  it('refuses moving from, reading, or exporting his accounts, and nothing changes', async () => {
    // Proves object-level checks on every method that names an account.
    const before = await balances();
    expect(
      (
        await send(
          'p2pTransfer',
          { fromAccount: bobUsd, toEmail: 'alice@example.com', amount: '1.00', currency: 'USD' },
          alice,
        )
      ).body.responseCode,
    ).toBe('VF');
    expect(
      (await send('betweenAccountsTransfer', { fromAccount: bobUsd, toAccount: aliceUsd, amount: '1.00' }, alice)).body
        .responseCode,
    ).toBe('VF');
    expect((await send('transactionHistory', { accountId: bobUsd }, alice)).body.responseCode).toBe('VF');
    expect((await send('transactionHistory', { customerId: 2 }, alice)).body.responseCode).toBe('13');
    expect((await send('balanceInquiry', { accountId: bobUsd }, alice)).body.responseCode).toBe('VF');
    const csv = await testApp.app.inject({
      method: 'GET',
      url: `/api/history/export.csv?accountId=${bobUsd}`,
      headers: { authorization: `Bearer ${alice}` },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.json()).toMatchObject({ responseCode: 'VF' });
    expect(await balances()).toEqual(before);
  });
});

describe('history export', () => {
  it('streams the filtered history as CSV with a header and one line per row', async () => {
    // Proves the CSV export has the rows of the filter.
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/history/export.csv?accountId=${aliceUsd}`,
      headers: { authorization: `Bearer ${alice}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const lines = response.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'Date,Transaction ID,Type,Account,Direction,Amount,Fee,Currency,Status,Description,Counterparty,Note,Exchange rate,From amount,To amount',
    );
    expect(lines.length - 1).toBe(Number(response.headers['x-total-rows']));
    expect(response.body).toContain('-25.50,0.50,USD,completed');
    const unauthenticated = await testApp.app.inject({
      method: 'GET',
      url: `/api/history/export.csv?accountId=${aliceUsd}`,
    });
    expect(unauthenticated.statusCode).toBe(401);
  });

  it('names the CSV export of the same filter in exportCsv, which serves the filtered rows without a credential in it', async () => {
    // Proves exportCsv of spec 001 §3: the route's path with the filter (no page, no token); GET with the header.
    const filter = { accountId: aliceUsd, keyword: 'lunch', transactionDirection: 'out', pageNumber: 1 };
    const page = await send('transactionHistory', filter, alice);
    expect(page.body.exportCsv).toBe(
      `/api/history/export.csv?accountId=${aliceUsd}&keyword=lunch&transactionDirection=out`,
    );
    const exportCsv = String(page.body.exportCsv);
    expect(exportCsv).not.toContain(alice);
    const csv = await testApp.app.inject({
      method: 'GET',
      url: exportCsv,
      headers: { authorization: `Bearer ${alice}` },
    });
    expect(csv.statusCode).toBe(200);
    expect(Number(csv.headers['x-total-rows'])).toBe(page.body.results);
    expect(csv.body.trim().split('\r\n')).toHaveLength(Number(page.body.results) + 1);
    expect(csv.body).toContain('-25.50,0.50,USD,completed');
    expect((await testApp.app.inject({ method: 'GET', url: exportCsv })).statusCode).toBe(401);
  });

  it('filters and pages the history', async () => {
    // Proves the filter fields and the counts.
    const out = await send(
      'transactionHistory',
      { accountId: aliceUsd, transactionDirection: 'out', fromAmount: '20', toAmount: '30', keyword: 'lunch' },
      alice,
    );
    const rows = (out.body.transactions as { transaction: { amount: string }[] }).transaction;
    expect(rows.map((row) => row.amount)).toEqual(['-25.50']);
    expect(out.body).toMatchObject({ results: 1, rejectedCount: 0, processingCount: 0, pageSize: 20 });
    const bad = await send('transactionHistory', { accountId: aliceUsd, fromDate: '2026-13-45' }, alice);
    expect(bad.body.validationErrors[0]).toMatchObject({ field: 'fromDate', code: 'invalid_date' });
  });
});
