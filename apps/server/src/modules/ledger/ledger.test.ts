import { accountTypes } from '@tessera/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { ledgerAccounts, ledgerEntries, ledgerPendingTransfers, ledgerTransfers } from '../../db/schema/index.ts';
import { withTransaction } from '../../platform/transactions.ts';
import { AppError } from '../../rpc/app-error.ts';
import { createCustomer } from '../identity/index.ts';
import { assertTransferKind } from './post-transfer.ts';
import {
  checkLedger,
  createPendingTransfer,
  ensureSystemAccount,
  LedgerInvariantError,
  openCustomerAccount,
  postPendingTransfer,
  postTransfer,
  systemAccountCodes,
  voidPendingTransfer,
} from './index.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => testApp.close());

async function balanceOf(accountId: number): Promise<bigint> {
  const [row] = await testApp.database.db
    .select({ balance: ledgerAccounts.balanceMinor })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.id, accountId));
  if (!row) throw new Error('no account');
  return row.balance;
}

async function countRows(): Promise<{ transfers: number; entries: number }> {
  const [transfers] = await testApp.database.db.select({ total: sql<number>`count(*)::int` }).from(ledgerTransfers);
  const [entries] = await testApp.database.db.select({ total: sql<number>`count(*)::int` }).from(ledgerEntries);
  return { transfers: transfers?.total ?? 0, entries: entries?.total ?? 0 };
}

async function newAccounts(currencyCode = 'USD') {
  const db = testApp.database.db;
  const { customerId } = await createCustomer(db, {
    brandId: 'tessera',
    customerType: 'personal',
    email: `c${Math.random()}@example.com`,
    passwordHash: 'x',
  });
  const account = await openCustomerAccount(db, { customerId, type: accountTypes.payment, currencyCode });
  const other = await openCustomerAccount(db, { customerId, type: accountTypes.payment, currencyCode });
  const equity = await ensureSystemAccount(db, systemAccountCodes.equity, currencyCode);
  return { account, other, equity };
}

describe('ledger core (DESIGN §4)', () => {
  it('passes ledger:check after the demo seed, which funds accounts only through transfers', async () => {
    // Proves the seed is balanced double entry and the checker agrees.
    const result = await checkLedger(testApp.database.db);
    expect(result.problems).toEqual([]);
    expect(result.ok).toBe(true);
    expect(result.counts.transfers).toBeGreaterThanOrEqual(5);
  });

  it('posts a balanced transfer and moves both balances', async () => {
    // Proves a transfer's entries update stored balances by exactly their amounts.
    const { account, other, equity } = await newAccounts();
    await postTransfer(testApp.database.db, {
      kind: 'funding',
      entries: [
        { accountId: equity.id, amountMinor: -10_000n },
        { accountId: account.id, amountMinor: 10_000n },
      ],
    });
    await postTransfer(testApp.database.db, {
      kind: 'funding',
      entries: [
        { accountId: account.id, amountMinor: -2_550n },
        { accountId: other.id, amountMinor: 2_550n },
      ],
    });
    expect(await balanceOf(account.id)).toBe(7_450n);
    expect(await balanceOf(other.id)).toBe(2_550n);
    expect((await checkLedger(testApp.database.db)).ok).toBe(true);
  });

  it('refuses an unbalanced transfer and writes nothing', async () => {
    // Proves the sum-to-zero assertion runs before any write.
    const { account, equity } = await newAccounts();
    const before = await countRows();
    await expect(
      postTransfer(testApp.database.db, {
        kind: 'funding',
        entries: [
          { accountId: equity.id, amountMinor: -100n },
          { accountId: account.id, amountMinor: 99n },
        ],
      }),
    ).rejects.toBeInstanceOf(LedgerInvariantError);
    expect(await countRows()).toEqual(before);
    expect(await balanceOf(account.id)).toBe(0n);
  });

  it('refuses mixing currencies that do not each sum to zero', async () => {
    // Proves sums are checked per currency, so USD cannot pay for EUR without an FX leg.
    const usd = await newAccounts('USD');
    const eur = await newAccounts('EUR');
    await expect(
      postTransfer(testApp.database.db, {
        kind: 'funding',
        entries: [
          { accountId: usd.equity.id, amountMinor: -100n },
          { accountId: eur.account.id, amountMinor: 100n },
        ],
      }),
    ).rejects.toBeInstanceOf(LedgerInvariantError);
  });

  it("refuses a debit below the account's floor with 'ISF' and changes nothing", async () => {
    // Proves an account cannot go below accountBalanceMin (default 0).
    const { account, other, equity } = await newAccounts();
    await postTransfer(testApp.database.db, {
      kind: 'funding',
      entries: [
        { accountId: equity.id, amountMinor: -500n },
        { accountId: account.id, amountMinor: 500n },
      ],
    });
    const error = await postTransfer(testApp.database.db, {
      kind: 'funding',
      entries: [
        { accountId: account.id, amountMinor: -501n },
        { accountId: other.id, amountMinor: 501n },
      ],
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'ISF' });
    expect(await balanceOf(account.id)).toBe(500n);
    expect(await balanceOf(other.id)).toBe(0n);
  });

  it("refuses a closed account with 'CA'", async () => {
    // Proves closed accounts (status 11) take no movements.
    const { account, equity } = await newAccounts();
    await testApp.database.db
      .update(ledgerAccounts)
      .set({ accountStatusId: 11 })
      .where(eq(ledgerAccounts.id, account.id));
    await expect(
      postTransfer(testApp.database.db, {
        kind: 'funding',
        entries: [
          { accountId: equity.id, amountMinor: -1n },
          { accountId: account.id, amountMinor: 1n },
        ],
      }),
    ).rejects.toMatchObject({ code: 'CA' });
  });

  it('posts a pending transfer once, with its holds released, and voids one even on a closed account', async () => {
    // Proves the holds path (pending -> post/void, one database call each) keeps the money right.
    const db = testApp.database.db;
    const { account, other, equity } = await newAccounts();
    await postTransfer(db, {
      kind: 'funding',
      entries: [
        { accountId: equity.id, amountMinor: -1_000n },
        { accountId: account.id, amountMinor: 1_000n },
      ],
    });
    const pendingOf = async (accountId: number) =>
      (await db.select().from(ledgerAccounts).where(eq(ledgerAccounts.id, accountId)))[0]?.pendingMinor;
    const hold = (amountMinor: bigint) =>
      withTransaction(db, (tx) =>
        createPendingTransfer(tx, {
          kind: 'funding',
          description: 'held',
          entries: [
            { accountId: account.id, amountMinor: -amountMinor },
            { accountId: other.id, amountMinor },
          ],
        }),
      );

    const posted = await hold(300n);
    expect(await pendingOf(account.id)).toBe(300n);
    const transferId = await withTransaction(db, (tx) => postPendingTransfer(tx, posted));
    expect([await balanceOf(account.id), await balanceOf(other.id), await pendingOf(account.id)]).toEqual([
      700n,
      300n,
      0n,
    ]);
    const [transfer] = await db.select().from(ledgerTransfers).where(eq(ledgerTransfers.id, transferId));
    expect(transfer).toMatchObject({ kind: 'funding', description: 'held', metadata: { pendingTransferId: posted } });
    const entries = await db.select().from(ledgerEntries).where(eq(ledgerEntries.transferId, transferId));
    expect(entries.map((entry) => entry.amountMinor).sort()).toEqual([-300n, 300n]);
    // Entry ids made by the database are UUID version 7, like the server's own.
    expect(entries.every((entry) => /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab]/.test(entry.id))).toBe(true);
    const [row] = await db.select().from(ledgerPendingTransfers).where(eq(ledgerPendingTransfers.id, posted));
    expect(row).toMatchObject({ status: 'posted', postedTransferId: transferId });
    // Exactly once: a second post or a void of the posted one is 'TA1' and changes nothing.
    await expect(withTransaction(db, (tx) => postPendingTransfer(tx, posted))).rejects.toMatchObject({ code: 'TA1' });
    await expect(withTransaction(db, (tx) => voidPendingTransfer(tx, posted))).rejects.toMatchObject({ code: 'TA1' });
    expect(await balanceOf(account.id)).toBe(700n);

    // A closed account refuses the posting ('CA') and leaves it pending; a void still gives the money back.
    const voided = await hold(200n);
    await db.update(ledgerAccounts).set({ accountStatusId: 11 }).where(eq(ledgerAccounts.id, other.id));
    await expect(withTransaction(db, (tx) => postPendingTransfer(tx, voided))).rejects.toMatchObject({ code: 'CA' });
    expect(await pendingOf(account.id)).toBe(200n);
    await withTransaction(db, (tx) => voidPendingTransfer(tx, voided));
    expect([await balanceOf(account.id), await pendingOf(account.id)]).toEqual([700n, 0n]);
    const [voidedRow] = await db.select().from(ledgerPendingTransfers).where(eq(ledgerPendingTransfers.id, voided));
    expect(voidedRow?.status).toBe('voided');
    expect((await checkLedger(db)).problems).toEqual([]);
  });

  it('keeps entries and transfers immutable in the database', async () => {
    // Proves the triggers refuse UPDATE and DELETE on ledger rows.
    await expect(testApp.database.db.update(ledgerEntries).set({ amountMinor: 1n })).rejects.toThrow();
    await expect(testApp.database.db.delete(ledgerTransfers)).rejects.toThrow();
  });

  it('keeps balances exact under concurrent transfers', async () => {
    // Proves row locking: 40 concurrent 1-cent debits leave exactly the right balance.
    const { account, other, equity } = await newAccounts();
    await postTransfer(testApp.database.db, {
      kind: 'funding',
      entries: [
        { accountId: equity.id, amountMinor: -1_000n },
        { accountId: account.id, amountMinor: 1_000n },
      ],
    });
    await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        postTransfer(testApp.database.db, {
          kind: 'funding',
          entries:
            index % 2 === 0
              ? [
                  { accountId: account.id, amountMinor: -1n },
                  { accountId: other.id, amountMinor: 1n },
                ]
              : [
                  { accountId: other.id, amountMinor: 1n },
                  { accountId: account.id, amountMinor: -1n },
                ],
        }),
      ),
    );
    expect(await balanceOf(account.id)).toBe(960n);
    expect(await balanceOf(other.id)).toBe(40n);
    expect((await checkLedger(testApp.database.db)).ok).toBe(true);
  });

  it('refuses a transfer whose metadata does not match its kind, and an undeclared kind, writing nothing', async () => {
    // Proves the transfer-kind catalogue is asserted before any write, for posted and pending transfers.
    const { account, other } = await newAccounts();
    const entries = [
      { accountId: account.id, amountMinor: -1n },
      { accountId: other.id, amountMinor: 1n },
    ];
    const before = await countRows();
    // A p2p transfer must name its recipient (toEmail, toName) and carry its quote.
    const p2pWithoutRecipient = { fromCustomerId: 1, toCustomerId: 2, amount: '0.01', currencyCode: 'USD' };
    await expect(
      postTransfer(testApp.database.db, { kind: 'p2p', entries, metadata: p2pWithoutRecipient }),
    ).rejects.toThrow(/metadata of a 'p2p' transfer: .*toEmail/);
    await expect(
      createPendingTransfer(testApp.database.db, { kind: 'p2p', entries, metadata: p2pWithoutRecipient }),
    ).rejects.toBeInstanceOf(LedgerInvariantError);
    // Funding carries no customer fields; an undeclared field is refused too.
    await expect(
      postTransfer(testApp.database.db, { kind: 'funding', entries, metadata: { note: 'hello' } }),
    ).rejects.toBeInstanceOf(LedgerInvariantError);
    expect(() => assertTransferKind('card', undefined)).toThrow("unknown transfer kind 'card'");
    expect(await countRows()).toEqual(before);
    expect(await balanceOf(account.id)).toBe(0n);
  });

  it('detects a stored balance that differs from its entries', async () => {
    // Proves the checker can fail: a tampered balance is reported.
    const { account } = await newAccounts();
    await testApp.database.db
      .update(ledgerAccounts)
      .set({ balanceMinor: 999n })
      .where(eq(ledgerAccounts.id, account.id));
    const result = await checkLedger(testApp.database.db);
    expect(result.ok).toBe(false);
    expect(result.problems).toEqual(
      expect.arrayContaining([expect.objectContaining({ invariant: 'balance-equals-entries' })]),
    );
    await testApp.database.db.update(ledgerAccounts).set({ balanceMinor: 0n }).where(eq(ledgerAccounts.id, account.id));
  });
});
