import { defineMethods } from '../method.ts';
import {
  companyGetMethod,
  declarationsSignMethod,
  dueDiligenceUpdateMethod,
  financialUpdateMethod,
  prohibitedEscortStatementSignMethod,
  resolutionGetMethod,
  resolutionSendMethod,
  resolutionSignerGetMethod,
  resolutionSignInAppMethod,
  resolutionSignMethod,
} from './company.schemas.ts';

/** The company area (spec 002 §2 `company`, §6, §7 "Business"; decisions 0106–0109). */
export const companyMethods = defineMethods({
  companyGet: companyGetMethod,
  financialUpdate: financialUpdateMethod,
  dueDiligenceUpdate: dueDiligenceUpdateMethod,
  declarationsSign: declarationsSignMethod,
  prohibitedEscortStatementSign: prohibitedEscortStatementSignMethod,
  resolutionSend: resolutionSendMethod,
  resolutionGet: resolutionGetMethod,
  resolutionSignerGet: resolutionSignerGetMethod,
  resolutionSign: resolutionSignMethod,
  resolutionSignInApp: resolutionSignInAppMethod,
});
