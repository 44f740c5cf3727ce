import type { AdminCustomer } from '@tessera/contract';
import type { Executor } from '../../db/client.ts';
import { fieldError } from '../../rpc/app-error.ts';
import { findCustomerIdByEmail, findCustomerMembers, displayName } from '../identity/index.ts';

/** A customer and its users as {@link findCustomerMembers} reads them. */
type Members = NonNullable<Awaited<ReturnType<typeof findCustomerMembers>>>;

/** The admin screens' view of a customer: disabled when every user of it is disabled. */
export function toAdminCustomer(members: Members): AdminCustomer {
  const first = members.users[0];
  if (!first) throw new Error('customer without users');
  return {
    customerId: members.customer.id,
    customerType: members.customer.customerType,
    login: first.email,
    name: displayName(members.customer, first.email),
    isAdmin: members.users.some((user) => user.isAdmin),
    isDisabled: members.users.every((user) => user.isDisabled),
  };
}

/** The one answer for a customer that does not exist, by e-mail or by id. */
export function customerNotFound(field: 'login' | 'customerId') {
  return fieldError(field, 'customer_not_found');
}

/**
 * `customerFind` (admin; decision 0016): the customer of the user with e-mail `login`, or the
 * customer `customerId`, with its state.
 * @throws AppError 'VF' `customer_not_found` on the field given.
 */
export async function customerFind(
  db: Executor,
  input: { login?: string | undefined; customerId?: number | undefined },
): Promise<AdminCustomer> {
  const field = input.login === undefined ? 'customerId' : 'login';
  const customerId = input.login === undefined ? input.customerId : await findCustomerIdByEmail(db, input.login);
  const members = customerId === undefined ? undefined : await findCustomerMembers(db, customerId);
  if (!members) throw customerNotFound(field);
  return toAdminCustomer(members);
}
