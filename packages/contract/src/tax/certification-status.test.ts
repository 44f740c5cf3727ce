import { describe, expect, it } from 'vitest';
import { documentStatuses } from '../kyc/kyc.schemas.ts';
import { certificationStatusOf, taxDocumentStatusOf, w8benValidUntil } from './certification-status.ts';

describe('taxDocumentStatusOf (decision 0078)', () => {
  const today = '2026-11-26';
  it('maps each document status to its certification status', () => {
    // Proves review states read pending, confirmation validated, refusals rejected, and withdrawals none.
    expect(taxDocumentStatusOf(undefined, today)).toBe('none');
    for (const statusId of [documentStatuses.submitted, documentStatuses.pending, documentStatuses.underInvestigation])
      expect(taxDocumentStatusOf({ statusId }, today)).toBe('pending');
    expect(taxDocumentStatusOf({ statusId: documentStatuses.confirmed }, today)).toBe('validated');
    expect(taxDocumentStatusOf({ statusId: documentStatuses.rejected }, today)).toBe('rejected');
    expect(taxDocumentStatusOf({ statusId: documentStatuses.nameMismatch }, today)).toBe('rejected');
    for (const statusId of [documentStatuses.expired, documentStatuses.deleted, documentStatuses.canceled])
      expect(taxDocumentStatusOf({ statusId }, today)).toBe('none');
  });

  it('reads expiredSoon within 90 days of the end of validity, none after it', () => {
    // Proves the renewal window of a W-8BEN.
    const confirmed = documentStatuses.confirmed;
    expect(taxDocumentStatusOf({ statusId: confirmed, validUntil: '2027-06-30' }, today)).toBe('validated');
    expect(taxDocumentStatusOf({ statusId: confirmed, validUntil: '2026-12-31' }, today)).toBe('expiredSoon');
    expect(taxDocumentStatusOf({ statusId: confirmed, validUntil: '2026-11-25' }, today)).toBe('none');
    expect(w8benValidUntil('2026-11-26')).toBe('2029-12-31');
  });
});

describe('certificationStatusOf (decision 0078)', () => {
  it('is notRequired until asked or certified, none when asked, else the worst document status', () => {
    // Proves existing customers are not sent to the splash, and the order rejected > none > expiredSoon > pending > validated.
    expect(certificationStatusOf({ isRequested: false, isCertified: false, documentStatuses: [] })).toBe('notRequired');
    expect(certificationStatusOf({ isRequested: true, isCertified: false, documentStatuses: [] })).toBe('none');
    const of = (...statuses: Parameters<typeof certificationStatusOf>[0]['documentStatuses']) =>
      certificationStatusOf({ isRequested: false, isCertified: true, documentStatuses: statuses });
    expect(of('validated', 'pending')).toBe('pending');
    expect(of('validated', 'expiredSoon')).toBe('expiredSoon');
    expect(of('pending', 'none')).toBe('none');
    expect(of('none', 'rejected')).toBe('rejected');
    expect(of('validated', 'validated')).toBe('validated');
  });
});

describe('a new certification asked for after the last signature (decision 0078)', () => {
  it('reads none where the documents are validated or pending, and keeps rejected and expiredSoon', () => {
    // Proves compliance's renewed request sends a certified customer back to the splash.
    const asked = { isRequested: true, isCertified: true, isNewCertificationRequested: true };
    expect(certificationStatusOf({ ...asked, documentStatuses: ['validated'] })).toBe('none');
    expect(certificationStatusOf({ ...asked, documentStatuses: ['pending', 'validated'] })).toBe('none');
    expect(certificationStatusOf({ ...asked, documentStatuses: ['rejected'] })).toBe('rejected');
    expect(certificationStatusOf({ ...asked, documentStatuses: ['expiredSoon'] })).toBe('expiredSoon');
    expect(
      certificationStatusOf({ ...asked, isNewCertificationRequested: false, documentStatuses: ['validated'] }),
    ).toBe('validated');
  });
});
