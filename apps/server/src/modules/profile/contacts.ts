import type { ProfileAddress, ProfileEmail, ProfilePhone } from '@tessera/contract';
import type { Database } from '../../db/client.ts';
import { listAddresses } from './addresses.ts';
import { listEmails } from './emails.ts';
import { listPhones } from './phones.ts';

/**
 * A customer's contacts as the back office reads them (spec 002 §6; decision 0074): the e-mails and phones of
 * the customer's first user (`firstUserId`, none without one) and the customer's addresses, as
 * `profileGet` lists them to the customer.
 */
export async function customerContactsOf(
  db: Database,
  customerId: number,
  firstUserId: number | undefined,
): Promise<{ emails: ProfileEmail[]; phones: ProfilePhone[]; addresses: ProfileAddress[] }> {
  const [emails, phones, addresses] = await Promise.all([
    firstUserId === undefined ? Promise.resolve([]) : listEmails(db, firstUserId),
    firstUserId === undefined ? Promise.resolve([]) : listPhones(db, firstUserId),
    listAddresses(db, customerId),
  ]);
  return { emails, phones, addresses };
}
