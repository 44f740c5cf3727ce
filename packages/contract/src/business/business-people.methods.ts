import { defineMethods } from '../method.ts';
import {
  businessAuthorizedUserGetMethod,
  businessDirectorAddMethod,
  businessDirectorRemoveMethod,
  businessOwnerAddMethod,
  businessOwnerRemoveMethod,
  businessPeopleListMethod,
  businessPersonUpdateMethod,
  businessPersonVerificationOpenMethod,
  businessPersonVerificationResendMethod,
  businessShareholderAddMethod,
  businessShareholderRemoveMethod,
  businessShareholderUpdateMethod,
  businessUserAddMethod,
  businessUserRemoveMethod,
  representativeDeleteMethod,
  representativeInfoMethod,
} from './business-people.schemas.ts';

/** The business-people area (spec 002 §7 "Business": director, shareholder, owner and user calls, representatives). */
export const businessPeopleMethods = defineMethods({
  businessPeopleList: businessPeopleListMethod,
  businessPersonUpdate: businessPersonUpdateMethod,
  businessDirectorAdd: businessDirectorAddMethod,
  businessDirectorRemove: businessDirectorRemoveMethod,
  businessShareholderAdd: businessShareholderAddMethod,
  businessShareholderUpdate: businessShareholderUpdateMethod,
  businessShareholderRemove: businessShareholderRemoveMethod,
  businessOwnerAdd: businessOwnerAddMethod,
  businessOwnerRemove: businessOwnerRemoveMethod,
  businessUserAdd: businessUserAddMethod,
  businessUserRemove: businessUserRemoveMethod,
  representativeInfo: representativeInfoMethod,
  representativeDelete: representativeDeleteMethod,
  businessAuthorizedUserGet: businessAuthorizedUserGetMethod,
  businessPersonVerificationResend: businessPersonVerificationResendMethod,
  businessPersonVerificationOpen: businessPersonVerificationOpenMethod,
});
