import {
  currencyExponent,
  isSupportedCurrency,
  type AccountPurposeListType,
  type AdditionalQuestion,
  type AdditionalQuestionAudience,
  type BirthCountry,
  type Country,
  type DictionaryCurrency,
  type DictionaryEntry,
  type GeneralDictionaries,
  type GeneralDictionaryName,
  type IndustryGroup,
  type Language,
  type MonthlyDepositRange,
  type OccupationGroup,
  type PersonalAgreement,
  type SourceOfFundsListType,
} from '@tessera/contract';
import { additionalQuestions } from './content/additional-questions.ts';
import {
  countryCodes,
  historicalBirthCountries,
  monthlyDepositCurrency,
  monthlyDepositRanges,
  openRangeTemplates,
  personalAgreements,
} from './content/general.ts';
import { industryGroups } from './content/industries.ts';
import type { LabelledEntry } from './content/labels.ts';
import { occupationGroups, occupations } from './content/occupations.ts';
import { accountPurposes, sourcesOfFunds } from './content/sources-and-purposes.ts';

/** Intl's code of a product language: our 'ua' is Ukrainian, 'uk' to Intl. */
function intlLocale(language: Language): string {
  return language === 'ua' ? 'uk' : language;
}

/** Entries in `language`, in the content's order (the order a form shows them). */
function named(entries: readonly LabelledEntry[], language: Language): DictionaryEntry[] {
  return entries.map((item) => ({ id: item.id, name: item.labels[language] }));
}

/** Today's countries with their names in `language`, sorted as that language sorts. */
function countries(language: Language): Country[] {
  const names = new Intl.DisplayNames([intlLocale(language)], { type: 'region' });
  const collator = new Intl.Collator(intlLocale(language));
  return countryCodes
    .map((code) => ({ code, name: names.of(code) ?? code }))
    .sort((left, right) => collator.compare(left.name, right.name));
}

/** Countries of birth: today's and the historical ones (decision 0083), sorted by name. */
function birthCountries(language: Language): BirthCountry[] {
  const collator = new Intl.Collator(intlLocale(language));
  return [
    ...countries(language).map((country) => ({ ...country, isHistorical: false })),
    ...historicalBirthCountries.map((country) => ({
      code: country.code,
      name: country.labels[language],
      isHistorical: true,
    })),
  ].sort((left, right) => collator.compare(left.name, right.name));
}

/**
 * ISO 4217 currencies in use (the runtime's list) with their names in `language`; the exponent is the
 * product's own for a currency it supports, else ISO's (Intl's fraction digits).
 */
function currencies(language: Language): DictionaryCurrency[] {
  const names = new Intl.DisplayNames([intlLocale(language)], { type: 'currency' });
  return Intl.supportedValuesOf('currency').map((code) => ({
    code,
    name: names.of(code) ?? code,
    exponent: isSupportedCurrency(code)
      ? currencyExponent(code)
      : (new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions().maximumFractionDigits ??
        2),
  }));
}

/** The monthly-deposit ranges written out in `language` from their minor-unit bounds. */
function monthlyDeposits(language: Language): MonthlyDepositRange[] {
  const exponent = currencyExponent(monthlyDepositCurrency);
  const format = new Intl.NumberFormat(intlLocale(language), {
    style: 'currency',
    currency: monthlyDepositCurrency,
    maximumFractionDigits: 0,
  });
  // Bounds are whole units (a test checks), so dividing by 10^exponent is exact.
  const major = (amountMinor: number): number => amountMinor / 10 ** exponent;
  return monthlyDepositRanges.map((range) => {
    const name =
      range.maxAmountMinor === null
        ? openRangeTemplates.orMore[language].replace('{amount}', format.format(major(range.minAmountMinor)))
        : range.minAmountMinor === 0
          ? openRangeTemplates.below[language].replace('{amount}', format.format(major(range.maxAmountMinor)))
          : format.formatRange(major(range.minAmountMinor), major(range.maxAmountMinor));
    return { ...range, currency: monthlyDepositCurrency, name };
  });
}

function occupationGroupsIn(language: Language): OccupationGroup[] {
  const byId = new Map(occupations.map((occupation) => [occupation.id, occupation]));
  return occupationGroups.map((group) => ({
    id: group.id,
    name: group.labels[language],
    occupations: group.occupationIds.flatMap((id) => {
      const occupation = byId.get(id);
      return occupation ? [{ id, name: occupation.labels[language] }] : [];
    }),
  }));
}

function agreements(language: Language): PersonalAgreement[] {
  return personalAgreements.map((agreement) => ({
    id: agreement.id,
    key: agreement.key,
    name: agreement.labels[language],
    isRequired: agreement.isRequired,
  }));
}

/** One general dictionary in `language`, under its name. */
function buildGeneral(name: GeneralDictionaryName, language: Language): GeneralDictionaries {
  switch (name) {
    case 'occupations':
      return { occupations: named(occupations, language) };
    case 'occupationsV2':
      return { occupationsV2: occupationGroupsIn(language) };
    case 'countries':
      return { countries: countries(language) };
    case 'birthCountries':
      return { birthCountries: birthCountries(language) };
    case 'currencies':
      return { currencies: currencies(language) };
    case 'personalAgreements':
      return { personalAgreements: agreements(language) };
    case 'estimatedMonthlyDeposits':
      return { estimatedMonthlyDeposits: monthlyDeposits(language) };
  }
}

/**
 * Built general dictionaries by name and language. The content is fixed for a release, so each is
 * built once per process on first use (a cache of derived data, not state another process needs).
 */
const built = new Map<string, GeneralDictionaries>();

/** The general dictionaries `names` in `language` (spec 002 §3), each built once per language. */
export function dictionaries(names: readonly GeneralDictionaryName[], language: Language): GeneralDictionaries {
  const result: GeneralDictionaries = {};
  for (const name of names) {
    const key = `${name}:${language}`;
    let one = built.get(key);
    if (!one) {
      one = buildGeneral(name, language);
      built.set(key, one);
    }
    Object.assign(result, one);
  }
  return result;
}

/** One list of sources of funds in `language`. */
export function sourceList(type: SourceOfFundsListType, language: Language): DictionaryEntry[] {
  return named(sourcesOfFunds[type], language);
}

/** One list of purposes of account in `language`. */
export function purposeList(type: AccountPurposeListType, language: Language): DictionaryEntry[] {
  return named(accountPurposes[type], language);
}

/** Every industry group in `language`, adult included (the caller filters, `visibleIndustryGroups`). */
export function industryList(language: Language): IndustryGroup[] {
  return industryGroups.map((group) => ({
    id: group.id,
    name: group.labels[language],
    industries: named(group.industries, language),
  }));
}

/** Occupations in `language`: version 1 flat, version 2 grouped (decision 0083). */
export function occupationList(
  version: 1 | 2,
  language: Language,
): { version: 1; occupations: DictionaryEntry[] } | { version: 2; occupationGroups: OccupationGroup[] } {
  return version === 1
    ? { version, occupations: named(occupations, language) }
    : { version, occupationGroups: occupationGroupsIn(language) };
}

/** The additional questions of `audience` in `language`, with their original types. */
export function additionalQuestionList(audience: AdditionalQuestionAudience, language: Language): AdditionalQuestion[] {
  return additionalQuestions[audience].map((question) => ({
    id: question.id,
    key: question.key,
    type: question.type,
    label: question.labels[language],
    isRequired: question.isRequired,
    ...(question.options && {
      options: question.options.map((option) => ({ value: option.value, label: option.labels[language] })),
    }),
  }));
}
