import type { Brand, Language } from '@tessera/contract';
import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { Mailer } from '../../platform/mail.ts';
import { renderEmail } from '../../platform/messages/render.ts';
import type { ModuleServices } from '../../rpc/module.ts';
import { issueUserCode } from '../credentials/index.ts';
import { findBrand } from '../brands/index.ts';
import { findCustomerBrand } from '../identity/index.ts';
import { businessPersons, businessRegistrations, businessRoles } from './business.schema.ts';
import { sendPersonVerifications } from './person-verification.ts';

/** What sending the users' links needs. */
export interface InviteDeps {
  db: Executor;
  mailer: Mailer;
  publicOrigin: ModuleServices['publicOrigin'];
}

/**
 * After a business's own activation (spec 002 §4: "authorised users now receive their links";
 * decisions 0096, 0112): e-mails each authorised user of its registration an activationEmployee link
 * (`/activate?action=activationEmployee&user=<e-mail>&code=<code>`, 7 days, single use, the code
 * stored hashed by the auth module), and each director and owner of the business itself the link to
 * their own identity verification, all built from the brand's configured origin, never the request's
 * host. Runs once per business (`usersInvitedAt` is claimed first); does nothing for a personal
 * customer, an authorised user's own activation, or a business registered another way.
 * @returns how many links were sent.
 */
export async function inviteBusinessUsers(
  deps: InviteDeps,
  activated: { id: number; customerId: number; customerType: 'personal' | 'business' },
  language: Language,
): Promise<number> {
  if (activated.customerType !== 'business') return 0;
  const [isEmployee] = await deps.db
    .select({ id: businessPersons.id })
    .from(businessPersons)
    .where(eq(businessPersons.userId, activated.id));
  if (isEmployee) return 0;
  const [claimed] = await deps.db
    .update(businessRegistrations)
    .set({ usersInvitedAt: new Date() })
    .where(
      and(eq(businessRegistrations.customerId, activated.customerId), isNull(businessRegistrations.usersInvitedAt)),
    )
    .returning({ general: businessRegistrations.general });
  if (!claimed) return 0;
  const brandId = await findCustomerBrand(deps.db, activated.customerId);
  const brand = brandId === undefined ? undefined : findBrand(brandId);
  if (!brand) throw new Error(`business ${activated.customerId} has no known brand`);
  const origin = deps.publicOrigin(brand);
  const businessName = (claimed.general as { name: string }).name;
  const invited = await deps.db
    .select({ userId: businessPersons.userId, email: businessPersons.email, firstName: businessPersons.firstName })
    .from(businessPersons)
    .where(
      and(
        eq(businessPersons.customerId, activated.customerId),
        isNotNull(businessPersons.userId),
        // A user taken off the users before the activation (decision 0110) is not invited.
        isNotNull(businessPersons.accessRight),
      ),
    );
  for (const person of invited) {
    if (person.userId === null) continue;
    await sendEmployeeInvitation(deps, { ...person, userId: person.userId }, { brand, origin, businessName, language });
  }
  // Each director and owner of the business itself verifies their own identity (decision 0112).
  const verifying = await deps.db
    .selectDistinct({ personId: businessRoles.personId })
    .from(businessRoles)
    .where(
      and(
        eq(businessRoles.customerId, activated.customerId),
        isNull(businessRoles.companyId),
        inArray(businessRoles.role, ['director', 'owner']),
        isNotNull(businessRoles.personId),
      ),
    );
  await sendPersonVerifications(
    { db: deps.db, mailer: deps.mailer, brand, origin, language },
    activated.customerId,
    verifying.flatMap((row) => (row.personId === null ? [] : [row.personId])),
    businessName,
  );
  return invited.length;
}

/**
 * E-mails one authorised user of a business their activationEmployee link
 * (`/activate?action=activationEmployee&user=<e-mail>&code=<code>`, 7 days, single use, the code
 * stored hashed by the auth module), from the brand's configured `origin` (decision 0096). Used at
 * the business's activation and when a user is added later (decision 0110).
 */
export async function sendEmployeeInvitation(
  deps: Pick<InviteDeps, 'db' | 'mailer'>,
  person: { userId: number; email: string; firstName: string },
  message: { brand: Brand; origin: string; businessName: string; language: Language },
): Promise<void> {
  const code = await issueUserCode(deps.db, person.userId, 'activation');
  const query = new URLSearchParams({ action: 'activationEmployee', user: person.email, code });
  await deps.mailer.send(deps.db, {
    to: person.email,
    ...renderEmail('employeeActivation', message.language, {
      brandName: message.brand.projectName,
      businessName: message.businessName,
      personName: person.firstName,
      link: `${message.origin}/activate?${query.toString()}`,
    }),
  });
}
