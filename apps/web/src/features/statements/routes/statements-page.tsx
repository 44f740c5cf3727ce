import { Alert, Button, Card, Group, Pagination, Select, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconFileInvoice } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { statementExportPageSize } from '@tessera/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { useFormatMoney, useLocale } from '../../../shared/ui/money.tsx';
import { RetryAlert } from '../../../shared/ui/retry-alert.tsx';
import { useStatementExport } from '../api/statement-export.ts';
import { closedMonths, monthName } from '../api/statement-months.ts';
import { statementQueries } from '../api/statements-queries.ts';
import { SendStatementModal } from '../components/send-statement-modal.tsx';
import { StatementCard } from '../components/statement-card.tsx';

/** A positive whole number from the address, else undefined. */
function positive(value: string | null): number | undefined {
  if (!value || !/^\d{1,15}$/.test(value)) return undefined;
  const number = Number(value);
  return number > 0 ? number : undefined;
}

/**
 * Route `statements` (spec 001 §2, §3, §7, §9; decision 0045): an account picker (sorted by status,
 * the first selected, kept in the address), a month picker of the last 12 closed months that issues
 * the month's statement (`statementExport`), and the account's issued statements, 12 a page
 * (`statementExportList`), each with its totals, PDF and CSV downloads and e-mail.
 */
export function Component() {
  const { t } = useTranslation(['statements', 'errors']);
  const locale = useLocale();
  const formatMoney = useFormatMoney();
  const [params, setParams] = useSearchParams();
  const accounts = useQuery(statementQueries.accounts());
  const accountId = positive(params.get('accountId'));
  const pageNumber = positive(params.get('pageNumber')) ?? 1;
  const months = closedMonths(new Date());
  const [dateFrom, setDateFrom] = useState<string>(months[0]?.dateFrom ?? '');
  const [mailing, setMailing] = useState<{ exportId: string; title: string } | null>(null);
  const issue = useStatementExport();

  // No account chosen yet: the first one, like history (spec 001 §4).
  const firstAccount = accounts.data?.[0]?.accountId;
  useEffect(() => {
    if (accountId === undefined && firstAccount !== undefined)
      setParams({ accountId: String(firstAccount) }, { replace: true });
  }, [accountId, firstAccount, setParams]);

  const list = useQuery({
    ...statementQueries.statementExportList(accountId ?? 0, pageNumber),
    enabled: accountId !== undefined,
  });
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / statementExportPageSize)) : 1;

  const getStatement = () => {
    if (accountId === undefined) return;
    issue.mutate(
      { accountId, dateFrom },
      // The issued month is on the first page (newest first) unless older ones were asked for later.
      { onSuccess: () => setParams({ accountId: String(accountId) }) },
    );
  };

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {t('title')}
        </Title>
        <Text c="dimmed">{t('subtitle')}</Text>
      </div>

      {accounts.isPending && <Skeleton h={60} radius="md" />}
      {accounts.isError && (
        <RetryAlert
          title={t('loadFailed')}
          message={errorMessage(t, accounts.error)}
          retryLabel={t('retry')}
          retrying={accounts.isFetching}
          onRetry={() => void accounts.refetch()}
        />
      )}
      {accounts.isSuccess && accounts.data.length === 0 && <Text c="dimmed">{t('noAccounts')}</Text>}
      {accounts.isSuccess && accounts.data.length > 0 && (
        <Card withBorder radius="lg" p="md">
          <form
            onSubmit={(event) => {
              event.preventDefault();
              getStatement();
            }}
          >
            <Group align="flex-end" gap="md" wrap="wrap">
              <Select
                label={t('account')}
                w={{ base: '100%', sm: 340 }}
                allowDeselect={false}
                data={accounts.data.map((account) => ({
                  value: String(account.accountId),
                  label: `${account.cardAliasName ?? t('accountLabel', { currency: account.currencyCode, id: account.accountId })} · ${formatMoney(account.balance, account.currencyCode)}`,
                }))}
                value={accountId !== undefined ? String(accountId) : null}
                onChange={(value) => value && setParams({ accountId: value })}
              />
              <Select
                label={t('month')}
                w={{ base: '100%', sm: 220 }}
                allowDeselect={false}
                data={months.map((month) => ({
                  value: month.dateFrom,
                  label: monthName(month.year, month.month, locale),
                }))}
                value={dateFrom}
                onChange={(value) => value && setDateFrom(value)}
              />
              <Button type="submit" loading={issue.isPending} disabled={accountId === undefined}>
                {t('get')}
              </Button>
            </Group>
            <Text size="xs" c="dimmed" mt="xs">
              {t('closedOnly')}
            </Text>
            {issue.isError && (
              <Alert color="red" role="alert" mt="sm">
                {errorMessage(t, issue.error)}
              </Alert>
            )}
          </form>
        </Card>
      )}

      {list.isPending && accountId !== undefined && (
        <Stack gap="sm" role="status" aria-busy="true" aria-label={t('loading')}>
          {[0, 1].map((index) => (
            <Skeleton key={index} h={150} radius="lg" />
          ))}
        </Stack>
      )}
      {list.isError && (
        <RetryAlert
          title={t('loadFailed')}
          message={errorMessage(t, list.error)}
          retryLabel={t('retry')}
          retrying={list.isFetching}
          onRetry={() => void list.refetch()}
        />
      )}
      {list.isSuccess && list.data.exports.length === 0 && (
        <Card withBorder radius="lg" p="xl">
          <Stack align="center" gap="xs">
            <IconFileInvoice size={40} stroke={1.5} aria-hidden />
            <Text fw={600}>{t('emptyTitle')}</Text>
            <Text c="dimmed" size="sm" ta="center">
              {t('emptyText')}
            </Text>
          </Stack>
        </Card>
      )}
      {list.isSuccess && list.data.exports.length > 0 && (
        <Stack gap="md">
          {list.data.exports.map((statement) => (
            <StatementCard
              key={statement.exportId}
              statement={statement}
              onEmail={(exportId, title) => setMailing({ exportId, title })}
            />
          ))}
          {pages > 1 && (
            <Pagination
              value={pageNumber}
              total={pages}
              onChange={(page) => setParams({ accountId: String(accountId), pageNumber: String(page) })}
              aria-label={t('pages')}
            />
          )}
        </Stack>
      )}
      <SendStatementModal
        exportId={mailing?.exportId ?? null}
        title={mailing?.title ?? ''}
        onClose={() => setMailing(null)}
      />
    </Stack>
  );
}
