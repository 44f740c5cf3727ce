import { parseMinor } from '@tessera/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { recurringTransfers } from './transfers.schema.ts';
import { fieldError } from '../../rpc/app-error.ts';
import { findCustomerContact } from '../identity/index.ts';

/** `preapprovedPaymentList` (spec 001 §3, §7): the customer's recurring transfers, filtered. */
export async function preapprovedPaymentList(
  db: Executor,
  customerId: number,
  filter: { beneficiaryEmail?: string; fromAmount?: string; toAmount?: string; type?: 'betweenAccounts' },
) {
  const rows = await db
    .select()
    .from(recurringTransfers)
    .where(eq(recurringTransfers.customerId, customerId))
    .orderBy(desc(recurringTransfers.createdAt))
    .limit(500);
  const beneficiaryEmail = (await findCustomerContact(db, customerId))?.email ?? '';
  const inRange = (amount: string, currencyCode: string): boolean => {
    const value = parseMinor(amount, currencyCode);
    if (filter.fromAmount && value < parseMinor(filter.fromAmount, currencyCode)) return false;
    if (filter.toAmount && value > parseMinor(filter.toAmount, currencyCode)) return false;
    return true;
  };
  return rows
    .filter(
      () => !filter.beneficiaryEmail || beneficiaryEmail.toLowerCase().includes(filter.beneficiaryEmail.toLowerCase()),
    )
    .filter((row) => {
      try {
        return inRange(row.amount, row.currencyCode);
      } catch {
        return false;
      }
    })
    .map((row) => ({
      id: row.id,
      amount: row.amount,
      currencyCode: row.currencyCode,
      fromAccount: row.fromAccountId,
      toAccount: row.toAccountId,
      beneficiaryEmail,
      type: 'betweenAccounts' as const,
      frequency: row.frequency,
      ...(row.status === 'active' ? { nextPaymentDate: row.nextRunAt.toISOString() } : {}),
      ...(row.endDate ? { endDate: row.endDate } : {}),
      ...(row.remainingRuns !== null ? { remainingTransactions: row.remainingRuns } : {}),
      transactionsDone: row.runsDone,
      ...(row.reference ? { reference: row.reference } : {}),
      status: row.status,
      ...(row.lastError ? { lastError: row.lastError } : {}),
    }));
}

/**
 * `preapprovedPaymentCancel`: stops an active recurring transfer of the customer.
 * @throws AppError 'VF' when the id is not the customer's active schedule.
 */
export async function preapprovedPaymentCancel(db: Executor, customerId: number, id: string) {
  const [row] = await db
    .update(recurringTransfers)
    .set({ status: 'cancelled' })
    .where(
      and(
        eq(recurringTransfers.id, id),
        eq(recurringTransfers.customerId, customerId),
        eq(recurringTransfers.status, 'active'),
      ),
    )
    .returning({ id: recurringTransfers.id });
  if (!row) throw fieldError('id', 'payment_not_found');
  return { id: row.id, status: 'cancelled' as const };
}
