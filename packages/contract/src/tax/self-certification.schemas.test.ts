import { describe, expect, it } from 'vitest';
import {
  businessSelfCertificationSchema,
  personalSelfCertificationSchema,
  requiresControllingPersons,
  taxDocumentsSchema,
  usTaxFormOf,
  w8beneChapter4StatusOf,
} from './self-certification.schemas.ts';
import {
  certificationStatuses,
  isCertificationActionRequired,
  isCertificationSettled,
} from './certification-statuses.ts';

/** A parse result's issues as `path:message` strings. */
function issuesOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return result.success ? [] : (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}:${issue.message}`);
}

const general = {
  entityType: 'general',
  isUSTaxPayer: false,
  taxIds: [{ countryCode: 'DE', taxId: '2181508150' }],
} as const;

describe('personal self-certification payload (spec 002 §3, §5)', () => {
  it('accepts tax residences with TINs or fitting reasons', () => {
    // Proves a complete personal payload parses, country codes upper-cased and text trimmed.
    const result = personalSelfCertificationSchema.safeParse({
      isUSTaxPayer: false,
      hasUSIndicia: false,
      taxIds: [
        { countryCode: 'fr', taxId: ' 0701987765493 ' },
        { countryCode: 'KY', tinMissingReason: 'COUNTRY_DOES_NOT_ISSUE' },
      ],
    });
    expect(issuesOf(result)).toEqual([]);
    expect(result.data?.taxIds[0]).toEqual({ countryCode: 'FR', taxId: '0701987765493' });
  });

  it('answers the TIN rules as issues at their paths', () => {
    // Proves the rules run inside the schema: the US rule, a missing reason and an unknown reason word.
    expect(
      issuesOf(personalSelfCertificationSchema.safeParse({ isUSTaxPayer: true, taxIds: [{ countryCode: 'DE' }] })),
    ).toEqual(['taxIds.0.tinMissingReason:required', 'taxIds.1.taxId:required']);
    expect(
      issuesOf(
        personalSelfCertificationSchema.safeParse({
          isUSTaxPayer: false,
          taxIds: [{ countryCode: 'DE', tinMissingReason: 'LOST_IT' }],
        }),
      ),
    ).toEqual(['taxIds.0.tinMissingReason:invalid_value']);
    expect(issuesOf(personalSelfCertificationSchema.safeParse({ taxIds: [{ countryCode: 'XX' }] }))).toEqual([
      'taxIds.0.countryCode:invalid_country',
      'isUSTaxPayer:required',
    ]);
  });
});

describe('business self-certification payload (spec 002 §3, §5)', () => {
  it('accepts a general entity with its TIN', () => {
    // Proves a minimal business payload parses and uses tinBusiness (a German Steuernummer, not an IdNr).
    expect(issuesOf(businessSelfCertificationSchema.safeParse(general))).toEqual([]);
  });

  it('needs the entity type and the GIIN or its reason of a financial institution', () => {
    // Proves entityType is required, agrees with isFinancialInstitution, and a financial institution gives a GIIN or a reason.
    const parse = (input: object) => issuesOf(businessSelfCertificationSchema.safeParse({ ...general, ...input }));
    expect(parse({ entityType: undefined })).toEqual(['entityType:required']);
    expect(parse({ entityType: 'financial-institution' })).toEqual(['giin:required']);
    expect(parse({ entityType: 'financial-institution', giin: '98q96b.00000.le.250' })).toEqual([]);
    expect(parse({ entityType: 'financial-institution', reason: 'Sponsored investment entity.' })).toEqual([]);
    expect(parse({ entityType: 'financial-institution', giin: '98Q96B.00000.LE.250', reason: 'Both.' })).toEqual([
      'reason:unrecognized_keys',
    ]);
    expect(parse({ entityType: 'financial-institution', giin: '98Q96B-00000-LE-250' })).toEqual([
      'giin:invalid_format',
    ]);
    expect(parse({ isFinancialInstitution: true })).toEqual(['entityType:invalid_value']);
    expect(parse({ giin: '98Q96B.00000.LE.250' })).toEqual(['giin:unrecognized_keys']);
    expect(parse({ entityType: 'investment', giin: '98Q96B.00000.LE.250' })).toEqual([]);
  });

  it('needs the market and ticker of a publicly traded business and of the listed company it belongs to', () => {
    // Proves companySecurityMarket, companyTicket and the companyOwnedByYou* fields follow their flags.
    const parse = (input: object) => issuesOf(businessSelfCertificationSchema.safeParse({ ...general, ...input }));
    expect(parse({ isPubliclyTraded: true })).toEqual(['companySecurityMarket:required', 'companyTicket:required']);
    expect(parse({ isPubliclyTraded: true, companySecurityMarket: 'XETRA', companyTicket: 'SAP' })).toEqual([]);
    expect(parse({ isOwnPubliclyTradedCompany: true, companyOwnedByYouName: 'SAP SE' })).toEqual([
      'companyOwnedByYouSecurityMarket:required',
      'companyOwnedByYouTicket:required',
    ]);
  });

  it('applies the US rule to a US business', () => {
    // Proves a US business must give its EIN.
    expect(issuesOf(businessSelfCertificationSchema.safeParse({ ...general, isUSTaxPayer: true }))).toEqual([
      'taxIds.1.taxId:required',
    ]);
  });

  it('says when controlling persons must certify', () => {
    // Proves passive entities and investment entities need their controlling persons' certification; active ones not.
    const base = { taxIds: [], isUSTaxPayer: false };
    expect(requiresControllingPersons({ ...base, entityType: 'investment' })).toBe(true);
    expect(requiresControllingPersons({ ...base, entityType: 'general', isEarnPassiveIncome: true })).toBe(true);
    expect(
      requiresControllingPersons({ ...base, entityType: 'general', isEarnPassiveIncome: true, isPubliclyTraded: true }),
    ).toBe(false);
    expect(requiresControllingPersons({ ...base, entityType: 'general' })).toBe(false);
    expect(requiresControllingPersons({ ...base, entityType: 'financial-institution' })).toBe(false);
  });
});

describe('certification statuses and tax documents (spec 002 §3, §4)', () => {
  it('settles validated, pending and notRequired; asks action for none, rejected and expiredSoon', () => {
    // Proves the start-page meaning of each status word.
    expect(certificationStatuses.filter(isCertificationSettled)).toEqual(['validated', 'pending', 'notRequired']);
    expect(certificationStatuses.filter(isCertificationActionRequired)).toEqual(['none', 'rejected', 'expiredSoon']);
  });

  it('names the US form each holder signs', () => {
    // Proves W-9 for US persons, W-8BEN or W-8BEN-E for others with US indicia, none otherwise.
    expect(usTaxFormOf('personal', { isUSTaxPayer: true })).toBe('W-9');
    expect(usTaxFormOf('personal', { isUSTaxPayer: false, hasUSIndicia: true })).toBe('W-8BEN');
    expect(usTaxFormOf('business', { isUSTaxPayer: false, hasUSIndicia: true })).toBe('W-8BEN-E');
    expect(usTaxFormOf('business', { isUSTaxPayer: false })).toBeNull();
  });

  it('reads the document ids and statuses', () => {
    // Proves the four documents' statuses use the certification words and nothing else.
    expect(
      taxDocumentsSchema.safeParse({ w9DocumentId: 12, w9DocumentStatus: 'pending', w8DocumentStatus: 'expiredSoon' })
        .success,
    ).toBe(true);
    expect(taxDocumentsSchema.safeParse({ w9DocumentStatus: 'confirmed' }).success).toBe(false);
  });
});

describe('W-8BEN-E chapter 3 and chapter 4 statuses (decision 0079)', () => {
  it('derives the chapter 4 status from the answers, or none when a GIIN-less institution must upload', () => {
    // Proves each branch of w8beneChapter4StatusOf.
    expect(w8beneChapter4StatusOf({ entityType: 'financial-institution', giin: '98Q96B.00000.LE.250' })).toBe(
      'participating-ffi',
    );
    expect(w8beneChapter4StatusOf({ entityType: 'investment', giin: '98Q96B.00000.LE.250' })).toBe('participating-ffi');
    expect(w8beneChapter4StatusOf({ entityType: 'financial-institution', giin: '' })).toBeNull();
    expect(w8beneChapter4StatusOf({ entityType: 'investment' })).toBeNull();
    expect(w8beneChapter4StatusOf({ entityType: 'general', isPubliclyTraded: true })).toBe('publicly-traded-nffe');
    expect(w8beneChapter4StatusOf({ entityType: 'general', isOwnPubliclyTradedCompany: true })).toBe(
      'nffe-affiliate-of-publicly-traded',
    );
    expect(w8beneChapter4StatusOf({ entityType: 'general', isEarnPassiveIncome: true })).toBe('passive-nffe');
    expect(w8beneChapter4StatusOf({ entityType: 'general' })).toBe('active-nffe');
    expect(w8beneChapter4StatusOf({})).toBeNull();
  });

  it('requires the chapter 3 status only where a W-8BEN-E is generated', () => {
    // Proves line 4 is asked of a business with US indicia whose status is derived, and refused elsewhere.
    const indicia = { ...general, hasUSIndicia: true };
    expect(issuesOf(businessSelfCertificationSchema.safeParse(indicia))).toEqual(['chapter3Status:required']);
    expect(issuesOf(businessSelfCertificationSchema.safeParse({ ...indicia, chapter3Status: 'corporation' }))).toEqual(
      [],
    );
    expect(issuesOf(businessSelfCertificationSchema.safeParse({ ...general, chapter3Status: 'corporation' }))).toEqual([
      'chapter3Status:unrecognized_keys',
    ]);
    expect(
      issuesOf(businessSelfCertificationSchema.safeParse({ ...indicia, chapter3Status: 'limited-company' })),
    ).toEqual(['chapter3Status:invalid_value']);
  });
});
