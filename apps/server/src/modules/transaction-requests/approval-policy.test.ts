import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { callMethod, createTestApp, signIn, type TestApp } from '../../../test/test-app.ts';
import { approvalPolicies, transactionRequestEvents, transactionRequests, users } from '../../db/schema/index.ts';

// The approval policy as the policy screen uses it, and a maker withdrawing their own request
// (issue 15 item 9; decisions 0105, 0114).

let testApp: TestApp;
let acmeId = 0;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  testApp = await createTestApp();
  const [acme] = await testApp.database.db.select().from(users).where(eq(users.email, 'acme@example.com'));
  if (!acme) throw new Error('demo users missing');
  acmeId = acme.customerId;
  for (const who of ['acme', 'acme.preparer', 'acme.approver', 'rosa'])
    tokens[who] = (await signIn(testApp.app, `${who}@example.com`)).accessToken;
});
afterAll(async () => testApp.close());
beforeEach(async () => {
  await testApp.database.db.delete(approvalPolicies);
});

async function userId(who: string): Promise<number> {
  const [row] = await testApp.database.db
    .select()
    .from(users)
    .where(eq(users.email, `${who}@example.com`));
  if (!row) throw new Error(`no user ${who}`);
  return row.id;
}

async function acmeUsdAvailable(): Promise<{ accountId: number; availableBalance: string }> {
  const { body } = await callMethod(testApp.app, 'accountList', {}, tokens.acme);
  const account = (body.accounts as { accountId: number; currencyCode: string; availableBalance: string }[]).find(
    (item) => item.currencyCode === 'USD',
  );
  if (!account) throw new Error('no USD account');
  return account;
}

/** A p2p payment from acme to bob prepared by `who`; answers the transaction request's id. */
async function requestPayment(who: string, amount: string): Promise<string> {
  const from = await acmeUsdAvailable();
  const { body } = await callMethod(
    testApp.app,
    'p2pTransfer',
    { fromCustomerId: acmeId, fromAccount: from.accountId, toEmail: 'bob@example.com', amount, currency: 'USD' },
    tokens[who],
  );
  expect(body).toMatchObject({ responseCode: '00', status: 'processing' });
  return String(body.transactionRequestId);
}

describe('approval policy editing (decision 0114)', () => {
  it('lets read-only rosa read the policy but not set it; full access sets it and bad amounts are field errors', async () => {
    // Proves read access reads the rules, full access alone changes them, and a bad amount changes nothing.
    const read = await callMethod(testApp.app, 'approvalPolicyGet', { fromCustomerId: acmeId }, tokens.rosa);
    expect(read.body).toMatchObject({ responseCode: '00', rules: [] });
    const refused = await callMethod(
      testApp.app,
      'approvalPolicySet',
      { fromCustomerId: acmeId, rules: [{ name: 'Big', approversNeeded: 1 }] },
      tokens.rosa,
    );
    expect(refused.body.responseCode).toBe('13');
    const badAmount = await callMethod(
      testApp.app,
      'approvalPolicySet',
      { rules: [{ name: 'Big', approversNeeded: 1, minAmounts: [{ currencyCode: 'USD', amount: '10.001' }] }] },
      tokens.acme,
    );
    expect(badAmount.body.responseCode).toBe('VF');
    const tooMany = await callMethod(
      testApp.app,
      'approvalPolicySet',
      { rules: [{ name: 'Big', approversNeeded: 11 }] },
      tokens.acme,
    );
    expect(tooMany.body.validationErrors).toEqual([
      expect.objectContaining({ field: 'rules.0.approversNeeded', code: 'too_big' }),
    ]);
    expect(await testApp.database.db.select().from(approvalPolicies)).toEqual([]);
    const approverId = await userId('acme.approver');
    const saved = await callMethod(
      testApp.app,
      'approvalPolicySet',
      {
        rules: [
          {
            name: 'Big',
            approversNeeded: 1,
            minAmounts: [{ currencyCode: 'USD', amount: '1000.50' }],
            countryCodes: ['GB'],
            isNewPayeeOnly: true,
            approverUserIds: [approverId],
          },
        ],
      },
      tokens.acme,
    );
    expect(saved.body.responseCode).toBe('00');
    const again = await callMethod(testApp.app, 'approvalPolicyGet', { fromCustomerId: acmeId }, tokens.rosa);
    expect(again.body.rules).toEqual([
      expect.objectContaining({ minAmounts: [{ currencyCode: 'USD', amount: '1000.50' }], countryCodes: ['GB'] }),
    ]);
  });
});

describe('withdrawing a transaction request (decision 0114)', () => {
  it("lets the right-3 maker withdraw their own request, releasing the funds at once; another's is '13'", async () => {
    // Proves withdraw voids the hold (available back), logs 'withdrawn' by the maker, and refuses everyone else.
    const before = await acmeUsdAvailable();
    const id = await requestPayment('acme.preparer', '250.00');
    expect((await acmeUsdAvailable()).availableBalance).not.toBe(before.availableBalance);
    const others = await callMethod(
      testApp.app,
      'transactionRequestWithdraw',
      { fromCustomerId: acmeId, transactionIds: [id] },
      tokens['acme.approver'],
    );
    expect(others.body.responseCode).toBe('13');
    const byReader = await callMethod(
      testApp.app,
      'transactionRequestWithdraw',
      { fromCustomerId: acmeId, transactionIds: [id] },
      tokens.rosa,
    );
    expect(byReader.body.responseCode).toBe('13');
    const withdrawn = await callMethod(
      testApp.app,
      'transactionRequestWithdraw',
      { fromCustomerId: acmeId, transactionIds: [id], reason: 'Typo in the amount' },
      tokens['acme.preparer'],
    );
    expect(withdrawn.body).toMatchObject({ responseCode: '00', transactionIds: [id] });
    expect((await acmeUsdAvailable()).availableBalance).toBe(before.availableBalance);
    const [row] = await testApp.database.db.select().from(transactionRequests).where(eq(transactionRequests.id, id));
    expect(row?.status).toBe('declined');
    const events = await testApp.database.db
      .select()
      .from(transactionRequestEvents)
      .where(eq(transactionRequestEvents.requestId, id));
    expect(events.map((event) => event.action)).toEqual(['created', 'withdrawn']);
    expect(events[1]).toMatchObject({ userId: await userId('acme.preparer'), reason: 'Typo in the amount' });
    const twice = await callMethod(
      testApp.app,
      'transactionRequestWithdraw',
      { fromCustomerId: acmeId, transactionIds: [id] },
      tokens['acme.preparer'],
    );
    expect(twice.body.validationErrors).toEqual([
      expect.objectContaining({ field: 'transactionIds', code: 'request_not_found' }),
    ]);
  });
});
