import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { formatAmount, parseLocaleAmount, positiveAmountSchema } from '@tessera/contract';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFormatMoney, useLocale } from '../../../shared/ui/money.tsx';

/**
 * The amount of a money submit (spec 001 §3): a decimal text field with the currency, the source
 * account's available balance under it, and a "send the maximum" shortcut when the server's
 * `maxAmount` (balance, fee and limits considered) is above zero. The person types in their
 * language ("1.000,50" in es, "1,000.50" in en, typed or pasted); the field shows how it reads the
 * text ("= $1,000.50"). Amounts are decimal strings in major units of `currencyCode`, never floats.
 */
export function AmountField({
  currencyCode,
  availableBalance,
  error,
  field,
  typed,
  max,
  onMax,
}: {
  currencyCode: string;
  /** The source account's available balance, when an account is chosen. */
  availableBalance?: string | undefined;
  error?: string | undefined;
  /** react-hook-form's registration of the `amount` field. */
  field: UseFormRegisterReturn<'amount'>;
  /** The text in the field now, as typed. */
  typed: string;
  /** The largest allowed amount, from `maxAmount`. */
  max?: { amount: string; currencyCode: string } | undefined;
  onMax: (amount: string) => void;
}) {
  const { t } = useTranslation('transfers');
  const formatMoney = useFormatMoney();
  const locale = useLocale();
  const parsed = parseLocaleAmount(typed, locale);
  const readAs = parsed !== null && positiveAmountSchema.safeParse(parsed).success && currencyCode ? parsed : null;
  return (
    <>
      <TextInput
        label={t('amount')}
        required
        inputMode="decimal"
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        autoComplete="off"
        // An example, said as one ("e.g. 25.00"): a bare "0.00" looked like a typed amount (decision 0038).
        placeholder={t('amountPlaceholder', {
          example: formatAmount('25', currencyCode || 'USD', { locale, withSymbol: false }),
        })}
        rightSection={
          <Text size="sm" c="dimmed" fw={600}>
            {currencyCode}
          </Text>
        }
        rightSectionWidth={56}
        error={error}
        description={
          (availableBalance !== undefined || readAs !== null) && (
            <Stack gap={0} component="span">
              {readAs !== null && (
                <span data-testid="amount-read-as">
                  {t('amountReadAs', { amount: formatMoney(readAs, currencyCode) })}
                </span>
              )}
              {availableBalance !== undefined && (
                <span>{t('available', { amount: formatMoney(availableBalance, currencyCode) })}</span>
              )}
            </Stack>
          )
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
