#!/usr/bin/env node
// `npm test`: every test. Installs what the tests need beyond npm where it can (Debian's
// chromium and postgresql through apt-get when run as root), otherwise says exactly what is
// missing. Steps: typecheck, lint and the tests of its boundary rules, unused code (knip), formatting, the
// feature table against the spec's lists of operations and routes, unit tests, the server integration
// tests on a throw-away PostgreSQL cluster and the files among them whose behaviour depends on the
// engine on PGlite too (apps/server/vitest.config.ts; decision 0133), the web build with its script
// budget, and browser journeys in Chromium. The checks that need no database run in two lanes at
// once (the type checker in one, lint, knip, formatting, the contract's tests and the web build in
// the other), with the Debian installs beside them: a 2-core machine does both lanes in the time of
// the longer. Each step's output is printed whole when it ends, so lanes never interleave.
//
// Options (environment): TEST_SKIP_POSTGRES=1 skips the PostgreSQL run and runs the whole server
// suite on PGlite instead; TEST_SKIP_E2E=1 skips the browser journeys; TEST_DATABASE_URL=postgres://…
// uses that server instead of a temporary cluster; TEST_SEED=<n> replays the property and fuzz
// tests' cases of an earlier run (each run draws a fresh seed and prints it).
import { spawn, spawnSync } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, readdirSync, chownSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const chromiumPath = '/usr/bin/chromium';
// Chromium's headless shell (same engine, no browser window layer): the journeys' browser, about 13 %
// less CPU than the full one in headless mode (decision 0133). Without it they use the full one.
const headlessShellPath = '/usr/bin/chromium-headless-shell';
const started = Date.now();
const timings = [];

function run(title, command, args, options = {}) {
  const stepStart = Date.now();
  console.log(`\n▶ ${title}`);
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    ...options,
    env: { ...process.env, ...options.env },
  });
  timings.push(`${title}: ${((Date.now() - stepStart) / 1000).toFixed(1)} s`);
  if (result.status !== 0) {
    console.error(`\n✗ ${title} failed.`);
    cleanup();
    process.exit(result.status ?? 1);
  }
}

function quiet(command, args, options = {}) {
  return spawnSync(command, args, { encoding: 'utf8', ...options });
}

/**
 * Installs Debian packages (as root), its output kept to print whole. Resolves to whether it worked;
 * an apt-get that fails is retried once after `apt-get update`.
 */
async function aptInstall(packages) {
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  const args = ['install', '-y', '--no-install-recommends', ...packages];
  const title = `apt-get install ${packages.join(' ')}`;
  if (await runStep({ title, command: 'apt-get', args, env, quietOnFailure: true })) return true;
  await runStep({ title: 'apt-get update', command: 'apt-get', args: ['update'], env });
  return runStep({ title, command: 'apt-get', args, env });
}

/**
 * Runs one step with its output kept, then prints the output whole under its title and time.
 * @returns whether it exited with 0.
 */
function runStep({ title, command, args, env = {}, quietOnFailure = false }) {
  const stepStart = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => output.push(Buffer.from(String(error))));
    child.on('close', (code) => {
      const seconds = ((Date.now() - stepStart) / 1000).toFixed(1);
      timings.push(`${title}: ${seconds} s`);
      if (code !== 0 && quietOnFailure) return resolve(false);
      process.stdout.write(`\n▶ ${title} (${seconds} s)\n`);
      process.stdout.write(Buffer.concat(output));
      if (code !== 0) console.error(`\n✗ ${title} failed.`);
      resolve(code === 0);
    });
  });
}

/**
 * Runs lanes at the same time, the steps of each lane one after another (a lane stops at its first
 * failure). Exits when any step failed, after every lane has ended.
 * @param {Array<Array<{title: string, command: string, args: string[], env?: object} | (() => Promise<boolean>)>>} lanes
 */
async function runLanes(lanes) {
  const results = await Promise.all(
    lanes.map(async (lane) => {
      for (const step of lane) {
        const ok = typeof step === 'function' ? await step() : await runStep(step);
        if (!ok) return false;
      }
      return true;
    }),
  );
  if (results.includes(false)) {
    cleanup();
    process.exit(1);
  }
}

function missing(what, how) {
  console.error(`\n✗ ${what} is missing. ${how}`);
  process.exit(1);
}

// --- System packages -------------------------------------------------------------------------
const wantE2e = process.env.TEST_SKIP_E2E !== '1';
const wantPostgres = process.env.TEST_SKIP_POSTGRES !== '1';

// Debian packages the tests need and this machine lacks: installed (as root) in a lane of their own
// beside the first checks, or named at once (not root).
const debianPackages = [];
if (wantE2e && !existsSync(chromiumPath)) {
  if (!isRoot)
    missing(
      "Debian's Chromium (/usr/bin/chromium)",
      'Install it with `sudo apt-get install chromium chromium-headless-shell`, or run with TEST_SKIP_E2E=1 to skip the browser journeys.',
    );
  debianPackages.push('chromium');
}
if (wantE2e && !existsSync(headlessShellPath)) {
  if (isRoot) debianPackages.push('chromium-headless-shell');
  else
    console.log(
      "Chromium's headless shell is missing: the journeys run in the full Chromium, slower (`sudo apt-get install chromium-headless-shell`).",
    );
}
// Without a server to use, the temporary cluster needs PostgreSQL's binaries (root installs them).
if (wantPostgres && !process.env.TEST_DATABASE_URL && !findPgBin() && isRoot) debianPackages.push('postgresql');
function findPgBin() {
  const base = '/usr/lib/postgresql';
  if (existsSync(base)) {
    const versions = readdirSync(base)
      .filter((version) => Number(version) >= 15)
      .sort((a, b) => Number(b) - Number(a));
    for (const version of versions) {
      const bin = path.join(base, version, 'bin');
      if (existsSync(path.join(bin, 'initdb'))) return bin;
    }
  }
  const which = quiet('sh', ['-c', 'command -v initdb']);
  return which.status === 0 ? path.dirname(which.stdout.trim()) : undefined;
}

let postgres; // { dataDir, bin, asUser }
let testDatabaseUrl = process.env.TEST_DATABASE_URL;

function cleanup() {
  if (!postgres) return;
  const { bin, dataDir, asUser } = postgres;
  postgres = undefined;
  asUser(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
  rmSync(dataDir, { recursive: true, force: true });
}
process.on('exit', cleanup);
process.on('SIGINT', () => {
  cleanup();
  process.exit(130);
});

function startTemporaryPostgres() {
  let bin = findPgBin();
  if (!bin) {
    missing(
      'A PostgreSQL ≥ 15 server (initdb, pg_ctl)',
      'Install it with `sudo apt-get install postgresql`, point TEST_DATABASE_URL at a server where the user may create databases, or run with TEST_SKIP_POSTGRES=1.',
    );
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tessera-pg-'));
  // initdb refuses to run as root: run the cluster as the postgres system user then.
  const asUser = (command, args) =>
    isRoot ? quiet('runuser', ['-u', 'postgres', '--', command, ...args]) : quiet(command, args);
  if (isRoot)
    chownSync(
      dataDir,
      Number(quiet('id', ['-u', 'postgres']).stdout.trim()),
      Number(quiet('id', ['-g', 'postgres']).stdout.trim()),
    );
  const port = 54000 + Math.floor(Math.random() * 900);
  const init = asUser(path.join(bin, 'initdb'), [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--no-sync',
  ]);
  if (init.status !== 0) missing('A working initdb', `initdb failed:\n${init.stderr}`);
  const start = asUser(path.join(bin, 'pg_ctl'), [
    '-D',
    dataDir,
    '-w',
    '-l',
    path.join(dataDir, 'server.log'),
    '-o',
    `-p ${port} -k ${dataDir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`,
    'start',
  ]);
  if (start.status !== 0)
    missing('A running PostgreSQL test cluster', `pg_ctl start failed:\n${start.stdout}\n${start.stderr}`);
  postgres = { dataDir, bin, asUser };
  return `postgres://postgres@127.0.0.1:${port}/postgres`;
}

// --- Steps -----------------------------------------------------------------------------------
const step = (title, command, args, env) => ({ title, command, args, env });
// The type checker's seven projects and the other checks are split over both lanes so that the
// lanes end together (measured on a clean clone: about 140 s each; the web's and the server's
// programs are the largest, the benchmarks', the contract's and the journeys' next).
const typecheck = (project) => step(`Typecheck ${project} (tsc, strict)`, 'npx', ['tsc', '-p', project]);
await runLanes([
  [
    typecheck('packages/contract'),
    typecheck('packages/contract/tsconfig.test.json'),
    typecheck('apps/server'),
    typecheck('tools'),
    step('Contract unit tests', 'npm', ['test', '-w', '@tessera/contract']),
    step('Formatting (prettier)', 'npm', ['run', 'format:check']),
    ...(wantE2e ? [step('Web build', 'npm', ['run', 'build', '-w', '@tessera/web'])] : []),
  ],
  [
    typecheck('apps/web'),
    typecheck('e2e'),
    typecheck('bench'),
    step('Lint (ESLint with import boundaries)', 'npm', ['run', 'lint']),
    step('Lint rule tests (boundaries from the root and from a workspace)', 'npx', [
      'vitest',
      'run',
      '--root',
      'tools',
    ]),
    step('Unused files, dependencies and exports (knip)', 'npm', ['run', 'knip']),
    step('Feature table against the spec (docs/FEATURES.md)', 'node', ['tools/features-coverage.mjs']),
  ],
  debianPackages.length > 0 ? [() => aptInstall(debianPackages)] : [],
]);
// One seed for both engines' runs, so a failure on either replays with the printed value.
process.env.TEST_SEED ||= String(randomInt(0, 2 ** 30));
console.log(
  `\nProperty and fuzz tests seed: ${process.env.TEST_SEED} (replay with TEST_SEED=${process.env.TEST_SEED})`,
);
if (wantPostgres) {
  testDatabaseUrl ??= startTemporaryPostgres();
  run('Server integration tests on PostgreSQL', 'npm', ['test', '-w', '@tessera/server'], {
    env: { TEST_DATABASE_URL: testDatabaseUrl },
  });
  cleanup();
  run('Server tests that depend on the engine, on PGlite', 'npm', ['test', '-w', '@tessera/server'], {
    // Node leaves an undefined variable out of the child's environment: this run is PGlite's.
    env: { TEST_ENGINE_FILES: '1', TEST_DATABASE_URL: undefined },
  });
} else {
  run('Server integration tests on PGlite', 'npm', ['test', '-w', '@tessera/server']);
}
run('Web unit tests', 'npm', ['test', '-w', '@tessera/web']);
if (wantE2e) run('Browser journeys (Playwright, Debian Chromium)', 'npm', ['test', '-w', '@tessera/e2e']);
console.log(`\n✓ All tests passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
for (const line of timings) console.log(`  ${line}`);
