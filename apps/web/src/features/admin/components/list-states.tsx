import { Alert, Skeleton, Stack, Text } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/api/error-message.ts';

/**
 * The states of an admin list around its rows: a skeleton while it loads, the translated failure,
 * or the empty state; nothing once there are rows to show.
 */
export function ListStates({
  query,
  isEmpty,
  icon: EmptyIcon,
  emptyText,
  loadingLabel,
}: {
  query: { isPending: boolean; isError: boolean; error: unknown };
  isEmpty: boolean;
  icon: Icon;
  emptyText: string;
  loadingLabel: string;
}) {
  const { t } = useTranslation(['admin', 'errors']);
  if (query.isPending) return <Skeleton h={160} radius="md" aria-label={loadingLabel} />;
  if (query.isError)
    return (
      <Alert color="red" role="alert">
        {errorMessage(t, query.error)}
      </Alert>
    );
  if (!isEmpty) return null;
  return (
    <Stack align="center" gap="xs" py="lg">
      <EmptyIcon size={36} stroke={1.5} aria-hidden />
      <Text c="dimmed">{emptyText}</Text>
    </Stack>
  );
}
