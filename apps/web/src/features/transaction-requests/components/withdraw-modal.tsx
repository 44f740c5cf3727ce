import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../shared/api/call.ts';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { queryRoots } from '../../../shared/api/query-keys.ts';

/** Most characters of a withdrawal reason (the server's limit). */
const maxReasonLength = 500;

/**
 * Withdrawing one's own waiting request (`transactionRequestWithdraw`, decision 0114), after a
 * confirmation: its held funds come back at once and the audit log keeps the optional reason.
 */
export function WithdrawModal({ transactionId, onClose }: { transactionId: string | null; onClose: () => void }) {
  const { t } = useTranslation(['approvals', 'errors']);
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const withdraw = useMutation({
    mutationFn: (id: string) => call('transactionRequestWithdraw', { transactionIds: [id], reason: reason.trim() }),
    onSuccess: () => {
      setReason('');
      onClose();
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryRoots.transfers }),
        queryClient.invalidateQueries({ queryKey: queryRoots.accounts }),
      ]),
  });
  const close = () => {
    withdraw.reset();
    onClose();
  };
  return (
    <Modal opened={transactionId !== null} onClose={close} title={t('withdraw.title')} centered radius="lg">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (transactionId) withdraw.mutate(transactionId);
        }}
      >
        <Stack gap="md">
          <Text size="sm">{t('withdraw.text')}</Text>
          <Textarea
            label={t('withdraw.reason')}
            description={t('withdraw.reasonHint')}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            maxLength={maxReasonLength}
            autosize
            minRows={2}
            data-autofocus
          />
          {withdraw.isError && (
            <Alert color="red" variant="light" role="alert">
              {errorMessage(t, withdraw.error)}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={withdraw.isPending}>
              {t('withdraw.cancel')}
            </Button>
            <Button type="submit" color="red.8" loading={withdraw.isPending}>
              {t('withdraw.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
