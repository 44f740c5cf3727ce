import { ActionIcon, Alert, Button, Group, Stack, Switch, Table, Text, TextInput } from '@mantine/core';
import { SectionCard } from '../../../shared/ui/section-card.tsx';
import { IconTrash, IconWorldCheck } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../shared/api/call.ts';
import { errorMessage, fieldErrors } from '../../../shared/api/error-message.ts';
import { settingsQueries } from '../api/settings-api.ts';

/**
 * The sign-in IP whitelist (spec 001 §7): entries (an address or a range), add, delete, and the
 * switch; the server refuses anything that would lock the customer out, and the card says why.
 */
export function IpWhitelistCard() {
  const { t } = useTranslation(['settings', 'errors']);
  const queryClient = useQueryClient();
  const whitelist = useQuery(settingsQueries.ipWhitelistList());
  const [ip, setIp] = useState('');
  const [toIp, setToIp] = useState('');
  const [name, setName] = useState('');
  const refresh = () => queryClient.invalidateQueries({ queryKey: settingsQueries.ipWhitelistList().queryKey });
  const add = useMutation({
    mutationFn: () =>
      call('ipWhitelistAdd', {
        ip: ip.trim(),
        ...(toIp.trim() ? { toIp: toIp.trim() } : {}),
        ...(name.trim() ? { name: name.trim() } : {}),
      }),
    onSuccess: async () => {
      setIp('');
      setToIp('');
      setName('');
      await refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (id: string) => call('ipWhitelistDelete', { id }),
    onSuccess: refresh,
  });
  const mode = useMutation({
    mutationFn: (enable: boolean) => call('ipWhitelistMode', { enable }),
    onSuccess: refresh,
  });
  const addErrors = add.error ? fieldErrors(t, add.error) : {};
  const failure = [remove.error, mode.error].find(Boolean);

  return (
    <SectionCard
      icon={IconWorldCheck}
      title={t('whitelist.title')}
      text={t('whitelist.text')}
      action={
        <Switch
          label={t('whitelist.enable')}
          checked={whitelist.data?.enabled ?? false}
          disabled={!whitelist.data || mode.isPending}
          onChange={(event) => mode.mutate(event.currentTarget.checked)}
        />
      }
    >
      {whitelist.data && (
        <Text size="sm" mt="sm">
          {t('whitelist.current', { ip: whitelist.data.currentIp })}
        </Text>
      )}
      {failure && (
        <Alert color="red" variant="light" role="alert" mt="sm">
          {Object.values(fieldErrors(t, failure))[0] ?? errorMessage(t, failure)}
        </Alert>
      )}
      {whitelist.data && whitelist.data.entries.length > 0 && (
        <Table mt="sm" verticalSpacing="xs" aria-label={t('whitelist.title')}>
          <Table.Tbody>
            {whitelist.data.entries.map((entry) => (
              <Table.Tr key={entry.id} data-testid="whitelist-entry">
                <Table.Td ff="monospace">{entry.ip === entry.toIp ? entry.ip : `${entry.ip} – ${entry.toIp}`}</Table.Td>
                <Table.Td>{entry.name}</Table.Td>
                <Table.Td w={40}>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    onClick={() => remove.mutate(entry.id)}
                    aria-label={t('whitelist.delete', { ip: entry.ip })}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <form
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          if (ip.trim()) add.mutate();
        }}
      >
        <Group align="flex-end" gap="sm" mt="md" wrap="wrap">
          <TextInput
            label={t('whitelist.ip')}
            placeholder="203.0.113.7"
            name="ip"
            value={ip}
            onChange={(e) => setIp(e.currentTarget.value)}
            error={addErrors.ip}
            w={{ base: '100%', xs: 170 }}
          />
          <TextInput
            label={t('whitelist.toIp')}
            description={t('whitelist.toIpHint')}
            name="toIp"
            value={toIp}
            onChange={(e) => setToIp(e.currentTarget.value)}
            error={addErrors.toIp}
            w={{ base: '100%', xs: 170 }}
          />
          <TextInput
            label={t('whitelist.name')}
            name="name"
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            maxLength={64}
            w={{ base: '100%', xs: 150 }}
          />
          <Button type="submit" loading={add.isPending} variant="light">
            {t('whitelist.add')}
          </Button>
        </Group>
      </form>
      <Stack gap={0} />
    </SectionCard>
  );
}
