import { describe, expect, it } from 'vitest';
import { kycStepsOf, missingKycCategoryOf, type KycRequestFacts } from './kyc-steps.ts';
import { documentCategories as c } from './kyc.schemas.ts';

const person: KycRequestFacts = {
  customerType: 'personal',
  providedCategories: [],
  isIdentityVerificationRunning: false,
};
const business: KycRequestFacts = { ...person, customerType: 'business' };
const everything = [c.ProofOfIdentity, c.ProofOfAddress, c.BusinessRegistration, c.ControlDocument];

describe('kycStepsOf (decision 0094)', () => {
  it('asks a person for identity and address, both required', () => {
    expect(kycStepsOf('personal')).toEqual([
      { categoryId: c.ProofOfIdentity, isRequired: true },
      { categoryId: c.ProofOfAddress, isRequired: true },
    ]);
  });

  it('asks a business also for registration, an optional company address and a control document', () => {
    expect(kycStepsOf('business').map((step) => [step.categoryId, step.isRequired])).toEqual([
      [c.ProofOfIdentity, true],
      [c.ProofOfAddress, true],
      [c.BusinessRegistration, true],
      [c.BusinessAddress, false],
      [c.ControlDocument, true],
    ]);
  });
});

describe('missingKycCategoryOf (kycRequest; decision 0094)', () => {
  it('names identity first when nothing is provided', () => {
    expect(missingKycCategoryOf(person)).toBe(c.ProofOfIdentity);
    expect(missingKycCategoryOf(business)).toBe(c.ProofOfIdentity);
  });

  it('counts an open identity check as the identity document', () => {
    expect(missingKycCategoryOf({ ...person, isIdentityVerificationRunning: true })).toBe(c.ProofOfAddress);
  });

  it('names the address once identity is there', () => {
    expect(missingKycCategoryOf({ ...person, providedCategories: [c.ProofOfIdentity] })).toBe(c.ProofOfAddress);
  });

  it('lets a person with identity and address through, whatever else is missing', () => {
    expect(missingKycCategoryOf({ ...person, providedCategories: [c.ProofOfIdentity, c.ProofOfAddress] })).toBe(
      undefined,
    );
  });

  it('asks a business for its registration after the representative', () => {
    expect(missingKycCategoryOf({ ...business, providedCategories: [c.ProofOfIdentity, c.ProofOfAddress] })).toBe(
      c.BusinessRegistration,
    );
  });

  it('asks a business for a control document, skipping the optional company address', () => {
    const provided = [c.ProofOfIdentity, c.ProofOfAddress, c.BusinessRegistration];
    expect(missingKycCategoryOf({ ...business, providedCategories: provided })).toBe(c.ControlDocument);
  });

  it('lets a business with every required category through, with or without a company address', () => {
    expect(missingKycCategoryOf({ ...business, providedCategories: everything })).toBe(undefined);
    expect(missingKycCategoryOf({ ...business, providedCategories: [...everything, c.BusinessAddress] })).toBe(
      undefined,
    );
  });

  it('does not let company documents stand in for the representative', () => {
    const provided = [c.BusinessRegistration, c.ControlDocument, c.BusinessAddress];
    expect(missingKycCategoryOf({ ...business, providedCategories: provided })).toBe(c.ProofOfIdentity);
  });
});
