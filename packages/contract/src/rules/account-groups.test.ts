import { describe, expect, it } from 'vitest';
import { groupAccounts } from './account-groups.ts';

const base = { accountStatusId: 1, subType: undefined, cardIsVirtual: undefined };

describe('home account groups (spec 001 §3)', () => {
  it('sorts non-closed accounts into payment, prepayment, receiving and card groups in order', () => {
    // Proves the grouping rule and its display order, and that closed accounts (status 11) are hidden.
    const groups = groupAccounts([
      { ...base, type: 2101, subType: 'PREPAID' as const, cardIsVirtual: true, id: 'virtual' },
      { ...base, type: 4002, id: 'receiving' },
      { ...base, type: 1001, id: 'usd' },
      { ...base, type: 1001, accountStatusId: 11, id: 'closed' },
      { ...base, type: 2050, subType: 'DEBIT' as const, id: 'debit' },
      { ...base, type: 2007, subType: 'PREPAID' as const, id: 'physical' },
      { ...base, type: 4001, id: 'prepayment' },
      { ...base, type: 7777, id: 'unknown' },
    ]);
    expect(groups.map((group) => [group.group, group.accounts.map((account) => account.id)])).toEqual([
      ['payment', ['usd']],
      ['prepayment', ['prepayment']],
      ['receiving', ['receiving']],
      ['physicalCards', ['physical']],
      ['debitCards', ['debit']],
      ['virtualCards', ['virtual']],
    ]);
  });

  it('returns no groups for no accounts', () => {
    // Proves the empty state input.
    expect(groupAccounts([])).toEqual([]);
  });
});
