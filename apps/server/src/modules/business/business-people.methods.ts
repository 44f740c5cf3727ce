import type { businessPeopleMethods } from '@tessera/contract';
import type { SignedInContext } from '../../rpc/context.ts';
import type { AreaHandlers } from '../../rpc/module.ts';
import {
  businessDirectorAdd,
  businessOwnerAdd,
  businessShareholderAdd,
  businessUserAdd,
  representativeDelete,
  representativeInfo,
  businessAuthorizedUserGet,
  businessPersonVerificationOpen,
  businessPersonVerificationResend,
  businessPeopleList,
  businessDirectorRemove,
  businessOwnerRemove,
  businessShareholderRemove,
  businessUserRemove,
  businessPersonUpdate,
  businessShareholderUpdate,
  type PeopleActor,
} from './business-people.ts';

function actorOf(ctx: SignedInContext): PeopleActor {
  return { ctx, customerId: ctx.caller.customerId };
}

/**
 * Main-API handlers of the business-people area (spec 002 §7 "Business"; decision 0110). The
 * dispatcher has already checked that the caller holds full access on the business they act for.
 */
export const businessPeopleHandlers = {
  businessPeopleList: async (input, ctx) => ({
    people: await businessPeopleList(ctx, ctx.caller.customerId),
  }),
  businessPersonUpdate: async (input, ctx) => ({
    people: (await businessPersonUpdate(actorOf(ctx), input.personId, input.fields)).people,
  }),
  businessDirectorAdd: async (input, ctx) => ({
    people: (await businessDirectorAdd(actorOf(ctx), input)).people,
  }),
  businessDirectorRemove: async (input, ctx) => ({
    people: (await businessDirectorRemove(actorOf(ctx), input)).people,
  }),
  businessShareholderAdd: async (input, ctx) => ({
    people: (await businessShareholderAdd(actorOf(ctx), input)).people,
  }),
  businessShareholderUpdate: async (input, ctx) => ({
    people: (await businessShareholderUpdate(actorOf(ctx), input)).people,
  }),
  businessShareholderRemove: async (input, ctx) => ({
    people: (await businessShareholderRemove(actorOf(ctx), input)).people,
  }),
  businessOwnerAdd: async (input, ctx) => ({
    people: (await businessOwnerAdd(actorOf(ctx), input)).people,
  }),
  businessOwnerRemove: async (input, ctx) => ({
    people: (await businessOwnerRemove(actorOf(ctx), input.personId)).people,
  }),
  businessUserAdd: async (input, ctx) => ({
    people: (await businessUserAdd(actorOf(ctx), input)).people,
  }),
  businessUserRemove: async (input, ctx) => ({
    people: (await businessUserRemove(actorOf(ctx), input.personId)).people,
  }),
  representativeInfo: async (input, ctx) => representativeInfo(ctx, ctx.caller.customerId, input.personId),
  representativeDelete: async (input, ctx) => representativeDelete(actorOf(ctx), input),
  businessAuthorizedUserGet: async (input, ctx) => businessAuthorizedUserGet(ctx.db, ctx.caller.customerId),
  businessPersonVerificationResend: async (input, ctx) =>
    businessPersonVerificationResend(ctx, ctx.caller.customerId, input.personId),
  businessPersonVerificationOpen: async (input, ctx) => businessPersonVerificationOpen(ctx, input.secret),
} satisfies AreaHandlers<typeof businessPeopleMethods>;
