import { z } from 'zod';
import { defineMethod } from '../method.ts';
import { maxIntegerId } from '../validation.ts';
import { permissionNames, type PermissionName } from './permission-set.ts';

/**
 * Administration of customers (decision 0016): find a customer,
 * disable or re-enable them with a reason, and read the append-only admin audit log.
 */

/** What an admin audit row records; the names are the methods that wrote them. */
export const adminAuditActions = [
  'customerDisable',
  'customerEnable',
  'customerPermissionsUpdate',
  'kycDocumentReview',
  'kycCustomerVerify',
  'kycRestrictionSet',
  'kycRestrictionLift',
  'kycDueDiligenceUpdate',
  'fatcaCrsRequest',
  'adminDocumentAssign',
  'adminDocumentRemove',
  'representativeForceDelete',
  'financialUpdate',
  'dueDiligenceUpdate',
  'eventDeliveryRetry',
] as const;
export type AdminAuditAction = (typeof adminAuditActions)[number];

/** Rows per page of the admin audit log. */
export const adminAuditLogPageSize = 20;

/** Why an admin acts: trimmed, 3–500 characters, kept for ever in the audit log. */
export const adminReasonSchema = z
  .string({ error: 'required' })
  .trim()
  .min(3, { error: 'too_short' })
  .max(500, { error: 'too_long' });

/** An administrator's customer id: an int4 id, so 2^31 and past it are 'too_big', not a database error. */
const customerIdSchema = z.coerce
  .number({ error: 'invalid_number' })
  .int()
  .positive({ error: 'invalid_number' })
  .max(maxIntegerId, { error: 'too_big' });

/** A customer as the admin screens show it. `login` is the e-mail of the customer's first user. */
export const adminCustomerSchema = z.object({
  customerId: z.number().int(),
  customerType: z.enum(['personal', 'business']),
  login: z.string(),
  name: z.string(),
  isAdmin: z.boolean(),
  /** True when every user of the customer is disabled (none of them can sign in). */
  isDisabled: z.boolean(),
});
export type AdminCustomer = z.infer<typeof adminCustomerSchema>;

export const customerFindMethod = defineMethod({
  name: 'customerFind',
  callers: { signedIn: 'admin' },
  summary: 'Finds a customer by the e-mail of one of its users or by customer id, with its state (admin).',
  request: z
    .object({
      login: z
        .string()
        .trim()
        .pipe(z.email({ error: 'invalid_email' }))
        .optional(),
      customerId: customerIdSchema.optional(),
    })
    .refine((input) => (input.login === undefined) !== (input.customerId === undefined), {
      error: 'required',
      path: ['login'],
    }),
  response: z.object({ customer: adminCustomerSchema }),
});

export const customerDisableMethod = defineMethod({
  name: 'customerDisable',
  callers: { signedIn: 'admin' },
  summary:
    'Disables a customer (admin): every user of it is disabled, every session, refresh token and linked device ends, pending sign-ins and approvals are voided (held funds released), and the action is written to the admin audit log.',
  request: z.object({ customerId: customerIdSchema, reason: adminReasonSchema }),
  response: z.object({
    customer: adminCustomerSchema,
    sessionsRevoked: z.number().int(),
    devicesRevoked: z.number().int(),
    transfersVoided: z.number().int(),
  }),
});

export const customerEnableMethod = defineMethod({
  name: 'customerEnable',
  callers: { signedIn: 'admin' },
  summary:
    'Re-enables a disabled customer (admin): its users can sign in with their password again; sessions and linked devices stay ended. Written to the admin audit log.',
  request: z.object({ customerId: customerIdSchema, reason: adminReasonSchema }),
  response: z.object({ customer: adminCustomerSchema }),
});

/** One row of the admin audit log. `details` holds what the action changed (counts). */
export const adminAuditEntrySchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  action: z.enum(adminAuditActions),
  adminUserId: z.number().int(),
  adminLogin: z.string(),
  customerId: z.number().int().optional(),
  customerLogin: z.string().optional(),
  reason: z.string(),
  requestId: z.string().optional(),
  ip: z.string().optional(),
  details: z.record(z.string(), z.union([z.number(), z.string(), z.boolean()])),
});
export type AdminAuditEntry = z.infer<typeof adminAuditEntrySchema>;

export const adminAuditLogMethod = defineMethod({
  name: 'adminAuditLog',
  callers: { signedIn: 'admin' },
  summary: 'The admin audit log, newest first, optionally of one customer (admin).',
  request: z.object({
    pageNumber: z.coerce.number().int().min(1).max(10_000).default(1),
    customerId: customerIdSchema.optional(),
  }),
  response: z.object({
    entries: z.array(adminAuditEntrySchema),
    total: z.number().int(),
    pageSize: z.number().int(),
  }),
});

/** A permission set as the wire carries it: each flag of spec 001 §3 and whether it is granted. */
export const permissionSetSchema = z.object(
  Object.fromEntries(permissionNames.map((name) => [name, z.boolean()])) as Record<PermissionName, z.ZodBoolean>,
);

export const customerPermissionsUpdateMethod = defineMethod({
  name: 'customerPermissionsUpdate',
  callers: { signedIn: 'admin' },
  summary:
    "Grants or withdraws flags of a customer's permission set (spec 001 §3; admin): the server enforces them on every money method they name. Written to the admin audit log.",
  request: z.object({
    customerId: customerIdSchema,
    permissions: z
      .partialRecord(z.enum(permissionNames), z.boolean())
      .refine((changes) => Object.keys(changes).length > 0, { error: 'required' }),
    reason: adminReasonSchema,
  }),
  response: z.object({ customerId: z.number().int(), permissions: permissionSetSchema }),
});
