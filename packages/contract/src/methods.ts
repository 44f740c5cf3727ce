import { accountsMethods } from './accounts/accounts.methods.ts';
import { approvalsMethods } from './approvals/approvals.methods.ts';
import { businessApprovalMethods } from './business-approval/business-approval.methods.ts';
import { bankDataMethods } from './bank-data/bank-data.methods.ts';
import { blacklistMethods } from './blacklist/blacklist.methods.ts';
import { companyAccessMethods } from './company-access/company-access.methods.ts';
import { brandsMethods } from './brands/brands.methods.ts';
import { cryptoMethods } from './crypto/crypto.methods.ts';
import { customersMethods } from './customers/customers.methods.ts';
import { devicesMethods } from './devices/devices.methods.ts';
import { fxMethods } from './fx/fx.methods.ts';
import { historyMethods } from './history/history.methods.ts';
import { jobsMethods } from './jobs/jobs.methods.ts';
import { onboardingMethods } from './onboarding/onboarding.methods.ts';
import { outboxMethods } from './outbox/outbox.methods.ts';
import { payoutsMethods } from './payouts/payouts.methods.ts';
import { securityMethods } from './security/security.methods.ts';
import { statementsMethods } from './statements/statements.methods.ts';
import { documentsMethods } from './documents/documents.methods.ts';
import { kycMethods } from './kyc/kyc.methods.ts';
import { dictionariesMethods } from './dictionaries/dictionaries.methods.ts';
import { profileMethods } from './profile/profile.methods.ts';
import { identityVerificationMethods } from './identity-verification/identity-verification.methods.ts';
import { transfersMethods } from './transfers/transfers.methods.ts';
import { taxCertificationMethods } from './tax/tax-certification.methods.ts';
import { businessMethods } from './business/business.methods.ts';
import { businessPeopleMethods } from './business/business-people.methods.ts';
import { companyMethods } from './company/company.methods.ts';

/**
 * The contract's areas, each with its method map, in step with the server's modules and the web's
 * features. Adding an operation means adding it to one area; the server module serving that area
 * then fails to compile until it has a handler.
 */
export const methodAreas = {
  brands: brandsMethods,
  customers: customersMethods,
  accounts: accountsMethods,
  fx: fxMethods,
  transfers: transfersMethods,
  approvals: approvalsMethods,
  businessApproval: businessApprovalMethods,
  history: historyMethods,
  statements: statementsMethods,
  security: securityMethods,
  devices: devicesMethods,
  blacklist: blacklistMethods,
  companyAccess: companyAccessMethods,
  onboarding: onboardingMethods,
  outbox: outboxMethods,
  jobs: jobsMethods,
  bankData: bankDataMethods,
  payouts: payoutsMethods,
  crypto: cryptoMethods,
  documents: documentsMethods,
  kyc: kycMethods,
  dictionaries: dictionariesMethods,
  profile: profileMethods,
  identityVerification: identityVerificationMethods,
  taxCertification: taxCertificationMethods,
  business: businessMethods,
  businessPeople: businessPeopleMethods,
  company: companyMethods,
} as const;

/**
 * Every main-API method (`POST /api/?method=NAME`): the union of the areas' maps. A name in two
 * areas is refused by a contract test and by the server's registry.
 */
export const methods = {
  ...brandsMethods,
  ...customersMethods,
  ...accountsMethods,
  ...fxMethods,
  ...transfersMethods,
  ...approvalsMethods,
  ...businessApprovalMethods,
  ...historyMethods,
  ...statementsMethods,
  ...documentsMethods,
  ...kycMethods,
  ...securityMethods,
  ...devicesMethods,
  ...blacklistMethods,
  ...companyAccessMethods,
  ...onboardingMethods,
  ...outboxMethods,
  ...jobsMethods,
  ...bankDataMethods,
  ...payoutsMethods,
  ...cryptoMethods,
  ...dictionariesMethods,
  ...profileMethods,
  ...identityVerificationMethods,
  ...taxCertificationMethods,
  ...businessMethods,
  ...businessPeopleMethods,
  ...companyMethods,
} as const;

export type Methods = typeof methods;
export type MethodName = keyof Methods;
export type MethodAreaName = keyof typeof methodAreas;
