import { describe, expect, it } from 'vitest';
import { startPage, startPageForAccess, type StartPageInput } from './start-page.ts';

const personal: StartPageInput['customer'] = {
  customerType: 'personal',
  isAdmin: false,
  useOldWeb: false,
  isHaveRelatedAccounts: false,
  isNeedPersonalInfoUpdate: false,
  isNeedKyc: false,
};
const business = { ...personal, customerType: 'business' as const };

describe('start page after login (spec 000 §2, seven rules in order)', () => {
  it('rule 1: an old-web customer without a custom customer id goes to the old web address', () => {
    const customer = { ...personal, useOldWeb: true, oldWebUrl: 'https://old.example', isAdmin: true };
    expect(startPage({ customer })).toEqual({ kind: 'external', url: 'https://old.example', rule: 1 });
    // With a custom customer id the rule does not apply; the next one (admin) does.
    expect(startPage({ customer, customCustomerId: 7 })).toMatchObject({ rule: 2 });
  });

  it('rule 2: an admin goes to admin-overview, before any KYC or profile rule', () => {
    expect(startPage({ customer: { ...personal, isAdmin: true, isNeedKyc: true } })).toEqual({
      kind: 'route',
      path: '/admin-overview',
      rule: 2,
    });
  });

  it('rule 3: a business authorised user gets the old web, login, or the choice of accesses', () => {
    const user = { ...business, isAuthorisedUser: true };
    expect(startPage({ customer: { ...user, oldWebUrl: 'https://old.example' } })).toEqual({
      kind: 'external',
      url: 'https://old.example',
      rule: 3,
    });
    expect(startPage({ customer: user })).toEqual({ kind: 'route', path: '/login', rule: 3 });
    const related = { ...user, isHaveRelatedAccounts: true };
    expect(startPage({ customer: related, customerAccesses: [{ id: 4 }] })).toEqual({
      kind: 'chooseAccess',
      accesses: [{ id: 4 }],
      rule: 3,
    });
    expect(startPage({ customer: related, customerAccesses: [] })).toEqual({ kind: 'route', path: '/login', rule: 3 });
    // A business that signs in as itself is not an authorised user: it goes on to the later rules.
    expect(startPage({ customer: business })).toMatchObject({ path: '/home', rule: 7 });
  });

  it('rule 4: a personal user needing a personal-info update goes to profile-update, before KYC', () => {
    const customer = { ...personal, isNeedPersonalInfoUpdate: true, isNeedKyc: true };
    expect(startPage({ customer })).toEqual({ kind: 'route', path: '/profile-update', rule: 4 });
    // The flag applies to personal users only.
    expect(startPage({ customer: { ...business, isNeedPersonalInfoUpdate: true } })).toMatchObject({ rule: 7 });
  });

  it('rule 5: a user needing KYC goes to kyc, a business user to business-kyc (spec 002 §2), before tax', () => {
    expect(startPage({ customer: { ...personal, isNeedKyc: true, isNeedTaxSelfCertification: true } })).toEqual({
      kind: 'route',
      path: '/kyc',
      rule: 5,
    });
    expect(startPage({ customer: { ...business, isNeedKyc: true } })).toMatchObject({ path: '/business-kyc' });
  });

  it('rule 6: a required tax self-certification goes to its splash', () => {
    expect(startPage({ customer: { ...personal, isNeedTaxSelfCertification: true } })).toEqual({
      kind: 'route',
      path: '/self-certification-splash',
      rule: 6,
    });
    expect(startPage({ customer: { ...business, isNeedTaxSelfCertification: true } })).toMatchObject({
      path: '/self-certification-business-splash',
    });
  });

  it('rule 7: otherwise the remembered path, else home', () => {
    expect(startPage({ customer: personal, rememberedPath: '/history?accountId=3' })).toEqual({
      kind: 'route',
      path: '/history?accountId=3',
      rule: 7,
    });
    expect(startPage({ customer: personal })).toEqual({ kind: 'route', path: '/home', rule: 7 });
  });
});

describe('rule 3 for users with related accounts and its refinements (spec 000 §2, decision 0102)', () => {
  const withRelated = { ...personal, isHaveRelatedAccounts: true };
  const accesses = [{ id: 3 }, { id: 9 }];

  it('a personal customer with related accounts chooses among accesses until one is chosen', () => {
    expect(startPage({ customer: withRelated, customerAccesses: accesses })).toEqual({
      kind: 'chooseAccess',
      accesses,
      rule: 3,
    });
    expect(startPage({ customer: withRelated })).toEqual({ kind: 'route', path: '/login', rule: 3 });
    // Once their own customer is chosen, rules 4–7 apply as to anyone.
    expect(startPage({ customer: withRelated, customCustomerId: 3 })).toEqual({
      kind: 'route',
      path: '/home',
      rule: 7,
    });
    // Without related accounts rule 3 does not apply to a personal customer.
    expect(startPage({ customer: personal })).toMatchObject({ rule: 7 });
  });

  const reader = { isNeedKyc: false, accessList: ['balanceInfo', 'transactionHistory'] };

  it('KYC first when the chosen business needs it', () => {
    expect(startPageForAccess({ ...reader, isNeedKyc: true, accessList: [] }, '/history')).toEqual({
      kind: 'route',
      path: '/business-kyc',
      rule: 3,
    });
  });

  it('a representative without balanceInfo goes to company documents, even with a remembered path', () => {
    expect(startPageForAccess({ isNeedKyc: false, accessList: ['documentUpload'] }, '/history')).toMatchObject({
      path: '/company-documents',
    });
  });

  it('the remembered path next', () => {
    expect(
      startPageForAccess({ ...reader, taxResidencySelfCertificationDocumentStatus: 'none' }, '/history'),
    ).toMatchObject({ path: '/history' });
  });

  it('home when the tax self-certification is validated, pending or not required', () => {
    for (const status of ['validated', 'pending', 'notRequired', undefined])
      expect(startPageForAccess({ ...reader, taxResidencySelfCertificationDocumentStatus: status })).toMatchObject({
        path: '/home',
      });
  });

  it('otherwise the business self-certification splash', () => {
    for (const status of ['none', 'rejected', 'expiredSoon'])
      expect(startPageForAccess({ ...reader, taxResidencySelfCertificationDocumentStatus: status })).toMatchObject({
        path: '/self-certification-business-splash',
      });
  });
});
