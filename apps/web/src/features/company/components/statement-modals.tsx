import { Alert, Button, Checkbox, Group, Modal, Radio, Stack, TextInput, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { companyDeclarationKeys, pepStatuses, type PepStatus } from '@tessera/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../shared/api/call.ts';
import { errorMessage, fieldErrors } from '../../../shared/api/error-message.ts';
import { companyQueries } from '../api/company-queries.ts';

/**
 * The declarations' signing popup (spec 002 §7 "Declarations"; decision 0108): each declaration
 * ticked, the PEP status (with details when not none) and the signer's full name as the signature.
 */
export function DeclarationsModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(['company', 'errors']);
  const queryClient = useQueryClient();
  const [confirmed, setConfirmed] = useState<string[]>([]);
  const [pepStatus, setPepStatus] = useState<PepStatus>('none');
  const [pepDetails, setPepDetails] = useState('');
  const [signerName, setSignerName] = useState('');
  const sign = useMutation({
    mutationFn: () =>
      call('declarationsSign', {
        confirmed: companyDeclarationKeys.filter((key) => confirmed.includes(key)),
        pepStatus,
        pepDetails: pepStatus === 'none' ? undefined : pepDetails,
        signerName,
      }),
    onSuccess: (reply) => {
      queryClient.setQueryData(companyQueries.companyGet().queryKey, reply.company);
      notifications.show({ color: 'teal', message: t('declarations.signed') });
      onClose();
    },
  });
  const errors = fieldErrors(t, sign.error);
  return (
    <Modal opened onClose={onClose} title={t('declarations.sign')} size="lg">
      <Stack gap="sm">
        <Checkbox.Group
          label={t('declarations.confirm')}
          value={confirmed}
          onChange={setConfirmed}
          error={errors['confirmed']}
          required
        >
          <Stack gap="xs" mt="xs">
            {companyDeclarationKeys.map((key) => (
              <Checkbox key={key} value={key} label={t(`declarations.items.${key}`)} />
            ))}
          </Stack>
        </Checkbox.Group>
        <Radio.Group
          label={t('declarations.pep')}
          value={pepStatus}
          onChange={(value) => setPepStatus(pepStatuses.find((status) => status === value) ?? 'none')}
          required
        >
          <Stack gap="xs" mt="xs">
            {pepStatuses.map((status) => (
              <Radio key={status} value={status} label={t(`declarations.pepStatus.${status}`)} />
            ))}
          </Stack>
        </Radio.Group>
        {pepStatus !== 'none' && (
          <Textarea
            label={t('declarations.pepDetails')}
            required
            value={pepDetails}
            onChange={(event) => setPepDetails(event.currentTarget.value)}
            error={errors['pepDetails']}
            maxLength={1000}
          />
        )}
        <SignerName value={signerName} onChange={setSignerName} error={errors['signerName']} />
        {sign.isError && (
          <Alert color="red" role="alert">
            {errorMessage(t, sign.error)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button loading={sign.isPending} onClick={() => sign.mutate()}>
            {t('declarations.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function SignerName({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation('company');
  return (
    <TextInput
      label={t('signerName')}
      description={t('signerNameHint')}
      required
      autoComplete="name"
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error}
      maxLength={200}
    />
  );
}

/**
 * The prohibited escort statement's signing popup (spec 002 §7; decision 0108), for a company in an
 * adult industry: the statement ticked and the signer's full name.
 */
export function EscortStatementModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(['company', 'errors']);
  const queryClient = useQueryClient();
  const [isConfirmed, setConfirmed] = useState(false);
  const [signerName, setSignerName] = useState('');
  const sign = useMutation({
    mutationFn: () => call('prohibitedEscortStatementSign', { isConfirmed, signerName }),
    onSuccess: (reply) => {
      queryClient.setQueryData(companyQueries.companyGet().queryKey, reply.company);
      notifications.show({ color: 'teal', message: t('escort.signed') });
      onClose();
    },
  });
  const errors = fieldErrors(t, sign.error);
  return (
    <Modal opened onClose={onClose} title={t('escort.sign')} size="lg">
      <Stack gap="sm">
        <Checkbox
          label={t('escort.statement')}
          checked={isConfirmed}
          onChange={(event) => setConfirmed(event.currentTarget.checked)}
          error={errors['isConfirmed']}
        />
        <SignerName value={signerName} onChange={setSignerName} error={errors['signerName']} />
        {sign.isError && (
          <Alert color="red" role="alert">
            {errorMessage(t, sign.error)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button loading={sign.isPending} onClick={() => sign.mutate()}>
            {t('escort.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
