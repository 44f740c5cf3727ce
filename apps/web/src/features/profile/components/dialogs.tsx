import { Alert, Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, fieldErrors } from '../../../shared/api/error-message.ts';

/** A yes/no popup before a destructive step (delete an e-mail, an address, a document). */
export function ConfirmDialog({
  opened,
  title,
  text,
  confirmLabel,
  pending,
  error,
  onConfirm,
  onClose,
}: {
  opened: boolean;
  title: string;
  text: ReactNode;
  confirmLabel: string;
  pending: boolean;
  error: unknown;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(['profile', 'errors']);
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Stack>
        <Text>{text}</Text>
        {error ? <Alert color="red">{errorMessage(t, error)}</Alert> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('profile:actions.cancel')}
          </Button>
          <Button color="red" loading={pending} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** A popup asking for the password before a change of the sign-in e-mail; forgotten when closed. */
export function PasswordDialog({
  opened,
  title,
  text,
  submitLabel,
  pending,
  error,
  onConfirm,
  onClose,
  children,
}: {
  opened: boolean;
  title: string;
  text: ReactNode;
  submitLabel: string;
  pending: boolean;
  error: unknown;
  onConfirm: (password: string) => void;
  onClose: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation(['profile', 'errors']);
  const [password, setPassword] = useState('');
  const close = () => {
    setPassword('');
    onClose();
  };
  const errors = error ? fieldErrors(t, error) : {};
  const otherError = error && !errors.password && !errors.username ? errorMessage(t, error) : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onConfirm(password);
  };
  return (
    <Modal opened={opened} onClose={close} title={title} centered>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text>{text}</Text>
          {children}
          <PasswordInput
            label={t('profile:password')}
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            error={errors.password}
            autoComplete="current-password"
            required
            data-autofocus
          />
          {otherError ? <Alert color="red">{otherError}</Alert> : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('profile:actions.cancel')}
            </Button>
            <Button type="submit" loading={pending}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
