import {
  Alert,
  Badge,
  Button,
  Card,
  Grid,
  Group,
  Modal,
  Select,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconCalendarRepeat, IconSearch } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { preapprovedPaymentSchema } from '@tessera/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { call } from '../../../shared/api/call.ts';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { queryRoots } from '../../../shared/api/query-keys.ts';
import { intlLocale } from '../../../shared/i18n/i18n.ts';
import { useFormatMoney } from '../../../shared/ui/money.tsx';
import { transferQueries, type PreapprovedFilter } from '../api/transfers-queries.ts';
import { useAccountLabel } from '../components/account-select.tsx';
import { textColors } from '../../../shared/ui/text-colors.ts';

type Payment = z.infer<typeof preapprovedPaymentSchema>;
const amountPattern = /^\d{1,15}(\.\d{1,8})?$/;
const statusColors = { active: 'teal', cancelled: 'gray', finished: 'blue' } as const;

/** The filter of spec 001 §7 read from the address, so it survives reloads and the back button. */
function filterFromParams(params: URLSearchParams): PreapprovedFilter {
  const text = (name: string) => params.get(name)?.trim() || undefined;
  const amount = (name: string) => {
    const value = text(name);
    return value && amountPattern.test(value) ? value : undefined;
  };
  return {
    beneficiaryEmail: text('beneficiaryEmail'),
    fromAmount: amount('fromAmount'),
    toAmount: amount('toAmount'),
    type: params.get('type') === 'betweenAccounts' ? 'betweenAccounts' : undefined,
  };
}

function filterToParams(filter: PreapprovedFilter): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) if (value) params.set(key, String(value));
  return params;
}

/**
 * Pre-approved payments (spec 001 §2 transfer/preapproved-payments, §3, §7, §8): the filter
 * {beneficiaryEmail, fromAmount, toAmount, type}, the list, and cancel behind the
 * "Action Confirmation" popup, which also shows a failure.
 */
export function Component() {
  const { t } = useTranslation(['transfers', 'errors']);
  const [params, setParams] = useSearchParams();
  const filter = filterFromParams(params);
  const payments = useQuery(transferQueries.preapprovedPaymentList(filter));
  const [cancelling, setCancelling] = useState<Payment | null>(null);

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {t('preapproved.title')}
        </Title>
        <Text c="dimmed">{t('preapproved.subtitle')}</Text>
      </div>
      <Card withBorder radius="lg" p="md">
        <PreapprovedFilters
          key={params.toString()}
          value={filter}
          onApply={(next) => setParams(filterToParams(next))}
        />
      </Card>

      {payments.isPending && (
        <Stack gap="sm" aria-busy="true">
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} h={96} radius="lg" />
          ))}
        </Stack>
      )}
      {payments.isError && (
        <Alert color="red" role="alert" title={t('preapproved.loadFailed')}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{errorMessage(t, payments.error)}</Text>
            <Button size="xs" variant="white" color="red" onClick={() => void payments.refetch()}>
              {t('preapproved.retry')}
            </Button>
          </Stack>
        </Alert>
      )}
      {payments.isSuccess && payments.data.length === 0 && (
        <Card withBorder radius="lg" p="xl">
          <Stack align="center" gap="xs">
            <IconCalendarRepeat size={40} stroke={1.5} aria-hidden />
            <Text fw={600}>{t('preapproved.emptyTitle')}</Text>
            <Text c="dimmed" size="sm" ta="center">
              {t('preapproved.emptyText')}
            </Text>
            <Button component={Link} to="/transfer/account" variant="light" mt="xs">
              {t('preapproved.create')}
            </Button>
          </Stack>
        </Card>
      )}
      {payments.isSuccess && payments.data.length > 0 && (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {payments.data.map((payment) => (
            <li key={payment.id}>
              <PaymentCard payment={payment} onCancel={() => setCancelling(payment)} />
            </li>
          ))}
        </Stack>
      )}
      <CancelModal payment={cancelling} onClose={() => setCancelling(null)} />
    </Stack>
  );
}

function PreapprovedFilters({
  value,
  onApply,
}: {
  value: PreapprovedFilter;
  onApply: (filter: PreapprovedFilter) => void;
}) {
  const { t } = useTranslation('transfers');
  const [draft, setDraft] = useState(value);
  const amountError = (amount: string | undefined) =>
    amount && !amountPattern.test(amount) ? t('errors:fields.invalid_amount') : undefined;
  const invalid = Boolean(amountError(draft.fromAmount) || amountError(draft.toAmount));
  const set = (key: keyof PreapprovedFilter, item: string | undefined) =>
    setDraft((current) => ({ ...current, [key]: item?.trim() ? item.trim() : undefined }));
  return (
    <form
      aria-label={t('preapproved.filterLabel')}
      onSubmit={(event) => {
        event.preventDefault();
        if (!invalid) onApply(draft);
      }}
    >
      <Grid gap="sm" align="flex-start">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <TextInput
            label={t('preapproved.beneficiary')}
            leftSection={<IconSearch size={16} />}
            value={draft.beneficiaryEmail ?? ''}
            onChange={(event) => set('beneficiaryEmail', event.currentTarget.value)}
            maxLength={254}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, md: 2 }}>
          <TextInput
            label={t('preapproved.fromAmount')}
            inputMode="decimal"
            value={draft.fromAmount ?? ''}
            onChange={(event) => set('fromAmount', event.currentTarget.value)}
            error={amountError(draft.fromAmount)}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, md: 2 }}>
          <TextInput
            label={t('preapproved.toAmount')}
            inputMode="decimal"
            value={draft.toAmount ?? ''}
            onChange={(event) => set('toAmount', event.currentTarget.value)}
            error={amountError(draft.toAmount)}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Select
            label={t('preapproved.type')}
            placeholder={t('preapproved.any')}
            clearable
            data={[{ value: 'betweenAccounts', label: t('preapproved.types.betweenAccounts') }]}
            value={draft.type ?? null}
            onChange={(type) => set('type', type ?? undefined)}
          />
        </Grid.Col>
        <Grid.Col span={12}>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={() => onApply({})}>
              {t('preapproved.reset')}
            </Button>
            <Button type="submit" disabled={invalid}>
              {t('preapproved.apply')}
            </Button>
          </Group>
        </Grid.Col>
      </Grid>
    </form>
  );
}

function PaymentCard({ payment, onCancel }: { payment: Payment; onCancel: () => void }) {
  const { t, i18n } = useTranslation('transfers');
  const formatMoney = useFormatMoney();
  const dates = new Intl.DateTimeFormat(intlLocale(i18n.resolvedLanguage ?? 'en'), { dateStyle: 'medium' });
  const date = (value: string) => dates.format(new Date(value));
  const frequency = t(`between.frequencies.${payment.frequency}`);
  const accounts = useQuery(transferQueries.accounts());
  const accountLabel = useAccountLabel();
  const name = (id: number) => {
    const account = accounts.data?.find((item) => item.accountId === id);
    return account ? accountLabel(account) : String(id);
  };
  return (
    <Card withBorder radius="lg" p="md" data-testid="preapproved-payment">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={4} miw={0}>
          <Group gap="xs">
            <Text fw={700} className="tabular-nums">
              {formatMoney(payment.amount, payment.currencyCode)}
            </Text>
            <Badge variant="light" color={statusColors[payment.status]}>
              {t(`preapproved.status.${payment.status}`)}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {t('preapproved.every', {
              frequency,
              from: name(payment.fromAccount),
              to: name(payment.toAccount),
            })}
          </Text>
          <Text size="xs" c="dimmed">
            {[
              payment.nextPaymentDate &&
                payment.status === 'active' &&
                `${t('preapproved.next')}: ${date(payment.nextPaymentDate)}`,
              payment.endDate && `${t('preapproved.ends')}: ${date(payment.endDate)}`,
              payment.remainingTransactions !== undefined &&
                `${t('preapproved.remaining')}: ${payment.remainingTransactions}`,
              `${t('preapproved.done')}: ${payment.transactionsDone}`,
              payment.reference && `${t('preapproved.reference')}: ${payment.reference}`,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
          {payment.lastError && (
            <Text size="xs" c={textColors.error}>
              {t('preapproved.lastError', { error: payment.lastError })}
            </Text>
          )}
        </Stack>
        {payment.status === 'active' && (
          <Button
            variant="light"
            color="red"
            onClick={onCancel}
            aria-label={t('preapproved.cancelOf', {
              amount: formatMoney(payment.amount, payment.currencyCode),
              frequency,
            })}
          >
            {t('preapproved.cancel')}
          </Button>
        )}
      </Group>
    </Card>
  );
}

/** The spec's "Action Confirmation" popup: asks, cancels, and shows a failure in the same popup. */
function CancelModal({ payment, onClose }: { payment: Payment | null; onClose: () => void }) {
  const { t } = useTranslation(['transfers', 'errors']);
  const formatMoney = useFormatMoney();
  const queryClient = useQueryClient();
  const cancel = useMutation({
    mutationFn: (id: string) => call('preapprovedPaymentCancel', { id }),
    onSuccess: () => {
      notifications.show({ color: 'teal', message: t('preapproved.cancelled') });
      close();
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryRoots.transfers }),
  });
  const close = () => {
    cancel.reset();
    onClose();
  };
  return (
    <Modal opened={payment !== null} onClose={close} title={t('preapproved.confirmTitle')} centered radius="lg">
      {payment && (
        <Stack>
          <Text size="sm">
            {t('preapproved.confirmText', {
              amount: formatMoney(payment.amount, payment.currencyCode),
              frequency: t(`between.frequencies.${payment.frequency}`),
            })}
          </Text>
          {cancel.isError && (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
              {errorMessage(t, cancel.error)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close} data-autofocus>
              {cancel.isError ? t('preapproved.close') : t('preapproved.keep')}
            </Button>
            {!cancel.isError && (
              <Button color="red" loading={cancel.isPending} onClick={() => cancel.mutate(payment.id)}>
                {t('preapproved.confirmCancel')}
              </Button>
            )}
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
