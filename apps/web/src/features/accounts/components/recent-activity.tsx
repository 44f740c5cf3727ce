import { Anchor, Card, Group, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowDownLeft, IconArrowUpRight, IconArrowsExchange } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '../../../shared/i18n/i18n.ts';
import { Link } from 'react-router';
import { Money } from '../../../shared/ui/money.tsx';
import { describeTransaction } from '../../../shared/ui/describe-transaction.ts';
import { transactionHistoryQuery } from '../api/accounts-queries.ts';
import { textColors } from '../../../shared/ui/text-colors.ts';

/**
 * The newest movements across the customer's accounts (spec 001 §2), each described in the reader's
 * language; a transfer between own accounts once (decision 0031).
 */
export function RecentActivity() {
  const { t, i18n } = useTranslation('home');
  const { t: tHistory } = useTranslation('history');
  const activity = useQuery(transactionHistoryQuery());
  const dateFormat = new Intl.DateTimeFormat(intlLocale(i18n.resolvedLanguage ?? 'en'), {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });

  return (
    <section aria-labelledby="recent-activity">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4" id="recent-activity">
          {t('recent.title')}
        </Title>
        <Anchor component={Link} to="/history" size="sm">
          {t('recent.all')}
        </Anchor>
      </Group>
      <Card withBorder radius="lg" p={0}>
        {activity.isPending && (
          <Stack p="md" gap="sm">
            {[0, 1, 2].map((index) => (
              <Skeleton key={index} h={36} />
            ))}
          </Stack>
        )}
        {activity.isError && (
          <Text p="md" c={textColors.error} size="sm" role="alert">
            {t('recent.failed')}
          </Text>
        )}
        {activity.isSuccess && activity.data.length === 0 && (
          <Text p="md" c="dimmed" size="sm">
            {t('recent.empty')}
          </Text>
        )}
        {activity.isSuccess &&
          activity.data.map((transaction, index) => {
            const isIn = transaction.direction === 'in';
            const Icon =
              transaction.transactionType === 'exchange'
                ? IconArrowsExchange
                : isIn
                  ? IconArrowDownLeft
                  : IconArrowUpRight;
            return (
              <Group
                key={`${transaction.transactionId}-${transaction.accountId}-${transaction.transactionType}`}
                justify="space-between"
                wrap="nowrap"
                px="md"
                py="sm"
                style={index > 0 ? { borderTop: '1px solid var(--mantine-color-default-border)' } : undefined}
              >
                <Group gap="sm" wrap="nowrap" miw={0}>
                  <ThemeIcon variant="light" color={isIn ? 'teal' : 'gray'} radius="xl" size="lg">
                    <Icon size={18} aria-hidden />
                  </ThemeIcon>
                  <div style={{ minWidth: 0 }}>
                    <Text size="sm" fw={500} truncate>
                      {describeTransaction(tHistory, transaction)}
                    </Text>
                    <Text size="xs" c="dimmed" truncate>
                      {dateFormat.format(new Date(transaction.transactionDate))}
                      {transaction.note ? ` · ${transaction.note}` : ''}
                    </Text>
                  </div>
                </Group>
                <Text size="sm" fw={600} c={isIn ? textColors.incoming : undefined} style={{ whiteSpace: 'nowrap' }}>
                  {isIn ? '+' : ''}
                  <Money amount={transaction.amount} currencyCode={transaction.currencyCode} />
                </Text>
              </Group>
            );
          })}
      </Card>
    </section>
  );
}
