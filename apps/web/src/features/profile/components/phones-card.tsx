import { Alert, Badge, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconDeviceMobile } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfilePhone } from '@tessera/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../shared/api/call.ts';
import { errorMessage, fieldErrors } from '../../../shared/api/error-message.ts';
import { OneTimeCodeInput } from '../../../shared/ui/code-input.tsx';
import { SectionCard } from '../../../shared/ui/section-card.tsx';
import { profileQueries } from '../api/profile-api.ts';

/**
 * The user's phones (spec 002 §7 "Profile: phones"): add one or change a number, then confirm it
 * with the code texted to it (a new code by sending the same number again).
 */
export function PhonesCard({ phones }: { phones: ProfilePhone[] }) {
  const { t } = useTranslation(['profile', 'errors']);
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: profileQueries.root });
  const [phoneNumber, setPhoneNumber] = useState('');
  const [confirming, setConfirming] = useState<ProfilePhone | null>(null);
  const [replacing, setReplacing] = useState<ProfilePhone | null>(null);
  const [replacement, setReplacement] = useState('');
  const [code, setCode] = useState('');

  const add = useMutation({
    mutationFn: (number: string) => call('phoneAdd', { phoneNumber: number }),
    onSuccess: (reply) => {
      setPhoneNumber('');
      setCode('');
      setConfirming(reply.phone);
      return refresh();
    },
  });
  const replace = useMutation({
    mutationFn: ({ phone, number }: { phone: ProfilePhone; number: string }) =>
      call('phoneReplace', { phoneId: phone.phoneId, phoneNumber: number }),
    onSuccess: (reply) => {
      setReplacing(null);
      setCode('');
      setConfirming(reply.phone);
      return refresh();
    },
  });
  const confirm = useMutation({
    mutationFn: ({ phone, value }: { phone: ProfilePhone; value: string }) =>
      call('phoneConfirm', { phoneId: phone.phoneId, code: value }),
    onSuccess: () => {
      setConfirming(null);
      setCode('');
      return refresh();
    },
    onError: () => setCode(''),
  });
  const addErrors = add.error ? fieldErrors(t, add.error) : {};
  const replaceErrors = replace.error ? fieldErrors(t, replace.error) : {};
  const submitAdd = (event: FormEvent) => {
    event.preventDefault();
    add.mutate(phoneNumber);
  };
  const submitReplace = (event: FormEvent) => {
    event.preventDefault();
    if (replacing) replace.mutate({ phone: replacing, number: replacement });
  };
  const closeConfirm = () => {
    setConfirming(null);
    setCode('');
    confirm.reset();
  };

  return (
    <SectionCard icon={IconDeviceMobile} title={t('phones.title')} text={t('phones.text')}>
      <Stack gap="sm" mt="md">
        {phones.length === 0 ? (
          <Text c="dimmed">{t('phones.empty')}</Text>
        ) : (
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('phones.title')}>
            {phones.map((phone) => (
              <Group key={phone.phoneId} component="li" justify="space-between" wrap="wrap" gap="xs">
                <Group gap="xs">
                  <Text fw={500}>{phone.phoneNumber}</Text>
                  <Badge color={phone.confirmed ? 'teal' : 'yellow'} variant="light">
                    {phone.confirmed ? t('status.confirmed') : t('status.unconfirmed')}
                  </Badge>
                </Group>
                <Group gap="xs">
                  {!phone.confirmed && (
                    <Button size="xs" variant="light" onClick={() => setConfirming(phone)}>
                      {t('phones.enterCode')}
                    </Button>
                  )}
                  <Button
                    size="xs"
                    variant="subtle"
                    onClick={() => {
                      setReplacement(phone.phoneNumber);
                      setReplacing(phone);
                    }}
                    aria-label={t('phones.changeOf', { phone: phone.phoneNumber })}
                  >
                    {t('phones.change')}
                  </Button>
                </Group>
              </Group>
            ))}
          </Stack>
        )}
        <form onSubmit={submitAdd} noValidate>
          <Group align="flex-end" gap="xs" wrap="wrap">
            <TextInput
              label={t('phones.new')}
              description={t('phones.format')}
              type="tel"
              value={phoneNumber}
              onChange={(event) => setPhoneNumber(event.currentTarget.value)}
              error={
                addErrors.phoneNumber ??
                (add.isError && !addErrors.phoneNumber ? errorMessage(t, add.error) : undefined)
              }
              autoComplete="tel"
              style={{ flex: '1 1 16rem' }}
            />
            <Button type="submit" loading={add.isPending} disabled={phoneNumber.trim() === ''}>
              {t('phones.add')}
            </Button>
          </Group>
        </form>
      </Stack>
      <Modal opened={confirming !== null} onClose={closeConfirm} title={t('phones.confirmTitle')} centered>
        <Stack>
          <Text>{t('phones.confirmText', { phone: confirming?.phoneNumber ?? '' })}</Text>
          <OneTimeCodeInput
            label={t('phones.code')}
            value={code}
            onChange={setCode}
            onComplete={(value) => confirming && confirm.mutate({ phone: confirming, value })}
            error={confirm.isError}
            disabled={confirm.isPending}
            autoFocus
          />
          {confirm.isError && <Alert color="red">{errorMessage(t, confirm.error)}</Alert>}
          <Group justify="space-between">
            <Button
              variant="subtle"
              loading={replace.isPending}
              onClick={() => confirming && replace.mutate({ phone: confirming, number: confirming.phoneNumber })}
            >
              {t('phones.resend')}
            </Button>
            <Button
              loading={confirm.isPending}
              disabled={code.length !== 6}
              onClick={() => confirming && confirm.mutate({ phone: confirming, value: code })}
            >
              {t('phones.confirm')}
            </Button>
          </Group>
          {replace.isError && <Alert color="red">{errorMessage(t, replace.error)}</Alert>}
        </Stack>
      </Modal>
      <Modal
        opened={replacing !== null}
        onClose={() => {
          setReplacing(null);
          replace.reset();
        }}
        title={t('phones.changeTitle')}
        centered
      >
        <form onSubmit={submitReplace} noValidate>
          <Stack>
            <TextInput
              label={t('phones.new')}
              description={t('phones.format')}
              type="tel"
              value={replacement}
              onChange={(event) => setReplacement(event.currentTarget.value)}
              error={replaceErrors.phoneNumber}
              data-autofocus
            />
            {replace.isError && !replaceErrors.phoneNumber && (
              <Alert color="red">{errorMessage(t, replace.error)}</Alert>
            )}
            <Group justify="flex-end">
              <Button type="submit" loading={replace.isPending}>
                {t('phones.sendCode')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </SectionCard>
  );
}
