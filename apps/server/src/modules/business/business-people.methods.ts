import type { businessPeopleMethods } from '@tessera/contract';
import type { SignedInContext } from '../../rpc/context.ts';
import type { AreaHandlers } from '../../rpc/module.ts';
import { listBusinessUserRights } from '../identity/index.ts';
import { getCustomerInfo } from '../customers/index.ts';
import {
  addDirector,
  addOwner,
  addShareholder,
  addUser,
  deleteRepresentative,
  findRepresentative,
  listPeople,
  personsToVerify,
  removeDirector,
  removeOwner,
  removeShareholder,
  removeUser,
  updatePerson,
  updateShareholder,
  type PeopleActor,
} from './business-people.ts';
import { loadStructure } from './people-structure.ts';
import { openPersonVerification, resendPersonVerification } from './person-verification.ts';

function actorOf(ctx: SignedInContext): PeopleActor {
  return { ctx, customerId: ctx.caller.customerId };
}

/**
 * Main-API handlers of the business-people area (spec 002 §7 "Business"; decision 0110). The
 * dispatcher has already checked that the caller holds full access on the business they act for.
 */
export const businessPeopleHandlers = {
  businessPeopleList: async (input, ctx) => ({
    people: await listPeople(ctx, ctx.caller.customerId),
  }),
  businessPersonUpdate: async (input, ctx) => ({
    people: (await updatePerson(actorOf(ctx), input.personId, input.fields)).people,
  }),
  businessDirectorAdd: async (input, ctx) => ({
    people: (await addDirector(actorOf(ctx), input)).people,
  }),
  businessDirectorRemove: async (input, ctx) => ({
    people: (await removeDirector(actorOf(ctx), input)).people,
  }),
  businessShareholderAdd: async (input, ctx) => ({
    people: (await addShareholder(actorOf(ctx), input)).people,
  }),
  businessShareholderUpdate: async (input, ctx) => ({
    people: (await updateShareholder(actorOf(ctx), input)).people,
  }),
  businessShareholderRemove: async (input, ctx) => ({
    people: (await removeShareholder(actorOf(ctx), input)).people,
  }),
  businessOwnerAdd: async (input, ctx) => ({
    people: (await addOwner(actorOf(ctx), input)).people,
  }),
  businessOwnerRemove: async (input, ctx) => ({
    people: (await removeOwner(actorOf(ctx), input.personId)).people,
  }),
  businessUserAdd: async (input, ctx) => ({
    people: (await addUser(actorOf(ctx), input)).people,
  }),
  businessUserRemove: async (input, ctx) => ({
    people: (await removeUser(actorOf(ctx), input.personId)).people,
  }),
  representativeInfo: async (input, ctx) => {
    const { person, roles, verification } = await findRepresentative(ctx, ctx.caller.customerId, input.personId);
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
        roles,
      },
    };
  },
  representativeDelete: async (input, ctx) => deleteRepresentative(actorOf(ctx), input),
  businessAuthorizedUserGet: async (input, ctx) => {
    const customerId = ctx.caller.customerId;
    const info = await getCustomerInfo(ctx.db, customerId);
    const structure = await loadStructure(ctx.db, customerId, info.login);
    const rows = await listBusinessUserRights(ctx.db, customerId);
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
  },
  businessPersonVerificationResend: async (input, ctx) => {
    const customerId = ctx.caller.customerId;
    const info = await getCustomerInfo(ctx.db, customerId);
    const structure = await loadStructure(ctx.db, customerId, info.login);
    return resendPersonVerification(
      ctx,
      customerId,
      input.personId,
      personsToVerify(structure),
      info.businessName ?? info.login,
    );
  },
  businessPersonVerificationOpen: async (input, ctx) => {
    const { row, personName, path } = await openPersonVerification(
      { db: ctx.db, providers: ctx.identityProviders },
      input.secret,
    );
    const info = await getCustomerInfo(ctx.db, row.customerId);
    return { businessName: info.businessName ?? info.login, personName, path };
  },
} satisfies AreaHandlers<typeof businessPeopleMethods>;
