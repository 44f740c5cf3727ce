import { randomUUID } from 'node:crypto';
import { accountTypes, formatMinor } from '@tessera/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type Reply, type TestApp } from '../../../test/test-app.ts';
import { customerTermsAcceptances, ledgerAccounts } from '../../db/schema/index.ts';
import { findBrand } from '../brands/index.ts';
import { hashPassword } from '../credentials/index.ts';
import { createCustomer } from '../identity/index.ts';
import {
  checkLedger,
  ensureSystemAccount,
  openCustomerAccount,
  postTransfer,
  systemAccountCodes,
} from '../ledger/index.ts';

/** Sizes of the run (≥ 64 clients, ≥ 1,000 accounts, 5 hot accounts taking half the traffic). */
const customerCount = 500;
const clients = 64;
const requestsPerClient = Number(process.env.CONCURRENCY_REQUESTS_PER_CLIENT ?? 12);

interface Customer {
  token: string;
  email: string;
  usd: number;
  eur: number;
}

let testApp: TestApp;
const customers: Customer[] = [];

beforeAll(async () => {
  testApp = await createTestApp({ seed: false, env: { LOGIN_RATE_LIMIT_PER_MINUTE: '100000' } });
  const db = testApp.database.db;
  const passwordHash = await hashPassword('Concurrency-test-1');
  const equityUsd = await ensureSystemAccount(db, systemAccountCodes.equity, 'USD');
  const equityEur = await ensureSystemAccount(db, systemAccountCodes.equity, 'EUR');
  const brandTerms = findBrand('tessera')?.terms ?? [];
  for (let index = 0; index < customerCount; index += 1) {
    const email = `load-${index}@example.com`;
    const { customerId } = await createCustomer(db, {
      brandId: 'tessera',
      customerType: 'personal',
      email,
      passwordHash,
      // Verified: an unverified customer may not send money (decision 0067).
      verified: true,
    });
    // The brand's terms accepted, as at registration: money waits for them (decision 0137).
    await db
      .insert(customerTermsAcceptances)
      .values(brandTerms.map((term) => ({ customerId, termId: term.id, version: term.version })));
    const usd = await openCustomerAccount(db, { customerId, type: accountTypes.payment, currencyCode: 'USD' });
    const eur = await openCustomerAccount(db, { customerId, type: accountTypes.payment, currencyCode: 'EUR' });
    await postTransfer(db, {
      kind: 'funding',
      entries: [
        { accountId: equityUsd.id, amountMinor: -100_000n },
        { accountId: usd.id, amountMinor: 100_000n },
      ],
    });
    await postTransfer(db, {
      kind: 'funding',
      entries: [
        { accountId: equityEur.id, amountMinor: -100_000n },
        { accountId: eur.id, amountMinor: 100_000n },
      ],
    });
    customers.push({ token: '', email, usd: usd.id, eur: eur.id });
  }
  // Only the customers who send need a session.
  for (const customer of customers.slice(0, 80))
    customer.token = (await signIn(testApp.app, customer.email, 'Concurrency-test-1')).accessToken;
}, 600_000);
afterAll(async () => testApp.close());

async function totalsPerCurrency(): Promise<Record<string, string>> {
  const rows = await testApp.database.db
    .select({ currency: ledgerAccounts.currencyCode, total: sql<string>`sum(${ledgerAccounts.balanceMinor})::text` })
    .from(ledgerAccounts)
    .groupBy(ledgerAccounts.currencyCode);
  return Object.fromEntries(rows.map((row) => [row.currency, row.total]));
}

describe('concurrency', () => {
  it('keeps every invariant under 64 concurrent clients with five hot accounts', async () => {
    // Proves no lost or created money, no floor breach and no deadlock surfaced under contention.
    const totalsBefore = await totalsPerCurrency();
    const hot = customers.slice(0, 5);
    const senders = customers.slice(0, 80);
    const random = (list: Customer[]): Customer => {
      const picked = list[Math.floor(Math.random() * list.length)];
      if (!picked) throw new Error('empty list');
      return picked;
    };
    const codes = new Map<string, number>();
    let serverErrors = 0;

    await Promise.all(
      Array.from({ length: clients }, async () => {
        for (let request = 0; request < requestsPerClient; request += 1) {
          const sender = random(senders);
          // Half of the traffic goes to or from one of the five hot accounts.
          const counterparty = Math.random() < 0.5 ? random(hot) : random(customers);
          const amount = formatMinor(BigInt(1 + Math.floor(Math.random() * 2_000)), 'USD');
          const kind = Math.random();
          const [method, body] =
            counterparty === sender || kind < 0.5
              ? [
                  'betweenAccountsTransfer',
                  kind < 0.25
                    ? { fromAccount: sender.usd, toAccount: sender.eur, amount }
                    : { fromAccount: sender.eur, toAccount: sender.usd, amount },
                ]
              : ['p2pTransfer', { fromAccount: sender.usd, toEmail: counterparty.email, amount, currency: 'USD' }];
          const response = await testApp.app.inject({
            method: 'POST',
            url: `/api/?method=${method}`,
            headers: { authorization: `Bearer ${sender.token}`, 'idempotency-key': randomUUID() },
            payload: { method, ...body },
          });
          if (response.statusCode >= 500) serverErrors += 1;
          const code = response.json<Reply>().responseCode;
          codes.set(code, (codes.get(code) ?? 0) + 1);
        }
      }),
    );

    expect(serverErrors).toBe(0);
    expect(
      [...codes.keys()].every((code) => ['00', 'ISF', 'LIM'].includes(code)),
      JSON.stringify([...codes]),
    ).toBe(true);
    expect(codes.get('00') ?? 0).toBeGreaterThan(clients * requestsPerClient * 0.8);
    const check = await checkLedger(testApp.database.db);
    expect(check.problems).toEqual([]);
    const [belowFloor] = await testApp.database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(ledgerAccounts)
      .where(
        sql`${ledgerAccounts.balanceMinMinor} is not null and ${ledgerAccounts.balanceMinor} - ${ledgerAccounts.pendingMinor} < ${ledgerAccounts.balanceMinMinor}`,
      );
    expect(belowFloor?.count).toBe(0);
    // Money is neither created nor destroyed: every currency's total over all accounts (customers, fees, FX, equity) is unchanged.
    expect(await totalsPerCurrency()).toEqual(totalsBefore);
  }, 600_000);
});
