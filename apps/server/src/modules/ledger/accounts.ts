import { randomInt } from 'node:crypto';
import type { Executor } from '../../db/client.ts';
import { cachedReference } from '../../platform/reference-cache.ts';
import { findSystemAccount, insertAccount, type LedgerAccountRow, type NewLedgerAccount } from './ledger.repository.ts';

/**
 * System accounts: equity funds the demo seed and capital movements; fee income receives fees;
 * the FX position is the counterpart of each currency leg of an exchange; rail clearing receives
 * the principal of settled payouts and gives it back on a return (decision 0040); crypto clearing is
 * the counterpart of coins received on a chain and credited to customers (decision 0050).
 */
export const systemAccountCodes = {
  equity: 'equity',
  feeIncome: 'fee_income',
  fxPosition: 'fx_position',
  railClearing: 'rail_clearing',
  cryptoClearing: 'crypto_clearing',
} as const;
export type SystemAccountCode = (typeof systemAccountCodes)[keyof typeof systemAccountCodes];

/**
 * Shards per system account and currency. Fee income and FX position are touched by many transfers;
 * spreading them over shards (each its own row, picked at random) keeps any one row from serialising
 * all transfers (DESIGN §4). Their balance is the sum of their shards.
 */
const systemAccountShards: Readonly<Record<SystemAccountCode, number>> = {
  equity: 1,
  fee_income: 16,
  fx_position: 16,
  rail_clearing: 4,
  // Deposits are credited one at a time by the deposit pass; a few shards are plenty.
  crypto_clearing: 4,
};

/** Internal account type of system accounts (outside the spec's customer types). */
const systemAccountType = 9000;

/**
 * Returns a shard of the system account `code` in `currencyCode` (a random one unless `shard` is
 * given), creating all its shards on first use. System accounts have no floor: they may go negative.
 */
export async function ensureSystemAccount(
  tx: Executor,
  code: SystemAccountCode,
  currencyCode: string,
  shard?: number,
): Promise<LedgerAccountRow> {
  const chosen = shard ?? randomInt(systemAccountShards[code]);
  const existing = await findSystemAccount(tx, code, currencyCode, chosen);
  if (existing) return existing;
  // Every shard of the code and currency at once: later transfers find theirs (and may take the
  // batch path, which never creates one).
  for (let each = 0; each < systemAccountShards[code]; each += 1)
    await insertAccount(
      tx,
      { systemCode: code, currencyCode, shard: each, type: systemAccountType, balanceMinMinor: null },
      { ignoreConflict: true },
    );
  const created = await findSystemAccount(tx, code, currencyCode, chosen);
  if (!created) throw new Error(`system account ${code} ${currencyCode} #${chosen} missing after insert`);
  return created;
}

/**
 * The id of a system account shard of `code` in `currencyCode` (a random shard unless given),
 * created on first use. Ids of system accounts never change, so they are kept in the process's
 * reference cache (decision 0029): the money path asks the database only once per shard. With
 * `createMissing: false` a missing shard throws {@link SystemAccountMissingError} instead.
 */
export async function systemAccountId(
  tx: Executor,
  code: SystemAccountCode,
  currencyCode: string,
  shard?: number,
  options: { createMissing?: boolean } = {},
): Promise<number> {
  const chosen = shard ?? randomInt(systemAccountShards[code]);
  try {
    // Only a committed, existing shard is cached: one created here would vanish if `tx` rolled back.
    return await cachedReference(tx, `system-account:${code}:${currencyCode}:${chosen}`, Infinity, async () => {
      const existing = await findSystemAccount(tx, code, currencyCode, chosen);
      if (!existing) throw notCreatedYet;
      return existing.id;
    });
  } catch (error) {
    if (error !== notCreatedYet) throw error;
    if (options.createMissing === false) throw new SystemAccountMissingError(`${code} ${currencyCode} #${chosen}`);
    return (await ensureSystemAccount(tx, code, currencyCode, chosen)).id;
  }
}

/**
 * Thrown by {@link systemAccountId} with `createMissing: false` when the shard does not exist yet:
 * a caller outside a transaction (the batch path, decision 0030) then takes the ordinary path,
 * which creates it inside the transfer's own transaction.
 */
export class SystemAccountMissingError extends Error {
  constructor(shard: string) {
    super(`system account ${shard} not created yet`);
    this.name = 'SystemAccountMissingError';
  }
}

/** Thrown inside {@link systemAccountId}'s cache load when the shard does not exist yet. */
const notCreatedYet = new Error('system account shard not created yet');

/** Fields of a new customer account; balance always starts at zero and moves only by transfers. */
export type OpenCustomerAccountInput = Omit<
  NewLedgerAccount,
  'id' | 'systemCode' | 'shard' | 'balanceMinor' | 'pendingMinor' | 'createdAt'
> & {
  customerId: number;
  /** When the account was opened, for back-dated demo data only (decision 0045). Default: now. */
  openedAt?: Date;
};

/** Opens a customer account with a zero balance and a default floor of 0. */
export async function openCustomerAccount(tx: Executor, input: OpenCustomerAccountInput): Promise<LedgerAccountRow> {
  const { openedAt, ...account } = input;
  const row = await insertAccount(tx, {
    balanceMinMinor: 0n,
    ...account,
    currencyCode: account.currencyCode.toUpperCase(),
    ...(openedAt ? { createdAt: openedAt } : {}),
  });
  if (!row) throw new Error('insert into ledger_accounts returned no row');
  return row;
}
