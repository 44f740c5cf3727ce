import { Badge, EmptyState, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconWallet } from '@tabler/icons-react';
import { groupAccounts } from '@tessera/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { intlLocale } from '../../../shared/i18n/i18n.ts';
import { accountQueries } from '../api/accounts-queries.ts';
import { AccountCard } from '../components/account-card.tsx';
import { AccountsSkeleton } from '../components/accounts-skeleton.tsx';
import { AccountsTotal } from '../components/accounts-total.tsx';
import { QuickActions } from '../components/quick-actions.tsx';
import { RecentActivity } from '../components/recent-activity.tsx';
import { RetryAlert } from '../../../shared/ui/retry-alert.tsx';

/**
 * Home (spec 001 §2, §3): a greeting by first name, quick actions, the customer's non-closed
 * accounts in the spec's groups, and recent activity. Skeletons while loading, an empty state,
 * and an error with a retry.
 */
export function Component() {
  const { t, i18n } = useTranslation(['home', 'errors']);
  const customer = useQuery(accountQueries.customer());
  const accounts = useQuery(accountQueries.list());
  const name = customer.data?.firstName ?? customer.data?.businessName;
  const groups = accounts.data ? groupAccounts(accounts.data) : [];
  const accountCount = groups.reduce((count, group) => count + group.accounts.length, 0);
  const locale = intlLocale(i18n.resolvedLanguage ?? 'en');
  const date = new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long' }).format(new Date());
  // Only the first letter: months stay lower case where the language writes them so (ru, ua, es, …).
  const today = date.charAt(0).toLocaleUpperCase(locale) + date.slice(1);

  return (
    <Stack gap="xl">
      <Group justify="space-between" align="flex-end" gap="lg">
        <div>
          <Text size="sm" c="dimmed">
            {today}
          </Text>
          <Title order={1} size="h2" mt={2}>
            {customer.isPending ? <Skeleton h={32} w={220} /> : name ? t('greeting', { name }) : t('greetingAnonymous')}
          </Title>
          <Text c="dimmed" mt={4}>
            {accounts.isSuccess && accountCount > 0 ? t('accountCount', { count: accountCount }) : t('subtitle')}
          </Text>
        </div>
        <QuickActions />
      </Group>

      {accounts.isPending && <AccountsSkeleton label={t('loading')} />}

      {accounts.isError && (
        <RetryAlert
          title={t('loadFailed')}
          message={errorMessage(t, accounts.error)}
          retryLabel={t('retry')}
          retrying={accounts.isFetching}
          onRetry={() => void accounts.refetch()}
        />
      )}

      {accounts.isSuccess && groups.length === 0 && (
        <EmptyState
          variant="light"
          icon={<IconWallet size={28} aria-hidden />}
          title={t('emptyTitle')}
          description={t('emptyText')}
          py="xl"
        />
      )}

      {accounts.isSuccess && accountCount > 0 && <AccountsTotal />}

      {groups.map(({ group, accounts: list }) => (
        <section key={group} aria-labelledby={`group-${group}`}>
          <Group gap="xs" mb="sm">
            <Title order={2} size="h4" id={`group-${group}`}>
              {t(`groups.${group}`)}
            </Title>
            <Badge variant="default" radius="xl" size="sm" aria-hidden>
              {list.length}
            </Badge>
          </Group>
          <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="lg">
            {list.map((account) => (
              <AccountCard key={account.accountId} account={account} />
            ))}
          </SimpleGrid>
        </section>
      ))}

      {accounts.isSuccess && accountCount > 0 && <RecentActivity />}
    </Stack>
  );
}
