import { documentStatuses } from './kyc.schemas.ts';

/**
 * Where a customer's documents stand (spec 002 §4 "Documents": "The document step is needed unless
 * all documents are confirmed. Pending, submitted and under-investigation documents count as
 * awaiting review."; decision 0061).
 */

/**
 * What a document status means for the customer:
 * - `confirmed`: accepted (2);
 * - `awaitingReview`: with the reviewers, nothing to do (submitted 0, under investigation 31, pending 41);
 * - `actionRequired`: the customer must upload another (rejected 26, expired 38, name mismatch 64);
 * - `withdrawn`: canceled (4) or deleted (5): no longer part of the file, so it counts neither way.
 */
export type DocumentReviewState = 'confirmed' | 'awaitingReview' | 'actionRequired' | 'withdrawn';

/**
 * The review state of a numeric document status (see {@link DocumentReviewState}). An unknown number
 * counts as `actionRequired`: a status the client does not know must not pass for confirmed.
 */
export function documentReviewStateOf(statusId: number): DocumentReviewState {
  switch (statusId) {
    case documentStatuses.confirmed:
      return 'confirmed';
    case documentStatuses.submitted:
    case documentStatuses.underInvestigation:
    case documentStatuses.pending:
      return 'awaitingReview';
    case documentStatuses.canceled:
    case documentStatuses.deleted:
      return 'withdrawn';
    default:
      return 'actionRequired';
  }
}

/** True for a status that counts as awaiting review: pending, submitted or under investigation (spec 002 §4). */
export function isAwaitingReview(statusId: number): boolean {
  return documentReviewStateOf(statusId) === 'awaitingReview';
}

/** The least a document must carry to be judged: its numeric status. */
export interface DocumentWithStatus {
  statusId: number;
}

/** A customer's current documents sorted by review state (withdrawn ones left out). */
export interface DocumentReview<T extends DocumentWithStatus> {
  confirmed: T[];
  awaitingReview: T[];
  actionRequired: T[];
}

/** Sorts `documents` by {@link documentReviewStateOf}, keeping their order; withdrawn ones are dropped. */
export function reviewDocuments<T extends DocumentWithStatus>(documents: readonly T[]): DocumentReview<T> {
  const review: DocumentReview<T> = { confirmed: [], awaitingReview: [], actionRequired: [] };
  for (const document of documents) {
    const state = documentReviewStateOf(document.statusId);
    if (state !== 'withdrawn') review[state].push(document);
  }
  return review;
}

/**
 * Whether the KYC flow shows its document step (spec 002 §4): needed unless all documents are
 * confirmed. Canceled and deleted documents are withdrawn and ignored. With no current document at
 * all the step is needed: an empty file proves nothing (decision 0061; read literally, "all of none
 * are confirmed" would skip the step for a customer who never uploaded).
 */
export function isDocumentStepNeeded(documents: readonly DocumentWithStatus[]): boolean {
  const review = reviewDocuments(documents);
  return review.awaitingReview.length > 0 || review.actionRequired.length > 0 || review.confirmed.length === 0;
}

/** True when at least one current document is awaiting review (pending, submitted, under investigation). */
export function hasDocumentsAwaitingReview(documents: readonly DocumentWithStatus[]): boolean {
  return documents.some((document) => isAwaitingReview(document.statusId));
}
