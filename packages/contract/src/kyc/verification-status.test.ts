import { describe, expect, it } from 'vitest';
import { documentStatuses, restrictionReasons } from './kyc.schemas.ts';
import { requiredActionCountOf, verificationStatusOf, type VerificationStatusInput } from './verification-status.ts';

const confirmed = { statusId: documentStatuses.confirmed };
const pending = { statusId: documentStatuses.pending };
const rejected = { statusId: documentStatuses.rejected };

/** A verified customer with every document confirmed and nothing open: `checked`. */
const clean: VerificationStatusInput = {
  isRepresentative: false,
  verified: true,
  limited: false,
  hasDuplicateDocuments: false,
  documents: [confirmed],
  addresses: [{}],
  requiredActionCount: 0,
  isIdentityVerificationRunning: false,
};

/** A customer for whom every rule of spec 002 §4 would match. */
const everything: VerificationStatusInput = {
  isRepresentative: true,
  verified: false,
  limited: true,
  restrictionReason: restrictionReasons.sanctions,
  hasDuplicateDocuments: true,
  documents: [rejected],
  addresses: [{ isCardDocumentRequired: true }],
  requiredActionCount: 2,
  isIdentityVerificationRunning: true,
};

describe('verification status derivation (spec 002 §4), one test per branch', () => {
  it('1: a representative is checked, whatever else is true', () => {
    expect(verificationStatusOf(everything)).toBe('checked');
  });

  it('2: a limited customer is limited', () => {
    expect(verificationStatusOf({ ...clean, limited: true })).toBe('limited');
    expect(verificationStatusOf({ ...clean, limited: true, restrictionReason: restrictionReasons.unpaidInvoice })).toBe(
      'limited',
    );
  });

  it('2: a customer limited for expired documents is processing while the replacements await review', () => {
    const input = { ...clean, limited: true, restrictionReason: restrictionReasons.expiredDocuments };
    expect(verificationStatusOf({ ...input, documents: [pending] })).toBe('processing');
    expect(verificationStatusOf(input)).toBe('limited');
    // New documents do not lift another restriction: the customer keeps hearing that money cannot be sent.
    expect(
      verificationStatusOf({
        ...input,
        restrictionReason: restrictionReasons.accountInvestigation,
        documents: [pending],
      }),
    ).toBe('limited');
    expect(verificationStatusOf({ ...input, restrictionReason: undefined, documents: [pending] })).toBe('limited');
  });

  it('3: duplicate documents, and duplicateDocumentsUploaded once new ones await review', () => {
    expect(verificationStatusOf({ ...clean, hasDuplicateDocuments: true })).toBe('duplicateDocuments');
    expect(verificationStatusOf({ ...clean, hasDuplicateDocuments: true, documents: [confirmed, pending] })).toBe(
      'duplicateDocumentsUploaded',
    );
  });

  it('4: an address needing its card document is someCardDocumentRequired', () => {
    expect(verificationStatusOf({ ...clean, addresses: [{}, { isCardDocumentRequired: true }] })).toBe(
      'someCardDocumentRequired',
    );
  });

  it('5: open required actions are hasRequiredActions', () => {
    expect(verificationStatusOf({ ...clean, requiredActionCount: 1 })).toBe('hasRequiredActions');
  });

  it('6: an unverified customer is verificationProcessing while an identity-verification run is open', () => {
    expect(
      verificationStatusOf({ ...clean, verified: false, isIdentityVerificationRunning: true, documents: [] }),
    ).toBe('verificationProcessing');
  });

  it('6: an unverified customer is processing while documents await review', () => {
    for (const statusId of [documentStatuses.pending, documentStatuses.submitted, documentStatuses.underInvestigation])
      expect(verificationStatusOf({ ...clean, verified: false, documents: [confirmed, { statusId }] })).toBe(
        'processing',
      );
  });

  it('6: an unverified customer with every document confirmed is in final review', () => {
    expect(verificationStatusOf({ ...clean, verified: false })).toBe('finalReview');
  });

  it('6: an unverified customer with every document confirmed but a required category missing is unverified', () => {
    // The provider's approved check confirms the identity only; the proof of address is still to come.
    expect(verificationStatusOf({ ...clean, verified: false, isRequiredDocumentMissing: true })).toBe('unverified');
    expect(verificationStatusOf({ ...clean, verified: false, isRequiredDocumentMissing: false })).toBe('finalReview');
  });

  it('6: an unverified customer with nothing confirmed or under review is unverified', () => {
    expect(verificationStatusOf({ ...clean, verified: false, documents: [] })).toBe('unverified');
    expect(
      verificationStatusOf({ ...clean, verified: false, documents: [{ statusId: documentStatuses.deleted }] }),
    ).toBe('unverified');
  });

  it('7: otherwise checked', () => {
    expect(verificationStatusOf(clean)).toBe('checked');
  });
});

describe('verification status derivation: the order matters (spec 002 §4)', () => {
  it('limited beats duplicate documents, card documents, required actions and unverified', () => {
    expect(verificationStatusOf({ ...everything, isRepresentative: false })).toBe('limited');
  });

  it('duplicate documents beat card documents, required actions and unverified', () => {
    expect(verificationStatusOf({ ...everything, isRepresentative: false, limited: false })).toBe('duplicateDocuments');
  });

  it('card documents beat required actions and unverified', () => {
    const input = { ...everything, isRepresentative: false, limited: false, hasDuplicateDocuments: false };
    expect(verificationStatusOf(input)).toBe('someCardDocumentRequired');
  });

  it('required actions beat unverified', () => {
    const input = {
      ...everything,
      isRepresentative: false,
      limited: false,
      hasDuplicateDocuments: false,
      addresses: [],
    };
    expect(verificationStatusOf(input)).toBe('hasRequiredActions');
    expect(verificationStatusOf({ ...input, requiredActionCount: 0 })).toBe('verificationProcessing');
  });

  it('inside rule 6 an open run beats documents under review, which beat final review', () => {
    const unverified = { ...clean, verified: false };
    expect(verificationStatusOf({ ...unverified, isIdentityVerificationRunning: true, documents: [pending] })).toBe(
      'verificationProcessing',
    );
    expect(verificationStatusOf({ ...unverified, documents: [confirmed, pending] })).toBe('processing');
  });
});

describe('required actions (spec 002 §4)', () => {
  // Proves that documents to replace and out-of-date proofs count, and that a missing proof counts only after verification.
  it('counts documents to replace and addresses to prove', () => {
    const documents = [
      rejected,
      { statusId: documentStatuses.expired },
      { statusId: documentStatuses.nameMismatch },
      pending,
      confirmed,
      { statusId: documentStatuses.canceled },
    ];
    const addresses = [{ isDocumentOutOfDate: true }, { isDocumentRequired: true }, { isCardDocumentRequired: true }];
    expect(requiredActionCountOf({ verified: false, documents, addresses })).toBe(4);
    expect(requiredActionCountOf({ verified: true, documents, addresses })).toBe(5);
    expect(requiredActionCountOf({ verified: true, documents: [confirmed], addresses: [{}] })).toBe(0);
  });
});
