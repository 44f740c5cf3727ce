// The crash test (decision 0029): under load, the server is killed with SIGKILL at random moments
// and started again; every client retries each unanswered request with its Idempotency-Key until it
// gets an answer. Afterwards no acknowledged transfer may be lost, none executed twice, the ledger
// checker must pass and every currency must sum to zero. Used by `crash.test.ts` (a few kills, in
// the PostgreSQL pass of the tests) and `bench/crash.bench.ts` (hundreds of kills).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomInt, randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import path from 'node:path';
import { codeChallengeS256, formatMinor, generateCodeVerifier, parseMinor } from '@tessera/contract';
import pg from 'pg';

const serverRoot = path.resolve(import.meta.dirname, '..');
const password = 'Crash-test-password-1';

/** How to run: the database (empty or already seeded by an earlier run), how hard and how long. */
export interface CrashRunOptions {
  /** A PostgreSQL database the server may migrate. */
  databaseUrl: string;
  /** Load customers to create (`load-0…`); each one sends and receives. */
  customers: number;
  /** Concurrent clients sending transfers. */
  clients: number;
  /** How many times to kill the server. */
  kills: number;
  /** A kill comes a random time in [min, max] ms after the server answered again. */
  killAfterMs: readonly [number, number];
  /** Progress lines (a kill, a restart). */
  log?: (line: string) => void;
}

/** What the run saw and what the database holds afterwards; `problems` is empty when nothing was lost or doubled. */
export interface CrashRunResult {
  kills: number;
  transfersAcknowledged: number;
  retries: number;
  problems: string[];
}

interface Customer {
  email: string;
  accountId: number;
  accessToken: string;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function databaseEnv(databaseUrl: string): NodeJS.ProcessEnv {
  return { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' };
}

/**
 * Runs the crash test against a fresh server process on `options.databaseUrl`.
 * @returns the counts and the problems found (none when every acknowledged transfer is in the
 *   ledger exactly once, every balance is what the acknowledged replies say, and the checker passes).
 */
export async function runCrashTest(options: CrashRunOptions): Promise<CrashRunResult> {
  const log = options.log ?? (() => undefined);
  const seeded = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(serverRoot, 'src/modules/seed/seed-customers.cli.ts'),
      '--count',
      String(options.customers),
      '--password',
      password,
      '--balance',
      '100000.00',
      '--currency',
      'USD',
    ],
    { encoding: 'utf8', env: databaseEnv(options.databaseUrl) },
  );
  if (seeded.status !== 0) throw new Error(`seed:customers failed:\n${seeded.stdout}\n${seeded.stderr}`);

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let server: ChildProcess | undefined;
  const start = async (): Promise<void> => {
    server = spawn(process.execPath, ['--import', 'tsx', path.join(serverRoot, 'src/main.ts')], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...databaseEnv(options.databaseUrl),
        NODE_ENV: 'production',
        // Production's settings on the sandbox adapters and an empty database (decision 0136).
        SANDBOX: 'true',
        PORT: String(port),
        HOST: '127.0.0.1',
        SEED_DEMO: 'false',
        JOBS_INTERVAL_SECONDS: '0',
        LOGIN_RATE_LIMIT_PER_MINUTE: '1000000',
        ACCESS_TOKEN_TTL_SECONDS: '3600',
        WEB_DIST_DIR: path.join(serverRoot, 'no-web-build'),
      },
    });
    for (let attempt = 0; attempt < 600; attempt += 1) {
      const healthy = await fetch(`${base}/api/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (healthy) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('the server did not come back within 30 s');
  };
  const kill = async (): Promise<void> => {
    const running = server;
    server = undefined;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGKILL');
    await exited;
  };

  const database = new pg.Client({ connectionString: options.databaseUrl });
  try {
    await start();
    const customers = await signIn(base, options.customers);
    await database.connect();
    const before = await balances(database, customers);
    const p2pBefore = Number(
      (await database.query(`select count(*) from ledger_transfers where kind = 'p2p'`)).rows[0].count,
    );

    // Clients: each transfer is sent until it is answered, always with its own key.
    const acknowledged: {
      sender: Customer;
      recipient: Customer;
      totalDebit: bigint;
      toAmount: bigint;
      transactionId: string;
    }[] = [];
    const problems: string[] = [];
    let retries = 0;
    let issuing = true;
    const client = async (): Promise<void> => {
      while (issuing) {
        const sender = customers[randomInt(customers.length)];
        let recipient = customers[randomInt(customers.length)];
        while (recipient === sender) recipient = customers[randomInt(customers.length)];
        if (!sender || !recipient) throw new Error('no customers');
        const key = randomUUID();
        const body = JSON.stringify({
          method: 'p2pTransfer',
          fromAccount: sender.accountId,
          toEmail: recipient.email,
          amount: formatMinor(BigInt(randomInt(1, 500)), 'USD'),
          currency: 'USD',
        });
        for (;;) {
          const reply = await fetch(`${base}/api/?method=p2pTransfer`, {
            method: 'POST',
            headers: {
              'Content-Type': 'application/json',
              Authorization: `Bearer ${sender.accessToken}`,
              'Idempotency-Key': key,
            },
            body,
          }).then(
            async (response) =>
              response.status >= 500 ? undefined : ((await response.json()) as Record<string, unknown>),
            () => undefined,
          );
          if (reply === undefined) {
            retries += 1;
            await new Promise((resolve) => setTimeout(resolve, 50));
            continue;
          }
          if (reply.responseCode !== '00') problems.push(`transfer ${key} answered ${JSON.stringify(reply)}`);
          else
            acknowledged.push({
              sender,
              recipient,
              totalDebit: parseMinor(String(reply.totalDebit), 'USD'),
              toAmount: parseMinor(String(reply.toAmount), 'USD'),
              transactionId: String(reply.transactionId),
            });
          break;
        }
      }
    };
    const running = Array.from({ length: options.clients }, () => client());
    for (let index = 1; index <= options.kills; index += 1) {
      const [min, max] = options.killAfterMs;
      await new Promise((resolve) => setTimeout(resolve, min + randomInt(Math.max(1, max - min))));
      await kill();
      log(`kill ${index}/${options.kills} after ${acknowledged.length} acknowledged transfers`);
      await start();
    }
    issuing = false;
    await Promise.all(running);
    await kill();

    // Every acknowledged transfer is in the ledger exactly once, and nothing else is.
    const p2pAfter = Number(
      (await database.query(`select count(*) from ledger_transfers where kind = 'p2p'`)).rows[0].count,
    );
    if (p2pAfter - p2pBefore !== acknowledged.length)
      problems.push(
        `${acknowledged.length} transfers acknowledged but ${p2pAfter - p2pBefore} p2p transfers in the ledger`,
      );
    const ids = acknowledged.map((transfer) => transfer.transactionId);
    const found = Number(
      (await database.query(`select count(*) from ledger_transfers where id = any($1::uuid[])`, [ids])).rows[0].count,
    );
    if (found !== new Set(ids).size || found !== ids.length)
      problems.push(
        `${ids.length} acknowledged transaction ids, ${new Set(ids).size} distinct, ${found} in the ledger`,
      );
    // Every balance is what the acknowledged replies say.
    const expected = new Map(before);
    for (const transfer of acknowledged) {
      expected.set(transfer.sender.accountId, (expected.get(transfer.sender.accountId) ?? 0n) - transfer.totalDebit);
      expected.set(
        transfer.recipient.accountId,
        (expected.get(transfer.recipient.accountId) ?? 0n) + transfer.toAmount,
      );
    }
    for (const [accountId, balance] of await balances(database, customers))
      if (balance !== expected.get(accountId))
        problems.push(`account ${accountId}: balance ${balance}, expected ${String(expected.get(accountId))}`);
    // Conservation: every currency's balances, system accounts included, sum to zero.
    const sums = await database.query(
      `select currency_code, sum(balance_minor)::text as total from ledger_accounts group by currency_code having sum(balance_minor) <> 0`,
    );
    for (const row of sums.rows as { currency_code: string; total: string }[])
      problems.push(`${row.currency_code} balances sum to ${row.total}, not zero`);
    const check = spawnSync(
      process.execPath,
      ['--import', 'tsx', path.join(serverRoot, 'src/modules/ledger/ledger-check.cli.ts')],
      { encoding: 'utf8', env: databaseEnv(options.databaseUrl) },
    );
    if (check.status !== 0) problems.push(`ledger:check failed:\n${check.stdout}`);
    return { kills: options.kills, transfersAcknowledged: acknowledged.length, retries, problems };
  } finally {
    await kill();
    await database.end().catch(() => undefined);
  }
}

/** Signs in load customers 0…count−1 (simple flow) and finds each one's USD account. */
async function signIn(base: string, count: number): Promise<Customer[]> {
  const customers: Customer[] = [];
  for (let index = 0; index < count; index += 1) {
    const email = `load-${index}@example.com`;
    const login = (await (
      await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          client: 'spa',
          username: email,
          password,
          codeChallenge: await codeChallengeS256(generateCodeVerifier()),
        }),
      })
    ).json()) as { accessToken?: string };
    if (!login.accessToken) throw new Error(`sign-in of ${email} failed: ${JSON.stringify(login)}`);
    const list = (await (
      await fetch(`${base}/api/?method=accountList`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${login.accessToken}` },
        body: JSON.stringify({ method: 'accountList' }),
      })
    ).json()) as { accounts?: { accountId: number; currencyCode: string }[] };
    const account = list.accounts?.find((candidate) => candidate.currencyCode === 'USD');
    if (!account) throw new Error(`${email} has no USD account`);
    customers.push({ email, accountId: account.accountId, accessToken: login.accessToken });
  }
  return customers;
}

/** The balances of the customers' accounts, minor units, read from the ledger. */
async function balances(database: pg.Client, customers: readonly Customer[]): Promise<Map<number, bigint>> {
  const result = await database.query(
    `select id, balance_minor::text as balance from ledger_accounts where id = any($1::bigint[])`,
    [customers.map((customer) => customer.accountId)],
  );
  return new Map(
    (result.rows as { id: string; balance: string }[]).map((row) => [Number(row.id), BigInt(row.balance)]),
  );
}
