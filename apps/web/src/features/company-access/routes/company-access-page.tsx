import {
  Badge,
  Button,
  Card,
  Group,
  Modal,
  Select,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconClock } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { choosableAccessRights, isPlausibleEmail, type CompanyAccessUser } from '@tessera/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../shared/api/call.ts';
import { errorMessage, fieldErrors } from '../../../shared/api/error-message.ts';
import { RetryAlert } from '../../../shared/ui/retry-alert.tsx';
import { companyAccessQueries } from '../api/company-access-api.ts';

/** Levels a representative may be given here: the choices (uploading, 5, stays hidden; spec 002 §5) without "no access". */
const addableLevels = choosableAccessRights.filter((level) => level !== 0);

/**
 * company-access, "manage users" (spec 000 §2; 001 §6; decision 0100): the business's users with
 * their level, a level change after a confirmation, and a personal representative added by e-mail.
 * A raise the approval policy holds shows on its user as waiting for approval, with no other change
 * offered until it is decided (decision 0122). The server allows it to the business's own login and
 * full-access users only.
 */
export function Component() {
  const { t } = useTranslation(['companyAccess', 'errors']);
  const queryClient = useQueryClient();
  const users = useQuery(companyAccessQueries.accessRightsList());
  const [pending, setPending] = useState<{ user: CompanyAccessUser; level: number } | null>(null);
  const [email, setEmail] = useState('');
  const [level, setLevel] = useState('1');
  const refresh = () => queryClient.invalidateQueries({ queryKey: companyAccessQueries.accessRightsList().queryKey });
  const update = useMutation({
    mutationFn: (change: { userId: number; accessRight: number }) => call('accessRightsUpdate', change),
    onSuccess: async (reply) => {
      notifications.show({
        color: 'teal',
        message: reply.transactionRequestId
          ? t('raiseHeld', { email: reply.user.email })
          : t('updated', { email: reply.user.email }),
      });
      setPending(null);
      await refresh();
    },
  });
  const add = useMutation({
    mutationFn: () => call('representativePersonalAdd', { email: email.trim(), accessRight: Number(level) }),
    onSuccess: async (reply) => {
      notifications.show({ color: 'teal', message: t('added', { email: reply.user.email }) });
      setEmail('');
      await refresh();
    },
  });
  const invalid = email.trim() !== '' && !isPlausibleEmail(email);
  const levelOptions = (levels: readonly number[]) =>
    levels.map((value) => ({ value: String(value), label: t(`levels.${value}`) }));

  return (
    <Stack gap="lg" maw={860}>
      <div>
        <Title order={1} size="h2">
          {t('title')}
        </Title>
        <Text c="dimmed">{t('subtitle')}</Text>
      </div>
      <Card withBorder radius="lg" p="md">
        <Title order={2} size="h4" mb="sm">
          {t('users')}
        </Title>
        {users.isPending ? (
          <Stack role="status" aria-busy="true" aria-label={t('loading')}>
            <Skeleton height={36} />
            <Skeleton height={36} />
          </Stack>
        ) : users.isError ? (
          <RetryAlert
            title={t('loadFailed')}
            message={errorMessage(t, users.error)}
            retryLabel={t('retry')}
            retrying={users.isFetching}
            onRetry={() => void users.refetch()}
          />
        ) : users.data.length === 0 ? (
          <Text>{t('empty')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={320}>
            <Table verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('user')}</Table.Th>
                  <Table.Th>{t('level')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {users.data.map((user) => (
                  <Table.Tr key={user.userId}>
                    <Table.Td>
                      <Text size="sm" fw={500}>
                        {[user.firstName, user.lastName].filter(Boolean).join(' ') || user.email}
                      </Text>
                      <Group gap={6}>
                        <Text size="xs" c="dimmed">
                          {user.email}
                        </Text>
                        <Badge size="xs" variant="light">
                          {t(`kinds.${user.kind}`)}
                        </Badge>
                      </Group>
                    </Table.Td>
                    <Table.Td>
                      {user.pendingRaise ? (
                        <Stack gap={4}>
                          <Text size="sm">{t(`levels.${user.accessRight}`)}</Text>
                          <Group gap={4} wrap="nowrap" align="flex-start" data-testid="raise-waiting">
                            <IconClock
                              size={14}
                              color="var(--mantine-color-orange-7)"
                              aria-hidden
                              style={{ flexShrink: 0, marginTop: 2 }}
                            />
                            <Text size="xs" fw={600}>
                              {t('raiseWaiting', { level: t(`levels.${user.pendingRaise.accessRight}`) })}
                            </Text>
                          </Group>
                        </Stack>
                      ) : user.isEditable ? (
                        <Select
                          aria-label={t('levelOf', { email: user.email })}
                          data={levelOptions(
                            user.accessRight === 5 ? [...choosableAccessRights, 5] : choosableAccessRights,
                          )}
                          value={String(user.accessRight)}
                          allowDeselect={false}
                          onChange={(value) => {
                            if (value !== null && Number(value) !== user.accessRight)
                              setPending({ user, level: Number(value) });
                          }}
                          w={180}
                        />
                      ) : (
                        <Text size="sm">{t(`levels.${user.accessRight}`)}</Text>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Card>
      <Card withBorder radius="lg" p="md">
        <Title order={2} size="h4" mb="xs">
          {t('addTitle')}
        </Title>
        <Text size="sm" c="dimmed" mb="sm">
          {t('addHint')}
        </Text>
        <form
          onSubmit={(event: FormEvent) => {
            event.preventDefault();
            if (!invalid && email.trim()) add.mutate();
          }}
        >
          <Group align="flex-end" gap="sm" wrap="wrap">
            <TextInput
              label={t('email')}
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
              label={t('level')}
              data={levelOptions(addableLevels)}
              value={level}
              allowDeselect={false}
              onChange={(value) => value !== null && setLevel(value)}
              w={180}
            />
            <Button type="submit" loading={add.isPending} disabled={!email.trim() || invalid}>
              {t('add')}
            </Button>
          </Group>
        </form>
      </Card>
      <Modal
        opened={pending !== null}
        onClose={() => {
          setPending(null);
          update.reset();
        }}
        title={t('confirmTitle')}
      >
        {pending && (
          <Stack>
            <Text>{t('confirmText', { email: pending.user.email, level: t(`levels.${pending.level}`) })}</Text>
            {update.error && (
              <Text c="red" role="alert">
                {fieldErrors(t, update.error).accessRight ?? errorMessage(t, update.error)}
              </Text>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setPending(null)}>
                {t('cancel')}
              </Button>
              <Button
                loading={update.isPending}
                onClick={() => update.mutate({ userId: pending.user.userId, accessRight: pending.level })}
              >
                {t('confirm')}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}
