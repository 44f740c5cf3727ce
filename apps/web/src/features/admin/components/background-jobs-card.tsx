import { Alert, Badge, Button, Chip, Group, Pagination, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconClockCog, IconRefresh } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { jobStates, type AdminJob, type JobState } from '@tessera/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { intlLocale } from '../../../shared/i18n/i18n.ts';
import { ListStates } from './list-states.tsx';
import { SectionCard } from '../../../shared/ui/section-card.tsx';
import { adminQueries } from '../api/outbox-queries.ts';
import { useJobRetry } from '../api/job-retry.ts';
import { textColors } from '../../../shared/ui/text-colors.ts';

const stateColors: Record<JobState, string> = {
  pending: 'gray',
  running: 'blue',
  done: 'teal',
  failed: 'orange',
  dead: 'red',
};

type Filter = JobState | 'all';

function isFilter(value: string): value is Filter {
  return value === 'all' || jobStates.some((state) => state === value);
}

/**
 * Background jobs (decision 0022): every job by state with its attempts, next run and last error,
 * newest change first, 20 a page; a dead job can be put back to run. Payloads come with secret
 * fields already redacted by the server.
 */
export function BackgroundJobsCard() {
  const { t, i18n } = useTranslation(['admin', 'errors']);
  const [filter, setFilter] = useState<Filter>('all');
  const [pageNumber, setPageNumber] = useState(1);
  const list = useQuery(adminQueries.jobList(pageNumber, filter === 'all' ? undefined : filter));
  const retry = useJobRetry();
  const dates = new Intl.DateTimeFormat(intlLocale(i18n.resolvedLanguage ?? 'en'), {
    dateStyle: 'medium',
    timeStyle: 'medium',
  });
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : 1;
  const counts = list.data?.counts;
  const allCount = counts ? Object.values(counts).reduce((sum, value) => sum + value, 0) : undefined;

  const onRetry = (job: AdminJob) =>
    retry.mutate(job.id, {
      onSuccess: () => notifications.show({ color: 'teal', message: t('jobs.retried', { name: job.name }) }),
    });

  return (
    <SectionCard icon={IconClockCog} title={t('jobs.title')} text={t('jobs.text')}>
      <Stack gap="sm" mt="sm">
        <Chip.Group
          multiple={false}
          value={filter}
          onChange={(value) => {
            if (!isFilter(value)) return;
            setFilter(value);
            setPageNumber(1);
          }}
        >
          <Group gap="xs" wrap="wrap" role="group" aria-label={t('jobs.filter')}>
            {(['all', ...jobStates] as const).map((state) => {
              const stateCount = state === 'all' ? allCount : counts?.[state];
              return (
                <Chip key={state} value={state} size="sm" variant="light">
                  {stateCount === undefined
                    ? t(`jobs.states.${state}`)
                    : t('jobs.stateCount', { state: t(`jobs.states.${state}`), total: stateCount })}
                </Chip>
              );
            })}
          </Group>
        </Chip.Group>
        {retry.isError && (
          <Alert color="red" role="alert">
            {errorMessage(t, retry.error)}
          </Alert>
        )}
        <ListStates
          query={list}
          isEmpty={list.data?.jobs.length === 0}
          icon={IconClockCog}
          emptyText={filter === 'all' ? t('jobs.empty') : t('jobs.emptyState')}
          loadingLabel={t('jobs.loading')}
        />
        {list.data && list.data.jobs.length > 0 && (
          <Table.ScrollContainer
            minWidth={720}
            // A table wider than the screen scrolls sideways: keyboard users reach it with Tab (WCAG 2.1.1).
            scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'group', 'aria-label': t('jobs.title') } }}
          >
            <Table striped verticalSpacing="sm" aria-label={t('jobs.title')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('jobs.name')}</Table.Th>
                  <Table.Th style={{ width: 110 }}>{t('jobs.state')}</Table.Th>
                  <Table.Th style={{ width: 90 }}>{t('jobs.attempts')}</Table.Th>
                  <Table.Th>{t('jobs.runAt')}</Table.Th>
                  <Table.Th>{t('jobs.lastError')}</Table.Th>
                  <Table.Th style={{ width: 120 }} />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.data.jobs.map((job) => (
                  <Table.Tr key={job.id} data-testid="job-row">
                    <Table.Td>
                      <Text size="sm" fw={600} ff="monospace">
                        {job.name}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {job.isPeriodic ? t('jobs.periodic') : t('jobs.onDemand')}
                      </Text>
                      {job.payloadText !== '{}' && (
                        <Text size="xs" c="dimmed" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                          {job.payloadText}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={stateColors[job.state]}>
                        {t(`jobs.states.${job.state}`)}
                      </Badge>
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      {t('jobs.attemptsOf', { attempts: job.attempts, maxAttempts: job.maxAttempts })}
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      <Text size="sm">{dates.format(new Date(job.runAt))}</Text>
                      {job.finishedAt && (
                        <Text size="xs" c="dimmed">
                          {t('jobs.finishedAt', { date: dates.format(new Date(job.finishedAt)) })}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>
                      {job.lastError ? (
                        <Text size="xs" ff="monospace" c={textColors.error}>
                          {job.lastError}
                        </Text>
                      ) : (
                        <Text size="sm" c="dimmed">
                          —
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      {job.state === 'dead' && (
                        <Button
                          size="xs"
                          variant="light"
                          leftSection={<IconRefresh size={14} aria-hidden />}
                          loading={retry.isPending && retry.variables === job.id}
                          onClick={() => onRetry(job)}
                          aria-label={t('jobs.retryNamed', { name: job.name })}
                        >
                          {t('jobs.retry')}
                        </Button>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {pages > 1 && (
          <Pagination mt="md" total={pages} value={pageNumber} onChange={setPageNumber} aria-label={t('jobs.pages')} />
        )}
      </Stack>
    </SectionCard>
  );
}
