import { existsSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * The test files whose behaviour depends on the database engine, run on PGlite as well when the
 * whole suite runs on PostgreSQL (TEST_ENGINE_FILES=1, set by scripts/test.mjs; decision 0133).
 * Everything else goes through the same SQL on either engine, so one engine proves it. These stay:
 * - the ledger's database functions, triggers and its checker (ledger, the system accounts' shards
 *   created inside transactions that roll back). The ledger's property test is not among them: it
 *   runs its random sequences one at a time on one connection, the same PostgreSQL code on either
 *   engine, and is the longest file (about 6 minutes on PGlite on a busy 2-core machine);
 * - transactions, retries and locks, which PGlite serialises on its one connection (effects after
 *   commit, idempotency with concurrent repeats and its migration, the job runner's locks, the
 *   reference cache's pool, the transfer concurrency run, domain events' deliveries and pollers);
 * - the app's platform answers that name the engine (health) and its static files.
 * Every file run on PGlite also starts from the PGlite snapshot (test/database-snapshots.ts), which
 * proves the embedded database's dump and load. The crash, web-concurrency and live fan-out files
 * need PostgreSQL and skip themselves on PGlite.
 */
const engineDependentFiles = [
  'src/modules/ledger/ledger.test.ts',
  'src/modules/ledger/system-accounts.test.ts',
  'src/modules/transfers/transfers.concurrency.test.ts',
  'src/platform/transactions.test.ts',
  'src/platform/idempotency.test.ts',
  'src/platform/jobs.test.ts',
  'src/platform/events.test.ts',
  'src/platform/reference-cache.test.ts',
  'src/app.test.ts',
];
// A file moved or renamed must be named again here, not silently left out of the PGlite run.
const missingEngineFiles = engineDependentFiles.filter((file) => !existsSync(path.join(import.meta.dirname, file)));
if (missingEngineFiles.length > 0)
  throw new Error(`apps/server/vitest.config.ts names test files that do not exist: ${missingEngineFiles.join(', ')}`);

export default defineConfig({
  test: {
    include: process.env.TEST_ENGINE_FILES === '1' ? engineDependentFiles : ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file gets its own fresh database; two at a time fits a 2-core machine.
    maxWorkers: 2,
    // Picks the run's property and fuzz seed, then migrates and seeds once per run; each test
    // file's database starts as a copy of that.
    globalSetup: ['test/random-seed.ts', 'test/database-snapshots.ts'],
    // fast-check in every file runs from the run's seed.
    setupFiles: ['test/fast-check-seed.ts'],
    // The app's modules are loaded once per worker, not once per file: every file builds its own
    // app on its own database, and the modules keep no state of their own outside those (their
    // caches are per database).
    isolate: false,
  },
});
