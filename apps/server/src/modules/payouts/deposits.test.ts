import { accountOfDepositReference, depositReference, ibanRefusal } from '@tessera/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAppWithSandboxRail, type WebhookAnswer } from '../../../test/sandbox-rail.ts';
import { callMethod, signIn, type Reply, type TestApp } from '../../../test/test-app.ts';
import { ledgerAccounts } from '../../db/schema/index.ts';
import type { PayoutRail } from '../../platform/payout-rail.ts';
import { jobs } from '../../platform/platform.schema.ts';
import { railsSandboxIncomingJob } from '../../platform/sandbox-payout-rail.ts';
import { checkLedger } from '../ledger/index.ts';

let testApp: TestApp;
let rail: PayoutRail;
let alice: string;
let bob: string;
let admin: string;
let aliceEur: number;
let aliceUsd: number;
let answers: WebhookAnswer[];

async function balance(id: number): Promise<bigint> {
  const [row] = await testApp.database.db.select().from(ledgerAccounts).where(eq(ledgerAccounts.id, id));
  return row?.balanceMinor ?? -1n;
}

/** A bank payment arrives at the sandbox rail, which reports it by its signed webhook (delivered here at once). */
async function arrive(payment: { amount: string; currencyCode: string; reference: string; senderName: string }) {
  const { railReference } = (await rail.simulateIncomingPayment?.(testApp.database.db, payment)) ?? {
    railReference: '',
  };
  const event = { railReference, timestamp: new Date().toISOString(), payment };
  await rail.deliverSandboxIncoming?.(event);
  return event;
}

/** A row of `accountList`. */
type AccountRow = { accountId: number; currencyCode: string; type: number };

beforeAll(async () => {
  ({ testApp, rail, answers } = await createAppWithSandboxRail());
  alice = (await signIn(testApp.app, 'alice@example.com')).accessToken;
  bob = (await signIn(testApp.app, 'bob@example.com')).accessToken;
  admin = (await signIn(testApp.app, 'admin@example.com')).accessToken;
  const accounts = (await callMethod(testApp.app, 'accountList', {}, alice)).body.accounts as AccountRow[];
  aliceEur = accounts.find((row) => row.currencyCode === 'EUR')?.accountId ?? 0;
  aliceUsd = accounts.find((row) => row.currencyCode === 'USD' && row.type === 1001)?.accountId ?? 0;
});
afterAll(async () => testApp.close());

describe('adding money by bank transfer (decision 0051)', () => {
  // Proves the deposit reference's check digits: a mistyped reference names no account rather than another one.
  it('gives each account a reference whose check digits catch typing errors', () => {
    const reference = depositReference(1234);
    expect(reference).toMatch(/^TS\d{12}$/);
    expect(accountOfDepositReference(` ${reference.toLowerCase()} `)).toBe(1234);
    expect(accountOfDepositReference(reference.replace('1234', '1243'))).toBeUndefined();
    expect(accountOfDepositReference('invoice 42')).toBeUndefined();
  });

  // Proves the instructions: a valid IBAN and BIC, the account's reference, ACH details for USD; only for the caller's own account.
  it("answers deposit instructions for the caller's own payment accounts only", async () => {
    const eur = await callMethod(testApp.app, 'depositInstructions', { accountId: aliceEur }, alice);
    expect(eur.body).toMatchObject({
      responseCode: '00',
      bic: 'TSRAGB22',
      reference: depositReference(aliceEur),
      sandbox: true,
    });
    expect(ibanRefusal(String(eur.body.iban))).toBeNull();
    const usd = await callMethod(testApp.app, 'depositInstructions', { accountId: aliceUsd }, alice);
    expect(usd.body).toMatchObject({ routingNumber: '021000021', accountNumber: expect.stringMatching(/^\d{8}$/) });
    const foreign = await callMethod(testApp.app, 'depositInstructions', { accountId: aliceEur }, bob);
    expect(foreign.body.responseCode).toBe('VF');
    // A crypto account receives on its wallet address only: no bank details for gabriela's BTC account.
    const gabriela = (await signIn(testApp.app, 'gabriela@example.com')).accessToken;
    const btc = ((await callMethod(testApp.app, 'accountList', {}, gabriela)).body.accounts as AccountRow[]).find(
      (row) => row.currencyCode === 'BTC',
    );
    const crypto = await callMethod(testApp.app, 'depositInstructions', { accountId: btc?.accountId }, gabriela);
    expect(crypto.body).toMatchObject({
      responseCode: 'VF',
      validationErrors: [expect.objectContaining({ field: 'accountId', code: 'unsupported_currency' })],
    });
  });

  // Proves a payment with the account's reference is credited once: a replayed webhook and a second event for the same rail reference change nothing.
  it('credits a payment quoting the reference, exactly once', async () => {
    const before = await balance(aliceEur);
    const event = await arrive({
      amount: '120.50',
      currencyCode: 'EUR',
      reference: `Rent ${depositReference(aliceEur)}`,
      senderName: 'Erika Musterfrau',
    });
    expect(answers.at(-1)).toEqual({ status: 200, outcome: 'applied' });
    expect(await balance(aliceEur)).toBe(before + 12050n);
    await rail.deliverSandboxIncoming?.(event);
    expect(answers.at(-1)).toEqual({ status: 200, outcome: 'duplicate' });
    expect(await balance(aliceEur)).toBe(before + 12050n);
    const { body } = await callMethod(testApp.app, 'transactionHistory', { accountId: aliceEur }, alice);
    const [row] = (body.transactions as { transaction: Record<string, unknown>[] }).transaction;
    expect(row).toMatchObject({
      transactionType: 'deposit',
      amount: '120.50',
      status: 'completed',
      descriptionKey: 'depositReceived',
      descriptionParams: { name: 'Erika Musterfrau' },
    });
  });

  // Proves unmatched payments wait for an administrator, who assigns one (credited once) and returns another (nothing credited); customers cannot.
  it('queues unmatched payments for an administrator to assign or return', async () => {
    const before = await balance(aliceEur);
    await arrive({ amount: '30.00', currencyCode: 'EUR', reference: 'no reference', senderName: 'Unknown GmbH' });
    await arrive({
      amount: '5.00',
      currencyCode: 'EUR',
      reference: depositReference(aliceUsd),
      senderName: 'Wrong Currency Ltd',
    });
    expect(await balance(aliceEur)).toBe(before);
    expect((await callMethod(testApp.app, 'unmatchedDepositList', {}, alice)).status).toBe(403);
    const list = await callMethod(testApp.app, 'unmatchedDepositList', {}, admin);
    const deposits = list.body.deposits as { id: string; senderName: string }[];
    expect(deposits.map((deposit) => deposit.senderName)).toEqual(['Unknown GmbH', 'Wrong Currency Ltd']);
    const first = { id: deposits[0]?.id ?? '' };
    const second = { id: deposits[1]?.id ?? '' };
    const wrong = await callMethod(testApp.app, 'unmatchedDepositAssign', { id: first.id, accountId: aliceUsd }, admin);
    expect((wrong.body as Reply).validationErrors).toEqual([
      expect.objectContaining({ field: 'accountId', code: 'currency_mismatch' }),
    ]);
    const assigned = await callMethod(
      testApp.app,
      'unmatchedDepositAssign',
      { id: first.id, accountId: aliceEur },
      admin,
    );
    expect(assigned.body).toMatchObject({ responseCode: '00', status: 'assigned', accountId: aliceEur });
    expect(await balance(aliceEur)).toBe(before + 3000n);
    const twice = await callMethod(testApp.app, 'unmatchedDepositAssign', { id: first.id, accountId: aliceEur }, admin);
    expect(twice.body.responseCode).toBe('TA1');
    const returned = await callMethod(testApp.app, 'unmatchedDepositReturn', { id: second.id }, admin);
    expect(returned.body).toMatchObject({ responseCode: '00', status: 'returned' });
    expect(await balance(aliceEur)).toBe(before + 3000n);
    expect((await callMethod(testApp.app, 'unmatchedDepositList', {}, admin)).body.deposits).toEqual([]);
    expect((await checkLedger(testApp.database.db)).problems).toEqual([]);
  });

  // Proves two simulated payments made in one millisecond get two rail references and both credit (finding N-L3).
  it('credits two depositSimulate payments made in the same millisecond', async () => {
    const before = await balance(aliceEur);
    const payment = { amount: '7.00', currencyCode: 'EUR', reference: depositReference(aliceEur), senderName: 'Twin' };
    // One frozen clock for both calls: a reference cut from a UUIDv7 would be the same for the two.
    const now = vi.spyOn(Date, 'now').mockReturnValue(Date.now());
    let replies: Awaited<ReturnType<typeof callMethod>>[];
    try {
      replies = await Promise.all([
        callMethod(testApp.app, 'depositSimulate', payment, admin),
        callMethod(testApp.app, 'depositSimulate', payment, admin),
      ]);
    } finally {
      now.mockRestore();
    }
    const references = replies.map((reply) => String(reply.body.railReference));
    expect(replies.map((reply) => reply.body.responseCode)).toEqual(['00', '00']);
    expect(references[0]).toMatch(/^SBI-[0-9A-F]{20}$/);
    expect(new Set(references).size).toBe(2);
    // Each call queued its own delivery (a shared reference was deduplicated into one job).
    const queued = await testApp.database.db.select().from(jobs).where(eq(jobs.name, railsSandboxIncomingJob.name));
    const events = queued
      .map((job) => railsSandboxIncomingJob.payload.parse(job.payload))
      .filter((event) => references.includes(event.railReference));
    expect(events).toHaveLength(2);
    for (const event of events) {
      await rail.deliverSandboxIncoming?.(event);
      expect(answers.at(-1)).toEqual({ status: 200, outcome: 'applied' });
    }
    expect(await balance(aliceEur)).toBe(before + 1400n);
  });
});
