import { Alert, Anchor, Button, Card, Grid, Group, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft, IconCurrencyBitcoin, IconSearch } from '@tabler/icons-react';
import { walletCurrencyCodes, type Account, type Customer, type Transaction } from '@tessera/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { accountQueries } from '../../features/accounts/api/accounts-queries.ts';
import { AccountActions } from '../../features/accounts/components/account-actions.tsx';
import { AccountOverview, accountStatusOf } from '../../features/accounts/components/account-overview.tsx';
import { AddMoneyModal } from '../../features/accounts/components/add-money-modal.tsx';
import { ReceiveDetails, type ReceiveDetail } from '../../features/accounts/components/receive-details.tsx';
import { historyQueries } from '../../features/history/api/history-queries.ts';
import { TransactionDetail } from '../../features/history/components/transaction-detail.tsx';
import { TransactionList } from '../../features/history/components/transaction-list.tsx';
import { AccountDocuments } from '../../features/statements/components/account-documents.tsx';
import { errorMessage } from '../../shared/api/error-message.ts';
import { RetryAlert } from '../../shared/ui/retry-alert.tsx';
import { useMayPay } from '../../shared/session/use-current-access.ts';

/** Rows of the account's own recent activity on its page. */
const recentRows = 5;

/** The account number in the page's path, or null when it is not a positive whole number. */
export function accountIdFromPath(value: string | undefined): number | null {
  if (!value || !/^\d{1,15}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The details a payer needs, from the account and the signed-in customer (nothing the server keeps hidden). */
function receiveDetails(account: Account, customer: Customer | undefined, t: (key: string) => string): ReceiveDetail[] {
  const holder = customer?.businessName ?? [customer?.firstName, customer?.lastName].filter(Boolean).join(' ');
  return [
    ...(holder ? [{ key: 'holder', label: t('receive.holder'), value: holder }] : []),
    { key: 'number', label: t('receive.number'), value: String(account.accountId) },
    ...(customer?.login && customer.login.includes('@')
      ? [{ key: 'email', label: t('receive.email'), value: customer.login }]
      : []),
    { key: 'currency', label: t('receive.currency'), value: account.currencyCode },
  ];
}

/** The account's newest movements (the history API filtered by account), each opening its detail. */
function AccountActivity({ accountId }: { accountId: number }) {
  const { t } = useTranslation('account');
  const page = useQuery(historyQueries.transactionHistory({ accountId, pageNumber: 1 }));
  const [opened, setOpened] = useState<Transaction | null>(null);
  const rows = page.data?.transactions.transaction.slice(0, recentRows) ?? [];
  return (
    <section aria-labelledby="account-activity">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4" id="account-activity">
          {t('recent.title')}
        </Title>
        <Anchor component={Link} to={`/history?accountId=${accountId}`} size="sm">
          {t('recent.all')}
        </Anchor>
      </Group>
      {page.isPending && (
        <Stack gap="sm">
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} h={44} radius="md" />
          ))}
        </Stack>
      )}
      {page.isError && (
        <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle size={18} aria-hidden />}>
          {t('recent.failed')}
        </Alert>
      )}
      {page.isSuccess && rows.length === 0 && (
        <Card withBorder radius="lg">
          <Text c="dimmed" size="sm">
            {t('recent.empty')}
          </Text>
        </Card>
      )}
      {rows.length > 0 && <TransactionList transactions={rows} onOpen={setOpened} />}
      <TransactionDetail transaction={opened} onClose={() => setOpened(null)} />
    </section>
  );
}

/** Shown for an id that is none of the customer's accounts (unknown, mistyped, or another customer's). */
function AccountNotFound() {
  const { t } = useTranslation('account');
  return (
    <Card withBorder radius="lg" p="xl" role="alert" data-testid="account-not-found">
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon size={48} radius="xl" variant="light" color="gray" aria-hidden>
          <IconSearch size={24} />
        </ThemeIcon>
        <Title order={1} size="h3">
          {t('notFoundTitle')}
        </Title>
        <Text c="dimmed" maw={440}>
          {t('notFoundText')}
        </Text>
        <Button component={Link} to="/home" leftSection={<IconArrowLeft size={18} aria-hidden />}>
          {t('notFoundHome')}
        </Button>
      </Stack>
    </Card>
  );
}

/** Placeholder of the page while the accounts load. */
function AccountPageSkeleton() {
  const { t } = useTranslation('account');
  return (
    <Stack gap="md" role="status" aria-busy="true" aria-label={t('loading')}>
      <Skeleton h={16} w={120} />
      <Skeleton h={36} w={240} />
      <Skeleton h={150} radius="lg" />
      <Skeleton h={220} radius="lg" />
    </Stack>
  );
}

/**
 * One account's page (decision 0034; not in the spec's route list): its number and the details to
 * receive money with copy buttons, its status, balance, available and on-hold amounts, its recent
 * history and its actions, Add money by bank transfer among them (decision 0051). The account
 * comes from the customer's own `accountList`, so an id that is not the caller's shows the
 * not-found state; the server refuses another customer's account in every call that names one.
 */
export function Component() {
  const { t } = useTranslation(['account', 'errors']);
  const accountId = accountIdFromPath(useParams().accountId);
  const accounts = useQuery(accountQueries.list());
  const customer = useQuery(accountQueries.customer());
  const mayPay = useMayPay();
  const account = accountId === null ? undefined : accounts.data?.find((item) => item.accountId === accountId);
  const [addingMoney, setAddingMoney] = useState(false);

  if (accountId === null) return <AccountNotFound />;
  if (accounts.isPending) return <AccountPageSkeleton />;
  if (accounts.isError) {
    return (
      <RetryAlert
        title={t('loadFailed')}
        message={errorMessage(t, accounts.error)}
        retryLabel={t('retry')}
        retrying={accounts.isFetching}
        onRetry={() => void accounts.refetch()}
      />
    );
  }
  if (!account) return <AccountNotFound />;

  return (
    <Stack gap="xl">
      <AccountOverview account={account} />
      <AccountActions
        accountId={account.accountId}
        canSend={mayPay && accountStatusOf(account) === 'active'}
        onAddMoney={() => setAddingMoney(true)}
      />
      <AddMoneyModal account={account} opened={addingMoney} onClose={() => setAddingMoney(false)} />
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 7 }} order={{ base: 2, md: 1 }}>
          <AccountActivity accountId={account.accountId} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }} order={{ base: 1, md: 2 }}>
          <Stack gap="md">
            <ReceiveDetails details={receiveDetails(account, customer.data, t)} />
            <AccountDocuments accountId={account.accountId} />
            {(walletCurrencyCodes as readonly string[]).includes(account.currencyCode) && (
              <Button
                component={Link}
                to={`/wallet/${account.currencyCode}`}
                variant="light"
                leftSection={<IconCurrencyBitcoin size={18} aria-hidden />}
              >
                {t('wallet', { currency: account.currencyCode })}
              </Button>
            )}
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
