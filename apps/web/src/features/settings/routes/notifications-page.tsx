import { Alert, Card, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationSetting } from '@tessera/contract';
import { useTranslation } from 'react-i18next';
import { call } from '../../../shared/api/call.ts';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { settingsQueries } from '../api/settings-api.ts';

/** Notification settings (spec 001 §2 profile/notifications, §7 {identified, value, group}). */
export function Component() {
  const { t } = useTranslation(['settings', 'errors']);
  const queryClient = useQueryClient();
  const settings = useQuery(settingsQueries.notificationSettingsGet());
  const set = useMutation({
    mutationFn: (input: { identified: NotificationSetting; value: boolean }) => call('notificationSettingsSet', input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: settingsQueries.notificationSettingsGet().queryKey }),
  });
  const groups = [...new Set(settings.data?.map((item) => item.group) ?? [])];
  return (
    <Stack gap="lg" maw={760}>
      <div>
        <Title order={1} size="h2">
          {t('notifications.title')}
        </Title>
        <Text c="dimmed">{t('notifications.subtitle')}</Text>
      </div>
      {settings.isPending && <Skeleton h={200} radius="lg" />}
      {settings.isError && <Alert color="red">{errorMessage(t, settings.error)}</Alert>}
      {set.isError && <Alert color="red">{errorMessage(t, set.error)}</Alert>}
      {groups.map((group) => (
        <Card key={group} withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
          <Title order={2} size="h4" mb="sm">
            {t(`notifications.groups.${group}`)}
          </Title>
          <Stack gap="md">
            {settings.data
              ?.filter((item) => item.group === group)
              .map((item) => (
                <Switch
                  key={item.identified}
                  label={t(`notifications.items.${item.identified}.label`)}
                  description={t(`notifications.items.${item.identified}.text`)}
                  checked={item.value}
                  onChange={(event) =>
                    set.mutate({
                      identified: item.identified as NotificationSetting,
                      value: event.currentTarget.checked,
                    })
                  }
                />
              ))}
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
