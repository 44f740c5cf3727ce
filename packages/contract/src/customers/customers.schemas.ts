import { z } from 'zod';
import { defineMethod } from '../method.ts';
import { integerIdSchema } from '../validation.ts';

/** Customer info entity (spec 000 §3). Names are trimmed with repeated whitespace collapsed. */
export const customerSchema = z.object({
  userId: z.number().int(),
  customerId: z.number().int(),
  customerType: z.enum(['personal', 'business']),
  login: z.string(),
  firstName: z.string().optional(),
  lastName: z.string().optional(),
  businessName: z.string().optional(),
  birthDay: z.string().optional(),
  customerCreationDate: z.string(),
  residenceCountryCode: z.string().optional(),
  taxId: z.string().optional(),
  /** Approval mode of spec 001 §4: 0 none, 1 push, 2 sms, 3 otp, 4 approvalCode. */
  transactionApproveMode: z.number().int().min(0).max(4),
  /** Two-step sign-in mode; 'no' means off. */
  login2faMode: z.string(),
  isAdmin: z.boolean(),
  isHaveRelatedAccounts: z.boolean(),
  useOldWeb: z.boolean(),
  oldWebUrl: z.string().optional(),
  permissions: z.record(z.string(), z.boolean()).optional(),
  verified: z.boolean(),
  limited: z.boolean(),
  dueDiligenceLevel: z.number().int(),
  isNeedPersonalInfoUpdate: z.boolean(),
  isNeedKyc: z.boolean(),
});
export type Customer = z.infer<typeof customerSchema>;

/** Optional "act on behalf of" field that business and admin users send (spec 000 §6, §7). */
export const onBehalfSchema = z.object({
  fromCustomerId: integerIdSchema.optional(),
});

/** `customerInfo`: the signed-in customer (or, for an admin, the customer named by fromCustomerId). */
export const customerInfoMethod = defineMethod({
  name: 'customerInfo',
  access: 'customer',
  accessRight: 'read',
  summary: 'Customer info of the signed-in customer (spec 000 §3).',
  request: onBehalfSchema,
  response: z.object({ customer: customerSchema }),
});

/**
 * Collapses repeated whitespace and trims a name (spec 000 §3).
 * "  Ann   Lee " → "Ann Lee".
 */
export function normalizeName(name: string): string {
  return name.replace(/\s+/g, ' ').trim();
}
