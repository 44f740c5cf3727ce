import { bigint, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { customers } from '../identity/identity.schema.ts';

/**
 * Crypto receiving wallets (spec 001 §1, §7 "create wallet"; decision 0050): one per customer and
 * currency. The address is derived from the brand's extended public key at `derivationIndex` on the
 * receiving chain (m/84'/coin'/0'/0/index); the index is unique per currency and key, so an
 * address is never given to two customers and never changes.
 */
export const cryptoWallets = pgTable(
  'crypto_wallets',
  {
    id: uuid('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    currencyCode: text('currency_code').notNull(),
    network: text('network', { enum: ['mainnet', 'testnet'] }).notNull(),
    /** Which extended public key derived the address: the first 16 hex digits of its SHA-256. */
    keyId: text('key_id').notNull(),
    derivationIndex: integer('derivation_index').notNull(),
    address: text('address').notNull(),
    /** The ledger account deposits are credited to (the customer's account in `currencyCode`). */
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('crypto_wallets_customer_currency').on(table.customerId, table.currencyCode),
    uniqueIndex('crypto_wallets_key_index').on(table.currencyCode, table.keyId, table.derivationIndex),
    uniqueIndex('crypto_wallets_address').on(table.address),
  ],
);

/**
 * Deposits seen on a chain to a wallet's address: one row per transaction output, so a chain that
 * reports an output again (or two passes that see it at once) finds the same row. `pending` until
 * it has the required confirmations, then `credited` with the ledger transfer that credited it.
 * Amounts are the currency's smallest unit (satoshi).
 */
export const cryptoDeposits = pgTable(
  'crypto_deposits',
  {
    txid: text('txid').notNull(),
    vout: integer('vout').notNull(),
    walletId: uuid('wallet_id')
      .notNull()
      .references(() => cryptoWallets.id),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    /** The most confirmations the chain has reported. */
    confirmations: integer('confirmations').notNull(),
    status: text('status', { enum: ['pending', 'credited'] })
      .notNull()
      .default('pending'),
    transferId: uuid('transfer_id'),
    detectedAt: timestamp('detected_at', { withTimezone: true }).notNull().defaultNow(),
    creditedAt: timestamp('credited_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.txid, table.vout] }),
    index('crypto_deposits_wallet').on(table.walletId, table.detectedAt),
    index('crypto_deposits_pending').on(table.status, table.confirmations),
  ],
);
