import { isNeedPersonalInfoUpdateOf, type Customer } from '@tessera/contract';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../rpc/app-error.ts';
import { taxCertificationStatus } from '../tax-certification/index.ts';
import {
  listRelatedAccessRights,
  optionalName,
  findCustomerWithUser,
  findUserCustomerId,
  permissionSetFor,
} from '../identity/index.ts';
import { kycSources } from './kyc-sources.ts';
import { kycInfoOf } from './kyc-state.ts';

/**
 * Customer info of `customerId` (spec 000 §3), names trimmed with whitespace collapsed.
 * `isHaveRelatedAccounts` is about `viewerUserId` (the signed-in user; default the customer's first
 * user): true when they hold a right of 1 or more on another customer (spec 000 §2 rule 3).
 * @throws AppError 'NF' when the customer does not exist.
 */
export async function customerInfo(db: Database, customerId: number, viewerUserId?: number): Promise<Customer> {
  const row = await findCustomerWithUser(db, customerId);
  if (!row) throw new AppError('NF', 'Customer not found.');
  const { customer, user } = row;
  const viewer = viewerUserId ?? user.id;
  const [permissions, kyc, taxStatus, related] = await Promise.all([
    permissionSetFor(db, customer.id, customer.customerType),
    kycInfoOf(db, kycSources, customer, { isAdmin: user.isAdmin }),
    taxCertificationStatus(db, customer.id),
    listRelatedAccessRights(db, viewer, (await findUserCustomerId(db, viewer)) ?? customer.id),
  ]);
  const firstName = optionalName(customer.firstName);
  const lastName = optionalName(customer.lastName);
  return {
    userId: user.id,
    customerId: customer.id,
    customerType: customer.customerType,
    login: user.email,
    firstName,
    lastName,
    businessName: optionalName(customer.businessName),
    birthDay: customer.birthDay ?? undefined,
    customerCreationDate: customer.createdAt.toISOString(),
    residenceCountryCode: customer.residenceCountryCode ?? undefined,
    taxId: customer.taxId ?? undefined,
    transactionApproveMode: customer.transactionApproveMode,
    login2faMode: customer.login2faMode,
    isAdmin: user.isAdmin,
    isHaveRelatedAccounts: related.length > 0,
    useOldWeb: false,
    permissions,
    verified: customer.verified,
    limited: customer.limited,
    dueDiligenceLevel: customer.dueDiligenceLevel,
    // Derived on every read, never stored (decisions 0064, 0067).
    isNeedPersonalInfoUpdate: isNeedPersonalInfoUpdateOf({
      customerType: customer.customerType,
      isAdmin: user.isAdmin,
      firstName,
      lastName,
      birthDay: customer.birthDay ?? undefined,
      residenceCountryCode: customer.residenceCountryCode ?? undefined,
    }),
    isNeedKyc: kyc.isNeedKyc,
    taxResidencySelfCertificationDocumentStatus: taxStatus,
  };
}
