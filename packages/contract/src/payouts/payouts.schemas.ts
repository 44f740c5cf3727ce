import { z } from 'zod';
import { electronicIban, ibanRefusal, bicSchema } from '../bank-data/bank-identifiers.ts';
import { lookupRateLimit } from '../lookup-rate-limit.ts';
import { onBehalfSchema } from '../customers/customers.schemas.ts';
import { payoutPermissionOf } from '../customers/permission-set.ts';
import { emailSchema } from '../auth/auth.schemas.ts';
import { defineMethod } from '../method.ts';
import { countryCodeSchema } from '../rules/countries.ts';
import {
  accountIdSchema,
  currencyCodeSchema,
  positiveAmountSchema,
  quoteSchema,
  transferResultSchema,
} from '../transfers/transfers.schemas.ts';
import {
  achAccountTypes,
  instantKeyTypes,
  isPayoutOffered,
  payoutKinds,
  payoutSchemes,
  type PayoutKind,
} from './payout-catalog.ts';
import {
  cardNumberRefusal,
  eftFieldProblems,
  instantKeyRefusal,
  interacPhoneRefusal,
  taxIdRefusal,
  wireAccountNumberRefusal,
} from './payout-identifiers.ts';
import { walletAddressRefusal } from './wallet-addresses.ts';

/**
 * External transfers (payouts) of spec 001 §7 "Transfers": one fee call and one submit per kind
 * (wire, eft, oct, cryptoEft, instant, interac), the catalogue calls that say which kinds a country
 * offers and what each needs, and the limits of each kind (decision 0040). Amounts are
 * decimal strings in `currency`, parsed into minor units by the server.
 */

const text = (max: number) => z.string().trim().max(max, { error: 'too_long' });
const requiredText = (max: number) => text(max).min(1, { error: 'required' });

/** Fields every payout request carries (spec 001 §3 transfer payloads). */
const payoutBase = onBehalfSchema.extend({
  fromAccount: accountIdSchema,
  amount: positiveAmountSchema,
  currency: currencyCodeSchema,
  /** The person or company paid, as their bank or card knows them. */
  beneficiaryName: requiredText(140),
  /** The destination country (ISO 3166-1 alpha-2): it picks the scheme and the fields. */
  beneficiaryCountryCode: countryCodeSchema,
  /** Shown to the beneficiary on their statement. */
  reference: text(35).optional(),
  /** The customer's own note, shown in their history. */
  note: text(140).optional(),
});

/** A submit may also save the recipient under a name (spec 001 §3 `templateName`). */
const submitExtras = z.object({ templateName: text(64).optional() });

type Issue = { field: string; code: string };

/** Adds each refusal as an issue on its field (the server answers them as validationErrors). */
function addIssues(context: z.RefinementCtx, issues: Issue[]): void {
  for (const issue of issues) context.addIssue({ code: 'custom', path: [issue.field], message: issue.code });
}

/** The kind is offered to the destination country in this currency (spec 001 §5), else 'payout_not_offered'. */
function offeredIssue(kind: PayoutKind, country: string, currency: string): Issue[] {
  return isPayoutOffered(kind, country, currency) ? [] : [{ field: 'currency', code: 'payout_not_offered' }];
}

const wireFields = z.object({
  beneficiaryAddress: requiredText(140),
  beneficiaryCity: requiredText(64),
  beneficiaryZipCode: text(16).optional(),
  iban: text(64).optional(),
  accountNumber: text(34).optional(),
  swift: bicSchema,
});

/** A wire's request: an IBAN, or an account number where the country uses none; the bank's SWIFT code. */
export const wireTransferRequestSchema = payoutBase.extend(wireFields.shape).superRefine((input, context) => {
  const issues: Issue[] = offeredIssue('wire', input.beneficiaryCountryCode, input.currency);
  if (input.iban) {
    const refusal = ibanRefusal(electronicIban(input.iban));
    if (refusal) issues.push({ field: 'iban', code: refusal });
  } else if (input.accountNumber) {
    const refusal = wireAccountNumberRefusal(input.accountNumber);
    if (refusal) issues.push({ field: 'accountNumber', code: refusal });
  } else issues.push({ field: 'iban', code: 'iban_or_account_required' });
  addIssues(context, issues);
});

const eftFields = z.object({
  iban: text(64).optional(),
  swift: text(11).optional(),
  accountNumber: text(34).optional(),
  routingNumber: text(11).optional(),
  accountType: z.enum(achAccountTypes, { error: 'invalid_value' }).optional(),
  sortCode: text(8).optional(),
  institutionNumber: text(3).optional(),
  transitNumber: text(5).optional(),
  bsbCode: text(7).optional(),
  clabe: text(18).optional(),
  ifscCode: text(11).optional(),
  bankCode: text(4).optional(),
  branchCode: text(5).optional(),
});

/** An eft's request: the routing fields of the destination country's local scheme (payoutFieldsFor). */
export const eftTransferRequestSchema = payoutBase.extend(eftFields.shape).superRefine((input, context) => {
  const issues: Issue[] = offeredIssue('eft', input.beneficiaryCountryCode, input.currency);
  if (issues.length === 0) issues.push(...eftFieldProblems(input.beneficiaryCountryCode, input));
  addIssues(context, issues);
});

/** A card payout's request: the card number (Luhn); the BIN decides the rest on the server. */
export const octTransferRequestSchema = payoutBase
  .extend({ cardNumber: requiredText(23) })
  .superRefine((input, context) => {
    const issues: Issue[] = offeredIssue('oct', input.beneficiaryCountryCode, input.currency);
    const refusal = cardNumberRefusal(input.cardNumber);
    if (refusal) issues.push({ field: 'cardNumber', code: refusal });
    addIssues(context, issues);
  });

/** A crypto payout's request: a wallet address valid for the currency's network. */
export const cryptoEftTransferRequestSchema = payoutBase
  .extend({ walletAddress: requiredText(100) })
  .superRefine((input, context) => {
    const issues: Issue[] = offeredIssue('cryptoEft', input.beneficiaryCountryCode, input.currency);
    const refusal = walletAddressRefusal(input.currency, input.walletAddress);
    if (refusal) issues.push({ field: 'walletAddress', code: refusal });
    addIssues(context, issues);
  });

/** An instant (PIX) payout's request: the key, its type and the recipient's tax id (spec 001 §3). */
export const instantTransferRequestSchema = payoutBase
  .extend({
    instantKeyType: z.enum(instantKeyTypes, { error: 'invalid_value' }),
    instantKey: requiredText(77),
    taxId: requiredText(18),
  })
  .superRefine((input, context) => {
    const issues: Issue[] = offeredIssue('instant', input.beneficiaryCountryCode, input.currency);
    const keyRefusal = instantKeyRefusal(input.instantKeyType, input.instantKey);
    if (keyRefusal) issues.push({ field: 'instantKey', code: keyRefusal });
    const taxRefusal = taxIdRefusal(input.taxId);
    if (taxRefusal) issues.push({ field: 'taxId', code: taxRefusal });
    addIssues(context, issues);
  });

/**
 * An Interac e-Transfer's request: the recipient's e-mail or mobile; a security question and answer
 * (both or neither) for recipients without autodeposit.
 */
export const interacTransferRequestSchema = payoutBase
  .extend({
    recipientEmail: z.string().trim().pipe(emailSchema).optional(),
    recipientPhone: text(20).optional(),
    securityQuestion: text(40).optional(),
    securityAnswer: text(25).optional(),
  })
  .superRefine((input, context) => {
    const issues: Issue[] = offeredIssue('interac', input.beneficiaryCountryCode, input.currency);
    if (!input.recipientEmail && !input.recipientPhone)
      issues.push({ field: 'recipientEmail', code: 'email_or_phone_required' });
    if (input.recipientPhone) {
      const refusal = interacPhoneRefusal(input.recipientPhone);
      if (refusal) issues.push({ field: 'recipientPhone', code: refusal });
    }
    if (input.securityQuestion && !input.securityAnswer) issues.push({ field: 'securityAnswer', code: 'required' });
    if (input.securityAnswer && !input.securityQuestion) issues.push({ field: 'securityQuestion', code: 'required' });
    if (input.securityAnswer && input.securityAnswer.length < 3)
      issues.push({ field: 'securityAnswer', code: 'too_short' });
    addIssues(context, issues);
  });

/** A payout's preview (spec 001 §3 payment meta), with its scheme and the expected arrival. */
export const payoutQuoteSchema = quoteSchema.extend({
  scheme: z.enum(payoutSchemes),
  /** When the money should reach the beneficiary (ISO 8601 date-time, UTC): cut-offs and business days counted. */
  expectedArrival: z.string(),
});
export type PayoutQuote = z.infer<typeof payoutQuoteSchema>;

/** A payout submit's result: the submit result of spec 001 §3 with the scheme and expected arrival. */
export const payoutResultSchema = transferResultSchema.extend({
  scheme: z.enum(payoutSchemes),
  expectedArrival: z.string(),
});
export type PayoutResult = z.infer<typeof payoutResultSchema>;

const payoutErrors = ['ISF', 'LIM', 'CA', 'AL', 'KYC'] as const;

/** A payout's fee preview: refused like its submit by the permission of its rail (decision 0066). */
function feeMethod<const Name extends string, Request extends z.ZodType>(
  name: Name,
  kind: PayoutKind,
  request: Request,
  what: string,
) {
  return defineMethod({
    name,
    // Every payout is to someone else today ('3d'; decision 0040).
    callers: { signedIn: 'customer', actFor: 'initiate', money: payoutPermissionOf(kind) },
    errors: ['LIM', 'CA', 'AL', 'KYC'],
    summary: `Preview of ${what}: fee, rate, total debited, scheme and expected arrival.`,
    request,
    response: payoutQuoteSchema,
  });
}

/** A payout submit, needing the permission of its rail to someone else (decisions 0040, 0066). */
function submitMethod<const Name extends string, Request extends z.ZodType>(
  name: Name,
  kind: PayoutKind,
  request: Request,
  what: string,
) {
  return defineMethod({
    name,
    callers: { signedIn: 'customer', actFor: 'initiate', money: payoutPermissionOf(kind) },
    idempotency: 'required',
    errors: [...payoutErrors],
    summary: `Sends ${what} (held until the rail settles; idempotent with Idempotency-Key).`,
    request,
    response: payoutResultSchema,
  });
}

export const wireTransferFeeMethod = feeMethod('wireTransferFee', 'wire', wireTransferRequestSchema, 'a SWIFT wire');
export const wireTransferMethod = submitMethod(
  'wireTransfer',
  'wire',
  wireTransferRequestSchema.and(submitExtras),
  'a SWIFT wire to a bank account',
);
export const eftTransferFeeMethod = feeMethod(
  'eftTransferFee',
  'eft',
  eftTransferRequestSchema,
  'a local bank transfer',
);
export const eftTransferMethod = submitMethod(
  'eftTransfer',
  'eft',
  eftTransferRequestSchema.and(submitExtras),
  'a local bank transfer (ACH, Faster Payments, SEPA …)',
);
export const octTransferFeeMethod = feeMethod('octTransferFee', 'oct', octTransferRequestSchema, 'a payout to a card');
export const octTransferMethod = submitMethod(
  'octTransfer',
  'oct',
  octTransferRequestSchema.and(submitExtras),
  'a payout to a card (OCT)',
);
export const cryptoEftTransferFeeMethod = feeMethod(
  'cryptoEftTransferFee',
  'cryptoEft',
  cryptoEftTransferRequestSchema,
  'a crypto payout',
);
export const cryptoEftTransferMethod = submitMethod(
  'cryptoEftTransfer',
  'cryptoEft',
  cryptoEftTransferRequestSchema.and(submitExtras),
  'crypto to a wallet address',
);
export const instantTransferFeeMethod = feeMethod(
  'instantTransferFee',
  'instant',
  instantTransferRequestSchema,
  'a PIX payment',
);
export const instantTransferMethod = submitMethod(
  'instantTransfer',
  'instant',
  instantTransferRequestSchema.and(submitExtras),
  'an instant payment to a PIX key',
);
export const interacTransferFeeMethod = feeMethod(
  'interacTransferFee',
  'interac',
  interacTransferRequestSchema,
  'an Interac e-Transfer',
);
export const interacTransferMethod = submitMethod(
  'interacTransfer',
  'interac',
  interacTransferRequestSchema.and(submitExtras),
  'an Interac e-Transfer',
);

export const payoutKindSchema = z.enum(payoutKinds, { error: 'invalid_value' });

export const availableTransfersMethod = defineMethod({
  name: 'availableTransfers',
  callers: { signedIn: 'customer', actFor: 'read', money: false },
  summary: 'The external transfer kinds a destination country offers, with scheme and currencies (spec 001 §5).',
  request: onBehalfSchema.extend({ countryCode: countryCodeSchema }),
  response: z.object({
    transfers: z.array(
      z.object({ transferType: payoutKindSchema, scheme: z.enum(payoutSchemes), currencies: z.array(z.string()) }),
    ),
  }),
});

export const extraParamsMethod = defineMethod({
  name: 'extraParams',
  callers: { signedIn: 'customer', actFor: 'read', money: false },
  summary: 'The recipient fields a transfer kind needs for a destination country (spec 001 §7).',
  request: onBehalfSchema.extend({ transferType: payoutKindSchema, countryCode: countryCodeSchema }),
  response: z.object({
    params: z.array(
      z.object({
        name: z.string(),
        required: z.boolean(),
        maxLength: z.number().int(),
        options: z.array(z.string()).optional(),
      }),
    ),
  }),
});

const bankSchema = z.object({ bankCode: z.string(), bankName: z.string(), swift: z.string().optional() });

export const bankListMethod = defineMethod({
  name: 'bankList',
  callers: { signedIn: 'customer', actFor: 'read', money: false },
  summary: "Banks of a country from Tessera's bank directory, with their national codes (spec 001 §7).",
  request: onBehalfSchema.extend({ countryCode: countryCodeSchema }),
  response: z.object({ banks: z.array(bankSchema) }),
});

export const branchCodeOptionsMethod = defineMethod({
  name: 'branchCodeOptions',
  callers: { signedIn: 'customer', actFor: 'read', money: false },
  summary: "The branch codes known for a bank, and the country's branch-code format (spec 001 §5, §7).",
  request: onBehalfSchema.extend({ countryCode: countryCodeSchema, bankCode: requiredText(4) }),
  response: z.object({
    /** Digits a branch code has in this country; absent where the eft needs no branch code. */
    length: z.number().int().optional(),
    branches: z.array(z.object({ branchCode: z.string(), branchName: z.string() })),
  }),
});

export const instantKeyInfoMethod = defineMethod({
  name: 'instantKeyInfo',
  callers: { signedIn: 'customer', actFor: 'read', money: false },
  summary: 'Who a PIX key belongs to, from the instant-payment directory, before paying it (spec 001 §3).',
  request: onBehalfSchema
    .extend({ instantKeyType: z.enum(instantKeyTypes, { error: 'invalid_value' }), instantKey: requiredText(77) })
    .superRefine((input, context) => {
      const refusal = instantKeyRefusal(input.instantKeyType, input.instantKey);
      if (refusal) addIssues(context, [{ field: 'instantKey', code: refusal }]);
    }),
  // A directory of people's keys: walked by a script, it would reveal owners; limited like the bank lookups.
  customerRateLimit: lookupRateLimit,
  response: z.object({
    found: z.boolean(),
    name: z.string().optional(),
    /** The owner's tax id, masked except its first and last digits. */
    taxId: z.string().optional(),
    bankName: z.string().optional(),
    instantKeyType: z.enum(instantKeyTypes),
  }),
});

export const instantBankListMethod = defineMethod({
  name: 'instantBankList',
  callers: { signedIn: 'customer', actFor: 'read', money: false },
  summary: 'Banks that take part in the instant-payment scheme of a country (PIX in BR).',
  request: onBehalfSchema.extend({ countryCode: countryCodeSchema }),
  response: z.object({ banks: z.array(bankSchema) }),
});

export const customerLimitsMethod = defineMethod({
  name: 'customerLimits',
  callers: { signedIn: 'customer', actFor: 'read', money: false },
  errors: ['CA'],
  summary: "The customer's single, daily and monthly limits for a payout kind to a country, and what is used.",
  request: onBehalfSchema.extend({
    type: payoutKindSchema,
    countryCode: countryCodeSchema,
    fromAccountId: accountIdSchema,
    currencyCode: currencyCodeSchema.optional(),
  }),
  response: z.object({
    limits: z.array(
      z.object({
        period: z.enum(['single', 'daily', 'monthly']),
        amount: z.string().optional(),
        used: z.string(),
        currencyCode: z.string(),
      }),
    ),
  }),
});

/** Statuses of a payout as the customer sees them (history shows processing, completed, rejected). */
export const payoutStatuses = [
  'awaitingApproval',
  'submitted',
  'sent',
  'settled',
  'failed',
  'returned',
  'cancelled',
] as const;
export type PayoutStatus = (typeof payoutStatuses)[number];

/** A saved recipient (spec 001 §3 `templateName`, §7 "payment template list"): what a payout form is filled with again. */
export const paymentTemplateSchema = z.object({
  id: z.string(),
  templateName: z.string(),
  transferType: payoutKindSchema,
  beneficiaryName: z.string(),
  beneficiaryCountryCode: z.string(),
  currencyCode: z.string(),
  /** The recipient fields to fill in again; never a card number (a card shows masked only). */
  fields: z.record(z.string(), z.string()),
  /** The destination as the customer sees it (last four characters, a card's first and last four digits). */
  destination: z.string(),
  updatedAt: z.string(),
});
export type PaymentTemplate = z.infer<typeof paymentTemplateSchema>;

export const paymentTemplateListMethod = defineMethod({
  name: 'paymentTemplateList',
  callers: { signedIn: 'customer', actFor: 'read', money: false },
  summary: "The customer's saved recipients (a submit's `templateName`), most recently used first.",
  request: onBehalfSchema.extend({ transferType: payoutKindSchema.optional() }),
  response: z.object({ templates: z.array(paymentTemplateSchema) }),
});

/** Most recent payouts listed (spec 001 §9 "Recent payouts shown 5"). */
export const recentPayoutsShown = 5;

/** One recent payout (spec 001 §3 "Recent transfer: permission (own or 3d), isDisabled, transferType"). */
export const recentTransferSchema = z.object({
  transactionId: z.string(),
  transferType: payoutKindSchema,
  /** 'own' for the customer's own account elsewhere, '3d' for a third party (every payout today, decision 0040). */
  permission: z.enum(['own', '3d']),
  /** True when the same payout cannot be made again now (the kind is no longer offered there in that currency). */
  isDisabled: z.boolean(),
  beneficiaryName: z.string(),
  beneficiaryCountryCode: z.string(),
  destination: z.string(),
  amount: z.string(),
  currencyCode: z.string(),
  status: z.enum(payoutStatuses),
  createdAt: z.string(),
});

export const recentTransfersMethod = defineMethod({
  name: 'recentTransfers',
  callers: { signedIn: 'customer', actFor: 'read', money: false },
  summary: 'The latest payouts to repeat, newest first, disabled ones hidden (spec 001 §7, §9).',
  request: onBehalfSchema.extend({
    types: z.array(payoutKindSchema).max(6).optional(),
    permission: z.enum(['own', '3d']).optional(),
    limit: z.coerce.number().int().min(1).max(20).default(recentPayoutsShown),
  }),
  response: z.object({ transfers: z.array(recentTransferSchema) }),
});

export const recentTransferDetailsMethod = defineMethod({
  name: 'recentTransferDetails',
  callers: { signedIn: 'customer', actFor: 'read', money: false },
  summary: 'What a recent payout was sent with, to fill the form again (never a card number).',
  request: onBehalfSchema.extend({ transactionId: z.string().trim().min(1, { error: 'required' }).max(64) }),
  response: recentTransferSchema.extend({
    fromAccount: z.number().int(),
    fields: z.record(z.string(), z.string()),
    reference: z.string().optional(),
  }),
});
