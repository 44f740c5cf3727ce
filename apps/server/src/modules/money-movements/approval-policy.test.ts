import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { callMethod, createTestApp, signIn, type TestApp } from '../../../test/test-app.ts';
import {
  approvalPolicies,
  companyAccessAudit,
  customerAccessRights,
  outboxMessages,
  transactionRequestEvents,
  transactionRequests,
  users,
} from '../../db/schema/index.ts';

// The approval policy as the policy screen uses it, and a maker withdrawing their own request
// (decisions 0105, 0114).

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

/** Approves `ids` as `who` (an e-mailed code) and answers the confirm reply. */
async function approve(who: string, ids: string[]) {
  const started = await callMethod(
    testApp.app,
    'transactionRequestApprove',
    { fromCustomerId: acmeId, transactionIds: ids, declined: false },
    tokens[who],
  );
  expect(started.body.responseCode).toBe('00');
  const [mail] = await testApp.database.db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.toAddress, `${who}@example.com`))
    .orderBy(desc(outboxMessages.createdAt))
    .limit(1);
  const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1] ?? '';
  return callMethod(
    testApp.app,
    'transactionRequestConfirm',
    {
      fromCustomerId: acmeId,
      fromEmail: `${who}@example.com`,
      approvalTransactionId: started.body.approvalTransactionId,
      code,
    },
    tokens[who],
  );
}

async function setPolicy(rules: object[]) {
  const { body } = await callMethod(testApp.app, 'approvalPolicySet', { rules }, tokens.acme);
  expect(body.responseCode).toBe('00');
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

describe('the policy guards new payees and raises of rights (decision 0115)', () => {
  const wireInput = (templateName: string) => ({
    amount: '20.00',
    currency: 'USD',
    beneficiaryName: 'Erika Muster',
    beneficiaryCountryCode: 'DE',
    beneficiaryAddress: 'Hauptstraße 2',
    beneficiaryCity: 'Berlin',
    iban: 'DE89 3704 0044 0532 0130 00',
    swift: 'COBADEFFXXX',
    templateName,
  });

  async function templates(): Promise<string[]> {
    const { body } = await callMethod(testApp.app, 'paymentTemplateList', {}, tokens.acme);
    return (body.templates as { templateName: string }[]).map((item) => item.templateName);
  }

  async function payeeRequest(name: string): Promise<string> {
    const from = await acmeUsdAvailable();
    const wire = await callMethod(
      testApp.app,
      'wireTransfer',
      { ...wireInput(name), fromAccount: from.accountId },
      tokens.acme,
    );
    expect(wire.body.responseCode).toBe('00');
    const [row] = await testApp.database.db
      .select()
      .from(transactionRequests)
      .where(and(eq(transactionRequests.customerId, acmeId), eq(transactionRequests.transactionType, 'payee')))
      .orderBy(desc(transactionRequests.createdAt))
      .limit(1);
    if (!row) throw new Error('no payee request');
    return row.id;
  }

  it('keeps a new saved payee out of the list until approved, and a declined one out for good', async () => {
    // Proves a payee saved under a new-payee rule waits as a 'payee' request; approval saves it, decline never does.
    await setPolicy([{ name: 'New payees', isNewPayeeOnly: true, approversNeeded: 1 }]);
    const approvedId = await payeeRequest('Erika approved');
    expect(await templates()).not.toContain('Erika approved');
    const listed = await callMethod(
      testApp.app,
      'transactionRequestList',
      { fromCustomerId: acmeId, transactionType: 'payee' },
      tokens['acme.approver'],
    );
    const listedPayee = (listed.body.requests as { transactionId: string; amount?: string; payee: string }[]).find(
      (item) => item.transactionId === approvedId,
    );
    expect(listedPayee).toMatchObject({ payee: expect.stringContaining('Erika approved') });
    expect(listedPayee?.amount).toBeUndefined();
    expect((await approve('acme.approver', [approvedId])).body).toMatchObject({
      results: [{ status: 'approved', isExecuted: true }],
    });
    expect(await templates()).toContain('Erika approved');

    const declinedId = await payeeRequest('Erika declined');
    const declined = await callMethod(
      testApp.app,
      'transactionRequestApprove',
      { fromCustomerId: acmeId, transactionIds: [declinedId], declined: true, reason: 'Unknown payee' },
      tokens['acme.approver'],
    );
    expect(declined.body.responseCode).toBe('00');
    expect(await templates()).not.toContain('Erika declined');
    // Without a new-payee rule a payee is saved at once.
    await setPolicy([]);
    const from = await acmeUsdAvailable();
    await callMethod(
      testApp.app,
      'wireTransfer',
      { ...wireInput('Erika at once'), fromAccount: from.accountId },
      tokens.acme,
    );
    expect(await templates()).toContain('Erika at once');
  });

  it("holds a raise of a user's right for another full-access user: never the maker nor the user raised", async () => {
    // Proves an access-right rule turns a raise into a request; the maker and the raised user are refused; another approver applies it, audit-logged.
    const preparerId = await userId('acme.preparer');
    await setPolicy([{ name: 'Rights', isAccessRightRaise: true, approversNeeded: 1 }]);
    const raised = await callMethod(
      testApp.app,
      'accessRightsUpdate',
      { userId: preparerId, accessRight: 4 },
      tokens.acme,
    );
    expect(raised.body).toMatchObject({ responseCode: '00', user: { accessRight: 3 } });
    const requestId = String(raised.body.transactionRequestId);
    const levelOf = async () =>
      (
        await testApp.database.db
          .select()
          .from(customerAccessRights)
          .where(and(eq(customerAccessRights.customerId, acmeId), eq(customerAccessRights.userId, preparerId)))
      )[0]?.accessRight;
    expect(await levelOf()).toBe(3);
    const byMaker = await callMethod(
      testApp.app,
      'transactionRequestApprove',
      { transactionIds: [requestId], declined: false },
      tokens.acme,
    );
    expect(byMaker.body.validationErrors).toEqual([
      expect.objectContaining({ field: 'transactionIds', code: 'self_approval' }),
    ]);
    const approverId = await userId('acme.approver');
    const listed = await callMethod(
      testApp.app,
      'transactionRequestList',
      { fromCustomerId: acmeId, transactionType: 'accessRight' },
      tokens['acme.approver'],
    );
    expect(listed.body.requests).toEqual([
      expect.objectContaining({
        transactionId: requestId,
        accessRight: { userEmail: 'acme.preparer@example.com', fromLevel: 3, toLevel: 4 },
      }),
    ]);
    expect((await approve('acme.approver', [requestId])).body).toMatchObject({
      results: [{ status: 'approved', isExecuted: true }],
    });
    expect(await levelOf()).toBe(4);
    const [audit] = await testApp.database.db
      .select()
      .from(companyAccessAudit)
      .where(eq(companyAccessAudit.requestId, requestId));
    expect(audit).toMatchObject({ targetUserId: preparerId, previousLevel: 3, newLevel: 4 });
    expect(approverId).toBeGreaterThan(0);
    // Lowering is never held: only raises are guarded.
    const lowered = await callMethod(
      testApp.app,
      'accessRightsUpdate',
      { userId: preparerId, accessRight: 3 },
      tokens.acme,
    );
    expect(lowered.body.transactionRequestId).toBeUndefined();
    expect(await levelOf()).toBe(3);
  });

  it('shows a raise waiting for approval on its user and refuses another raise meanwhile (decision 0122)', async () => {
    // Proves accessRightsList carries pendingRaise while the request waits, a second raise is 'VF' raise_pending, and a decline clears it.
    const preparerId = await userId('acme.preparer');
    await setPolicy([{ name: 'Rights', isAccessRightRaise: true, approversNeeded: 1 }]);
    const preparerRow = async () => {
      const { body } = await callMethod(testApp.app, 'accessRightsList', {}, tokens.acme);
      return (body.users as { userId: number; accessRight: number; pendingRaise?: object }[]).find(
        (user) => user.userId === preparerId,
      );
    };
    expect((await preparerRow())?.pendingRaise).toBeUndefined();
    const raised = await callMethod(
      testApp.app,
      'accessRightsUpdate',
      { userId: preparerId, accessRight: 4 },
      tokens.acme,
    );
    const requestId = String(raised.body.transactionRequestId);
    expect(await preparerRow()).toMatchObject({
      accessRight: 3,
      pendingRaise: { transactionRequestId: requestId, accessRight: 4 },
    });
    const waitingCount = async () =>
      (
        await testApp.database.db
          .select()
          .from(transactionRequests)
          .where(and(eq(transactionRequests.customerId, acmeId), eq(transactionRequests.status, 'pending')))
      ).length;
    const before = await waitingCount();
    const again = await callMethod(
      testApp.app,
      'accessRightsUpdate',
      { userId: preparerId, accessRight: 2 },
      tokens.acme,
    );
    expect(again.body.validationErrors).toEqual([
      expect.objectContaining({ field: 'accessRight', code: 'raise_pending' }),
    ]);
    expect(await waitingCount()).toBe(before);

    const declined = await callMethod(
      testApp.app,
      'transactionRequestApprove',
      { fromCustomerId: acmeId, transactionIds: [requestId], declined: true, reason: 'Not yet' },
      tokens['acme.approver'],
    );
    expect(declined.body.responseCode).toBe('00');
    expect(await preparerRow()).toMatchObject({ accessRight: 3 });
    expect((await preparerRow())?.pendingRaise).toBeUndefined();
  });

  it('leaves a declined raise unmade; the raised user cannot approve it; an access rule sets no payment condition', async () => {
    // Proves read-only rosa, raised to full, cannot approve her own raise ('13'), a decline changes nothing, and a mixed rule is refused.
    await setPolicy([{ name: 'Rights', isAccessRightRaise: true, approversNeeded: 1 }]);
    const rosaId = await userId('rosa');
    const raised = await callMethod(testApp.app, 'accessRightsUpdate', { userId: rosaId, accessRight: 2 }, tokens.acme);
    const requestId = String(raised.body.transactionRequestId);
    const byRosa = await callMethod(
      testApp.app,
      'transactionRequestApprove',
      { fromCustomerId: acmeId, transactionIds: [requestId], declined: false },
      tokens.rosa,
    );
    // Rosa holds read access only: the approve method itself is refused to her.
    expect(byRosa.body.responseCode).toBe('13');
    const bad = await callMethod(
      testApp.app,
      'approvalPolicySet',
      { rules: [{ name: 'Mixed', isAccessRightRaise: true, isNewPayeeOnly: true, approversNeeded: 1 }] },
      tokens.acme,
    );
    expect(bad.body.validationErrors).toEqual([
      expect.objectContaining({ field: 'rules.0.isAccessRightRaise', code: 'approval_rule_invalid' }),
    ]);
    const declined = await callMethod(
      testApp.app,
      'transactionRequestApprove',
      { fromCustomerId: acmeId, transactionIds: [requestId], declined: true },
      tokens['acme.approver'],
    );
    expect(declined.body.responseCode).toBe('00');
    const [row] = await testApp.database.db
      .select()
      .from(customerAccessRights)
      .where(and(eq(customerAccessRights.customerId, acmeId), eq(customerAccessRights.userId, rosaId)));
    expect(row?.accessRight).toBe(1);
  });

  it('does not count a payout to a saved, approved payee as new; an unsaved payee still is (decision 0120)', async () => {
    // Proves a new-payee rule holds a payout to an unknown IBAN but lets one to a saved payee's IBAN through.
    const from = await acmeUsdAvailable();
    const saved = { ...wireInput('Known Hans'), iban: 'DE44 5001 0517 5407 3249 31', beneficiaryName: 'Hans Known' };
    // Saved while no rule guards payees: the template is written at once.
    const first = await callMethod(testApp.app, 'wireTransfer', { ...saved, fromAccount: from.accountId }, tokens.acme);
    expect(first.body.responseCode).toBe('00');
    expect(await templates()).toContain('Known Hans');
    await setPolicy([{ name: 'New payees', isNewPayeeOnly: true, approversNeeded: 1 }]);

    const { templateName: _saved, ...again } = saved;
    const known = await callMethod(testApp.app, 'wireTransfer', { ...again, fromAccount: from.accountId }, tokens.acme);
    expect(known.body.responseCode).toBe('00');
    expect(known.body.transactionRequestId).toBeUndefined();

    const { templateName: _unsaved, ...unknownPayee } = { ...saved, iban: 'DE02 1203 0000 0000 2020 51' };
    const held = await callMethod(
      testApp.app,
      'wireTransfer',
      { ...unknownPayee, fromAccount: from.accountId },
      tokens.acme,
    );
    expect(held.body).toMatchObject({ responseCode: '00', status: 'processing' });
    const requestId = String(held.body.transactionRequestId);
    const [row] = await testApp.database.db
      .select()
      .from(transactionRequests)
      .where(eq(transactionRequests.id, requestId));
    expect(row).toMatchObject({ transactionType: 'payout', isNewPayee: 1 });
    // Leave acme's money as it was: the held payout is declined, its funds released.
    const declined = await callMethod(
      testApp.app,
      'transactionRequestApprove',
      { fromCustomerId: acmeId, transactionIds: [requestId], declined: true },
      tokens['acme.approver'],
    );
    expect(declined.body.responseCode).toBe('00');
  });
});
