import { randomUUID } from 'node:crypto';
import { parseMinor } from '@tessera/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callMethod, createTestApp, signIn, type Reply, type TestApp } from '../../../test/test-app.ts';
import { ledgerAccounts, ledgerTransfers } from '../../db/schema/index.ts';
import { withTransaction } from '../../platform/transactions.ts';
import { checkLedger } from '../ledger/index.ts';

let testApp: TestApp;
let alice: string;
let aliceUsd: number;
let bobUsd: number;

async function balanceOf(accountId: number): Promise<bigint> {
  const [row] = await testApp.database.db
    .select({ balance: ledgerAccounts.balanceMinor })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.id, accountId));
  if (!row) throw new Error(`no account ${accountId}`);
  return row.balance;
}

async function p2p(amount: string, key: string): Promise<{ status: number; body: Reply }> {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/?method=p2pTransfer',
    headers: { authorization: `Bearer ${alice}`, 'idempotency-key': key },
    payload: { method: 'p2pTransfer', fromAccount: aliceUsd, toEmail: 'bob@example.com', amount, currency: 'USD' },
  });
  return { status: response.statusCode, body: response.json<Reply>() };
}

beforeAll(async () => {
  testApp = await createTestApp();
  alice = (await signIn(testApp.app, 'alice@example.com')).accessToken;
  const bob = (await signIn(testApp.app, 'bob@example.com')).accessToken;
  const accounts = async (token: string) =>
    (await callMethod(testApp.app, 'accountList', {}, token)).body.accounts as {
      accountId: number;
      currencyCode: string;
      type: number;
    }[];
  aliceUsd = (await accounts(alice)).find((a) => a.currencyCode === 'USD' && a.type === 1001)?.accountId ?? 0;
  bobUsd = (await accounts(bob)).find((a) => a.currencyCode === 'USD')?.accountId ?? 0;
});
afterAll(async () => testApp.close());

describe('p2p submits posted together (decision 0030)', () => {
  it('gives each submit of a batch its own outcome: refused ones fail no neighbour and replay their refusal', async () => {
    // Proves per-submit outcomes inside one batch call: 12 good transfers, one over the balance
    // (ISF) and one over the single-transfer limit (LIM), all sent at the same moment.
    const aliceBefore = await balanceOf(aliceUsd);
    const bobBefore = await balanceOf(bobUsd);
    const overBalance = ((aliceBefore + 1n) / 100n + 1n).toString();
    const sends = [
      ...Array.from({ length: 12 }, () => ({ amount: '1.25', key: randomUUID() })),
      { amount: `${overBalance}.00`, key: randomUUID() },
      { amount: '10001.00', key: randomUUID() },
    ];
    const replies = await Promise.all(sends.map((send) => p2p(send.amount, send.key)));

    expect(replies.map((reply) => reply.body.responseCode)).toEqual([...Array<string>(12).fill('00'), 'ISF', 'LIM']);
    expect(replies.every((reply) => reply.status < 500)).toBe(true);
    const good = replies.slice(0, 12);
    const totalDebit = good.reduce((sum, reply) => sum + parseMinor(String(reply.body.totalDebit), 'USD'), 0n);
    expect(await balanceOf(aliceUsd)).toBe(aliceBefore - totalDebit);
    expect(await balanceOf(bobUsd)).toBe(bobBefore + 12n * 125n);
    const ids = good.map((reply) => String(reply.body.transactionId));
    expect(new Set(ids).size).toBe(12);
    const posted = await testApp.database.db
      .select({ id: ledgerTransfers.id })
      .from(ledgerTransfers)
      .where(inArray(ledgerTransfers.id, ids));
    expect(posted).toHaveLength(12);

    // Every key answers again exactly as the first time, and nothing moves.
    const again = await Promise.all(sends.map((send) => p2p(send.amount, send.key)));
    expect(again.map((reply) => reply.body)).toEqual(replies.map((reply) => reply.body));
    expect(await balanceOf(aliceUsd)).toBe(aliceBefore - totalDebit);
    expect((await checkLedger(testApp.database.db)).problems).toEqual([]);
  });

  it('writes the good submits of a moment together, in one transaction with set-based statements', async () => {
    // Proves the batch is applied together (migration 0027) when it qualifies: the transfers of
    // one batch share one transaction id, where one by one each would have its own subtransaction.
    const db = testApp.database.db;
    const aliceBefore = await balanceOf(aliceUsd);
    // Alice's account is held for a moment, as by a busy neighbour: the first calls wait on it and
    // the submits that arrive meanwhile queue for the next call.
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    const holding = withTransaction(db, async (tx) => {
      await tx.execute(sql`select 1 from ledger_accounts where id = ${aliceUsd} for update`);
      await released;
    });
    const sending = Promise.all(Array.from({ length: 16 }, () => p2p('0.50', randomUUID())));
    await new Promise((resolve) => setTimeout(resolve, 500));
    release();
    await holding;
    const replies = await sending;
    expect(replies.map((reply) => reply.body.responseCode)).toEqual(Array<string>(16).fill('00'));
    const ids = replies.map((reply) => String(reply.body.transactionId));
    const [row] = await db
      .select({ transactions: sql<number>`count(distinct ${ledgerTransfers}.xmin::text)::int` })
      .from(ledgerTransfers)
      .where(inArray(ledgerTransfers.id, ids));
    // The first call was in flight with the first submit; most of the others went together in the next
    // calls. One by one, each of the 16 would have its own (sub)transaction id.
    expect(row?.transactions).toBeLessThanOrEqual(8);
    const totalDebit = replies.reduce((sum, reply) => sum + parseMinor(String(reply.body.totalDebit), 'USD'), 0n);
    expect(await balanceOf(aliceUsd)).toBe(aliceBefore - totalDebit);
    expect((await checkLedger(testApp.database.db)).problems).toEqual([]);
  });

  it('posts one transfer for a key sent many times at once, and answers every copy the same', async () => {
    // Proves the idempotency claim inside a batch: copies of one request in the same call or in
    // concurrent calls move the money once.
    const aliceBefore = await balanceOf(aliceUsd);
    const key = randomUUID();
    const replies = await Promise.all(Array.from({ length: 8 }, () => p2p('2.00', key)));
    expect(replies.map((reply) => reply.body.responseCode)).toEqual(Array<string>(8).fill('00'));
    const [first] = replies;
    for (const reply of replies) expect(reply.body).toEqual(first?.body);
    expect(await balanceOf(aliceUsd)).toBe(aliceBefore - parseMinor(String(first?.body.totalDebit), 'USD'));

    // The same key with another amount is another request: refused with IDK, nothing moves.
    const changed = await p2p('3.00', key);
    expect(changed.body.responseCode).toBe('IDK');
    expect(await balanceOf(aliceUsd)).toBe(aliceBefore - parseMinor(String(first?.body.totalDebit), 'USD'));
  });
});
