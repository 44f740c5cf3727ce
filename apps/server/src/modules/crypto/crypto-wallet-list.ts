import { formatMinor, maxListedDeposits, type CryptoDeposit, type CryptoWallet } from '@tessera/contract';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { cryptoWallets } from './crypto.schema.ts';
import type { CryptoSettings } from './crypto-settings.ts';
import { toWireWallet } from './create-wallet.ts';
import { listDeposits } from './credit-deposits.ts';

/**
 * `cryptoWalletList` (decision 0050): the customer's wallets, oldest first, each with its latest
 * {@link maxListedDeposits} deposits, newest first; amounts as decimal strings in the wallet's currency.
 */
export async function cryptoWalletList(
  db: Database,
  settings: CryptoSettings,
  customerId: number,
): Promise<(CryptoWallet & { deposits: CryptoDeposit[] })[]> {
  const wallets = await db
    .select()
    .from(cryptoWallets)
    .where(eq(cryptoWallets.customerId, customerId))
    .orderBy(asc(cryptoWallets.createdAt));
  const deposits = await listDeposits(
    db,
    wallets.map((wallet) => wallet.id),
    maxListedDeposits,
  );
  return wallets.map((wallet) => ({
    ...toWireWallet(wallet, settings),
    deposits: deposits
      .filter((deposit) => deposit.walletId === wallet.id)
      .map((deposit) => ({
        txid: deposit.txid,
        vout: deposit.vout,
        amount: formatMinor(deposit.amountMinor, wallet.currencyCode),
        currencyCode: wallet.currencyCode,
        confirmations: deposit.confirmations,
        status: deposit.status,
        detectedAt: deposit.detectedAt.toISOString(),
        ...(deposit.creditedAt ? { creditedAt: deposit.creditedAt.toISOString() } : {}),
      })),
  }));
}
