import {
  hasDocumentsAwaitingReview,
  isDocumentStepNeeded,
  reviewDocuments,
  type DocumentWithStatus,
} from './documents.ts';
import { restrictionReasons, type RestrictionReason, type VerificationStatus } from './kyc.schemas.ts';

/**
 * The customer's verification status (spec 002 §4 "Verification status derivation";
 * decision 0061), one of the ten values of spec 002 §3, derived by one pure function the server
 * (customer info, the banner) and the web (its guards) share.
 */

/** The address flags of spec 002 §3 "Address" that the derivation reads. */
export interface AddressDocumentFlags {
  /** A card is delivered to the address and its proof of address is still missing. */
  isCardDocumentRequired?: boolean | undefined;
  /** The address has no proof of address yet. */
  isDocumentRequired?: boolean | undefined;
  /** The address's proof of address is too old to count any more. */
  isDocumentOutOfDate?: boolean | undefined;
}

/** What {@link verificationStatusOf} reads; every field is the server's own record of the customer. */
export interface VerificationStatusInput {
  /** The user is a business representative: the access list lacks balanceInfo (spec 002 §6). */
  isRepresentative: boolean;
  /** Customer info `verified` (spec 002 §3). */
  verified: boolean;
  /** Customer info `limited` (spec 002 §3). */
  limited: boolean;
  /** Why the customer is limited (spec 002 §3 "Restriction reasons"), when limited and known. */
  restrictionReason?: RestrictionReason | undefined;
  /** Compliance found the customer's documents to duplicate another customer's. */
  hasDuplicateDocuments: boolean;
  /** The customer's current documents (identity, address, other), with their numeric statuses. */
  documents: readonly DocumentWithStatus[];
  /** The customer's addresses. */
  addresses: readonly AddressDocumentFlags[];
  /** Open required actions, counted by {@link requiredActionCountOf}. */
  requiredActionCount: number;
  /** An identity-verification run with the provider (jmo or nfd, spec 000 §1) has started and not ended. */
  isIdentityVerificationRunning: boolean;
  /**
   * A category every customer proves (identity and address, decision 0067) has no current document
   * that counts. Such a file is not ready for the final review even when all its documents are
   * confirmed: the provider's approved check alone confirms only the identity.
   */
  isRequiredDocumentMissing?: boolean;
}

/**
 * The required actions of a customer (spec 002 §4 "Required actions"; decision 0061): each current
 * document the customer must replace (rejected, expired, name mismatch), each address whose proof is
 * out of date, and, once the customer is verified, each address without a proof (one added later).
 * Before verification a missing proof of address is part of verifying (`unverified`), not an action
 * on top of it; a missing card document is its own status (`someCardDocumentRequired`).
 */
export function requiredActionCountOf(input: {
  verified: boolean;
  documents: readonly DocumentWithStatus[];
  addresses: readonly AddressDocumentFlags[];
}): number {
  const documents = reviewDocuments(input.documents).actionRequired.length;
  const addresses = input.addresses.filter(
    (address) => address.isDocumentOutOfDate === true || (input.verified && address.isDocumentRequired === true),
  ).length;
  return documents + addresses;
}

/**
 * The verification status of spec 002 §4, first match wins:
 * 1. a representative is `checked` (the business is verified, not its representatives' own file);
 * 2. a limited customer is `limited`, or `processing` while replacement documents for an expired-
 *    documents restriction (reason 1) await review: only that restriction do new documents lift, so
 *    any other restriction keeps saying that money cannot be sent (decision 0061);
 * 3. duplicate documents: `duplicateDocuments`, or `duplicateDocumentsUploaded` once new documents
 *    await review;
 * 4. an address needing its card document: `someCardDocumentRequired`;
 * 5. open required actions: `hasRequiredActions`;
 * 6. not verified: `verificationProcessing` while an identity-verification run is open, else
 *    `processing` while documents await review, else `finalReview` when every document is confirmed
 *    (the document step is not needed, a compliance officer has the last word), else `unverified`;
 * 7. otherwise `checked`.
 */
export function verificationStatusOf(input: VerificationStatusInput): VerificationStatus {
  const awaitingReview = hasDocumentsAwaitingReview(input.documents);
  if (input.isRepresentative) return 'checked';
  if (input.limited)
    return input.restrictionReason === restrictionReasons.expiredDocuments && awaitingReview ? 'processing' : 'limited';
  if (input.hasDuplicateDocuments) return awaitingReview ? 'duplicateDocumentsUploaded' : 'duplicateDocuments';
  if (input.addresses.some((address) => address.isCardDocumentRequired === true)) return 'someCardDocumentRequired';
  if (input.requiredActionCount > 0) return 'hasRequiredActions';
  if (!input.verified) {
    if (input.isIdentityVerificationRunning) return 'verificationProcessing';
    if (awaitingReview) return 'processing';
    if (!isDocumentStepNeeded(input.documents) && input.isRequiredDocumentMissing !== true) return 'finalReview';
    return 'unverified';
  }
  return 'checked';
}
