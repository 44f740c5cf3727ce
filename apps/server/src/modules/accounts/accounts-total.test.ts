import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callMethod, createTestApp, signIn, type TestApp } from '../../../test/test-app.ts';

let testApp: TestApp;
let alice: string;
let admin: string;
beforeAll(async () => {
  testApp = await createTestApp();
  alice = (await signIn(testApp.app, 'alice@example.com')).accessToken;
  admin = (await signIn(testApp.app, 'admin@example.com')).accessToken;
  // Known rates make the expected totals exact: 1 USD = 0.92 EUR.
  expect(
    (await callMethod(testApp.app, 'updateExchangeRate', { currencyCode: 'EUR', rate: '0.92' }, admin)).body,
  ).toMatchObject({ responseCode: '00' });
});
afterAll(async () => testApp.close());

interface WireAccount {
  accountId: number;
  accountStatusId: number;
  availableBalance: string;
  currencyCode: string;
}

/** A decimal string with 2 places as a bigint of cents (test-side arithmetic, no floating point). */
function cents(amount: string): bigint {
  const [whole = '0', fraction = ''] = amount.split('.');
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2)) * (amount.startsWith('-') ? -1n : 1n);
}

async function accountsOf(token: string): Promise<WireAccount[]> {
  return (await callMethod(testApp.app, 'accountList', {}, token)).body.accounts as WireAccount[];
}

describe('accountsTotal (decision 0035)', () => {
  it('sums the available balances in USD and in EUR at the current rates, rounded once to the cent', async () => {
    // Proves the conversion: EUR → USD divides by 0.92 exactly and rounds half-to-even at the end;
    // USD → EUR multiplies by 0.92; the reply names the rates used, the as-of time and the choices.
    const accounts = (await accountsOf(alice)).filter((account) => account.accountStatusId !== 11);
    const usdCents = accounts
      .filter((account) => account.currencyCode === 'USD')
      .reduce((sum, account) => sum + cents(account.availableBalance), 0n);
    const eurCents = accounts
      .filter((account) => account.currencyCode === 'EUR')
      .reduce((sum, account) => sum + cents(account.availableBalance), 0n);
    expect(eurCents).toBeGreaterThan(0n);
    expect(accounts.every((account) => ['USD', 'EUR'].includes(account.currencyCode))).toBe(true);

    // USD total = usd + eur / 0.92 = usd + eur·100/92, rounded half-to-even to whole cents.
    const numerator = usdCents * 92n + eurCents * 100n;
    const quotient = numerator / 92n;
    const twice = (numerator % 92n) * 2n;
    const expectedUsd = twice > 92n || (twice === 92n && quotient % 2n === 1n) ? quotient + 1n : quotient;
    const inUsd = await callMethod(testApp.app, 'accountsTotal', { currencyCode: 'USD' }, alice);
    expect(inUsd.body).toMatchObject({ responseCode: '00', currencyCode: 'USD', accountCount: accounts.length });
    expect(cents(String(inUsd.body.total))).toBe(expectedUsd);
    expect(inUsd.body.rates).toEqual(
      expect.arrayContaining([
        { currencyCode: 'USD', rate: '1' },
        { currencyCode: 'EUR', rate: '1.08695652' },
      ]),
    );
    expect(Number.isNaN(Date.parse(String(inUsd.body.asOf)))).toBe(false);
    expect(inUsd.body.currencyCodes).toEqual(expect.arrayContaining(['USD', 'EUR']));
    expect(inUsd.body.excludedCurrencyCodes).toEqual([]);

    // EUR total = eur + usd · 0.92 exactly (whole cents times 0.92 rounds at the end).
    const eurNumerator = eurCents * 100n + usdCents * 92n;
    const eurQuotient = eurNumerator / 100n;
    const eurTwice = (eurNumerator % 100n) * 2n;
    const expectedEur =
      eurTwice > 100n || (eurTwice === 100n && eurQuotient % 2n === 1n) ? eurQuotient + 1n : eurQuotient;
    const inEur = await callMethod(testApp.app, 'accountsTotal', { currencyCode: 'EUR' }, alice);
    expect(inEur.body).toMatchObject({ responseCode: '00', currencyCode: 'EUR' });
    expect(cents(String(inEur.body.total))).toBe(expectedEur);
  });

  it('refuses a currency it has no rate for with a validation error', async () => {
    // Proves bad input is a 'VF' on currencyCode, for an unknown code and a malformed one.
    for (const currencyCode of ['XYZ', 'usd1', '']) {
      const reply = await callMethod(testApp.app, 'accountsTotal', { currencyCode }, alice);
      expect(reply.body.responseCode).toBe('VF');
      expect(reply.body.validationErrors[0]).toMatchObject({ field: 'currencyCode' });
    }
  });

  it("counts only the caller's accounts, and refuses another customer's named with fromCustomerId", async () => {
    // Proves the total is per customer: bob's total is bob's balances, and alice cannot ask for his.
    const bob = (await signIn(testApp.app, 'bob@example.com')).accessToken;
    const bobAccounts = (await accountsOf(bob)).filter((account) => account.accountStatusId !== 11);
    const bobUsd = bobAccounts.filter((account) => account.currencyCode === 'USD');
    const bobTotal = await callMethod(testApp.app, 'accountsTotal', { currencyCode: 'USD' }, bob);
    expect(bobTotal.body).toMatchObject({ responseCode: '00', accountCount: bobAccounts.length });
    if (bobUsd.length === bobAccounts.length) {
      expect(cents(String(bobTotal.body.total))).toBe(
        bobUsd.reduce((sum, account) => sum + cents(account.availableBalance), 0n),
      );
    }
    const aliceTotal = await callMethod(testApp.app, 'accountsTotal', { currencyCode: 'USD' }, alice);
    expect(aliceTotal.body.total).not.toBe(bobTotal.body.total);

    const bobCustomerId = (bobAccounts[0] as WireAccount & { customerId: number }).customerId;
    const foreign = await callMethod(
      testApp.app,
      'accountsTotal',
      { currencyCode: 'USD', fromCustomerId: bobCustomerId },
      alice,
    );
    expect(foreign.body.responseCode).not.toBe('00');
    expect(foreign.body.total).toBeUndefined();
    expect((await callMethod(testApp.app, 'accountsTotal', { currencyCode: 'USD' })).status).toBe(401);
  });
});
