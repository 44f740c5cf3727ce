// The crash test at length (decision 0029): a throw-away PostgreSQL cluster with default durability,
// the server as its own process killed with SIGKILL BENCH_KILLS times (200) at random moments under
// load, clients retrying each unanswered request with its Idempotency-Key. Prints what it saw and
// every problem: an acknowledged transfer lost or executed twice, a wrong balance, a currency that
// does not sum to zero, a failed ledger check. Exits 1 on any problem.
// Run: npx tsx bench/crash.bench.ts   (BENCH_KILLS, BENCH_CLIENTS, BENCH_CUSTOMERS; BENCH_DATABASE_URL)
import { randomUUID } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { runCrashTest } from '../apps/server/test/crash-harness.ts';
import { findPostgresBin, startPostgresCluster, type PostgresCluster } from './postgres-cluster.ts';

const kills = Number(process.env.BENCH_KILLS ?? 200);
let cluster: PostgresCluster | undefined;
let databaseUrl: string;
if (process.env.BENCH_DATABASE_URL) {
  const name = `tessera_crash_${randomUUID().slice(0, 8)}`;
  spawnSync('psql', [process.env.BENCH_DATABASE_URL, '-Atqc', `create database ${name}`]);
  const url = new URL(process.env.BENCH_DATABASE_URL);
  url.pathname = `/${name}`;
  databaseUrl = url.toString();
} else {
  const bin = findPostgresBin();
  if (!bin) throw new Error('PostgreSQL is not installed: set BENCH_DATABASE_URL or install postgresql');
  cluster = startPostgresCluster(bin);
  cluster.psql('postgres', 'create database tessera_crash');
  databaseUrl = cluster.url('tessera_crash');
}
process.on('exit', () => cluster?.stop());
process.on('SIGINT', () => process.exit(130));

const started = Date.now();
const result = await runCrashTest({
  databaseUrl,
  customers: Number(process.env.BENCH_CUSTOMERS ?? 50),
  clients: Number(process.env.BENCH_CLIENTS ?? 16),
  kills,
  killAfterMs: [100, 1500],
  log: (line) => process.stdout.write(`\r${line}   `),
});
console.log(
  `\ncrash test: ${result.kills} kills in ${((Date.now() - started) / 1000).toFixed(0)} s, ` +
    `${result.transfersAcknowledged} transfers acknowledged, ${result.retries} retries after a kill`,
);
for (const problem of result.problems) console.log(`  ✗ ${problem}`);
console.log(
  result.problems.length === 0 ? 'no acknowledged transfer lost, none executed twice, ledger:check passed' : 'FAILED',
);
process.exitCode = result.problems.length === 0 ? 0 : 1;
