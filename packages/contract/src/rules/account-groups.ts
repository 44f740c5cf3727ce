import { accountTypes, closedAccountStatusId, type Account } from '../accounts/accounts.schemas.ts';

/** The home page's account groups, in display order (spec 001 §3). */
export const accountGroupNames = [
  'payment',
  'prepayment',
  'receiving',
  'physicalCards',
  'debitCards',
  'virtualCards',
] as const;
export type AccountGroupName = (typeof accountGroupNames)[number];

/** True for card account types 2006–2135. */
export function isCardAccountType(type: number): boolean {
  return type >= accountTypes.cardMin && type <= accountTypes.cardMax;
}

/** Which home group an account belongs to, or undefined for types outside the six groups. */
export function accountGroupOf(
  account: Pick<Account, 'type' | 'subType' | 'cardIsVirtual'>,
): AccountGroupName | undefined {
  if (account.type === accountTypes.payment) return 'payment';
  if (account.type === accountTypes.prepayment) return 'prepayment';
  if (account.type === accountTypes.receiving) return 'receiving';
  if (!isCardAccountType(account.type)) return undefined;
  if (account.cardIsVirtual) return 'virtualCards';
  if (account.subType === 'DEBIT') return 'debitCards';
  return 'physicalCards';
}

/**
 * Sorts non-closed accounts into the six groups of spec 001 §3, keeping their order.
 * Closed accounts (status 11) and unknown types are left out. Empty groups are omitted.
 */
export function groupAccounts<T extends Pick<Account, 'type' | 'subType' | 'cardIsVirtual' | 'accountStatusId'>>(
  accounts: readonly T[],
): { group: AccountGroupName; accounts: T[] }[] {
  const byGroup = new Map<AccountGroupName, T[]>();
  for (const account of accounts) {
    if (account.accountStatusId === closedAccountStatusId) continue;
    const group = accountGroupOf(account);
    if (!group) continue;
    const list = byGroup.get(group) ?? [];
    list.push(account);
    byGroup.set(group, list);
  }
  return accountGroupNames
    .filter((group) => byGroup.has(group))
    .map((group) => ({ group, accounts: byGroup.get(group) ?? [] }));
}
