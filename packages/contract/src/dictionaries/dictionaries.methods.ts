import { defineMethods } from '../method.ts';
import {
  additionalQuestionListMethod,
  dictionariesMethod,
  industryListMethod,
  occupationListMethod,
  purposeListMethod,
  sourceListMethod,
} from './dictionaries.schemas.ts';

/** The dictionaries area (issue 14 item 9; spec 002 §7 "Dictionaries"): read-only, public, per language. */
export const dictionariesMethods = defineMethods({
  sourceList: sourceListMethod,
  purposeList: purposeListMethod,
  industryList: industryListMethod,
  occupationList: occupationListMethod,
  additionalQuestionList: additionalQuestionListMethod,
  dictionaries: dictionariesMethod,
});
