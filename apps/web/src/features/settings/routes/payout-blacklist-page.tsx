import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Select,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconTrash, IconUserOff } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { blockTypes, isPlausibleEmail } from '@tessera/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../shared/api/call.ts';
import { errorMessage, fieldErrors } from '../../../shared/api/error-message.ts';
import { settingsQueries } from '../api/settings-api.ts';

/**
 * The payout blacklist (spec 001 §2 payout-blacklist, §7, §8): people you never want to pay; the
 * send-money screen's payee check warns about them and the server refuses payments to them.
 */
export function Component() {
  const { t } = useTranslation(['settings', 'errors']);
  const queryClient = useQueryClient();
  const list = useQuery(settingsQueries.payoutBlacklistGet());
  const [email, setEmail] = useState('');
  const [blockType, setBlockType] = useState<(typeof blockTypes)[number]>('all');
  const refresh = () => queryClient.invalidateQueries({ queryKey: settingsQueries.payoutBlacklistGet().queryKey });
  const add = useMutation({
    mutationFn: () => call('payoutBlacklistAdd', { email: email.trim(), blockType }),
    onSuccess: async (reply) => {
      notifications.show({ color: 'teal', message: t('blacklist.added', { email: reply.email }) });
      setEmail('');
      await refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (address: string) => call('payoutBlacklistDelete', { email: address }),
    onSuccess: refresh,
  });
  const invalid = email.trim() !== '' && !isPlausibleEmail(email);
  return (
    <Stack gap="lg" maw={760}>
      <div>
        <Title order={1} size="h2">
          {t('blacklist.title')}
        </Title>
        <Text c="dimmed">{t('blacklist.subtitle')}</Text>
      </div>
      <Card withBorder radius="lg" p="md">
        <form
          onSubmit={(event: FormEvent) => {
            event.preventDefault();
            if (!invalid && email.trim()) add.mutate();
          }}
        >
          <Group align="flex-end" gap="sm" wrap="wrap">
            <TextInput
              label={t('blacklist.email')}
              type="email"
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
              error={
                invalid
                  ? t('errors:fields.invalid_email')
                  : add.error
                    ? (fieldErrors(t, add.error).email ?? errorMessage(t, add.error))
                    : undefined
              }
              style={{ flex: 1, minWidth: 220 }}
            />
            <Select
              label={t('blacklist.blockType')}
              data={blockTypes.map((type) => ({ value: type, label: t(`blacklist.types.${type}`) }))}
              value={blockType}
              onChange={(value) => value && setBlockType(value === 'p2p' ? 'p2p' : 'all')}
              allowDeselect={false}
              w={{ base: '100%', xs: 200 }}
            />
            <Button type="submit" loading={add.isPending}>
              {t('blacklist.add')}
            </Button>
          </Group>
        </form>
      </Card>
      {list.isPending && <Skeleton h={120} radius="lg" />}
      {list.isError && <Alert color="red">{errorMessage(t, list.error)}</Alert>}
      {remove.isError && <Alert color="red">{errorMessage(t, remove.error)}</Alert>}
      {list.data && list.data.length === 0 && (
        <Card withBorder radius="lg" p="xl">
          <Stack align="center" gap="xs">
            <IconUserOff size={36} stroke={1.5} aria-hidden />
            <Text c="dimmed">{t('blacklist.empty')}</Text>
          </Stack>
        </Card>
      )}
      {list.data && list.data.length > 0 && (
        <Card withBorder radius="lg" p={0}>
          <Table verticalSpacing="sm" horizontalSpacing="md" aria-label={t('blacklist.title')}>
            <Table.Tbody>
              {list.data.map((entry) => (
                <Table.Tr key={entry.email} data-testid="blacklist-entry">
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{entry.email}</Table.Td>
                  <Table.Td>
                    <Badge variant="light">{t(`blacklist.types.${entry.blockType}`)}</Badge>
                  </Table.Td>
                  <Table.Td w={40}>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      onClick={() => remove.mutate(entry.email)}
                      aria-label={t('blacklist.remove', { email: entry.email })}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Card>
      )}
    </Stack>
  );
}
