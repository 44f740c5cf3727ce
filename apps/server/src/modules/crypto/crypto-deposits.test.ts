import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callMethod, createTestApp, signIn, type TestApp } from '../../../test/test-app.ts';
import { createSandboxCryptoChain } from '../../platform/crypto-chain.ts';
import { checkLedger } from '../ledger/index.ts';
import { runDepositPass } from './credit-deposits.ts';
import { cryptoSettings } from './crypto-settings.ts';

// Blocks come only from cryptoSandboxMine (CRYPTO_SANDBOX_BLOCK_SECONDS=0), so confirmations are exact.
let testApp: TestApp;
let alice: string;
let bob: string;
let admin: string;
beforeAll(async () => {
  testApp = await createTestApp({ env: { CRYPTO_SANDBOX_BLOCK_SECONDS: '0', CRYPTO_CONFIRMATIONS: '3' } });
  alice = (await signIn(testApp.app, 'alice@example.com')).accessToken;
  bob = (await signIn(testApp.app, 'bob@example.com')).accessToken;
  admin = (await signIn(testApp.app, 'admin@example.com')).accessToken;
});
afterAll(async () => testApp.close());

interface WireDeposit {
  txid: string;
  vout: number;
  amount: string;
  confirmations: number;
  status: string;
}
interface WireWallet {
  address: string;
  accountId: number;
  deposits: WireDeposit[];
}

async function walletsOf(token: string): Promise<WireWallet[]> {
  const reply = await callMethod(testApp.app, 'cryptoWalletList', {}, token);
  expect(reply.body.responseCode).toBe('00');
  return reply.body.wallets as WireWallet[];
}

async function btcBalance(token: string, accountId: number): Promise<string> {
  const reply = await callMethod(testApp.app, 'balanceInquiry', { accountId }, token);
  return String((reply.body.account as { balance: string }).balance);
}

async function mine(blocks: number): Promise<void> {
  expect((await callMethod(testApp.app, 'cryptoSandboxMine', { blocks }, admin)).body.responseCode).toBe('00');
}

/** One deposit pass as the job runs it, with the app's own settings and a sandbox chain on its database. */
function jobPass() {
  return runDepositPass(testApp.database.db, createSandboxCryptoChain(0), cryptoSettings(testApp.config));
}

describe('createWallet (spec 001 §7, decision 0050)', () => {
  it('derives a stable BIP84 testnet address per customer and currency from the demo key', async () => {
    // Proves index 0 and 1 of m/84'/1'/0'/0 of the demo key go to the first two customers, and a repeat returns the same.
    const first = await callMethod(testApp.app, 'createWallet', { currencyCode: 'BTC' }, alice);
    expect(first.body).toMatchObject({
      responseCode: '00',
      address: 'tb1q6rz28mcfaxtmd6v789l9rrlrusdprr9pqcpvkl',
      wallet: { currencyCode: 'BTC', network: 'testnet', confirmationsRequired: 3 },
    });
    const again = await callMethod(testApp.app, 'createWallet', { currencyCode: 'btc' }, alice);
    expect(again.body.address).toBe(first.body.address);
    const [bobFirst, bobAgain] = await Promise.all([
      callMethod(testApp.app, 'createWallet', { currencyCode: 'BTC' }, bob),
      callMethod(testApp.app, 'createWallet', { currencyCode: 'BTC' }, bob),
    ]);
    expect(bobFirst.body.address).toBe('tb1qd7spv5q28348xl4myc8zmh983w5jx32cjhkn97');
    expect(bobAgain.body.address).toBe(bobFirst.body.address);
    expect(await walletsOf(alice)).toHaveLength(1);
  });

  it('refuses a currency without wallets and a caller without a session', async () => {
    // Proves bad input is 'VF' on currencyCode and the method needs a signed-in customer.
    for (const currencyCode of ['ETH', 'USD', 'X1', '']) {
      const reply = await callMethod(testApp.app, 'createWallet', { currencyCode }, alice);
      expect(reply.body.responseCode).toBe('VF');
      expect(reply.body.validationErrors[0]).toMatchObject({ field: 'currencyCode' });
    }
    expect((await callMethod(testApp.app, 'createWallet', { currencyCode: 'BTC' })).status).toBe(401);
  });
});

describe('a crypto deposit credited once', () => {
  it('credits after N confirmations exactly once, however often the chain reports it or the job runs', async () => {
    // Proves: pending below 3 confirmations (balance unchanged), credited at 3 by concurrent and
    // repeated passes exactly once, never again after more blocks; an unknown address is never credited.
    const [wallet] = await walletsOf(alice);
    if (!wallet) throw new Error('alice has no wallet');
    const before = await btcBalance(alice, wallet.accountId);
    expect(before).toBe('0.00000000');

    const sent = await callMethod(
      testApp.app,
      'cryptoSandboxDeposit',
      { currencyCode: 'BTC', address: wallet.address, amount: '0.015' },
      admin,
    );
    expect(sent.body).toMatchObject({ responseCode: '00', vout: 0 });
    // A valid testnet address that is no customer's wallet.
    const stranger = await callMethod(
      testApp.app,
      'cryptoSandboxDeposit',
      { currencyCode: 'BTC', address: 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx', amount: '1' },
      admin,
    );
    expect(stranger.body.responseCode).toBe('00');

    let [seen] = await walletsOf(alice);
    expect(seen?.deposits).toEqual([
      expect.objectContaining({ txid: sent.body.txid, amount: '0.01500000', confirmations: 0, status: 'pending' }),
    ]);
    await mine(2);
    expect(await jobPass()).toMatchObject({ credited: 0 });
    [seen] = await walletsOf(alice);
    expect(seen?.deposits[0]).toMatchObject({ confirmations: 2, status: 'pending' });
    expect(await btcBalance(alice, wallet.accountId)).toBe('0.00000000');

    await mine(1);
    // Two passes at once and the customer's own page: one credit between them.
    const passes = await Promise.all([jobPass(), jobPass(), walletsOf(alice)]);
    expect((passes[0].credited + passes[1].credited) as number).toBeLessThanOrEqual(1);
    expect(await btcBalance(alice, wallet.accountId)).toBe('0.01500000');
    [seen] = await walletsOf(alice);
    expect(seen?.deposits[0]).toMatchObject({ confirmations: 3, status: 'credited' });

    // The chain keeps reporting it with more confirmations; passes run again: nothing moves.
    await mine(5);
    expect(await jobPass()).toMatchObject({ credited: 0 });
    expect(await jobPass()).toMatchObject({ credited: 0 });
    await walletsOf(alice);
    expect(await btcBalance(alice, wallet.accountId)).toBe('0.01500000');
    [seen] = await walletsOf(alice);
    expect(seen?.deposits).toHaveLength(1);

    // Bob's wallet saw nothing; the ledger's invariants hold (one credit per output, clearing only by deposits).
    const [bobWallet] = await walletsOf(bob);
    expect(bobWallet?.deposits).toEqual([]);
    const check = await checkLedger(testApp.database.db);
    expect(check.problems).toEqual([]);

    // History shows the credit once, as a crypto deposit, with a receipt.
    const history = await callMethod(testApp.app, 'transactionHistory', { accountId: wallet.accountId }, alice);
    expect(history.body.responseCode).toBe('00');
    const rows = (history.body.transactions as { transaction: { amount: string; transactionType: string }[] })
      .transaction;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      amount: '0.01500000',
      transactionType: 'cryptoDeposit',
      descriptionKey: 'cryptoDeposit',
    });
    const receipt = await testApp.app.inject({
      method: 'GET',
      url: `/api/history/${(rows[0] as unknown as { transactionId: string }).transactionId}/receipt.pdf`,
      headers: { authorization: `Bearer ${alice}` },
    });
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers['content-type']).toContain('application/pdf');
  });

  it('refuses a sandbox deposit to a malformed address, another network’s address or a bad amount', async () => {
    // Proves the contract's address validator guards the sandbox, and only an admin may use it.
    for (const address of [
      'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
      'tb1q6rz28mcfaxtmd6v789l9rrlrusdprr9pqcpvkm',
      '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
      'not an address',
    ]) {
      const reply = await callMethod(
        testApp.app,
        'cryptoSandboxDeposit',
        { currencyCode: 'BTC', address, amount: '0.1' },
        admin,
      );
      expect(reply.body.responseCode, address).toBe('VF');
      expect(reply.body.validationErrors[0]).toMatchObject({ field: 'address', code: 'invalid_crypto_address' });
    }
    const tooSmall = await callMethod(
      testApp.app,
      'cryptoSandboxDeposit',
      { currencyCode: 'BTC', address: 'tb1q6rz28mcfaxtmd6v789l9rrlrusdprr9pqcpvkl', amount: '0' },
      admin,
    );
    expect(tooSmall.body.responseCode).toBe('VF');
    const byCustomer = await callMethod(
      testApp.app,
      'cryptoSandboxDeposit',
      { currencyCode: 'BTC', address: 'tb1q6rz28mcfaxtmd6v789l9rrlrusdprr9pqcpvkl', amount: '1' },
      alice,
    );
    expect(byCustomer.body.responseCode).not.toBe('00');
  });
});
