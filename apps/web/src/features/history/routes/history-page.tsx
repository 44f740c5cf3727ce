import { Alert, Button, Card, Group, Pagination, Select, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { HistoryFilter, Transaction } from '@tessera/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { useFormatMoney } from '../../../shared/ui/money.tsx';
import { filterFromParams, filterToParams, resetFilter } from '../api/history-filter.ts';
import { historyQueries } from '../api/history-queries.ts';
import { ExportActions } from '../components/export-actions.tsx';
import { HistoryFilters } from '../components/history-filters.tsx';
import { TransactionDetail } from '../components/transaction-detail.tsx';
import { TransactionList } from '../components/transaction-list.tsx';
import { textColors } from '../../../shared/ui/text-colors.ts';

/**
 * Transaction history (spec 001 §2, §3, §4): account picker (sorted by status, first selected),
 * filters kept in the address, 20 rows a page, detail, CSV download and export by e-mail.
 */
export function Component() {
  const { t } = useTranslation(['history', 'errors']);
  const formatMoney = useFormatMoney();
  const [params, setParams] = useSearchParams();
  const filter = filterFromParams(params);
  const accounts = useQuery(historyQueries.accounts());
  const [selected, setSelected] = useState<Transaction | null>(null);

  // First load with no account chosen: select the first account (spec 001 §4).
  const firstAccount = accounts.data?.[0]?.accountId;
  useEffect(() => {
    if (filter.accountId === undefined && firstAccount !== undefined)
      setParams(filterToParams({ ...filter, accountId: firstAccount }), { replace: true });
  }, [filter, firstAccount, setParams]);

  const apply = (next: HistoryFilter) => setParams(filterToParams(next));
  const history = useQuery({ ...historyQueries.transactionHistory(filter), enabled: filter.accountId !== undefined });
  const pages = history.data ? Math.max(1, Math.ceil(history.data.results / history.data.pageSize)) : 1;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={1} size="h2">
            {t('title')}
          </Title>
          <Text c="dimmed">{t('subtitle')}</Text>
        </div>
        <ExportActions filter={filter} />
      </Group>

      {accounts.isPending && <Skeleton h={60} radius="md" />}
      {accounts.isError && (
        <Alert color="red" role="alert" title={t('loadFailed')}>
          <Button size="xs" variant="white" color="red" onClick={() => void accounts.refetch()}>
            {t('retry')}
          </Button>
        </Alert>
      )}
      {accounts.isSuccess && accounts.data.length === 0 && <Text c="dimmed">{t('noAccounts')}</Text>}
      {accounts.isSuccess && accounts.data.length > 0 && (
        <Select
          label={t('account')}
          maw={420}
          allowDeselect={false}
          data={accounts.data.map((account) => ({
            value: String(account.accountId),
            label: `${account.cardAliasName ?? t('accountLabel', { currency: account.currencyCode, id: account.accountId })} · ${formatMoney(account.balance, account.currencyCode)}`,
          }))}
          value={filter.accountId !== undefined ? String(filter.accountId) : null}
          onChange={(value) => value && apply({ ...filter, accountId: Number(value), pageNumber: 1 })}
        />
      )}

      <Card withBorder radius="lg" p="md">
        <HistoryFilters
          key={params.toString()}
          value={filter}
          onApply={apply}
          onReset={() => apply(resetFilter(filter))}
        />
      </Card>

      {history.data && (history.data.processingCount > 0 || history.data.rejectedCount > 0) && (
        <Group gap="md">
          {history.data.processingCount > 0 && (
            <Text size="sm" c={textColors.warning}>
              {t('counts.processing', { count: history.data.processingCount })}
            </Text>
          )}
          {history.data.rejectedCount > 0 && (
            <Text size="sm" c={textColors.error}>
              {t('counts.rejected', { count: history.data.rejectedCount })}
            </Text>
          )}
        </Group>
      )}

      {history.isPending && filter.accountId !== undefined && (
        <Stack gap="xs" role="status" aria-busy="true" aria-label={t('loading')}>
          {[0, 1, 2, 3].map((index) => (
            <Skeleton key={index} h={56} radius="md" />
          ))}
        </Stack>
      )}
      {history.isError && (
        <Alert color="red" role="alert" title={t('loadFailed')}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{errorMessage(t, history.error)}</Text>
            <Button size="xs" variant="white" color="red" onClick={() => void history.refetch()}>
              {t('retry')}
            </Button>
          </Stack>
        </Alert>
      )}
      {history.isSuccess && history.data.transactions.transaction.length === 0 && (
        <Card withBorder radius="lg" p="xl">
          <Stack align="center" gap="xs">
            <IconReceipt size={40} stroke={1.5} aria-hidden />
            <Text fw={600}>{t('emptyTitle')}</Text>
            <Text c="dimmed" size="sm" ta="center">
              {t('emptyText')}
            </Text>
          </Stack>
        </Card>
      )}
      {history.isSuccess && history.data.transactions.transaction.length > 0 && (
        <>
          <Text size="sm" c="dimmed">
            {t('counts.results', { count: history.data.results })}
          </Text>
          <TransactionList transactions={history.data.transactions.transaction} onOpen={setSelected} />
          {pages > 1 && (
            <Pagination
              value={Number(filter.pageNumber ?? 1)}
              total={pages}
              onChange={(pageNumber) => apply({ ...filter, pageNumber })}
              aria-label={t('pages')}
            />
          )}
        </>
      )}
      <TransactionDetail transaction={selected} onClose={() => setSelected(null)} />
    </Stack>
  );
}
