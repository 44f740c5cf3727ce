import { Alert, Card, Group, Pagination, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconMessage } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { intlLocale } from '../../../shared/i18n/i18n.ts';
import { adminQueries } from '../api/outbox-queries.ts';

/**
 * The SMS outbox of the sandbox provider: sign-in and enrolment codes, for administrators
 * and developers (the server refuses everyone else). Refreshes every 5 seconds.
 */
export function Component() {
  const { t, i18n } = useTranslation(['admin', 'errors']);
  const [page, setPage] = useState(1);
  const sms = useQuery(adminQueries.smsOutboxList(page));
  const dates = new Intl.DateTimeFormat(intlLocale(i18n.resolvedLanguage ?? 'en'), {
    dateStyle: 'medium',
    timeStyle: 'medium',
  });
  const pages = sms.data ? Math.max(1, Math.ceil(sms.data.total / sms.data.pageSize)) : 1;
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {t('sms.title')}
        </Title>
        <Text c="dimmed">{t('sms.subtitle')}</Text>
      </div>
      {sms.isPending && <Skeleton h={160} radius="lg" />}
      {sms.isError && (
        <Alert color="red" role="alert">
          {errorMessage(t, sms.error)}
        </Alert>
      )}
      {sms.data && sms.data.messages.length === 0 && (
        <Card withBorder radius="lg" p="xl">
          <Stack align="center" gap="xs">
            <IconMessage size={36} stroke={1.5} aria-hidden />
            <Text c="dimmed">{t('sms.empty')}</Text>
          </Stack>
        </Card>
      )}
      {sms.data && sms.data.messages.length > 0 && (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {sms.data.messages.map((message) => (
            <Card key={message.id} component="li" withBorder radius="lg" p="md" data-testid="sms-message">
              <Group justify="space-between" gap="xs" wrap="wrap">
                <Text size="sm" fw={600} ff="monospace">
                  {message.to}
                </Text>
                <Text size="xs" c="dimmed">
                  {dates.format(new Date(message.createdAt))}
                </Text>
              </Group>
              <Text size="sm" mt={6}>
                {message.text}
              </Text>
            </Card>
          ))}
        </Stack>
      )}
      {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} />}
    </Stack>
  );
}
