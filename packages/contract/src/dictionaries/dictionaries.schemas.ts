import { z } from 'zod';
import { defineMethod } from '../method.ts';
import { additionalQuestionAudiences, additionalQuestionSchema } from './additional-questions.ts';
import { dictionaryLanguageSchema } from './dictionary-language.ts';
import { industryGroupIds } from './industries.ts';

/**
 * The dictionaries area (spec 002 §3 "Dictionaries", §7 "Dictionaries"; decisions
 * 0082–0084): the lists a registration, KYC, profile or tax form offers, each entry with a stable id
 * (a number, or an ISO code for countries and currencies) and its label in the requested `lang`. Every
 * method is public, so the registration pages can load them before an account exists, and limited
 * per client address. The content is the server's; states by country and document types are
 * elsewhere (`documentTypes`).
 */

/** One entry of a flat dictionary: a stable positive id and its label in the requested language. */
export const dictionaryEntrySchema = z.object({ id: z.number().int().positive(), name: z.string().min(1) });
export type DictionaryEntry = z.infer<typeof dictionaryEntrySchema>;

/** A titled group of entries (occupations v2, industries). */
export const occupationGroupSchema = z.object({
  id: z.number().int().positive(),
  name: z.string().min(1),
  occupations: z.array(dictionaryEntrySchema),
});
export type OccupationGroup = z.infer<typeof occupationGroupSchema>;

/** An industry group of spec 002 §3: the adult, mainstream, financial or investment industries. */
export const industryGroupSchema = z.object({
  id: z.enum(industryGroupIds),
  name: z.string().min(1),
  industries: z.array(dictionaryEntrySchema),
});
export type IndustryGroup = z.infer<typeof industryGroupSchema>;

/** A country by its ISO 3166-1 alpha-2 code. */
export const countrySchema = z.object({ code: z.string().regex(/^[A-Z]{2}$/), name: z.string().min(1) });
export type Country = z.infer<typeof countrySchema>;

/**
 * A country of birth: today's countries by alpha-2 code, plus states that no longer exist (the USSR,
 * Yugoslavia, Czechoslovakia, East Germany) by their ISO 3166-3 four-letter code, marked historical
 * (decision 0083).
 */
export const birthCountrySchema = z.object({
  code: z.string().regex(/^[A-Z]{2}(?:[A-Z]{2})?$/),
  name: z.string().min(1),
  isHistorical: z.boolean(),
});
export type BirthCountry = z.infer<typeof birthCountrySchema>;

/** An ISO 4217 currency with its name and minor-unit exponent (USD 2, JPY 0). */
export const dictionaryCurrencySchema = z.object({
  code: z.string().regex(/^[A-Z]{3}$/),
  name: z.string().min(1),
  exponent: z.number().int().min(0).max(8),
});
export type DictionaryCurrency = z.infer<typeof dictionaryCurrencySchema>;

/** An agreement a personal customer accepts or may accept at sign-up (decision 0083). */
export const personalAgreementSchema = z.object({
  id: z.number().int().positive(),
  key: z.string().regex(/^[a-z][A-Za-z]{1,63}$/),
  name: z.string().min(1),
  isRequired: z.boolean(),
});
export type PersonalAgreement = z.infer<typeof personalAgreementSchema>;

/**
 * A range of expected monthly deposits in `currency`, as minor-unit bounds (never floats): from
 * `minAmountMinor` inclusive to `maxAmountMinor` exclusive, null for no upper bound; `name` is the
 * range written out in the requested language ("€1,000 – €5,000").
 */
export const monthlyDepositRangeSchema = z.object({
  id: z.number().int().positive(),
  currency: z.string().regex(/^[A-Z]{3}$/),
  minAmountMinor: z.number().int().nonnegative(),
  maxAmountMinor: z.number().int().positive().nullable(),
  name: z.string().min(1),
});
export type MonthlyDepositRange = z.infer<typeof monthlyDepositRangeSchema>;

/** The lists of sources of funds (spec 002 §3): personal, personal second version, employee, business. */
export const sourceOfFundsListTypes = ['personal', 'personalV2', 'employee', 'business'] as const;
export type SourceOfFundsListType = (typeof sourceOfFundsListTypes)[number];

/** The lists of purposes of account (spec 002 §3). */
export const accountPurposeListTypes = ['personal', 'business'] as const;
export type AccountPurposeListType = (typeof accountPurposeListTypes)[number];

/** The general dictionaries by name, each with its entry shape (spec 002 §3 "Loaded on demand"). */
export const generalDictionariesSchema = z.object({
  occupations: z.array(dictionaryEntrySchema).optional(),
  occupationsV2: z.array(occupationGroupSchema).optional(),
  countries: z.array(countrySchema).optional(),
  birthCountries: z.array(birthCountrySchema).optional(),
  currencies: z.array(dictionaryCurrencySchema).optional(),
  personalAgreements: z.array(personalAgreementSchema).optional(),
  estimatedMonthlyDeposits: z.array(monthlyDepositRangeSchema).optional(),
});
export type GeneralDictionaries = z.infer<typeof generalDictionariesSchema>;

/** Names `dictionaries` accepts; anything else is refused 'VF' (`invalid_value`). */
export const generalDictionaryNames = generalDictionariesSchema.keyof().options;
export type GeneralDictionaryName = (typeof generalDictionaryNames)[number];

const listTypeError = { error: 'invalid_value' } as const;

export const sourceListMethod = defineMethod({
  name: 'sourceList',
  callers: 'public',
  summary:
    'Sources of funds of one list (personal, personalV2, employee, business; spec 002 §3) in `lang`, English for an unknown language.',
  request: z.object({ lang: dictionaryLanguageSchema, type: z.enum(sourceOfFundsListTypes, listTypeError) }),
  response: z.object({ sources: z.array(dictionaryEntrySchema) }),
});

export const purposeListMethod = defineMethod({
  name: 'purposeList',
  callers: 'public',
  summary: 'Purposes of account, personal or business (spec 002 §3), in `lang`.',
  request: z.object({ lang: dictionaryLanguageSchema, type: z.enum(accountPurposeListTypes, listTypeError) }),
  response: z.object({ purposes: z.array(dictionaryEntrySchema) }),
});

export const industryListMethod = defineMethod({
  name: 'industryList',
  callers: 'public',
  summary:
    'Industries in their groups (adult, mainstream, financial, investment; spec 002 §3) in `lang`; the adult group is left out where the brand hides adult industries, except for administrators.',
  request: z.object({ lang: dictionaryLanguageSchema }),
  response: z.object({ industryGroups: z.array(industryGroupSchema) }),
});

export const occupationListMethod = defineMethod({
  name: 'occupationList',
  callers: 'public',
  summary:
    'Occupations in `lang` (spec 002 §3): version 1 (default) a flat list, version 2 the same ids in groups (decision 0083).',
  request: z.object({
    lang: dictionaryLanguageSchema,
    version: z.union([z.literal(1), z.literal(2)], listTypeError).default(1),
  }),
  response: z.discriminatedUnion('version', [
    z.object({ version: z.literal(1), occupations: z.array(dictionaryEntrySchema) }),
    z.object({ version: z.literal(2), occupationGroups: z.array(occupationGroupSchema) }),
  ]),
});

export const additionalQuestionListMethod = defineMethod({
  name: 'additionalQuestionList',
  callers: 'public',
  summary:
    'Additional questions for a personal or business customer (spec 002 §3) in `lang`, with their original types; the client remaps them (`remapAdditionalQuestions`).',
  request: z.object({ lang: dictionaryLanguageSchema, type: z.enum(additionalQuestionAudiences, listTypeError) }),
  response: z.object({ questions: z.array(additionalQuestionSchema) }),
});

export const dictionariesMethod = defineMethod({
  name: 'dictionaries',
  callers: 'public',
  summary:
    "The general dictionaries named in `names` (occupations, occupationsV2, countries, birthCountries, currencies, personalAgreements, estimatedMonthlyDeposits; spec 002 §3) in `lang`; an unknown name is refused 'VF'.",
  request: z.object({
    lang: dictionaryLanguageSchema,
    names: z
      .array(z.enum(generalDictionaryNames, listTypeError), { error: 'required' })
      .min(1, { error: 'required' })
      .max(generalDictionaryNames.length, { error: 'too_big' }),
  }),
  response: z.object({ dictionaries: generalDictionariesSchema }),
});
