import { Card, Group, NativeSelect, Skeleton, Stack, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '../../../shared/i18n/i18n.ts';
import { Money } from '../../../shared/ui/money.tsx';
import { textColors } from '../../../shared/ui/text-colors.ts';
import { accountQueries, storedTotalCurrency, storeTotalCurrency } from '../api/accounts-queries.ts';

/**
 * The total of the customer's available balances in a currency they pick (remembered per browser),
 * converted by the server at the current rates (`accountsTotal`, decision 0035) and labelled as an
 * estimate with the rates' time.
 */
export function AccountsTotal() {
  const { t, i18n } = useTranslation('account');
  const [currencyCode, setCurrencyCode] = useState(storedTotalCurrency);
  const total = useQuery({ ...accountQueries.accountsTotal(currencyCode), placeholderData: keepPreviousData });
  const locale = intlLocale(i18n.resolvedLanguage ?? 'en');
  const time = total.data
    ? new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(total.data.asOf))
    : '';
  const choices = total.data?.currencyCodes ?? [currencyCode];

  function choose(code: string) {
    setCurrencyCode(code);
    storeTotalCurrency(code);
  }

  return (
    <Card withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="accounts-total">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={2} miw={0}>
          <Text id="accounts-total" size="sm" fw={600} c="dimmed">
            {t('total.title')}
          </Text>
          {total.isPending ? (
            <Skeleton h={34} w={200} />
          ) : total.isError ? (
            <Text c={textColors.error} size="sm" role="alert">
              {t('total.failed')}
            </Text>
          ) : (
            <Text fz={28} fw={700} lh={1.2} data-testid="accounts-total" aria-live="polite">
              ≈ <Money amount={total.data.total} currencyCode={total.data.currencyCode} />
            </Text>
          )}
        </Stack>
        <NativeSelect
          label={t('total.currency')}
          value={currencyCode}
          onChange={(event) => choose(event.currentTarget.value)}
          data={choices}
          w={{ base: '100%', xs: 190 }}
        />
      </Group>
      {total.data && (
        <Text size="xs" c="dimmed" mt="xs">
          {t('total.estimate', { time })}
          {total.data.excludedCurrencyCodes.length > 0 &&
            ` ${t('total.excluded', { currencies: total.data.excludedCurrencyCodes.join(', ') })}`}
        </Text>
      )}
    </Card>
  );
}
