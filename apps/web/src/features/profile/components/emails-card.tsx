import { Alert, Badge, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileEmail } from '@tessera/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../shared/api/call.ts';
import { errorMessage, fieldErrors } from '../../../shared/api/error-message.ts';
import { SectionCard } from '../../../shared/ui/section-card.tsx';
import { profileQueries } from '../api/profile-api.ts';
import { ConfirmDialog, PasswordDialog } from './dialogs.tsx';

/**
 * The user's e-mails (spec 002 §7 "Profile: e-mails"): the primary one is the sign-in e-mail; an
 * unconfirmed one can be sent its link again; a confirmed one can become primary (with the
 * password); any but the primary can be deleted. With `customerId`, a company's e-mails (its
 * login's; decision 0116), acted for by a full-access user; `canEdit` false shows the list only.
 */
export function EmailsCard({
  emails,
  customerId,
  canEdit = true,
  title,
  text,
}: {
  emails: ProfileEmail[];
  customerId?: number | undefined;
  canEdit?: boolean;
  title?: string;
  text?: string;
}) {
  const { t } = useTranslation(['profile', 'errors']);
  const acting = customerId === undefined ? {} : { fromCustomerId: customerId };
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: profileQueries.root });
  const [email, setEmail] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<ProfileEmail | null>(null);
  const [toPrimary, setToPrimary] = useState<ProfileEmail | null>(null);

  const add = useMutation({
    mutationFn: (address: string) => call('emailAdd', { ...acting, email: address }),
    onSuccess: (reply) => {
      setEmail('');
      setNotice(t('emails.linkSent', { email: reply.email.email }));
      return refresh();
    },
  });
  const resend = useMutation({
    mutationFn: (item: ProfileEmail) => call('emailConfirmRequest', { ...acting, emailId: item.emailId }),
    onSuccess: (_reply, item) => setNotice(t('emails.linkSent', { email: item.email })),
  });
  const remove = useMutation({
    mutationFn: (item: ProfileEmail) => call('emailDelete', { ...acting, emailId: item.emailId }),
    onSuccess: () => {
      setToDelete(null);
      return refresh();
    },
  });
  const makePrimary = useMutation({
    mutationFn: ({ item, password }: { item: ProfileEmail; password: string }) =>
      call('emailSetPrimary', { ...acting, emailId: item.emailId, password }),
    onSuccess: (reply) => {
      setToPrimary(null);
      setNotice(t('emails.primaryChanged', { email: reply.username }));
      return Promise.all([refresh(), queryClient.invalidateQueries({ queryKey: profileQueries.customer().queryKey })]);
    },
  });
  const addErrors = add.error ? fieldErrors(t, add.error) : {};
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate(email);
  };

  return (
    <SectionCard icon={IconMail} title={title ?? t('emails.title')} text={text ?? t('emails.text')}>
      <Stack gap="sm" mt="md">
        {notice && (
          <Alert color="teal" withCloseButton onClose={() => setNotice(null)} closeButtonLabel={t('actions.dismiss')}>
            {notice}
          </Alert>
        )}
        {resend.isError && <Alert color="red">{errorMessage(t, resend.error)}</Alert>}
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('emails.title')}>
          {emails.map((item) => (
            <Group key={item.emailId} component="li" justify="space-between" wrap="wrap" gap="xs">
              <Group gap="xs" wrap="wrap" style={{ minWidth: 0 }}>
                <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
                  {item.email}
                </Text>
                {item.isPrimary && <Badge variant="light">{t('emails.primary')}</Badge>}
                <Badge color={item.confirmed ? 'teal' : 'yellow'} variant="light">
                  {item.confirmed ? t('status.confirmed') : t('status.unconfirmed')}
                </Badge>
              </Group>
              {canEdit && (
                <Group gap="xs">
                  {!item.confirmed && (
                    <Button size="xs" variant="light" loading={resend.isPending} onClick={() => resend.mutate(item)}>
                      {t('emails.resend')}
                    </Button>
                  )}
                  {item.confirmed && !item.isPrimary && (
                    <Button size="xs" variant="light" onClick={() => setToPrimary(item)}>
                      {t('emails.makePrimary')}
                    </Button>
                  )}
                  {!item.isPrimary && (
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      onClick={() => setToDelete(item)}
                      aria-label={t('emails.deleteOf', { email: item.email })}
                    >
                      {t('actions.delete')}
                    </Button>
                  )}
                </Group>
              )}
            </Group>
          ))}
        </Stack>
        {canEdit && (
          <form onSubmit={submit} noValidate>
            <Group align="flex-end" gap="xs" wrap="wrap">
              <TextInput
                label={t('emails.new')}
                type="email"
                value={email}
                onChange={(event) => setEmail(event.currentTarget.value)}
                error={addErrors.email ?? (add.isError && !addErrors.email ? errorMessage(t, add.error) : undefined)}
                autoComplete="email"
                style={{ flex: '1 1 16rem' }}
              />
              <Button type="submit" loading={add.isPending} disabled={email.trim() === ''}>
                {t('emails.add')}
              </Button>
            </Group>
          </form>
        )}
      </Stack>
      <ConfirmDialog
        opened={toDelete !== null}
        title={t('emails.deleteTitle')}
        text={t('emails.deleteText', { email: toDelete?.email ?? '' })}
        confirmLabel={t('actions.delete')}
        pending={remove.isPending}
        error={remove.error}
        onConfirm={() => toDelete && remove.mutate(toDelete)}
        onClose={() => {
          setToDelete(null);
          remove.reset();
        }}
      />
      <PasswordDialog
        opened={toPrimary !== null}
        title={t('emails.primaryTitle')}
        text={t('emails.primaryText', { email: toPrimary?.email ?? '' })}
        submitLabel={t('emails.makePrimary')}
        pending={makePrimary.isPending}
        error={makePrimary.error}
        onConfirm={(password) => toPrimary && makePrimary.mutate({ item: toPrimary, password })}
        onClose={() => {
          setToPrimary(null);
          makePrimary.reset();
        }}
      />
    </SectionCard>
  );
}
