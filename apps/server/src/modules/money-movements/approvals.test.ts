import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callMethod, createTestApp, signIn, type TestApp } from '../../../test/test-app.ts';
import {
  customerLimits,
  customers,
  outboxMessages,
  recurringTransfers,
  smsOutbox,
  transferApprovals,
  users,
} from '../../db/schema/index.ts';
import { demoPassword } from '../seed/index.ts';
import { expireApprovals } from './approvals.ts';

let testApp: TestApp;
let alice = '';
let bob = '';
beforeAll(async () => {
  testApp = await createTestApp();
  alice = (await signIn(testApp.app, 'alice@example.com')).accessToken;
  bob = (await signIn(testApp.app, 'bob@example.com')).accessToken;
  await testApp.database.db
    .update(users)
    .set({ phoneNumber: '+447700900999', totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP' })
    .where(eq(users.email, 'alice@example.com'));
});
afterAll(async () => testApp.close());

interface WireAccount {
  accountId: number;
  currencyCode: string;
  balance: string;
  availableBalance: string;
  pendingAmount: string;
  type: number;
}

async function usdAccount(token: string): Promise<WireAccount> {
  const { body } = await callMethod(testApp.app, 'accountList', {}, token);
  const account = (body.accounts as WireAccount[]).find((item) => item.currencyCode === 'USD' && item.type === 1001);
  if (!account) throw new Error('no USD account');
  return account;
}

async function setMode(mode: number) {
  const reply = await callMethod(
    testApp.app,
    'setTransactionApproveMode',
    { transactionApproveMode: mode, password: demoPassword },
    alice,
  );
  expect(reply.body).toMatchObject({ responseCode: '00', transactionApproveMode: mode });
}

async function sendToBob(amount = '10.00') {
  const from = await usdAccount(alice);
  return callMethod(
    testApp.app,
    'p2pTransfer',
    { fromAccount: from.accountId, toEmail: 'bob@example.com', amount, currency: 'USD', note: 'approval test' },
    alice,
  );
}

function codeIn(text: string | undefined): string {
  const code = /\b(\d{6})\b/.exec(text ?? '')?.[1];
  if (!code) throw new Error('no code');
  return code;
}

async function lastSmsCode(): Promise<string> {
  const rows = await testApp.database.db.select().from(smsOutbox).where(eq(smsOutbox.toNumber, '+447700900999'));
  return codeIn(rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0]?.text);
}

describe('transaction approval modes (spec 001 §4)', () => {
  it('lists the modes whose factor is set up and refuses a missing one with its reason', async () => {
    // Proves usableApprovalModes follows the setter's rule: bob has only the e-mail code, alice (phone and app) sms and otp too; otp without an app is refused 'VF' authenticator_required.
    const bobModes = await callMethod(testApp.app, 'usableApprovalModes', {}, bob);
    expect(bobModes.body).toMatchObject({ responseCode: '00', approveTypes: [4] });
    const aliceModes = await callMethod(testApp.app, 'usableApprovalModes', {}, alice);
    expect(aliceModes.body).toMatchObject({ responseCode: '00', approveTypes: [2, 3, 4] });
    const otp = await callMethod(
      testApp.app,
      'setTransactionApproveMode',
      { transactionApproveMode: 3, password: demoPassword },
      bob,
    );
    expect(otp.body).toMatchObject({
      responseCode: 'VF',
      validationErrors: [
        {
          field: 'transactionApproveMode',
          code: 'authenticator_required',
          description: 'Set up an authenticator app first.',
        },
      ],
    });
    const push = await callMethod(
      testApp.app,
      'setTransactionApproveMode',
      { transactionApproveMode: 1, password: demoPassword },
      bob,
    );
    expect(push.body).toMatchObject({
      validationErrors: [{ field: 'transactionApproveMode', code: 'device_required' }],
    });
  });

  it('sets the mode only with the password and the factor it needs', async () => {
    // Proves the settings guard: wrong password, unknown mode and push (no linked device yet) are refused.
    const wrong = await callMethod(
      testApp.app,
      'setTransactionApproveMode',
      { transactionApproveMode: 2, password: 'x' },
      alice,
    );
    expect(wrong.body).toMatchObject({
      responseCode: 'VF',
      validationErrors: [{ field: 'password', code: 'wrong_password' }],
    });
    const push = await callMethod(
      testApp.app,
      'setTransactionApproveMode',
      { transactionApproveMode: 1, password: demoPassword },
      alice,
    );
    expect(push.body.responseCode).toBe('VF');
    const noPhone = await callMethod(
      testApp.app,
      'setTransactionApproveMode',
      { transactionApproveMode: 2, password: demoPassword },
      bob,
    );
    expect(noPhone.body).toMatchObject({
      validationErrors: [{ field: 'transactionApproveMode', code: 'phone_missing' }],
    });
  });

  it('sms: the submit holds the money until the SMS code approves it, exactly once', async () => {
    // Proves held funds (available down, balance unchanged), the code by SMS, and a single posting.
    await setMode(2);
    const before = await usdAccount(alice);
    const bobBefore = await usdAccount(bob);
    const submit = await sendToBob('10.00');
    // The submit result of spec 001 §3: operationId (the trxid), approvalSentTo, and the modes
    // Alice could approve with (a phone and an authenticator app, no linked device, e-mail always).
    expect(submit.body).toMatchObject({
      responseCode: '00',
      status: 'processing',
      approveType: 2,
      approvalSentTo: '+44 ••• ••• 0999',
      availableApprovalMethods: [2, 3, 4],
    });
    const trxid = String(submit.body.operationId);
    expect(submit.body.transactionId).toBe(trxid);
    const held = await usdAccount(alice);
    expect(held.balance).toBe(before.balance);
    expect(Number(held.pendingAmount)).toBeGreaterThan(0);
    expect((await usdAccount(bob)).balance).toBe(bobBefore.balance);

    // Bob cannot approve or decline Alice's transfer by naming its id.
    const foreign = await callMethod(testApp.app, 'approveTransfer', { trxid, approvalCode: await lastSmsCode() }, bob);
    expect(foreign.body).toMatchObject({ responseCode: 'VF', validationErrors: [{ code: 'approval_not_found' }] });
    expect((await callMethod(testApp.app, 'declineTransfer', { trxid }, bob)).body.responseCode).toBe('VF');

    const wrong = await callMethod(testApp.app, 'approveTransfer', { trxid, approvalCode: '000000' }, alice);
    expect(wrong.body).toMatchObject({
      responseCode: 'VF',
      validationErrors: [{ field: 'approvalCode', code: 'invalid_code' }],
    });
    const resent = await callMethod(testApp.app, 'resendApprovalCode', { trxid }, alice);
    expect(resent.body).toMatchObject({ responseCode: '00', approveType: 2, approvalSentTo: '+44 ••• ••• 0999' });
    const ok = await callMethod(testApp.app, 'approveTransfer', { trxid, approvalCode: await lastSmsCode() }, alice);
    expect(ok.body).toMatchObject({ responseCode: '00', status: 'completed' });
    const again = await callMethod(testApp.app, 'approveTransfer', { trxid, approvalCode: await lastSmsCode() }, alice);
    expect(again.body.responseCode).toBe('TA1');

    const after = await usdAccount(alice);
    expect(after.pendingAmount).toBe(before.pendingAmount);
    expect(Number(before.balance) - Number(after.balance)).toBeGreaterThanOrEqual(10);
    expect(Number((await usdAccount(bob)).balance) - Number(bobBefore.balance)).toBe(10);
  });

  it('a declined submit releases the hold and the limit it used, and shows as rejected in history', async () => {
    // Proves decline voids the pending transfer ("Transaction was rejected."), nothing moves, and
    // the daily limit counts only transfers that can still happen (decision 0010).
    const [owner] = await testApp.database.db
      .select({ customerId: users.customerId })
      .from(users)
      .where(eq(users.email, 'alice@example.com'));
    await testApp.database.db
      .insert(customerLimits)
      .values({ customerId: owner?.customerId, operation: 'p2p', currencyCode: 'USD', dailyMaxMinor: 100_000n });
    const before = await usdAccount(alice);
    const usedToday = async () => {
      const { body } = await callMethod(testApp.app, 'limits', { type: 'p2p', fromAccountId: before.accountId }, alice);
      return (body.limits as { period: string; used: string }[]).find((item) => item.period === 'daily')?.used;
    };
    const usedBefore = await usedToday();
    const submit = await sendToBob('7.00');
    const trxid = String(submit.body.transactionId);
    expect(Number(await usedToday())).toBe(Number(usedBefore) + 7);
    const declined = await callMethod(testApp.app, 'declineTransfer', { trxid }, alice);
    expect(declined.body).toMatchObject({ responseCode: '00', status: 'rejected' });
    const after = await usdAccount(alice);
    expect(after).toMatchObject({ balance: before.balance, pendingAmount: before.pendingAmount });
    expect(await usedToday()).toBe(usedBefore);
    const late = await callMethod(testApp.app, 'approveTransfer', { trxid, approvalCode: await lastSmsCode() }, alice);
    expect(late.body.responseCode).toBe('TA1');
    const history = await callMethod(
      testApp.app,
      'transactionHistory',
      { accountId: before.accountId, status: 'rejected' },
      alice,
    );
    expect(history.body.rejectedCount).toBeGreaterThan(0);
  });

  it('five wrong codes decline it; expiry voids a forgotten one', async () => {
    // Proves the try limit and the expiry job.
    const first = String((await sendToBob('3.00')).body.transactionId);
    for (let attempt = 1; attempt <= 4; attempt += 1)
      expect(
        (await callMethod(testApp.app, 'approveTransfer', { trxid: first, approvalCode: '111111' }, alice)).body
          .responseCode,
      ).toBe('VF');
    expect(
      (await callMethod(testApp.app, 'approveTransfer', { trxid: first, approvalCode: '111111' }, alice)).body
        .responseCode,
    ).toBe('TA1');
    const [row] = await testApp.database.db.select().from(transferApprovals).where(eq(transferApprovals.id, first));
    expect(row?.status).toBe('declined');

    const before = await usdAccount(alice);
    const second = String((await sendToBob('4.00')).body.transactionId);
    await testApp.database.db
      .update(transferApprovals)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(transferApprovals.id, second));
    expect(await expireApprovals(testApp.database.db)).toBe(1);
    expect(await usdAccount(alice)).toMatchObject({ pendingAmount: before.pendingAmount, balance: before.balance });
  });

  it('otp: approved with a code of the authenticator app', async () => {
    // Proves mode 3 uses the user's TOTP (replay-safe like sign-in).
    await setMode(3);
    const submit = await sendToBob('5.00');
    expect(submit.body).toMatchObject({ status: 'processing', approveType: 3 });
    const code = await generate({ secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP' });
    const ok = await callMethod(
      testApp.app,
      'approveTransfer',
      { trxid: String(submit.body.transactionId), approvalCode: code },
      alice,
    );
    expect(ok.body).toMatchObject({ responseCode: '00', status: 'completed' });
  });

  it('approvalCode: the code arrives by e-mail; declining the first run of a schedule cancels it', async () => {
    // Proves mode 4 and that a recurring schedule needs its first payment approved.
    await setMode(4);
    const submit = await sendToBob('2.00');
    expect(submit.body).toMatchObject({ approveType: 4, approvalSentTo: 'a•••@example.com' });
    const mails = await testApp.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.toAddress, 'alice@example.com'));
    const code = codeIn(mails.find((mail) => mail.subject === 'Your approval code')?.text);
    const ok = await callMethod(
      testApp.app,
      'approveTransfer',
      { trxid: String(submit.body.transactionId), approvalCode: code },
      alice,
    );
    expect(ok.body.responseCode).toBe('00');

    const { body } = await callMethod(testApp.app, 'accountList', {}, alice);
    const accounts = body.accounts as WireAccount[];
    const usd = accounts.find((item) => item.currencyCode === 'USD' && item.type === 1001);
    const eur = accounts.find((item) => item.currencyCode === 'EUR' && item.type === 1001);
    const schedule = await callMethod(
      testApp.app,
      'betweenAccountsTransfer',
      { fromAccount: usd?.accountId, toAccount: eur?.accountId, amount: '1.00', subscriptionFrequency: 'monthly' },
      alice,
    );
    expect(schedule.body).toMatchObject({ responseCode: '00', status: 'processing', approveType: 4 });
    await callMethod(testApp.app, 'declineTransfer', { trxid: String(schedule.body.transactionId) }, alice);
    const [recurring] = await testApp.database.db
      .select()
      .from(recurringTransfers)
      .where(eq(recurringTransfers.id, String(schedule.body.subscriptionId)));
    expect(recurring?.status).toBe('cancelled');
    await testApp.database.db.update(customers).set({ transactionApproveMode: 0 });
  });

  it('the between-accounts link finds the transfer while it waits and once it is posted', async () => {
    // Proves the link of spec 001 §3 (decision 0024): the history searched for the operationId
    // shows the held transfer, and the posted one after approval (which keeps that id).
    await setMode(2);
    const { body } = await callMethod(testApp.app, 'accountList', {}, alice);
    const accounts = body.accounts as WireAccount[];
    const usd = accounts.find((item) => item.currencyCode === 'USD' && item.type === 1001);
    const eur = accounts.find((item) => item.currencyCode === 'EUR' && item.type === 1001);
    const submit = await callMethod(
      testApp.app,
      'betweenAccountsTransfer',
      { fromAccount: usd?.accountId, toAccount: eur?.accountId, amount: '1.50' },
      alice,
    );
    expect(submit.body).toMatchObject({ responseCode: '00', status: 'processing', field: 'amount' });
    const trxid = String(submit.body.operationId);
    const link = new URL(String(submit.body.link));
    expect(Object.fromEntries(link.searchParams)).toEqual({ accountId: String(usd?.accountId), keyword: trxid });
    const historyOf = async () => {
      const history = await callMethod(
        testApp.app,
        'transactionHistory',
        { accountId: Number(link.searchParams.get('accountId')), keyword: link.searchParams.get('keyword') },
        alice,
      );
      const rows = (history.body.transactions as { transaction: { amount: string; transactionType: string }[] })
        .transaction;
      return rows.filter((row) => row.transactionType !== 'fee');
    };
    const held = await historyOf();
    expect(held).toMatchObject([{ status: 'processing', amount: '-1.50' }]);
    const ok = await callMethod(testApp.app, 'approveTransfer', { trxid, approvalCode: await lastSmsCode() }, alice);
    expect(ok.body.responseCode).toBe('00');
    const posted = await historyOf();
    expect(posted).toMatchObject([{ status: 'completed', amount: '-1.50' }]);
    await testApp.database.db.update(customers).set({ transactionApproveMode: 0 });
  });
});
