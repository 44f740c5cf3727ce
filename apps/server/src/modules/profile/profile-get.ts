import type { profileMethods, MethodResponse } from '@tessera/contract';
import type { Database } from '../../db/client.ts';
import { listAddresses } from './addresses.ts';
import { listEmails } from './emails.ts';
import { listPhones } from './phones.ts';
import { findCustomerLogins, findUserByEmail, findUserById } from './profile-deps.ts';

/**
 * `profileGet` (spec 002 §7 "Profile"): the username, e-mails, phones and addresses of customer
 * `customerId`. Acting for another customer, or naming one's own business (the company pages,
 * decision 0116), shows that customer's login (its first user), not the caller's own.
 */
export async function profileGet(
  db: Database,
  signedIn: { userId: number; customerId: number },
  customerId: number,
  fromCustomerId: number | undefined,
): Promise<MethodResponse<(typeof profileMethods)['profileGet']>> {
  const login =
    fromCustomerId === undefined && customerId === signedIn.customerId
      ? undefined
      : (await findCustomerLogins(db, [customerId])).get(customerId);
  const user = login === undefined ? await findUserById(db, signedIn.userId) : await findUserByEmail(db, login);
  return {
    username: user?.email.toLowerCase() ?? '',
    emails: user ? await listEmails(db, user.id) : [],
    phones: user ? await listPhones(db, user.id) : [],
    addresses: await listAddresses(db, customerId),
  };
}
