import { describe, expect, it } from 'vitest';
import {
  forcedKycPathOf,
  isNeedKycOf,
  isNeedPersonalInfoUpdateOf,
  kycRedirectOf,
  type KycRouteInput,
  type PersonalDetails,
} from './kyc-routes.ts';
import { verificationStatuses } from './kyc.schemas.ts';

const personal: KycRouteInput = {
  customerType: 'personal',
  isAdmin: false,
  verified: true,
  limited: false,
  isNeedKyc: false,
  isNeedPersonalInfoUpdate: false,
};
const business: KycRouteInput = { ...personal, customerType: 'business' };

describe('isNeedKyc (spec 000 §3; decision 0064)', () => {
  it('is true for an unverified customer only, never for an admin', () => {
    const needing = verificationStatuses.filter((verificationStatus) =>
      isNeedKycOf({ isAdmin: false, verificationStatus }),
    );
    expect(needing).toEqual(['unverified']);
    expect(isNeedKycOf({ isAdmin: true, verificationStatus: 'unverified' })).toBe(false);
  });
});

describe('isNeedPersonalInfoUpdate (spec 000 §3; decision 0064)', () => {
  const complete: PersonalDetails = {
    customerType: 'personal',
    isAdmin: false,
    firstName: 'Ana',
    lastName: 'Silva',
    birthDay: '1990-04-01',
    residenceCountryCode: 'PT',
  };

  it('is false when the due-diligence details are all there', () => {
    expect(isNeedPersonalInfoUpdateOf(complete)).toBe(false);
  });

  it('is true when a detail is missing or blank', () => {
    expect(isNeedPersonalInfoUpdateOf({ ...complete, birthDay: undefined })).toBe(true);
    expect(isNeedPersonalInfoUpdateOf({ ...complete, residenceCountryCode: ' ' })).toBe(true);
  });

  it('applies to personal customers only, never to admins', () => {
    expect(isNeedPersonalInfoUpdateOf({ ...complete, customerType: 'business', birthDay: undefined })).toBe(false);
    expect(isNeedPersonalInfoUpdateOf({ ...complete, isAdmin: true, birthDay: undefined })).toBe(false);
  });
});

describe('forced pages (spec 000 §2)', () => {
  it('a personal customer needing an information update is held on profile-update, before KYC', () => {
    expect(forcedKycPathOf({ ...personal, isNeedPersonalInfoUpdate: true, isNeedKyc: true })).toBe('/profile-update');
    // The flag is a personal customer's.
    expect(forcedKycPathOf({ ...business, isNeedPersonalInfoUpdate: true })).toBeUndefined();
  });

  it('a customer needing KYC is held on kyc, a business on business-kyc', () => {
    expect(forcedKycPathOf({ ...personal, isNeedKyc: true })).toBe('/kyc');
    expect(forcedKycPathOf({ ...business, isNeedKyc: true })).toBe('/business-kyc');
  });

  it('admins and customers with nothing to do are not held; limited ones are not held either', () => {
    expect(forcedKycPathOf({ ...personal, isAdmin: true, isNeedKyc: true })).toBeUndefined();
    expect(forcedKycPathOf(personal)).toBeUndefined();
    expect(forcedKycPathOf({ ...personal, limited: true, verificationStatus: 'limited' })).toBeUndefined();
  });
});

describe('KYC route guard (spec 000 §2 route rules; decision 0064), one test per rule', () => {
  it('1: a held customer goes to the held page from every other page, and stays there', () => {
    const input = { ...personal, verified: false, isNeedKyc: true };
    expect(kycRedirectOf(input, '/home')).toBe('/kyc');
    expect(kycRedirectOf(input, '/transfer/p2p?amount=5')).toBe('/kyc');
    expect(kycRedirectOf(input, '/business-kyc')).toBe('/kyc');
    expect(kycRedirectOf(input, '/kyc')).toBeUndefined();
    expect(kycRedirectOf(input, '/kyc/')).toBeUndefined();
    expect(kycRedirectOf({ ...input, isNeedPersonalInfoUpdate: true }, '/kyc')).toBe('/profile-update');
  });

  it('2: the wrong KYC variant goes to the customer’s own', () => {
    expect(kycRedirectOf({ ...business, verified: false }, '/kyc')).toBe('/business-kyc');
    expect(kycRedirectOf({ ...personal, verified: false }, '/business-kyc')).toBe('/kyc');
    expect(kycRedirectOf({ ...personal, verified: false }, '/kyc')).toBeUndefined();
  });

  it('3: a verified customer goes home from the KYC pages and from unverified-account', () => {
    expect(kycRedirectOf(personal, '/kyc')).toBe('/home');
    expect(kycRedirectOf(business, '/business-kyc')).toBe('/home');
    expect(kycRedirectOf(personal, '/unverified-account')).toBe('/home');
    expect(kycRedirectOf({ ...personal, verified: false }, '/unverified-account')).toBeUndefined();
  });

  it('4: limited-account is for limited customers and duplicate documents only', () => {
    expect(kycRedirectOf(personal, '/limited-account')).toBe('/home');
    expect(kycRedirectOf({ ...personal, limited: true }, '/limited-account')).toBeUndefined();
    expect(
      kycRedirectOf({ ...personal, verificationStatus: 'duplicateDocuments' }, '/limited-account'),
    ).toBeUndefined();
    expect(
      kycRedirectOf({ ...personal, verificationStatus: 'duplicateDocumentsUploaded' }, '/limited-account'),
    ).toBeUndefined();
  });

  it('lets every other page through', () => {
    expect(kycRedirectOf({ ...personal, limited: true }, '/history')).toBeUndefined();
    expect(kycRedirectOf(personal, '/profile-update')).toBeUndefined();
  });
});
