import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { afterCommit, withTransaction } from './transactions.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ seed: false });
});
afterAll(async () => testApp.close());

describe('effects after commit (live events of a money submit)', () => {
  it('run after the commit, never after a rollback, and once across a retried transaction', async () => {
    const db = testApp.database.db;
    const seen: string[] = [];
    await withTransaction(db, async (tx) => {
      afterCommit(tx, () => seen.push('committed'));
      await tx.execute(sql`select 1`);
      expect(seen).toEqual([]);
    });
    expect(seen).toEqual(['committed']);

    await expect(
      withTransaction(db, async (tx) => {
        afterCommit(tx, () => seen.push('rolled back'));
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(seen).toEqual(['committed']);

    let attempts = 0;
    await withTransaction(db, async (tx) => {
      attempts += 1;
      afterCommit(tx, () => seen.push(`attempt ${attempts}`));
      if (attempts === 1) throw Object.assign(new Error('serialization failure'), { code: '40001' });
    });
    expect(seen).toEqual(['committed', 'attempt 2']);

    afterCommit(db, () => seen.push('no transaction'));
    expect(seen).toEqual(['committed', 'attempt 2', 'no transaction']);
  });
});
