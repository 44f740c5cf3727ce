import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import {
  remapAdditionalQuestions,
  type AccountPurposeListType,
  type AdditionalQuestionAudience,
  type AdditionalQuestionField,
  type GeneralDictionaries,
  type GeneralDictionaryName,
  type Language,
} from '@tessera/contract';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../i18n/i18n.ts';
import {
  additionalQuestionListQuery,
  generalDictionaryQuery,
  industryListQuery,
  purposeListQuery,
  sourceListQuery,
} from './dictionary-queries.ts';

/** The product language shown now; re-renders the caller when it changes. */
function useDictionaryLanguage(): Language {
  // useTranslation subscribes to language changes; the product code comes from the shared rule.
  useTranslation();
  return currentLanguage();
}

/**
 * A general dictionary in the language shown (spec 002 §3): `useDictionary('occupations')`,
 * `useDictionary('countries')`. Loaded on first use, then cached for the session per language.
 */
export function useDictionary<Name extends GeneralDictionaryName>(
  name: Name,
): UseQueryResult<NonNullable<GeneralDictionaries[Name]>> {
  return useQuery(generalDictionaryQuery(name, useDictionaryLanguage()));
}

/** A list of sources of funds in the language shown. */
export function useSourcesOfFunds(type: Parameters<typeof sourceListQuery>[0]) {
  return useQuery(sourceListQuery(type, useDictionaryLanguage()));
}

/** A list of purposes of account in the language shown. */
export function useAccountPurposes(type: AccountPurposeListType) {
  return useQuery(purposeListQuery(type, useDictionaryLanguage()));
}

/** Industry groups in the language shown (without the adult group where the brand hides it). */
export function useIndustries() {
  return useQuery(industryListQuery(useDictionaryLanguage()));
}

/**
 * Additional questions of `type` in the language shown, remapped into form fields (spec 002 §3
 * "Question types are remapped") with the follow-up labels from the `dictionaries` namespace.
 */
export function useAdditionalQuestions(type: AdditionalQuestionAudience): UseQueryResult<AdditionalQuestionField[]> {
  const { t } = useTranslation('dictionaries');
  return useQuery({
    ...additionalQuestionListQuery(type, useDictionaryLanguage()),
    select: (questions) =>
      remapAdditionalQuestions(questions, {
        yes: t('yes'),
        no: t('no'),
        otherAccountDetails: t('otherAccountDetails'),
        controllerName: t('controllerName'),
        controllerDate: t('controllerDate'),
      }),
  });
}
