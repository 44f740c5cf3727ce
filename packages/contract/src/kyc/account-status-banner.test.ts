import { describe, expect, it } from 'vitest';
import { accountStatusBanner } from './account-status-banner.ts';
import { accountStatusBannerSchema, restrictionReasons, verificationStatuses } from './kyc.schemas.ts';

const desktop = { isMobile: false };

describe('account status banner (spec 000 §2, 002 §4), one test per status', () => {
  it('checked has no banner', () => {
    expect(accountStatusBanner('checked', desktop)).toBeUndefined();
  });

  it('limited says money cannot be sent and links to limited-account', () => {
    expect(accountStatusBanner('limited', desktop)).toEqual({
      status: 'limited',
      isWarning: true,
      title: 'banner.limited.title',
      description: 'banner.limited.description',
      link: '/limited-account',
      linkText: 'banner.limited.linkText',
      detailedTitle: 'banner.limited.detailedTitle',
      detailedDescription: 'banner.limited.reasons.underReview',
    });
  });

  it('limited names expired documents and an unpaid invoice, and never sanctions, adverse media or an investigation', () => {
    const detail = (restrictionReason: (typeof restrictionReasons)[keyof typeof restrictionReasons]) =>
      accountStatusBanner('limited', { ...desktop, restrictionReason })?.detailedDescription;
    expect(detail(restrictionReasons.expiredDocuments)).toBe('banner.limited.reasons.expiredDocuments');
    expect(detail(restrictionReasons.unpaidInvoice)).toBe('banner.limited.reasons.unpaidInvoice');
    expect(detail(restrictionReasons.sanctions)).toBe('banner.limited.reasons.underReview');
    expect(detail(restrictionReasons.adverseMedia)).toBe('banner.limited.reasons.underReview');
    expect(detail(restrictionReasons.accountInvestigation)).toBe('banner.limited.reasons.underReview');
  });

  it('unverified links to profile with the count of required actions', () => {
    expect(accountStatusBanner('unverified', { ...desktop, requiredActionCount: 2 })).toMatchObject({
      isWarning: true,
      link: '/profile',
      linkText: 'banner.unverified.linkText',
      description: 'banner.unverified.description',
      params: { count: 2 },
    });
    expect(accountStatusBanner('unverified', desktop)?.params).toEqual({ count: 0 });
  });

  it('hasRequiredActions links to profile with the count of required actions', () => {
    expect(accountStatusBanner('hasRequiredActions', { ...desktop, requiredActionCount: 3 })).toMatchObject({
      isWarning: true,
      title: 'banner.hasRequiredActions.title',
      link: '/profile',
      params: { count: 3 },
    });
  });

  it('duplicateDocuments links to limited-account', () => {
    expect(accountStatusBanner('duplicateDocuments', desktop)).toMatchObject({
      isWarning: true,
      link: '/limited-account',
      linkText: 'banner.duplicateDocuments.linkText',
    });
  });

  it('processing and verificationProcessing show titles only', () => {
    for (const status of ['processing', 'verificationProcessing'] as const)
      expect(accountStatusBanner(status, desktop)).toEqual({
        status,
        isWarning: false,
        title: `banner.${status}.title`,
        detailedTitle: `banner.${status}.detailedTitle`,
      });
  });

  it('finalReview shows titles only, with other wording on a phone', () => {
    expect(accountStatusBanner('finalReview', desktop)).toEqual({
      status: 'finalReview',
      isWarning: false,
      title: 'banner.finalReview.title',
      detailedTitle: 'banner.finalReview.detailedTitle',
    });
    expect(accountStatusBanner('finalReview', { isMobile: true })?.title).toBe('banner.finalReview.titleMobile');
    // Only final review changes with the device.
    expect(accountStatusBanner('processing', { isMobile: true })).toEqual(accountStatusBanner('processing', desktop));
  });

  it('duplicateDocumentsUploaded shows titles only (decision 0061)', () => {
    expect(accountStatusBanner('duplicateDocumentsUploaded', desktop)).toEqual({
      status: 'duplicateDocumentsUploaded',
      isWarning: false,
      title: 'banner.duplicateDocumentsUploaded.title',
      detailedTitle: 'banner.duplicateDocumentsUploaded.detailedTitle',
    });
  });

  it('someCardDocumentRequired warns and links to profile (decision 0061)', () => {
    expect(accountStatusBanner('someCardDocumentRequired', desktop)).toMatchObject({
      isWarning: true,
      link: '/profile',
      description: 'banner.someCardDocumentRequired.description',
    });
  });

  // Proves the texts are translation keys with parameters, never English, and every banner fits the wire shape.
  it('every banner is keys and parameters in the spec shape', () => {
    for (const status of verificationStatuses)
      for (const isMobile of [false, true]) {
        const banner = accountStatusBanner(status, { isMobile, requiredActionCount: 1 });
        if (banner === undefined) continue;
        expect(accountStatusBannerSchema.parse(banner)).toEqual(banner);
        const texts = [
          banner.title,
          banner.description,
          banner.linkText,
          banner.detailedTitle,
          banner.detailedDescription,
        ];
        for (const text of texts.filter((value) => value !== undefined))
          expect(text).toMatch(new RegExp(`^banner\\.${status}\\.[A-Za-z.]+$`));
      }
  });
});
