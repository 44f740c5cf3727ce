import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { customerTermsAcceptances } from './customers.schema.ts';

/** The terms entries and versions `customerId` accepted (spec 000 §1 `terms`; decision 0025). */
export async function listAcceptedTerms(db: Executor, customerId: number) {
  return db
    .select({ termId: customerTermsAcceptances.termId, version: customerTermsAcceptances.version })
    .from(customerTermsAcceptances)
    .where(eq(customerTermsAcceptances.customerId, customerId));
}

/** Records that `customerId` accepted these entries' versions; an acceptance already recorded stays as it was. */
export async function insertTermsAcceptances(
  db: Executor,
  customerId: number,
  accepted: readonly { termId: number; version: number }[],
): Promise<void> {
  if (accepted.length === 0) return;
  await db
    .insert(customerTermsAcceptances)
    .values(accepted.map(({ termId, version }) => ({ customerId, termId, version })))
    .onConflictDoNothing();
}
