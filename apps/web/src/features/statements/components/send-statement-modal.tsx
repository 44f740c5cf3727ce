import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { isPlausibleEmail } from '@tessera/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { useHistoryExportSend } from '../api/history-export-send.ts';
import { statementQueries } from '../api/statements-queries.ts';

/** Sends one statement (PDF and CSV) by e-mail; the address starts as the customer's own. */
export function SendStatementModal({
  exportId,
  title,
  onClose,
}: {
  /** The statement to send; the modal is open while it is set. */
  exportId: string | null;
  title: string;
  onClose: () => void;
}) {
  const { t } = useTranslation(['statements', 'errors']);
  const customer = useQuery(statementQueries.customer());
  const [email, setEmail] = useState<string | null>(null);
  const send = useHistoryExportSend();
  const address = email ?? (customer.data?.login.includes('@') ? customer.data.login : '');
  const invalid = address !== '' && !isPlausibleEmail(address);
  const close = () => {
    setEmail(null);
    send.reset();
    onClose();
  };
  return (
    <Modal opened={exportId !== null} onClose={close} title={t('email.title', { month: title })} centered>
      {send.isSuccess ? (
        <Stack>
          <Alert color="teal" role="status">
            {t('email.sent', { email: send.variables.email })}
          </Alert>
          <Group justify="flex-end">
            <Button onClick={close}>{t('email.done')}</Button>
          </Group>
        </Stack>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (exportId && address && !invalid) send.mutate({ exportId, email: address });
          }}
        >
          <Stack>
            <Text size="sm" c="dimmed">
              {t('email.text')}
            </Text>
            <TextInput
              label={t('email.label')}
              type="email"
              value={address}
              onChange={(event) => setEmail(event.currentTarget.value)}
              error={invalid ? t('errors:fields.invalid_email') : undefined}
              required
            />
            {send.isError && (
              <Alert color="red" role="alert">
                {errorMessage(t, send.error)}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('email.cancel')}
              </Button>
              <Button type="submit" loading={send.isPending} disabled={invalid || !address}>
                {t('email.send')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
