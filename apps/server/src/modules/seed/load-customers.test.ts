import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callMethod, createTestApp, signIn, type TestApp } from '../../../test/test-app.ts';
import { checkLedger } from '../ledger/index.ts';
import { loadCustomerEmail, seedLoadCustomers } from './load-customers.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ seed: false });
});
afterAll(async () => testApp.close());

const password = 'Load-test-password-1';

describe('seed:customers (load-test customers)', () => {
  it('creates funded, active customers who can sign in and pay each other; a re-run skips them', async () => {
    const input = { count: 3, password, balanceMinor: 100_000_000n, currencyCode: 'USD', brandId: 'tessera' };
    expect(await seedLoadCustomers(testApp.database.db, input)).toEqual({ created: 3, skipped: 0 });
    expect(await seedLoadCustomers(testApp.database.db, { ...input, count: 4 })).toEqual({ created: 1, skipped: 3 });

    const session = await signIn(testApp.app, loadCustomerEmail(0), password);
    const accounts = await callMethod(testApp.app, 'accountList', {}, session.accessToken);
    expect(accounts.body.responseCode).toBe('00');
    const [account] = accounts.body.accounts as { accountId: number; balance: string; currencyCode: string }[];
    expect(account).toMatchObject({ balance: '1000000.00', currencyCode: 'USD' });

    const paid = await callMethod(
      testApp.app,
      'p2pTransfer',
      { fromAccount: account?.accountId, toEmail: loadCustomerEmail(3), amount: '1.00', currency: 'USD' },
      session.accessToken,
    );
    expect(paid.body, JSON.stringify(paid.body)).toMatchObject({ responseCode: '00' });
    expect((await checkLedger(testApp.database.db)).ok).toBe(true);
  });
});
