import { Alert, Badge, Button, Card, Container, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCheck, IconDeviceMobile, IconX } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PushRequest } from '@tessera/contract';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../../shared/api/client.ts';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { openLiveChannel } from '../../../shared/api/live.ts';
import { BrandLogo } from '../../../shared/brand/brand-logo.tsx';
import { clientName, originFromDetails, placeName } from '../../../shared/ui/client-origin.ts';
import { PlaceCredit } from '../../../shared/ui/place-credit.tsx';
import { Money } from '../../../shared/ui/money.tsx';
import {
  loginConfirm,
  deviceInbox,
  deviceLink,
  loadDevice,
  saveDevice,
  deviceUnlink,
  type StoredDevice,
} from '../api/device-api.ts';

/**
 * /authenticator: Tessera's small web authenticator, made for a phone. Opened from the
 * QR link it links this browser to the account (its secret stays in this browser's storage); then
 * it shows sign-in and payment requests as they arrive and approves or declines them.
 */
export function Component() {
  const { t } = useTranslation('authenticator');
  const [params, setParams] = useSearchParams();
  const [device, setDevice] = useState<StoredDevice | null>(() => loadDevice());
  const link = params.get('link');
  // Installable on the phone's home screen (the server names it after the brand).
  useEffect(() => {
    const manifest = document.createElement('link');
    manifest.rel = 'manifest';
    manifest.href = '/authenticator.webmanifest';
    document.head.append(manifest);
    return () => manifest.remove();
  }, []);
  return (
    <Container size={460} py="lg" px="md">
      <Stack gap="lg">
        <Group justify="space-between">
          <BrandLogo size={32} />
          <Badge variant="light" leftSection={<IconDeviceMobile size={14} />}>
            {t('badge')}
          </Badge>
        </Group>
        {device ? (
          <Inbox
            device={device}
            onUnlinked={() => {
              saveDevice(null);
              setDevice(null);
            }}
          />
        ) : link ? (
          <LinkForm
            link={link}
            onLinked={(linked) => {
              saveDevice(linked);
              setDevice(linked);
              setParams({}, { replace: true });
            }}
          />
        ) : (
          <Alert color="blue" variant="light" title={t('notLinkedTitle')}>
            {t('notLinked')}
          </Alert>
        )}
      </Stack>
    </Container>
  );
}

function LinkForm({ link, onLinked }: { link: string; onLinked: (device: StoredDevice) => void }) {
  const { t } = useTranslation(['authenticator', 'errors']);
  const [name, setName] = useState(() => t('defaultName'));
  const linking = useMutation({ mutationFn: () => deviceLink(link, name.trim()), onSuccess: onLinked });
  return (
    <form
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        if (name.trim()) linking.mutate();
      }}
    >
      <Stack>
        <Title order={1} size="h3">
          {t('linkTitle')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('linkText')}
        </Text>
        {linking.isError && (
          <Alert color="red" role="alert">
            {errorMessage(t, linking.error)}
          </Alert>
        )}
        <TextInput
          label={t('name')}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          maxLength={64}
        />
        <Button type="submit" loading={linking.isPending} size="md">
          {t('link')}
        </Button>
      </Stack>
    </form>
  );
}

function Inbox({ device, onUnlinked }: { device: StoredDevice; onUnlinked: () => void }) {
  const { t } = useTranslation(['authenticator', 'errors']);
  const queryClient = useQueryClient();
  const inbox = useQuery({
    queryKey: ['authenticator', 'inbox', device.deviceId],
    queryFn: () => deviceInbox(device.secret),
    refetchInterval: 5_000,
    retry: false,
  });
  useEffect(
    () =>
      openLiveChannel(
        { device: device.secret },
        () => void queryClient.invalidateQueries({ queryKey: ['authenticator', 'inbox'] }),
      ),
    [device.secret, queryClient],
  );
  const unlinked = inbox.error instanceof ApiError && inbox.error.code === 'AU';
  useEffect(() => {
    if (unlinked) onUnlinked();
  }, [unlinked, onUnlinked]);
  const unlink = useMutation({ mutationFn: () => deviceUnlink(device), onSettled: onUnlinked });

  return (
    <Stack gap="md">
      <div>
        <Title order={1} size="h3">
          {t('inboxTitle')}
        </Title>
        {inbox.data && (
          <Text size="sm" c="dimmed">
            {t('linkedAs', { name: inbox.data.name })}
          </Text>
        )}
      </div>
      {inbox.isPending && <Loader />}
      {inbox.isError && !unlinked && <Alert color="red">{errorMessage(t, inbox.error)}</Alert>}
      {inbox.data && inbox.data.requests.length === 0 && (
        <Card withBorder radius="lg" p="lg">
          <Text c="dimmed" ta="center">
            {t('empty')}
          </Text>
        </Card>
      )}
      {inbox.data?.requests.map((request) => (
        <RequestCard key={request.id} request={request} secret={device.secret} />
      ))}
      <Button variant="subtle" color="red" onClick={() => unlink.mutate()} loading={unlink.isPending}>
        {t('unlink')}
      </Button>
    </Stack>
  );
}

function RequestCard({ request, secret }: { request: PushRequest; secret: string }) {
  const { t, i18n } = useTranslation(['authenticator', 'errors']);
  const language = i18n.resolvedLanguage ?? 'en';
  const queryClient = useQueryClient();
  const answer = useMutation({
    mutationFn: (result: boolean) => loginConfirm(secret, request.id, result),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['authenticator', 'inbox'] }),
  });
  const details = request.details;
  const text = (key: string) => (typeof details[key] === 'string' ? details[key] : undefined);
  const origin = originFromDetails(details);
  return (
    <Card withBorder radius="lg" p="lg" data-testid="push-request">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {request.kind === 'login' ? t('loginTitle') : t('paymentTitle')}
        </Title>
        {request.kind === 'login' ? (
          <Stack gap={2}>
            <Text size="sm">{t('loginText', { ip: text('ip') ?? '—' })}</Text>
            <Text size="sm" c="dimmed" data-testid="push-request-origin">
              {clientName(t, origin)} · {placeName(t, language, origin.place)}
            </Text>
          </Stack>
        ) : (
          <Stack gap={2}>
            {text('amount') && text('currencyCode') && (
              <Text fw={700} size="xl">
                <Money amount={text('amount') ?? '0'} currencyCode={text('currencyCode') ?? 'USD'} />
              </Text>
            )}
            <Text size="sm">
              {t('paymentTo', { to: text('toName') ?? text('toEmail') ?? text('description') ?? '—' })}
            </Text>
            {(origin.browser ?? origin.os ?? origin.place) && (
              <Text size="sm" c="dimmed" data-testid="push-request-origin">
                {t('paymentFrom', { client: clientName(t, origin), place: placeName(t, language, origin.place) })}
              </Text>
            )}
          </Stack>
        )}
        {origin.placeCredit && origin.place?.kind === 'named' && <PlaceCredit credit={origin.placeCredit} />}
        {answer.isError && <Alert color="red">{errorMessage(t, answer.error)}</Alert>}
        <Group grow>
          <Button
            variant="default"
            color="red"
            leftSection={<IconX size={16} />}
            onClick={() => answer.mutate(false)}
            loading={answer.isPending && answer.variables === false}
          >
            {t('decline')}
          </Button>
          <Button
            leftSection={<IconCheck size={16} />}
            onClick={() => answer.mutate(true)}
            loading={answer.isPending && answer.variables === true}
          >
            {t('approve')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
