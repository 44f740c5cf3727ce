import { type betweenAccountsTransferMethod, type MethodParsedRequest, type MethodResponse } from '@tessera/contract';
import { and, eq, lte, sql } from 'drizzle-orm';
import type { Database, Executor, Transaction } from '../../db/client.ts';
import { recurringTransfers } from './transfers.schema.ts';
import { newId } from '../../platform/ids.ts';
import { withTransaction } from '../../platform/transactions.ts';
import { AppError } from '../../rpc/app-error.ts';
import { findCustomerBrand, isCustomerDisabled } from '../identity/index.ts';
import { getOwnAccount } from '../ledger/index.ts';
import { createBetweenAccountsTransfer } from './create-between-accounts-transfer.ts';

type Frequency = 'daily' | 'weekly' | 'monthly';

/** The next run after `from` for a frequency (monthly keeps the day of month where it exists). */
function nextRun(from: Date, frequency: Frequency): Date {
  const next = new Date(from);
  if (frequency === 'daily') next.setUTCDate(next.getUTCDate() + 1);
  if (frequency === 'weekly') next.setUTCDate(next.getUTCDate() + 7);
  if (frequency === 'monthly') next.setUTCMonth(next.getUTCMonth() + 1);
  return next;
}

/** Most periods one pass steps over at once (a daily schedule skipped for about 27 years). */
const maxPeriodsSkipped = 10_000;

/**
 * The first run of the schedule strictly after `now`, stepping from `from` by `frequency`: the run
 * a skipped schedule resumes with, so the runs it missed are not made up in a burst. Steps at most
 * {@link maxPeriodsSkipped} periods; if that is still not after `now`, the schedule stays due and
 * the next pass steps on.
 */
function nextRunAfter(from: Date, frequency: Frequency, now: Date): Date {
  let next = nextRun(from, frequency);
  for (let step = 1; step < maxPeriodsSkipped && next <= now; step += 1) next = nextRun(next, frequency);
  return next;
}

/** What a skipped run leaves on the schedule for the customer and support to see. */
const skippedWhileDisabled = 'ENOA: Not made, the customer was disabled.';

type Input = MethodParsedRequest<typeof betweenAccountsTransferMethod> & { subscriptionFrequency: Frequency };

/**
 * A recurring move between own accounts (spec 001 §3 subscription fields): the first transfer runs
 * now, in `tx`; the schedule then runs `subscriptionTransactions` times in all, or until
 * `subscriptionEndDate`, or until cancelled. It appears in the pre-approved payments list.
 */
export async function createRecurringTransfer(
  tx: Transaction,
  owner: { customerId: number; brandId: string; userId: number },
  input: Input,
): Promise<Omit<MethodResponse<typeof betweenAccountsTransferMethod>, 'link' | 'field'>> {
  const id = newId();
  // The first run goes through the approval hook; declining it cancels the schedule.
  const first = await createBetweenAccountsTransfer(tx, owner, input, { recurringTransferId: id });
  const from = await getOwnAccount(tx, owner.customerId, input.fromAccount, 'fromAccount');
  const remaining = input.subscriptionTransactions === undefined ? null : input.subscriptionTransactions - 1;
  const next = nextRun(new Date(), input.subscriptionFrequency);
  const finished =
    remaining === 0 ||
    (input.subscriptionEndDate !== undefined && next.toISOString().slice(0, 10) > input.subscriptionEndDate);
  await tx.insert(recurringTransfers).values({
    id,
    customerId: owner.customerId,
    fromAccountId: input.fromAccount,
    toAccountId: input.toAccount,
    amount: input.amount,
    currencyCode: from.currencyCode,
    frequency: input.subscriptionFrequency,
    reference: input.subscriptionReference ?? null,
    note: input.note ?? null,
    nextRunAt: next,
    endDate: input.subscriptionEndDate ?? null,
    remainingRuns: remaining,
    runsDone: 1,
    status: finished ? 'finished' : 'active',
  });
  return { ...first, subscriptionId: id };
}

/** Most due schedules one worker claims per pass. */
const batchSize = 20;

/**
 * Runs the recurring transfers that are due, safe with several server processes: each schedule is
 * claimed with `FOR UPDATE SKIP LOCKED` and its transfer and its new next-run time are written in
 * the same transaction, so a run happens once even if two workers wake together. A business refusal
 * (insufficient funds, limits) is recorded on the schedule and the schedule moves on.
 * A disabled customer's money does not move by itself (decision 0016): the
 * due run is skipped, not counted, and the schedule moves to its first run after `now`, so it
 * resumes once the customer is enabled again, without a burst of the runs missed meanwhile.
 * @returns how many schedules were processed (run or skipped).
 */
export async function runDueRecurringTransfers(db: Database, now = new Date()): Promise<number> {
  let processed = 0;
  for (let pass = 0; pass < 50; pass += 1) {
    const claimed = await withTransaction(db, async (tx) => {
      const [schedule] = await tx
        .select()
        .from(recurringTransfers)
        .where(and(eq(recurringTransfers.status, 'active'), lte(recurringTransfers.nextRunAt, now)))
        .orderBy(recurringTransfers.nextRunAt)
        .limit(1)
        .for('update', { skipLocked: true });
      if (!schedule) return false;
      // Read under a share lock so a disabling committing meanwhile is waited for, never missed.
      if (await isCustomerDisabled(tx, schedule.customerId, { lock: true })) {
        const resumeAt = nextRunAfter(schedule.nextRunAt, schedule.frequency, now);
        const isPastEnd = schedule.endDate !== null && resumeAt.toISOString().slice(0, 10) > schedule.endDate;
        await tx
          .update(recurringTransfers)
          .set({ nextRunAt: resumeAt, lastError: skippedWhileDisabled, status: isPastEnd ? 'finished' : 'active' })
          .where(eq(recurringTransfers.id, schedule.id));
        return true;
      }
      const owner = {
        customerId: schedule.customerId,
        brandId: (await findCustomerBrand(tx, schedule.customerId)) ?? 'tessera',
        // A scheduled run acts for no signed-in user; it needs no approval (pre-approved).
        userId: 0,
      };
      let lastError: string | null = null;
      try {
        await tx.transaction(async (savepoint) =>
          createBetweenAccountsTransfer(
            savepoint,
            owner,
            {
              fromAccount: schedule.fromAccountId,
              toAccount: schedule.toAccountId,
              amount: schedule.amount,
              note: schedule.note ?? undefined,
            },
            { recurringTransferId: schedule.id, isScheduledRun: true },
          ),
        );
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        lastError = `${error.code}: ${error.message}`;
      }
      const remaining = schedule.remainingRuns === null ? null : schedule.remainingRuns - 1;
      const next = nextRun(schedule.nextRunAt, schedule.frequency);
      const finished =
        remaining === 0 || (schedule.endDate !== null && next.toISOString().slice(0, 10) > schedule.endDate);
      await tx
        .update(recurringTransfers)
        .set({
          nextRunAt: next,
          remainingRuns: remaining,
          runsDone: sql`${recurringTransfers.runsDone} + 1`,
          lastError,
          status: finished ? 'finished' : 'active',
        })
        .where(eq(recurringTransfers.id, schedule.id));
      return true;
    });
    if (!claimed) break;
    processed += 1;
    if (processed % batchSize === 0) await new Promise((resolve) => setImmediate(resolve));
  }
  return processed;
}

/**
 * Cancels the recurring transfer `id`, keeping `reason` as its last error (e.g. its first payment was
 * declined at approval). Runs in the caller's transaction.
 */
export async function cancelRecurringTransfer(db: Executor, id: string, reason: string): Promise<void> {
  await db
    .update(recurringTransfers)
    .set({ status: 'cancelled', lastError: reason })
    .where(eq(recurringTransfers.id, id));
}
