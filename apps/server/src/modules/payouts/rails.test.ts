import { randomBytes } from 'node:crypto';
import { parseMinor } from '@tessera/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRailTestKit } from '../../../test/sandbox-rail.ts';
import { callMethod, signIn } from '../../../test/test-app.ts';
import { ledgerTransfers, payoutRailEvents } from '../../db/schema/index.ts';
import { checkLedger } from '../ledger/index.ts';

// Every payout kind through the sandbox rail (decision 0040; a test per rail): settled
// (hold → posted), failed (hold → voided, available balance restored), returned after settlement (a
// reversing transfer naming the original), a replayed and an out-of-order webhook (nothing changes
// twice), a forged signature (refused, nothing stored). gabriela holds BRL, CAD, JPY and BTC (demo
// data); alice's EUR account pays the card payout.

type Kit = Awaited<ReturnType<typeof createRailTestKit>>;
let kit: Kit;
let tokens: Record<'alice' | 'gabriela', string>;
let accountIds: Record<string, number>;

/** One payout kind: its submit method, who pays from which currency, and its recipient fields. */
interface RailCase {
  kind: string;
  method: string;
  payer: 'alice' | 'gabriela';
  currency: string;
  amount: string;
  body: (beneficiaryName: string) => Record<string, unknown>;
}

const cases: RailCase[] = [
  {
    kind: 'wire',
    method: 'wireTransfer',
    payer: 'gabriela',
    currency: 'CAD',
    amount: '100.00',
    body: (beneficiaryName) => ({
      beneficiaryName,
      beneficiaryCountryCode: 'DE',
      beneficiaryAddress: 'Hauptstraße 1',
      beneficiaryCity: 'Berlin',
      iban: 'DE89370400440532013000',
      swift: 'COBADEFFXXX',
    }),
  },
  {
    kind: 'eft (BR, bank and branch code)',
    method: 'eftTransfer',
    payer: 'gabriela',
    currency: 'BRL',
    amount: '150.00',
    body: (beneficiaryName) => ({
      beneficiaryName,
      beneficiaryCountryCode: 'BR',
      bankCode: '237',
      branchCode: '1234',
      accountNumber: '0012345',
    }),
  },
  {
    kind: 'eft (JP, no minor unit)',
    method: 'eftTransfer',
    payer: 'gabriela',
    currency: 'JPY',
    amount: '12000',
    body: (beneficiaryName) => ({
      beneficiaryName,
      beneficiaryCountryCode: 'JP',
      bankCode: '0005',
      branchCode: '001',
      accountNumber: '1234567',
    }),
  },
  {
    kind: 'oct',
    method: 'octTransfer',
    payer: 'alice',
    currency: 'EUR',
    amount: '30.00',
    body: (beneficiaryName) => ({ beneficiaryName, beneficiaryCountryCode: 'FR', cardNumber: '5105 1051 0510 5100' }),
  },
  {
    kind: 'cryptoEft',
    method: 'cryptoEftTransfer',
    payer: 'gabriela',
    currency: 'BTC',
    amount: '0.00100000',
    body: (beneficiaryName) => ({
      beneficiaryName,
      beneficiaryCountryCode: 'BR',
      walletAddress: 'tb1q6rz28mcfaxtmd6v789l9rrlrusdprr9pqcpvkl',
    }),
  },
  {
    kind: 'instant (PIX)',
    method: 'instantTransfer',
    payer: 'gabriela',
    currency: 'BRL',
    amount: '80.00',
    body: (beneficiaryName) => ({
      beneficiaryName,
      beneficiaryCountryCode: 'BR',
      instantKeyType: 'cpf',
      instantKey: '52998224725',
      taxId: '52998224725',
    }),
  },
  {
    kind: 'interac',
    method: 'interacTransfer',
    payer: 'gabriela',
    currency: 'CAD',
    amount: '45.50',
    body: (beneficiaryName) => ({
      beneficiaryName,
      beneficiaryCountryCode: 'CA',
      recipientEmail: 'liam@example.ca',
    }),
  },
];

beforeAll(async () => {
  kit = await createRailTestKit();
  tokens = {
    alice: (await signIn(kit.testApp.app, 'alice@example.com')).accessToken,
    gabriela: (await signIn(kit.testApp.app, 'gabriela@example.com')).accessToken,
  };
  accountIds = {};
  for (const payer of ['alice', 'gabriela'] as const) {
    const { body } = await callMethod(kit.testApp.app, 'accountList', {}, tokens[payer]);
    for (const row of body.accounts as { accountId: number; currencyCode: string; type: number }[])
      if (row.type === 1001) accountIds[`${payer}:${row.currencyCode}`] = row.accountId;
  }
});
afterAll(async () => kit.testApp.close());

describe.each(cases)('$kind on the sandbox rail', (rail) => {
  const from = () => accountIds[`${rail.payer}:${rail.currency}`] as number;
  const submit = (beneficiaryName: string) =>
    kit.submitAndSend(
      rail.method,
      { fromAccount: from(), amount: rail.amount, currency: rail.currency, ...rail.body(beneficiaryName) },
      tokens[rail.payer],
    );

  // Proves settlement: the hold takes amount + fee from the available balance at once, then posts.
  it('holds the amount and fee, then posts them when the rail settles', async () => {
    const before = await kit.account(from());
    const { id, reply } = await submit('Settle Test');
    const total = parseMinor(String(reply.totalDebit), rail.currency);
    expect(total).toBeGreaterThanOrEqual(parseMinor(rail.amount, rail.currency));
    expect(await kit.account(from())).toEqual({ balance: before.balance, pending: before.pending + total });
    expect(await kit.historyRow(tokens[rail.payer], from(), id)).toMatchObject({ status: 'processing' });
    expect(await kit.deliverNext(id)).toBe('delivered');
    expect((await kit.payout(id)).status).toBe('settled');
    expect(await kit.account(from())).toEqual({ balance: before.balance - total, pending: before.pending });
  });

  // Proves failure: the hold is voided and the available balance comes back whole, fee included.
  it('voids the hold when the rail fails it', async () => {
    const before = await kit.account(from());
    const { id } = await submit('Fail Test');
    await kit.deliverNext(id);
    expect((await kit.payout(id)).status).toBe('failed');
    expect(await kit.account(from())).toEqual(before);
    expect(await kit.historyRow(tokens[rail.payer], from(), id)).toMatchObject({ status: 'rejected' });
  });

  // Proves a return after settlement: a new payoutReturn transfer names the original; the fee stays charged.
  it('reverses the payout when it is returned after settlement', async () => {
    const before = await kit.account(from());
    const { id, reply } = await submit('Return Test');
    await kit.deliverNext(id);
    await kit.deliverNext(id);
    const returned = await kit.payout(id);
    expect(returned.status).toBe('returned');
    const fee = parseMinor(String(reply.fee), rail.currency);
    expect(await kit.account(from())).toEqual({ balance: before.balance - fee, pending: before.pending });
    const [reversal] = await kit.testApp.database.db
      .select()
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.id, returned.returnTransferId ?? ''));
    expect(reversal).toMatchObject({
      kind: 'payoutReturn',
      metadata: expect.objectContaining({ originalTransactionId: returned.postedTransferId }),
    });
  });

  // Proves replays and out-of-order events change nothing twice: an early return waits for its settlement.
  it('applies an early return after its settlement, once, and ignores replays and stale events', async () => {
    const before = await kit.account(from());
    const { id, reply } = await submit('Order Test');
    const { railReference } = await kit.payout(id);
    const timestamp = new Date().toISOString();
    const early = await kit.postWebhook(`${railReference}:return`, {
      type: 'payout.returned',
      timestamp,
      data: { railReference, code: 'AC04' },
    });
    expect(early.body).toMatchObject({ outcome: 'deferred' });
    const settled = { type: 'payout.settled', timestamp, data: { railReference } };
    expect((await kit.postWebhook(`${railReference}:settle`, settled)).body.outcome).toBe('applied');
    expect((await kit.payout(id)).status).toBe('returned');
    const after = await kit.account(from());
    expect((await kit.postWebhook(`${railReference}:settle`, settled)).body.outcome).toBe('duplicate');
    const stale = { type: 'payout.failed', timestamp, data: { railReference, code: 'AC01' } };
    expect((await kit.postWebhook(`${railReference}:fail`, stale)).body.outcome).toBe('ignored');
    expect(await kit.account(from())).toEqual(after);
    const fee = parseMinor(String(reply.fee), rail.currency);
    expect(after).toEqual({ balance: before.balance - fee, pending: before.pending });
  });

  // Proves a forged signature is refused 401 with nothing stored and the payout still held.
  it('refuses a webhook with a forged signature', async () => {
    const { id } = await submit('Forgery Test');
    const { railReference } = await kit.payout(id);
    const forged = await kit.postWebhook(
      `${railReference}:forged`,
      { type: 'payout.settled', timestamp: new Date().toISOString(), data: { railReference } },
      `whsec_${randomBytes(32).toString('base64')}`,
    );
    expect(forged.status).toBe(401);
    expect((await kit.payout(id)).status).toBe('sent');
    const events = await kit.testApp.database.db
      .select()
      .from(payoutRailEvents)
      .where(eq(payoutRailEvents.railReference, railReference ?? ''));
    expect(events).toEqual([]);
  });
});

describe('a branch the register does not list', () => {
  // Proves a Japanese eft is checked against the Zengin register: a branch MUFG does not have is refused at the field, nothing held.
  it("refuses a Japanese branch code that is not one of the bank's branches", async () => {
    const from = accountIds['gabriela:JPY'] as number;
    const before = await kit.account(from);
    const reply = await callMethod(
      kit.testApp.app,
      'eftTransfer',
      {
        fromAccount: from,
        amount: '5000',
        currency: 'JPY',
        beneficiaryName: 'Sato Kenji',
        beneficiaryCountryCode: 'JP',
        bankCode: '0005',
        branchCode: '999',
        accountNumber: '1234567',
      },
      tokens.gabriela,
    );
    expect(reply.body).toMatchObject({
      responseCode: 'VF',
      validationErrors: [expect.objectContaining({ field: 'branchCode', code: 'invalid_branch_code' })],
    });
    expect(await kit.account(from)).toEqual(before);
  });
});

describe('after every rail', () => {
  // Proves the ledger stays consistent across all kinds: clearing never negative, each return reverses one payout.
  it('keeps the ledger consistent', async () => {
    const result = await checkLedger(kit.testApp.database.db);
    expect(result.problems).toEqual([]);
  });
});
