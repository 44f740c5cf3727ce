import { Button, Group, Text, TextInput } from '@mantine/core';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../../shared/ui/money.tsx';

/**
 * The amount of a money submit (spec 001 §3): a decimal text field with the currency, the source
 * account's available balance under it, and a "send the maximum" shortcut when the server's
 * `maxAmount` (balance, fee and limits considered) is above zero. Amounts are decimal strings in
 * major units of `currencyCode`, never floats.
 */
export function AmountField({
  currencyCode,
  availableBalance,
  error,
  field,
  max,
  onMax,
}: {
  currencyCode: string;
  /** The source account's available balance, when an account is chosen. */
  availableBalance?: string | undefined;
  error?: string | undefined;
  /** react-hook-form's registration of the `amount` field. */
  field: UseFormRegisterReturn<'amount'>;
  /** The largest allowed amount, from `maxAmount`. */
  max?: { amount: string; currencyCode: string } | undefined;
  onMax: (amount: string) => void;
}) {
  const { t } = useTranslation('transfers');
  const formatMoney = useFormatMoney();
  return (
    <>
      <TextInput
        label={t('amount')}
        inputMode="decimal"
        autoComplete="off"
        placeholder="0.00"
        rightSection={
          <Text size="sm" c="dimmed" fw={600}>
            {currencyCode}
          </Text>
        }
        rightSectionWidth={56}
        error={error}
        description={
          availableBalance !== undefined && t('available', { amount: formatMoney(availableBalance, currencyCode) })
        }
        {...field}
      />
      {max && Number(max.amount) > 0 && (
        <Group gap="xs" mt={-8}>
          <Button variant="subtle" size="compact-sm" onClick={() => onMax(max.amount)}>
            {t('sendMax', { amount: formatMoney(max.amount, max.currencyCode) })}
          </Button>
        </Group>
      )}
    </>
  );
}
