import { randomUUID } from 'node:crypto';
import { accessRightLevels } from '@tessera/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { customerAccessRights, users } from '../db/schema/index.ts';
import { callMethod, createTestApp, signIn, type TestApp } from '../../test/test-app.ts';
import { hashPassword } from '../modules/credentials/index.ts';
import { demoPassword } from '../modules/seed/demo-seed.ts';

let testApp: TestApp;
let acmeCustomerId: number;
let bobToken: string;
beforeAll(async () => {
  testApp = await createTestApp();
  const [acme] = await testApp.database.db.select().from(users).where(eq(users.email, 'acme@example.com'));
  const [bob] = await testApp.database.db.select().from(users).where(eq(users.email, 'bob@example.com'));
  if (!acme || !bob) throw new Error('demo users missing');
  acmeCustomerId = acme.customerId;
  // Bob is one of acme's authorised users with read access (spec 000 §4 level 1).
  await testApp.database.db
    .insert(customerAccessRights)
    .values({ customerId: acme.customerId, userId: bob.id, accessRight: accessRightLevels.read });
  bobToken = (await signIn(testApp.app, 'bob@example.com')).accessToken;
});
afterAll(async () => testApp.close());

/** The id of the USD account of `customerId` (acme, with bob's read access) or of bob himself. */
async function usdAccountOf(customerId?: number): Promise<number> {
  const { body } = await callMethod(
    testApp.app,
    'accountList',
    customerId ? { fromCustomerId: customerId } : {},
    bobToken,
  );
  const account = (body.accounts as { accountId: number; currencyCode: string }[]).find(
    (item) => item.currencyCode === 'USD',
  );
  if (!account) throw new Error('no USD account');
  return account.accountId;
}

async function callWithHeaders(method: string, body: object, headers: Record<string, string>) {
  const response = await testApp.app.inject({
    method: 'POST',
    url: `/api/?method=${method}`,
    headers,
    payload: { method, ...body },
  });
  return { status: response.statusCode, body: response.json<Record<string, unknown>>() };
}

describe('the dispatcher resolves the customer a call acts for (spec 000 §4, §6–7)', () => {
  it('lets a user with read access read the customer it names, by body or customer-id header', async () => {
    // Proves fromCustomerId and the customer-id header both select the acting customer once the right is held.
    const byBody = await callMethod(testApp.app, 'accountList', { fromCustomerId: acmeCustomerId }, bobToken);
    expect(byBody.body.responseCode).toBe('00');
    const acmeAccounts = byBody.body.accounts as { customerId?: number; currencyCode: string }[];
    expect(acmeAccounts.map((account) => account.currencyCode).sort()).toEqual(['EUR', 'USD']);
    const byHeader = await callWithHeaders(
      'accountList',
      {},
      { authorization: `Bearer ${bobToken}`, 'customer-id': String(acmeCustomerId) },
    );
    expect(byHeader.body).toMatchObject({ responseCode: '00', accounts: byBody.body.accounts });
  });

  it("refuses what read access does not grant, and a customer the user holds nothing on, with '13'", async () => {
    // Proves the declared right is enforced: a payment needs 'initiate', another customer needs a row at all.
    const acmeUsd = await usdAccountOf(acmeCustomerId);
    const transfer = await callMethod(
      testApp.app,
      'p2pTransfer',
      {
        fromCustomerId: acmeCustomerId,
        fromAccount: acmeUsd,
        toEmail: 'alice@example.com',
        amount: '1.00',
        currency: 'USD',
      },
      bobToken,
    );
    expect(transfer.body.responseCode).toBe('13');
    const [alice] = await testApp.database.db.select().from(users).where(eq(users.email, 'alice@example.com'));
    const other = await callMethod(testApp.app, 'accountList', { fromCustomerId: alice?.customerId }, bobToken);
    expect(other.body.responseCode).toBe('13');
  });

  it('holds an employee to their access right even on the business they sign in for', async () => {
    // Proves a recorded right binds its user on their own customer too (decision 0028); the owner needs none.
    const { db } = testApp.database;
    const [dana] = await db
      .insert(users)
      .values({
        customerId: acmeCustomerId,
        email: 'dana@acme.example',
        passwordHash: await hashPassword(demoPassword),
      })
      .returning();
    if (!dana) throw new Error('no dana');
    await db
      .insert(customerAccessRights)
      .values({ customerId: acmeCustomerId, userId: dana.id, accessRight: accessRightLevels.read });
    const danaToken = (await signIn(testApp.app, 'dana@acme.example')).accessToken;
    const fromAccount = await usdAccountOf(acmeCustomerId);
    expect((await callMethod(testApp.app, 'accountList', {}, danaToken)).body.responseCode).toBe('00');
    const payment = { fromAccount, toEmail: 'alice@example.com', amount: '1.00', currency: 'USD' };
    expect((await callMethod(testApp.app, 'p2pTransfer', payment, danaToken)).body.responseCode).toBe('13');
    const acmeToken = (await signIn(testApp.app, 'acme@example.com')).accessToken;
    expect((await callMethod(testApp.app, 'p2pTransfer', payment, acmeToken)).body.responseCode).toBe('00');
  });

  it("answers 'VF' when the body and the header name different customers", async () => {
    // Proves one call acts for one customer only.
    const { body } = await callWithHeaders(
      'accountList',
      { fromCustomerId: acmeCustomerId },
      { authorization: `Bearer ${bobToken}`, 'customer-id': String(acmeCustomerId + 1) },
    );
    expect(body).toMatchObject({
      responseCode: 'VF',
      validationErrors: [{ field: 'fromCustomerId', code: 'customer_mismatch' }],
    });
  });
});

describe('the dispatcher applies what a declaration states', () => {
  it('refuses a money submit without an Idempotency-Key, moving nothing', async () => {
    // Proves `idempotency: 'required'` (DESIGN §4): a retry could otherwise pay twice.
    const before = await callMethod(testApp.app, 'accountList', {}, bobToken);
    const fromAccount = await usdAccountOf();
    const { body } = await callWithHeaders(
      'p2pTransfer',
      { fromAccount, toEmail: 'alice@example.com', amount: '1.00', currency: 'USD' },
      { authorization: `Bearer ${bobToken}` },
    );
    expect(body).toMatchObject({
      responseCode: 'VF',
      validationErrors: [{ field: 'Idempotency-Key', code: 'idempotency_key_required' }],
    });
    const after = await callMethod(testApp.app, 'accountList', {}, bobToken);
    expect(after.body.accounts).toEqual(before.body.accounts);
    const paid = await callWithHeaders(
      'p2pTransfer',
      { fromAccount, toEmail: 'alice@example.com', amount: '1.00', currency: 'USD' },
      { authorization: `Bearer ${bobToken}`, 'idempotency-key': randomUUID() },
    );
    expect(paid.body.responseCode).toBe('00');
  });

  it('limits a public method to a small body before parsing it, while a signed-in method takes more', async () => {
    // Proves the per-method body limit: 16 KiB for public methods, the server limit otherwise.
    const padding = 'x'.repeat(20 * 1024);
    const open = await callWithHeaders('checkEmailExists', { email: 'new@example.com', padding }, {});
    expect(open.status).toBe(413);
    expect(open.body.responseCode).toBe('TA1');
    const signedIn = await callWithHeaders('accountList', { padding }, { authorization: `Bearer ${bobToken}` });
    expect(signedIn.status).toBe(200);
  });
});
