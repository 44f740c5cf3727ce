import { startPaths } from '../rules/start-page.ts';
import type { VerificationStatus } from './kyc.schemas.ts';

/**
 * The route rules of spec 000 §2 and 002 §2 that depend on KYC (decision 0064): the
 * customer-info flags `isNeedKyc` and `isNeedPersonalInfoUpdate` (spec 000 §3), which page a customer
 * is forced to, and the guards of unverified-account and limited-account. The start page after login
 * (`startPage`, rules/start-page.ts) already sends to profile-update and kyc in the same order.
 */

/** Route paths of the KYC pages and the banners' links (spec 000 §2, 002 §2). */
export const kycPaths = {
  home: startPaths.home,
  kyc: startPaths.kyc,
  businessKyc: startPaths.businessKyc,
  profileUpdate: startPaths.profileUpdate,
  limitedAccount: '/limited-account',
  unverifiedAccount: '/unverified-account',
  profile: '/profile',
} as const;

/** The pages a customer can be forced to (spec 000 §2 "forced to the KYC page", §2 start page rule 4). */
export type ForcedKycPath = typeof kycPaths.profileUpdate | typeof kycPaths.kyc | typeof kycPaths.businessKyc;

/**
 * `isNeedKyc` of customer info (spec 000 §3; decision 0064): the customer still has to verify
 * (status `unverified`: nothing confirmed, nothing with the reviewers, no verification run open).
 * Customers whose documents or run are being reviewed are not held on the KYC page: they wait with a
 * banner. Admins never verify themselves, and a representative's status is `checked` (spec 002 §4).
 */
export function isNeedKycOf(input: { isAdmin: boolean; verificationStatus: VerificationStatus }): boolean {
  return !input.isAdmin && input.verificationStatus === 'unverified';
}

/** The personal details a regulated e-wallet must hold for customer due diligence (decision 0064). */
export interface PersonalDetails {
  customerType: 'personal' | 'business';
  isAdmin: boolean;
  firstName?: string | undefined;
  lastName?: string | undefined;
  birthDay?: string | undefined;
  residenceCountryCode?: string | undefined;
}

/**
 * `isNeedPersonalInfoUpdate` of customer info (spec 000 §3; decision 0064): a personal customer (not
 * an admin) lacks a detail that due diligence needs: first name, last name, date of birth or
 * residence country (blank counts as missing). The spec does not say what sets the flag; these are
 * the details every identity check compares a document against.
 */
export function isNeedPersonalInfoUpdateOf(details: PersonalDetails): boolean {
  if (details.customerType !== 'personal' || details.isAdmin) return false;
  const required = [details.firstName, details.lastName, details.birthDay, details.residenceCountryCode];
  return required.some((value) => value === undefined || value.trim() === '');
}

/** The customer-info fields the route rules read (spec 000 §3), plus the derived status when known. */
export interface KycRouteInput {
  customerType: 'personal' | 'business';
  isAdmin: boolean;
  verified: boolean;
  limited: boolean;
  isNeedKyc: boolean;
  isNeedPersonalInfoUpdate: boolean;
  /** `verificationStatusOf`'s answer; limited-account also explains duplicate documents. */
  verificationStatus?: VerificationStatus | undefined;
}

/**
 * The page a signed-in customer is held on until it is done, or undefined (spec 000 §2; decision
 * 0064), in the start page's order: a personal customer needing an information update goes to
 * profile-update first (the KYC check compares documents against these details), then a customer
 * needing KYC to kyc, or business-kyc for a business (spec 002 §2). Admins are never held.
 * limited-account and unverified-account are never forced: they explain a state the banner links to,
 * and a limited customer may still receive money and read their history.
 */
export function forcedKycPathOf(input: KycRouteInput): ForcedKycPath | undefined {
  if (input.isAdmin) return undefined;
  if (input.customerType === 'personal' && input.isNeedPersonalInfoUpdate) return kycPaths.profileUpdate;
  if (input.isNeedKyc) return input.customerType === 'business' ? kycPaths.businessKyc : kycPaths.kyc;
  return undefined;
}

/** `path` without a query, a fragment or a trailing slash. */
function routeOf(path: string): string {
  const bare = path.split(/[?#]/, 1)[0] ?? '';
  return bare.length > 1 && bare.endsWith('/') ? bare.slice(0, -1) : bare;
}

/**
 * Where a signed-in customer asking for `path` must go instead, or undefined to let them in (spec 000
 * §2 route rules; decision 0064), first match wins:
 * 1. a customer held on a page (see {@link forcedKycPathOf}) goes there from every other page;
 * 2. the wrong KYC variant goes to the customer's own (kyc for personal, business-kyc for business);
 * 3. a verified customer who need not verify goes home from the KYC pages and from unverified-account
 *    (spec 000 §2 "goes home if the user is already verified");
 * 4. limited-account sends home a customer who is neither limited nor flagged for duplicate documents.
 */
export function kycRedirectOf(input: KycRouteInput, path: string): string | undefined {
  const route = routeOf(path);
  const forced = forcedKycPathOf(input);
  if (forced !== undefined) return route === forced ? undefined : forced;
  const business = input.customerType === 'business';
  if (route === kycPaths.kyc || route === kycPaths.businessKyc) {
    if (input.verified) return kycPaths.home;
    const own = business ? kycPaths.businessKyc : kycPaths.kyc;
    return route === own ? undefined : own;
  }
  if (route === kycPaths.unverifiedAccount) return input.verified ? kycPaths.home : undefined;
  if (route === kycPaths.limitedAccount) {
    const duplicate =
      input.verificationStatus === 'duplicateDocuments' || input.verificationStatus === 'duplicateDocumentsUploaded';
    return input.limited || duplicate ? undefined : kycPaths.home;
  }
  return undefined;
}
