import { accountTypes, formatMinor, parseRatio } from '@tessera/contract';
import { inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { ledgerAccounts } from '../../db/schema/index.ts';
import { withTransaction } from '../../platform/transactions.ts';
import { AppError } from '../../rpc/app-error.ts';
import { createCustomer } from '../identity/index.ts';
import { convertMinor } from '../fx/index.ts';
import {
  checkLedger,
  createPendingTransfer,
  ensureSystemAccount,
  openCustomerAccount,
  postPendingTransfer,
  postTransfer,
  systemAccountCodes,
  voidPendingTransfer,
} from './index.ts';

/** Number of random operation sequences; raise with PROPERTY_RUNS for a longer hunt. */
const runs = Number(process.env.PROPERTY_RUNS ?? 1000);
const usdToEur = parseRatio('0.92');

type Operation =
  | { type: 'transfer'; from: number; to: number; amount: bigint }
  | { type: 'hold'; from: number; to: number; amount: bigint }
  | { type: 'post'; hold: number }
  | { type: 'void'; hold: number }
  | { type: 'exchange'; from: number; to: number; amount: bigint; fee: bigint };

// Accounts 0 and 1 are USD, 2 and 3 EUR. Transfers stay within a currency; exchanges go USD → EUR.
const sameCurrencyPair = fc.oneof(fc.constant([0, 1]), fc.constant([1, 0]), fc.constant([2, 3]), fc.constant([3, 2]));
const amount = fc.bigInt({ min: 1n, max: 40_000n });
const operation: fc.Arbitrary<Operation> = fc.oneof(
  fc
    .record({ type: fc.constant('transfer' as const), pair: sameCurrencyPair, amount })
    .map(({ pair, ...rest }) => ({ ...rest, from: pair[0] ?? 0, to: pair[1] ?? 1 })),
  fc
    .record({ type: fc.constant('hold' as const), pair: sameCurrencyPair, amount })
    .map(({ pair, ...rest }) => ({ ...rest, from: pair[0] ?? 0, to: pair[1] ?? 1 })),
  fc.record({ type: fc.constant('post' as const), hold: fc.nat(10) }),
  fc.record({ type: fc.constant('void' as const), hold: fc.nat(10) }),
  fc.record({
    type: fc.constant('exchange' as const),
    from: fc.constantFrom(0, 1),
    to: fc.constantFrom(2, 3),
    amount,
    fee: fc.bigInt({ min: 0n, max: 500n }),
  }),
);

let testApp: TestApp;
let customerId: number;
beforeAll(async () => {
  testApp = await createTestApp({ seed: false });
  ({ customerId } = await createCustomer(testApp.database.db, {
    brandId: 'tessera',
    customerType: 'personal',
    email: 'model@example.com',
    passwordHash: 'x',
  }));
});
afterAll(async () => testApp.close());

describe('ledger against an in-memory model (fast-check)', () => {
  it('matches the model after random transfers, holds, posts, voids, exchanges and fees, and the checker passes', async () => {
    // Proves balances, pending amounts and refusals agree with a simple model, and no invariant breaks.
    const db = testApp.database.db;
    let sequence = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 12 }), async (operations) => {
        const accounts = [];
        for (const currencyCode of ['USD', 'USD', 'EUR', 'EUR'])
          accounts.push(await openCustomerAccount(db, { customerId, type: accountTypes.payment, currencyCode }));
        const ids = accounts.map((account) => account.id);
        const id = (index: number): number => ids[index] ?? 0;
        const equity = {
          USD: await ensureSystemAccount(db, systemAccountCodes.equity, 'USD'),
          EUR: await ensureSystemAccount(db, systemAccountCodes.equity, 'EUR'),
        };
        const model = { balance: [50_000n, 50_000n, 50_000n, 50_000n], pending: [0n, 0n, 0n, 0n] };
        for (const [index, account] of accounts.entries()) {
          const source = index < 2 ? equity.USD : equity.EUR;
          await postTransfer(db, {
            kind: 'funding',
            entries: [
              { accountId: source.id, amountMinor: -50_000n },
              { accountId: account.id, amountMinor: 50_000n },
            ],
          });
        }
        const holds: { id: string; from: number; to: number; amount: bigint; open: boolean }[] = [];
        const available = (index: number): bigint => (model.balance[index] ?? 0n) - (model.pending[index] ?? 0n);
        const add = (list: bigint[], index: number, delta: bigint): void => {
          list[index] = (list[index] ?? 0n) + delta;
        };

        for (const op of operations) {
          const outcome = await (async (): Promise<string> => {
            try {
              switch (op.type) {
                case 'transfer':
                  await postTransfer(db, {
                    kind: 'funding',
                    entries: [
                      { accountId: id(op.from), amountMinor: -op.amount },
                      { accountId: id(op.to), amountMinor: op.amount },
                    ],
                  });
                  return 'ok';
                case 'hold': {
                  const pendingId = await withTransaction(db, (tx) =>
                    createPendingTransfer(tx, {
                      kind: 'funding',
                      entries: [
                        { accountId: id(op.from), amountMinor: -op.amount },
                        { accountId: id(op.to), amountMinor: op.amount },
                      ],
                    }),
                  );
                  holds.push({ id: pendingId, from: op.from, to: op.to, amount: op.amount, open: true });
                  return 'ok';
                }
                case 'post':
                case 'void': {
                  const hold = holds[op.hold % Math.max(holds.length, 1)];
                  if (!hold) return 'skip';
                  await withTransaction(db, async (tx) => {
                    if (op.type === 'post') await postPendingTransfer(tx, hold.id);
                    else await voidPendingTransfer(tx, hold.id);
                  });
                  return 'ok';
                }
                case 'exchange': {
                  const { toMinor } = convertMinor(op.amount, 'USD', 'EUR', usdToEur);
                  if (toMinor === 0n) return 'skip';
                  const fxUsd = await ensureSystemAccount(db, systemAccountCodes.fxPosition, 'USD');
                  const fxEur = await ensureSystemAccount(db, systemAccountCodes.fxPosition, 'EUR');
                  const feeIncome = await ensureSystemAccount(db, systemAccountCodes.feeIncome, 'USD');
                  const entries = [
                    { accountId: id(op.from), amountMinor: -op.amount },
                    { accountId: fxUsd.id, amountMinor: op.amount },
                    { accountId: fxEur.id, amountMinor: -toMinor },
                    { accountId: id(op.to), amountMinor: toMinor },
                  ];
                  if (op.fee > 0n)
                    entries.push(
                      { accountId: id(op.from), amountMinor: -op.fee },
                      { accountId: feeIncome.id, amountMinor: op.fee },
                    );
                  // An exchange carries its quote, as the transfers module writes it (the kind's metadata schema).
                  const metadata = {
                    fromCustomerId: customerId,
                    toCustomerId: customerId,
                    amount: formatMinor(op.amount, 'USD'),
                    currencyCode: 'USD',
                    fee: formatMinor(op.fee, 'USD'),
                    feeCurrencyCode: 'USD',
                    exchangeRate: '0.92',
                    toAmount: formatMinor(toMinor, 'EUR'),
                    toCurrencyCode: 'EUR',
                    totalDebit: formatMinor(op.amount + op.fee, 'USD'),
                  };
                  await postTransfer(db, { kind: 'exchange', entries, metadata });
                  return 'ok';
                }
              }
            } catch (error) {
              if (error instanceof AppError) return error.code;
              throw error;
            }
          })();

          // Apply the same operation to the model and compare the outcome.
          switch (op.type) {
            case 'transfer':
            case 'hold': {
              const expected = available(op.from) >= op.amount ? 'ok' : 'ISF';
              expect(outcome).toBe(expected);
              if (expected === 'ok' && op.type === 'transfer') {
                add(model.balance, op.from, -op.amount);
                add(model.balance, op.to, op.amount);
              }
              if (expected === 'ok' && op.type === 'hold') add(model.pending, op.from, op.amount);
              break;
            }
            case 'post':
            case 'void': {
              const hold = holds[op.hold % Math.max(holds.length, 1)];
              if (!hold) break;
              expect(outcome).toBe(hold.open ? 'ok' : 'TA1');
              if (hold.open) {
                hold.open = false;
                add(model.pending, hold.from, -hold.amount);
                if (op.type === 'post') {
                  add(model.balance, hold.from, -hold.amount);
                  add(model.balance, hold.to, hold.amount);
                }
              }
              break;
            }
            case 'exchange': {
              if (outcome === 'skip') break;
              const total = op.amount + op.fee;
              const expected = available(op.from) >= total ? 'ok' : 'ISF';
              expect(outcome).toBe(expected);
              if (expected === 'ok') {
                add(model.balance, op.from, -total);
                add(model.balance, op.to, convertMinor(op.amount, 'USD', 'EUR', usdToEur).toMinor);
              }
              break;
            }
          }
        }

        const rows = await db.select().from(ledgerAccounts).where(inArray(ledgerAccounts.id, ids));
        const byId = new Map(rows.map((row) => [row.id, row]));
        expect(ids.map((accountId) => byId.get(accountId)?.balanceMinor)).toEqual(model.balance);
        expect(ids.map((accountId) => byId.get(accountId)?.pendingMinor)).toEqual(model.pending);
        // The checker scans the whole ledger, so it runs every 25th sequence and once at the end.
        sequence += 1;
        if (sequence % 25 === 0) expect((await checkLedger(db)).problems).toEqual([]);
      }),
      { numRuns: runs },
    );
    expect((await checkLedger(db)).problems).toEqual([]);
  }, 600_000);
});
