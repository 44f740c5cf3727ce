import type {
  RegistrationDueDiligence,
  RegistrationFinancialDetail,
  RegistrationLegalInformation,
} from '@tessera/contract';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { businessPersons, businessRegistrations, businessRoles } from './business.schema.ts';

/**
 * A business's registration forms as kept (decision 0096), for the company pages (module company,
 * decisions 0106–0109). `general` is the generalForm without the password.
 */
export interface BusinessRegistrationForms {
  general: Record<string, unknown>;
  financialDetail: RegistrationFinancialDetail;
  dueDiligence: RegistrationDueDiligence;
  legalInformation: RegistrationLegalInformation;
}

/** The forms a company page may replace. */
export type ReplaceableForm = 'financialDetail' | 'dueDiligence';

/**
 * The registration forms of a business, or undefined when it registered before they were kept.
 * With `forUpdate` the row is locked until the end of the caller's transaction.
 */
export async function findBusinessRegistrationForms(
  db: Executor,
  customerId: number,
  options: { forUpdate?: boolean } = {},
): Promise<BusinessRegistrationForms | undefined> {
  const query = db
    .select({
      general: businessRegistrations.general,
      financialDetail: businessRegistrations.financialDetail,
      dueDiligence: businessRegistrations.dueDiligence,
      legalInformation: businessRegistrations.legalInformation,
    })
    .from(businessRegistrations)
    .where(eq(businessRegistrations.customerId, customerId));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  if (!row) return undefined;
  // The columns hold what the contract's rules accepted at registration or at a later update.
  return row as BusinessRegistrationForms;
}

/** Replaces one form of a business's registration (the caller validated it and holds the row's lock). */
export async function replaceBusinessRegistrationForm(
  db: Executor,
  customerId: number,
  form: ReplaceableForm,
  value: RegistrationFinancialDetail | RegistrationDueDiligence,
): Promise<void> {
  await db
    .update(businessRegistrations)
    .set(form === 'financialDetail' ? { financialDetail: value } : { dueDiligence: value })
    .where(eq(businessRegistrations.customerId, customerId));
}

/** A person of a business's own structure (not of its company shareholders) with their roles. */
export interface BusinessPersonSummary {
  personId: number;
  firstName: string;
  lastName: string;
  email: string;
  /** The person's own sign-in as a user of the business, when they have one. */
  userId: number | null;
  roles: ('director' | 'owner' | 'shareholder' | 'user')[];
}

/**
 * The persons directly in a business's structure: directors, owners and shareholders of the
 * registering company and its users, in the order they were registered.
 */
export async function listBusinessPersons(db: Executor, customerId: number): Promise<BusinessPersonSummary[]> {
  const persons = await db
    .select()
    .from(businessPersons)
    .where(eq(businessPersons.customerId, customerId))
    .orderBy(asc(businessPersons.id));
  const roles = await db
    .select({ personId: businessRoles.personId, role: businessRoles.role })
    .from(businessRoles)
    .where(and(eq(businessRoles.customerId, customerId), isNull(businessRoles.companyId)));
  return persons
    .map((person) => {
      const own = roles.filter((role) => role.personId === person.id).map((role) => role.role);
      return {
        personId: person.id,
        firstName: person.firstName,
        lastName: person.lastName,
        email: person.email,
        userId: person.userId,
        roles: [...new Set(own), ...(person.userId === null ? [] : (['user'] as const))],
      };
    })
    .filter((person) => person.roles.length > 0);
}

/** A demo person of {@link seedBusinessRegistration}. */
export interface DemoBusinessPerson {
  firstName: string;
  lastName: string;
  birthday: string;
  email: string;
  phone: string;
  address: Record<string, string>;
  taxId: Record<string, string>;
  roles: ('director' | 'owner')[];
  shareBasisPoints?: number;
}

/**
 * Writes the registration forms and root-level persons of a business the demo created directly
 * (acme), unless it already has its forms. Demo data only.
 */
export async function seedBusinessRegistration(
  db: Executor,
  customerId: number,
  forms: BusinessRegistrationForms,
  persons: readonly DemoBusinessPerson[],
): Promise<void> {
  if (await findBusinessRegistrationForms(db, customerId)) return;
  // The demo's businesses are active already: their users were invited (decision 0096), so people
  // added later get their links at once (decision 0112).
  await db.insert(businessRegistrations).values({ customerId, ...forms, usersInvitedAt: new Date() });
  for (const person of persons) {
    const { roles, shareBasisPoints, ...fields } = person;
    const [row] = await db
      .insert(businessPersons)
      .values({ customerId, ...fields, sourceOfFundsIds: [] })
      .returning({ id: businessPersons.id });
    if (!row) throw new Error('insert into business_persons returned no row');
    const rows: (typeof businessRoles.$inferInsert)[] = roles.map((role) => ({ customerId, role, personId: row.id }));
    if (shareBasisPoints !== undefined)
      rows.push({ customerId, role: 'shareholder', personId: row.id, shareBasisPoints });
    if (rows.length > 0) await db.insert(businessRoles).values(rows);
  }
}
