import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productionEnv } from '../test/production-test-app.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { demoPassword, demoUsers } from './modules/seed/index.ts';
import { startBanner } from './start-banner.ts';
import { productionConfigProblems, productionDatabaseProblems, productionRefusal } from './start-checks.ts';

// Decision 0136: a production start (SANDBOX=false) is refused, in one line, while demo data, a
// sandbox adapter or a needed secret is in the way; no credential is ever printed.

/** The refusal line main.ts would print for `env`, or undefined when the configuration passes. */
function refusalOf(env: Record<string, string>): string | undefined {
  const problems = productionConfigProblems(loadConfig(env));
  return problems.length === 0 ? undefined : productionRefusal(problems);
}

describe('production start checks (decision 0136)', () => {
  it('refuses SEED_DEMO=true in production with one line that names it', () => {
    // Proves demo data can no longer be asked for in production; the line says which variable to change.
    const line = refusalOf({ NODE_ENV: 'production', ...productionEnv(), SEED_DEMO: 'true' });
    expect(line).toMatch(/^Tessera refuses to start in production mode \(SANDBOX=false\): SEED_DEMO=true asks for/);
    expect(line).not.toContain('\n');
  });

  it('refuses the sandbox adapters per kind, naming what would select a real one', () => {
    // Proves every adapter kind that is still a sandbox is named, and e-mail leaves the list with SMTP_URL.
    const withoutSmtp = { ...productionEnv() };
    delete withoutSmtp.SMTP_URL;
    expect(productionConfigProblems(loadConfig(withoutSmtp))).toEqual([
      'sandbox adapters configured: e-mail outbox (set SMTP_URL), SMS (no real adapter exists yet), payout rail (no real adapter exists yet), crypto chain (no real adapter exists yet), identity providers jmo and nfd (no real adapter exists yet)',
    ]);
    const withSmtp = productionConfigProblems(loadConfig(productionEnv()));
    expect(withSmtp).toEqual([expect.stringMatching(/^sandbox adapters configured: SMS /)]);
  });

  it('refuses a production start without its secrets and with the demo Bitcoin key', () => {
    // Proves the documented defaults of NODE_ENV=production alone are refused: no made-up signing or webhook secrets.
    const problems = productionConfigProblems(loadConfig({ NODE_ENV: 'production' }));
    expect(problems).toContain(
      'secrets missing: JWT_SECRET, RAILS_WEBHOOK_SECRET, IDENTITY_JMO_WEBHOOK_SECRET, IDENTITY_NFD_WEBHOOK_SECRET',
    );
    expect(problems).toContain('CRYPTO_BTC_XPUB is unset (the demo testnet key serves the sandbox only)');
    expect(problems.some((problem) => problem.startsWith('SEED_DEMO'))).toBe(false);
  });

  it('asks nothing of a sandbox, whatever NODE_ENV says', () => {
    // Proves the demo, tests and the benchmarks' SANDBOX=true production builds start as before.
    expect(productionConfigProblems(loadConfig({}))).toEqual([]);
    expect(productionConfigProblems(loadConfig({ NODE_ENV: 'production', SANDBOX: 'true' }))).toEqual([]);
  });

  it('refuses to build a production app on the sandbox adapters (the backstop behind main.ts)', async () => {
    // Proves no other caller of buildApp gets a production app that quietly uses a sandbox.
    // Refused before the app touches the database, so an unmigrated one does.
    const database = await openDatabase({ pgliteDataDir: 'memory://', poolSize: 1 });
    try {
      const config = loadConfig({ ...productionEnv(), LOG_LEVEL: 'silent', WEB_DIST_DIR: '/nonexistent' });
      await expect(buildApp(config, database)).rejects.toThrow(/sandbox adapters in production \(SANDBOX=false\): SMS/);
    } finally {
      await database.close();
    }
  });
});

describe('a production database with the demo users (decision 0136)', () => {
  let seeded: TestApp;
  let empty: TestApp;

  beforeAll(async () => {
    seeded = await createTestApp();
    empty = await createTestApp({ seed: false });
  });

  afterAll(async () => {
    await seeded.close();
    await empty.close();
  });

  it('is refused, naming the demo administrator; an empty one and any sandbox are not', async () => {
    // Proves a production start cannot run where admin@example.com signs in with the published password.
    const production = loadConfig(productionEnv());
    const problems = await productionDatabaseProblems(production, seeded.database.db);
    expect(problems).toEqual([
      `the database holds the demo users (admin@example.com and ${demoUsers.length - 1} more, whose password is published): use a database without the demo data`,
    ]);
    expect(await productionDatabaseProblems(production, empty.database.db)).toEqual([]);
    expect(await productionDatabaseProblems(loadConfig({}), seeded.database.db)).toEqual([]);
  });
});

describe('the start banner (decision 0136)', () => {
  it('never prints the demo password; a sandbox names the demo sign-ins and the README', () => {
    // Proves no credential reaches the start-up log, in either mode.
    const facts = { seeded: true, processesText: 'one server process', readyMs: 5 };
    const sandbox = startBanner(loadConfig({}), facts);
    expect(sandbox).toContain('(sandbox; database: PGlite');
    expect(sandbox).toContain('admin@example.com');
    expect(sandbox).toContain('README.md');
    const production = startBanner(loadConfig(productionEnv()), facts);
    expect(production).toContain('(production; database:');
    expect(production).not.toContain('example.com');
    for (const banner of [sandbox, production]) expect(banner).not.toContain(demoPassword);
  });
});

describe('main.ts in production mode (decision 0136)', () => {
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'tessera-production-start-'));
  });

  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('exits 1 with one line and no stack trace when NODE_ENV=production asks for the demo data', () => {
    // Proves the reproduction of finding N-H1 now stops before anything is opened, seeded or printed.
    const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, NODE_ENV: 'production', SEED_DEMO: 'true' };
    const started = spawnSync(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'main.ts')], {
      env: { ...env, DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'silent' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(started.status).toBe(1);
    expect(started.stdout).toBe('');
    const lines = started.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Tessera refuses to start in production mode \(SANDBOX=false\): SEED_DEMO=true asks for/);
    expect(started.stderr).not.toContain(demoPassword);
  });
});
