import type { Executor } from '../../db/client.ts';
import { AppError } from '../../rpc/app-error.ts';
import { findCustomerWithUser, optionalName } from '../identity/index.ts';

/** What the self-certification forms need of their holder (spec 002 §3), names trimmed and collapsed. */
export interface CertificationHolderRecord {
  customerType: 'personal' | 'business';
  /** The e-mail the customer signs in with (the name of last resort). */
  login: string;
  firstName?: string;
  lastName?: string;
  businessName?: string;
  residenceCountryCode?: string;
  /** ISO date (YYYY-MM-DD). */
  birthDay?: string;
}

/**
 * The customer record of `customerId` as the forms name it.
 * @throws AppError 'NF' when the customer does not exist.
 */
export async function findCertificationHolder(db: Executor, customerId: number): Promise<CertificationHolderRecord> {
  const row = await findCustomerWithUser(db, customerId);
  if (!row) throw new AppError('NF', 'Customer not found.');
  const { customer, user } = row;
  return {
    customerType: customer.customerType,
    login: user.email,
    firstName: optionalName(customer.firstName),
    lastName: optionalName(customer.lastName),
    businessName: optionalName(customer.businessName),
    residenceCountryCode: customer.residenceCountryCode ?? undefined,
    birthDay: customer.birthDay ?? undefined,
  };
}
