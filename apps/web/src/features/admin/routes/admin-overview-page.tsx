import { Alert, Anchor, Button, Card, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { SectionCard } from '../../../shared/ui/section-card.tsx';
import { IconBuildingBank, IconDeviceMobile, IconMail, IconMessage } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { pushMigrationScheduleMethod, type AdminCustomer } from '@tessera/contract';
import dayjs from 'dayjs';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { call } from '../../../shared/api/call.ts';
import { errorMessage, fieldErrorText } from '../../../shared/api/error-message.ts';
import { intlLocale } from '../../../shared/i18n/i18n.ts';
import { adminQueries } from '../api/outbox-queries.ts';
import { AdminAuditLogCard } from '../components/admin-audit-log-card.tsx';
import { BackgroundJobsCard } from '../components/background-jobs-card.tsx';
import { EventDeliveriesCard } from '../components/event-deliveries-card.tsx';
import { CryptoSandboxCard } from '../components/crypto-sandbox-card.tsx';
import { CustomerAccessCard } from '../components/customer-access-card.tsx';
import { DepositSandboxCard } from '../components/deposit-sandbox-card.tsx';

/**
 * admin-overview (spec 000 §2: administrators start here): the sandbox outboxes with their counts,
 * the push two-factor migration of a user (spec 000 §4; decision 0013), disabling and re-enabling
 * customers and the admin audit log (decision 0016), background jobs (decision 0022), the sandbox
 * chain's crypto deposit simulator (decision 0050), the incoming bank payments waiting to be matched
 * and the sandbox bank's payment simulator (decision 0051). The server refuses every
 * non-administrator.
 */
export function Component() {
  const { t } = useTranslation(['admin', 'errors']);
  const outbox = useQuery(adminQueries.outboxList(1));
  const sms = useQuery(adminQueries.smsOutboxList(1));
  const deposits = useQuery(adminQueries.unmatchedDepositList());
  const [customer, setCustomer] = useState<AdminCustomer | null>(null);
  const tools = [
    {
      to: '/admin/outbox',
      icon: IconMail,
      title: t('outbox.title'),
      text: t('outbox.subtitle'),
      count: outbox.data && t('overview.messages', { count: outbox.data.total }),
    },
    {
      to: '/admin/sms',
      icon: IconMessage,
      title: t('sms.title'),
      text: t('sms.subtitle'),
      count: sms.data && t('overview.messages', { count: sms.data.total }),
    },
    {
      to: '/admin/deposits',
      icon: IconBuildingBank,
      title: t('deposits.title'),
      text: t('deposits.subtitle'),
      count: deposits.data && t('deposits.waiting', { count: deposits.data.deposits.length }),
    },
  ];
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {t('overview.title')}
        </Title>
        <Text c="dimmed">{t('overview.subtitle')}</Text>
      </div>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {tools.map((tool) => (
          <Card key={tool.to} withBorder radius="lg" p="lg">
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <tool.icon size={24} aria-hidden style={{ flexShrink: 0 }} />
              <div>
                <Anchor component={Link} to={tool.to} fw={600}>
                  {tool.title}
                </Anchor>
                <Text size="sm" c="dimmed">
                  {tool.text}
                </Text>
                {tool.count && (
                  <Text size="sm" mt={4}>
                    {tool.count}
                  </Text>
                )}
              </div>
            </Group>
          </Card>
        ))}
      </SimpleGrid>
      <PushMigrationCard />
      <CustomerAccessCard onCustomer={setCustomer} />
      <AdminAuditLogCard customer={customer} />
      <BackgroundJobsCard />
      <EventDeliveriesCard />
      <CryptoSandboxCard />
      <DepositSandboxCard />
    </Stack>
  );
}

/** Asks one user to link a device for sign-in by a day, or stops asking. */
function PushMigrationCard() {
  const { t, i18n } = useTranslation(['admin', 'errors']);
  const [login, setLogin] = useState('');
  const [deadline, setDeadline] = useState(() => dayjs().add(30, 'day').format('YYYY-MM-DD'));
  const [loginError, setLoginError] = useState<string | null>(null);
  const schedule = useMutation({
    mutationFn: (input: { login: string; deadline: string | null }) => call('pushMigrationSchedule', input),
  });
  const submit = (event: FormEvent, stop = false) => {
    event.preventDefault();
    const input = { login: login.trim(), deadline: stop ? null : deadline };
    const parsed = pushMigrationScheduleMethod.request.safeParse(input);
    const issue = parsed.error?.issues[0];
    if (issue) {
      setLoginError(fieldErrorText(t, issue.message));
      return;
    }
    setLoginError(null);
    schedule.mutate(input);
  };
  const date = (value: string) =>
    new Intl.DateTimeFormat(intlLocale(i18n.resolvedLanguage ?? 'en'), { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(`${value}T00:00:00Z`),
    );
  return (
    <SectionCard icon={IconDeviceMobile} title={t('migration.title')} text={t('migration.text')}>
      <Stack gap="sm" mt="sm">
        <form onSubmit={(event) => submit(event)} noValidate>
          <Group align="flex-end" gap="sm" wrap="wrap">
            <TextInput
              label={t('migration.login')}
              type="email"
              value={login}
              onChange={(event) => setLogin(event.currentTarget.value)}
              error={loginError}
              w={{ base: '100%', sm: 280 }}
              autoComplete="off"
            />
            <TextInput
              label={t('migration.deadline')}
              type="date"
              value={deadline}
              min={dayjs().format('YYYY-MM-DD')}
              onChange={(event) => setDeadline(event.currentTarget.value)}
              w={{ base: '100%', sm: 180 }}
            />
            <Button type="submit" loading={schedule.isPending && schedule.variables.deadline !== null}>
              {t('migration.schedule')}
            </Button>
            <Button
              variant="default"
              onClick={(event) => submit(event, true)}
              loading={schedule.isPending && schedule.variables.deadline === null}
            >
              {t('migration.stop')}
            </Button>
          </Group>
        </form>
        {schedule.isSuccess && (
          <Alert color="teal" mt="md" role="status" data-testid="migration-result">
            {schedule.data.deadline
              ? t('migration.scheduled', { login: schedule.variables.login, date: date(schedule.data.deadline) })
              : t('migration.stopped', { login: schedule.variables.login })}
          </Alert>
        )}
        {schedule.isError && (
          <Alert color="red" mt="md" role="alert">
            {errorMessage(t, schedule.error)}
          </Alert>
        )}
      </Stack>
    </SectionCard>
  );
}
