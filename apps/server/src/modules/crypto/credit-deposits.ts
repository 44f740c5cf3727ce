import { formatMinor, type CryptoNetwork } from '@tessera/contract';
import { and, asc, eq, gt, gte, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { maxAddressesPerChainQuery, type CryptoChain } from '../../platform/crypto-chain.ts';
import { withTransaction } from '../../platform/transactions.ts';
import { AppError } from '../../rpc/app-error.ts';
import { postTransferInTransaction, systemAccountCodes, systemAccountId } from '../ledger/index.ts';
import { cryptoDeposits, cryptoWallets } from './crypto.schema.ts';
import type { CryptoSettings } from './crypto-settings.ts';

/** Wallets asked about per chain query, and most deposits credited per pass (DESIGN §7.6). */
const walletsPerPage = maxAddressesPerChainQuery;
const maxCreditsPerPass = 500;

/** What one pass did. */
export interface DepositPassResult {
  /** Outputs to known addresses the chain reported (new or again). */
  seen: number;
  /** Deposits credited by this pass. */
  credited: number;
}

/**
 * One pass over the chain for crypto deposits (decision 0050): asks `chain` for payments to the
 * wallets' addresses (every wallet, or `customerId`'s only), records each output once in
 * `crypto_deposits` keyed by (txid, vout) — a repeat raises its confirmations, never adds a row —
 * and credits every pending deposit with at least the required confirmations, each in its own
 * transaction: the row is locked (`FOR UPDATE SKIP LOCKED`, status still 'pending'), the ledger
 * moves the amount (minor units of the wallet's currency) from the crypto clearing account to the
 * wallet's account, and the row becomes 'credited'. A second pass, a concurrent one or a chain
 * that reports the output again finds it credited or locked and does nothing: credited exactly
 * once. Payments to addresses that are no wallet's are never asked for, so never credited.
 * A deposit whose account refuses it (closed: 'CA') stays pending and is logged.
 */
export async function runDepositPass(
  db: Database,
  chain: CryptoChain,
  settings: CryptoSettings,
  options: { customerId?: number; log?: FastifyBaseLogger } = {},
): Promise<DepositPassResult> {
  let seen = 0;
  let afterId = '';
  for (;;) {
    const wallets = await db
      .select({
        id: cryptoWallets.id,
        address: cryptoWallets.address,
        currencyCode: cryptoWallets.currencyCode,
        network: cryptoWallets.network,
      })
      .from(cryptoWallets)
      .where(
        and(
          gt(cryptoWallets.id, afterId || '00000000-0000-0000-0000-000000000000'),
          options.customerId === undefined ? undefined : eq(cryptoWallets.customerId, options.customerId),
        ),
      )
      .orderBy(asc(cryptoWallets.id))
      .limit(walletsPerPage);
    if (wallets.length === 0) break;
    afterId = wallets[wallets.length - 1]?.id ?? afterId;
    const groups = new Map<string, typeof wallets>();
    for (const wallet of wallets) {
      const key = `${wallet.currencyCode}:${wallet.network}`;
      groups.set(key, [...(groups.get(key) ?? []), wallet]);
    }
    for (const group of groups.values()) {
      const first = group[0];
      if (!first) continue;
      const walletByAddress = new Map(group.map((wallet) => [wallet.address, wallet.id]));
      const payments = await chain.paymentsTo(db, {
        currencyCode: first.currencyCode,
        network: first.network satisfies CryptoNetwork,
        addresses: [...walletByAddress.keys()],
      });
      for (const payment of payments) {
        const walletId = walletByAddress.get(payment.address);
        if (walletId === undefined || payment.amountMinor <= 0n) continue;
        seen += 1;
        await db
          .insert(cryptoDeposits)
          .values({
            txid: payment.txid,
            vout: payment.vout,
            walletId,
            amountMinor: payment.amountMinor,
            confirmations: payment.confirmations,
          })
          .onConflictDoUpdate({
            target: [cryptoDeposits.txid, cryptoDeposits.vout],
            set: { confirmations: sql`greatest(${cryptoDeposits.confirmations}, excluded.confirmations)` },
            setWhere: eq(cryptoDeposits.status, 'pending'),
          });
      }
    }
    if (wallets.length < walletsPerPage) break;
  }

  const due = await db
    .select({ txid: cryptoDeposits.txid, vout: cryptoDeposits.vout })
    .from(cryptoDeposits)
    .innerJoin(cryptoWallets, eq(cryptoWallets.id, cryptoDeposits.walletId))
    .where(
      and(
        eq(cryptoDeposits.status, 'pending'),
        gte(cryptoDeposits.confirmations, settings.confirmationsRequired),
        options.customerId === undefined ? undefined : eq(cryptoWallets.customerId, options.customerId),
      ),
    )
    .orderBy(asc(cryptoDeposits.detectedAt))
    .limit(maxCreditsPerPass);
  let credited = 0;
  for (const deposit of due) {
    try {
      if (await creditDeposit(db, settings, deposit.txid, deposit.vout)) credited += 1;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      options.log?.warn({ txid: deposit.txid, vout: deposit.vout, code: error.code }, 'crypto deposit not credited');
    }
  }
  return { seen, credited };
}

/** Credits one due deposit if it is still pending and not locked by another pass; true when this call credited it. */
async function creditDeposit(db: Database, settings: CryptoSettings, txid: string, vout: number): Promise<boolean> {
  return withTransaction(db, async (tx) => {
    const [row] = await tx
      .select({
        amountMinor: cryptoDeposits.amountMinor,
        confirmations: cryptoDeposits.confirmations,
        accountId: cryptoWallets.accountId,
        customerId: cryptoWallets.customerId,
        currencyCode: cryptoWallets.currencyCode,
        address: cryptoWallets.address,
        network: cryptoWallets.network,
      })
      .from(cryptoDeposits)
      .innerJoin(cryptoWallets, eq(cryptoWallets.id, cryptoDeposits.walletId))
      .where(
        and(
          eq(cryptoDeposits.txid, txid),
          eq(cryptoDeposits.vout, vout),
          eq(cryptoDeposits.status, 'pending'),
          gte(cryptoDeposits.confirmations, settings.confirmationsRequired),
        ),
      )
      .for('update', { of: cryptoDeposits, skipLocked: true });
    if (!row) return false;
    const clearingId = await systemAccountId(tx, systemAccountCodes.cryptoClearing, row.currencyCode);
    const transferId = await postTransferInTransaction(tx, {
      kind: 'cryptoDeposit',
      description: `Crypto deposit ${txid}:${vout}`,
      entries: [
        { accountId: clearingId, amountMinor: -row.amountMinor },
        { accountId: row.accountId, amountMinor: row.amountMinor },
      ],
      metadata: {
        toCustomerId: row.customerId,
        txid,
        vout,
        address: row.address,
        network: row.network,
        amount: formatMinor(row.amountMinor, row.currencyCode),
        currencyCode: row.currencyCode,
        confirmations: row.confirmations,
      },
    });
    const updated = await tx
      .update(cryptoDeposits)
      .set({ status: 'credited', transferId, creditedAt: new Date() })
      .where(and(eq(cryptoDeposits.txid, txid), eq(cryptoDeposits.vout, vout), eq(cryptoDeposits.status, 'pending')))
      .returning({ txid: cryptoDeposits.txid });
    // The row was locked above: nothing else can have credited it in between.
    if (updated.length !== 1) throw new Error(`crypto deposit ${txid}:${vout} changed under its lock`);
    return true;
  });
}

/** The latest deposits of some wallets, newest first, at most `limit` per wallet. */
export async function listDeposits(
  db: Database,
  walletIds: readonly string[],
  limit: number,
): Promise<(typeof cryptoDeposits.$inferSelect)[]> {
  if (walletIds.length === 0) return [];
  const rows = await db
    .select()
    .from(cryptoDeposits)
    .where(inArray(cryptoDeposits.walletId, [...walletIds]))
    .orderBy(sql`${cryptoDeposits.detectedAt} desc`, asc(cryptoDeposits.txid))
    // A customer has one wallet per currency, so this bound is exact for one wallet and safe for more.
    .limit(limit * walletIds.length);
  const perWallet = new Map<string, number>();
  return rows.filter((row) => {
    const count = (perWallet.get(row.walletId) ?? 0) + 1;
    perWallet.set(row.walletId, count);
    return count <= limit;
  });
}
