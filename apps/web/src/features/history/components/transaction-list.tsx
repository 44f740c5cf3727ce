import { Badge, Card, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import type { Transaction } from '@tessera/contract';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '../../../shared/i18n/i18n.ts';
import { Money } from '../../../shared/ui/money.tsx';
import { textColors } from '../../../shared/ui/text-colors.ts';

const statusColors = { completed: 'teal', processing: 'orange', rejected: 'red' } as const;

/** One page of history rows; each opens its detail (click or Enter). */
export function TransactionList({
  transactions,
  onOpen,
}: {
  transactions: Transaction[];
  onOpen: (transaction: Transaction) => void;
}) {
  const { t, i18n } = useTranslation('history');
  const dates = new Intl.DateTimeFormat(intlLocale(i18n.resolvedLanguage ?? 'en'), {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return (
    <Card
      withBorder
      radius="lg"
      p={0}
      component="ul"
      style={{ listStyle: 'none', margin: 0 }}
      aria-label={t('list.label')}
    >
      {transactions.map((transaction, index) => {
        const isIn = transaction.direction === 'in';
        return (
          <li
            key={`${transaction.transactionId}-${transaction.accountId}-${transaction.transactionType}`}
            style={index > 0 ? { borderTop: '1px solid var(--mantine-color-default-border)' } : undefined}
          >
            <UnstyledButton onClick={() => onOpen(transaction)} w="100%" px="md" py="sm" data-testid="history-row">
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Stack gap={2} miw={0}>
                  <Text size="sm" fw={600} truncate>
                    {transaction.counterparty ?? transaction.description}
                  </Text>
                  <Text size="xs" c="dimmed" truncate>
                    {dates.format(new Date(transaction.transactionDate))} · {t(`types.${transaction.transactionType}`)}
                    {transaction.note ? ` · ${transaction.note}` : ''}
                  </Text>
                </Stack>
                <Stack gap={4} align="flex-end">
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
                  <Badge size="xs" variant="light" color={statusColors[transaction.status]}>
                    {t(`status.${transaction.status}`)}
                  </Badge>
                </Stack>
              </Group>
            </UnstyledButton>
          </li>
        );
      })}
    </Card>
  );
}
