import { Alert, Button, Text, TextInput } from '@mantine/core';
import { IconUser } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../shared/api/call.ts';
import { fieldErrors } from '../../../shared/api/error-message.ts';
import { SectionCard } from '../../../shared/ui/section-card.tsx';
import { profileQueries } from '../api/profile-api.ts';
import { PasswordDialog } from './dialogs.tsx';

/**
 * The username, which is the sign-in e-mail (decision 0075): changing it to a new address sends
 * that address a link, and the change happens when it is followed.
 */
export function UsernameCard({ username }: { username: string }) {
  const { t } = useTranslation(['profile', 'errors']);
  const queryClient = useQueryClient();
  const [opened, setOpened] = useState(false);
  const [newUsername, setNewUsername] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const change = useMutation({
    mutationFn: (password: string) => call('usernameChange', { username: newUsername, password }),
    onSuccess: (reply) => {
      setOpened(false);
      setNotice(
        reply.isConfirmationSent
          ? t('username.linkSent', { email: newUsername })
          : t('emails.primaryChanged', { email: reply.username }),
      );
      return queryClient.invalidateQueries({ queryKey: profileQueries.root });
    },
  });
  const errors = change.error ? fieldErrors(t, change.error) : {};
  return (
    <SectionCard
      icon={IconUser}
      title={t('username.title')}
      text={t('username.text')}
      action={
        <Button
          variant="light"
          onClick={() => {
            change.reset();
            setNewUsername('');
            setOpened(true);
          }}
        >
          {t('username.change')}
        </Button>
      }
    >
      <Text fw={500} mt="md" style={{ overflowWrap: 'anywhere' }}>
        {username}
      </Text>
      {notice && (
        <Alert
          color="teal"
          mt="sm"
          withCloseButton
          onClose={() => setNotice(null)}
          closeButtonLabel={t('actions.dismiss')}
        >
          {notice}
        </Alert>
      )}
      <PasswordDialog
        opened={opened}
        title={t('username.changeTitle')}
        text={t('username.changeText')}
        submitLabel={t('username.change')}
        pending={change.isPending}
        error={change.error}
        onConfirm={(password) => change.mutate(password)}
        onClose={() => setOpened(false)}
      >
        <TextInput
          label={t('username.new')}
          type="email"
          value={newUsername}
          onChange={(event) => setNewUsername(event.currentTarget.value)}
          error={errors.username}
          autoComplete="email"
          required
        />
      </PasswordDialog>
    </SectionCard>
  );
}
