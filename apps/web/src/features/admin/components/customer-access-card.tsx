import { Alert, Anchor, Badge, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { SectionCard } from '../../../shared/ui/section-card.tsx';
import { IconUserOff } from '@tabler/icons-react';
import type { AdminCustomer } from '@tessera/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { useCustomerAccess, useCustomerFind } from '../api/customer-access.ts';
import { ReasonConfirmModal, ReasonField, useReason } from './reason-field.tsx';

/**
 * Finds a customer by e-mail or customer id, then disables them with a reason (after a
 * confirmation) or re-enables them (decision 0016). `onCustomer` tells the
 * page which customer is shown, so the audit log can be narrowed to them.
 */
export function CustomerAccessCard({ onCustomer }: { onCustomer: (customer: AdminCustomer | null) => void }) {
  const { t } = useTranslation(['admin', 'kyc', 'errors']);
  const [query, setQuery] = useState('');
  const [customer, setCustomer] = useState<AdminCustomer | null>(null);
  const reason = useReason();
  const [confirming, setConfirming] = useState(false);
  const find = useCustomerFind();
  const access = useCustomerAccess();

  const show = (found: AdminCustomer | null) => {
    setCustomer(found);
    onCustomer(found);
  };
  const submitFind = (event: FormEvent) => {
    event.preventDefault();
    if (!query.trim()) return;
    access.reset();
    reason.clear();
    find.mutate(query, { onSuccess: (result) => show(result.customer), onError: () => show(null) });
  };
  const askToConfirm = (event: FormEvent) => {
    event.preventDefault();
    if (reason.check(t) === null) return;
    access.reset();
    setConfirming(true);
  };
  const confirm = () => {
    if (!customer) return;
    access.mutate(
      {
        action: customer.isDisabled ? 'enable' : 'disable',
        customerId: customer.customerId,
        reason: reason.value.trim(),
      },
      {
        onSuccess: (result) => {
          show(result.customer);
          reason.clear();
          setConfirming(false);
        },
        onError: () => setConfirming(false),
      },
    );
  };
  const action = customer?.isDisabled ? 'enable' : 'disable';
  const result = access.data && 'devicesRevoked' in access.data ? access.data : undefined;

  return (
    <SectionCard icon={IconUserOff} title={t('access.title')} text={t('access.text')}>
      <Stack gap="sm" mt="sm">
        <form onSubmit={submitFind} noValidate>
          <Group align="flex-end" gap="sm" wrap="wrap">
            <TextInput
              label={t('access.query')}
              value={query}
              onChange={(event) => setQuery(event.currentTarget.value)}
              w={{ base: '100%', sm: 320 }}
              autoComplete="off"
              name="customer-query"
            />
            <Button type="submit" variant="default" loading={find.isPending}>
              {t('access.find')}
            </Button>
          </Group>
        </form>
        {find.isError && (
          <Alert color="red" mt="md" role="alert">
            {errorMessage(t, find.error)}
          </Alert>
        )}
        {customer && (
          <Stack gap="sm" mt="md" data-testid="found-customer">
            <Group gap="xs" wrap="wrap">
              <Text fw={600}>{customer.name}</Text>
              <Text size="sm" c="dimmed">
                {t('access.customerLine', { login: customer.login, id: customer.customerId })}
              </Text>
              <Badge color={customer.isDisabled ? 'red' : 'teal'} variant="light">
                {customer.isDisabled ? t('access.statusDisabled') : t('access.statusActive')}
              </Badge>
              {customer.isAdmin && (
                <Badge color="gray" variant="light">
                  {t('access.administrator')}
                </Badge>
              )}
              {customer.isAdmin ? null : (
                <Anchor component={Link} to={`/admin/customers/${customer.customerId}`} size="sm" fw={600}>
                  {t('kyc:review.openFile')}
                </Anchor>
              )}
            </Group>
            {customer.isAdmin ? (
              <Text size="sm" c="dimmed">
                {t('access.adminNote')}
              </Text>
            ) : (
              <form onSubmit={askToConfirm} noValidate>
                <Stack gap="sm" maw={620}>
                  <ReasonField reason={reason} label={t('access.reason')} description={t('access.reasonHint')} />
                  <Group>
                    <Button type="submit" color={action === 'disable' ? 'red' : 'teal'}>
                      {t(`access.${action}`)}
                    </Button>
                  </Group>
                </Stack>
              </form>
            )}
          </Stack>
        )}
        {access.isSuccess && customer && (
          <Alert color="teal" mt="md" role="status" data-testid="access-result">
            {result ? (
              <>
                <Text size="sm">{t('access.disabled', { login: customer.login })}</Text>
                <Text size="sm">
                  {t('access.counts', {
                    sessions: result.sessionsRevoked,
                    devices: result.devicesRevoked,
                    transfers: result.transfersVoided,
                  })}
                </Text>
              </>
            ) : (
              t('access.enabled', { login: customer.login })
            )}
          </Alert>
        )}
        {access.isError && (
          <Alert color="red" mt="md" role="alert">
            {errorMessage(t, access.error)}
          </Alert>
        )}
        <ReasonConfirmModal
          opened={confirming}
          onClose={() => setConfirming(false)}
          title={t(`access.confirm.${action}Title`, { name: customer?.name ?? '' })}
          text={t(`access.confirm.${action}Text`, { login: customer?.login ?? '' })}
          reasonText={t('access.confirm.reason', { reason: reason.value.trim() })}
          cancelLabel={t('access.confirm.cancel')}
          confirmLabel={t(`access.${action}`)}
          color={action === 'disable' ? 'red' : 'teal'}
          pending={access.isPending}
          onConfirm={confirm}
        />
      </Stack>
    </SectionCard>
  );
}
