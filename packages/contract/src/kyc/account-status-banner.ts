import { kycPaths } from './kyc-routes.ts';
import {
  restrictionReasons,
  type AccountStatusBanner,
  type RestrictionReason,
  type RestrictionReasonName,
  type VerificationStatus,
} from './kyc.schemas.ts';
import { restrictionRuleOf } from './restrictions.ts';

/**
 * The account status banner (spec 000 §2 "A status banner shows the account status", spec 002 §4
 * "Banners"; decision 0061). The texts are keys of the web's `kyc` translation namespace,
 * never English: the web writes `t(banner.title, { ns: 'kyc', ...banner.params })`.
 */

/** What the banner needs beside the status. */
export interface AccountStatusBannerOptions {
  /**
   * The banner is shown on a phone: below the mobile breakpoint (476 px, spec 000 §9) or inside the
   * mobile app's webview. Only the final-review wording changes with it (spec 000 §2, 002 §4).
   */
  isMobile: boolean;
  /** Open required actions (`requiredActionCountOf`), shown by the unverified and hasRequiredActions banners. */
  requiredActionCount?: number | undefined;
  /** Why a limited customer is limited; the detailed text names it only when it may be disclosed. */
  restrictionReason?: RestrictionReason | undefined;
}

/** The translation key of a banner text: `banner.<status>.<part>`. */
function key(status: VerificationStatus, part: string): string {
  return `banner.${status}.${part}`;
}

/** A banner with a title only, as spec 002 §4 asks for the statuses still under review. */
function titlesOnly(status: VerificationStatus, title = key(status, 'title')): AccountStatusBanner {
  return { status, isWarning: false, title, detailedTitle: key(status, 'detailedTitle') };
}

/** A warning banner with every text and a link. */
function warning(
  status: VerificationStatus,
  link: string,
  extra: Partial<Pick<AccountStatusBanner, 'detailedDescription' | 'params'>> = {},
): AccountStatusBanner {
  return {
    status,
    isWarning: true,
    title: key(status, 'title'),
    description: key(status, 'description'),
    link,
    linkText: key(status, 'linkText'),
    detailedTitle: key(status, 'detailedTitle'),
    detailedDescription: key(status, 'detailedDescription'),
    ...extra,
  };
}

/** The name of each restriction reason, for its key. */
const reasonNames: Readonly<Record<RestrictionReason, RestrictionReasonName>> = {
  [restrictionReasons.expiredDocuments]: 'expiredDocuments',
  [restrictionReasons.unpaidInvoice]: 'unpaidInvoice',
  [restrictionReasons.sanctions]: 'sanctions',
  [restrictionReasons.adverseMedia]: 'adverseMedia',
  [restrictionReasons.accountInvestigation]: 'accountInvestigation',
};

/**
 * The banner of `status`, or undefined for `checked` (nothing to say):
 * - `limited`: a warning that money cannot be sent, linking to limited-account; the detailed text is
 *   `banner.limited.reasons.<reason>` for expired documents and an unpaid invoice, and
 *   `banner.limited.reasons.underReview` for the reasons not disclosed (sanctions, adverse media,
 *   investigation) or an unknown one;
 * - `unverified` and `hasRequiredActions`: a warning linking to profile, `params.count` the number of
 *   required actions (0 when not given);
 * - `duplicateDocuments`: a warning linking to limited-account;
 * - `processing`, `verificationProcessing` and `finalReview`: titles only; final review's title is
 *   `banner.finalReview.titleMobile` on a phone and `banner.finalReview.title` elsewhere;
 * - the two statuses spec 002 §4 gives no banner (decision 0061): `duplicateDocumentsUploaded` has
 *   titles only (the new documents are with the reviewers), `someCardDocumentRequired` a warning
 *   linking to profile, where the card address's document is uploaded.
 */
export function accountStatusBanner(
  status: VerificationStatus,
  options: AccountStatusBannerOptions,
): AccountStatusBanner | undefined {
  switch (status) {
    case 'checked':
      return undefined;
    case 'limited': {
      const reason = options.restrictionReason;
      const detail =
        reason !== undefined && restrictionRuleOf(reason).isDisclosed ? reasonNames[reason] : 'underReview';
      return warning(status, kycPaths.limitedAccount, { detailedDescription: `banner.limited.reasons.${detail}` });
    }
    case 'unverified':
    case 'hasRequiredActions':
      return warning(status, kycPaths.profile, { params: { count: options.requiredActionCount ?? 0 } });
    case 'duplicateDocuments':
      return warning(status, kycPaths.limitedAccount);
    case 'someCardDocumentRequired':
      return warning(status, kycPaths.profile);
    case 'finalReview':
      return titlesOnly(status, key(status, options.isMobile ? 'titleMobile' : 'title'));
    case 'processing':
    case 'verificationProcessing':
    case 'duplicateDocumentsUploaded':
      return titlesOnly(status);
  }
}
