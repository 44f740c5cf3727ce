import path from 'node:path';
import { parseArgs } from 'node:util';
import { isSupportedCurrency, MoneyFormatError, parseMinor } from '@tessera/contract';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/client.ts';
import { seedLoadCustomers } from './load-customers.ts';

/**
 * `npm run seed:customers -- --count N --password P [--balance 1000000.00] [--currency USD]`:
 * creates active personal customers `load-0@example.com` … `load-{N-1}@example.com` on the
 * configured database (DATABASE_URL, else the PGlite database in DATA_DIR), each with one payment
 * account in the currency funded through the ledger from the equity account. Customers that exist
 * already are skipped, so re-running is safe. For load tests (`bench/`); never on a real bank's data.
 */
const usage =
  'usage: npm run seed:customers -- --count N --password P [--balance 1000000.00] [--currency USD] [--brand tessera]';

function fail(message: string): never {
  console.error(`seed:customers: ${message}\n${usage}`);
  process.exit(2);
}

const { values } = parseArgs({
  options: {
    count: { type: 'string' },
    password: { type: 'string' },
    balance: { type: 'string', default: '1000000.00' },
    currency: { type: 'string', default: 'USD' },
    brand: { type: 'string' },
  },
  strict: true,
});
const count = Number(values.count);
if (!Number.isSafeInteger(count) || count < 1 || count > 1_000_000) fail('--count must be a whole number 1–1,000,000');
if (!values.password || values.password.length < 8) fail('--password needs at least 8 characters');
if (!isSupportedCurrency(values.currency)) fail(`unknown currency ${values.currency}`);
let balanceMinor: bigint;
try {
  balanceMinor = parseMinor(values.balance, values.currency);
} catch (error) {
  if (error instanceof MoneyFormatError) fail(`--balance ${values.balance} is not an amount in ${values.currency}`);
  throw error;
}

const config = loadConfig();
const handle = await openDatabase({
  databaseUrl: config.DATABASE_URL,
  pgliteDataDir: path.join(config.DATA_DIR, 'pglite'),
});
try {
  await handle.migrate();
  const started = Date.now();
  const result = await seedLoadCustomers(handle.db, {
    count,
    password: values.password,
    balanceMinor,
    currencyCode: values.currency,
    brandId: values.brand ?? config.BRAND,
    onProgress: (done) => process.stdout.write(`\rseed:customers: ${done}/${count}`),
  });
  process.stdout.write('\n');
  console.log(
    `seed:customers on ${handle.kind}: ${result.created} created, ${result.skipped} already there ` +
      `(${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
} finally {
  await handle.close();
}
