import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/client.ts';
import path from 'node:path';
import { checkLedger } from './ledger-check.ts';

/**
 * `npm run ledger:check`: verifies the ledger's invariants on the configured database
 * (DATABASE_URL, else the PGlite database in DATA_DIR). Exits 1 when any invariant is broken.
 */
const config = loadConfig();
const handle = await openDatabase({
  databaseUrl: config.DATABASE_URL,
  pgliteDataDir: path.join(config.DATA_DIR, 'pglite'),
});
try {
  const result = await checkLedger(handle.db);
  console.log(
    `ledger:check on ${handle.kind}: ${result.counts.accounts} accounts, ${result.counts.transfers} transfers, ${result.counts.entries} entries`,
  );
  for (const problem of result.problems) console.log(`  ✗ ${problem.invariant}: ${problem.detail}`);
  console.log(
    result.ok
      ? 'ledger:check passed: every invariant holds.'
      : `ledger:check FAILED: ${result.problems.length} problem(s).`,
  );
  process.exitCode = result.ok ? 0 : 1;
} finally {
  await handle.close();
}
