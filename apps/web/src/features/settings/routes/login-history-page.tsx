import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Pagination,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { loginHistoryPageSize } from '@tessera/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { intlLocale } from '../../../shared/i18n/i18n.ts';
import { clientName, placeName } from '../../../shared/ui/client-origin.ts';
import { PlaceCredit } from '../../../shared/ui/place-credit.tsx';
import { settingsQueries } from '../api/settings-api.ts';

const resultColors: Record<string, string> = {
  success: 'teal',
  secondFactorSent: 'blue',
  wrongPassword: 'red',
  wrongCode: 'red',
  throttled: 'orange',
  disabled: 'gray',
};

/** The mark of the sign-in that started the session in use. */
function ThisSession({ inline = false }: { inline?: boolean }) {
  const { t } = useTranslation('common');
  return (
    <Badge ml={inline ? 'xs' : 0} mt={inline ? 0 : 4} size="sm" variant="light" color="teal" data-testid="this-session">
      {t('origin.thisSession')}
    </Badge>
  );
}

/** Login history (spec 001 §2 login-history, §7, §9: 20 a page): date, address, device, result, alerts. */
export function Component() {
  const { t, i18n } = useTranslation(['settings', 'errors']);
  const isWide = useMediaQuery('(min-width: 48em)');
  const [pageNumber, setPageNumber] = useState(1);
  const [fromDate, setFromDate] = useState('');
  const [toDate, setToDate] = useState('');
  const [applied, setApplied] = useState<{ fromDate?: string; toDate?: string }>({});
  const history = useQuery(settingsQueries.loginHistory({ pageNumber, ...applied }));
  const language = i18n.resolvedLanguage ?? 'en';
  const dates = new Intl.DateTimeFormat(intlLocale(language), {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  const pages = history.data ? Math.max(1, Math.ceil(history.data.total / loginHistoryPageSize)) : 1;
  const invalidRange = fromDate !== '' && toDate !== '' && fromDate > toDate;

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {t('loginHistory.title')}
        </Title>
        <Text c="dimmed">{t('loginHistory.subtitle')}</Text>
      </div>
      <Card withBorder radius="lg" p="md">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (invalidRange) return;
            setPageNumber(1);
            setApplied({ ...(fromDate ? { fromDate } : {}), ...(toDate ? { toDate } : {}) });
          }}
        >
          <Group align="flex-end" gap="sm" wrap="wrap">
            <TextInput
              type="date"
              label={t('loginHistory.fromDate')}
              value={fromDate}
              onChange={(e) => setFromDate(e.currentTarget.value)}
            />
            <TextInput
              type="date"
              label={t('loginHistory.toDate')}
              value={toDate}
              onChange={(e) => setToDate(e.currentTarget.value)}
              error={invalidRange ? t('loginHistory.invalidRange') : undefined}
            />
            <Button type="submit" disabled={invalidRange}>
              {t('loginHistory.apply')}
            </Button>
          </Group>
        </form>
      </Card>
      {history.isPending && <Skeleton h={240} radius="lg" />}
      {history.isError && (
        <Alert color="red" role="alert">
          {errorMessage(t, history.error)}
        </Alert>
      )}
      {history.data && history.data.events.length === 0 && <Text c="dimmed">{t('loginHistory.empty')}</Text>}
      {history.data && history.data.events.length > 0 && (
        <Card withBorder radius="lg" p={0}>
          {isWide !== false ? (
            <Table
              striped
              highlightOnHover
              verticalSpacing="sm"
              horizontalSpacing="md"
              aria-label={t('loginHistory.title')}
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('loginHistory.date')}</Table.Th>
                  <Table.Th>{t('loginHistory.ip')}</Table.Th>
                  <Table.Th>{t('loginHistory.device')}</Table.Th>
                  <Table.Th>{t('loginHistory.place')}</Table.Th>
                  <Table.Th>{t('loginHistory.result')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {history.data.events.map((event) => (
                  <Table.Tr key={event.id} data-testid="login-event">
                    <Table.Td>{dates.format(new Date(event.date))}</Table.Td>
                    <Table.Td ff="monospace">{event.ip}</Table.Td>
                    <Table.Td title={event.device}>
                      {clientName(t, event)}
                      {event.isCurrentSession && <ThisSession inline />}
                    </Table.Td>
                    <Table.Td>{placeName(t, language, event.place)}</Table.Td>
                    <Table.Td>
                      <ResultBadge result={event.result} isAlert={event.isAlert} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          ) : (
            <Stack gap={0} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {history.data.events.map((event, index) => (
                <li
                  key={event.id}
                  data-testid="login-event"
                  style={{
                    padding: '12px 16px',
                    borderTop: index ? '1px solid var(--mantine-color-default-border)' : undefined,
                  }}
                >
                  <Group justify="space-between" wrap="nowrap" align="flex-start">
                    <div>
                      <Text size="sm" fw={600}>
                        {dates.format(new Date(event.date))}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {clientName(t, event)} · {placeName(t, language, event.place)}
                      </Text>
                      <Text size="xs" c="dimmed" ff="monospace">
                        {event.ip}
                      </Text>
                      {event.isCurrentSession && <ThisSession />}
                    </div>
                    {/* The result never shrinks to an ellipsis: the text beside it wraps instead. */}
                    <div style={{ flexShrink: 0 }}>
                      <ResultBadge result={event.result} isAlert={event.isAlert} />
                    </div>
                  </Group>
                </li>
              ))}
            </Stack>
          )}
        </Card>
      )}
      {history.data?.placeCredit && history.data.events.some((event) => event.place.kind === 'named') && (
        <PlaceCredit credit={history.data.placeCredit} />
      )}
      {pages > 1 && (
        <Pagination total={pages} value={pageNumber} onChange={setPageNumber} aria-label={t('loginHistory.pages')} />
      )}
    </Stack>
  );
}

function ResultBadge({ result, isAlert }: { result: string; isAlert: boolean }) {
  const { t } = useTranslation('settings');
  return (
    <Group gap={4} wrap="nowrap">
      {isAlert && (
        <IconAlertTriangle size={16} color="var(--mantine-color-orange-7)" aria-label={t('loginHistory.alert')} />
      )}
      <Badge variant="light" color={resultColors[result] ?? 'gray'}>
        {t(`loginHistory.results.${result}`)}
      </Badge>
    </Group>
  );
}
