import {
  companyTreeProblems,
  formatShare,
  personsProblems,
  registeredEmailProblems,
  usersProblems,
  emailStatuses,
  type AccessRightLevel,
  type BusinessRegistration,
  type RegistrationAddress,
  type RegistrationCompanyFields,
  type RegistrationPersonFields,
  type RegistrationProblem,
  type RegistrationTaxId,
} from '@tessera/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { findAccessRight, findUserByEmail } from '../identity/index.ts';
import { businessCompanies, businessPersons, businessRoles } from './business.schema.ts';

/**
 * A business's people structure held in memory while one change is judged (decision 0110): its
 * persons, company shareholders and roles as stored, with each user's live access right. New
 * persons and companies carry negative ids until written.
 */
export interface PeopleStructure {
  customerId: number;
  /** The business's own sign-in e-mail (no user may take it, 002 §5). */
  companyEmail: string;
  persons: StructurePerson[];
  companies: StructureCompany[];
  roles: StructureRole[];
}

export interface StructurePerson {
  id: number;
  fields: RegistrationPersonFields;
  userId: number | null;
  /** The level while the person is one of the business's users; null when they are not. */
  accessRight: AccessRightLevel | null;
}

interface StructureCompany {
  id: number;
  fields: RegistrationCompanyFields;
}

export interface StructureRole {
  /** null: the business itself; else a company shareholder. */
  companyId: number | null;
  role: 'director' | 'owner' | 'shareholder';
  personId: number | null;
  holderCompanyId: number | null;
  shareBasisPoints: number | null;
}

/** The id a rule sees for a person or company of the structure. */
const personKey = (id: number) => `p${id}`;
const companyKey = (id: number) => `c${id}`;

/**
 * Loads business `customerId`'s structure and, inside a transaction, serialises every change to it
 * (a transaction-scoped advisory lock per business), so two changes never judge the same stale structure.
 */
export async function loadStructure(tx: Executor, customerId: number, companyEmail: string): Promise<PeopleStructure> {
  await tx.execute(sql`select pg_advisory_xact_lock(${peopleLockSpace}, ${customerId})`);
  const personRows = await tx
    .select()
    .from(businessPersons)
    .where(eq(businessPersons.customerId, customerId))
    .orderBy(businessPersons.id);
  const companyRows = await tx
    .select()
    .from(businessCompanies)
    .where(eq(businessCompanies.customerId, customerId))
    .orderBy(businessCompanies.id);
  const roleRows = await tx
    .select()
    .from(businessRoles)
    .where(eq(businessRoles.customerId, customerId))
    .orderBy(businessRoles.id);
  const persons: StructurePerson[] = [];
  for (const row of personRows) {
    const live = row.userId === null ? null : await findAccessRight(tx, row.userId, customerId);
    persons.push({
      id: row.id,
      fields: {
        firstName: row.firstName,
        lastName: row.lastName,
        birthday: row.birthday,
        email: row.email,
        phone: row.phone,
        address: row.address as RegistrationAddress,
        taxId: row.taxId as RegistrationTaxId,
        ...(row.sourceOfFundsIds.length > 0 ? { sourceOfFunds: row.sourceOfFundsIds } : {}),
        ...(row.sourceDetails === null ? {} : { sourceDetails: row.sourceDetails }),
      },
      userId: row.userId,
      accessRight: row.accessRight === null ? null : (live ?? null),
    });
  }
  return {
    customerId,
    companyEmail,
    persons,
    companies: companyRows.map((row) => ({
      id: row.id,
      fields: {
        name: row.name,
        registrationNumber: row.registrationNumber,
        registrationCountryCode: row.countryCode,
        ...(row.address === null ? {} : { address: row.address as RegistrationAddress }),
      },
    })),
    roles: roleRows.map((row) => ({
      companyId: row.companyId,
      role: row.role,
      personId: row.personId,
      holderCompanyId: row.holderCompanyId,
      shareBasisPoints: row.shareBasisPoints,
    })),
  };
}

/** The advisory-lock class of business people changes (any constant; one per kind of lock). */
const peopleLockSpace = 15_110;

/**
 * The structure in the registration's shape, so the rules of spec 002 §5 in the contract judge it
 * as they judge a registration (the forms the structure lacks are left empty and not judged).
 */
function asRegistration(structure: PeopleStructure): BusinessRegistration {
  const levelOf = (roles: StructureRole[], companyId: number | null) =>
    roles.filter((role) => role.companyId === companyId);
  const directorsOf = (companyId: number | null) =>
    levelOf(structure.roles, companyId)
      .filter((role) => role.role === 'director' && role.personId !== null)
      .map((role) => personKey(role.personId ?? 0));
  const shareholdersOf = (companyId: number | null) =>
    levelOf(structure.roles, companyId)
      .filter((role) => role.role === 'shareholder')
      .map((role) =>
        role.personId === null
          ? {
              kind: 'company' as const,
              id: companyKey(role.holderCompanyId ?? 0),
              share: formatShare(role.shareBasisPoints ?? 0),
            }
          : { kind: 'person' as const, id: personKey(role.personId), share: formatShare(role.shareBasisPoints ?? 0) },
      );
  const emptyAddress = { address1: '', city: '', postalCode: '', countryCode: '' };
  return {
    company: {
      name: '',
      registrationNumber: '',
      registrationDate: '',
      registrationCountryCode: '',
      email: structure.companyEmail,
      password: '',
      phone: '',
      address: emptyAddress,
      taxId: { countryCode: '' },
    },
    financialDetail: { purposeIds: [], sourceOfFundsIds: [] },
    dueDiligence: { answers: {} },
    legalInformation: { isRegulated: false, isPubliclyTraded: false, acceptedTerms: [] },
    directors: directorsOf(null),
    owners: structure.roles
      .filter((role) => role.role === 'owner' && role.personId !== null)
      .map((role) => personKey(role.personId ?? 0)),
    shareholders: shareholdersOf(null),
    users: structure.persons.filter((person) => person.accessRight !== null).map((person) => personKey(person.id)),
    personList: structure.persons.map((person) => ({
      id: personKey(person.id),
      fields: person.fields,
      isUser: person.accessRight !== null,
      ...(person.accessRight === null ? {} : { accessRights: person.accessRight }),
    })),
    companyList: structure.companies.map((company) => ({
      id: companyKey(company.id),
      fields: company.fields,
      directors: directorsOf(company.id),
      shareholders: shareholdersOf(company.id),
    })),
  };
}

/**
 * Every problem of the structure under the rules of spec 002 §5 that concern people (the company
 * tree with its directors and shareholders, every person's fields with the 25 % source-of-funds rule,
 * the users with at least one full-access user), plus the registered-e-mail rule for `newUserEmails`
 * (users being added now: their e-mail must belong to no user yet).
 */
export async function structureProblems(
  db: Executor,
  structure: PeopleStructure,
  options: { isSourceOfWealthEnabled: boolean; today: string; newUserEmails: readonly string[] },
): Promise<RegistrationProblem[]> {
  const registration = asRegistration(structure);
  const taken = new Set<string>();
  for (const email of options.newUserEmails)
    if (await findUserByEmail(db, email)) taken.add(email.trim().toLowerCase());
  const newUsers = new Set(options.newUserEmails.map((email) => email.trim().toLowerCase()));
  return [
    ...companyTreeProblems(registration),
    ...personsProblems(registration, options),
    ...usersProblems(registration),
    // Existing users are registered by definition: only the ones being added are judged.
    ...registeredEmailProblems({ ...registration, company: { ...registration.company, email: '' } }, (email) =>
      newUsers.has(email) && taken.has(email) ? emailStatuses.exists : emailStatuses.none,
    ),
  ];
}

/** The problems of `after` that `before` did not have (by path and code): a change is refused only for what it breaks. */
export function introducedProblems(
  before: readonly RegistrationProblem[],
  after: readonly RegistrationProblem[],
): RegistrationProblem[] {
  const known = new Set(before.map((problem) => `${problem.field}|${problem.code}`));
  return after.filter((problem) => !known.has(`${problem.field}|${problem.code}`));
}

const roleKey = (role: StructureRole) =>
  `${role.companyId ?? 0}:${role.role}:${role.personId === null ? `c${role.holderCompanyId}` : `p${role.personId}`}`;

/**
 * Writes `after` over `before` (decision 0110): new persons and companies inserted (their negative
 * ids resolved), changed persons updated, roles added, re-shared and dropped, and persons and
 * companies no longer in the structure deleted after their roles. `userIds` gives new users' sign-in ids.
 * @returns the ids of the new persons by their temporary (negative) ids.
 */
export async function writeStructure(
  tx: Executor,
  before: PeopleStructure,
  after: PeopleStructure,
  userIds: ReadonlyMap<number, number>,
): Promise<Map<number, number>> {
  const customerId = after.customerId;
  const personIds = new Map<number, number>();
  const companyIds = new Map<number, number>();
  const personRow = (person: StructurePerson) => ({
    firstName: person.fields.firstName,
    lastName: person.fields.lastName,
    birthday: person.fields.birthday,
    email: person.fields.email.trim().toLowerCase(),
    phone: person.fields.phone.replace(/[\s\-.()]/g, ''),
    address: person.fields.address,
    taxId: person.fields.taxId,
    sourceOfFundsIds: person.fields.sourceOfFunds ?? [],
    sourceDetails: person.fields.sourceDetails ?? null,
    userId: person.id < 0 ? (userIds.get(person.id) ?? null) : (userIds.get(person.id) ?? person.userId),
    accessRight: person.accessRight,
  });
  for (const person of after.persons) {
    if (person.id < 0) {
      const [row] = await tx
        .insert(businessPersons)
        .values({ customerId, ...personRow(person) })
        .returning({ id: businessPersons.id });
      if (!row) throw new Error('insert into business_persons returned no row');
      personIds.set(person.id, row.id);
      continue;
    }
    const old = before.persons.find((candidate) => candidate.id === person.id);
    if (
      old &&
      JSON.stringify(old.fields) === JSON.stringify(person.fields) &&
      old.accessRight === person.accessRight &&
      !userIds.has(person.id)
    )
      continue;
    await tx.update(businessPersons).set(personRow(person)).where(eq(businessPersons.id, person.id));
  }
  for (const company of after.companies) {
    if (company.id >= 0) continue;
    const [row] = await tx
      .insert(businessCompanies)
      .values({
        customerId,
        name: company.fields.name,
        registrationNumber: company.fields.registrationNumber,
        countryCode: company.fields.registrationCountryCode,
        address: company.fields.address ?? null,
      })
      .returning({ id: businessCompanies.id });
    if (!row) throw new Error('insert into business_companies returned no row');
    companyIds.set(company.id, row.id);
  }
  const resolve = (ids: Map<number, number>, id: number | null) =>
    id === null || id >= 0 ? id : (ids.get(id) ?? null);
  const resolved = after.roles.map((role) => ({
    ...role,
    companyId: resolve(companyIds, role.companyId),
    personId: resolve(personIds, role.personId),
    holderCompanyId: resolve(companyIds, role.holderCompanyId),
  }));
  const beforeRoles = new Map(before.roles.map((role) => [roleKey(role), role]));
  const afterRoles = new Map(resolved.map((role) => [roleKey(role), role]));
  const existing = await tx
    .select({
      id: businessRoles.id,
      companyId: businessRoles.companyId,
      role: businessRoles.role,
      personId: businessRoles.personId,
      holderCompanyId: businessRoles.holderCompanyId,
      shareBasisPoints: businessRoles.shareBasisPoints,
    })
    .from(businessRoles)
    .where(eq(businessRoles.customerId, customerId));
  const dropped = existing.filter((row) => !afterRoles.has(roleKey(row))).map((row) => row.id);
  if (dropped.length > 0) await tx.delete(businessRoles).where(inArray(businessRoles.id, dropped));
  for (const row of existing) {
    const next = afterRoles.get(roleKey(row));
    if (next && next.shareBasisPoints !== row.shareBasisPoints)
      await tx
        .update(businessRoles)
        .set({ shareBasisPoints: next.shareBasisPoints })
        .where(eq(businessRoles.id, row.id));
  }
  const added = [...afterRoles.entries()]
    .filter(([key]) => !beforeRoles.has(key))
    .map(([, role]) => ({ customerId, ...role }));
  if (added.length > 0) await tx.insert(businessRoles).values(added);
  const removedPersons = before.persons.filter((person) => !after.persons.some((kept) => kept.id === person.id));
  if (removedPersons.length > 0)
    await tx.delete(businessPersons).where(
      inArray(
        businessPersons.id,
        removedPersons.map((person) => person.id),
      ),
    );
  const removedCompanies = before.companies.filter(
    (company) => !after.companies.some((kept) => kept.id === company.id),
  );
  if (removedCompanies.length > 0)
    await tx.delete(businessCompanies).where(
      inArray(
        businessCompanies.id,
        removedCompanies.map((company) => company.id),
      ),
    );
  return personIds;
}

/**
 * Drops what no role names any more (decision 0110): companies no shareholder role holds (with their
 * own roles, repeatedly, since a company's holders may be companies), then persons who hold no role
 * and are not users. Pure; returns a new structure.
 */
export function pruned(structure: PeopleStructure): PeopleStructure {
  let roles = structure.roles;
  let companies = structure.companies;
  for (;;) {
    const held = new Set(roles.filter((role) => role.holderCompanyId !== null).map((role) => role.holderCompanyId));
    const kept = companies.filter((company) => held.has(company.id));
    if (kept.length === companies.length) break;
    const keptIds = new Set(kept.map((company) => company.id));
    companies = kept;
    roles = roles.filter((role) => role.companyId === null || keptIds.has(role.companyId));
  }
  const named = new Set(roles.map((role) => role.personId));
  const persons = structure.persons.filter((person) => person.accessRight !== null || named.has(person.id));
  return { ...structure, persons, companies, roles };
}
