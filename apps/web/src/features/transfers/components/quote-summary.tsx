import { Group, Loader, Stack, Text } from '@mantine/core';
import type { Quote } from '@tessera/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../shared/ui/money.tsx';

/** One label–value line of a transfer summary. */
export function SummaryRow({ label, children, strong }: { label: string; children: ReactNode; strong?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="md" align="flex-start">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : 500} ta="right" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Group>
  );
}

/**
 * The payment meta of a quote (spec 001 §3): amount sent, fee, exchange rate when the currencies
 * differ, the amount received, and the total leaving the account. Amounts are decimal strings.
 */
export function QuoteSummary({
  quote,
  amount,
  currencyCode,
  loading,
  own,
}: {
  quote: Quote;
  amount: string;
  currencyCode: string;
  loading?: boolean;
  /** A move between the customer's own accounts: "Arrives" instead of "They receive". */
  own?: boolean;
}) {
  const { t } = useTranslation('transfers');
  const converts = quote.toCurrencyCode.toUpperCase() !== currencyCode.toUpperCase();
  return (
    <Stack gap={6} aria-live="polite" aria-busy={loading ? true : undefined} data-testid="quote">
      <SummaryRow label={t('quote.amount')}>
        <Money amount={amount} currencyCode={currencyCode} />
      </SummaryRow>
      <SummaryRow label={t('quote.fee')}>
        <Money amount={quote.fee} currencyCode={quote.feeCurrencyCode} />
      </SummaryRow>
      {converts && (
        <SummaryRow label={t('quote.rate')}>
          {t('quote.rateValue', { from: currencyCode, rate: quote.exchangeRate, to: quote.toCurrencyCode })}
        </SummaryRow>
      )}
      <SummaryRow label={own ? t('quote.receivedOwn') : t('quote.received')} strong>
        <Money amount={quote.toAmount} currencyCode={quote.toCurrencyCode} />
      </SummaryRow>
      <SummaryRow label={t('quote.total')} strong>
        <Group gap={6} wrap="nowrap" component="span">
          {loading && <Loader size={12} aria-hidden />}
          <Money amount={quote.totalDebit} currencyCode={currencyCode} />
        </Group>
      </SummaryRow>
    </Stack>
  );
}
