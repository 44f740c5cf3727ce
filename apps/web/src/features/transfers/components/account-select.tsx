import { Select, type SelectProps } from '@mantine/core';
import type { Account } from '@tessera/contract';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../../shared/ui/money.tsx';

/** The display name of an account: the card alias, else "USD account 10000001". */
export function useAccountLabel(): (account: Account) => string {
  const { t } = useTranslation('transfers');
  return (account) =>
    account.cardAliasName ?? t('accountName', { currency: account.currencyCode, id: account.accountId });
}

/**
 * A picker of the customer's own accounts showing each one's available balance (spec 001 §3:
 * balance minus holds). The value is the account id as text.
 */
export function AccountSelect({ accounts, ...props }: { accounts: Account[] } & Omit<SelectProps, 'data'>) {
  const formatMoney = useFormatMoney();
  const label = useAccountLabel();
  return (
    <Select
      allowDeselect={false}
      checkIconPosition="right"
      comboboxProps={{ withinPortal: true }}
      data={accounts.map((account) => ({
        value: String(account.accountId),
        label: `${label(account)} · ${formatMoney(account.availableBalance, account.currencyCode)}`,
      }))}
      {...props}
    />
  );
}
