import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  Pagination,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconChecklist, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import {
  defaultApprovalRule,
  transactionRequestPageSize,
  transactionRequestStatuses,
  transactionRequestTypes,
  type TransactionRequest,
  type TransactionRequestStatus,
  type TransactionRequestType,
} from '@tessera/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { intlLocale } from '../../../shared/i18n/i18n.ts';
import { useFormatMoney } from '../../../shared/ui/money.tsx';
import { transactionRequestQueries, type RequestFilter } from '../api/transaction-requests-queries.ts';
import { ApproveModal } from '../components/approve-modal.tsx';
import { DeclineModal } from '../components/decline-modal.tsx';
import { WithdrawModal } from '../components/withdraw-modal.tsx';

const datePattern = /^\d{4}-\d{2}-\d{2}$/;
const statusColors = { pending: 'orange', approved: 'teal', declined: 'red', expired: 'gray' } as const;

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return values.find((item) => item === value);
}

/** The filter of the mass list (spec 001 §7) read from the address; status 'pending' unless another is chosen. */
function filterFromParams(params: URLSearchParams): RequestFilter {
  const date = (name: string) => {
    const value = params.get(name) ?? '';
    return datePattern.test(value) ? value : undefined;
  };
  const page = Number(params.get('page'));
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    status:
      params.get('status') === 'all'
        ? undefined
        : (oneOf(transactionRequestStatuses, params.get('status')) ?? 'pending'),
    transactionType: oneOf(transactionRequestTypes, params.get('transactionType')),
    createdBy: params.get('createdBy')?.trim() || undefined,
    fromDate: date('fromDate'),
    toDate: date('toDate'),
  };
}

function filterToParams(filter: RequestFilter): URLSearchParams {
  const params = new URLSearchParams();
  params.set('status', filter.status ?? 'all');
  for (const key of ['transactionType', 'createdBy', 'fromDate', 'toDate'] as const) {
    const value = filter[key];
    if (value) params.set(key, value);
  }
  if (filter.page > 1) params.set('page', String(filter.page));
  return params;
}

/** A request the signed-in user may still approve: waiting, not their own, not approved by them yet. */
function isApprovable(request: TransactionRequest): boolean {
  return request.status === 'pending' && !request.isMine && !request.hasMyApproval;
}

/**
 * `transfer/approved` (spec 001 §2, §4 "Business approval", §7): the business's transaction requests
 * with the mass list's filter, approved (with the approver's own code) or declined (with a reason)
 * singly or several at once.
 */
export function Component() {
  const { t } = useTranslation(['approvals', 'errors']);
  const [params, setParams] = useSearchParams();
  const filter = filterFromParams(params);
  const requests = useQuery(transactionRequestQueries.transactionRequestList(filter));
  const [selected, setSelected] = useState<string[]>([]);
  const [approving, setApproving] = useState<string[]>([]);
  const [declining, setDeclining] = useState<string[]>([]);
  const [withdrawing, setWithdrawing] = useState<string | null>(null);
  const items = requests.data?.requests ?? [];
  const selectable = items.filter(isApprovable).map((item) => item.transactionId);
  const chosen = selected.filter((id) => selectable.includes(id));
  const pages = Math.max(1, Math.ceil((requests.data?.total ?? 0) / transactionRequestPageSize));

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {t('title')}
        </Title>
        <Text c="dimmed">{t('subtitle')}</Text>
        <Anchor component={Link} to="/transfer/approved/policy" size="sm">
          {t('policy.link')}
        </Anchor>
      </div>
      <Card withBorder radius="lg" p="md">
        <Filters
          key={params.toString()}
          value={filter}
          onApply={(next) => {
            setSelected([]);
            setParams(filterToParams({ ...next, page: 1 }));
          }}
        />
      </Card>

      {chosen.length > 0 && (
        <Card withBorder radius="lg" p="sm" data-testid="bulk-actions">
          <Group justify="space-between" gap="sm">
            <Text size="sm" fw={600}>
              {t('selected', { count: chosen.length })}
            </Text>
            <Group gap="xs">
              <Button size="xs" color="red" variant="light" onClick={() => setDeclining(chosen)}>
                {t('declineSelected')}
              </Button>
              <Button size="xs" onClick={() => setApproving(chosen)}>
                {t('approveSelected')}
              </Button>
            </Group>
          </Group>
        </Card>
      )}

      {requests.isPending && (
        <Stack gap="sm" aria-busy="true">
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} h={120} radius="lg" />
          ))}
        </Stack>
      )}
      {requests.isError && (
        <Alert color="red" role="alert" title={t('loadFailed')}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{errorMessage(t, requests.error)}</Text>
            <Button size="xs" variant="white" color="red" onClick={() => void requests.refetch()}>
              {t('retry')}
            </Button>
          </Stack>
        </Alert>
      )}
      {requests.isSuccess && items.length === 0 && (
        <Card withBorder radius="lg" p="xl" data-testid="requests-empty">
          <Stack align="center" gap="xs">
            <IconChecklist size={40} stroke={1.5} aria-hidden />
            <Text fw={600}>{t('emptyTitle')}</Text>
            <Text c="dimmed" size="sm" ta="center">
              {t('emptyText')}
            </Text>
            <Button component={Link} to="/transfer/p2p" variant="light" mt="xs">
              {t('send')}
            </Button>
          </Stack>
        </Card>
      )}
      {items.length > 0 && (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {items.map((request) => (
            <li key={request.transactionId}>
              <RequestCard
                request={request}
                isSelected={chosen.includes(request.transactionId)}
                onSelect={(isOn) =>
                  setSelected((current) =>
                    isOn ? [...current, request.transactionId] : current.filter((id) => id !== request.transactionId),
                  )
                }
                onApprove={() => setApproving([request.transactionId])}
                onDecline={() => setDeclining([request.transactionId])}
                onWithdraw={() => setWithdrawing(request.transactionId)}
              />
            </li>
          ))}
        </Stack>
      )}
      {pages > 1 && (
        <Pagination
          total={pages}
          value={filter.page}
          onChange={(page) => setParams(filterToParams({ ...filter, page }))}
          aria-label={t('pages')}
        />
      )}
      <ApproveModal
        transactionIds={approving}
        onClose={() => {
          setApproving([]);
          setSelected([]);
        }}
      />
      <DeclineModal
        transactionIds={declining}
        onClose={() => {
          setDeclining([]);
          setSelected([]);
        }}
      />
      <WithdrawModal transactionId={withdrawing} onClose={() => setWithdrawing(null)} />
    </Stack>
  );
}

function Filters({ value, onApply }: { value: RequestFilter; onApply: (filter: RequestFilter) => void }) {
  const { t } = useTranslation('approvals');
  const [draft, setDraft] = useState(value);
  const isDateRangeBad = Boolean(draft.fromDate && draft.toDate && draft.fromDate > draft.toDate);
  return (
    <form
      aria-label={t('filter.label')}
      onSubmit={(event) => {
        event.preventDefault();
        if (!isDateRangeBad) onApply(draft);
      }}
    >
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
        <Select
          label={t('filter.status')}
          data={[
            { value: 'all', label: t('filter.all') },
            ...transactionRequestStatuses.map((status) => ({ value: status, label: t(`status.${status}`) })),
          ]}
          value={draft.status ?? 'all'}
          onChange={(next) =>
            setDraft((current) => ({
              ...current,
              status: oneOf<TransactionRequestStatus>(transactionRequestStatuses, next),
            }))
          }
          allowDeselect={false}
        />
        <Select
          label={t('filter.type')}
          data={[
            { value: 'all', label: t('filter.all') },
            ...transactionRequestTypes.map((type) => ({ value: type, label: t(`type.${type}`) })),
          ]}
          value={draft.transactionType ?? 'all'}
          onChange={(next) =>
            setDraft((current) => ({
              ...current,
              transactionType: oneOf<TransactionRequestType>(transactionRequestTypes, next),
            }))
          }
          allowDeselect={false}
        />
        <TextInput
          label={t('filter.createdBy')}
          placeholder="name@example.com"
          value={draft.createdBy ?? ''}
          onChange={(event) => {
            const next = event.currentTarget.value;
            setDraft((current) => ({ ...current, createdBy: next.trim() || undefined }));
          }}
          maxLength={254}
        />
        <TextInput
          type="date"
          label={t('filter.fromDate')}
          value={draft.fromDate ?? ''}
          onChange={(event) => {
            const next = event.currentTarget.value;
            setDraft((current) => ({ ...current, fromDate: next || undefined }));
          }}
        />
        <TextInput
          type="date"
          label={t('filter.toDate')}
          value={draft.toDate ?? ''}
          error={isDateRangeBad ? t('filter.badRange') : undefined}
          onChange={(event) => {
            const next = event.currentTarget.value;
            setDraft((current) => ({ ...current, toDate: next || undefined }));
          }}
        />
        <Group align="flex-end">
          <Button type="submit" leftSection={<IconSearch size={16} />} disabled={isDateRangeBad}>
            {t('filter.apply')}
          </Button>
        </Group>
      </SimpleGrid>
    </form>
  );
}

function RequestCard({
  request,
  isSelected,
  onSelect,
  onApprove,
  onDecline,
  onWithdraw,
}: {
  request: TransactionRequest;
  isSelected: boolean;
  onSelect: (isOn: boolean) => void;
  onApprove: () => void;
  onDecline: () => void;
  onWithdraw: () => void;
}) {
  const { t, i18n } = useTranslation(['approvals', 'companyAccess']);
  const formatMoney = useFormatMoney();
  const dates = new Intl.DateTimeFormat(intlLocale(i18n.resolvedLanguage ?? 'en'), {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  const approvable = isApprovable(request);
  const lastReason = [...request.decisions].reverse().find((decision) => decision.reason)?.reason;
  return (
    <Card withBorder radius="lg" p="md" data-testid="transaction-request">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Group align="flex-start" gap="sm" wrap="nowrap" miw={0}>
          {approvable && (
            <Checkbox
              mt={4}
              checked={isSelected}
              onChange={(event) => onSelect(event.currentTarget.checked)}
              aria-label={t('select', { payee: request.payee })}
            />
          )}
          <Stack gap={4} miw={0}>
            <Group gap="xs">
              {request.amount !== undefined && request.currencyCode !== undefined ? (
                <Text fw={700} className="tabular-nums">
                  {formatMoney(request.amount, request.currencyCode)}
                </Text>
              ) : (
                <Text fw={700}>{t(`kind.${request.transactionType === 'accessRight' ? 'accessRight' : 'payee'}`)}</Text>
              )}
              <Badge variant="light" color={statusColors[request.status]}>
                {t(`status.${request.status}`)}
              </Badge>
              <Badge variant="outline" color="gray">
                {t(`type.${request.transactionType}`)}
              </Badge>
              {request.isNewPayee && (
                <Badge variant="light" color="violet">
                  {t('newPayee')}
                </Badge>
              )}
            </Group>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {request.accessRight
                ? t('accessRightChange', {
                    user: request.accessRight.userEmail,
                    from: t(`companyAccess:levels.${request.accessRight.fromLevel}`),
                    to: t(`companyAccess:levels.${request.accessRight.toLevel}`),
                  })
                : t(request.transactionType === 'payee' ? 'payeeToSave' : 'to', {
                    payee: request.payeeEmail ? `${request.payee} (${request.payeeEmail})` : request.payee,
                  })}
            </Text>
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {t('madeBy', { maker: request.createdBy, date: dates.format(new Date(request.created)) })}
            </Text>
            {request.rules.map((rule) => (
              <Text size="xs" c="dimmed" key={rule.name}>
                {t('rule', {
                  name: rule.name === defaultApprovalRule.name ? t('defaultRuleName') : rule.name,
                  approvals: rule.approvals,
                  needed: rule.approversNeeded,
                })}
              </Text>
            ))}
            {request.status === 'pending' && (
              <Text size="xs" c="dimmed">
                {t('expires', { date: dates.format(new Date(request.expires)) })}
              </Text>
            )}
            {lastReason && (
              <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {t('reason', { reason: lastReason })}
              </Text>
            )}
            {request.isMine && request.status === 'pending' && (
              <Text size="xs" c="dimmed" fw={600}>
                {t('yours')}
              </Text>
            )}
            {request.hasMyApproval && request.status === 'pending' && (
              <Text size="xs" c="teal">
                {t('youApproved')}
              </Text>
            )}
          </Stack>
        </Group>
        {approvable && (
          <Group gap="xs">
            <Button size="xs" variant="light" color="red" onClick={onDecline}>
              {t('decline.action')}
            </Button>
            <Button size="xs" onClick={onApprove}>
              {t('approve.action')}
            </Button>
          </Group>
        )}
        {request.isMine && request.status === 'pending' && (
          <Button size="xs" variant="light" color="red" onClick={onWithdraw}>
            {t('withdraw.action')}
          </Button>
        )}
      </Group>
    </Card>
  );
}
