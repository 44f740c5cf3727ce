import { randomBytes } from 'node:crypto';
import type { CryptoNetwork } from '@tessera/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { cryptoSandboxTransactions } from './platform.schema.ts';

/** One output of a chain transaction paying an address, as the chain reports it now. */
interface ChainPayment {
  /** 64 hex digits. */
  txid: string;
  vout: number;
  address: string;
  /** The currency's smallest unit (satoshi for BTC). */
  amountMinor: bigint;
  /** 0 while unmined; 1 in the block that mined it; one more per later block. */
  confirmations: number;
}

/** Most addresses one {@link CryptoChain.paymentsTo} call may ask about (DESIGN §7.6). */
export const maxAddressesPerChainQuery = 1_000;

/**
 * A blockchain as Tessera sees it (DESIGN §1 adapters; decision 0050): the payments to the bank's
 * receiving addresses with their confirmations. The built-in sandbox keeps its transactions in the
 * database; a real adapter (a node's RPC or an indexer) is a new file with the same interface.
 * A chain may report a payment again and again; the crypto module credits each output once.
 */
export interface CryptoChain {
  readonly kind: 'sandbox';
  /**
   * Outputs paying any of `addresses` (at most {@link maxAddressesPerChainQuery}) in `currencyCode`
   * on `network`, with their confirmations now.
   */
  paymentsTo(
    db: Executor,
    query: { currencyCode: string; network: CryptoNetwork; addresses: readonly string[] },
  ): Promise<ChainPayment[]>;
  /** Sandbox only: broadcasts one unconfirmed payment of `amountMinor` to `address` (any address). */
  sendSandboxPayment(
    db: Executor,
    payment: { currencyCode: string; network: CryptoNetwork; address: string; amountMinor: bigint },
  ): Promise<{ txid: string; vout: number }>;
  /** Sandbox only: mines `blocks` blocks at once: every transaction gains that many confirmations. */
  mineSandboxBlocks(db: Executor, blocks: number): Promise<void>;
}

/**
 * The sandbox chain: payments are rows of `crypto_sandbox_transactions`; a payment's confirmations
 * are the blocks mined by hand plus one per `blockSeconds` since it was broadcast (none when
 * `blockSeconds` is 0, for tests that mine by hand).
 */
export function createSandboxCryptoChain(blockSeconds: number): CryptoChain {
  const table = cryptoSandboxTransactions;
  const timedBlocks =
    blockSeconds > 0 ? sql`floor(extract(epoch from (now() - ${table.broadcastAt})) / ${blockSeconds})::int` : sql`0`;
  return {
    kind: 'sandbox',
    async paymentsTo(db, query) {
      if (query.addresses.length === 0) return [];
      if (query.addresses.length > maxAddressesPerChainQuery) throw new Error('too many addresses in one chain query');
      const rows = await db
        .select({
          txid: table.txid,
          vout: table.vout,
          address: table.address,
          amountMinor: table.amountMinor,
          confirmations: sql<number>`(${table.minedBlocks} + ${timedBlocks})::int`,
        })
        .from(table)
        .where(
          and(
            eq(table.currencyCode, query.currencyCode),
            eq(table.network, query.network),
            inArray(table.address, [...query.addresses]),
          ),
        );
      return rows.map((row) => ({ ...row, confirmations: Number(row.confirmations) }));
    },
    async sendSandboxPayment(db, payment) {
      const txid = randomBytes(32).toString('hex');
      await db.insert(table).values({ txid, vout: 0, ...payment });
      return { txid, vout: 0 };
    },
    async mineSandboxBlocks(db, blocks) {
      await db.update(table).set({ minedBlocks: sql`${table.minedBlocks} + ${blocks}` });
    },
  };
}
