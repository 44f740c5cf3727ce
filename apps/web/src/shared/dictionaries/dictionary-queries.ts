import { queryOptions } from '@tanstack/react-query';
import type {
  AccountPurposeListType,
  AdditionalQuestionAudience,
  GeneralDictionaries,
  GeneralDictionaryName,
  Language,
  SourceOfFundsListType,
} from '@tessera/contract';
import { call } from '../api/call.ts';

/**
 * Query options of the dictionaries (spec 002 §3 "Loaded on demand", decision 0084): one key per
 * dictionary and language under `['dictionaries']`, fetched the first time a screen asks and kept for
 * the session (the content changes only with a release), so a language switch fetches once more and
 * switching back costs nothing.
 */
export const dictionaryQueryRoot = ['dictionaries'] as const;

/** Cached for the whole session: never stale, never collected. */
const sessionCache = { staleTime: Number.POSITIVE_INFINITY, gcTime: Number.POSITIVE_INFINITY } as const;

/** One general dictionary (`dictionaries` with one name) in `lang`. */
export function generalDictionaryQuery<Name extends GeneralDictionaryName>(name: Name, lang: Language) {
  return queryOptions({
    queryKey: [...dictionaryQueryRoot, 'general', name, lang] as const,
    queryFn: async (): Promise<NonNullable<GeneralDictionaries[Name]>> => {
      const entries = (await call('dictionaries', { lang, names: [name] })).dictionaries[name];
      // The server answers every name it is asked for; a missing one is a broken contract.
      if (!entries) throw new Error(`dictionary ${name} missing from the reply`);
      return entries;
    },
    ...sessionCache,
  });
}

/** Sources of funds of one list (`sourceList`). */
export function sourceListQuery(type: SourceOfFundsListType, lang: Language) {
  return queryOptions({
    queryKey: [...dictionaryQueryRoot, 'sources', type, lang] as const,
    queryFn: async () => (await call('sourceList', { lang, type })).sources,
    ...sessionCache,
  });
}

/** Purposes of account of one list (`purposeList`). */
export function purposeListQuery(type: AccountPurposeListType, lang: Language) {
  return queryOptions({
    queryKey: [...dictionaryQueryRoot, 'purposes', type, lang] as const,
    queryFn: async () => (await call('purposeList', { lang, type })).purposes,
    ...sessionCache,
  });
}

/** Industries in their groups (`industryList`); the server leaves out what the brand hides. */
export function industryListQuery(lang: Language) {
  return queryOptions({
    queryKey: [...dictionaryQueryRoot, 'industries', lang] as const,
    queryFn: async () => (await call('industryList', { lang })).industryGroups,
    ...sessionCache,
  });
}

/** Additional questions of personal or business customers (`additionalQuestionList`), not yet remapped. */
export function additionalQuestionListQuery(type: AdditionalQuestionAudience, lang: Language) {
  return queryOptions({
    queryKey: [...dictionaryQueryRoot, 'questions', type, lang] as const,
    queryFn: async () => (await call('additionalQuestionList', { lang, type })).questions,
    ...sessionCache,
  });
}
