import { normalizeName, type Customer } from '@tessera/contract';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../rpc/app-error.ts';
import { taxCertificationStatus } from '../tax-certification/index.ts';
import { findCustomerWithUser } from './customers.repository.ts';
import { permissionSetFor } from './permissions.ts';

function optionalName(name: string | null): string | undefined {
  if (name === null) return undefined;
  const normalized = normalizeName(name);
  return normalized === '' ? undefined : normalized;
}

/**
 * Customer info of `customerId` (spec 000 §3), names trimmed with whitespace collapsed.
 * @throws AppError 'NF' when the customer does not exist.
 */
export async function getCustomerInfo(db: Executor, customerId: number): Promise<Customer> {
  const row = await findCustomerWithUser(db, customerId);
  if (!row) throw new AppError('NF', 'Customer not found.');
  const { customer, user } = row;
  return {
    userId: user.id,
    customerId: customer.id,
    customerType: customer.customerType,
    login: user.email,
    firstName: optionalName(customer.firstName),
    lastName: optionalName(customer.lastName),
    businessName: optionalName(customer.businessName),
    birthDay: customer.birthDay ?? undefined,
    customerCreationDate: customer.createdAt.toISOString(),
    residenceCountryCode: customer.residenceCountryCode ?? undefined,
    taxId: customer.taxId ?? undefined,
    transactionApproveMode: customer.transactionApproveMode,
    login2faMode: customer.login2faMode,
    isAdmin: user.isAdmin,
    isHaveRelatedAccounts: false,
    useOldWeb: false,
    permissions: await permissionSetFor(db, customer.id, customer.customerType),
    verified: customer.verified,
    limited: customer.limited,
    dueDiligenceLevel: customer.dueDiligenceLevel,
    isNeedPersonalInfoUpdate: customer.isNeedPersonalInfoUpdate,
    isNeedKyc: customer.isNeedKyc,
    taxResidencySelfCertificationDocumentStatus: await taxCertificationStatus(db, customer.id),
  };
}
