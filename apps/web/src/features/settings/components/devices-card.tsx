import { ActionIcon, Alert, Anchor, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { SectionCard } from '../../../shared/ui/section-card.tsx';
import { IconDeviceMobile, IconPencil, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../shared/api/call.ts';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { intlLocale } from '../../../shared/i18n/i18n.ts';
import { QrCode } from '../../../shared/ui/qr-code.tsx';
import { settingsQueries } from '../api/settings-api.ts';

const devicesKey = ['settings', 'devices'] as const;

/** The linked-devices card's element id, where the approval card sends a customer to link a device. */
export const linkedDevicesSectionId = 'linked-devices';

/**
 * Linked devices (spec 000 §3 Device, §7 /auth/devices): link a new one by QR code (the
 * web authenticator at /authenticator, on a phone or a second browser), rename, unlink. A linked
 * device approves push sign-ins and push payment approvals.
 */
export function DevicesCard() {
  const { t, i18n } = useTranslation(['settings', 'errors']);
  const queryClient = useQueryClient();
  const devices = useQuery({
    queryKey: devicesKey,
    queryFn: async () => (await call('deviceList', {})).devices,
  });
  const [link, setLink] = useState<string | null>(null);
  const [renaming, setRenaming] = useState<{ id: string; name: string } | null>(null);
  // A device linked or removed changes whether push approval can be chosen.
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: devicesKey }),
      queryClient.invalidateQueries({ queryKey: settingsQueries.usableApprovalModes().queryKey }),
    ]);
  const requestLink = useMutation({
    mutationFn: async () => (await call('scpRequest', {})).deeplink,
    onSuccess: setLink,
  });
  const rename = useMutation({
    mutationFn: (input: { id: string; name: string }) => call('deviceRename', input),
    onSuccess: async () => {
      setRenaming(null);
      await refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (id: string) => call('deviceRemove', { id }),
    onSuccess: refresh,
  });
  const dates = new Intl.DateTimeFormat(intlLocale(i18n.resolvedLanguage ?? 'en'), {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  const closeLink = () => {
    setLink(null);
    void refresh();
  };

  return (
    <SectionCard
      id={linkedDevicesSectionId}
      icon={IconDeviceMobile}
      title={t('devices.title')}
      text={t('devices.text')}
      action={
        <Button variant="light" onClick={() => requestLink.mutate()} loading={requestLink.isPending}>
          {t('devices.link')}
        </Button>
      }
    >
      {(devices.isError || requestLink.isError || remove.isError) && (
        <Alert color="red" mt="sm">
          {errorMessage(t, devices.error ?? requestLink.error ?? remove.error)}
        </Alert>
      )}
      {devices.data && devices.data.length === 0 && (
        <Text size="sm" c="dimmed" mt="sm">
          {t('devices.empty')}
        </Text>
      )}
      <Stack gap="xs" mt="sm">
        {devices.data?.map((device) => (
          <Group key={device.id} justify="space-between" wrap="nowrap" data-testid="linked-device">
            <div style={{ minWidth: 0 }}>
              <Text fw={600} truncate>
                {device.name}
              </Text>
              <Text size="xs" c="dimmed">
                {t('devices.lastActive', { date: dates.format(new Date(device.lastActivityAt)) })}
              </Text>
            </div>
            <Group gap={4} wrap="nowrap">
              <ActionIcon
                variant="subtle"
                onClick={() => setRenaming({ id: device.id, name: device.name })}
                aria-label={t('devices.rename', { name: device.name })}
              >
                <IconPencil size={16} />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                color="red"
                onClick={() => remove.mutate(device.id)}
                aria-label={t('devices.remove', { name: device.name })}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          </Group>
        ))}
      </Stack>
      <Modal opened={link !== null} onClose={closeLink} title={t('devices.linkTitle')} centered radius="lg">
        {link && (
          <Stack align="center">
            <Text size="sm">{t('devices.scan')}</Text>
            <QrCode value={link} label={t('devices.qrLabel')} />
            <Anchor
              href={link}
              target="_blank"
              rel="noreferrer"
              size="sm"
              style={{ overflowWrap: 'anywhere' }}
              data-testid="device-link"
            >
              {t('devices.openHere')}
            </Anchor>
            <Text size="xs" c="dimmed">
              {t('devices.expires')}
            </Text>
            <Button onClick={closeLink}>{t('devices.done')}</Button>
          </Stack>
        )}
      </Modal>
      <Modal
        opened={renaming !== null}
        onClose={() => setRenaming(null)}
        title={t('devices.renameTitle')}
        centered
        radius="lg"
      >
        {renaming && (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              if (renaming.name.trim()) rename.mutate({ id: renaming.id, name: renaming.name.trim() });
            }}
          >
            <Stack>
              <TextInput
                label={t('devices.name')}
                value={renaming.name}
                maxLength={64}
                onChange={(event) => setRenaming({ ...renaming, name: event.currentTarget.value })}
                data-autofocus
              />
              <Group justify="flex-end">
                <Button variant="default" onClick={() => setRenaming(null)}>
                  {t('twoStep.cancel')}
                </Button>
                <Button type="submit" loading={rename.isPending}>
                  {t('approval.save')}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Modal>
    </SectionCard>
  );
}
