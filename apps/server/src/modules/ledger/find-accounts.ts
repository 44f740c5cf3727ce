import { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../rpc/app-error.ts';
import { findAccountById, findCustomerAccounts, type LedgerAccountRow } from './ledger.repository.ts';

export type { LedgerAccountRow };

/**
 * The account `accountId` if it belongs to `customerId`. Another customer's account and an unknown
 * id get the same 'VF' answer, so ids cannot be probed.
 * @throws AppError 'VF' (field `field`, code account_not_found).
 */
export async function getOwnAccount(
  db: Executor,
  customerId: number,
  accountId: number,
  field = 'accountId',
): Promise<LedgerAccountRow> {
  return ownAccountOrThrow(await findAccountById(db, accountId), customerId, field);
}

/**
 * `account` when it exists and belongs to `customerId` (see {@link getOwnAccount}).
 * @throws AppError 'VF' (field `field`, code account_not_found) otherwise.
 */
export function ownAccountOrThrow(
  account: LedgerAccountRow | undefined,
  customerId: number,
  field = 'accountId',
): LedgerAccountRow {
  if (!account || account.customerId !== customerId) {
    throw new AppError('VF', 'This account does not exist or is not yours.', [
      { field, code: 'account_not_found', description: 'This account does not exist or is not yours.' },
    ]);
  }
  return account;
}

const minorText = z
  .string()
  .regex(/^-?\d+$/)
  .transform((value) => BigInt(value));
const accountJson = z.object({
  id: z.number(),
  customerId: z.number().nullable(),
  systemCode: z.string().nullable(),
  shard: z.number(),
  type: z.number(),
  subType: z.enum(['PREPAID', 'DEBIT']).nullable(),
  accountStatusId: z.number(),
  currencyCode: z.string(),
  balanceMinor: minorText,
  pendingMinor: minorText,
  balanceMinMinor: minorText.nullable(),
  settlementAccountId: z.number().nullable(),
  cardIsVirtual: z.boolean().nullable(),
  cardExpiryMonth: z.number().nullable(),
  cardExpiryYear: z.number().nullable(),
  cardReissuedStatusId: z.number().nullable(),
  cardAliasName: z.string().nullable(),
  createdAt: z.string().transform((value) => new Date(value)),
}) satisfies z.ZodType<LedgerAccountRow, unknown>;

/**
 * Reads the JSON of the database functions `ledger_account_json` (an account or null) and
 * `ledger_customer_accounts_json` (an array) of migration 0025, for a use case that reads accounts
 * together with other modules' rows in one statement.
 */
export function accountFromJson(json: unknown): LedgerAccountRow | undefined {
  return json === null || json === undefined ? undefined : accountJson.parse(json);
}

/** See {@link accountFromJson}: a customer's accounts, ordered by id. */
export function accountsFromJson(json: unknown): LedgerAccountRow[] {
  return z.array(accountJson).parse(json);
}

/** A customer's account rows, every status, ordered by id. */
export function listCustomerAccountRows(db: Executor, customerId: number): Promise<LedgerAccountRow[]> {
  return findCustomerAccounts(db, customerId);
}

/** Any account by id, whoever holds it (a deposit matched by its reference; decision 0040), or undefined. */
export function findAccount(db: Executor, accountId: number): Promise<LedgerAccountRow | undefined> {
  return findAccountById(db, accountId);
}
