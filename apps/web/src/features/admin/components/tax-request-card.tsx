import { Alert, Badge, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconFileCertificate } from '@tabler/icons-react';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CertificationStatus } from '@tessera/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../shared/api/call.ts';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { RetryAlert } from '../../../shared/ui/retry-alert.tsx';
import { SectionCard } from '../../../shared/ui/section-card.tsx';
import { adminQueries } from '../api/outbox-queries.ts';
import { ReasonConfirmModal, ReasonField, useReason, wrappingLabel } from './reason-field.tsx';

const statusColours: Record<CertificationStatus, string> = {
  validated: 'teal',
  pending: 'blue',
  none: 'gray',
  notRequired: 'gray',
  rejected: 'red',
  expiredSoon: 'orange',
};

/** A customer's self-certification as compliance reads it (`fatcaCrsStatus`, admin; decision 0078). */
const taxStatusQuery = (customerId: number) =>
  queryOptions({
    queryKey: ['admin', 'taxCertification', customerId] as const,
    queryFn: () => call('fatcaCrsStatus', { customerId }),
  });

/**
 * The back office's tax self-certification card of one customer (spec 002 §6; decision
 * 0078): the certification's status, whether compliance has asked for it, the US form and the last
 * signature, the documents with their statuses, and a request for a new self-certification with a
 * reason (3–500 characters), confirmed first, written by the server to the admin audit log
 * (`fatcaCrsRequest`). Until the customer signs again their status reads none.
 */
export function TaxRequestCard({ customerId }: { customerId: number }) {
  const { t, i18n } = useTranslation(['tax', 'errors']);
  const queryClient = useQueryClient();
  const state = useQuery(taxStatusQuery(customerId));
  const reason = useReason();
  const [confirming, setConfirming] = useState(false);
  const request = useMutation({
    mutationFn: (input: { customerId: number; reason: string }) => call('fatcaCrsRequest', input),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: taxStatusQuery(customerId).queryKey });
      await queryClient.invalidateQueries({ queryKey: adminQueries.auditLogAll() });
    },
  });
  const dates = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });

  const askToConfirm = (event: FormEvent) => {
    event.preventDefault();
    if (reason.check(t) === null) return;
    request.reset();
    setConfirming(true);
  };
  const confirm = () =>
    request.mutate(
      { customerId, reason: reason.value.trim() },
      {
        onSuccess: () => {
          reason.clear();
          setConfirming(false);
        },
        onError: () => setConfirming(false),
      },
    );

  const data = state.data;
  const documents = data
    ? [
        { key: 'selfCertification', status: data.selfCertificationDocumentStatus },
        { key: 'w9', status: data.w9DocumentStatus },
        { key: 'w8', status: data.w8DocumentStatus },
        { key: 'lossOfNationality', status: data.lossOfNationalityDocumentStatus },
      ].filter((document): document is { key: string; status: CertificationStatus } => document.status !== undefined)
    : [];

  return (
    <SectionCard icon={IconFileCertificate} title={t('adminRequest.title')} text={t('adminRequest.text')}>
      <Stack gap="sm" mt="md" data-testid="tax-request-card">
        {state.isPending && <Skeleton height={60} />}
        {state.isError && (
          <RetryAlert
            title={t('adminRequest.loadFailed')}
            retryLabel={t('adminRequest.retry')}
            retrying={state.isFetching}
            message={errorMessage(t, state.error)}
            onRetry={() => void state.refetch()}
          />
        )}
        {data && (
          <>
            <Group gap="xs" wrap="wrap">
              <Text fw={600} size="sm">
                {t('adminRequest.status')}
              </Text>
              <Badge color={statusColours[data.status]} variant="light" data-testid="tax-request-status">
                {t(`statusName.${data.status}`)}
              </Badge>
              <Badge color={data.isRequested ? 'orange' : 'gray'} variant="outline">
                {t(data.isRequested ? 'adminRequest.requested' : 'adminRequest.notRequested')}
              </Badge>
            </Group>
            <Text size="sm" c="dimmed">
              {[
                data.signerName && data.signedDate
                  ? t('adminRequest.signed', {
                      name: data.signerName,
                      date: dates.format(new Date(`${data.signedDate}T12:00:00Z`)),
                    })
                  : t('adminRequest.neverSigned'),
                data.usTaxForm ? t('adminRequest.usForm', { form: data.usTaxForm }) : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            </Text>
            {documents.length > 0 && (
              <Stack gap={2} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                {documents.map((document) => (
                  <Text key={document.key} size="sm" component="li">
                    {t(`documents.${document.key}`)} · {t(`statusName.${document.status}`)}
                  </Text>
                ))}
              </Stack>
            )}
          </>
        )}
        <form onSubmit={askToConfirm} noValidate>
          <Stack gap="sm" maw={620}>
            <ReasonField reason={reason} label={t('adminRequest.reason')} description={t('adminRequest.reasonHint')} />
            <Group>
              <Button type="submit" variant="light" h="auto" mih={36} py={6} styles={wrappingLabel}>
                {t('adminRequest.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
        {request.isSuccess && (
          <Alert color="teal" role="status" data-testid="tax-request-done">
            {t('adminRequest.done', { status: t(`statusName.${request.data.status}`) })}
          </Alert>
        )}
        {request.isError && (
          <Alert color="red" role="alert">
            {errorMessage(t, request.error)}
          </Alert>
        )}
        <ReasonConfirmModal
          opened={confirming}
          onClose={() => setConfirming(false)}
          title={t('adminRequest.confirmTitle', { name: data?.holder.name ?? '' })}
          text={t('adminRequest.confirmText')}
          reasonText={t('adminRequest.confirmReason', { reason: reason.value.trim() })}
          cancelLabel={t('adminRequest.cancel')}
          confirmLabel={t('adminRequest.submit')}
          pending={request.isPending}
          onConfirm={confirm}
        />
      </Stack>
    </SectionCard>
  );
}
