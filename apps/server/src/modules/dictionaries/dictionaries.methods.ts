import {
  resolveDictionaryLanguage,
  visibleIndustryGroups,
  type dictionariesMethods,
  type Language,
} from '@tessera/contract';
import type { CallContext } from '../../rpc/context.ts';
import type { AreaHandlers } from '../../rpc/module.ts';
import {
  purposeList,
  additionalQuestionList,
  dictionaries,
  industryList,
  occupationList,
  sourceList,
} from './dictionary-content.ts';

/**
 * The language of an answer (decision 0082): `lang` when sent (English when unknown), else the
 * request's Accept-Language as the brand offers it (decision 0021).
 */
function languageOf(lang: string | undefined, ctx: CallContext): Language {
  return resolveDictionaryLanguage(lang ?? ctx.language);
}

/**
 * Main-API handlers of the dictionaries area (spec 002 §7 "Dictionaries"; decision 0082): read-only
 * and public; `lang` picks the labels.
 */
export const dictionariesHandlers = {
  sourceList: async (input, ctx) => ({ sources: sourceList(input.type, languageOf(input.lang, ctx)) }),
  purposeList: async (input, ctx) => ({ purposes: purposeList(input.type, languageOf(input.lang, ctx)) }),
  industryList: async (input, ctx) => ({
    industryGroups: visibleIndustryGroups(industryList(languageOf(input.lang, ctx)), {
      hideAdultIndustries: ctx.brand.hideAdultIndustriesInRegistration,
      isAdmin: ctx.auth?.isAdmin ?? false,
    }),
  }),
  occupationList: async (input, ctx) => occupationList(input.version, languageOf(input.lang, ctx)),
  additionalQuestionList: async (input, ctx) => ({
    questions: additionalQuestionList(input.type, languageOf(input.lang, ctx)),
  }),
  dictionaries: async (input, ctx) => ({
    dictionaries: dictionaries(input.names, languageOf(input.lang, ctx)),
  }),
} satisfies AreaHandlers<typeof dictionariesMethods>;
