import type { CertificationStatus } from '@tessera/contract';
import type { Database } from '../../db/client.ts';
import { withTransaction } from '../../platform/transactions.ts';
import { recordAdminAction } from '../admin-audit/index.ts';
import { findCertificationHolder } from './certification-holder.ts';
import { requestTaxCertification, taxCertificationStatus } from './certification-state.ts';

/** The administrator's request and the call it comes in (for the audit log). */
export interface CertificationRequest {
  adminUserId: number;
  customerId: number;
  reason: string;
  requestId: string;
  ip: string;
}

/**
 * `fatcaCrsRequest` (decision 0078): compliance asks a customer to certify their tax residences. In
 * one transaction the request is recorded and written to the admin audit log with its reason.
 * @returns the customer's certification status afterwards (none unless already certified).
 * @throws AppError 'NF' for an unknown customer.
 */
export async function fatcaCrsRequest(
  db: Database,
  request: CertificationRequest,
): Promise<{ status: CertificationStatus }> {
  return withTransaction(db, async (tx) => {
    await findCertificationHolder(tx, request.customerId);
    await requestTaxCertification(tx, request.customerId);
    const status = await taxCertificationStatus(tx, request.customerId);
    await recordAdminAction(tx, {
      adminUserId: request.adminUserId,
      action: 'fatcaCrsRequest',
      targetCustomerId: request.customerId,
      reason: request.reason,
      requestId: request.requestId,
      ip: request.ip,
      details: { status },
    });
    return { status };
  });
}
