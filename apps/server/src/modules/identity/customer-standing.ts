import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { customers } from './identity.schema.ts';

/**
 * The columns of a customer's standing that compliance decides (spec 002 §3–4; decisions 0063,
 * 0067, 0091): verified, limited with the most severe active restriction's reason, the due
 * diligence level and when enhanced diligence was asked, and when the customer asked for review.
 */
interface CustomerStandingChange {
  verified?: boolean;
  limited?: boolean;
  /** Restriction reason 1–5 (spec 002 §3) while limited, else null. */
  restrictionReason?: number | null;
  dueDiligenceLevel?: number;
  dueDiligenceRequestedAt?: Date | null;
  kycReviewRequestedAt?: Date | null;
}

/**
 * Writes `change` to the standing of `customerId` in the caller's transaction; the KYC module (the
 * one that decides it) calls this, every other module only reads the standing.
 */
export async function setCustomerStanding(
  db: Executor,
  customerId: number,
  change: CustomerStandingChange,
): Promise<void> {
  if (Object.keys(change).length === 0) return;
  await db.update(customers).set(change).where(eq(customers.id, customerId));
}
