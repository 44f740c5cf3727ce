import { Alert, Badge, Button, Checkbox, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconGavel } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { resolutionStatuses, type BusinessResolution, type CompanyPerson } from '@tessera/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../shared/api/call.ts';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { RetryAlert } from '../../../shared/ui/retry-alert.tsx';
import { SectionCard } from '../../../shared/ui/section-card.tsx';
import { companyQueries } from '../api/company-queries.ts';
import { DeclineForm } from './decline-form.tsx';

const statusColours = ['yellow', 'teal', 'red', 'gray'] as const;

function formatTime(value: string | undefined, language: string): string {
  return value ? new Date(value).toLocaleString(language, { dateStyle: 'medium', timeStyle: 'short' }) : '';
}

function SendModal({ persons, onClose }: { persons: readonly CompanyPerson[]; onClose: () => void }) {
  const { t } = useTranslation(['company', 'errors']);
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<string[]>([]);
  const send = useMutation({
    mutationFn: () => call('resolutionSend', { businessRepresentativeIds: chosen.map(Number) }),
    onSuccess: async () => {
      notifications.show({ color: 'teal', message: t('resolution.sent') });
      await queryClient.invalidateQueries({ queryKey: companyQueries.resolutionGet().queryKey });
      onClose();
    },
  });
  return (
    <Modal opened onClose={onClose} title={t('resolution.send')} size="lg">
      <Stack gap="sm">
        <Text size="sm">{t('resolution.sendHint')}</Text>
        <Checkbox.Group label={t('resolution.representatives')} value={chosen} onChange={setChosen} required>
          <Stack gap="xs" mt="xs">
            {persons.map((person) => (
              <Checkbox
                key={person.personId}
                value={String(person.personId)}
                label={`${person.name} · ${person.roles.map((role) => t(`roles.${role}`)).join(', ')}`}
              />
            ))}
          </Stack>
        </Checkbox.Group>
        {send.isError && (
          <Alert color="red" role="alert">
            {errorMessage(t, send.error)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button loading={send.isPending} disabled={chosen.length === 0} onClick={() => send.mutate()}>
            {t('resolution.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/**
 * A director who is the signed-in user signs or declines in the app (decision 0121): a popup asks
 * for the signature's confirmation, or for the reason of a decline (decision 0120).
 */
function DecideModal({
  resolution,
  mode,
  customerId,
  onClose,
}: {
  resolution: BusinessResolution;
  mode: 'sign' | 'decline';
  customerId?: number | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation(['company', 'errors']);
  const queryClient = useQueryClient();
  const decide = useMutation({
    mutationFn: (reason?: string) =>
      call('resolutionSignInApp', {
        fromCustomerId: customerId,
        resolutionId: resolution.resolutionId,
        isDeclined: mode === 'decline',
        ...(reason === undefined ? {} : { reason }),
      }),
    onSuccess: async () => {
      notifications.show({
        color: 'teal',
        message: mode === 'sign' ? t('sign.signed') : t('resolution.declinedByYou'),
      });
      await queryClient.invalidateQueries({ queryKey: companyQueries.resolutionGet(customerId).queryKey });
      onClose();
    },
  });
  return (
    <Modal
      opened
      onClose={onClose}
      title={mode === 'sign' ? t('resolution.signTitle') : t('resolution.declineTitle')}
      size="lg"
    >
      <Stack gap="sm">
        <Text size="sm" fw={500}>
          {t('sign.resolves')} {resolution.representativeNames.join(', ')}
        </Text>
        <Text size="sm" c="dimmed">
          {t('sign.powers')}
        </Text>
        {mode === 'decline' ? (
          <DeclineForm
            isPending={decide.isPending}
            error={decide.error}
            onDecline={(reason) => decide.mutate(reason)}
            onBack={onClose}
          />
        ) : (
          <>
            {decide.isError && (
              <Alert color="red" role="alert">
                {errorMessage(t, decide.error)}
              </Alert>
            )}
            <Group>
              <Button loading={decide.isPending} onClick={() => decide.mutate(undefined)} data-autofocus>
                {t('sign.sign')}
              </Button>
              <Button variant="default" onClick={onClose} disabled={decide.isPending}>
                {t('cancel')}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Modal>
  );
}

function ResolutionRow({
  resolution,
  customerId,
}: {
  resolution: BusinessResolution;
  customerId?: number | undefined;
}) {
  const { t, i18n } = useTranslation('company');
  const [mode, setMode] = useState<'sign' | 'decline' | undefined>();
  const own = resolution.signers.find((signer) => signer.isCaller === true);
  return (
    <Stack gap={4} data-testid="resolution">
      <Group gap="xs">
        <Badge color={statusColours[resolution.statusId]} variant="light">
          {t(`resolution.status.${resolution.statusId}`)}
        </Badge>
        <Text size="sm" fw={500}>
          {resolution.representativeNames.join(', ')}
        </Text>
      </Group>
      <Text size="xs" c="dimmed">
        {t('resolution.created', { time: formatTime(resolution.createdAt, i18n.language) })}
      </Text>
      <Table.ScrollContainer minWidth={320}>
        <Table verticalSpacing={4} fz="sm">
          <Table.Tbody>
            {resolution.signers.map((signer) => (
              <Table.Tr key={signer.personId}>
                <Table.Td>{signer.name}</Table.Td>
                <Table.Td>
                  {signer.state === 'pending' && resolution.statusId !== resolutionStatuses.pending
                    ? // A declined or expired resolution needs no more signatures.
                      t('resolution.signer.notNeeded')
                    : t(`resolution.signer.${signer.state}`)}
                  {signer.declineReason && (
                    <Text size="xs" c="red.8" data-testid="decline-reason">
                      {t('resolution.declineReason', { reason: signer.declineReason })}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{formatTime(signer.decidedAt, i18n.language)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {own && (
        <Alert color="blue" variant="light" title={t('resolution.yourTurn', { name: own.name })}>
          <Group gap="xs" mt={4}>
            <Button size="xs" onClick={() => setMode('sign')}>
              {t('resolution.signHere')}
            </Button>
            <Button size="xs" variant="default" onClick={() => setMode('decline')}>
              {t('resolution.declineHere')}
            </Button>
          </Group>
        </Alert>
      )}
      {mode && (
        <DecideModal resolution={resolution} mode={mode} customerId={customerId} onClose={() => setMode(undefined)} />
      )}
    </Stack>
  );
}

/**
 * The business resolutions on /company (spec 002 §3 "Business resolution", §7; decision 0107): the
 * latest ones with each director's state and a decline's reason, for full access a popup that names
 * representatives and sends the resolution to the directors for signature, and for a director who is
 * the signed-in user the sign and decline buttons (decisions 0120, 0121).
 */
export function ResolutionCard({
  persons,
  canEdit,
  customerId,
}: {
  persons: readonly CompanyPerson[];
  canEdit: boolean;
  customerId?: number | undefined;
}) {
  const { t } = useTranslation('company');
  const resolutions = useQuery(companyQueries.resolutionGet(customerId));
  const [isSending, setSending] = useState(false);
  return (
    <SectionCard
      icon={IconGavel}
      title={t('resolution.title')}
      text={t('resolution.text')}
      action={
        canEdit ? (
          <Button variant="light" onClick={() => setSending(true)}>
            {t('resolution.send')}
          </Button>
        ) : undefined
      }
    >
      <Stack gap="md" mt="md">
        {resolutions.isPending ? (
          <Text c="dimmed">{t('loading')}</Text>
        ) : resolutions.isError ? (
          <RetryAlert
            title={t('loadFailed')}
            message={errorMessage(t, resolutions.error)}
            retryLabel={t('retry')}
            retrying={resolutions.isFetching}
            onRetry={() => void resolutions.refetch()}
          />
        ) : resolutions.data.length === 0 ? (
          <Text c="dimmed">{t('resolution.none')}</Text>
        ) : (
          resolutions.data
            .slice(0, 3)
            .map((resolution) => (
              <ResolutionRow key={resolution.resolutionId} resolution={resolution} customerId={customerId} />
            ))
        )}
      </Stack>
      {isSending && <SendModal persons={persons} onClose={() => setSending(false)} />}
    </SectionCard>
  );
}
