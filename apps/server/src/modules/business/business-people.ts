import {
  accessRightLevels,
  assignableAccessRights,
  fieldErrorMessages,
  fieldsAfterShareUpdate,
  formatShare,
  shareBasisPoints,
  type AccessRightLevel,
  type BusinessPeople,
  type businessPeopleMethods,
  type MethodResponse,
  type RegistrationCompanyFields,
  type RegistrationPersonFields,
  type RegistrationProblem,
} from '@tessera/contract';
import { eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { withTransaction } from '../../platform/transactions.ts';
import { AppError, fieldError, type FieldError } from '../../rpc/app-error.ts';
import type { CallContext } from '../../rpc/context.ts';
import { recordAdminAction } from '../admin-audit/index.ts';
import { addBusinessUser, listBusinessUserRights, setAccessRight } from '../identity/index.ts';
import { customerInfo } from '../customers/index.ts';
import { businessRegistrations } from './business.schema.ts';
import { sendEmployeeInvitation } from './invite-users.ts';
import {
  introducedProblems,
  loadStructure,
  pruned,
  structureProblems,
  writeStructure,
  type PeopleStructure,
  type StructurePerson,
  type StructureRole,
} from './people-structure.ts';
import {
  openPersonVerification,
  resendPersonVerification,
  sendPersonVerifications,
  verificationStatuses,
} from './person-verification.ts';

/**
 * The use cases of director, shareholder, owner and user calls on an existing business (spec 002
 * §2, §5, §7 "Business"; decision 0110). Each one loads the business's structure under a lock,
 * applies its change in memory, runs the rules of 002 §5 from the contract on the result, refuses
 * with 'VF' and nothing written when the change breaks a rule the structure kept before, and
 * otherwise writes the difference.
 */

/** A change to judge: its new structure, the e-mails of users it adds and the persons' levels to set. */
interface Change {
  after: PeopleStructure;
  newUserEmails?: string[];
  /** Maps a problem of the rules to the request's field the caller sees it at (else its own path). */
  fieldOf?: (problem: RegistrationProblem, registrationIndexOf: (id: number) => number) => string | undefined;
}

/** A person named by id or entered new (exactly one), as the add calls take it. */
export interface PersonChoice {
  personId?: number | undefined;
  person?: RegistrationPersonFields | undefined;
}

const today = () => new Date().toISOString().slice(0, 10);

/** The business acted for, refusing a personal customer ('VF' not_a_business). */
async function requireBusiness(db: Database, customerId: number): Promise<{ email: string; name: string }> {
  const info = await customerInfo(db, customerId);
  if (info.customerType !== 'business') throw fieldError('fromCustomerId', 'not_a_business');
  return { email: info.login.trim().toLowerCase(), name: info.businessName ?? '' };
}

let nextTemporaryId = -1;
const temporaryId = () => nextTemporaryId--;

function findPerson(structure: PeopleStructure, personId: number, field = 'personId'): StructurePerson {
  const person = structure.persons.find((candidate) => candidate.id === personId);
  if (!person) throw fieldError(field, 'reference_not_found');
  return person;
}

function requireCompany(structure: PeopleStructure, companyId: number | undefined): number | null {
  if (companyId === undefined) return null;
  if (!structure.companies.some((company) => company.id === companyId))
    throw fieldError('companyId', 'reference_not_found');
  return companyId;
}

/** The person `choice` names, or a new one added to `structure` (mutates its persons list). */
function choosePerson(structure: PeopleStructure, choice: PersonChoice): StructurePerson {
  if ((choice.personId === undefined) === (choice.person === undefined)) throw fieldError('personId', 'required');
  if (choice.personId !== undefined) return findPerson(structure, choice.personId);
  const person: StructurePerson = {
    id: temporaryId(),
    fields: choice.person as RegistrationPersonFields,
    userId: null,
    accessRight: null,
  };
  structure.persons.push(person);
  return person;
}

const copy = (structure: PeopleStructure): PeopleStructure => ({
  ...structure,
  persons: structure.persons.map((person) => ({ ...person })),
  companies: [...structure.companies],
  roles: structure.roles.map((role) => ({ ...role })),
});

/** The people structure as the pages show it (decision 0110). */
async function toWire(db: Executor, structure: PeopleStructure): Promise<BusinessPeople> {
  const statuses = await verificationStatuses(db, structure.customerId);
  const mustVerify = personsToVerify(structure);
  return {
    persons: structure.persons.map((person) => ({
      personId: person.id,
      fields: person.fields,
      ...(person.userId === null || person.accessRight === null ? {} : { userId: person.userId }),
      ...(person.accessRight === null ? {} : { accessRight: person.accessRight }),
      needsVerification: mustVerify.has(person.id),
      verificationStatus: statuses.get(person.id)?.status ?? 'notStarted',
    })),
    companies: structure.companies.map((company) => ({ companyId: company.id, fields: company.fields })),
    directors: structure.roles
      .filter((role) => role.role === 'director' && role.personId !== null)
      .map((role) => ({
        ...(role.companyId === null ? {} : { companyId: role.companyId }),
        personId: role.personId ?? 0,
      })),
    shareholders: structure.roles
      .filter((role) => role.role === 'shareholder')
      .map((role) => ({
        ...(role.companyId === null ? {} : { companyId: role.companyId }),
        kind: role.personId === null ? ('company' as const) : ('person' as const),
        holderId: role.personId ?? role.holderCompanyId ?? 0,
        share: formatShare(role.shareBasisPoints ?? 0),
      })),
    owners: structure.roles
      .filter((role) => role.role === 'owner' && role.personId !== null)
      .map((role) => ({ personId: role.personId ?? 0 })),
    users: structure.persons.filter((person) => person.accessRight !== null).map((person) => ({ personId: person.id })),
  };
}

/** The persons who verify their own identity (decision 0112): directors and owners of the business itself. */
function personsToVerify(structure: PeopleStructure): Set<number> {
  return new Set(
    structure.roles
      .filter((role) => role.companyId === null && (role.role === 'director' || role.role === 'owner'))
      .flatMap((role) => (role.personId === null ? [] : [role.personId])),
  );
}

/** Maps the rules' registration paths to the caller's fields (see {@link Change.fieldOf}). */
function asFieldErrors(
  problems: readonly RegistrationProblem[],
  fieldOf: (problem: RegistrationProblem) => string,
): FieldError[] {
  const seen = new Set<string>();
  const errors: FieldError[] = [];
  for (const problem of problems) {
    const field = fieldOf(problem);
    if (seen.has(`${field}|${problem.code}`)) continue;
    seen.add(`${field}|${problem.code}`);
    errors.push({ field, code: problem.code, description: fieldErrorMessages[problem.code] });
  }
  return errors;
}

/** Who changes a structure: for invitations, verification e-mails and the admin audit. */
export interface PeopleActor {
  ctx: CallContext;
  customerId: number;
}

/**
 * Runs one change (see the file's comment): `build` receives a copy of the structure to change and
 * returns the change. New users are signed up (not activated) and invited once the business itself
 * is active; new directors and owners of the business are sent their verification link.
 * @throws AppError 'VF' with the introduced problems at the caller's fields, nothing written.
 */
async function change(
  actor: PeopleActor,
  build: (structure: PeopleStructure) => Change,
  options: { skipRules?: boolean } = {},
): Promise<{ people: BusinessPeople; problems: RegistrationProblem[] }> {
  const { ctx, customerId } = actor;
  const business = await requireBusiness(ctx.db, customerId);
  const rules = { isSourceOfWealthEnabled: ctx.brand.sourceOfWealthEnable, today: today() };
  const result = await withTransaction(ctx.db, async (tx) => {
    const before = await loadStructure(tx, customerId, business.email);
    const proposed = build(copy(before));
    const after = pruned(proposed.after);
    const newUserEmails = proposed.newUserEmails ?? [];
    const problemsBefore = await structureProblems(tx, before, { ...rules, newUserEmails: [] });
    const problemsAfter = await structureProblems(tx, after, { ...rules, newUserEmails });
    const introduced = introducedProblems(problemsBefore, problemsAfter);
    if (introduced.length > 0 && !options.skipRules) {
      const indexOf = (id: number) => after.persons.findIndex((person) => person.id === id);
      const fieldOf = (problem: RegistrationProblem) => proposed.fieldOf?.(problem, indexOf) ?? problem.field;
      throw new AppError('VF', 'Some fields are not valid.', asFieldErrors(introduced, fieldOf));
    }
    // New users: a sign-in of the business with their level, invited like the registration's users.
    const userIds = new Map<number, number>();
    for (const person of after.persons) {
      if (person.accessRight === null) continue;
      const old = before.persons.find((candidate) => candidate.id === person.id);
      if (old?.accessRight !== null && old !== undefined) continue;
      if (person.userId !== null) {
        await setAccessRight(tx, customerId, person.userId, person.accessRight);
        continue;
      }
      userIds.set(
        person.id,
        await addBusinessUser(tx, { customerId, email: person.fields.email.trim(), accessRight: person.accessRight }),
      );
    }
    // Users taken off the list (or deleted) keep their sign-in with no access (decision 0110).
    for (const person of before.persons) {
      if (person.accessRight === null || person.userId === null) continue;
      const kept = after.persons.find((candidate) => candidate.id === person.id);
      if (kept?.accessRight === null || kept === undefined)
        await setAccessRight(tx, customerId, person.userId, accessRightLevels.noAccess);
    }
    const ids = await writeStructure(tx, before, after, userIds);
    const written = await loadStructure(tx, customerId, business.email);
    const resolveId = (id: number) => (id < 0 ? (ids.get(id) ?? id) : id);
    const beforeVerify = personsToVerify(before);
    const newVerify = [...personsToVerify(after)].filter((id) => !beforeVerify.has(id)).map(resolveId);
    const invited = [...userIds.entries()].map(([temporary, userId]) => ({ personId: resolveId(temporary), userId }));
    return { written, newVerify, invited, problems: problemsAfter };
  });
  const [registration] = await ctx.db
    .select({ usersInvitedAt: businessRegistrations.usersInvitedAt })
    .from(businessRegistrations)
    .where(eq(businessRegistrations.customerId, customerId));
  // A business still waiting for its own activation invites everyone then (invite-users.ts).
  const isActive = registration === undefined || registration.usersInvitedAt !== null;
  if (isActive) {
    for (const invite of result.invited) {
      const person = result.written.persons.find((candidate) => candidate.id === invite.personId);
      if (!person) continue;
      await sendEmployeeInvitation(
        ctx,
        { userId: invite.userId, email: person.fields.email.trim().toLowerCase(), firstName: person.fields.firstName },
        { brand: ctx.brand, origin: ctx.origin, businessName: business.name, language: ctx.language },
      );
    }
    await sendPersonVerifications(ctx, customerId, result.newVerify, business.name);
  }
  return { people: await toWire(ctx.db, result.written), problems: result.problems };
}

/** Maps person-field problems of `person` to `prefix.<field>` and the other ones by `rest`. */
function personFieldMapper(
  personId: number,
  prefix: string,
  rest: (problem: RegistrationProblem) => string | undefined,
) {
  return (problem: RegistrationProblem, indexOf: (id: number) => number): string | undefined => {
    const at = `personList.${indexOf(personId)}.`;
    if (problem.field.startsWith(`${at}fields.`)) return `${prefix}.${problem.field.slice(`${at}fields.`.length)}`;
    if (problem.field.startsWith(at)) return prefix;
    return rest(problem);
  };
}

const companyPrefix = (structure: PeopleStructure, companyId: number | null) => {
  if (companyId === null) return '';
  return `companyList.${structure.companies.findIndex((company) => company.id === companyId)}.`;
};

/** The structure (`businessPeopleList`). */
export async function businessPeopleList(ctx: CallContext, customerId: number): Promise<BusinessPeople> {
  const business = await requireBusiness(ctx.db, customerId);
  return toWire(ctx.db, await loadStructure(ctx.db, customerId, business.email));
}

/** Edits a person's fields (`businessPersonUpdate`); a user's e-mail is their sign-in and stays ('VF' fields.email invalid_value). */
export async function businessPersonUpdate(actor: PeopleActor, personId: number, fields: RegistrationPersonFields) {
  return change(actor, (structure) => {
    const person = findPerson(structure, personId);
    if (person.userId !== null && fields.email.trim().toLowerCase() !== person.fields.email.trim().toLowerCase())
      throw fieldError('fields.email', 'invalid_value');
    person.fields = fields;
    return { after: structure, fieldOf: personFieldMapper(personId, 'fields', () => undefined) };
  });
}

function addRole(structure: PeopleStructure, role: StructureRole, field: string): void {
  const exists = structure.roles.some(
    (other) =>
      other.role === role.role &&
      other.companyId === role.companyId &&
      other.personId === role.personId &&
      other.holderCompanyId === role.holderCompanyId,
  );
  if (exists) throw fieldError(field, 'invalid_value');
  structure.roles.push(role);
}

function removeRole(structure: PeopleStructure, match: (role: StructureRole) => boolean, field: string): StructureRole {
  const index = structure.roles.findIndex(match);
  const role = structure.roles[index];
  if (index < 0 || !role) throw fieldError(field, 'reference_not_found');
  structure.roles.splice(index, 1);
  return role;
}

/** Adds a director (`businessDirectorAdd`). */
export async function businessDirectorAdd(
  actor: PeopleActor,
  input: PersonChoice & { companyId?: number | undefined },
) {
  return change(actor, (structure) => {
    const companyId = requireCompany(structure, input.companyId);
    const person = choosePerson(structure, input);
    addRole(
      structure,
      { companyId, role: 'director', personId: person.id, holderCompanyId: null, shareBasisPoints: null },
      'personId',
    );
    return { after: structure, fieldOf: personFieldMapper(person.id, 'person', () => 'personId') };
  });
}

/** Removes a director (`businessDirectorRemove`): refused when the company would have none. */
export async function businessDirectorRemove(
  actor: PeopleActor,
  input: { companyId?: number | undefined; personId: number },
) {
  return change(actor, (structure) => {
    const companyId = requireCompany(structure, input.companyId);
    removeRole(
      structure,
      (role) => role.role === 'director' && role.companyId === companyId && role.personId === input.personId,
      'personId',
    );
    return { after: structure, fieldOf: () => 'personId' };
  });
}

function parsedShare(share: string): number {
  const basisPoints = shareBasisPoints(share);
  if (basisPoints === null || basisPoints < 1 || basisPoints > 10000) throw fieldError('share', 'share_out_of_range');
  return basisPoints;
}

/** Shareholder problems of the changed company and the holder's source-of-funds rule go to `share`. */
function shareMapper(
  structure: PeopleStructure,
  companyId: number | null,
  holderPersonId: number | null,
  prefix: string,
) {
  const list = `${companyPrefix(structure, companyId)}shareholders`;
  return (problem: RegistrationProblem, indexOf: (id: number) => number): string | undefined => {
    if (problem.field === list || problem.field.startsWith(`${list}.`)) return 'share';
    if (holderPersonId !== null) {
      const at = `personList.${indexOf(holderPersonId)}.fields.`;
      if (problem.field.startsWith(at)) {
        const rest = problem.field.slice(at.length);
        return rest === 'sourceOfFunds' || rest === 'sourceDetails'
          ? prefix === 'person'
            ? `person.${rest}`
            : 'share'
          : `${prefix}.${rest}`;
      }
    }
    return undefined;
  };
}

/** A new company shareholder's own directors and holders (existing persons). */
export interface NewShareholderCompany {
  fields: RegistrationCompanyFields;
  directorIds: number[];
  shareholders: { personId: number; share: string }[];
}

/** Adds a shareholder (`businessShareholderAdd`): a person (existing or new) or a new company with its own people. */
export async function businessShareholderAdd(
  actor: PeopleActor,
  input: PersonChoice & { companyId?: number | undefined; company?: NewShareholderCompany | undefined; share: string },
) {
  return change(actor, (structure) => {
    const companyId = requireCompany(structure, input.companyId);
    const basisPoints = parsedShare(input.share);
    if (input.company !== undefined) {
      if (input.personId !== undefined || input.person !== undefined) throw fieldError('company', 'invalid_value');
      const company = { id: temporaryId(), fields: input.company.fields };
      structure.companies.push(company);
      addRole(
        structure,
        { companyId, role: 'shareholder', personId: null, holderCompanyId: company.id, shareBasisPoints: basisPoints },
        'company',
      );
      input.company.directorIds.forEach((id, index) => {
        findPerson(structure, id, `company.directorIds.${index}`);
        addRole(
          structure,
          { companyId: company.id, role: 'director', personId: id, holderCompanyId: null, shareBasisPoints: null },
          `company.directorIds.${index}`,
        );
      });
      input.company.shareholders.forEach((holder, index) => {
        findPerson(structure, holder.personId, `company.shareholders.${index}.personId`);
        const share = shareBasisPoints(holder.share);
        if (share === null || share < 1 || share > 10000)
          throw fieldError(`company.shareholders.${index}.share`, 'share_out_of_range');
        addRole(
          structure,
          {
            companyId: company.id,
            role: 'shareholder',
            personId: holder.personId,
            holderCompanyId: null,
            shareBasisPoints: share,
          },
          `company.shareholders.${index}.personId`,
        );
      });
      const own = `companyList.${structure.companies.length - 1}.`;
      const outer = shareMapper(structure, companyId, null, 'person');
      return {
        after: structure,
        fieldOf: (problem, indexOf) =>
          problem.field.startsWith(own)
            ? `company.${problem.field.slice(own.length)}`
            : // A holder of the new company whose own fields now fail (e.g. 25 % without a source of funds).
              problem.field.startsWith('personList.')
              ? 'company.shareholders'
              : outer(problem, indexOf),
      };
    }
    const person = choosePerson(structure, input);
    if (input.person !== undefined) person.fields = fieldsAfterShareUpdate(person.fields, input.share);
    addRole(
      structure,
      { companyId, role: 'shareholder', personId: person.id, holderCompanyId: null, shareBasisPoints: basisPoints },
      'personId',
    );
    return {
      after: structure,
      fieldOf: shareMapper(structure, companyId, person.id, input.person ? 'person' : 'share'),
    };
  });
}

/** Changes a share (`businessShareholderUpdate`); below 25 % a person's source of funds is cleared (002 §4). */
export async function businessShareholderUpdate(
  actor: PeopleActor,
  input: { companyId?: number | undefined; kind: 'person' | 'company'; holderId: number; share: string },
) {
  return change(actor, (structure) => {
    const companyId = requireCompany(structure, input.companyId);
    const basisPoints = parsedShare(input.share);
    const role = structure.roles.find(
      (candidate) =>
        candidate.role === 'shareholder' &&
        candidate.companyId === companyId &&
        (input.kind === 'person'
          ? candidate.personId === input.holderId
          : candidate.holderCompanyId === input.holderId),
    );
    if (!role) throw fieldError('holderId', 'reference_not_found');
    role.shareBasisPoints = basisPoints;
    if (input.kind === 'person') {
      const person = findPerson(structure, input.holderId, 'holderId');
      const largest = Math.max(
        ...structure.roles
          .filter((other) => other.role === 'shareholder' && other.personId === person.id)
          .map((other) => other.shareBasisPoints ?? 0),
      );
      person.fields = fieldsAfterShareUpdate(person.fields, formatShare(largest));
    }
    return {
      after: structure,
      fieldOf: shareMapper(structure, companyId, input.kind === 'person' ? input.holderId : null, 'share'),
    };
  });
}

/** Removes a shareholder (`businessShareholderRemove`); a company goes with what only it held. */
export async function businessShareholderRemove(
  actor: PeopleActor,
  input: { companyId?: number | undefined; kind: 'person' | 'company'; holderId: number },
) {
  return change(actor, (structure) => {
    const companyId = requireCompany(structure, input.companyId);
    removeRole(
      structure,
      (role) =>
        role.role === 'shareholder' &&
        role.companyId === companyId &&
        (input.kind === 'person' ? role.personId === input.holderId : role.holderCompanyId === input.holderId),
      'holderId',
    );
    return { after: structure, fieldOf: () => 'holderId' };
  });
}

/** Adds an ultimate beneficial owner (`businessOwnerAdd`). */
export async function businessOwnerAdd(actor: PeopleActor, input: PersonChoice) {
  return change(actor, (structure) => {
    const person = choosePerson(structure, input);
    addRole(
      structure,
      { companyId: null, role: 'owner', personId: person.id, holderCompanyId: null, shareBasisPoints: null },
      'personId',
    );
    return { after: structure, fieldOf: personFieldMapper(person.id, 'person', () => 'personId') };
  });
}

/** Removes an ultimate beneficial owner (`businessOwnerRemove`). */
export async function businessOwnerRemove(actor: PeopleActor, personId: number) {
  return change(actor, (structure) => {
    removeRole(structure, (role) => role.role === 'owner' && role.personId === personId, 'personId');
    return { after: structure, fieldOf: () => 'personId' };
  });
}

/**
 * Makes a person a user (`businessUserAdd`) with an assignable level (0–4; 5 hidden, 002 §5): a new
 * sign-in of the business, invited by e-mail; a person who already has a sign-in gets their level back.
 */
export async function businessUserAdd(actor: PeopleActor, input: PersonChoice & { accessRight: number }) {
  const level = assignableAccessRights.find((candidate) => candidate === input.accessRight);
  if (level === undefined) throw fieldError('accessRight', 'invalid_value');
  return change(actor, (structure) => {
    const person = choosePerson(structure, input);
    if (person.accessRight !== null) throw fieldError('personId', 'invalid_value');
    person.accessRight = level satisfies AccessRightLevel;
    return {
      after: structure,
      newUserEmails: person.userId === null ? [person.fields.email] : [],
      fieldOf: personFieldMapper(person.id, input.person ? 'person' : 'personId', (problem) =>
        problem.field === 'users' ? 'accessRight' : undefined,
      ),
    };
  });
}

/** Takes a person off the users (`businessUserRemove`); their sign-in keeps level 0. */
export async function businessUserRemove(actor: PeopleActor, personId: number) {
  return change(actor, (structure) => {
    const person = findPerson(structure, personId);
    if (person.accessRight === null) throw fieldError('personId', 'reference_not_found');
    person.accessRight = null;
    return { after: structure, fieldOf: () => 'personId' };
  });
}

/**
 * Removes a person with every role (`representativeDelete`; decision 0111). Refused like any change
 * when a rule of 002 §5 would break; an administrator with `force` and a reason (3–500 characters)
 * deletes anyway: one admin audit row (`representativeForceDelete`) names the person and the rules
 * the structure now breaks, which are also answered as `brokenRules` (codes).
 */
export async function representativeDelete(
  actor: PeopleActor,
  input: { personId: number; force?: boolean | undefined; reason?: string | undefined },
) {
  const auth = actor.ctx.auth;
  const isForced = input.force === true;
  if (isForced && !auth?.isAdmin) throw new AppError('13');
  const reason = input.reason?.trim() ?? '';
  if (isForced && (reason.length < 3 || reason.length > 500)) throw fieldError('reason', 'required');
  const result = await change(
    actor,
    (structure) => {
      findPerson(structure, input.personId);
      structure.roles = structure.roles.filter((role) => role.personId !== input.personId);
      structure.persons = structure.persons.filter((person) => person.id !== input.personId);
      return { after: structure, fieldOf: () => 'personId' };
    },
    { skipRules: isForced },
  );
  const brokenRules = [...new Set(result.problems.map((problem) => problem.code))];
  if (isForced && auth)
    await recordAdminAction(actor.ctx.db, {
      adminUserId: auth.userId,
      action: 'representativeForceDelete',
      targetCustomerId: actor.customerId,
      reason,
      requestId: actor.ctx.requestId,
      ip: actor.ctx.ip,
      details: { personId: input.personId, brokenRules: brokenRules.join(',') },
    });
  return { people: result.people, brokenRules };
}

/**
 * `representativeInfo` (spec 002 §7 "Business"): the person `personId` of the business with their
 * details, roles and identity verification status.
 * @throws AppError 'VF' personId reference_not_found for a person the business does not have.
 */
export async function representativeInfo(ctx: CallContext, customerId: number, personId: number) {
  const business = await requireBusiness(ctx.db, customerId);
  const structure = await loadStructure(ctx.db, customerId, business.email);
  const person = findPerson(structure, personId);
  const roles = new Set<'director' | 'shareholder' | 'owner' | 'user'>();
  for (const role of structure.roles) if (role.personId === personId) roles.add(role.role);
  if (person.accessRight !== null) roles.add('user');
  const statuses = await verificationStatuses(ctx.db, customerId);
  const verification = statuses.get(personId);
  return {
    representative: {
      personId: person.id,
      firstName: person.fields.firstName,
      lastName: person.fields.lastName,
      email: person.fields.email,
      phone: person.fields.phone,
      address: person.fields.address,
      taxId: person.fields.taxId,
      residenceCountryCode: person.fields.address.countryCode,
      documents: [],
      identity: {
        status: verification?.status ?? 'notStarted',
        ...(verification ? { sentAt: verification.sentAt } : {}),
      },
      roles: [...roles],
    },
  };
}

/**
 * `businessAuthorizedUserGet` (spec 002 §7 "Business"): the business's enabled users (owner,
 * employees, representatives acting for it), with the names of the structure's person when a user is
 * one, and their access right (2 when none is set).
 */
export async function businessAuthorizedUserGet(
  db: Executor,
  customerId: number,
): Promise<MethodResponse<(typeof businessPeopleMethods)['businessAuthorizedUserGet']>> {
  const info = await customerInfo(db, customerId);
  const structure = await loadStructure(db, customerId, info.login);
  const rows = await listBusinessUserRights(db, customerId);
  return {
    users: rows
      .filter((row) => !row.isDisabled)
      .map((row) => {
        const person = structure.persons.find((candidate) => candidate.userId === row.userId);
        const kind = row.userCustomerId !== customerId ? 'representative' : row.level === null ? 'owner' : 'employee';
        return {
          userId: row.userId,
          email: row.email,
          ...(person
            ? { firstName: person.fields.firstName, lastName: person.fields.lastName }
            : {
                ...(row.firstName ? { firstName: row.firstName } : {}),
                ...(row.lastName ? { lastName: row.lastName } : {}),
              }),
          accessRight: row.level ?? 2,
          kind,
          isActivated: row.isActivated ?? true,
          ...(person ? { personId: person.id } : {}),
        };
      }),
  };
}

/**
 * `businessPersonVerificationResend` (decision 0112): a new verification link for a director or
 * owner of the business (see {@link resendPersonVerification}).
 * @throws AppError 'VF' personId reference_not_found for someone who does not verify; 'RL'.
 */
export async function businessPersonVerificationResend(
  ctx: CallContext,
  customerId: number,
  personId: number,
): Promise<{ sentAt: string }> {
  const info = await customerInfo(ctx.db, customerId);
  const structure = await loadStructure(ctx.db, customerId, info.login);
  return resendPersonVerification(
    ctx,
    customerId,
    personId,
    personsToVerify(structure),
    info.businessName ?? info.login,
  );
}

/**
 * `businessPersonVerificationOpen` (decision 0112): opens a person's e-mailed link (see
 * {@link openPersonVerification}) and names the business and the person.
 * @returns the business's and person's names and the identity provider's hosted page's path.
 */
export async function businessPersonVerificationOpen(
  ctx: CallContext,
  secret: string,
): Promise<{ businessName: string; personName: string; path: string }> {
  const { row, personName, path } = await openPersonVerification(
    { db: ctx.db, providers: ctx.identityProviders },
    secret,
  );
  const info = await customerInfo(ctx.db, row.customerId);
  return { businessName: info.businessName ?? info.login, personName, path };
}
