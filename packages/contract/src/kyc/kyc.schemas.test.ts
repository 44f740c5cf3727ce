import { describe, expect, it } from 'vitest';
import {
  additionalFileFor,
  addressDocumentTypesFor,
  documentTypeOf,
  documentTypes,
  documentTypesByCategory,
} from './document-types.ts';
import {
  documentCategories,
  documentCategoryIdSchema,
  documentStatuses,
  documentStatusIdSchema,
  documentStatusNameOf,
  documentUploadDataSchema,
  identityDocumentSchema,
  restrictionReasonSchema,
  restrictionReasons,
  uploadedDocumentSchema,
  verificationStatusSchema,
  verificationStatuses,
} from './kyc.schemas.ts';

describe('KYC constants (spec 002 §3), as the spec numbers them', () => {
  it('document categories 1–12', () => {
    expect(documentCategories).toEqual({
      ProofOfIdentity: 1,
      ProofOfAddress: 2,
      ProofOfPhone: 3,
      BusinessRegistration: 4,
      Other: 5,
      ProofOfRelationship: 6,
      BusinessAddress: 7,
      BusinessRegistrationAddress: 8,
      ControlDocument: 9,
      BusinessAdditionalDocument: 10,
      SourceOfWealth: 11,
      ResidencePermit: 12,
    });
    expect(documentCategoryIdSchema.safeParse(12).success).toBe(true);
    expect(documentCategoryIdSchema.safeParse(13).success).toBe(false);
  });

  it('numeric document statuses, submitted 0 … name mismatch 64', () => {
    expect(documentStatuses).toEqual({
      submitted: 0,
      confirmed: 2,
      canceled: 4,
      deleted: 5,
      rejected: 26,
      underInvestigation: 31,
      expired: 38,
      pending: 41,
      nameMismatch: 64,
    });
    expect(documentStatusIdSchema.safeParse(64).success).toBe(true);
    expect(documentStatusIdSchema.safeParse(1).success).toBe(false);
    expect(documentStatusNameOf(31)).toBe('underInvestigation');
    expect(documentStatusNameOf(1)).toBeUndefined();
  });

  it('the ten verification status values', () => {
    expect(verificationStatuses).toHaveLength(10);
    expect(verificationStatusSchema.safeParse('someCardDocumentRequired').success).toBe(true);
    expect(verificationStatusSchema.safeParse('verified').success).toBe(false);
  });

  it('restriction reasons 1–5', () => {
    expect(restrictionReasons).toEqual({
      expiredDocuments: 1,
      unpaidInvoice: 2,
      sanctions: 3,
      adverseMedia: 4,
      accountInvestigation: 5,
    });
    expect(restrictionReasonSchema.safeParse(5).success).toBe(true);
    expect(restrictionReasonSchema.safeParse(6).success).toBe(false);
  });

  it('uploaded and identity documents in the spec’s field names', () => {
    const uploaded = {
      id: 7,
      statusId: 26,
      uploaded: '2026-11-26T10:00:00Z',
      documentTypeId: 10,
      documentType: 'utilityBill',
      isSubDocument: false,
      rejectReason: 'Older than three months',
    };
    expect(uploadedDocumentSchema.parse(uploaded)).toEqual(uploaded);
    expect(uploadedDocumentSchema.safeParse({ ...uploaded, statusId: 3 }).success).toBe(false);
    const identity = { status: 2, type: 'passport', typeId: 1, number: 'X123', expiresDate: '2031-01-01' };
    expect(identityDocumentSchema.parse(identity)).toEqual(identity);
    expect(documentUploadDataSchema.safeParse({ documentType: 4, addressId: 3 }).success).toBe(true);
    expect(documentUploadDataSchema.safeParse({}).success).toBe(false);
  });
});

describe('document types (spec 002 §3 "Upload data", "Dictionaries"; decision 0062)', () => {
  // Proves the spec's sentence: types 4 and 5 need a back side, type 88 (passport registration stamp) a front page.
  it('types 4 and 5 need a back side, type 88 a front page, others nothing more', () => {
    expect(additionalFileFor(4)).toBe('backSide');
    expect(additionalFileFor(5)).toBe('backSide');
    expect(additionalFileFor(88)).toBe('frontPage');
    expect(additionalFileFor(1)).toBeUndefined();
    expect(additionalFileFor(12345)).toBeUndefined();
    expect(documentTypes.filter((type) => type.needsBackSide).map((type) => type.id)).toEqual([4, 5]);
    expect(documentTypes.filter((type) => type.needsFrontPage).map((type) => type.id)).toEqual([88]);
    expect(documentTypeOf(88)).toMatchObject({ name: 'passportRegistrationStamp', categoryId: 2 });
  });

  it('has unique ids and names and a type in every category', () => {
    expect(new Set(documentTypes.map((type) => type.id)).size).toBe(documentTypes.length);
    expect(new Set(documentTypes.map((type) => type.name)).size).toBe(documentTypes.length);
    expect(documentTypesByCategory('RU').map((group) => group.categoryId)).toEqual(Object.values(documentCategories));
  });

  it('offers the passport registration stamp as proof of address in RU and UA only', () => {
    const ids = (country?: string) => addressDocumentTypesFor(country).map((type) => type.id);
    expect(ids('RU')).toContain(88);
    expect(ids('ua')).toContain(88);
    expect(ids('DE')).not.toContain(88);
    expect(ids()).not.toContain(88);
    expect(ids('DE')).toEqual([10, 11, 12, 13]);
    const addressGroup = (country: string) =>
      documentTypesByCategory(country).find((group) => group.categoryId === documentCategories.ProofOfAddress);
    expect(addressGroup('UA')?.customerDocumentTypes.map((type) => type.id)).toContain(88);
    expect(addressGroup('FR')?.customerDocumentTypes.map((type) => type.id)).not.toContain(88);
  });
});
