import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../shared/api/call.ts';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { queryRoots } from '../../../shared/api/query-keys.ts';

/** Most characters of a decline reason (the server's limit). */
const maxReasonLength = 500;

/**
 * Declining transaction requests (spec 001 §7 "approve {transactionIds, declined: true}"), with the
 * reason kept in the audit log: no code is needed, and the held funds come back at once.
 */
export function DeclineModal({ transactionIds, onClose }: { transactionIds: string[]; onClose: () => void }) {
  const { t } = useTranslation(['approvals', 'errors']);
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const decline = useMutation({
    mutationFn: () => call('transactionRequestApprove', { transactionIds, declined: true, reason: reason.trim() }),
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
  return (
    <Modal
      opened={transactionIds.length > 0}
      onClose={() => {
        decline.reset();
        onClose();
      }}
      title={t('decline.title')}
      centered
      radius="lg"
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          decline.mutate();
        }}
      >
        <Stack gap="md">
          <Text size="sm">{t('decline.text', { count: transactionIds.length })}</Text>
          <Textarea
            label={t('decline.reason')}
            description={t('decline.reasonHint')}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            maxLength={maxReasonLength}
            autosize
            minRows={2}
            data-autofocus
          />
          {decline.isError && (
            <Alert color="red" variant="light" role="alert">
              {errorMessage(t, decline.error)}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={decline.isPending}>
              {t('decline.cancel')}
            </Button>
            <Button type="submit" color="red" loading={decline.isPending}>
              {t('decline.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
