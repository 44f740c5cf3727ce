import { z } from 'zod';
import { approveTypeSchema, currencyCodeSchema, positiveAmountSchema } from '../transfers/transfers.schemas.ts';
import { onBehalfSchema } from '../customers/customers.schemas.ts';
import { calendarDateSchema, integerIdSchema, oneTimeCodeSchema } from '../validation.ts';
import { emailSchema } from '../auth/auth.schemas.ts';
import { countryCodeSchema } from '../rules/countries.ts';
import { defineMethod } from '../method.ts';

/**
 * Business approval (spec 001 §3 "Approval request", §4 "Business approval", §6, §7; decision 0105):
 * a payment prepared by a user with access right 3 (initiate), or one that a company's approval rule
 * catches, becomes a transaction request whose funds are held until colleagues approve it.
 */

/** The spec's page size of the approved list (001 §9). */
export const transactionRequestPageSize = 50;
/** Days an unreviewed request waits before it expires and its funds are released. */
export const transactionRequestTtlDays = 7;
/** Most requests one approve or decline names. */
export const maxTransactionIdsPerCall = 50;
/** Most rules in one company's approval policy. */
export const maxApprovalRules = 20;
/** Most approvers one rule can need. */
export const maxApproversPerRule = 10;

/** Where a transaction request stands. */
export const transactionRequestStatuses = ['pending', 'approved', 'declined', 'expired'] as const;
export type TransactionRequestStatus = (typeof transactionRequestStatuses)[number];

/**
 * What a request holds (the spec's transactionType; groupedTransactionType groups them): a payment
 * (p2p, betweenAccounts, payout; funds held), or a change the same policy guards (decision 0115): a
 * new saved payee (`payee`, usable once approved) or a raise of a user's access right (`accessRight`).
 */
export const transactionRequestTypes = ['p2p', 'betweenAccounts', 'payout', 'payee', 'accessRight'] as const;
export type TransactionRequestType = (typeof transactionRequestTypes)[number];

/** True when a request of `type` holds money (a payment), not a change the policy guards. */
export function isPaymentRequestType(type: TransactionRequestType): boolean {
  return type === 'p2p' || type === 'betweenAccounts' || type === 'payout';
}

const transactionIdSchema = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required' })
  .max(64, { error: 'too_long' });

/**
 * One rule of a company's approval policy. It applies to a request when every condition it sets
 * holds (no condition: every request): the amount is at least a threshold given for the request's
 * currency (decimal string, the currency's units), the payee was never paid before, the destination
 * country is one listed. It then needs `approversNeeded` distinct approvers, all named in
 * `approverUserIds` when that is given, else any user with full access (right 2) or the business's
 * own login. Every rule that applies must be satisfied.
 */
export const approvalRuleSchema = z.object({
  name: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(80, { error: 'too_long' }),
  minAmounts: z
    .array(z.object({ currencyCode: currencyCodeSchema, amount: positiveAmountSchema }))
    .max(20, { error: 'too_big' })
    .optional(),
  isNewPayeeOnly: z.boolean().optional(),
  countryCodes: z.array(countryCodeSchema).max(250, { error: 'too_big' }).optional(),
  /**
   * The rule guards raising a user's access right to a more powerful level (decision 0115) instead
   * of payments; it sets no other condition.
   */
  isAccessRightRaise: z.boolean().optional(),
  approversNeeded: z.coerce
    .number({ error: 'invalid_number' })
    .int({ error: 'invalid_number' })
    .min(1, { error: 'too_small' })
    .max(maxApproversPerRule, { error: 'too_big' }),
  approverUserIds: z.array(integerIdSchema).max(50, { error: 'too_big' }).optional(),
});
export type ApprovalRule = z.infer<typeof approvalRuleSchema>;

/** The rule that applies when no rule of the policy does: one approver with full access (right 2). */
export const defaultApprovalRule: ApprovalRule = { name: 'Default', approversNeeded: 1 };

/** What a transaction request needs, as stored and shown (the rules that applied to it). */
const appliedRuleSchema = z.object({
  name: z.string(),
  approversNeeded: z.number().int(),
  approvals: z.number().int(),
});

const decisionSchema = z.object({
  action: z.enum(['created', 'approved', 'declined', 'withdrawn', 'expired', 'executed', 'failed', 'warned']),
  userEmail: z.string().optional(),
  reason: z.string().optional(),
  created: z.string(),
});

/** A transaction request as listed (spec 001 §3 "Approval request": transactionIds, batchId, declined, created). */
export const transactionRequestSchema = z.object({
  transactionId: z.string(),
  batchId: z.string().optional(),
  transactionType: z.enum(transactionRequestTypes),
  groupedTransactionType: z.string(),
  status: z.enum(transactionRequestStatuses),
  declined: z.boolean(),
  /** The payment's amount and currency; absent for a payee or an access-right request. */
  amount: z.string().optional(),
  currencyCode: z.string().optional(),
  /** Who is paid; for a payee request the payee saved; for an access-right request the user and the levels. */
  payee: z.string(),
  /** An access-right request: whose right, from which level to which (decision 0115). */
  accessRight: z.object({ userEmail: z.string(), fromLevel: z.number().int(), toLevel: z.number().int() }).optional(),
  payeeEmail: z.string().optional(),
  countryCode: z.string().optional(),
  isNewPayee: z.boolean(),
  createdBy: z.string(),
  isMine: z.boolean(),
  hasMyApproval: z.boolean(),
  created: z.string(),
  expires: z.string(),
  rules: z.array(appliedRuleSchema),
  decisions: z.array(decisionSchema),
});
export type TransactionRequest = z.infer<typeof transactionRequestSchema>;

/** The filter of the list and the mass list (spec 001 §7 "Business approval"). */
const listFilterSchema = onBehalfSchema.extend({
  page: z.coerce.number({ error: 'invalid_number' }).int().min(1, { error: 'too_small' }).max(10_000).default(1),
  size: z.coerce
    .number({ error: 'invalid_number' })
    .int()
    .min(1, { error: 'too_small' })
    .max(transactionRequestPageSize, { error: 'too_big' })
    .default(transactionRequestPageSize),
  transactionType: z.enum(transactionRequestTypes, { error: 'invalid_value' }).optional(),
  groupedTransactionType: z.string().trim().max(40, { error: 'too_long' }).optional(),
  fromDate: calendarDateSchema.optional(),
  toDate: calendarDateSchema.optional(),
  createdBy: z.string().trim().max(254, { error: 'too_long' }).optional(),
  status: z.enum(transactionRequestStatuses, { error: 'invalid_value' }).optional(),
});

export const transactionRequestListMethod = defineMethod({
  name: 'transactionRequestList',
  callers: { signedIn: 'customer', actFor: 'read', money: false },
  summary: "The business's transaction requests, newest first, 50 a page (spec 001 §7 'Business approval').",
  request: listFilterSchema,
  response: z.object({ total: z.number().int(), requests: z.array(transactionRequestSchema) }),
});

export const transactionRequestMassListMethod = defineMethod({
  name: 'transactionRequestMassList',
  callers: { signedIn: 'customer', actFor: 'read', money: false },
  summary: 'Transaction requests grouped by the mass send (batch) that made them.',
  request: listFilterSchema,
  response: z.object({
    total: z.number().int(),
    batches: z.array(
      z.object({
        batchId: z.string(),
        count: z.number().int(),
        createdBy: z.string(),
        created: z.string(),
        totals: z.array(z.object({ amount: z.string(), currencyCode: z.string() })),
      }),
    ),
  }),
});

/** What an approve call answers: the approval transaction whose code the approver confirms. */
const approvalTransactionSchema = z.object({
  transactionIds: z.array(z.string()),
  declined: z.boolean(),
  approvalTransactionId: z.string().optional(),
  approveType: approveTypeSchema.optional(),
  approvalSentTo: z.string().optional(),
  /** The approver's sign-in e-mail, which the confirm call names as `fromEmail`. */
  fromEmail: z.string().optional(),
});

export const transactionRequestApproveMethod = defineMethod({
  name: 'transactionRequestApprove',
  callers: { signedIn: 'customer', actFor: 'full', money: false },
  summary:
    'Approves (with a code, then transactionRequestConfirm) or declines (at once, funds released) transaction requests.',
  request: onBehalfSchema.extend({
    transactionIds: z
      .array(transactionIdSchema, { error: 'required' })
      .min(1, { error: 'required' })
      .max(maxTransactionIdsPerCall, { error: 'too_big' }),
    declined: z.boolean({ error: 'required' }),
    reason: z.string().trim().max(500, { error: 'too_long' }).optional(),
  }),
  response: approvalTransactionSchema,
});

export const transactionRequestMassApproveMethod = defineMethod({
  name: 'transactionRequestMassApprove',
  callers: { signedIn: 'customer', actFor: 'full', money: false },
  summary: 'Approves or declines every waiting request of one batch.',
  request: onBehalfSchema.extend({
    batchId: transactionIdSchema,
    declined: z.boolean({ error: 'required' }),
    reason: z.string().trim().max(500, { error: 'too_long' }).optional(),
  }),
  response: approvalTransactionSchema,
});

export const transactionRequestWithdrawMethod = defineMethod({
  name: 'transactionRequestWithdraw',
  callers: { signedIn: 'customer', actFor: 'initiate', money: false },
  // The maker's own requests only (the handler answers '13' for anyone else's): a right-3 maker who
  // prepared a payment may take it back, as they could have not sent it (decision 0114).
  summary:
    "Withdraws the caller's own waiting transaction requests: the held funds and limits are released at once; audit-logged. Another user's request is refused ('13').",
  request: onBehalfSchema.extend({
    transactionIds: z
      .array(transactionIdSchema, { error: 'required' })
      .min(1, { error: 'required' })
      .max(maxTransactionIdsPerCall, { error: 'too_big' }),
    reason: z.string().trim().max(500, { error: 'too_long' }).optional(),
  }),
  response: z.object({ transactionIds: z.array(z.string()) }),
});

export const transactionRequestConfirmMethod = defineMethod({
  name: 'transactionRequestConfirm',
  // Executing a request checks the permission of the request's own kind, in its transaction.
  callers: { signedIn: 'customer', actFor: 'full', money: 'checkedByUseCase' },
  errors: ['ISF', 'LIM', 'CA'],
  summary:
    "Confirms an approval with the approver's own code (spec 001 §7 'business transaction request confirm'); a request with all its approvals executes.",
  request: onBehalfSchema.extend({
    fromEmail: z.string().trim().pipe(emailSchema),
    approvalTransactionId: transactionIdSchema,
    code: oneTimeCodeSchema,
  }),
  response: z.object({
    results: z.array(
      z.object({
        transactionId: z.string(),
        status: z.enum(transactionRequestStatuses),
        isExecuted: z.boolean(),
        responseCode: z.string(),
        responseDescription: z.string().optional(),
        rules: z.array(appliedRuleSchema),
      }),
    ),
  }),
});

const policySchema = z.object({
  rules: z.array(approvalRuleSchema).max(maxApprovalRules, { error: 'too_big' }),
});

export const approvalPolicyGetMethod = defineMethod({
  name: 'approvalPolicyGet',
  callers: { signedIn: 'customer', actFor: 'read', money: false },
  // Every user who sees the business's requests may read the rules they are held by; only full
  // access changes them (approvalPolicySet; decision 0114).
  summary: "The business's approval policy (decision 0105); readable with read access, changed with full access only.",
  request: onBehalfSchema,
  response: policySchema.extend({
    defaultRule: approvalRuleSchema,
    approvers: z.array(z.object({ userId: z.number().int(), email: z.string() })),
  }),
});

export const approvalPolicySetMethod = defineMethod({
  name: 'approvalPolicySet',
  callers: { signedIn: 'customer', actFor: 'full', money: false },
  summary: "Replaces the business's approval policy (decision 0105); full access only.",
  request: onBehalfSchema.extend(policySchema.shape),
  response: policySchema,
});
