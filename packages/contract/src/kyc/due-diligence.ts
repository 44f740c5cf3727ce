import { z } from 'zod';
import { onBehalfSchema } from '../customers/customers.schemas.ts';
import { defineMethod } from '../method.ts';

/**
 * Due diligence info (spec 002 §7 "Customer and KYC": "Due diligence info"; decision 0091): what a
 * customer tells the bank about their money — occupation, sources of funds, purposes of the account,
 * expected monthly deposits — as ids of the dictionaries of spec 002 §3. Optional at levels 0 and 1;
 * required once an administrator raises the level to enhanced (2), until answered after that.
 */

/** Due diligence levels (0 simplified, 1 standard, 2 enhanced). */
export const dueDiligenceLevels = { simplified: 0, standard: 1, enhanced: 2 } as const;

/** The most entries a customer may pick in one multiple-choice answer. */
export const maxDueDiligenceChoices = 5;

/** The longest free-text explanation of the sources of funds, in characters. */
export const maxSourceDetailsLength = 500;

const idSchema = z.number({ error: 'required' }).int({ error: 'invalid_value' }).positive({ error: 'invalid_value' });
const choicesSchema = z
  .array(idSchema, { error: 'required' })
  .min(1, { error: 'required' })
  .max(maxDueDiligenceChoices, { error: 'too_big' })
  .refine((ids) => new Set(ids).size === ids.length, { error: 'invalid_value' });

/**
 * The answers (ids of the dictionaries in spec 002 §3): `occupationId` (occupations, personal
 * customers only), `sourceOfFundsIds` (sources of funds: the personal list for a person, the business
 * list for a business), `sourceDetails` (free text, required with the source "Other"),
 * `purposeIds` (purposes of account of the customer's type), `estimatedMonthlyDepositId` (the
 * estimated monthly deposit range).
 */
export const dueDiligenceAnswersSchema = z.object({
  occupationId: idSchema.optional(),
  sourceOfFundsIds: choicesSchema,
  sourceDetails: z.string().trim().max(maxSourceDetailsLength, { error: 'too_long' }).optional(),
  purposeIds: choicesSchema,
  estimatedMonthlyDepositId: idSchema,
});
export type DueDiligenceAnswers = z.infer<typeof dueDiligenceAnswersSchema>;

/** A customer's due diligence info: the level, whether answers are needed now, the last answers. */
export const dueDiligenceInfoSchema = z.object({
  dueDiligenceLevel: z.number().int(),
  /** True while the level is enhanced and nothing was answered since it was raised. */
  isRequired: z.boolean(),
  /** When the enhanced level was asked for, ISO instant. */
  requestedAt: z.string().optional(),
  answers: dueDiligenceAnswersSchema.extend({ updatedAt: z.string() }).optional(),
});
export type DueDiligenceInfo = z.infer<typeof dueDiligenceInfoSchema>;

export const dueDiligenceInfoMethod = defineMethod({
  name: 'dueDiligenceInfo',
  callers: { signedIn: 'customer', actFor: 'read', money: false },
  summary:
    "The customer's due diligence info (spec 002 §7): level, whether answers are required now (enhanced level), the last answers.",
  request: onBehalfSchema,
  response: dueDiligenceInfoSchema,
});

export const dueDiligenceInfoUpdateMethod = defineMethod({
  name: 'dueDiligenceInfoUpdate',
  callers: { signedIn: 'customer', actFor: 'full', money: false },
  summary:
    'Answers the due diligence questions (decision 0091). \'VF\' on a field with an id not in its dictionary, a missing occupation (personal), or `sourceDetails` missing with the source "Other"; nothing changes then.',
  request: onBehalfSchema.extend(dueDiligenceAnswersSchema.shape),
  response: dueDiligenceInfoSchema,
});
