import { authPaths, codeChallengeS256, generateCodeVerifier, liveUnauthorisedCloseCode } from '@tessera/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callMethod,
  createTestApp,
  post,
  request,
  signIn,
  startLogin,
  type TestApp,
  linkDevice,
} from '../../../test/test-app.ts';
import { openLive, closeCodeWithin, untilListening } from '../../../test/live-socket.ts';
import {
  adminAuditLog,
  customerLimits,
  devices,
  loginEvents,
  outboxMessages,
  pushRequests,
  recurringTransfers,
  transferApprovals,
  users,
} from '../../db/schema/index.ts';
import { subscribe, userTopic, type LiveEvent } from '../../platform/live.ts';
import { hashPassword } from '../credentials/index.ts';
import { checkLedger } from '../ledger/index.ts';
import { demoPassword } from '../seed/index.ts';
import { runDueRecurringTransfers } from '../transfers/index.ts';
import { createCustomer } from '../identity/index.ts';

let testApp: TestApp;
let admin = '';
beforeAll(async () => {
  testApp = await createTestApp();
  admin = (await signIn(testApp.app, 'admin@example.com')).accessToken;
});
afterAll(async () => testApp.close());

type Body = Record<string, unknown> & { responseCode: string; validationErrors: { field: string; code: string }[] };

async function userOf(email: string) {
  const [user] = await testApp.database.db.select().from(users).where(eq(users.email, email));
  if (!user) throw new Error(`no user ${email}`);
  return user;
}

interface WireAccount {
  accountId: number;
  currencyCode: string;
  balance: string;
  availableBalance: string;
  type: number;
}

/** The customer's USD payment account, read by the admin on their behalf. */
async function usdAccountOf(customerId: number): Promise<WireAccount> {
  const { body } = await callMethod(testApp.app, 'accountList', { fromCustomerId: customerId }, admin);
  const account = (body.accounts as WireAccount[]).find((item) => item.currencyCode === 'USD' && item.type === 1001);
  if (!account) throw new Error('no USD account');
  return account;
}

async function usedTodayOf(customerId: number, accountId: number): Promise<string | undefined> {
  const { body } = await callMethod(
    testApp.app,
    'limits',
    { type: 'p2p', fromAccountId: accountId, fromCustomerId: customerId },
    admin,
  );
  return (body.limits as { period: string; used: string }[]).find((item) => item.period === 'daily')?.used;
}

/** Signs in with the password and returns the whole reply (status and body), for comparing answers. */
async function passwordSignIn(username: string, password: string) {
  const codeChallenge = await codeChallengeS256(generateCodeVerifier());
  const response = await testApp.app.inject({
    method: 'POST',
    url: authPaths.login,
    payload: { client: 'spa', username, password, codeChallenge },
  });
  return { status: response.statusCode, body: response.json<Body>() };
}

async function lastRecoveryCode(email: string): Promise<string> {
  const rows = await testApp.database.db.select().from(outboxMessages).where(eq(outboxMessages.toAddress, email));
  const latest = rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
  const code = /\b(\d{6})\b/.exec(latest?.text ?? '')?.[1];
  if (!code) throw new Error('no recovery code');
  return code;
}

describe('disabling a customer (decision 0016)', () => {
  it('ends the linked device, tokens, held transfer and recovery of a disabled customer at once', async () => {
    // Proves the attack on a disabled customer fails: after disabling, the device secret neither reads nor approves, the held transfer is voided with its funds and limit usage back, tokens and recovery are dead.
    const alice = await userOf('alice@example.com');
    const session = await signIn(testApp.app, 'alice@example.com');
    const device = await linkDevice(testApp.app, session.accessToken, 'Phone');
    expect(device.responseCode).toBe('00');
    // A second QR link shown but not yet used must not link a device after the disabling either.
    const spare = await request(testApp.app, 'POST', '/api/auth/scp/request', session.accessToken, {});
    const spareLink = new URL(String(spare.body.link)).searchParams.get('link');
    expect(
      (
        await callMethod(
          testApp.app,
          'setTransactionApproveMode',
          { transactionApproveMode: 1, password: demoPassword },
          session.accessToken,
        )
      ).body.responseCode,
    ).toBe('00');
    await testApp.database.db
      .insert(customerLimits)
      .values({ customerId: alice.customerId, operation: 'p2p', currencyCode: 'USD', dailyMaxMinor: 100_000n });

    const before = await usdAccountOf(alice.customerId);
    const usedBefore = await usedTodayOf(alice.customerId, before.accountId);
    const submit = await callMethod(
      testApp.app,
      'p2pTransfer',
      { fromAccount: before.accountId, toEmail: 'bob@example.com', amount: '25.00', currency: 'USD' },
      session.accessToken,
    );
    expect(submit.body).toMatchObject({ status: 'processing', approveType: 1 });
    const trxid = String(submit.body.transactionId);
    const held = await usdAccountOf(alice.customerId);
    // Held with its fee: the available balance is down by at least the amount, the balance unchanged.
    expect(Number(held.availableBalance)).toBeLessThanOrEqual(Number(before.availableBalance) - 25);
    expect(held.balance).toBe(before.balance);
    expect(Number(await usedTodayOf(alice.customerId, before.accountId))).toBe(Number(usedBefore) + 25);
    const inbox = await request(testApp.app, 'GET', '/device-api/device', device.secret);
    const pending = (inbox.body.requests as { id: string; kind: string }[]).find((item) => item.kind === 'transaction');
    expect(pending).toBeDefined();
    await callMethod(testApp.app, 'passwordResetRequest', { email: 'alice@example.com' });
    const recoveryCode = await lastRecoveryCode('alice@example.com');

    const heard: LiveEvent[] = [];
    const unsubscribe = subscribe(userTopic(alice.id), (event) => heard.push(event));
    const disabled = await callMethod(
      testApp.app,
      'customerDisable',
      { customerId: alice.customerId, reason: '  Card fraud reported by the customer  ' },
      admin,
    );
    unsubscribe();
    expect(disabled.body).toMatchObject({
      responseCode: '00',
      customer: { customerId: alice.customerId, login: 'alice@example.com', isDisabled: true },
      devicesRevoked: 1,
      transfersVoided: 1,
    });
    expect(heard).toContainEqual({ type: 'accessRevoked' });

    // The device secret: no inbox, no approval, no new link.
    expect((await request(testApp.app, 'GET', '/device-api/device', device.secret)).status).toBe(401);
    const confirm = await request(testApp.app, 'PUT', `/api/auth/login/${pending?.id}/confirm`, device.secret, {
      result: true,
    });
    expect(confirm.status).toBe(401);
    expect(
      (
        await request(testApp.app, 'POST', '/device-api/device', undefined, {
          link: spareLink,
          name: 'Other',
          type: 'web',
        })
      ).body.responseCode,
    ).toBe('VF');
    // The held transfer is voided: funds and limit usage back, the push request is no longer pending.
    const [approval] = await testApp.database.db
      .select()
      .from(transferApprovals)
      .where(eq(transferApprovals.id, trxid));
    expect(approval?.status).toBe('declined');
    const after = await usdAccountOf(alice.customerId);
    expect(after.balance).toBe(before.balance);
    expect(after.availableBalance).toBe(before.availableBalance);
    expect(await usedTodayOf(alice.customerId, before.accountId)).toBe(usedBefore);
    const [push] = await testApp.database.db
      .select()
      .from(pushRequests)
      .where(eq(pushRequests.id, pending?.id ?? ''));
    expect(push?.status).toBe('expired');
    // Access and refresh tokens.
    const info = await callMethod(testApp.app, 'customerInfo', {}, session.accessToken);
    expect(info.status).toBe(401);
    const refreshed = await post(testApp.app, authPaths.refresh, { refreshToken: session.refreshToken });
    expect(refreshed.body.responseCode).toBe('AU');
    // Recovery with a code e-mailed before the disabling does not set a password.
    const reset = await callMethod(testApp.app, 'passwordResetComplete', {
      email: 'alice@example.com',
      code: recoveryCode,
      password: 'A much longer new passphrase 42',
    });
    expect(reset.body.validationErrors).toMatchObject([{ field: 'code', code: 'invalid_code' }]);
    expect((await checkLedger(testApp.database.db)).problems).toEqual([]);
  });

  it('answers a disabled account identically whatever the password, on every sign-in path', async () => {
    // Proves one answer for a disabled account: right and wrong password get the same 'ENOA' reply, not counted as failures; activation answers the same.
    const right = await passwordSignIn('alice@example.com', demoPassword);
    const wrong = await passwordSignIn('alice@example.com', 'not-the-password-at-all');
    expect(right.status).toBe(403);
    expect(right.body).toMatchObject({ responseCode: 'ENOA' });
    expect(wrong).toEqual(right);
    const activation = await post(testApp.app, authPaths.activation, {
      action: 'activation',
      username: 'alice@example.com',
      activationCode: 'x'.repeat(32),
    });
    expect(activation.body.responseCode).toBe('ENOA');
    const failures = await testApp.database.db
      .select({ id: loginEvents.id })
      .from(loginEvents)
      .where(and(eq(loginEvents.email, 'alice@example.com'), eq(loginEvents.result, 'wrongPassword')));
    expect(failures).toEqual([]);
  });

  it('answers a not-activated account identically whatever the password, without counting a failure', async () => {
    // Proves the same for activation: right and wrong password both get 'VF' username not_activated, so the answer confirms no password.
    const created = await createCustomer(testApp.database.db, {
      brandId: 'tessera',
      customerType: 'personal',
      email: 'not-yet-active@example.com',
      passwordHash: await hashPassword(demoPassword),
    });
    await testApp.database.db.update(users).set({ activatedAt: null }).where(eq(users.id, created.userId));
    const right = await passwordSignIn('not-yet-active@example.com', demoPassword);
    const wrong = await passwordSignIn('not-yet-active@example.com', 'not-the-password-at-all');
    expect(right.body).toMatchObject({
      responseCode: 'VF',
      validationErrors: [{ field: 'username', code: 'not_activated' }],
    });
    expect(wrong).toEqual(right);
    const failures = await testApp.database.db
      .select({ id: loginEvents.id })
      .from(loginEvents)
      .where(and(eq(loginEvents.email, 'not-yet-active@example.com'), eq(loginEvents.result, 'wrongPassword')));
    expect(failures).toEqual([]);
  });

  it('keeps the audit row of the disabling, lists it newest first, and refuses to change it', async () => {
    // Proves the admin audit log: who, what, why, request and address recorded; UPDATE and DELETE fail in the database.
    const alice = await userOf('alice@example.com');
    const adminUser = await userOf('admin@example.com');
    const log = await callMethod(testApp.app, 'adminAuditLog', { customerId: alice.customerId }, admin);
    expect(log.body).toMatchObject({
      responseCode: '00',
      total: 1,
      entries: [
        {
          action: 'customerDisable',
          adminUserId: adminUser.id,
          adminLogin: 'admin@example.com',
          customerId: alice.customerId,
          customerLogin: 'alice@example.com',
          reason: 'Card fraud reported by the customer',
          details: { usersDisabled: 1, devicesRevoked: 1, transfersVoided: 1 },
        },
      ],
    });
    const entry = (log.body.entries as { id: string; requestId?: string; ip?: string }[])[0];
    expect(entry?.requestId).toBeTruthy();
    expect(entry?.ip).toBeTruthy();
    const db = testApp.database.db;
    await expect(
      db
        .update(adminAuditLog)
        .set({ reason: 'nothing happened' })
        .where(eq(adminAuditLog.id, entry?.id ?? '')),
    ).rejects.toThrow();
    await expect(db.delete(adminAuditLog).where(eq(adminAuditLog.id, entry?.id ?? ''))).rejects.toThrow();
    await expect(db.execute(sql`truncate admin_audit_log`)).rejects.toThrow();
    const [kept] = await db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.id, entry?.id ?? ''));
    expect(kept?.reason).toBe('Card fraud reported by the customer');
  });

  it('refuses non-administrators, self-disabling, administrators, repeats and bad reasons', async () => {
    // Proves the guards: '13' for customers, clear field errors for own or admin customers, repeats and reasons, nothing written.
    const bob = await signIn(testApp.app, 'bob@example.com');
    const bobUser = await userOf('bob@example.com');
    const adminUser = await userOf('admin@example.com');
    for (const [method, body] of [
      ['customerDisable', { customerId: bobUser.customerId, reason: 'I want to' }],
      ['customerEnable', { customerId: bobUser.customerId, reason: 'I want to' }],
      ['customerFind', { login: 'alice@example.com' }],
      ['adminAuditLog', {}],
    ] as const) {
      const reply = await callMethod(testApp.app, method, body, bob.accessToken);
      expect(reply.status).toBe(403);
      expect(reply.body.responseCode).toBe('13');
    }
    const other = await createCustomer(testApp.database.db, {
      brandId: 'tessera',
      customerType: 'personal',
      email: 'second-admin@example.com',
      passwordHash: await hashPassword(demoPassword),
    });
    await testApp.database.db.update(users).set({ isAdmin: true }).where(eq(users.id, other.userId));
    const errorOf = async (method: string, body: Record<string, unknown>) =>
      (await callMethod(testApp.app, method, body, admin)).body.validationErrors[0]?.code;
    expect(await errorOf('customerDisable', { customerId: adminUser.customerId, reason: 'Testing myself' })).toBe(
      'own_customer',
    );
    expect(await errorOf('customerDisable', { customerId: other.customerId, reason: 'Testing an admin' })).toBe(
      'admin_customer',
    );
    expect(await errorOf('customerDisable', { customerId: 999_999, reason: 'Nobody' })).toBe('customer_not_found');
    expect(await errorOf('customerDisable', { customerId: bobUser.customerId, reason: '  x ' })).toBe('too_short');
    expect(await errorOf('customerDisable', { customerId: bobUser.customerId, reason: 'y'.repeat(501) })).toBe(
      'too_long',
    );
    expect(await errorOf('customerDisable', { customerId: bobUser.customerId })).toBe('required');
    const alice = await userOf('alice@example.com');
    expect(await errorOf('customerDisable', { customerId: alice.customerId, reason: 'Once more' })).toBe(
      'already_disabled',
    );
    expect(await errorOf('customerEnable', { customerId: bobUser.customerId, reason: 'Was never disabled' })).toBe(
      'not_disabled',
    );
    expect((await callMethod(testApp.app, 'customerInfo', {}, bob.accessToken)).body.responseCode).toBe('00');
    const log = await callMethod(testApp.app, 'adminAuditLog', {}, admin);
    expect(log.body.total).toBe(1);
  });

  it('finds a customer by e-mail or id with its state', async () => {
    // Proves customerFind for the admin screen: by e-mail (any case) or id, 'customer_not_found' otherwise.
    const alice = await userOf('alice@example.com');
    const byEmail = await callMethod(testApp.app, 'customerFind', { login: 'ALICE@example.com' }, admin);
    expect(byEmail.body).toMatchObject({
      responseCode: '00',
      customer: { customerId: alice.customerId, login: 'alice@example.com', isDisabled: true, isAdmin: false },
    });
    const byId = await callMethod(testApp.app, 'customerFind', { customerId: alice.customerId }, admin);
    expect(byId.body.customer).toEqual(byEmail.body.customer);
    const missing = await callMethod(testApp.app, 'customerFind', { login: 'nobody@example.com' }, admin);
    expect(missing.body.validationErrors).toMatchObject([{ field: 'login', code: 'customer_not_found' }]);
    const neither = await callMethod(testApp.app, 'customerFind', {}, admin);
    expect(neither.body.responseCode).toBe('VF');
  });

  it('re-enables: the password works again, the old device and sessions stay ended', async () => {
    // Proves customerEnable: sign-in with the password again, nothing revoked comes back, an audit row is written.
    const alice = await userOf('alice@example.com');
    const linked = await testApp.database.db
      .select({ id: devices.id })
      .from(devices)
      .where(and(eq(devices.userId, alice.id), isNull(devices.revokedAt)));
    expect(linked).toEqual([]);
    const enabled = await callMethod(
      testApp.app,
      'customerEnable',
      { customerId: alice.customerId, reason: 'Customer verified by phone' },
      admin,
    );
    expect(enabled.body).toMatchObject({ responseCode: '00', customer: { isDisabled: false } });
    const session = await signIn(testApp.app, 'alice@example.com');
    expect((await callMethod(testApp.app, 'customerInfo', {}, session.accessToken)).body.responseCode).toBe('00');
    const listed = await request(testApp.app, 'GET', '/api/auth/devices', session.accessToken);
    expect(listed.body.devices).toEqual([]);
    expect((await passwordSignIn('alice@example.com', 'not-the-password-at-all')).body.responseCode).toBe('AU');
    const log = await callMethod(testApp.app, 'adminAuditLog', { customerId: alice.customerId }, admin);
    expect((log.body.entries as { action: string }[]).map((entry) => entry.action)).toEqual([
      'customerEnable',
      'customerDisable',
    ]);
  });

  it('refuses a pending sign-in code and the device of a user disabled directly in the database', async () => {
    // Proves the credential checks themselves (not only the revocation): code exchange answers 'ENOA', the device secret 401.
    const bob = await userOf('bob@example.com');
    const session = await signIn(testApp.app, 'bob@example.com');
    const device = await linkDevice(testApp.app, session.accessToken, 'Phone');
    await testApp.database.db.update(users).set({ authFlow: 'direct' }).where(eq(users.id, bob.id));
    const started = await startLogin(testApp.app, 'bob@example.com');
    expect(started.body.authFlow).toBe('direct');
    // Disabled by a direct database change, so nothing was revoked: each check must hold on its own.
    await testApp.database.db.update(users).set({ isDisabled: true }).where(eq(users.id, bob.id));
    const exchanged = await post(testApp.app, authPaths.token, {
      code: started.body.code,
      codeVerifier: started.codeVerifier,
    });
    expect(exchanged.body.responseCode).toBe('ENOA');
    expect((await request(testApp.app, 'GET', '/device-api/device', device.secret)).status).toBe(401);
    // Nor does the device's secret get tokens (the token service's device form, decision 0023).
    expect(await post(testApp.app, authPaths.token, { secret: device.secret })).toMatchObject({
      status: 401,
      body: { responseCode: 'AU' },
    });
    expect((await callMethod(testApp.app, 'customerInfo', {}, session.accessToken)).status).toBe(401);
    await testApp.database.db.update(users).set({ isDisabled: false, authFlow: 'simple' }).where(eq(users.id, bob.id));
    expect((await checkLedger(testApp.database.db)).ok).toBe(true);
  });
  it("skips a disabled customer's standing order while disabled and resumes it once, without a catch-up burst", async () => {
    // Proves disabling stops recurring transfers: the job moves no money while disabled, and after re-enabling the next due run happens exactly once.
    const alice = await userOf('alice@example.com');
    const session = await signIn(testApp.app, 'alice@example.com');
    const mode = await callMethod(
      testApp.app,
      'setTransactionApproveMode',
      { transactionApproveMode: 0, password: demoPassword },
      session.accessToken,
    );
    expect(mode.body.responseCode).toBe('00');
    const usd = await usdAccountOf(alice.customerId);
    const accounts = (await callMethod(testApp.app, 'accountList', {}, session.accessToken)).body
      .accounts as WireAccount[];
    const eur = accounts.find((item) => item.currencyCode === 'EUR' && item.type === 1001);
    const created = await callMethod(
      testApp.app,
      'betweenAccountsTransfer',
      {
        fromAccount: usd.accountId,
        toAccount: eur?.accountId,
        amount: '5.00',
        subscriptionFrequency: 'monthly',
        subscriptionTransactions: 3,
      },
      session.accessToken,
    );
    expect(created.body.responseCode).toBe('00');
    const scheduleId = String(created.body.subscriptionId);
    const scheduleRow = async () => {
      const [row] = await testApp.database.db
        .select()
        .from(recurringTransfers)
        .where(eq(recurringTransfers.id, scheduleId));
      if (!row) throw new Error('no schedule');
      return row;
    };
    const afterFirstRun = (await usdAccountOf(alice.customerId)).balance;
    // USD balances have two decimals on the wire: compare them as integer cents.
    const cents = (amount: string) => BigInt(amount.replace('.', ''));
    const firstRunCost = cents(usd.balance) - cents(afterFirstRun);
    expect(firstRunCost).toBeGreaterThanOrEqual(500n);
    const firstDue = (await scheduleRow()).nextRunAt;

    expect(
      (
        await callMethod(
          testApp.app,
          'customerDisable',
          { customerId: alice.customerId, reason: 'Suspected takeover' },
          admin,
        )
      ).body.responseCode,
    ).toBe('00');
    // Due while disabled: skipped, twice, and the schedule keeps its count and moves past each run time.
    const dayMs = 24 * 3600 * 1000;
    expect(await runDueRecurringTransfers(testApp.database.db, new Date(firstDue.getTime() + dayMs))).toBe(1);
    const skipped = await scheduleRow();
    expect(skipped).toMatchObject({ status: 'active', runsDone: 1, remainingRuns: 2 });
    expect(skipped.lastError).toContain('ENOA');
    expect(skipped.nextRunAt.getTime()).toBeGreaterThan(firstDue.getTime() + dayMs);
    expect(await runDueRecurringTransfers(testApp.database.db, skipped.nextRunAt)).toBe(1);
    const resumeAt = (await scheduleRow()).nextRunAt;
    expect(resumeAt.getTime()).toBeGreaterThan(skipped.nextRunAt.getTime());
    expect((await usdAccountOf(alice.customerId)).balance).toBe(afterFirstRun);

    expect(
      (
        await callMethod(
          testApp.app,
          'customerEnable',
          { customerId: alice.customerId, reason: 'Customer verified' },
          admin,
        )
      ).body.responseCode,
    ).toBe('00');
    // Enabled again: the next due run happens once, the skipped ones are not made up.
    expect(await runDueRecurringTransfers(testApp.database.db, resumeAt)).toBe(1);
    expect(await runDueRecurringTransfers(testApp.database.db, resumeAt)).toBe(0);
    const resumed = await scheduleRow();
    expect(resumed).toMatchObject({ status: 'active', runsDone: 2, remainingRuns: 1, lastError: null });
    expect(cents(afterFirstRun) - cents((await usdAccountOf(alice.customerId)).balance)).toBe(firstRunCost);
    expect((await checkLedger(testApp.database.db)).problems).toEqual([]);
  });
  it("closes the customer's live sockets, page and linked device, when the admin disables them", async () => {
    // Proves disabling end to end for the live channel: both sockets of the disabled customer close with 4401 after customerDisable over HTTP; another customer's stays open.
    const alice = await userOf('alice@example.com');
    const bob = await userOf('bob@example.com');
    const session = await signIn(testApp.app, 'alice@example.com');
    const device = await linkDevice(testApp.app, session.accessToken, 'Phone');
    expect(device.responseCode).toBe('00');
    const bobSession = await signIn(testApp.app, 'bob@example.com');

    const page = await openLive(testApp.app, { access: session.accessToken });
    const phone = await openLive(testApp.app, { device: device.secret });
    const bystander = await openLive(testApp.app, { access: bobSession.accessToken });
    await untilListening(page, userTopic(alice.id));
    await untilListening(phone, userTopic(alice.id));
    await untilListening(bystander, userTopic(bob.id));
    const pageClosed = closeCodeWithin(page);
    const phoneClosed = closeCodeWithin(phone);

    const disabled = await callMethod(
      testApp.app,
      'customerDisable',
      { customerId: alice.customerId, reason: 'Phone reported stolen' },
      admin,
    );
    expect(disabled.body).toMatchObject({ responseCode: '00', devicesRevoked: 1 });
    expect(await pageClosed).toBe(liveUnauthorisedCloseCode);
    expect(await phoneClosed).toBe(liveUnauthorisedCloseCode);
    // Only the disabled customer's sockets close: bob's still hears his events.
    await untilListening(bystander, userTopic(bob.id));
    bystander.terminate();

    const enabled = await callMethod(
      testApp.app,
      'customerEnable',
      { customerId: alice.customerId, reason: 'New phone, identity checked' },
      admin,
    );
    expect(enabled.body.responseCode).toBe('00');
  });
});
