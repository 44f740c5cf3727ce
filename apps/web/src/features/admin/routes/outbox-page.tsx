import { Accordion, Alert, Badge, Button, Card, Group, Pagination, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconMail, IconPaperclip } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '../../../shared/i18n/i18n.ts';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { adminQueries } from '../api/outbox-queries.ts';
import { textColors } from '../../../shared/ui/text-colors.ts';

/**
 * The e-mail outbox: every message the product sent, for administrators and developers
 * (the server refuses everyone else with '13'). Refreshes every 10 seconds.
 */
export function Component() {
  const { t, i18n } = useTranslation(['admin', 'errors']);
  const [page, setPage] = useState(1);
  const outbox = useQuery(adminQueries.outboxList(page));
  const dates = new Intl.DateTimeFormat(intlLocale(i18n.resolvedLanguage ?? 'en'), {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  const pages = outbox.data ? Math.max(1, Math.ceil(outbox.data.total / outbox.data.pageSize)) : 1;

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {t('outbox.title')}
        </Title>
        <Text c="dimmed">{t('outbox.subtitle')}</Text>
      </div>
      {outbox.isPending && <Skeleton h={200} radius="lg" />}
      {outbox.isError && (
        <Alert color="red" role="alert" title={t('outbox.failed')}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{errorMessage(t, outbox.error)}</Text>
            <Button size="xs" variant="white" color="red" onClick={() => void outbox.refetch()}>
              {t('outbox.retry')}
            </Button>
          </Stack>
        </Alert>
      )}
      {outbox.isSuccess && outbox.data.messages.length === 0 && (
        <Card withBorder radius="lg" p="xl">
          <Stack align="center" gap="xs">
            <IconMail size={40} stroke={1.5} aria-hidden />
            <Text c="dimmed">{t('outbox.empty')}</Text>
          </Stack>
        </Card>
      )}
      {outbox.isSuccess && outbox.data.messages.length > 0 && (
        <Accordion variant="separated" radius="md">
          {outbox.data.messages.map((message) => (
            <Accordion.Item key={message.id} value={message.id}>
              <Accordion.Control>
                <Group justify="space-between" wrap="wrap" gap="xs">
                  <div style={{ minWidth: 0 }}>
                    <Text fw={600} truncate>
                      {message.subject}
                    </Text>
                    <Text size="sm" c="dimmed" truncate>
                      {t('outbox.to', { to: message.to })} · {dates.format(new Date(message.createdAt))}
                    </Text>
                  </div>
                  <Group gap="xs">
                    {message.attachments.length > 0 && (
                      <Badge variant="light" leftSection={<IconPaperclip size={12} />}>
                        {message.attachments.length}
                      </Badge>
                    )}
                    <Badge color={message.error ? 'red' : message.sentAt ? 'teal' : 'gray'} variant="light">
                      {message.error
                        ? t('outbox.failedStatus')
                        : message.transport === 'smtp'
                          ? t('outbox.sentSmtp')
                          : t('outbox.stored')}
                    </Badge>
                  </Group>
                </Group>
              </Accordion.Control>
              <Accordion.Panel>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                  {message.text}
                </Text>
                {message.attachments.map((attachment) => (
                  <Text key={attachment.filename} size="xs" c="dimmed" mt="xs">
                    {t('outbox.attachment', { name: attachment.filename, size: (attachment.size / 1000).toFixed(1) })}
                  </Text>
                ))}
                {message.error && (
                  <Text size="xs" c={textColors.error} mt="xs">
                    {message.error}
                  </Text>
                )}
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      )}
      {pages > 1 && <Pagination value={page} onChange={setPage} total={pages} aria-label={t('outbox.pages')} />}
    </Stack>
  );
}
