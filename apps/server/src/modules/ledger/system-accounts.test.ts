import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { withTransaction } from '../../platform/transactions.ts';
import { findAccountById } from './ledger.repository.ts';
import { systemAccountCodes, systemAccountId } from './accounts.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ seed: false });
});
afterAll(async () => testApp.close());

describe('system account ids from the reference cache', () => {
  it('never keeps the id of a shard created in a transaction that rolled back', async () => {
    const db = testApp.database.db;
    let rolledBackId: number | undefined;
    await expect(
      withTransaction(db, async (tx) => {
        rolledBackId = await systemAccountId(tx, systemAccountCodes.feeIncome, 'CHF', 0);
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(rolledBackId).toBeDefined();
    expect(await findAccountById(db, rolledBackId ?? 0)).toBeUndefined();

    const id = await withTransaction(db, (tx) => systemAccountId(tx, systemAccountCodes.feeIncome, 'CHF', 0));
    expect(id).not.toBe(rolledBackId);
    expect(await findAccountById(db, id)).toMatchObject({ systemCode: 'fee_income', currencyCode: 'CHF', shard: 0 });
    // Once committed it is served again, the same id, in any later transaction.
    expect(await withTransaction(db, (tx) => systemAccountId(tx, systemAccountCodes.feeIncome, 'CHF', 0))).toBe(id);
  });
});
