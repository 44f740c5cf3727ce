import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';

/** A failed load said as an alert with the reason and a Try again button (loading while it retries). */
export function RetryAlert({
  title,
  message,
  retryLabel,
  retrying,
  onRetry,
}: {
  title: string;
  message: string;
  retryLabel: string;
  retrying: boolean;
  onRetry: () => void;
}) {
  return (
    <Alert color="red" variant="light" role="alert" title={title} icon={<IconAlertCircle size={18} aria-hidden />}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{message}</Text>
        <Button
          size="xs"
          variant="white"
          color="red"
          leftSection={<IconRefresh size={14} aria-hidden />}
          loading={retrying}
          onClick={onRetry}
        >
          {retryLabel}
        </Button>
      </Stack>
    </Alert>
  );
}
