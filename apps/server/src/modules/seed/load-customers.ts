import { accountTypes } from '@tessera/contract';
import type { Database } from '../../db/client.ts';
import { withTransaction } from '../../platform/transactions.ts';
import { hashPassword } from '../credentials/index.ts';
import { findBrand } from '../brands/index.ts';
import { createCustomer, findUserByEmail } from '../identity/index.ts';
import { recordTermsAcceptance } from '../customers/index.ts';
import {
  ensureSystemAccount,
  openCustomerAccount,
  postTransferInTransaction,
  systemAccountCodes,
} from '../ledger/index.ts';

/** What {@link seedLoadCustomers} creates. */
export interface LoadCustomersInput {
  /** How many customers: `load-0@example.com` … `load-{count-1}@example.com`. */
  count: number;
  /** Their one password (hashed once with argon2id). */
  password: string;
  /** Opening balance of each payment account, minor units of `currencyCode`. */
  balanceMinor: bigint;
  currencyCode: string;
  brandId: string;
  /** Called after each batch with how many of `count` are done. */
  onProgress?: (done: number) => void;
}

/** Customers created per transaction. */
const batchSize = 100;

/** The e-mail of load customer `index`. */
export function loadCustomerEmail(index: number): string {
  return `load-${index}@example.com`;
}

/**
 * Creates the load-test customers (active, personal, terms accepted), each with one payment account
 * funded through the ledger from the equity account of the currency. Skips e-mails that exist.
 * @returns how many it created and skipped.
 */
export async function seedLoadCustomers(
  db: Database,
  input: LoadCustomersInput,
): Promise<{ created: number; skipped: number }> {
  const passwordHash = await hashPassword(input.password);
  const terms = findBrand(input.brandId)?.terms ?? [];
  let created = 0;
  let skipped = 0;
  for (let start = 0; start < input.count; start += batchSize) {
    const end = Math.min(input.count, start + batchSize);
    await withTransaction(db, async (tx) => {
      const equity = await ensureSystemAccount(tx, systemAccountCodes.equity, input.currencyCode);
      let batchCreated = 0;
      for (let index = start; index < end; index += 1) {
        const email = loadCustomerEmail(index);
        if (await findUserByEmail(tx, email)) continue;
        const customer = await createCustomer(tx, {
          brandId: input.brandId,
          customerType: 'personal',
          email,
          passwordHash,
          firstName: 'Load',
          lastName: `Customer ${index}`,
          verified: true,
          dueDiligenceLevel: 1,
        });
        await recordTermsAcceptance(tx, customer.customerId, terms);
        const account = await openCustomerAccount(tx, {
          customerId: customer.customerId,
          type: accountTypes.payment,
          currencyCode: input.currencyCode,
        });
        if (input.balanceMinor > 0n)
          await postTransferInTransaction(tx, {
            kind: 'funding',
            description: 'Load-test opening balance',
            entries: [
              { accountId: equity.id, amountMinor: -input.balanceMinor },
              { accountId: account.id, amountMinor: input.balanceMinor },
            ],
          });
        batchCreated += 1;
      }
      // Counted after the commit only: a retried transaction starts its batch again.
      return batchCreated;
    }).then((batchCreated) => {
      created += batchCreated;
      skipped += end - start - batchCreated;
    });
    input.onProgress?.(end);
  }
  return { created, skipped };
}
