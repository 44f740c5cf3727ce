import { accountTypes, closedAccountStatusId, type CryptoWallet, type WalletCurrencyCode } from '@tessera/contract';
import { and, eq, max, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { newId } from '../../platform/ids.ts';
import { withTransaction } from '../../platform/transactions.ts';
import { findCustomerBrand } from '../identity/index.ts';
import { listCustomerAccountRows, openCustomerAccount } from '../ledger/index.ts';
import { cryptoWallets } from './crypto.schema.ts';
import type { CryptoSettings } from './crypto-settings.ts';

type WalletRow = typeof cryptoWallets.$inferSelect;

/** A stored wallet as the contract's `cryptoWalletSchema`. */
export function toWireWallet(row: WalletRow, settings: CryptoSettings): CryptoWallet {
  return {
    currencyCode: row.currencyCode,
    address: row.address,
    network: row.network,
    accountId: row.accountId,
    confirmationsRequired: settings.confirmationsRequired,
    createdAt: row.createdAt.toISOString(),
  };
}

async function findWallet(db: Executor, customerId: number, currencyCode: string): Promise<WalletRow | undefined> {
  const [row] = await db
    .select()
    .from(cryptoWallets)
    .where(and(eq(cryptoWallets.customerId, customerId), eq(cryptoWallets.currencyCode, currencyCode)));
  return row;
}

/**
 * `createWallet {currencyCode}` (spec 001 §7; decision 0050): the customer's receiving wallet in
 * `currencyCode`, created on the first call and the same on every later one. A new wallet takes
 * the next derivation index of the brand's key (under a transaction-scoped advisory lock, so two
 * customers never get one index), derives its BIP84 address and credits the customer's open
 * payment account in the currency, opened now if there is none.
 * @throws Error when the customer does not exist (a dispatcher-checked caller always does).
 */
export async function createWallet(
  db: Database,
  settings: CryptoSettings,
  customerId: number,
  currencyCode: WalletCurrencyCode,
): Promise<CryptoWallet> {
  const existing = await findWallet(db, customerId, currencyCode);
  if (existing) return toWireWallet(existing, settings);
  return withTransaction(db, async (tx) => {
    const brandId = await findCustomerBrand(tx, customerId);
    if (brandId === undefined) throw new Error(`customer ${customerId} not found`);
    const key = settings.bitcoinKeyFor(brandId);
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`crypto-wallet:${currencyCode}:${key.keyId}`}))`);
    // Another call of the same customer may have created it while this one waited for the lock.
    const created = await findWallet(tx, customerId, currencyCode);
    if (created) return toWireWallet(created, settings);
    const [last] = await tx
      .select({ index: max(cryptoWallets.derivationIndex) })
      .from(cryptoWallets)
      .where(and(eq(cryptoWallets.currencyCode, currencyCode), eq(cryptoWallets.keyId, key.keyId)));
    const derivationIndex = last?.index === null || last?.index === undefined ? 0 : last.index + 1;
    const accounts = await listCustomerAccountRows(tx, customerId);
    const account =
      accounts.find(
        (row) =>
          row.type === accountTypes.payment &&
          row.currencyCode === currencyCode &&
          row.accountStatusId !== closedAccountStatusId,
      ) ?? (await openCustomerAccount(tx, { customerId, type: accountTypes.payment, currencyCode }));
    const [row] = await tx
      .insert(cryptoWallets)
      .values({
        id: newId(),
        customerId,
        currencyCode,
        network: key.network,
        keyId: key.keyId,
        derivationIndex,
        address: key.addressAt(derivationIndex),
        accountId: account.id,
      })
      .returning();
    if (!row) throw new Error('insert into crypto_wallets returned no row');
    return toWireWallet(row, settings);
  });
}
