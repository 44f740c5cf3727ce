// HTTP transfer benchmark: authenticated `p2pTransfer` calls with idempotency keys through
// the real server over HTTP, at 1, 16 and 64 concurrent clients, with uniform recipients and with one
// hot account taking half of the traffic. Prints transfers per second and p50/p99 latency, then runs
// the ledger checker. PGlite in memory by default; PostgreSQL when BENCH_DATABASE_URL is set (the
// database must be empty or throw-away: the benchmark creates its own customers).
// Run: npx tsx bench/transfer-http.bench.ts   (BENCH_TRANSFERS=2000 per scenario by default)
import { randomUUID } from 'node:crypto';
import { accountTypes, codeChallengeS256, generateCodeVerifier } from '@tessera/contract';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { hashPassword } from '../apps/server/src/modules/auth/passwords.ts';
import { createCustomer } from '../apps/server/src/modules/customers/index.ts';
import {
  checkLedger,
  ensureSystemAccount,
  openCustomerAccount,
  postTransfer,
  systemAccountCodes,
} from '../apps/server/src/modules/ledger/index.ts';

const transfersPerScenario = Number(process.env.BENCH_TRANSFERS ?? 2000);
const customerCount = Number(process.env.BENCH_CUSTOMERS ?? 200);
const password = 'Bench-password-1';

const config = loadConfig({
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  PORT: '0',
  HOST: '127.0.0.1',
  DATA_DIR: '/nonexistent',
  WEB_DIST_DIR: '/nonexistent',
  LOGIN_RATE_LIMIT_PER_MINUTE: '1000000',
  JOBS_INTERVAL_SECONDS: '0',
  ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
});
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, pgliteDataDir: 'memory://', poolSize: 40 });
await database.migrate();
const app = await buildApp(config, database);
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const base = typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : '';

// Customers, each with a USD account funded from equity.
const passwordHash = await hashPassword(password);
const equity = await ensureSystemAccount(database.db, systemAccountCodes.equity, 'USD');
const run = randomUUID().slice(0, 8);
const customers: { email: string; account: number; token: string }[] = [];
for (let index = 0; index < customerCount; index += 1) {
  const email = `bench-${run}-${index}@example.com`;
  const { customerId } = await createCustomer(database.db, {
    brandId: 'tessera',
    customerType: 'personal',
    email,
    passwordHash,
  });
  const account = await openCustomerAccount(database.db, {
    customerId,
    type: accountTypes.payment,
    currencyCode: 'USD',
  });
  await postTransfer(database.db, {
    kind: 'funding',
    entries: [
      { accountId: equity.id, amountMinor: -100_000_000n },
      { accountId: account.id, amountMinor: 100_000_000n },
    ],
  });
  customers.push({ email, account: account.id, token: '' });
}
// Limits would stop a long benchmark; lift them for the bench customers.
await database.db.execute(
  `update customer_limits set single_max_minor = null, daily_max_minor = null, monthly_max_minor = null`,
);
for (const customer of customers) {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      client: 'spa',
      username: customer.email,
      password,
      codeChallenge: await codeChallengeS256(generateCodeVerifier()),
    }),
  });
  const body = (await response.json()) as { accessToken?: string };
  customer.token = body.accessToken ?? '';
}

function pick(): (typeof customers)[number] {
  const picked = customers[Math.floor(Math.random() * customers.length)];
  if (!picked) throw new Error('no customers');
  return picked;
}

function percentile(sorted: number[], p: number): string {
  return (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0).toFixed(1);
}

async function scenario(clients: number, hot: boolean): Promise<void> {
  const hotAccount = customers[0];
  const latencies: number[] = [];
  const codes = new Map<string, number>();
  let remaining = transfersPerScenario;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (remaining > 0) {
        remaining -= 1;
        const sender = pick();
        let recipient = hot && Math.random() < 0.5 && hotAccount ? hotAccount : pick();
        while (recipient === sender) recipient = pick();
        const begin = performance.now();
        const response = await fetch(`${base}/api/?method=p2pTransfer`, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            Authorization: `Bearer ${sender.token}`,
            'Idempotency-Key': randomUUID(),
          },
          body: JSON.stringify({
            method: 'p2pTransfer',
            fromAccount: sender.account,
            toEmail: recipient.email,
            amount: '1.00',
            currency: 'USD',
          }),
        });
        const body = (await response.json()) as { responseCode: string };
        latencies.push(performance.now() - begin);
        codes.set(body.responseCode, (codes.get(body.responseCode) ?? 0) + 1);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  console.log(
    `${database.kind.padEnd(8)} ${String(clients).padStart(3)} clients ${hot ? 'hot    ' : 'uniform'} ${String(transfersPerScenario).padStart(6)} transfers  ${(transfersPerScenario / seconds).toFixed(0).padStart(6)} /s  p50 ${percentile(latencies, 50).padStart(6)} ms  p99 ${percentile(latencies, 99).padStart(6)} ms  codes ${JSON.stringify(Object.fromEntries(codes))}`,
  );
}

console.log(
  `HTTP p2pTransfer benchmark on ${database.kind}: ${customerCount} customers, ${transfersPerScenario} transfers per scenario`,
);
for (const clients of [1, 16, 64]) {
  await scenario(clients, false);
  await scenario(clients, true);
}
const check = await checkLedger(database.db);
console.log(
  `ledger:check: ${check.ok ? 'passed' : `FAILED ${JSON.stringify(check.problems.slice(0, 3))}`} (${check.counts.transfers} transfers, ${check.counts.entries} entries)`,
);
await app.close();
