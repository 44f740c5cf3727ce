import type { MethodAreaName, MethodDeclaration } from '@tessera/contract';

/** An area's method map, as its `<area>.methods.ts` exports it. */
type MethodMapLoader = () => Promise<Readonly<Record<string, MethodDeclaration>>>;

/**
 * Where each area's declarations live: one chunk per area, downloaded the first time the app calls
 * one of its methods (issue 12: the first screen does not download the whole contract). Literal
 * routes are few and small and stay in the first chunk.
 */
export const methodAreaLoaders = {
  brands: async () => (await import('@tessera/contract/src/brands/brands.methods.ts')).brandsMethods,
  customers: async () => (await import('@tessera/contract/src/customers/customers.methods.ts')).customersMethods,
  accounts: async () => (await import('@tessera/contract/src/accounts/accounts.methods.ts')).accountsMethods,
  fx: async () => (await import('@tessera/contract/src/fx/fx.methods.ts')).fxMethods,
  transfers: async () => (await import('@tessera/contract/src/transfers/transfers.methods.ts')).transfersMethods,
  approvals: async () => (await import('@tessera/contract/src/approvals/approvals.methods.ts')).approvalsMethods,
  businessApproval: async () =>
    (await import('@tessera/contract/src/business-approval/business-approval.methods.ts')).businessApprovalMethods,
  history: async () => (await import('@tessera/contract/src/history/history.methods.ts')).historyMethods,
  statements: async () => (await import('@tessera/contract/src/statements/statements.methods.ts')).statementsMethods,
  security: async () => (await import('@tessera/contract/src/security/security.methods.ts')).securityMethods,
  devices: async () => (await import('@tessera/contract/src/devices/devices.methods.ts')).devicesMethods,
  blacklist: async () => (await import('@tessera/contract/src/blacklist/blacklist.methods.ts')).blacklistMethods,
  business: async () => (await import('@tessera/contract/src/business/business.methods.ts')).businessMethods,
  businessPeople: async () =>
    (await import('@tessera/contract/src/business/business-people.methods.ts')).businessPeopleMethods,
  company: async () => (await import('@tessera/contract/src/company/company.methods.ts')).companyMethods,
  companyAccess: async () =>
    (await import('@tessera/contract/src/company-access/company-access.methods.ts')).companyAccessMethods,
  onboarding: async () => (await import('@tessera/contract/src/onboarding/onboarding.methods.ts')).onboardingMethods,
  outbox: async () => (await import('@tessera/contract/src/outbox/outbox.methods.ts')).outboxMethods,
  jobs: async () => (await import('@tessera/contract/src/jobs/jobs.methods.ts')).jobsMethods,
  bankData: async () => (await import('@tessera/contract/src/bank-data/bank-data.methods.ts')).bankDataMethods,
  payouts: async () => (await import('@tessera/contract/src/payouts/payouts.methods.ts')).payoutsMethods,
  crypto: async () => (await import('@tessera/contract/src/crypto/crypto.methods.ts')).cryptoMethods,
  documents: async () => (await import('@tessera/contract/src/documents/documents.methods.ts')).documentsMethods,
  kyc: async () => (await import('@tessera/contract/src/kyc/kyc.methods.ts')).kycMethods,
  dictionaries: async () =>
    (await import('@tessera/contract/src/dictionaries/dictionaries.methods.ts')).dictionariesMethods,
  profile: async () => (await import('@tessera/contract/src/profile/profile.methods.ts')).profileMethods,
  identityVerification: async () =>
    (await import('@tessera/contract/src/identity-verification/identity-verification.methods.ts'))
      .identityVerificationMethods,
  taxCertification: async () =>
    (await import('@tessera/contract/src/tax/tax-certification.methods.ts')).taxCertificationMethods,
} satisfies Record<MethodAreaName, MethodMapLoader>;
