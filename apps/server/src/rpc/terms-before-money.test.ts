import { termsErrorSchema } from '@tessera/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callMethod, createTestApp, signIn, type TestApp } from '../../test/test-app.ts';
import { ledgerAccounts } from '../db/schema/index.ts';

// Terms before money (decision 0137, finding N-L1): a customer who has not accepted the brand's
// current terms gets 'TE' from every money action at the server; reading and the terms stay open.

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => testApp.close());

interface WireAccount {
  accountId: number;
  currencyCode: string;
  availableBalance: string;
}

async function usdAccountOf(token: string): Promise<WireAccount> {
  const { body } = await callMethod(testApp.app, 'accountList', {}, token);
  expect(body.responseCode).toBe('00');
  const account = (body.accounts as WireAccount[]).find((candidate) => candidate.currencyCode === 'USD');
  if (!account) throw new Error('no USD account');
  return account;
}

async function balanceMinor(accountId: number): Promise<bigint | undefined> {
  const [row] = await testApp.database.db.select().from(ledgerAccounts).where(eq(ledgerAccounts.id, accountId));
  return row?.balanceMinor;
}

describe('terms acceptance before money (decision 0137)', () => {
  it("answers fiona's p2pTransfer 'TE' and moves no money, then sends once she accepts the terms", async () => {
    // Proves the finding's reproduction is refused at the server, and that accepting the terms is the way on.
    const fiona = (await signIn(testApp.app, 'fiona@example.com')).accessToken;
    const bob = (await signIn(testApp.app, 'bob@example.com')).accessToken;
    const from = await usdAccountOf(fiona);
    const to = await usdAccountOf(bob);
    const fionaBefore = await balanceMinor(from.accountId);
    const bobBefore = await balanceMinor(to.accountId);
    const transfer = { fromAccount: from.accountId, toEmail: 'bob@example.com', amount: '1.00', currency: 'USD' };

    const refused = await callMethod(testApp.app, 'p2pTransfer', transfer, fiona);
    expect(refused.status).toBe(200);
    expect(refused.body.responseCode).toBe('TE');
    expect(termsErrorSchema.parse(refused.body).terms.map((term) => term.id)).toEqual([1, 2]);
    expect((await callMethod(testApp.app, 'p2pFee', transfer, fiona)).body.responseCode).toBe('TE');
    expect(await balanceMinor(from.accountId)).toBe(fionaBefore);
    expect(await balanceMinor(to.accountId)).toBe(bobBefore);

    // Reading methods stay open while the terms wait (the account list above, the payee check, history).
    expect((await callMethod(testApp.app, 'checkEmail', { email: 'bob@example.com' }, fiona)).body.responseCode).toBe(
      '00',
    );
    expect(
      (await callMethod(testApp.app, 'transactionHistory', { accountId: from.accountId }, fiona)).body.responseCode,
    ).toBe('00');

    expect((await callMethod(testApp.app, 'termsAccept', { ids: [1, 2] }, fiona)).body.responseCode).toBe('00');
    const sent = await callMethod(testApp.app, 'p2pTransfer', transfer, fiona);
    expect(sent.body.responseCode).toBe('00');
    expect(await balanceMinor(to.accountId)).toBe((bobBefore ?? 0n) + 100n);
    expect((await balanceMinor(from.accountId)) ?? 0n).toBeLessThanOrEqual((fionaBefore ?? 0n) - 100n);
  });
});
