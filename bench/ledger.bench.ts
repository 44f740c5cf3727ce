// Ledger benchmark: transfers per second and latency percentiles of postTransfer, sequential
// and with concurrent clients, on PGlite in memory (default) or on PostgreSQL when
// BENCH_DATABASE_URL is set. Prints figures; asserts nothing about speed.
// Run: npm run bench (or: npx tsx bench/ledger.bench.ts)
import { accountTypes } from '@tessera/contract';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { createCustomer } from '../apps/server/src/modules/identity/index.ts';
import {
  checkLedger,
  ensureSystemAccount,
  openCustomerAccount,
  postTransfer,
  systemAccountCodes,
} from '../apps/server/src/modules/ledger/index.ts';

const transfersPerRun = Number(process.env.BENCH_TRANSFERS ?? 2000);
const accountCount = 200;
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 8);

const handle = await openDatabase({
  databaseUrl: process.env.BENCH_DATABASE_URL,
  pgliteDataDir: 'memory://',
  poolSize: concurrency + 2,
});
await handle.migrate();
const { db } = handle;

const equity = await ensureSystemAccount(db, systemAccountCodes.equity, 'USD');
const accounts: number[] = [];
for (let index = 0; index < accountCount; index += 1) {
  const { customerId } = await createCustomer(db, {
    brandId: 'tessera',
    customerType: 'personal',
    email: `bench-${Date.now()}-${index}@example.com`,
    passwordHash: 'not-a-real-hash',
  });
  const account = await openCustomerAccount(db, { customerId, type: accountTypes.payment, currencyCode: 'USD' });
  await postTransfer(db, {
    kind: 'funding',
    entries: [
      { accountId: equity.id, amountMinor: -1_000_000_00n },
      { accountId: account.id, amountMinor: 1_000_000_00n },
    ],
  });
  accounts.push(account.id);
}

function pick(): [number, number] {
  const from = accounts[Math.floor(Math.random() * accounts.length)] ?? 0;
  let to = from;
  while (to === from) to = accounts[Math.floor(Math.random() * accounts.length)] ?? 0;
  return [from, to];
}

async function oneTransfer(latencies: number[]): Promise<void> {
  const [from, to] = pick();
  const amountMinor = BigInt(1 + Math.floor(Math.random() * 10_000));
  const started = performance.now();
  await postTransfer(db, {
    kind: 'funding',
    entries: [
      { accountId: from, amountMinor: -amountMinor },
      { accountId: to, amountMinor },
    ],
  });
  latencies.push(performance.now() - started);
}

function percentile(sorted: number[], p: number): string {
  return (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0).toFixed(2);
}

async function run(label: string, clients: number): Promise<void> {
  const latencies: number[] = [];
  const started = performance.now();
  let remaining = transfersPerRun;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (remaining > 0) {
        remaining -= 1;
        await oneTransfer(latencies);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  console.log(
    `${label.padEnd(28)} ${String(transfersPerRun).padStart(6)} transfers  ${(transfersPerRun / seconds).toFixed(0).padStart(6)} transfers/s  latency ms p50 ${percentile(latencies, 50)}  p95 ${percentile(latencies, 95)}  p99 ${percentile(latencies, 99)}`,
  );
}

console.log(`ledger benchmark on ${handle.kind}, ${accountCount} accounts`);
await run('sequential (1 client)', 1);
await run(`concurrent (${concurrency} clients)`, concurrency);
const check = await checkLedger(db);
console.log(
  `ledger:check after the run: ${check.ok ? 'passed' : `FAILED (${check.problems.length} problems)`}, ${check.counts.transfers} transfers, ${check.counts.entries} entries`,
);
await handle.close();
