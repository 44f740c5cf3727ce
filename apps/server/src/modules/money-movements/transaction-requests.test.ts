import { accessRightLevels } from '@tessera/contract';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { callMethod, createTestApp, signIn, type TestApp } from '../../../test/test-app.ts';
import {
  approvalPolicies,
  customerAccessRights,
  ledgerAccounts,
  outboxMessages,
  payouts,
  smsOutbox,
  transactionRequestEvents,
  transactionRequests,
  users,
} from '../../db/schema/index.ts';
import { createMailer } from '../../platform/mail.ts';
import { createSandboxSmsSender } from '../../platform/sms.ts';
import { expireTransactionRequests } from './transaction-requests.ts';

let testApp: TestApp;
let acmeId = 0;
let preparerId = 0;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  testApp = await createTestApp();
  const [acme] = await testApp.database.db.select().from(users).where(eq(users.email, 'acme@example.com'));
  const [preparer] = await testApp.database.db.select().from(users).where(eq(users.email, 'acme.preparer@example.com'));
  if (!acme || !preparer) throw new Error('demo users missing');
  acmeId = acme.customerId;
  preparerId = preparer.id;
  for (const who of ['acme', 'acme.preparer', 'acme.approver', 'admin', 'bob', 'alice'])
    tokens[who] = (await signIn(testApp.app, `${who}@example.com`)).accessToken;
});
afterAll(async () => testApp.close());
beforeEach(async () => {
  await testApp.database.db.delete(approvalPolicies);
});

interface WireAccount {
  accountId: number;
  currencyCode: string;
  balance: string;
  availableBalance: string;
}

async function acmeUsd(): Promise<WireAccount> {
  const { body } = await callMethod(testApp.app, 'accountList', {}, tokens.acme);
  const account = (body.accounts as WireAccount[]).find((item) => item.currencyCode === 'USD');
  if (!account) throw new Error('no USD account');
  return account;
}

async function bobUsdBalance(): Promise<string> {
  const { body } = await callMethod(testApp.app, 'accountList', {}, tokens.bob);
  return (body.accounts as WireAccount[]).find((item) => item.currencyCode === 'USD')?.balance ?? '';
}

/** Sends `amount` USD from acme to bob as `who` (an employee acting for acme, or acme itself). */
async function pay(who: string, amount: string) {
  const from = await acmeUsd();
  return callMethod(
    testApp.app,
    'p2pTransfer',
    { fromCustomerId: acmeId, fromAccount: from.accountId, toEmail: 'bob@example.com', amount, currency: 'USD' },
    tokens[who],
  );
}

async function request(who: string, amount: string): Promise<string> {
  const { body } = await pay(who, amount);
  expect(body).toMatchObject({ responseCode: '00', status: 'processing', approveType: 0 });
  expect(typeof body.transactionRequestId).toBe('string');
  return String(body.transactionRequestId);
}

function codeIn(text: string | undefined): string {
  const code = /\b(\d{6})\b/.exec(text ?? '')?.[1];
  if (!code) throw new Error('no code');
  return code;
}

async function lastCodeFor(who: string): Promise<string> {
  if (who === 'acme') {
    const [sms] = await testApp.database.db
      .select()
      .from(smsOutbox)
      .where(eq(smsOutbox.toNumber, '+447700900321'))
      .orderBy(desc(smsOutbox.createdAt))
      .limit(1);
    return codeIn(sms?.text);
  }
  const [mail] = await testApp.database.db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.toAddress, `${who}@example.com`))
    .orderBy(desc(outboxMessages.createdAt))
    .limit(1);
  return codeIn(mail?.text);
}

/** Approves `ids` as `who` with the code sent to them; returns the confirm reply. */
async function approve(who: string, ids: string[]) {
  const started = await callMethod(
    testApp.app,
    'transactionRequestApprove',
    { fromCustomerId: acmeId, transactionIds: ids, declined: false },
    tokens[who],
  );
  expect(started.body.responseCode).toBe('00');
  return callMethod(
    testApp.app,
    'transactionRequestConfirm',
    {
      fromCustomerId: acmeId,
      fromEmail: `${who}@example.com`,
      approvalTransactionId: started.body.approvalTransactionId,
      code: await lastCodeFor(who),
    },
    tokens[who],
  );
}

async function startApprove(who: string, ids: string[]) {
  return callMethod(
    testApp.app,
    'transactionRequestApprove',
    { fromCustomerId: acmeId, transactionIds: ids, declined: false },
    tokens[who],
  );
}

async function setPolicy(rules: object[]) {
  const { body } = await callMethod(testApp.app, 'approvalPolicySet', { rules }, tokens.acme);
  expect(body.responseCode).toBe('00');
}

async function statusOf(id: string): Promise<string | undefined> {
  const [row] = await testApp.database.db.select().from(transactionRequests).where(eq(transactionRequests.id, id));
  return row?.status;
}

describe('transaction requests (spec 001 §4 business approval, decision 0105)', () => {
  it('holds a right-3 payment at once and pays it only when a right-2 colleague approves with the code', async () => {
    // Proves the preparer's p2p becomes a request with funds held (available drops, balance and the payee's do not), and that the approver's confirmed code executes it.
    const before = await acmeUsd();
    const bobBefore = await bobUsdBalance();
    const id = await request('acme.preparer', '100.00');
    const held = await acmeUsd();
    expect(held.balance).toBe(before.balance);
    expect(Number(before.availableBalance) - Number(held.availableBalance)).toBeGreaterThanOrEqual(100);
    expect(await bobUsdBalance()).toBe(bobBefore);
    const list = await callMethod(
      testApp.app,
      'transactionRequestList',
      { fromCustomerId: acmeId },
      tokens['acme.approver'],
    );
    expect(list.body.requests).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          transactionId: id,
          status: 'pending',
          amount: '100.00',
          createdBy: 'acme.preparer@example.com',
          rules: [{ name: 'Default', approversNeeded: 1, approvals: 0 }],
        }),
      ]),
    );
    const confirmed = await approve('acme.approver', [id]);
    expect(confirmed.body).toMatchObject({
      responseCode: '00',
      results: [{ transactionId: id, status: 'approved', isExecuted: true }],
    });
    expect(Number(await bobUsdBalance())).toBeCloseTo(Number(bobBefore) + 100, 2);
    expect((await acmeUsd()).availableBalance).toBe((await acmeUsd()).balance);
  });

  it('refuses a right-3 user who tries to approve, and a right-1 user who tries to initiate', async () => {
    // Proves the access-right matrix: initiate (3) cannot approve ('13'), read (1) cannot pay ('13'), nothing held.
    const id = await request('acme.preparer', '10.00');
    const refused = await startApprove('acme.preparer', [id]);
    expect(refused.body.responseCode).toBe('13');
    await testApp.database.db
      .insert(customerAccessRights)
      .values({ customerId: acmeId, userId: await userId('bob'), accessRight: accessRightLevels.read });
    const before = await acmeUsd();
    const { body } = await pay('bob', '10.00');
    expect(body.responseCode).toBe('13');
    expect((await acmeUsd()).availableBalance).toBe(before.availableBalance);
    await declineAll();
  });

  it('refuses self-approval for every role: a maker now holding right 2, the business login, an administrator', async () => {
    // Proves no one approves their own request: the preparer raised to full access, acme's own login and an admin acting for acme are each refused 'VF' self_approval on their own request.
    const id = await request('acme.preparer', '20.00');
    await setRight(preparerId, accessRightLevels.fullAccess);
    const own = await startApprove('acme.preparer', [id]);
    expect(own.body.validationErrors).toEqual([expect.objectContaining({ code: 'self_approval' })]);
    await setRight(preparerId, accessRightLevels.initiate);

    // A rule for every payment from USD 1,000 catches the business's own login and an administrator too.
    await setPolicy([{ name: 'Large', minAmounts: [{ currencyCode: 'USD', amount: '1000' }], approversNeeded: 1 }]);
    const byAcme = await request('acme', '1000.00');
    const acmeOwn = await startApprove('acme', [byAcme]);
    expect(acmeOwn.body.validationErrors).toEqual([expect.objectContaining({ code: 'self_approval' })]);
    const byAdmin = await request('admin', '1500.00');
    const adminOwn = await startApprove('admin', [byAdmin]);
    expect(adminOwn.body.validationErrors).toEqual([expect.objectContaining({ code: 'self_approval' })]);
    // An administrator is not one of the business's approvers either.
    const adminOther = await startApprove('admin', [id]);
    expect(adminOther.body.validationErrors).toEqual([expect.objectContaining({ code: 'not_an_approver' })]);
    // Below the threshold acme's own payment runs at once.
    expect((await pay('acme', '5.00')).body).toMatchObject({ responseCode: '00', status: 'completed' });
    await declineAll();
  });

  it('needs two different approvers for a two-approver rule: one approving twice does not count', async () => {
    // Proves a 2-approver rule stays pending after one approval, refuses the same approver again (already_approved) and executes on a second person's approval.
    await setPolicy([{ name: 'Two', minAmounts: [{ currencyCode: 'USD', amount: '2000' }], approversNeeded: 2 }]);
    const bobBefore = Number(await bobUsdBalance());
    const id = await request('acme.preparer', '2000.00');
    const first = await approve('acme.approver', [id]);
    expect(first.body).toMatchObject({
      responseCode: '00',
      results: [{ status: 'pending', isExecuted: false, rules: [{ name: 'Two', approversNeeded: 2, approvals: 1 }] }],
    });
    const again = await startApprove('acme.approver', [id]);
    expect(again.body.validationErrors).toEqual([expect.objectContaining({ code: 'already_approved' })]);
    expect(Number(await bobUsdBalance())).toBeCloseTo(bobBefore, 2);
    const second = await approve('acme', [id]);
    expect(second.body).toMatchObject({ responseCode: '00', results: [{ status: 'approved', isExecuted: true }] });
    expect(Number(await bobUsdBalance())).toBeCloseTo(bobBefore + 2000, 2);
  });

  it('declines at once with a reason and gives the funds back', async () => {
    // Proves decline voids the hold (available back to what it was) and the audit log keeps who declined and why.
    const before = await acmeUsd();
    const id = await request('acme.preparer', '300.00');
    const { body } = await callMethod(
      testApp.app,
      'transactionRequestApprove',
      { fromCustomerId: acmeId, transactionIds: [id], declined: true, reason: 'Wrong payee' },
      tokens['acme.approver'],
    );
    expect(body).toMatchObject({ responseCode: '00', declined: true });
    expect((await acmeUsd()).availableBalance).toBe(before.availableBalance);
    expect(await statusOf(id)).toBe('declined');
    const events = await testApp.database.db
      .select()
      .from(transactionRequestEvents)
      .where(and(eq(transactionRequestEvents.requestId, id), eq(transactionRequestEvents.action, 'declined')));
    expect(events).toEqual([expect.objectContaining({ reason: 'Wrong payee', userId: await userId('acme.approver') })]);
  });

  it('shows the payee neither a pending nor a declined request, nor its note, and the payment once executed', async () => {
    // Proves finding N-L4: bob's history, counts and keyword search know nothing of acme's waiting or declined payment to him; once executed he sees it as completed.
    await setPolicy([{ name: 'Two', minAmounts: [{ currencyCode: 'USD', amount: '1' }], approversNeeded: 2 }]);
    const from = await acmeUsd();
    /** acme's preparer pays bob `amount` USD with `note`; the request waits for two approvers. */
    async function requestWithNote(amount: string, note: string): Promise<string> {
      const { body } = await callMethod(
        testApp.app,
        'p2pTransfer',
        {
          fromCustomerId: acmeId,
          fromAccount: from.accountId,
          toEmail: 'bob@example.com',
          amount,
          currency: 'USD',
          note,
        },
        tokens['acme.preparer'],
      );
      expect(body).toMatchObject({ responseCode: '00', status: 'processing' });
      return String(body.transactionRequestId);
    }
    async function history(token: string | undefined, filter: Record<string, unknown> = {}) {
      const { body } = await callMethod(testApp.app, 'transactionHistory', filter, token);
      expect(body.responseCode).toBe('00');
      const rows = (body.transactions as { transaction: Record<string, unknown>[] }).transaction;
      return { body, rows, text: JSON.stringify(body) };
    }
    const bobBefore = await history(tokens.bob);

    const waiting = await requestWithNote('17.31', 'needs 2 approvers');
    const declined = await requestWithNote('17.32', 'internal: check invoice');
    const decline = await callMethod(
      testApp.app,
      'transactionRequestApprove',
      { fromCustomerId: acmeId, transactionIds: [declined], declined: true, reason: 'Wrong payee' },
      tokens['acme.approver'],
    );
    expect(decline.body).toMatchObject({ responseCode: '00', declined: true });
    // acme, the payer, sees both (fee of 0.50 included): one processing, one rejected; bob must see neither.
    const acmeRows = (await history(tokens.acme, { fromCustomerId: acmeId })).rows;
    expect(acmeRows.filter((row) => ['-17.81', '-17.82'].includes(String(row.amount)))).toEqual([
      expect.objectContaining({ status: 'rejected', note: 'internal: check invoice' }),
      expect.objectContaining({ status: 'processing', note: 'needs 2 approvers' }),
    ]);

    const bobWaiting = await history(tokens.bob);
    for (const hidden of ['17.31', '17.32', 'needs 2 approvers', 'internal: check invoice', 'Wrong payee'])
      expect(bobWaiting.text).not.toContain(hidden);
    expect(bobWaiting.body).toMatchObject({
      results: bobBefore.body.results,
      processingCount: bobBefore.body.processingCount,
      rejectedCount: bobBefore.body.rejectedCount,
    });
    expect((await history(tokens.bob, { keyword: 'needs 2' })).rows).toEqual([]);
    expect((await history(tokens.bob, { status: 'rejected' })).text).not.toContain('17.32');

    // One approval of two: still waiting, still invisible to bob.
    expect((await approve('acme.approver', [waiting])).body).toMatchObject({ results: [{ isExecuted: false }] });
    expect((await history(tokens.bob)).text).not.toContain('17.31');
    // The second approval executes it: bob sees the payment he received, completed, with the
    // transfer's message (the p2p note is addressed to the payee, spec 001 transfer payloads).
    expect((await approve('acme', [waiting])).body).toMatchObject({ results: [{ isExecuted: true }] });
    const received = (await history(tokens.bob)).rows.filter((row) => row.amount === '17.31');
    expect(received).toEqual([
      expect.objectContaining({
        status: 'completed',
        direction: 'in',
        transactionType: 'p2p',
        note: 'needs 2 approvers',
      }),
    ]);
    expect((await history(tokens.bob)).text).not.toContain('17.32');
  });

  it('expires an unreviewed request after its time, releasing its funds and telling the maker; warns a day before', async () => {
    // Proves the expiry pass warns once within the last day and then voids the hold, e-mailing the preparer both times.
    const before = await acmeUsd();
    const id = await request('acme.preparer', '40.00');
    const messaging = {
      mailer: createMailer(undefined, 'test@example.com'),
      sms: createSandboxSmsSender(),
      language: 'en' as const,
    };
    const [row] = await testApp.database.db.select().from(transactionRequests).where(eq(transactionRequests.id, id));
    if (!row) throw new Error('no request');
    const dayBefore = new Date(row.expiresAt.getTime() - 60 * 60 * 1000);
    expect(await expireTransactionRequests(testApp.database.db, messaging, dayBefore)).toBe(1);
    expect(await expireTransactionRequests(testApp.database.db, messaging, dayBefore)).toBe(0);
    expect(await statusOf(id)).toBe('pending');
    await testApp.database.db
      .update(transactionRequests)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(transactionRequests.id, id));
    expect(await expireTransactionRequests(testApp.database.db, messaging)).toBe(1);
    expect(await statusOf(id)).toBe('expired');
    expect((await acmeUsd()).availableBalance).toBe(before.availableBalance);
    const mails = await testApp.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.toAddress, 'acme.preparer@example.com'));
    expect(mails.map((mail) => mail.subject)).toEqual(
      expect.arrayContaining(['A payment waits for approval', 'A payment expired without approval']),
    );
  });

  it('re-checks the balance at execution: with less money than needed, approval fails and nothing moves', async () => {
    // Proves a reserve put on the account after the hold makes the approval fail 'ISF', with no money moved and the request still pending.
    const id = await request('acme.preparer', '500.00');
    const account = await acmeUsd();
    const bobBefore = await bobUsdBalance();
    const [stored] = await testApp.database.db
      .select()
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.id, account.accountId));
    if (!stored) throw new Error('no account');
    await testApp.database.db
      .update(ledgerAccounts)
      .set({ balanceMinMinor: stored.balanceMinor - 100n })
      .where(eq(ledgerAccounts.id, account.accountId));
    const refused = await approve('acme.approver', [id]);
    expect(refused.body.responseCode).toBe('ISF');
    expect(await statusOf(id)).toBe('pending');
    expect(await bobUsdBalance()).toBe(bobBefore);
    expect((await acmeUsd()).balance).toBe(account.balance);
    await testApp.database.db
      .update(ledgerAccounts)
      .set({ balanceMinMinor: stored.balanceMinMinor })
      .where(eq(ledgerAccounts.id, account.accountId));
    await declineAll();
  });

  it("refuses a request naming another company's fromCustomerId", async () => {
    // Proves acme's approver cannot list or approve for a customer it holds no right on ('13'), and cannot name acme's request through another customer.
    const [bobUser] = await testApp.database.db.select().from(users).where(eq(users.email, 'bob@example.com'));
    const other = bobUser?.customerId ?? 0;
    const listed = await callMethod(
      testApp.app,
      'transactionRequestList',
      { fromCustomerId: other },
      tokens['acme.approver'],
    );
    expect(listed.body.responseCode).toBe('13');
    const id = await request('acme.preparer', '15.00');
    const approved = await callMethod(
      testApp.app,
      'transactionRequestApprove',
      { fromCustomerId: other, transactionIds: [id], declined: false },
      tokens['acme.approver'],
    );
    expect(approved.body.responseCode).toBe('13');
    // alice acting for herself cannot reach acme's request either.
    const byAlice = await callMethod(
      testApp.app,
      'transactionRequestApprove',
      { transactionIds: [id], declined: true },
      tokens.alice,
    );
    expect(byAlice.body.validationErrors).toEqual([expect.objectContaining({ code: 'request_not_found' })]);
    const batch = await callMethod(
      testApp.app,
      'transactionRequestMassApprove',
      { fromCustomerId: acmeId, batchId: 'none', declined: true },
      tokens['acme.approver'],
    );
    expect(batch.body.validationErrors).toEqual([expect.objectContaining({ code: 'batch_not_found' })]);
    await declineAll();
  });

  it('approves a batch as one with the code, and declines another batch as one, releasing every hold', async () => {
    // Proves transactionRequestMassList groups a batch and transactionRequestMassApprove {batchId,
    // declined} decides all of its requests (spec 001 §4). No mass send exists yet to make batches
    // (decision 0105), so the test groups two single requests the way a mass send will.
    const bobBefore = await bobUsdBalance();
    const paid = [await request('acme.preparer', '40.00'), await request('acme.preparer', '60.00')];
    const dropped = [await request('acme.preparer', '70.00'), await request('acme.preparer', '80.00')];
    const heldBefore = (await acmeUsd()).availableBalance;
    await testApp.database.db
      .update(transactionRequests)
      .set({ batchId: 'batch-paid' })
      .where(inArray(transactionRequests.id, paid));
    await testApp.database.db
      .update(transactionRequests)
      .set({ batchId: 'batch-dropped' })
      .where(inArray(transactionRequests.id, dropped));

    const list = await callMethod(
      testApp.app,
      'transactionRequestMassList',
      { fromCustomerId: acmeId },
      tokens['acme.approver'],
    );
    expect(list.body).toMatchObject({ responseCode: '00', total: 2 });
    expect(list.body.batches).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ batchId: 'batch-paid', count: 2, createdBy: 'acme.preparer@example.com' }),
        expect.objectContaining({ batchId: 'batch-dropped', count: 2 }),
      ]),
    );

    const started = await callMethod(
      testApp.app,
      'transactionRequestMassApprove',
      { fromCustomerId: acmeId, batchId: 'batch-paid', declined: false },
      tokens['acme.approver'],
    );
    expect(started.body.responseCode).toBe('00');
    const confirmed = await callMethod(
      testApp.app,
      'transactionRequestConfirm',
      {
        fromCustomerId: acmeId,
        fromEmail: 'acme.approver@example.com',
        approvalTransactionId: started.body.approvalTransactionId,
        code: await lastCodeFor('acme.approver'),
      },
      tokens['acme.approver'],
    );
    expect(confirmed.body.results).toEqual(
      expect.arrayContaining(
        paid.map((id) => expect.objectContaining({ transactionId: id, status: 'approved', isExecuted: true })),
      ),
    );
    expect(Number(await bobUsdBalance())).toBeCloseTo(Number(bobBefore) + 100, 2);

    // The maker (right 3, initiate) cannot decide a batch; the approver declines the other one as a whole.
    const byMaker = await callMethod(
      testApp.app,
      'transactionRequestMassApprove',
      { fromCustomerId: acmeId, batchId: 'batch-dropped', declined: true, reason: 'Mine' },
      tokens['acme.preparer'],
    );
    expect(byMaker.body.responseCode).toBe('13');
    const declined = await callMethod(
      testApp.app,
      'transactionRequestMassApprove',
      { fromCustomerId: acmeId, batchId: 'batch-dropped', declined: true, reason: 'Wrong file' },
      tokens['acme.approver'],
    );
    expect(declined.body).toMatchObject({ responseCode: '00', declined: true });
    for (const id of dropped) expect(await statusOf(id)).toBe('declined');
    // Both holds of the declined batch are released: available rises by 150.00.
    expect(Number((await acmeUsd()).availableBalance) - Number(heldBefore)).toBeGreaterThanOrEqual(150);
  });

  it('reads and sets the policy with full access only, refusing rules it cannot satisfy', async () => {
    // Proves the policy methods: the preparer (right 3) may read but not set ('13'); a rule needing more approvers than named is 'VF' approval_rule_invalid.
    expect(
      (
        await callMethod(
          testApp.app,
          'approvalPolicySet',
          { fromCustomerId: acmeId, rules: [] },
          tokens['acme.preparer'],
        )
      ).body.responseCode,
    ).toBe('13');
    const approverId = await userId('acme.approver');
    const bad = await callMethod(
      testApp.app,
      'approvalPolicySet',
      { rules: [{ name: 'Named', approversNeeded: 2, approverUserIds: [approverId] }] },
      tokens.acme,
    );
    expect(bad.body.validationErrors).toEqual([
      expect.objectContaining({ field: 'rules.0.approversNeeded', code: 'approval_rule_invalid' }),
    ]);
    const notApprover = await callMethod(
      testApp.app,
      'approvalPolicySet',
      { rules: [{ name: 'Named', approversNeeded: 1, approverUserIds: [preparerId] }] },
      tokens.acme,
    );
    expect(notApprover.body.validationErrors).toEqual([
      expect.objectContaining({ field: 'rules.0.approverUserIds', code: 'approval_rule_invalid' }),
    ]);
    await setPolicy([{ name: 'New payees', isNewPayeeOnly: true, approversNeeded: 1, approverUserIds: [approverId] }]);
    const read = await callMethod(
      testApp.app,
      'approvalPolicyGet',
      { fromCustomerId: acmeId },
      tokens['acme.approver'],
    );
    expect(read.body).toMatchObject({
      responseCode: '00',
      rules: [{ name: 'New payees', approverUserIds: [approverId] }],
      defaultRule: { name: 'Default', approversNeeded: 1 },
    });
  });

  it('holds a between-accounts move and a wire payout the same way: executed on approval, released on decline', async () => {
    // Proves the hook covers every money submit: a preparer's exchange into acme's EUR account waits and posts when approved; a wire payout waits, and its decline releases the hold and the payout with it.
    const accounts = (await callMethod(testApp.app, 'accountList', {}, tokens.acme)).body.accounts as (WireAccount & {
      accountId: number;
    })[];
    const usd = accounts.find((item) => item.currencyCode === 'USD');
    const eur = accounts.find((item) => item.currencyCode === 'EUR');
    if (!usd || !eur) throw new Error('acme accounts missing');
    const move = await callMethod(
      testApp.app,
      'betweenAccountsTransfer',
      { fromAccount: usd.accountId, toAccount: eur.accountId, amount: '50.00' },
      tokens['acme.preparer'],
    );
    expect(move.body).toMatchObject({ responseCode: '00', status: 'processing' });
    const moveId = String(move.body.transactionRequestId);
    const eurBefore = eur.balance;
    expect((await approve('acme.approver', [moveId])).body).toMatchObject({
      results: [{ status: 'approved', isExecuted: true }],
    });
    const eurAfter = (
      (await callMethod(testApp.app, 'accountList', {}, tokens.acme)).body.accounts as WireAccount[]
    ).find((item) => item.currencyCode === 'EUR')?.balance;
    expect(Number(eurAfter)).toBeGreaterThan(Number(eurBefore));

    const before = await acmeUsd();
    const wireInput = {
      fromAccount: usd.accountId,
      amount: '70.00',
      currency: 'USD',
      beneficiaryName: 'Max Mustermann',
      beneficiaryCountryCode: 'DE',
      beneficiaryAddress: 'Hauptstraße 1',
      beneficiaryCity: 'Berlin',
      iban: 'DE89 3704 0044 0532 0130 00',
      swift: 'COBADEFFXXX',
      reference: 'Invoice 42',
    };
    const wire = await callMethod(testApp.app, 'wireTransfer', wireInput, tokens['acme.preparer']);
    expect(wire.body).toMatchObject({ responseCode: '00', status: 'processing' });
    const wireId = String(wire.body.transactionRequestId);
    const [row] = await testApp.database.db
      .select()
      .from(transactionRequests)
      .where(eq(transactionRequests.id, wireId));
    expect(row).toMatchObject({ transactionType: 'payout', countryCode: 'DE', afterApproval: 'hold' });
    // The payout waits too: not queued for its rail before the approval (the bug: it went at once).
    const payoutStatus = async (id: string) =>
      (await testApp.database.db.select({ status: payouts.status }).from(payouts).where(eq(payouts.id, id)))[0]?.status;
    expect(await payoutStatus(wireId)).toBe('awaitingApproval');
    const declined = await callMethod(
      testApp.app,
      'transactionRequestApprove',
      { fromCustomerId: acmeId, transactionIds: [wireId], declined: true, reason: 'Not now' },
      tokens['acme.approver'],
    );
    expect(declined.body.responseCode).toBe('00');
    expect((await acmeUsd()).availableBalance).toBe(before.availableBalance);
    expect(await payoutStatus(wireId)).toBe('cancelled');
    // Approved, a payout stays held and goes to its rail (decision 0040): executed, funds still reserved.
    const second = await callMethod(testApp.app, 'wireTransfer', wireInput, tokens['acme.preparer']);
    const secondId = String(second.body.transactionRequestId);
    expect(await payoutStatus(secondId)).toBe('awaitingApproval');
    expect((await approve('acme.approver', [secondId])).body).toMatchObject({
      results: [{ status: 'approved', isExecuted: true }],
    });
    expect(await payoutStatus(secondId)).not.toBe('awaitingApproval');
    expect(Number((await acmeUsd()).availableBalance)).toBeLessThan(Number(before.availableBalance));
  });

  it('limits the approval codes one approver asks for: at most 10 within 10 minutes, then RL', async () => {
    // Proves starting approvals (each sends a code) is rate-limited per approver, so codes and SMS cannot be spammed.
    const id = await request('acme.preparer', '12.00');
    const codes: string[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) codes.push((await startApprove('acme', [id])).body.responseCode);
    expect(codes.filter((code) => code === '00').length).toBeLessThanOrEqual(10);
    expect(codes.at(-1)).toBe('RL');
    await declineAll();
  });

  it("declines a business's waiting requests when an administrator disables it, releasing their funds", async () => {
    // Proves disabling a customer (decision 0016) also voids its transaction requests: nothing stays held.
    const before = await availableByAdmin();
    const id = await request('acme.preparer', '25.00');
    expect(await availableByAdmin()).not.toBe(before);
    const { body } = await callMethod(
      testApp.app,
      'customerDisable',
      { customerId: acmeId, reason: 'Business approval test: disabling voids held requests' },
      tokens.admin,
    );
    expect(body.responseCode).toBe('00');
    expect(await statusOf(id)).toBe('declined');
    const enabled = await callMethod(
      testApp.app,
      'customerEnable',
      { customerId: acmeId, reason: 'Business approval test: enabled again' },
      tokens.admin,
    );
    expect(enabled.body.responseCode).toBe('00');
    expect(await availableByAdmin()).toBe(before);
  });
});

/** acme's available USD balance, read by the administrator (acme's own sessions end when it is disabled). */
async function availableByAdmin(): Promise<string> {
  const { body } = await callMethod(testApp.app, 'accountList', { fromCustomerId: acmeId }, tokens.admin);
  const account = (body.accounts as WireAccount[]).find((item) => item.currencyCode === 'USD');
  if (!account) throw new Error('no USD account');
  return account.availableBalance;
}

async function userId(who: string): Promise<number> {
  const [row] = await testApp.database.db
    .select()
    .from(users)
    .where(eq(users.email, `${who}@example.com`));
  if (!row) throw new Error(`no user ${who}`);
  return row.id;
}

async function setRight(user: number, level: number) {
  await testApp.database.db
    .update(customerAccessRights)
    .set({ accessRight: level })
    .where(and(eq(customerAccessRights.userId, user), eq(customerAccessRights.customerId, acmeId)));
}

/** Declines every request still waiting, so the next test starts with acme's funds free. */
async function declineAll() {
  const waiting = await testApp.database.db
    .select({ id: transactionRequests.id })
    .from(transactionRequests)
    .where(eq(transactionRequests.status, 'pending'));
  if (waiting.length === 0) return;
  const { body } = await callMethod(
    testApp.app,
    'transactionRequestApprove',
    { fromCustomerId: acmeId, transactionIds: waiting.map((row) => row.id), declined: true, reason: 'Test clean-up' },
    tokens['acme.approver'],
  );
  expect(body.responseCode).toBe('00');
}
