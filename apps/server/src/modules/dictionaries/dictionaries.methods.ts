import { resolveDictionaryLanguage, visibleIndustryGroups, type dictionariesMethods } from '@tessera/contract';
import type { AreaHandlers } from '../../rpc/module.ts';
import {
  accountPurposesIn,
  additionalQuestionsIn,
  generalDictionaries,
  industryGroupsIn,
  occupationsIn,
  sourcesOfFundsIn,
} from './dictionary-content.ts';

/**
 * Main-API handlers of the dictionaries area (spec 002 §7 "Dictionaries"; decision 0082): read-only
 * and public; `lang` picks the labels, English when unknown.
 */
export const dictionariesHandlers = {
  sourceList: async (input) => ({ sources: sourcesOfFundsIn(input.type, resolveDictionaryLanguage(input.lang)) }),
  purposeList: async (input) => ({ purposes: accountPurposesIn(input.type, resolveDictionaryLanguage(input.lang)) }),
  industryList: async (input, ctx) => ({
    industryGroups: visibleIndustryGroups(industryGroupsIn(resolveDictionaryLanguage(input.lang)), {
      hideAdultIndustries: ctx.brand.hideAdultIndustriesInRegistration,
      isAdmin: ctx.auth?.isAdmin ?? false,
    }),
  }),
  occupationList: async (input) => occupationsIn(input.version, resolveDictionaryLanguage(input.lang)),
  additionalQuestionList: async (input) => ({
    questions: additionalQuestionsIn(input.type, resolveDictionaryLanguage(input.lang)),
  }),
  dictionaries: async (input) => ({
    dictionaries: generalDictionaries(input.names, resolveDictionaryLanguage(input.lang)),
  }),
} satisfies AreaHandlers<typeof dictionariesMethods>;
