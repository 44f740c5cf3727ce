import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callMethod, createTestApp, signIn, type TestApp } from '../../../test/test-app.ts';
import { customers, users } from '../../db/schema/index.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => testApp.close());

async function customerIdOf(email: string): Promise<number> {
  const [row] = await testApp.database.db
    .select({ customerId: users.customerId })
    .from(users)
    .where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.customerId;
}

describe('customerInfo (spec 000 §3)', () => {
  it('returns the signed-in customer with names trimmed and whitespace collapsed', async () => {
    // Proves the customer entity and the name rule.
    await testApp.database.db
      .update(customers)
      .set({ firstName: '  Alice   Jane ', lastName: ' Martin  ' })
      .where(eq(customers.id, await customerIdOf('alice@example.com')));
    const { accessToken } = await signIn(testApp.app, 'alice@example.com');
    const { body } = await callMethod(testApp.app, 'customerInfo', {}, accessToken);
    expect(body.responseCode).toBe('00');
    expect(body.customer).toMatchObject({
      customerType: 'personal',
      login: 'alice@example.com',
      firstName: 'Alice Jane',
      lastName: 'Martin',
      isAdmin: false,
      transactionApproveMode: 0,
      login2faMode: 'no',
      verified: true,
    });
  });

  it('describes the business customer with its permission set', async () => {
    // Proves business customers are typed and carry their permission set (spec 001 §3, decision 0066).
    const { accessToken } = await signIn(testApp.app, 'acme@example.com');
    const { body } = await callMethod(testApp.app, 'customerInfo', {}, accessToken);
    expect(body.customer).toMatchObject({
      customerType: 'business',
      businessName: 'Acme Trading Ltd',
      permissions: { sendMoneyUser: true, massSendWire: true, settlementAccount: false, sendOthersGlobal: false },
    });
  });

  it("refuses another customer's info, except to an admin", async () => {
    // Proves fromCustomerId cannot reach another customer's data.
    const aliceId = await customerIdOf('alice@example.com');
    const bob = await signIn(testApp.app, 'bob@example.com');
    const refused = await callMethod(testApp.app, 'customerInfo', { fromCustomerId: aliceId }, bob.accessToken);
    expect(refused.status).toBe(403);
    expect(refused.body.responseCode).toBe('13');
    expect(refused.body.customer).toBeUndefined();
    const admin = await signIn(testApp.app, 'admin@example.com');
    const allowed = await callMethod(testApp.app, 'customerInfo', { fromCustomerId: aliceId }, admin.accessToken);
    expect(allowed.body.customer).toMatchObject({ login: 'alice@example.com' });
  });
});

describe('accountList (spec 001 §3)', () => {
  it("lists alice's accounts with balances as decimal strings", async () => {
    // Proves the demo balances and the account fields.
    const { accessToken } = await signIn(testApp.app, 'alice@example.com');
    const { body } = await callMethod(testApp.app, 'accountList', {}, accessToken);
    expect(body.responseCode).toBe('00');
    expect(body.accounts).toEqual([
      expect.objectContaining({
        type: 1001,
        currencyCode: 'USD',
        balance: '5000.00',
        pendingAmount: '0.00',
        accountBalanceMin: '0.00',
        accountStatusId: 1,
      }),
      expect.objectContaining({ type: 1001, currencyCode: 'EUR', balance: '2000.00' }),
      expect.objectContaining({
        type: 2101,
        subType: 'PREPAID',
        cardIsVirtual: true,
        currencyCode: 'USD',
        balance: '150.00',
      }),
    ]);
  });

  it("never shows one customer's accounts to another", async () => {
    // Proves bob sees only his account and cannot name alice's customer id.
    const aliceId = await customerIdOf('alice@example.com');
    const bob = await signIn(testApp.app, 'bob@example.com');
    const own = await callMethod(testApp.app, 'accountList', {}, bob.accessToken);
    expect(own.body.accounts).toEqual([expect.objectContaining({ currencyCode: 'USD', balance: '1000.00' })]);
    const other = await callMethod(testApp.app, 'accountList', { fromCustomerId: aliceId }, bob.accessToken);
    expect(other.body.responseCode).toBe('13');
    expect(other.body.accounts).toBeUndefined();
  });
});
