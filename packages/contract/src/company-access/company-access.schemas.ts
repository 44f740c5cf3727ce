import { z } from 'zod';

import { emailSchema } from '../auth/auth.schemas.ts';
import { accountSchema } from '../accounts/accounts.schemas.ts';
import { onBehalfSchema } from '../customers/customers.schemas.ts';
import { permissionSetSchema } from '../customers/customer-admin.schemas.ts';
import { defineMethod } from '../method.ts';
import { accessRightLevels, type AccessRightLevel } from '../rules/access-rights.ts';
import { certificationStatusSchema } from '../tax/certification-status-schema.ts';
import { integerIdSchema } from '../validation.ts';

/**
 * Company access (spec 001 §6–§7 "Business approval": access rights list and update, potential user
 * list, representative personal add; spec 000 §2 "company-access (manage users)"; decision 0100).
 * Every method acts for the business named by `fromCustomerId` (or the customer-id header), else the
 * caller's own customer, which must be a business.
 */

/** The levels a user may be given (spec 000 §4): 0 no access … 5 uploading. */
export const accessRightLevelSchema = z
  .number({ error: 'invalid_value' })
  .int({ error: 'invalid_value' })
  .min(0, { error: 'invalid_value' })
  .max(5, { error: 'invalid_value' })
  .transform((value) => value as AccessRightLevel);

/**
 * The levels offered in a choice, in the order shown: uploading (5) is hidden from the choices
 * (spec 002 §5) and exists only for representatives added elsewhere.
 */
export const choosableAccessRights: readonly AccessRightLevel[] = [
  accessRightLevels.noAccess,
  accessRightLevels.read,
  accessRightLevels.initiate,
  accessRightLevels.confirmed,
  accessRightLevels.fullAccess,
];

/**
 * One user with a right on the business. `kind`: `owner` is the business's own login (it holds no
 * recorded right and counts as full access, decision 0028), `employee` a user of the business with a
 * recorded right, `representative` a personal Tessera customer given access.
 */
export const companyAccessUserSchema = z.object({
  userId: z.number().int(),
  email: z.string(),
  firstName: z.string().optional(),
  lastName: z.string().optional(),
  accessRight: z.number().int().min(0).max(5),
  kind: z.enum(['owner', 'employee', 'representative']),
  /** The caller themself (their own level cannot be raised). */
  isSelf: z.boolean(),
  /** Whether the caller may change this user's level here (never the owner login). */
  isEditable: z.boolean(),
  /**
   * A raise of this user's level waiting for the approval policy's approvers (decisions 0115, 0122):
   * its transaction request and the level asked for. No other raise is accepted meanwhile.
   */
  pendingRaise: z.object({ transactionRequestId: z.string(), accessRight: z.number().int().min(0).max(5) }).optional(),
});
export type CompanyAccessUser = z.infer<typeof companyAccessUserSchema>;

export const accessRightsListMethod = defineMethod({
  name: 'accessRightsList',
  callers: { signedIn: 'customer', actFor: 'full', money: false },
  summary:
    "The business's users with their access-right level and name (spec 001 §6 'Company access rights per user can be listed'). Full access only.",
  request: onBehalfSchema,
  response: z.object({ users: z.array(companyAccessUserSchema) }),
});

export const accessRightsUpdateMethod = defineMethod({
  name: 'accessRightsUpdate',
  callers: { signedIn: 'customer', actFor: 'full', money: false },
  summary:
    "Changes one user's access-right level on the business (0–4; 5 for representatives only). Nobody raises their own level; the business keeps at least one full-access user; audit-logged. A raise the approval policy guards waits as a transaction request, and while one waits another raise of that user is 'VF' `raise_pending` (decision 0122).",
  request: onBehalfSchema.extend({
    userId: integerIdSchema,
    accessRight: accessRightLevelSchema,
  }),
  response: z.object({
    user: companyAccessUserSchema,
    /**
     * Set when the business's approval policy guards this raise (decision 0115): the right is
     * unchanged until another full-access user approves this transaction request.
     */
    transactionRequestId: z.string().optional(),
  }),
});

/** Most potential users answered at once. */
export const maxPotentialUsers = 100;

export const potentialUserListMethod = defineMethod({
  name: 'potentialUserList',
  callers: { signedIn: 'customer', actFor: 'full', money: false },
  // An exact e-mail tells whether a personal customer exists: limited like other lookups (decision 0039).
  customerRateLimit: { max: 30, windowMs: 60_000 },
  summary:
    "People who could be given access to the business (spec 001 §6 'potential users are listed'): its own users without access (level 0), and, for an exact `email`, the personal Tessera customer signing in with it who holds no right yet (decision 0100).",
  request: onBehalfSchema.extend({ email: z.string().trim().pipe(emailSchema).optional() }),
  response: z.object({
    users: z.array(
      z.object({
        userId: z.number().int(),
        email: z.string(),
        firstName: z.string().optional(),
        lastName: z.string().optional(),
        kind: z.enum(['employee', 'representative']),
      }),
    ),
  }),
});

export const representativePersonalAddMethod = defineMethod({
  name: 'representativePersonalAdd',
  callers: { signedIn: 'customer', actFor: 'full', money: false },
  customerRateLimit: { max: 30, windowMs: 60_000 },
  summary:
    'Gives a personal Tessera customer (by e-mail) access to the business as a representative, at a level 1–5; they then see the business among their related accounts. Audit-logged.',
  request: onBehalfSchema.extend({
    email: z.string().trim().pipe(emailSchema),
    accessRight: accessRightLevelSchema.refine((level) => level !== accessRightLevels.noAccess, {
      error: 'invalid_value',
    }),
  }),
  response: z.object({ user: companyAccessUserSchema }),
});

/**
 * What a level lets its holder see or do (spec 000 §3 "Customer access info" accessList): a user whose
 * list lacks `balanceInfo` is a representative confined to company documents (spec 000 §6).
 */
export const accessListItems = [
  'balanceInfo',
  'transactionHistory',
  'payments',
  'settings',
  'accessManagement',
  'documentUpload',
] as const;
export type AccessListItem = (typeof accessListItems)[number];

/** The access list a level gives (decision 0028's matrix, plus document upload for uploading). */
export function accessListOf(level: AccessRightLevel): AccessListItem[] {
  switch (level) {
    case accessRightLevels.read:
      return ['balanceInfo', 'transactionHistory'];
    case accessRightLevels.initiate:
    case accessRightLevels.confirmed:
      return ['balanceInfo', 'transactionHistory', 'payments'];
    case accessRightLevels.fullAccess:
      return ['balanceInfo', 'transactionHistory', 'payments', 'settings', 'accessManagement', 'documentUpload'];
    case accessRightLevels.uploading:
      return ['documentUpload'];
    default:
      return [];
  }
}

/** One customer the signed-in user may act for (spec 002 §3 "Customer access info"). */
export const customerAccessSchema = z.object({
  /** The customer id to act for (`fromCustomerId`). */
  id: z.number().int(),
  accessRights: z.number().int().min(0).max(5),
  permissions: permissionSetSchema,
  accessList: z.array(z.enum(accessListItems)),
  /** Balances shown with the access when its list has balanceInfo: one per account. */
  accounts: z.array(accountSchema).optional(),
  isNeedKyc: z.boolean(),
  /** Positions of the user among the business's representatives (empty until representatives exist). */
  businessRepresentativePositionIds: z.array(z.number().int()),
  taxResidencySelfCertificationDocumentStatus: certificationStatusSchema.optional(),
  employeeFirstName: z.string().optional(),
  employeeLastName: z.string().optional(),
  /** The e-mail the business signs in with. */
  customerUsername: z.string(),
  customerName: z.string(),
  /** The user's own customer (a business's own login or a personal customer) rather than a related one. */
  isOwn: z.boolean(),
});
export type CustomerAccess = z.infer<typeof customerAccessSchema>;

export const customerAccessListMethod = defineMethod({
  name: 'customerAccessList',
  callers: { signedIn: 'customer', actFor: 'member', money: false },
  summary:
    "The customers the signed-in user may act for (spec 000 §2 rule 3, 002 §3 'Customer access info'): their own first, then every business they hold a right of 1 or more on.",
  request: z.object({}),
  response: z.object({ accesses: z.array(customerAccessSchema) }),
});
