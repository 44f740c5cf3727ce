import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { errorMessage } from '../../shared/api/error-message.ts';
import { FullPageLoader } from '../../shared/ui/full-page-loader.tsx';

/** Shown while the first screen's code and data load. */
export function RouteFallback() {
  const { t } = useTranslation('common');
  return <FullPageLoader label={t('loading')} />;
}

/**
 * A route that failed to load (a network failure, or a new deployment that replaced the screen's
 * code): a clear message and a reload, never a blank page.
 */
export function RouteErrorPage() {
  const { t } = useTranslation(['common', 'errors']);
  const error = useRouteError();
  return (
    <Center mih="60dvh" p="md">
      <Stack align="center" gap="sm" maw={440} role="alert">
        <Title order={1} size="h3" ta="center">
          {t('common:routeError.title')}
        </Title>
        <Text c="dimmed" ta="center">
          {errorMessage(t, error)}
        </Text>
        <Button leftSection={<IconRefresh size={18} aria-hidden />} onClick={() => window.location.reload()}>
          {t('common:retry')}
        </Button>
      </Stack>
    </Center>
  );
}
