import { z } from 'zod';
import { countryCodeSchema } from '../rules/countries.ts';
import {
  maxTaxIdEntries,
  maxTaxIdLength,
  taxIdsProblems,
  tinMissingReasons,
  type TaxFieldProblem,
  type TaxIdEntryInput,
} from './tax-id-rules.ts';
import type { TaxHolderKind } from './country-tax-table.ts';
import { certificationStatusSchema } from './certification-status-schema.ts';

/**
 * The FATCA/CRS self-certification payloads (spec 002 §3 "FATCA/CRS", §5 "Tax IDs";
 * decision 0065), named as the spec names them, for a personal customer and for a business. No
 * method is declared here yet: the get and update calls (spec 002 §7 "FATCA/CRS get and update")
 * come with the screens and take these schemas as their request and response.
 */

const text = (max: number) => z.string().trim().max(max, { error: 'too_long' });

/** The entity types of a business (spec 002 §3 `entityType`), in the FATCA/CRS sense. */
export const taxEntityTypes = ['financial-institution', 'investment', 'general'] as const;
export type TaxEntityType = (typeof taxEntityTypes)[number];

/**
 * The chapter 3 statuses (entity types) of Form W-8BEN-E line 4 (Rev. October 2021), asked of a
 * business whose W-8BEN-E Tessera generates (decision 0079): the legal kind of entity, which the
 * FATCA/CRS entity type does not say.
 */
export const chapter3Statuses = [
  'corporation',
  'partnership',
  'disregarded-entity',
  'simple-trust',
  'grantor-trust',
  'complex-trust',
  'estate',
  'foreign-government-controlled-entity',
  'foreign-government-integral-part',
  'central-bank-of-issue',
  'tax-exempt-organization',
  'private-foundation',
  'international-organization',
] as const;
export type Chapter3Status = (typeof chapter3Statuses)[number];

export const tinMissingReasonSchema = z.enum(tinMissingReasons, { error: 'invalid_value' });

/** One `taxIds` entry (spec 002 §3): a country of tax residence and its TIN, or why it is missing. */
export const taxIdEntrySchema = z.object({
  countryCode: countryCodeSchema,
  taxId: text(maxTaxIdLength).optional(),
  tinMissingReason: tinMissingReasonSchema.optional(),
  tinMissingExplanation: text(500).optional(),
});
export type TaxIdEntry = z.infer<typeof taxIdEntrySchema>;

/** The fields both payloads share: the tax residences and the US questions (spec 002 §3 flags). */
const certificationBase = z.object({
  taxIds: z.array(taxIdEntrySchema).max(maxTaxIdEntries, { error: 'too_big' }),
  /** The holder is a US person for tax (citizen, resident or US entity): a US TIN and a W-9 are needed. */
  isUSTaxPayer: z.boolean({ error: 'required' }),
  /** The holder shows US indicia (birthplace, address, phone, standing instructions…) without being a US person. */
  hasUSIndicia: z.boolean({ error: 'invalid_type' }).optional(),
});

/** A GIIN as the IRS FFI list writes it: XXXXXX.XXXXX.XX.NNN (19 characters with the dots). */
export const giinPattern = /^[A-Z0-9]{6}\.[A-Z0-9]{5}\.[A-Z]{2}\.\d{3}$/;

const flag = z.boolean({ error: 'invalid_type' }).optional();

/** The fields of a business's certification beyond the shared ones (spec 002 §3 "FATCA/CRS"). */
const businessFields = z.object({
  entityType: z.enum(taxEntityTypes, { error: 'invalid_value' }).optional(),
  /** Form W-8BEN-E line 4, asked only when the business's W-8BEN-E is generated (w8beneChapter4StatusOf). */
  chapter3Status: z.enum(chapter3Statuses, { error: 'invalid_value' }).optional(),
  /** The Global Intermediary Identification Number of a financial institution registered with the IRS. */
  giin: text(19)
    .transform((value) => value.toUpperCase())
    .refine((value) => value === '' || giinPattern.test(value), { error: 'invalid_format' })
    .optional(),
  /** Why a financial institution gives no GIIN (e.g. a non-reporting or sponsored institution). */
  reason: text(500).optional(),
  isFinancialInstitution: flag,
  isUsingClientFunds: flag,
  isManagedByFinancialInstitution: flag,
  isPubliclyTraded: flag,
  isOwnPubliclyTradedCompany: flag,
  isEarnPassiveIncome: flag,
  /** The market the business's shares are regularly traded on (with isPubliclyTraded). */
  companySecurityMarket: text(100).optional(),
  /** The business's ticker symbol there (the spec's name, `companyTicket`). */
  companyTicket: text(20).optional(),
  /** The publicly traded company the business is related to (with isOwnPubliclyTradedCompany; decision 0065). */
  companyOwnedByYouName: text(140).optional(),
  companyOwnedByYouSecurityMarket: text(100).optional(),
  companyOwnedByYouTicket: text(20).optional(),
});

/** The business fields as the rules read them. */
export type BusinessCertificationInput = z.input<typeof businessFields> & {
  taxIds: readonly TaxIdEntryInput[];
  isUSTaxPayer: boolean;
  hasUSIndicia?: boolean | undefined;
};

const present = (value: string | undefined): boolean => value !== undefined && value.trim() !== '';

/**
 * The problems of a business's entity answers (spec 002 §3; decision 0065):
 * - `entityType` is required;
 * - a financial institution (isFinancialInstitution) has entityType financial-institution, and the
 *   other way round ('invalid_value' on entityType);
 * - a financial institution gives its GIIN or the reason it has none ('required' on giin), not both
 *   ('unrecognized_keys' on reason); an investment entity may give a GIIN; a general entity gives
 *   neither ('unrecognized_keys');
 * - a publicly traded business names its market and ticker; a business related to a publicly traded
 *   company names that company, its market and its ticker ('required').
 */
export function businessEntityProblems(input: BusinessCertificationInput): TaxFieldProblem[] {
  const problems: TaxFieldProblem[] = [];
  const need = (field: keyof BusinessCertificationInput, value: string | undefined) => {
    if (!present(value)) problems.push({ field, code: 'required' });
  };
  const { entityType } = input;
  const hasGiin = present(input.giin);
  const hasReason = present(input.reason);
  const isFinancialInstitutionType = entityType === 'financial-institution';
  if (!entityType) problems.push({ field: 'entityType', code: 'required' });
  else if (input.isFinancialInstitution !== undefined && input.isFinancialInstitution !== isFinancialInstitutionType)
    problems.push({ field: 'entityType', code: 'invalid_value' });
  if (isFinancialInstitutionType) {
    if (!hasGiin && !hasReason) problems.push({ field: 'giin', code: 'required' });
    if (hasGiin && hasReason) problems.push({ field: 'reason', code: 'unrecognized_keys' });
  } else {
    if (hasGiin && entityType !== 'investment') problems.push({ field: 'giin', code: 'unrecognized_keys' });
    if (hasReason) problems.push({ field: 'reason', code: 'unrecognized_keys' });
  }
  if (input.isPubliclyTraded) {
    need('companySecurityMarket', input.companySecurityMarket);
    need('companyTicket', input.companyTicket);
  }
  if (input.isOwnPubliclyTradedCompany) {
    need('companyOwnedByYouName', input.companyOwnedByYouName);
    need('companyOwnedByYouSecurityMarket', input.companyOwnedByYouSecurityMarket);
    need('companyOwnedByYouTicket', input.companyOwnedByYouTicket);
  }
  // Line 4 of the W-8BEN-E is asked only when Tessera generates that form (decision 0079).
  const isW8beneGenerated = usTaxFormOf('business', input) === 'W-8BEN-E' && w8beneChapter4StatusOf(input) !== null;
  if (isW8beneGenerated && !input.chapter3Status) problems.push({ field: 'chapter3Status', code: 'required' });
  if (!isW8beneGenerated && input.chapter3Status) problems.push({ field: 'chapter3Status', code: 'unrecognized_keys' });
  return problems;
}

/**
 * True when the business's controlling persons must certify too (the representative certification,
 * spec 002 §2 self-certification-representative): an investment entity, or a general entity earning
 * mainly passive income that is neither publicly traded nor related to a publicly traded company
 * (a CRS passive NFE; decision 0065).
 */
export function requiresControllingPersons(input: BusinessCertificationInput): boolean {
  if (input.entityType === 'investment') return true;
  return (
    input.entityType === 'general' &&
    input.isEarnPassiveIncome === true &&
    input.isPubliclyTraded !== true &&
    input.isOwnPubliclyTradedCompany !== true
  );
}

/**
 * The US tax form a holder signs (spec 002 §2 "W-form request and signing"; decision 0065): a W-9 for
 * a US person; for others with US indicia the W-8BEN (person) or W-8BEN-E (entity) that cures them;
 * otherwise none.
 */
export function usTaxFormOf(
  holder: TaxHolderKind,
  answers: { isUSTaxPayer: boolean; hasUSIndicia?: boolean | undefined },
): 'W-9' | 'W-8BEN' | 'W-8BEN-E' | null {
  if (answers.isUSTaxPayer) return 'W-9';
  if (answers.hasUSIndicia) return holder === 'personal' ? 'W-8BEN' : 'W-8BEN-E';
  return null;
}

/**
 * The chapter 4 (FATCA) statuses of Form W-8BEN-E line 5 that Tessera derives from a business's
 * answers (decision 0079), each with the part of the form that certifies it:
 * - `participating-ffi`: a financial institution or investment entity with a GIIN (line 9a);
 * - `publicly-traded-nffe`: a general entity whose shares are regularly traded (Part XXIII line 37a);
 * - `nffe-affiliate-of-publicly-traded`: a general entity related to a listed company (line 37b);
 * - `passive-nffe`: a general entity earning mainly passive income (Part XXVI line 40a);
 * - `active-nffe`: any other general entity (Part XXV line 39).
 */
export const w8beneChapter4Statuses = [
  'participating-ffi',
  'publicly-traded-nffe',
  'nffe-affiliate-of-publicly-traded',
  'passive-nffe',
  'active-nffe',
] as const;
export type W8beneChapter4Status = (typeof w8beneChapter4Statuses)[number];

/**
 * The chapter 4 status a business's answers certify on its W-8BEN-E (decision 0079), or null when
 * the answers do not decide one — a financial institution or investment entity without a GIIN may
 * be sponsored, deemed-compliant, non-reporting or non-participating, each with its own
 * certification: that business signs the IRS form itself and uploads it.
 */
export function w8beneChapter4StatusOf(answers: {
  entityType?: TaxEntityType | undefined;
  giin?: string | undefined;
  isPubliclyTraded?: boolean | undefined;
  isOwnPubliclyTradedCompany?: boolean | undefined;
  isEarnPassiveIncome?: boolean | undefined;
}): W8beneChapter4Status | null {
  if (answers.entityType === 'financial-institution' || answers.entityType === 'investment')
    return present(answers.giin) ? 'participating-ffi' : null;
  if (answers.entityType !== 'general') return null;
  if (answers.isPubliclyTraded) return 'publicly-traded-nffe';
  if (answers.isOwnPubliclyTradedCompany) return 'nffe-affiliate-of-publicly-traded';
  return answers.isEarnPassiveIncome ? 'passive-nffe' : 'active-nffe';
}

/** Adds each problem as a zod issue at its path (`taxIds.0.taxId` → ['taxIds', 0, 'taxId']). */
function addProblems(context: z.RefinementCtx, problems: readonly TaxFieldProblem[]): void {
  for (const problem of problems) {
    const path = problem.field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
    context.addIssue({ code: 'custom', path, message: problem.code });
  }
}

/**
 * A personal customer's self-certification (spec 002 §3, §5): tax residences with TINs or missing
 * reasons (tinPersonal of each country), and the US questions. The TIN rules of tax-id-rules.ts run
 * as refinements, so a parse failure carries every field problem.
 */
export const personalSelfCertificationSchema = certificationBase.superRefine((input, context) => {
  addProblems(context, taxIdsProblems(input.taxIds, 'personal', input.isUSTaxPayer));
});
export type PersonalSelfCertification = z.infer<typeof personalSelfCertificationSchema>;

/**
 * A business's self-certification (spec 002 §3, §5): the entity type, GIIN or its reason, the flags,
 * the company's market and ticker fields, and tax residences with TINs (tinBusiness of each country).
 */
export const businessSelfCertificationSchema = certificationBase
  .extend(businessFields.shape)
  .superRefine((input, context) => {
    addProblems(context, [
      ...businessEntityProblems(input),
      ...taxIdsProblems(input.taxIds, 'business', input.isUSTaxPayer),
    ]);
  });
export type BusinessSelfCertification = z.infer<typeof businessSelfCertificationSchema>;

const documentId = z.number().int().positive().optional();
const documentStatus = certificationStatusSchema.optional();

/**
 * The document ids and certification statuses a certification carries (spec 002 §3: "the document ids
 * and statuses for the W8, the W9, the self-certification and the loss-of-nationality certificate"),
 * for the get call's answer. The field names are ours (the spec does not show them; decision 0065).
 */
export const taxDocumentsSchema = z.object({
  w8DocumentId: documentId,
  w8DocumentStatus: documentStatus,
  w9DocumentId: documentId,
  w9DocumentStatus: documentStatus,
  selfCertificationDocumentId: documentId,
  selfCertificationDocumentStatus: documentStatus,
  lossOfNationalityDocumentId: documentId,
  lossOfNationalityDocumentStatus: documentStatus,
});
export type TaxDocuments = z.infer<typeof taxDocumentsSchema>;
