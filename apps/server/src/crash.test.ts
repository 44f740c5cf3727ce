import { afterAll, describe, expect, it } from 'vitest';
import { runCrashTest } from '../test/crash-harness.ts';
import { createPostgresDatabase } from '../test/test-app.ts';

const adminUrl = process.env.TEST_DATABASE_URL;
let dropDatabase: (() => Promise<void>) | undefined;
afterAll(async () => dropDatabase?.());

// Server processes killed under load need PostgreSQL (PGlite serves one process and lives inside
// it): this runs in the PostgreSQL pass of the test command; `bench/crash.bench.ts` runs 200 kills.
describe.skipIf(!adminUrl)('crash safety (decision 0029)', () => {
  it('loses no acknowledged transfer and executes none twice when the server is killed five times under load', async () => {
    const database = await createPostgresDatabase(adminUrl ?? '');
    dropDatabase = database.drop;
    const result = await runCrashTest({
      databaseUrl: database.url,
      customers: 12,
      clients: 8,
      kills: 5,
      killAfterMs: [200, 900],
    });
    expect(result.problems).toEqual([]);
    expect(result.kills).toBe(5);
    expect(result.transfersAcknowledged).toBeGreaterThan(0);
  }, 240_000);
});
