import { Alert, Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { OneTimeCodeInput } from '../../../shared/ui/code-input.tsx';
import { SectionCard } from '../../../shared/ui/section-card.tsx';
import { notifications } from '@mantine/notifications';
import { IconKey } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../shared/api/call.ts';
import { errorMessage, fieldErrors } from '../../../shared/api/error-message.ts';
import { textColors } from '../../../shared/ui/text-colors.ts';

/**
 * Change password (spec 001 §7): current password, a new one typed twice (checked for strength by
 * the server with zxcvbn), then the code e-mailed to the customer; other sessions end.
 */
export function ChangePasswordCard() {
  const { t } = useTranslation(['settings', 'errors', 'auth']);
  const [opened, setOpened] = useState(false);
  const [values, setValues] = useState({ password: '', passwordNew: '', passwordNewRepeat: '' });
  const [code, setCode] = useState('');
  const start = useMutation({ mutationFn: () => call('changePassword', values) });
  const confirm = useMutation({
    mutationFn: (value: string) =>
      call('changePasswordConfirm', { requestKey: start.data?.requestKey ?? '', code: value }),
    onSuccess: () => {
      notifications.show({ color: 'teal', message: t('password.changed') });
      close();
    },
    onError: () => setCode(''),
  });
  const close = () => {
    setOpened(false);
    setValues({ password: '', passwordNew: '', passwordNewRepeat: '' });
    setCode('');
    start.reset();
    confirm.reset();
  };
  const startErrors = start.error ? fieldErrors(t, start.error) : {};
  const confirmErrors = confirm.error ? fieldErrors(t, confirm.error) : {};
  const field = (name: keyof typeof values, label: string, autoComplete: string) => (
    <PasswordInput
      label={label}
      autoComplete={autoComplete}
      value={values[name]}
      onChange={(event) => {
        const value = event.currentTarget.value;
        setValues((current) => ({ ...current, [name]: value }));
      }}
      error={startErrors[name]}
      visibilityToggleButtonProps={{ 'aria-label': t('auth:togglePassword') }}
    />
  );
  return (
    <SectionCard
      icon={IconKey}
      title={t('password.title')}
      text={t('password.text')}
      action={
        <Button variant="light" onClick={() => setOpened(true)}>
          {t('password.change')}
        </Button>
      }
    >
      <Modal opened={opened} onClose={close} title={t('password.title')} centered radius="lg">
        {!start.isSuccess ? (
          <form
            onSubmit={(event: FormEvent) => {
              event.preventDefault();
              start.mutate();
            }}
            noValidate
          >
            <Stack>
              {start.isError && Object.keys(startErrors).length === 0 && (
                <Alert color="red" role="alert">
                  {errorMessage(t, start.error)}
                </Alert>
              )}
              {field('password', t('password.current'), 'current-password')}
              {field('passwordNew', t('password.new'), 'new-password')}
              {field('passwordNewRepeat', t('password.repeat'), 'new-password')}
              <Group justify="flex-end">
                <Button variant="default" onClick={close}>
                  {t('twoStep.cancel')}
                </Button>
                <Button type="submit" loading={start.isPending} disabled={!values.password || !values.passwordNew}>
                  {t('twoStep.continue')}
                </Button>
              </Group>
            </Stack>
          </form>
        ) : (
          <form
            onSubmit={(event: FormEvent) => {
              event.preventDefault();
              if (code.length === 6) confirm.mutate(code);
            }}
          >
            <Stack>
              <Text size="sm">{t('password.codeSent', { destination: start.data.destination })}</Text>
              <OneTimeCodeInput
                value={code}
                onChange={setCode}
                onComplete={(value) => confirm.mutate(value)}
                error={confirm.isError}
                label={t('twoStep.code')}
              />
              {confirm.isError && (
                <Text size="sm" c={textColors.error} role="alert">
                  {confirmErrors.code ?? confirmErrors.requestKey ?? errorMessage(t, confirm.error)}
                </Text>
              )}
              <Group justify="flex-end">
                <Button variant="default" onClick={close}>
                  {t('twoStep.cancel')}
                </Button>
                <Button type="submit" loading={confirm.isPending} disabled={code.length !== 6}>
                  {t('twoStep.confirm')}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Modal>
    </SectionCard>
  );
}
