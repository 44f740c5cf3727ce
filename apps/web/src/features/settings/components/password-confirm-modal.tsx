import { Alert, Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, fieldErrors } from '../../../shared/api/error-message.ts';

/**
 * The popup that confirms a security setting with the current password (spec 001 §7): what will
 * change, the password, Cancel and the confirm button. A wrong password shows under the field;
 * any other failure above it. The password is forgotten when the popup closes.
 */
export function PasswordConfirmModal({
  opened,
  title,
  text,
  submitLabel,
  pending,
  error,
  onConfirm,
  onClose,
}: {
  opened: boolean;
  title: string;
  text: ReactNode;
  submitLabel: string;
  pending: boolean;
  /** The failed call's error, if any (a 'VF' on `password` shows under the field). */
  error: unknown;
  onConfirm: (password: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(['settings', 'errors', 'auth']);
  const [password, setPassword] = useState('');
  // Forget the password whenever the popup closes, also after a successful change.
  const [wasOpened, setWasOpened] = useState(opened);
  if (opened !== wasOpened) {
    setWasOpened(opened);
    if (!opened) setPassword('');
  }
  const errors = error ? fieldErrors(t, error) : {};
  const otherError = error && !errors.password ? errorMessage(t, error) : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password) onConfirm(password);
  };
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered radius="lg">
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text size="sm">{text}</Text>
          {otherError && (
            <Alert color="red" variant="light" role="alert">
              {otherError}
            </Alert>
          )}
          <PasswordInput
            label={t('twoStep.password')}
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            error={errors.password}
            data-autofocus
            visibilityToggleButtonProps={{ 'aria-label': t('auth:togglePassword') }}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('twoStep.cancel')}
            </Button>
            <Button type="submit" loading={pending} disabled={!password}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
