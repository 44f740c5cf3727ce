import type { profileMethods } from '@tessera/contract';
import { AppError } from '../../rpc/app-error.ts';
import type { SignedInContext } from '../../rpc/context.ts';
import type { AreaHandlers } from '../../rpc/module.ts';
import { addressConfirm, addressCreate, addressDelete, addressReplace } from './addresses.ts';
import { emailAdd, emailConfirm, emailConfirmRequest, emailDelete, emailSetPrimary, usernameChange } from './emails.ts';
import { personalInfoUpdate } from './personal-info.ts';
import { profileGet } from './profile-get.ts';
import { phoneAdd, phoneConfirm, phoneReplace } from './phones.ts';
import { actingCustomerType, findCustomerLogins, findUserByEmail } from './profile-deps.ts';
import { states } from './states.ts';

/**
 * Whose e-mails a call works on (decision 0116): the caller's own, or, acting for another customer
 * (the dispatcher checked the access right the method declares), that customer's login user: a
 * company's e-mails are its login's.
 * @throws AppError 'NF' when the customer has no login user.
 */
async function emailOwnerOf(ctx: SignedInContext, fromCustomerId: number | undefined): Promise<number> {
  const { auth } = ctx;
  const customerId = ctx.caller.customerId;
  // Naming a customer (even one's own business, as an employee does on the company pages) means its
  // login's e-mails; without a name, the caller's own (the profile page).
  if (fromCustomerId === undefined && customerId === auth.customerId) return auth.userId;
  const login = (await findCustomerLogins(ctx.db, [customerId])).get(customerId);
  const user = login === undefined ? undefined : await findUserByEmail(ctx.db, login);
  if (!user) throw new AppError('NF', 'This customer has no login.');
  return user.id;
}

/** Main-API handlers of the profile area (decisions 0074–0077). */
export const profileHandlers = {
  profileGet: async ({ fromCustomerId }, ctx) => profileGet(ctx.db, ctx.auth, ctx.caller.customerId, fromCustomerId),
  emailAdd: async ({ fromCustomerId, email }, ctx) => ({
    email: await emailAdd(ctx, await emailOwnerOf(ctx, fromCustomerId), email),
  }),
  emailConfirm: async ({ token }, ctx) => {
    await emailConfirm(ctx, token);
    return {};
  },
  emailDelete: async ({ fromCustomerId, emailId }, ctx) => {
    await emailDelete(ctx, await emailOwnerOf(ctx, fromCustomerId), emailId);
    return {};
  },
  emailSetPrimary: async ({ fromCustomerId, emailId, password }, ctx) => ({
    username: await emailSetPrimary(ctx, await emailOwnerOf(ctx, fromCustomerId), emailId, password),
  }),
  emailConfirmRequest: async ({ fromCustomerId, emailId }, ctx) => {
    await emailConfirmRequest(ctx, await emailOwnerOf(ctx, fromCustomerId), emailId);
    return {};
  },
  addressCreate: async ({ fromCustomerId: _named, ...fields }, ctx) => ({
    address: await addressCreate(ctx.db, ctx.caller.customerId, fields),
  }),
  // Multipart (decision 0134): the new address's fields and its proof, for the customer the dispatcher resolved.
  addressReplace: async ({ data, files }, ctx) => ({
    address: await addressReplace(
      { db: ctx.db, fileStore: ctx.fileStore, log: ctx.log },
      {
        customerId: ctx.caller.customerId,
        customerType: await actingCustomerType(ctx.db, ctx.auth, ctx.caller.customerId),
        userId: ctx.caller.userId,
        data,
        files,
      },
    ),
  }),
  addressConfirm: async ({ addressId }, ctx) => ({
    address: await addressConfirm(ctx.db, ctx.caller.customerId, addressId),
  }),
  addressDelete: async ({ addressId }, ctx) => {
    await addressDelete(ctx.db, ctx.caller.customerId, addressId);
    return {};
  },
  phoneAdd: async ({ phoneNumber }, ctx) => ({ phone: await phoneAdd(ctx, phoneNumber) }),
  phoneReplace: async ({ phoneId, phoneNumber }, ctx) => ({ phone: await phoneReplace(ctx, phoneId, phoneNumber) }),
  phoneConfirm: async ({ phoneId, code }, ctx) => ({ phone: await phoneConfirm(ctx, phoneId, code) }),
  states: async ({ countryCode }) => states(countryCode),
  usernameChange: async ({ username, password }, ctx) => usernameChange(ctx, username, password),
  personalInfoUpdate: async (input, ctx) => {
    await personalInfoUpdate(ctx.db, ctx.caller.customerId, input);
    return {};
  },
} satisfies AreaHandlers<typeof profileMethods>;
