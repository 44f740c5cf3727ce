import { Badge, Card, Group, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { Transaction } from '@tessera/contract';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '../../../shared/i18n/i18n.ts';
import { Money, useFormatMoney } from '../../../shared/ui/money.tsx';
import { textColors } from '../../../shared/ui/text-colors.ts';
import { statusColors } from '../api/status-colors.ts';
import { conversionOf, describeTransaction } from '../../../shared/ui/describe-transaction.ts';
import { groupByDay } from '../api/history-days.ts';

/**
 * One page of history rows grouped by day (Today, Yesterday, then dates); each row opens its
 * detail (click or Enter). A row reads as its description in the reader's language, date and
 * time, type, both sides of a conversion, the fee inside the amount, the amount and the status; the
 * status is never cut short (decision 0031).
 */
export function TransactionList({
  transactions,
  onOpen,
}: {
  transactions: Transaction[];
  onOpen: (transaction: Transaction) => void;
}) {
  const { t, i18n } = useTranslation('history');
  const formatMoney = useFormatMoney();
  const locale = intlLocale(i18n.resolvedLanguage ?? 'en');
  const times = new Intl.DateTimeFormat(locale, { timeStyle: 'short' });
  const dayNames = new Intl.DateTimeFormat(locale, { dateStyle: 'full' });
  const shortDays = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  const days = groupByDay(transactions, (transaction) => transaction.transactionDate, new Date());
  return (
    <Stack gap="md" role="group" aria-label={t('list.label')}>
      {days.map((day) => {
        const first = day.items[0];
        const heading =
          day.relative === 'today'
            ? t('list.today')
            : day.relative === 'yesterday'
              ? t('list.yesterday')
              : first
                ? dayNames.format(new Date(first.transactionDate))
                : day.day;
        const headingId = `history-day-${day.day}`;
        return (
          <section key={day.day} aria-labelledby={headingId}>
            <Text id={headingId} component="h2" size="sm" fw={700} c="dimmed" mb={6} px={4}>
              {heading}
            </Text>
            <Card withBorder radius="lg" p={0} component="ul" style={{ listStyle: 'none', margin: 0 }}>
              {day.items.map((transaction, index) => {
                const isIn = transaction.direction === 'in';
                const at = new Date(transaction.transactionDate);
                const conversion = conversionOf(transaction);
                return (
                  <li
                    key={`${transaction.transactionId}-${transaction.accountId}-${transaction.transactionType}`}
                    style={index > 0 ? { borderTop: '1px solid var(--mantine-color-default-border)' } : undefined}
                  >
                    <UnstyledButton
                      onClick={() => onOpen(transaction)}
                      w="100%"
                      px="md"
                      py="sm"
                      data-testid="history-row"
                    >
                      <Group justify="space-between" wrap="nowrap" align="flex-start">
                        <Stack gap={2} miw={0}>
                          <Text size="sm" fw={600} truncate>
                            {describeTransaction(t, transaction)}
                          </Text>
                          <Text size="xs" c="dimmed" truncate>
                            {/* The day is the heading above; screen readers get it in the row too. */}
                            <VisuallyHidden>{shortDays.format(at)}, </VisuallyHidden>
                            {times.format(at)} · {t(`types.${transaction.transactionType}`)}
                            {transaction.note ? ` · ${transaction.note}` : ''}
                          </Text>
                          {(conversion || transaction.fee) && (
                            <Text size="xs" c="dimmed" data-testid="history-money-parts">
                              {conversion && (
                                <span style={{ whiteSpace: 'nowrap' }}>
                                  <Money amount={conversion.from} currencyCode={conversion.fromCurrency} />
                                  {' → '}
                                  <Money amount={conversion.to} currencyCode={conversion.toCurrency} />
                                </span>
                              )}
                              {conversion && transaction.fee && ' · '}
                              {transaction.fee && (
                                <span style={{ whiteSpace: 'nowrap' }}>
                                  {t('list.feeIncluded', {
                                    fee: formatMoney(transaction.fee, transaction.currencyCode),
                                  })}
                                </span>
                              )}
                            </Text>
                          )}
                        </Stack>
                        <Stack gap={4} align="flex-end" style={{ flex: 'none' }}>
                          <Text
                            size="sm"
                            fw={700}
                            c={isIn ? textColors.incoming : undefined}
                            style={{ whiteSpace: 'nowrap' }}
                            data-testid="history-amount"
                          >
                            {isIn ? '+' : ''}
                            <Money amount={transaction.amount} currencyCode={transaction.currencyCode} />
                          </Text>
                          <Badge
                            size="xs"
                            variant="light"
                            color={statusColors[transaction.status]}
                            styles={{ root: { maxWidth: 'none', overflow: 'visible' }, label: { overflow: 'visible' } }}
                          >
                            {t(`status.${transaction.status}`)}
                          </Badge>
                        </Stack>
                      </Group>
                    </UnstyledButton>
                  </li>
                );
              })}
            </Card>
          </section>
        );
      })}
    </Stack>
  );
}
