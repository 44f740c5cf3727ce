import { describe, expect, it } from 'vitest';
import { restrictionReasons } from './kyc.schemas.ts';
import { mayMoveMoney, moneyMovementRefusal, restrictionRuleOf, restrictionRules } from './restrictions.ts';

const verified = { verified: true, limited: false };

describe('restriction reasons (spec 002 §3) and money movement (decision 0063)', () => {
  it('a verified customer without restriction moves money every way', () => {
    for (const movement of ['outgoing', 'incoming', 'ownAccounts'] as const)
      expect(moneyMovementRefusal(verified, movement)).toBeUndefined();
    expect(mayMoveMoney(verified)).toBe(true);
  });

  // Proves spec 000 §2 / 002 §4: a limited customer cannot send money, for every reason and without one.
  it('a limited customer cannot send money, whatever the reason', () => {
    for (const restrictionReason of [undefined, ...Object.values(restrictionReasons)])
      expect(mayMoveMoney({ ...verified, limited: true, restrictionReason })).toBe(false);
  });

  it('reason 1, expired documents: receiving and own accounts allowed, lifted by new documents', () => {
    const standing = { ...verified, limited: true, restrictionReason: restrictionReasons.expiredDocuments };
    expect(moneyMovementRefusal(standing, 'outgoing')).toBe('limited');
    expect(mayMoveMoney(standing, 'incoming')).toBe(true);
    expect(mayMoveMoney(standing, 'ownAccounts')).toBe(true);
    expect(restrictionRuleOf(restrictionReasons.expiredDocuments)).toMatchObject({
      liftedBy: 'newDocuments',
      isDisclosed: true,
    });
  });

  it('reason 2, unpaid invoice: receiving allowed so that the debt can be paid', () => {
    const standing = { ...verified, limited: true, restrictionReason: restrictionReasons.unpaidInvoice };
    expect(moneyMovementRefusal(standing, 'outgoing')).toBe('limited');
    expect(mayMoveMoney(standing, 'incoming')).toBe(true);
    expect(restrictionRuleOf(restrictionReasons.unpaidInvoice)).toMatchObject({
      liftedBy: 'payment',
      isDisclosed: true,
    });
  });

  it('reason 3, sanctions: everything frozen, not disclosed', () => {
    const standing = { ...verified, limited: true, restrictionReason: restrictionReasons.sanctions };
    for (const movement of ['outgoing', 'incoming', 'ownAccounts'] as const)
      expect(moneyMovementRefusal(standing, movement)).toBe('frozen');
    expect(restrictionRuleOf(restrictionReasons.sanctions)).toMatchObject({
      liftedBy: 'compliance',
      isDisclosed: false,
    });
  });

  it('reasons 4 and 5, adverse media and investigation: sending blocked, not disclosed, lifted by compliance', () => {
    for (const restrictionReason of [restrictionReasons.adverseMedia, restrictionReasons.accountInvestigation]) {
      const standing = { ...verified, limited: true, restrictionReason };
      expect(moneyMovementRefusal(standing, 'outgoing')).toBe('limited');
      expect(mayMoveMoney(standing, 'incoming')).toBe(true);
      expect(mayMoveMoney(standing, 'ownAccounts')).toBe(true);
      expect(restrictionRuleOf(restrictionReason)).toMatchObject({ liftedBy: 'compliance', isDisclosed: false });
    }
  });

  it('a limited customer without a known reason may still receive money; the reason is not named', () => {
    const standing = { ...verified, limited: true };
    expect(mayMoveMoney(standing, 'incoming')).toBe(true);
    expect(restrictionRuleOf(undefined)).toMatchObject({ liftedBy: 'compliance', isDisclosed: false });
  });

  it('an unverified customer may receive and move between own accounts, not send', () => {
    const standing = { verified: false, limited: false };
    expect(moneyMovementRefusal(standing, 'outgoing')).toBe('unverified');
    expect(mayMoveMoney(standing, 'incoming')).toBe(true);
    expect(mayMoveMoney(standing, 'ownAccounts')).toBe(true);
    // A restriction is the stronger answer.
    expect(moneyMovementRefusal({ ...standing, limited: true }, 'outgoing')).toBe('limited');
  });

  it('every reason blocks sending and has a rule', () => {
    expect(Object.keys(restrictionRules).map(Number)).toEqual([1, 2, 3, 4, 5]);
    for (const rule of Object.values(restrictionRules)) expect(rule.blocksOutgoing).toBe(true);
  });
});
