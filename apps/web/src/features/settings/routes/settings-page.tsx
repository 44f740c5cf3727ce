import { Alert, Anchor, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconBell, IconChevronRight, IconHistory, IconUserOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { settingsQueries } from '../api/settings-api.ts';
import { ApprovalModeCard } from '../components/approval-mode-card.tsx';
import { ChangePasswordCard } from '../components/change-password-card.tsx';
import { DevicesCard } from '../components/devices-card.tsx';
import { IpWhitelistCard } from '../components/ip-whitelist-card.tsx';
import { NewDeviceApprovalCard } from '../components/new-device-approval-card.tsx';
import { TwoStepCard } from '../components/two-step-card.tsx';

/** Security settings (spec 001 §2 "setting", §4, §7): two-step sign-in, transaction approval, login history. */
export function Component() {
  const { t } = useTranslation(['settings', 'errors']);
  const customer = useQuery(settingsQueries.customer());
  return (
    <Stack gap="lg" maw={760}>
      <div>
        <Title order={1} size="h2">
          {t('title')}
        </Title>
        <Text c="dimmed">{t('subtitle')}</Text>
      </div>
      {customer.isPending && <Skeleton h={240} radius="lg" />}
      {customer.isError && (
        <Alert color="red" role="alert">
          {errorMessage(t, customer.error)}
        </Alert>
      )}
      <DevicesCard />
      {customer.data && <TwoStepCard mode={customer.data.login2faMode} />}
      <NewDeviceApprovalCard />
      {customer.data && <ApprovalModeCard mode={customer.data.transactionApproveMode} />}
      <ChangePasswordCard />
      <IpWhitelistCard />
      {[
        { to: '/payout-blacklist', icon: IconUserOff, title: t('blacklist.title'), text: t('blacklist.link') },
        {
          to: '/profile/notifications',
          icon: IconBell,
          title: t('notifications.title'),
          text: t('notifications.link'),
        },
      ].map((link) => (
        <Card key={link.to} withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
          <Anchor component={Link} to={link.to} underline="never" c="inherit">
            <Group justify="space-between" wrap="nowrap">
              <Group gap="sm" wrap="nowrap">
                <link.icon size={22} aria-hidden />
                <div>
                  <Text fw={600}>{link.title}</Text>
                  <Text size="sm" c="dimmed">
                    {link.text}
                  </Text>
                </div>
              </Group>
              <IconChevronRight size={18} aria-hidden />
            </Group>
          </Anchor>
        </Card>
      ))}
      <Card withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <Anchor component={Link} to="/login-history" underline="never" c="inherit">
          <Group justify="space-between" wrap="nowrap">
            <Group gap="sm" wrap="nowrap">
              <IconHistory size={22} aria-hidden />
              <div>
                <Text fw={600}>{t('loginHistory.title')}</Text>
                <Text size="sm" c="dimmed">
                  {t('loginHistory.link')}
                </Text>
              </div>
            </Group>
            <IconChevronRight size={18} aria-hidden />
          </Group>
        </Anchor>
      </Card>
    </Stack>
  );
}
