import { defineMethods } from '../method.ts';
import {
  additionalQuestionListMethod,
  dictionariesMethod,
  industryListMethod,
  occupationListMethod,
  purposeListMethod,
  sourceListMethod,
} from './dictionaries.schemas.ts';

/** The dictionaries area (spec 002 §7 "Dictionaries"; decision 0082): read-only, public, per language. */
export const dictionariesMethods = defineMethods({
  sourceList: sourceListMethod,
  purposeList: purposeListMethod,
  industryList: industryListMethod,
  occupationList: occupationListMethod,
  additionalQuestionList: additionalQuestionListMethod,
  dictionaries: dictionariesMethod,
});
