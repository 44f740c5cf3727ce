// The ledger-speed benchmark, measured as production runs (decision 0029): the server as its own
// process (`apps/server/src/main.ts`), the load generator as another (`load-generator.ts`),
// PostgreSQL with its default durability (fsync on) in a throw-away cluster, and pgbench's TPC-B in
// the same cluster and run as the reference, so each figure is also a ratio. 1, 16 and 64 clients,
// uniform recipients and one hot recipient in half of the transfers; then the ledger checker.
//
// Run: npm run bench -w @tessera/bench, or npx tsx bench/transfer-load.bench.ts
// Environment: BENCH_DATABASE=postgres|pglite (default postgres when installed), BENCH_DATABASE_URL
// (an existing server where the user may create databases), BENCH_CUSTOMERS (1000), BENCH_SENDERS
// (signed-in senders, 200), BENCH_SECONDS (20), BENCH_CLIENTS (1,16,64; PGlite 1,16),
// BENCH_SCENARIOS (uniform,hot), WEB_CONCURRENCY (server processes, passed through),
// BENCH_SERVER_NODE_ARGS (extra Node options of the server process, e.g. --cpu-prof).
import { spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { LoadResult, Sender } from './load-generator.ts';
import { findPostgresBin, startPostgresCluster, type PostgresCluster } from './postgres-cluster.ts';

const root = path.resolve(import.meta.dirname, '..');
const customers = Number(process.env.BENCH_CUSTOMERS ?? 1000);
const senderCount = Math.min(customers, Number(process.env.BENCH_SENDERS ?? 200));
const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const password = 'Load-test-password-1';
const workloads = (process.env.BENCH_SCENARIOS ?? 'uniform,hot').split(',') as ('uniform' | 'hot')[];
const pgBin = process.env.BENCH_DATABASE === 'pglite' ? undefined : findPostgresBin();
const kind: 'postgres' | 'pglite' =
  process.env.BENCH_DATABASE_URL || (pgBin && process.env.BENCH_DATABASE !== 'pglite') ? 'postgres' : 'pglite';
const clientCounts = (process.env.BENCH_CLIENTS ?? (kind === 'postgres' ? '1,16,64' : '1,16')).split(',').map(Number);

const tsx = ['--import', 'tsx'];
const workDir = mkdtempSync(path.join(os.tmpdir(), 'tessera-bench-'));
let cluster: PostgresCluster | undefined;
let server: ReturnType<typeof spawn> | undefined;
let adminUrl: string | undefined;
const benchDatabase = `tessera_bench_${randomUUID().slice(0, 8)}`;
const pgbenchDatabase = `pgbench_${randomUUID().slice(0, 8)}`;

function cleanup(): void {
  server?.kill('SIGKILL');
  server = undefined;
  if (adminUrl && !cluster) {
    psqlUrl(adminUrl, `drop database if exists ${benchDatabase} with (force)`);
    psqlUrl(adminUrl, `drop database if exists ${pgbenchDatabase} with (force)`);
  }
  cluster?.stop();
  cluster = undefined;
  rmSync(workDir, { recursive: true, force: true });
}
process.on('exit', cleanup);
process.on('SIGINT', () => process.exit(130));

function psqlUrl(url: string, query: string): string {
  const result = spawnSync('psql', [url, '-Atqc', query], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`psql failed: ${result.stderr}`);
  return result.stdout.trim();
}

function databaseUrl(database: string): string {
  if (cluster) return cluster.url(database);
  if (!adminUrl) throw new Error('no PostgreSQL');
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** The environment of the server and the project's commands, pointed at the bench database. */
function databaseEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.DATABASE_URL;
  return kind === 'postgres'
    ? { ...env, DATABASE_URL: databaseUrl(benchDatabase) }
    : { ...env, DATA_DIR: path.join(workDir, 'data') };
}

function runProjectCommand(script: string, args: readonly string[]): string {
  const result = spawnSync(process.execPath, [...tsx, path.join(root, script), ...args], {
    cwd: root,
    encoding: 'utf8',
    env: { ...databaseEnv(), LOG_LEVEL: 'warn' },
  });
  if (result.status !== 0 && !script.includes('ledger-check'))
    throw new Error(`${script} failed:\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

async function startServer(port: number): Promise<void> {
  // BENCH_SERVER_NODE_ARGS: extra Node options for the server only, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`.
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  server = spawn(process.execPath, [...nodeArgs, ...tsx, path.join(root, 'apps/server/src/main.ts')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...databaseEnv(),
      NODE_ENV: 'production',
      // Production's code paths on the sandbox adapters, which only a sandbox deployment may use (decision 0136).
      SANDBOX: 'true',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      JOBS_INTERVAL_SECONDS: '0',
      LOGIN_RATE_LIMIT_PER_MINUTE: '1000000',
      ACCESS_TOKEN_TTL_SECONDS: '3600',
      WEB_DIST_DIR: path.join(workDir, 'no-web'),
      DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE ?? '20',
    },
  });
  for (let attempt = 0; attempt < 600; attempt += 1) {
    const healthy = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the server did not answer /api/health within 60 s');
}

async function stopServer(): Promise<void> {
  const running = server;
  server = undefined;
  if (!running || running.exitCode !== null) return;
  const exited = new Promise((resolve) => running.once('exit', resolve));
  running.kill('SIGTERM');
  await exited;
}

/** Signs in the first `senderCount` load customers (simple flow) and finds their USD account. */
async function signInSenders(target: string): Promise<Sender[]> {
  const { codeChallengeS256, generateCodeVerifier } = await import('@tessera/contract');
  const senders: Sender[] = [];
  for (let index = 0; index < senderCount; index += 1) {
    const email = `load-${index}@example.com`;
    const login = await fetch(`${target}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        client: 'spa',
        username: email,
        password,
        codeChallenge: await codeChallengeS256(generateCodeVerifier()),
      }),
    });
    const tokens = (await login.json()) as { accessToken?: string };
    if (!tokens.accessToken) throw new Error(`sign-in of ${email} failed: ${JSON.stringify(tokens)}`);
    const list = await fetch(`${target}/api/?method=accountList`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${tokens.accessToken}` },
      body: JSON.stringify({ method: 'accountList' }),
    });
    const { accounts } = (await list.json()) as { accounts?: { accountId: number; currencyCode: string }[] };
    const account = accounts?.find((candidate) => candidate.currencyCode === 'USD');
    if (!account) throw new Error(`${email} has no USD account`);
    senders.push({ email, accountId: account.accountId, accessToken: tokens.accessToken });
  }
  return senders;
}

async function generateLoad(target: string, clients: number, workload: string): Promise<LoadResult> {
  const child = spawn(process.execPath, [...tsx, path.join(root, 'bench/load-generator.ts')], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      BENCH_TARGET: target,
      BENCH_SENDERS_FILE: path.join(workDir, 'senders.json'),
      BENCH_RECIPIENTS: String(customers),
      BENCH_CLIENTS: String(clients),
      BENCH_SECONDS: String(seconds),
      BENCH_WORKLOAD: workload,
    },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`the load generator exited with ${code}`);
  return JSON.parse(output.trim().split('\n').at(-1) ?? '{}') as LoadResult;
}

/** pgbench's built-in TPC-B (5 statements a transaction) for `clients` clients: transactions per second. */
function pgbenchTpcb(clients: number): number | undefined {
  if (kind !== 'postgres') return undefined;
  const result = spawnSync(
    'pgbench',
    [
      '-c',
      String(clients),
      '-j',
      String(Math.min(clients, 2)),
      '-T',
      String(seconds),
      '-n',
      databaseUrl(pgbenchDatabase),
    ],
    { encoding: 'utf8' },
  );
  const match = /tps = ([\d.]+) \(without initial connection time\)/.exec(result.stdout);
  if (!match?.[1]) throw new Error(`pgbench failed:\n${result.stdout}\n${result.stderr}`);
  return Number(match[1]);
}

/** Commits and WAL syncs so far (PostgreSQL), to show how many transfers share one flush. */
function walCounters(): { walSync: number; commits: number } | undefined {
  if (kind !== 'postgres') return undefined;
  const line = psqlUrl(
    databaseUrl(benchDatabase),
    `select (select wal_sync from pg_stat_wal), (select xact_commit from pg_stat_database where datname = current_database())`,
  );
  const [walSync, commits] = line.split('|').map(Number);
  return { walSync: walSync ?? 0, commits: commits ?? 0 };
}

interface Row {
  clients: number;
  workload: string;
  result: LoadResult;
  tpcb: number | undefined;
  perWalSync: number | undefined;
  commitsPerTransfer: number | undefined;
}

function format(value: number | undefined, digits = 0): string {
  return value === undefined
    ? '–'
    : value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
}

function machine(): string {
  const cpus = os.cpus();
  const postgresVersion =
    kind === 'postgres' ? psqlUrl(databaseUrl(benchDatabase), 'show server_version').split(' ')[0] : undefined;
  return `${cpus.length} × ${cpus[0]?.model.trim() ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}${postgresVersion ? `, PostgreSQL ${postgresVersion} (fsync on)` : ', PGlite'}`;
}

// --- Run ---------------------------------------------------------------------------------------
if (kind === 'postgres') {
  if (process.env.BENCH_DATABASE_URL) adminUrl = process.env.BENCH_DATABASE_URL;
  else if (pgBin) cluster = startPostgresCluster(pgBin);
  const admin = cluster ? cluster.url('postgres') : (adminUrl ?? '');
  psqlUrl(admin, `create database ${benchDatabase}`);
  psqlUrl(admin, `create database ${pgbenchDatabase}`);
  const init = spawnSync('pgbench', ['-i', '-s', '10', '-q', databaseUrl(pgbenchDatabase)], { encoding: 'utf8' });
  if (init.status !== 0) throw new Error(`pgbench -i failed:\n${init.stderr}`);
}
console.log(`Transfer benchmark on ${kind}: ${customers} customers, ${senderCount} senders, ${seconds} s a scenario`);
process.stdout.write('seeding customers… ');
runProjectCommand('apps/server/src/modules/seed/seed-customers.cli.ts', [
  '--count',
  String(customers),
  '--password',
  password,
  '--balance',
  '1000000.00',
  '--currency',
  'USD',
]);
console.log('done');
const port = await freePort();
const target = `http://127.0.0.1:${port}`;
await startServer(port);
writeFileSync(path.join(workDir, 'senders.json'), JSON.stringify(await signInSenders(target)));

const rows: Row[] = [];
for (const clients of clientCounts) {
  const tpcb = pgbenchTpcb(clients);
  for (const workload of workloads) {
    const before = walCounters();
    const result = await generateLoad(target, clients, workload);
    const after = walCounters();
    const syncs = before && after ? after.walSync - before.walSync : undefined;
    const row: Row = {
      clients,
      workload,
      result,
      tpcb,
      perWalSync: syncs ? result.transfers / syncs : undefined,
      commitsPerTransfer:
        before && after && result.transfers ? (after.commits - before.commits) / result.transfers : undefined,
    };
    rows.push(row);
    console.log(
      `${kind.padEnd(8)} ${String(clients).padStart(3)} clients ${workload.padEnd(7)} ${format(result.perSecond).padStart(7)} /s` +
        `  p50 ${format(result.p50Ms, 1).padStart(6)} ms  p99 ${format(result.p99Ms, 1).padStart(7)} ms` +
        `  TPC-B ${format(tpcb).padStart(6)} /s  ratio ${tpcb ? (result.perSecond / tpcb).toFixed(3) : '–'}` +
        `  transfers/WAL sync ${format(row.perWalSync, 1)}  commits/transfer ${format(row.commitsPerTransfer, 2)}` +
        `  codes ${JSON.stringify(result.codes)}`,
    );
  }
}
await stopServer();
const check = runProjectCommand('apps/server/src/modules/ledger/ledger-check.cli.ts', []);
console.log(check.trim().split('\n').at(-1));

console.log(`\nMachine: ${machine()}; ${new Date().toISOString().slice(0, 10)}\n`);
console.log(
  '| database | clients | workload | transfers/s | p50 ms | p99 ms | pgbench TPC-B/s | ratio | transfers per WAL sync |',
);
console.log(
  '| -------- | ------- | -------- | ----------- | ------ | ------ | --------------- | ----- | ---------------------- |',
);
for (const row of rows)
  console.log(
    `| ${kind} | ${row.clients} | ${row.workload} | ${format(row.result.perSecond)} | ${format(row.result.p50Ms, 1)} | ${format(row.result.p99Ms, 1)} | ${format(row.tpcb)} | ${row.tpcb ? (row.result.perSecond / row.tpcb).toFixed(3) : '–'} | ${format(row.perWalSync, 1)} |`,
  );
