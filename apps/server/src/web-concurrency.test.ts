import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import path from 'node:path';
import { codeChallengeS256, generateCodeVerifier, parseMinor } from '@tessera/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase } from '../test/test-app.ts';
import { demoPassword } from './modules/seed/index.ts';

const adminUrl = process.env.TEST_DATABASE_URL;
let server: ChildProcess | undefined;
let dropDatabase: (() => Promise<void>) | undefined;
afterAll(async () => {
  server?.kill('SIGKILL');
  await dropDatabase?.();
});

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

async function postJson(url: string, body: object, headers: Record<string, string> = {}) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return (await response.json()) as Record<string, unknown>;
}

// Several server processes need PostgreSQL (PGlite serves one process): this runs in the
// PostgreSQL pass of the test command.
describe.skipIf(!adminUrl)('WEB_CONCURRENCY: several server processes', () => {
  it('serves sign-in and an idempotent transfer across two processes, and stops them all on SIGTERM', async () => {
    const database = await createPostgresDatabase(adminUrl ?? '');
    dropDatabase = database.drop;
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'main.ts')], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        DATABASE_URL: database.url,
        WEB_CONCURRENCY: '2',
        PORT: String(port),
        HOST: '127.0.0.1',
        SEED_DEMO: 'true',
        JOBS_INTERVAL_SECONDS: '0',
        WEB_DIST_DIR: path.join(import.meta.dirname, 'no-web-build'),
      },
    });
    server = child;
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    for (let attempt = 0; attempt < 600 && !output.includes('2 server processes'); attempt += 1)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(output).toContain('2 server processes');

    // Each sign-in opens its own connection, so both processes serve some of them.
    const tokens: string[] = [];
    for (let index = 0; index < 6; index += 1) {
      const login = await postJson(`${base}/api/auth/login`, {
        client: 'spa',
        username: 'alice@example.com',
        password: demoPassword,
        codeChallenge: await codeChallengeS256(generateCodeVerifier()),
      });
      expect(login.responseCode).toBe('00');
      tokens.push(String(login.accessToken));
    }
    const accounts = await postJson(
      `${base}/api/?method=accountList`,
      { method: 'accountList' },
      { Authorization: `Bearer ${tokens[0]}` },
    );
    const usd = (accounts.accounts as { accountId: number; currencyCode: string; balance: string }[]).find(
      (account) => account.currencyCode === 'USD',
    );
    const key = randomUUID();
    const transfer = {
      method: 'p2pTransfer',
      fromAccount: usd?.accountId,
      toEmail: 'bob@example.com',
      amount: '1.00',
      currency: 'USD',
    };
    const replies = await Promise.all(
      tokens.map((token) =>
        postJson(`${base}/api/?method=p2pTransfer`, transfer, {
          Authorization: `Bearer ${token}`,
          'Idempotency-Key': key,
        }),
      ),
    );
    // One key, six requests over several processes: one transfer, six identical replies.
    expect(new Set(replies.map((reply) => JSON.stringify(reply))).size).toBe(1);
    expect(replies[0]?.responseCode).toBe('00');
    const after = await postJson(
      `${base}/api/?method=accountList`,
      { method: 'accountList' },
      { Authorization: `Bearer ${tokens[1]}` },
    );
    const usdAfter = (after.accounts as { accountId: number; balance: string }[]).find(
      (account) => account.accountId === usd?.accountId,
    );
    // Debited once: the amount and its fee, not six times.
    expect(parseMinor(usd?.balance ?? '0', 'USD') - parseMinor(usdAfter?.balance ?? '0', 'USD')).toBe(
      parseMinor(String(replies[0]?.totalDebit), 'USD'),
    );

    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    server = undefined;
  }, 120_000);
});
