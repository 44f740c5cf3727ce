import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { cachedReference } from './reference-cache.ts';
import { withTransaction } from './transactions.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ seed: false });
});
afterAll(async () => testApp.close());

describe('reference cache', () => {
  it('never makes a transaction wait for a load started outside it (a pool deadlock under load)', async () => {
    const db = testApp.database.db;
    // A load started on the pool that cannot finish yet, as when every pooled connection is held
    // by transactions: before the fix, the transaction below waited for it for ever.
    let finishPoolLoad: (value: string) => void = () => undefined;
    const poolLoad = cachedReference(
      db,
      'test:deadlock',
      Infinity,
      () => new Promise<string>((resolve) => (finishPoolLoad = resolve)),
    );
    const inTransaction = await withTransaction(db, (tx) =>
      cachedReference(tx, 'test:deadlock', Infinity, () => Promise.resolve('loaded in the transaction')),
    );
    expect(inTransaction).toBe('loaded in the transaction');
    finishPoolLoad('loaded on the pool');
    expect(await poolLoad).toBe('loaded on the pool');
    // Once settled, the value is shared: neither a transaction nor the pool loads it again.
    let loads = 0;
    const load = () => Promise.resolve(`load ${(loads += 1)}`);
    expect(await withTransaction(db, (tx) => cachedReference(tx, 'test:deadlock', Infinity, load))).toBe(
      'loaded on the pool',
    );
    expect(await cachedReference(db, 'test:deadlock', Infinity, load)).toBe('loaded on the pool');
    expect(loads).toBe(0);
  });

  it('shares one load among callers on the pool and forgets a failed one', async () => {
    const db = testApp.database.db;
    let loads = 0;
    const load = async () => `load ${(loads += 1)}`;
    const [first, second] = await Promise.all([
      cachedReference(db, 'test:shared', Infinity, load),
      cachedReference(db, 'test:shared', Infinity, load),
    ]);
    expect([first, second, loads]).toEqual(['load 1', 'load 1', 1]);

    await expect(
      cachedReference(db, 'test:failing', Infinity, () => Promise.reject(new Error('down'))),
    ).rejects.toThrow('down');
    expect(await cachedReference(db, 'test:failing', Infinity, () => Promise.resolve('up again'))).toBe('up again');
  });
});
