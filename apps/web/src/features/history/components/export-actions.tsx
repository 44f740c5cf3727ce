import { Alert, Button, Group, Modal, Progress, Stack, Text, TextInput } from '@mantine/core';
import { IconDownload, IconMail } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { isPlausibleEmail, type HistoryFilter } from '@tessera/contract';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../shared/api/call.ts';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { historyExportCsv, type CsvProgress } from '../api/history-export-csv.ts';
import { historyQueries } from '../api/history-queries.ts';

/** CSV download with a progress bar, and export by e-mail (spec 001 §3, §7). */
export function ExportActions({ filter }: { filter: HistoryFilter }) {
  const { t } = useTranslation(['history', 'errors']);
  const [progress, setProgress] = useState<CsvProgress | null>(null);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);
  const [mailOpen, setMailOpen] = useState(false);

  const download = async () => {
    setDownloadError(null);
    controller.current = new AbortController();
    setProgress({ rows: 0, total: 0 });
    try {
      await historyExportCsv(filter, setProgress, controller.current.signal);
    } catch (error) {
      if (!controller.current.signal.aborted) setDownloadError(errorMessage(t, error));
    } finally {
      setProgress(null);
    }
  };

  return (
    <Stack gap="xs">
      <Group gap="sm">
        <Button
          variant="default"
          leftSection={<IconDownload size={16} />}
          onClick={() => void download()}
          loading={progress !== null}
        >
          {t('export.csv')}
        </Button>
        <Button variant="default" leftSection={<IconMail size={16} />} onClick={() => setMailOpen(true)}>
          {t('export.email')}
        </Button>
      </Group>
      {progress && (
        <Group gap="sm" wrap="nowrap">
          <Progress
            value={progress.total > 0 ? Math.min(100, (progress.rows / progress.total) * 100) : 5}
            animated
            style={{ flex: 1 }}
            aria-label={t('export.progress')}
          />
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {t('export.rows', { rows: progress.rows, total: progress.total })}
          </Text>
          <Button size="compact-xs" variant="subtle" onClick={() => controller.current?.abort()}>
            {t('export.cancel')}
          </Button>
        </Group>
      )}
      {downloadError && (
        <Alert color="red" role="alert">
          {downloadError}
        </Alert>
      )}
      <EmailExportModal opened={mailOpen} onClose={() => setMailOpen(false)} filter={filter} />
    </Stack>
  );
}

type MailState =
  | { step: 'form' }
  | { step: 'preparing' }
  | { step: 'sent'; email: string; rows: number }
  | { step: 'failed'; message: string };

function EmailExportModal({
  opened,
  onClose,
  filter,
}: {
  opened: boolean;
  onClose: () => void;
  filter: HistoryFilter;
}) {
  const { t } = useTranslation(['history', 'errors']);
  const customer = useQuery(historyQueries.customer());
  const [email, setEmail] = useState('');
  const [state, setState] = useState<MailState>({ step: 'form' });
  const address = email || customer.data?.login || '';
  const invalid = address !== '' && !isPlausibleEmail(address);

  const send = async () => {
    setState({ step: 'preparing' });
    try {
      const { pageNumber: _pageNumber, ...rest } = filter;
      const { exportId } = await call('historyExport', { filter: rest });
      let rows = 0;
      for (let attempt = 0; ; attempt += 1) {
        const status = await call('historyExportStatus', { exportId });
        if (status.status === 'ready') {
          rows = status.rows ?? 0;
          break;
        }
        if (status.status === 'failed' || attempt > 120) throw new Error('export failed');
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
      await call('historyExportSend', { exportId, email: address });
      setState({ step: 'sent', email: address, rows });
    } catch (error) {
      setState({ step: 'failed', message: errorMessage(t, error) });
    }
  };

  const close = () => {
    setState({ step: 'form' });
    setEmail('');
    onClose();
  };

  return (
    <Modal opened={opened} onClose={close} title={t('export.emailTitle')} centered>
      {state.step === 'form' && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (!invalid && address) void send();
          }}
        >
          <Stack>
            <Text size="sm" c="dimmed">
              {t('export.emailText')}
            </Text>
            <TextInput
              label={t('export.emailLabel')}
              type="email"
              value={address}
              onChange={(event) => setEmail(event.currentTarget.value)}
              error={invalid ? t('errors:fields.invalid_email') : undefined}
              required
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('export.cancel')}
              </Button>
              <Button type="submit" disabled={invalid || !address}>
                {t('export.send')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
      {state.step === 'preparing' && (
        <Stack>
          <Text size="sm">{t('export.preparing')}</Text>
          <Progress value={100} animated aria-label={t('export.preparing')} />
        </Stack>
      )}
      {state.step === 'sent' && (
        <Stack>
          <Alert color="teal" role="status">
            {t('export.sent', { email: state.email, count: state.rows })}
          </Alert>
          <Group justify="flex-end">
            <Button onClick={close}>{t('export.done')}</Button>
          </Group>
        </Stack>
      )}
      {state.step === 'failed' && (
        <Stack>
          <Alert color="red" role="alert">
            {state.message}
          </Alert>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setState({ step: 'form' })}>
              {t('export.retry')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
