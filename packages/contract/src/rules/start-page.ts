/**
 * Where a customer lands after signing in (spec 000 §2 "Start page after login, in this order").
 * One pure function of customer-info flags, shared by the web (its login step) and tests. Later
 * issues fill the KYC and tax flags; the rule already honours them.
 */

/** The customer-info flags the rule reads (spec 000 §3), plus the session's remembered path. */
export interface StartPageInput {
  customer: {
    customerType: 'personal' | 'business';
    isAdmin: boolean;
    useOldWeb: boolean;
    oldWebUrl?: string | undefined;
    isHaveRelatedAccounts: boolean;
    isNeedPersonalInfoUpdate: boolean;
    isNeedKyc: boolean;
    /**
     * A tax self-certification action is required (spec 002 §4): customer info's
     * `taxResidencySelfCertificationDocumentStatus` is none, rejected or expiredSoon (decision 0078).
     */
    isNeedTaxSelfCertification?: boolean | undefined;
    /**
     * The user signs in as an authorised user (employee or representative) of business customers
     * rather than as the business itself; only such users take rule 3 (decision 0008).
     */
    isAuthorisedUser?: boolean | undefined;
  };
  /** A custom customer id the session acts for (the `fromCustomerId` query), if any. */
  customCustomerId?: number | undefined;
  /** Customer accesses of a business user with related accounts (rule 3). */
  customerAccesses?: readonly { id: number }[] | undefined;
  /** The protected path remembered before sign-in, already checked to be same-site. */
  rememberedPath?: string | undefined;
}

/** The outcome: an external address, a route of this app, or a choice of customer access. */
export type StartPage =
  | { kind: 'external'; url: string; rule: 1 | 3 }
  | { kind: 'route'; path: string; rule: 2 | 3 | 4 | 5 | 6 | 7 }
  | { kind: 'chooseAccess'; accesses: readonly { id: number }[]; rule: 3 };

/** Route paths of the start pages (spec 000 §2). */
export const startPaths = {
  home: '/home',
  login: '/login',
  adminOverview: '/admin-overview',
  profileUpdate: '/profile-update',
  kyc: '/kyc',
  /** The business variant of KYC, named as the spec's route table names it (spec 002 §2 "kyc, business-kyc"). */
  businessKyc: '/business-kyc',
  selfCertificationSplash: '/self-certification-splash',
  selfCertificationBusinessSplash: '/self-certification-business-splash',
  /** A user's choice among their customer accesses (rule 3, decision 0102). */
  chooseAccount: '/choose-account',
  /** Where a representative without balanceInfo is confined (spec 000 §6). */
  companyDocuments: '/company-documents',
} as const;

/**
 * The seven rules of spec 000 §2, first match wins:
 * 1. old-web customers without a custom customer id → the old web address;
 * 2. admins → admin-overview;
 * 3. business authorised users: without related accounts → the old web address, else login;
 *    with related accounts (any user holding rights on other customers, until one is chosen) → a
 *    choice among their customer accesses, or login if there are none (then {@link startPageForAccess});
 * 4. personal users needing a personal-info update → profile-update;
 * 5. users needing KYC → kyc, or business-kyc for business users (spec 002 §2);
 * 6. users with a required tax self-certification → its splash (business variant);
 * 7. the remembered path, else home.
 */
export function startPage(input: StartPageInput): StartPage {
  const { customer } = input;
  const business = customer.customerType === 'business';
  if (customer.useOldWeb && input.customCustomerId === undefined && customer.oldWebUrl)
    return { kind: 'external', url: customer.oldWebUrl, rule: 1 };
  if (customer.isAdmin) return { kind: 'route', path: startPaths.adminOverview, rule: 2 };
  // Rule 3 also takes anyone with related accounts (a personal customer or employee holding rights
  // on businesses, decision 0102) until they have chosen the customer to act for.
  if (
    (business && customer.isAuthorisedUser) ||
    (customer.isHaveRelatedAccounts && input.customCustomerId === undefined)
  ) {
    if (!customer.isHaveRelatedAccounts)
      return customer.oldWebUrl
        ? { kind: 'external', url: customer.oldWebUrl, rule: 3 }
        : { kind: 'route', path: startPaths.login, rule: 3 };
    const accesses = input.customerAccesses ?? [];
    return accesses.length > 0
      ? { kind: 'chooseAccess', accesses, rule: 3 }
      : { kind: 'route', path: startPaths.login, rule: 3 };
  }
  if (!business && customer.isNeedPersonalInfoUpdate) return { kind: 'route', path: startPaths.profileUpdate, rule: 4 };
  if (customer.isNeedKyc) return { kind: 'route', path: business ? startPaths.businessKyc : startPaths.kyc, rule: 5 };
  if (customer.isNeedTaxSelfCertification)
    return {
      kind: 'route',
      path: business ? startPaths.selfCertificationBusinessSplash : startPaths.selfCertificationSplash,
      rule: 6,
    };
  return { kind: 'route', path: input.rememberedPath ?? startPaths.home, rule: 7 };
}

/** The customer access info a choice is made on (spec 002 §3 "Customer access info"). */
export interface ChosenAccess {
  isNeedKyc: boolean;
  accessList: readonly string[];
  taxResidencySelfCertificationDocumentStatus?: string | undefined;
}

/**
 * A representative without balanceInfo in the access they work in is confined to the company
 * documents (spec 000 §6, 002 §2 route rules; decision 0103): level 5 (uploading), or any access
 * whose list lacks balanceInfo.
 */
export function isConfinedToCompanyDocuments(access: Pick<ChosenAccess, 'accessList'>): boolean {
  return !access.accessList.includes('balanceInfo');
}

/** The pages a confined representative may open: the company documents, and the account choice to leave. */
export const confinedPaths: readonly string[] = [startPaths.companyDocuments, startPaths.chooseAccount];

/**
 * Where a user lands after choosing a business among their customer accesses (spec 000 §2 "Refinements
 * seen for business access", in order; decision 0102): KYC first if needed (business-kyc); a
 * representative without balanceInfo → company-documents; the remembered path; home when the tax
 * self-certification is validated, pending or not required; otherwise the business self-certification
 * splash. Choosing one's own customer takes {@link startPage} again with `customCustomerId` set.
 */
export function startPageForAccess(
  access: ChosenAccess,
  rememberedPath?: string,
): Extract<StartPage, { kind: 'route' }> {
  if (access.isNeedKyc) return { kind: 'route', path: startPaths.businessKyc, rule: 3 };
  if (isConfinedToCompanyDocuments(access)) return { kind: 'route', path: startPaths.companyDocuments, rule: 3 };
  if (rememberedPath !== undefined) return { kind: 'route', path: rememberedPath, rule: 3 };
  const status = access.taxResidencySelfCertificationDocumentStatus;
  if (status === undefined || status === 'validated' || status === 'pending' || status === 'notRequired')
    return { kind: 'route', path: startPaths.home, rule: 3 };
  return { kind: 'route', path: startPaths.selfCertificationBusinessSplash, rule: 3 };
}
