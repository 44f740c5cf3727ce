import { Alert, Button, Card, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconWallet } from '@tabler/icons-react';
import { groupAccounts } from '@tessera/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { accountQueries } from '../api/accounts-queries.ts';
import { AccountCard } from '../components/account-card.tsx';
import { QuickActions } from '../components/quick-actions.tsx';
import { RecentActivity } from '../components/recent-activity.tsx';

/** Home (spec 001 §2): a greeting and the non-closed accounts in the spec's groups. */
export function Component() {
  const { t } = useTranslation(['home', 'errors']);
  const customer = useQuery(accountQueries.customer());
  const accounts = useQuery(accountQueries.list());
  const name = customer.data?.firstName ?? customer.data?.businessName;

  return (
    <Stack gap="xl">
      <div>
        <Title order={1} size="h2">
          {customer.isPending ? <Skeleton h={32} w={240} /> : name ? t('greeting', { name }) : t('greetingAnonymous')}
        </Title>
        <Text c="dimmed">{t('subtitle')}</Text>
      </div>
      <QuickActions />

      {accounts.isPending && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} aria-busy="true" aria-label={t('loading')}>
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} h={150} radius="lg" />
          ))}
        </SimpleGrid>
      )}

      {accounts.isError && (
        <Alert color="red" icon={<IconAlertCircle size={18} />} title={t('loadFailed')} role="alert">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{errorMessage(t, accounts.error)}</Text>
            <Button size="xs" variant="white" color="red" onClick={() => void accounts.refetch()}>
              {t('retry')}
            </Button>
          </Stack>
        </Alert>
      )}

      {accounts.isSuccess && groupAccounts(accounts.data).length === 0 && (
        <Card withBorder radius="lg" p="xl">
          <Stack align="center" gap="xs">
            <IconWallet size={40} stroke={1.5} aria-hidden />
            <Text fw={600}>{t('emptyTitle')}</Text>
            <Text c="dimmed" size="sm" ta="center">
              {t('emptyText')}
            </Text>
          </Stack>
        </Card>
      )}

      {accounts.isSuccess &&
        groupAccounts(accounts.data).map(({ group, accounts: list }) => (
          <section key={group} aria-labelledby={`group-${group}`}>
            <Title order={2} size="h4" id={`group-${group}`} mb="sm">
              {t(`groups.${group}`)}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
              {list.map((account) => (
                <AccountCard key={account.accountId} account={account} />
              ))}
            </SimpleGrid>
          </section>
        ))}

      {accounts.isSuccess && accounts.data.length > 0 && <RecentActivity />}
    </Stack>
  );
}
