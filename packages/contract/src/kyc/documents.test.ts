import { describe, expect, it } from 'vitest';
import {
  documentReviewStateOf,
  hasDocumentsAwaitingReview,
  isAwaitingReview,
  isDocumentStepNeeded,
  reviewDocuments,
} from './documents.ts';
import { documentStatuses } from './kyc.schemas.ts';

describe('document review states (spec 002 §4 "Documents")', () => {
  // Proves the spec's sentence: pending, submitted and under-investigation documents count as awaiting review.
  it('pending, submitted and under investigation await review; nothing else does', () => {
    const awaiting = Object.values(documentStatuses).filter(isAwaitingReview);
    expect(awaiting.sort((a, b) => a - b)).toEqual([
      documentStatuses.submitted,
      documentStatuses.underInvestigation,
      documentStatuses.pending,
    ]);
  });

  it('classifies every status, and an unknown number as needing action', () => {
    expect(documentReviewStateOf(documentStatuses.confirmed)).toBe('confirmed');
    expect(documentReviewStateOf(documentStatuses.rejected)).toBe('actionRequired');
    expect(documentReviewStateOf(documentStatuses.expired)).toBe('actionRequired');
    expect(documentReviewStateOf(documentStatuses.nameMismatch)).toBe('actionRequired');
    expect(documentReviewStateOf(documentStatuses.canceled)).toBe('withdrawn');
    expect(documentReviewStateOf(documentStatuses.deleted)).toBe('withdrawn');
    expect(documentReviewStateOf(99)).toBe('actionRequired');
  });

  it('sorts documents by state, keeping their order and dropping withdrawn ones', () => {
    const documents = [
      { id: 1, statusId: documentStatuses.pending },
      { id: 2, statusId: documentStatuses.confirmed },
      { id: 3, statusId: documentStatuses.deleted },
      { id: 4, statusId: documentStatuses.rejected },
      { id: 5, statusId: documentStatuses.submitted },
    ];
    const review = reviewDocuments(documents);
    expect(review.confirmed.map((document) => document.id)).toEqual([2]);
    expect(review.awaitingReview.map((document) => document.id)).toEqual([1, 5]);
    expect(review.actionRequired.map((document) => document.id)).toEqual([4]);
    expect(hasDocumentsAwaitingReview(documents)).toBe(true);
    expect(hasDocumentsAwaitingReview([{ statusId: documentStatuses.confirmed }])).toBe(false);
  });
});

describe('the document step (spec 002 §4: needed unless all documents are confirmed)', () => {
  it('is not needed when every document is confirmed', () => {
    expect(
      isDocumentStepNeeded([{ statusId: documentStatuses.confirmed }, { statusId: documentStatuses.confirmed }]),
    ).toBe(false);
  });

  it('is needed while one awaits review or needs replacing', () => {
    const confirmed = { statusId: documentStatuses.confirmed };
    expect(isDocumentStepNeeded([confirmed, { statusId: documentStatuses.pending }])).toBe(true);
    expect(isDocumentStepNeeded([confirmed, { statusId: documentStatuses.expired }])).toBe(true);
  });

  it('ignores withdrawn documents', () => {
    const confirmed = { statusId: documentStatuses.confirmed };
    expect(isDocumentStepNeeded([confirmed, { statusId: documentStatuses.canceled }])).toBe(false);
  });

  it('is needed when there is no document at all (decision 0061)', () => {
    expect(isDocumentStepNeeded([])).toBe(true);
    expect(isDocumentStepNeeded([{ statusId: documentStatuses.deleted }])).toBe(true);
  });
});
