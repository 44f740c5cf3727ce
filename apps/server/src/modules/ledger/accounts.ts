import type { Executor } from '../../db/client.ts';
import { findSystemAccount, insertAccount, type LedgerAccountRow, type NewLedgerAccount } from './ledger.repository.ts';

/** System account codes. Equity funds the demo seed and later capital movements. */
export const systemAccountCodes = { equity: 'equity' } as const;
export type SystemAccountCode = (typeof systemAccountCodes)[keyof typeof systemAccountCodes];

/** Internal account type of system accounts (outside the spec's customer types). */
export const systemAccountType = 9000;

/**
 * Returns the system account `code` in `currencyCode`, creating it on first use.
 * System accounts have no floor: they may go negative (equity is a liability source).
 */
export async function ensureSystemAccount(
  tx: Executor,
  code: SystemAccountCode,
  currencyCode: string,
): Promise<LedgerAccountRow> {
  const existing = await findSystemAccount(tx, code, currencyCode);
  if (existing) return existing;
  return insertAccount(tx, { systemCode: code, currencyCode, type: systemAccountType, balanceMinMinor: null });
}

/** Fields of a new customer account; balance always starts at zero and moves only by transfers. */
export type OpenCustomerAccountInput = Omit<
  NewLedgerAccount,
  'id' | 'systemCode' | 'balanceMinor' | 'pendingMinor' | 'createdAt'
> & {
  customerId: number;
};

/** Opens a customer account with a zero balance and a default floor of 0. */
export async function openCustomerAccount(tx: Executor, input: OpenCustomerAccountInput): Promise<LedgerAccountRow> {
  return insertAccount(tx, { balanceMinMinor: 0n, ...input, currencyCode: input.currencyCode.toUpperCase() });
}
