import type { AccessRightLevel } from '@tessera/contract';
import type { Executor } from '../../db/client.ts';
import { customerAccessRights, users } from './customers.schema.ts';

/**
 * Adds an authorised user to a business customer (spec 002 §3 "Registration person" isUser,
 * accessRights; decisions 0028, 0096): a sign-in user of the business, not activated and without a
 * password (an empty hash, which no password matches) until they open their activationEmployee
 * link and choose one, holding `accessRight` on the business in `customer_access_rights`.
 * @returns the new user's id. The caller checked that no user has the e-mail (the unique index
 *   refuses a duplicate anyway).
 */
export async function addBusinessUser(
  tx: Executor,
  input: { customerId: number; email: string; accessRight: AccessRightLevel },
): Promise<number> {
  const [user] = await tx
    .insert(users)
    .values({ customerId: input.customerId, email: input.email.toLowerCase(), passwordHash: '', activatedAt: null })
    .returning({ id: users.id });
  if (!user) throw new Error('insert into users returned no row');
  await tx
    .insert(customerAccessRights)
    .values({ customerId: input.customerId, userId: user.id, accessRight: input.accessRight });
  return user.id;
}
