import { z } from 'zod';
import { defineMethod } from '../method.ts';
import { botProofSchema } from '../onboarding/onboarding.schemas.ts';
import { tinMissingReasons } from '../tax/tax-id-rules.ts';

/**
 * The business account create payload (spec 002 §3 "Business account create payload": company,
 * financialDetail, dueDiligence, legalInformation, directors, owners, shareholders, users,
 * personList, companyList, captcha; decision 0095). The schemas check shapes and sizes only, so a
 * half-filled form still parses in the browser; whether the payload may be registered is decided by
 * the rules of spec 002 §5 in `business-registration-rules.ts`, run by the web before sending and
 * by the server again before writing.
 *
 * Persons and companies live in the two hubs (`personList`, `companyList`) under ids the form gives
 * them; directors, owners (ultimate beneficial owners), users and shareholders name them by id, so
 * one person may be a director, a shareholder and a user at once and is entered once.
 */

/** Most persons in `personList` and most companies in `companyList`. */
export const maxRegistrationPersons = 50;
export const maxRegistrationCompanies = 20;
/** Deepest chain of company shareholders below the registering company (company → holder → holder …). */
export const maxCompanyDepth = 5;

/** Free text of a form field: trimmed, at most `max` characters (empty means not filled). */
const text = (max: number) => z.string().trim().max(max, { error: 'too_long' });
const optionalText = (max: number) => text(max).optional();

/** A hub id chosen by the form (letters, digits, - and _), unique within its list. */
export const registrationIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, { error: 'invalid_format' });

/** A postal address of a person or company (spec 002 §3 "Address", the fields a form fills). */
export const registrationAddressSchema = z.object({
  address1: text(200),
  address2: optionalText(200),
  city: text(100),
  postalCode: text(20),
  countryCode: text(2),
  stateCode: optionalText(10),
});
export type RegistrationAddress = z.infer<typeof registrationAddressSchema>;

/** A tax id with its country, or the reason it is missing (spec 002 §3 `taxIds` entry, §5 "Tax IDs"). */
export const registrationTaxIdSchema = z.object({
  countryCode: text(2),
  taxId: optionalText(30),
  tinMissingReason: z.enum(tinMissingReasons, { error: 'invalid_value' }).optional(),
  tinMissingExplanation: optionalText(500),
});
export type RegistrationTaxId = z.infer<typeof registrationTaxIdSchema>;

/**
 * A registration person's fields (spec 002 §3 "Registration person": firstName, lastName, birthday,
 * email, phone, address, taxId, sourceOfFunds, sourceDetails). `birthday` is YYYY-MM-DD, `phone`
 * international (E.164 once spaces are removed), `sourceOfFunds` ids of the business sources list.
 */
export const registrationPersonFieldsSchema = z.object({
  firstName: text(100),
  lastName: text(100),
  birthday: text(10),
  email: text(254),
  phone: text(20),
  address: registrationAddressSchema,
  taxId: registrationTaxIdSchema,
  sourceOfFunds: z.array(z.number().int().positive()).max(20, { error: 'too_big' }).optional(),
  sourceDetails: optionalText(1000),
});
export type RegistrationPersonFields = z.infer<typeof registrationPersonFieldsSchema>;

/**
 * A person of the hub (spec 002 §3 "Registration person": id, fields, isUser, accessRights).
 * `accessRights` is the access-right level a user gets on the business (spec 002 §4: 0 no access …
 * 4 confirmed; 5 uploading is not offered, §5).
 */
export const registrationPersonSchema = z.object({
  id: registrationIdSchema,
  fields: registrationPersonFieldsSchema,
  isUser: z.boolean(),
  accessRights: z.number().int().min(0).max(5).optional(),
});
export type RegistrationPerson = z.infer<typeof registrationPersonSchema>;

/** A shareholder of a company: a person or a company of the hubs, and its share (decision 0095). */
export const registrationShareholderSchema = z.object({
  kind: z.enum(['person', 'company'], { error: 'invalid_value' }),
  id: registrationIdSchema,
  /** Percent of the company as a decimal string with at most two decimals ("30", "0.01"). */
  share: text(10),
});
export type RegistrationShareholder = z.infer<typeof registrationShareholderSchema>;

/** A shareholder company's own fields (spec 002 §3 "Company", the ones a registration asks). */
export const registrationCompanyFieldsSchema = z.object({
  name: text(200),
  registrationNumber: text(50),
  registrationCountryCode: text(2),
  address: registrationAddressSchema.optional(),
});
export type RegistrationCompanyFields = z.infer<typeof registrationCompanyFieldsSchema>;

/**
 * A company of the hub: a company shareholder with its own directors and holders (spec 002 §3
 * "Registration company": fields, directors, shareholders each with a share), checked recursively.
 */
export const registrationCompanySchema = z.object({
  id: registrationIdSchema,
  fields: registrationCompanyFieldsSchema,
  directors: z.array(registrationIdSchema).max(maxRegistrationPersons, { error: 'too_big' }),
  shareholders: z
    .array(registrationShareholderSchema)
    .max(maxRegistrationPersons + maxRegistrationCompanies, { error: 'too_big' }),
});
export type RegistrationCompany = z.infer<typeof registrationCompanySchema>;

/**
 * The registering company (generalForm; spec 002 §3 "Company"): its names, registration, contact,
 * address and tax id, its industry, and the password of its sign-in (the company e-mail is the
 * business's username; business activation names it, spec 002 §7).
 */
export const registrationRootCompanySchema = z.object({
  name: text(200),
  tradingName: optionalText(200),
  registrationNumber: text(50),
  registrationDate: text(10),
  registrationCountryCode: text(2),
  email: text(254),
  password: z.string().max(256, { error: 'too_long' }),
  phone: text(20),
  website: optionalText(200),
  description: optionalText(1000),
  industryId: z.number().int().positive().optional(),
  address: registrationAddressSchema,
  taxId: registrationTaxIdSchema,
});
export type RegistrationRootCompany = z.infer<typeof registrationRootCompanySchema>;

/** financialInfoForm: purposes of account and sources of funds (business lists), monthly volume (spec 002 §3). */
export const registrationFinancialDetailSchema = z.object({
  purposeIds: z.array(z.number().int().positive()).max(20, { error: 'too_big' }),
  sourceOfFundsIds: z.array(z.number().int().positive()).max(20, { error: 'too_big' }),
  sourceDetails: optionalText(1000),
  estimatedMonthlyDepositId: z.number().int().positive().optional(),
});
export type RegistrationFinancialDetail = z.infer<typeof registrationFinancialDetailSchema>;

/** dueDilligenceForm: answers to the business additional questions by key, follow-ups included (spec 002 §3). */
export const registrationDueDiligenceSchema = z.object({
  answers: z.record(z.string().regex(/^[a-z][A-Za-z0-9]{0,79}$/), text(2000)),
});
export type RegistrationDueDiligence = z.infer<typeof registrationDueDiligenceSchema>;

/** The legal forms a registering company may have (legalForm). */
export const legalEntityForms = ['limitedCompany', 'publicCompany', 'partnership', 'soleTrader', 'other'] as const;
export type LegalEntityForm = (typeof legalEntityForms)[number];

/**
 * legalForm: the company's legal form, whether it is regulated (then by whom, with its licence),
 * whether its shares are publicly traded, and the brand's terms it accepts (ids, as registerPersonal).
 */
export const registrationLegalInformationSchema = z.object({
  legalForm: z.enum(legalEntityForms, { error: 'invalid_value' }).optional(),
  isRegulated: z.boolean(),
  regulatorName: optionalText(200),
  licenceNumber: optionalText(100),
  isPubliclyTraded: z.boolean(),
  acceptedTerms: z.array(z.number().int()).max(10, { error: 'too_big' }),
});
export type RegistrationLegalInformation = z.infer<typeof registrationLegalInformationSchema>;

const idList = z.array(registrationIdSchema).max(maxRegistrationPersons, { error: 'too_big' });

/** The whole payload of `businessAccountCreate` (spec 002 §3), without the bot proof. */
export const businessRegistrationSchema = z.object({
  company: registrationRootCompanySchema,
  financialDetail: registrationFinancialDetailSchema,
  dueDiligence: registrationDueDiligenceSchema,
  legalInformation: registrationLegalInformationSchema,
  directors: idList,
  owners: idList,
  shareholders: z
    .array(registrationShareholderSchema)
    .max(maxRegistrationPersons + maxRegistrationCompanies, { error: 'too_big' }),
  users: idList,
  personList: z.array(registrationPersonSchema).max(maxRegistrationPersons, { error: 'too_big' }),
  companyList: z.array(registrationCompanySchema).max(maxRegistrationCompanies, { error: 'too_big' }),
});
export type BusinessRegistration = z.infer<typeof businessRegistrationSchema>;

export const businessAccountCreateMethod = defineMethod({
  name: 'businessAccountCreate',
  callers: 'public',
  errors: ['ENOA'],
  bodyLimitBytes: 256 * 1024,
  summary:
    'Registers a business (spec 002 §2–§5, decision 0095): the company, its financial, due-diligence and legal answers, directors, shareholders, owners and users, every rule of 002 §5 checked again; e-mails the business activation link.',
  request: businessRegistrationSchema.extend({ captcha: botProofSchema }),
  response: z.object({ email: z.string(), activationSent: z.literal(true) }),
});
