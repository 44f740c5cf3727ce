import type { MethodAreaName, MethodDeclaration, RouteAreaName, Routes } from '@tessera/contract';

/** An area's method map, as its `<area>.methods.ts` exports it. */
type MethodMapLoader = () => Promise<Readonly<Record<string, MethodDeclaration>>>;

/**
 * Where each area's declarations live: one chunk per area, downloaded the first time the app calls
 * one of its methods so that the first screen does not download the whole contract.
 */
export const methodAreaLoaders = {
  // The brand comes with the document (decision 0124); `brandConfig` is called only without one.
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

/** An area's route map, as its `<area>.routes.ts` exports it. */
type RouteMapLoader = () => Promise<Readonly<Record<string, Routes[keyof Routes]>>>;

/**
 * Where each area's literal routes live, loaded on the first call of one of them like the methods
 * (a route's schemas can be large: the tax forms carry the country tables).
 */
export const routeAreaLoaders = {
  auth: async () => (await import('@tessera/contract/src/auth/auth.routes.ts')).authRoutes,
  devices: async () => (await import('@tessera/contract/src/devices/devices.routes.ts')).devicesRoutes,
  security: async () => (await import('@tessera/contract/src/security/security.routes.ts')).securityRoutes,
  history: async () => (await import('@tessera/contract/src/history/history.routes.ts')).historyRoutes,
  platform: async () => (await import('@tessera/contract/src/platform/platform.routes.ts')).platformRoutes,
  receipts: async () => (await import('@tessera/contract/src/receipts/receipts.routes.ts')).receiptsRoutes,
  payouts: async () => (await import('@tessera/contract/src/payouts/payouts.routes.ts')).payoutsRoutes,
  statements: async () => (await import('@tessera/contract/src/statements/statements.routes.ts')).statementsRoutes,
  documents: async () => (await import('@tessera/contract/src/documents/documents.routes.ts')).documentsRoutes,
  profile: async () => (await import('@tessera/contract/src/profile/profile.routes.ts')).profileRoutes,
  identityVerification: async () =>
    (await import('@tessera/contract/src/identity-verification/identity-verification.routes.ts'))
      .identityVerificationRoutes,
} satisfies Record<RouteAreaName, RouteMapLoader>;
