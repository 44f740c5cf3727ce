import { Anchor, Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { accountGroupOf, activeAccountStatusId, closedAccountStatusId, type Account } from '@tessera/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { intlLocale } from '../../../shared/i18n/i18n.ts';
import { Money } from '../../../shared/ui/money.tsx';
import { currencyName, groupedNumber } from './account-card.tsx';

/** The account's status word (spec 001 §3 accountStatusId: 1 active, 11 closed, anything else blocked). */
export function accountStatusOf(account: Pick<Account, 'accountStatusId'>): 'active' | 'closed' | 'blocked' {
  if (account.accountStatusId === activeAccountStatusId) return 'active';
  if (account.accountStatusId === closedAccountStatusId) return 'closed';
  return 'blocked';
}

const statusColors = { active: 'teal', closed: 'gray', blocked: 'red' } as const;

/**
 * The head of an account page: a way back, the currency's name and the account's kind and number,
 * its status, and its balance with the available and on-hold amounts (decimal strings in the
 * account's currency, spec 001 §3).
 */
export function AccountOverview({ account }: { account: Account }) {
  const { t, i18n } = useTranslation(['account', 'home']);
  const locale = intlLocale(i18n.resolvedLanguage ?? 'en');
  const group = accountGroupOf(account);
  const status = accountStatusOf(account);
  return (
    <Stack gap="md">
      <Anchor component={Link} to="/home" size="sm" w="fit-content">
        <Group gap={4} component="span" wrap="nowrap">
          <IconArrowLeft size={16} aria-hidden />
          {t('back')}
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-start" gap="sm">
        <div style={{ minWidth: 0 }}>
          <Title order={1} size="h2">
            {currencyName(account.currencyCode, locale)}
          </Title>
          <Text c="dimmed" size="sm" className="tabular-nums">
            {group ? t(`home:kinds.${group}`) : t('home:kinds.other')} ·{' '}
            {t('home:number', { number: groupedNumber(account.accountId) })}
          </Text>
        </div>
        <Group gap="xs">
          <Badge variant="light" radius="sm" size="lg">
            {account.currencyCode}
          </Badge>
          <Badge
            variant="light"
            color={statusColors[status]}
            size="lg"
            data-testid="account-status"
            aria-label={`${t('status.label')}: ${t(`status.${status}`)}`}
          >
            {t(`status.${status}`)}
          </Badge>
        </Group>
      </Group>
      <Card withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <Text size="xs" c="dimmed" tt="uppercase" fw={600} style={{ letterSpacing: '0.04em' }}>
          {t('balance')}
        </Text>
        <Text fz={{ base: 28, sm: 34 }} fw={700} lh={1.15} style={{ overflowWrap: 'anywhere' }} data-testid="balance">
          <Money amount={account.balance} currencyCode={account.currencyCode} />
        </Text>
        <SimpleGrid
          cols={2}
          spacing="sm"
          mt="md"
          pt="sm"
          style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
        >
          <div>
            <Text size="xs" c="dimmed">
              {t('available')}
            </Text>
            <Text fw={600} data-testid="available">
              <Money amount={account.availableBalance} currencyCode={account.currencyCode} />
            </Text>
          </div>
          <div>
            <Text size="xs" c="dimmed">
              {t('pending')}
            </Text>
            <Text fw={600} data-testid="pending">
              <Money amount={account.pendingAmount} currencyCode={account.currencyCode} />
            </Text>
          </div>
        </SimpleGrid>
      </Card>
    </Stack>
  );
}
