import { Alert, Badge, Button, Chip, Group, Modal, Pagination, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBroadcast, IconRefresh } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { jobStates, type AdminEventDelivery, type JobState } from '@tessera/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { intlLocale } from '../../../shared/i18n/i18n.ts';
import { SectionCard } from '../../../shared/ui/section-card.tsx';
import { textColors } from '../../../shared/ui/text-colors.ts';
import { adminQueries } from '../api/outbox-queries.ts';
import { useEventDeliveryRetry } from '../api/event-delivery-retry.ts';
import { ListStates } from './list-states.tsx';
import { ReasonField, useReason } from './reason-field.tsx';

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
 * Deliveries of domain events to the modules that subscribe to them (decision 0131): each by state
 * with its event, subscriber, attempts, next attempt and last error, newest change first, 20 a
 * page; a dead delivery can be retried with a reason the audit log keeps.
 */
export function EventDeliveriesCard() {
  const { t, i18n } = useTranslation(['admin', 'errors']);
  const [filter, setFilter] = useState<Filter>('all');
  const [pageNumber, setPageNumber] = useState(1);
  const [retrying, setRetrying] = useState<AdminEventDelivery | null>(null);
  const reason = useReason();
  const list = useQuery(adminQueries.eventDeliveryList(pageNumber, filter === 'all' ? undefined : filter));
  const retry = useEventDeliveryRetry();
  const dates = new Intl.DateTimeFormat(intlLocale(i18n.resolvedLanguage ?? 'en'), {
    dateStyle: 'medium',
    timeStyle: 'medium',
  });
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : 1;
  const counts = list.data?.counts;
  const allCount = counts ? Object.values(counts).reduce((sum, value) => sum + value, 0) : undefined;

  const close = () => {
    setRetrying(null);
    reason.clear();
  };
  const onConfirm = () => {
    const text = reason.check(t);
    if (!retrying || text === null) return;
    retry.mutate(
      { id: retrying.id, reason: text },
      {
        onSuccess: () => {
          notifications.show({
            color: 'teal',
            message: t('events.retried', { eventType: retrying.eventType, subscriber: retrying.subscriber }),
          });
          close();
        },
      },
    );
  };

  return (
    <SectionCard icon={IconBroadcast} title={t('events.title')} text={t('events.text')}>
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
          <Group gap="xs" wrap="wrap" role="group" aria-label={t('events.filter')}>
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
        <ListStates
          query={list}
          isEmpty={list.data?.deliveries.length === 0}
          icon={IconBroadcast}
          emptyText={filter === 'all' ? t('events.empty') : t('events.emptyState')}
          loadingLabel={t('events.loading')}
        />
        {list.data && list.data.deliveries.length > 0 && (
          <Table.ScrollContainer
            minWidth={760}
            // A table wider than the screen scrolls sideways: keyboard users reach it with Tab (WCAG 2.1.1).
            scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'group', 'aria-label': t('events.title') } }}
          >
            <Table striped verticalSpacing="sm" aria-label={t('events.title')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('events.event')}</Table.Th>
                  <Table.Th>{t('events.subscriber')}</Table.Th>
                  <Table.Th style={{ width: 110 }}>{t('jobs.state')}</Table.Th>
                  <Table.Th style={{ width: 90 }}>{t('jobs.attempts')}</Table.Th>
                  <Table.Th>{t('jobs.runAt')}</Table.Th>
                  <Table.Th>{t('jobs.lastError')}</Table.Th>
                  <Table.Th style={{ width: 120 }} />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.data.deliveries.map((delivery) => (
                  <Table.Tr key={delivery.id} data-testid="event-delivery-row">
                    <Table.Td>
                      <Text size="sm" fw={600} ff="monospace">
                        {delivery.eventType}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {t('events.aggregate', { type: delivery.aggregateType, id: delivery.aggregateId })}
                      </Text>
                      <Text size="xs" c="dimmed" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                        {delivery.payloadText}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" ff="monospace">
                        {delivery.subscriber}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={stateColors[delivery.state]}>
                        {t(`jobs.states.${delivery.state}`)}
                      </Badge>
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      {t('jobs.attemptsOf', { attempts: delivery.attempts, maxAttempts: delivery.maxAttempts })}
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      <Text size="sm">{dates.format(new Date(delivery.runAt))}</Text>
                      {delivery.deliveredAt && (
                        <Text size="xs" c="dimmed">
                          {t('events.deliveredAt', { date: dates.format(new Date(delivery.deliveredAt)) })}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>
                      {delivery.lastError ? (
                        <Text size="xs" ff="monospace" c={textColors.error}>
                          {delivery.lastError}
                        </Text>
                      ) : (
                        <Text size="sm" c="dimmed">
                          —
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      {delivery.state === 'dead' && (
                        <Button
                          size="xs"
                          variant="light"
                          leftSection={<IconRefresh size={14} aria-hidden />}
                          onClick={() => setRetrying(delivery)}
                          aria-label={t('events.retryNamed', {
                            eventType: delivery.eventType,
                            subscriber: delivery.subscriber,
                          })}
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
          <Pagination
            mt="md"
            total={pages}
            value={pageNumber}
            onChange={setPageNumber}
            aria-label={t('events.pages')}
          />
        )}
      </Stack>
      <Modal opened={retrying !== null} onClose={close} title={t('events.retryTitle')} centered radius="lg">
        <Stack>
          <Text size="sm">
            {retrying
              ? t('events.retryText', { eventType: retrying.eventType, subscriber: retrying.subscriber })
              : null}
          </Text>
          <ReasonField reason={reason} label={t('events.reason')} />
          {retry.isError && (
            <Alert color="red" role="alert">
              {errorMessage(t, retry.error)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('events.cancel')}
            </Button>
            <Button loading={retry.isPending} onClick={onConfirm}>
              {t('jobs.retry')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </SectionCard>
  );
}
