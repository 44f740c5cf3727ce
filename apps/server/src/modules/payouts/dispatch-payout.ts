import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { RailRefusal, type PayoutRail } from '../../platform/payout-rail.ts';
import { withTransaction } from '../../platform/transactions.ts';
import type { PayoutKind, PayoutScheme } from '@tessera/contract';
import { applyDeferredEvents, failPayout } from './rail-events.ts';
import { payouts } from './payouts.schema.ts';

/**
 * Sends a `submitted` payout to its rail (decision 0040) and records the rail's reference
 * (`sent`). A refusal by the rail fails the payout at once (hold voided, limits given back). Events
 * that arrived before the reference was recorded are applied then.
 * @returns true when it sent (or failed) the payout; false when it was not waiting to be sent.
 * @throws Error when the rail cannot be reached (the job retries; the rail pays a repeated send once).
 */
export async function dispatchPayout(db: Database, rail: PayoutRail, payoutId: string): Promise<boolean> {
  const [payout] = await db
    .select()
    .from(payouts)
    .where(and(eq(payouts.id, payoutId), eq(payouts.status, 'submitted')));
  if (!payout) return false;
  let railReference: string;
  try {
    ({ railReference } = await rail.send(db, {
      payoutId: payout.id,
      kind: payout.kind as PayoutKind,
      scheme: payout.scheme as PayoutScheme,
      amountMinor: payout.amountMinor,
      currencyCode: payout.currencyCode,
      beneficiaryName: payout.beneficiaryName,
      beneficiaryCountryCode: payout.beneficiaryCountryCode,
      destination: payout.destination,
      ...(payout.reference ? { reference: payout.reference } : {}),
    }));
  } catch (error) {
    if (!(error instanceof RailRefusal)) throw error;
    await withTransaction(db, (tx) => failPayout(tx, payout, error.code, 'submitted'));
    return true;
  }
  await withTransaction(db, async (tx) => {
    const [sent] = await tx
      .update(payouts)
      .set({ status: 'sent', railReference, updatedAt: new Date() })
      .where(and(eq(payouts.id, payoutId), eq(payouts.status, 'submitted')))
      .returning();
    if (sent) await applyDeferredEvents(tx, sent);
  });
  return true;
}
