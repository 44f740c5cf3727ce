import { Alert, Badge, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSend, IconUsers } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import {
  fatcaCrsRepresentativeInviteMethod,
  type RepresentativeInvitation,
  type RepresentativeInvitationStatus,
} from '@tessera/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, fieldErrorText, fieldErrors } from '../../../shared/api/error-message.ts';
import { intlLocale } from '../../../shared/i18n/i18n.ts';
import { useFatcaCrsRepresentativeInvite } from '../api/representative-certification.ts';
import { taxCertificationQueries } from '../api/tax-certification-queries.ts';

const statusColours: Record<RepresentativeInvitationStatus, string> = {
  invited: 'blue',
  signed: 'teal',
  expired: 'orange',
  revoked: 'gray',
};

/** One invited person: name, e-mail, status, the date that matters, and a new link when not signed. */
function InvitationRow(props: {
  invitation: RepresentativeInvitation;
  onInviteAgain: (invitation: RepresentativeInvitation) => void;
  isSending: boolean;
}) {
  const { t, i18n } = useTranslation('tax');
  const { invitation } = props;
  const date = (iso: string) =>
    new Intl.DateTimeFormat(intlLocale(i18n.resolvedLanguage ?? 'en'), { dateStyle: 'medium' }).format(new Date(iso));
  const canInviteAgain = invitation.status === 'invited' || invitation.status === 'expired';
  return (
    <Paper withBorder p="sm" radius="md" data-testid="controlling-person">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={500}>{invitation.personName}</Text>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {invitation.email}
          </Text>
          <Text size="xs" c="dimmed">
            {invitation.status === 'signed' && invitation.signedAt
              ? t('controlling.signedOn', { date: date(invitation.signedAt) })
              : invitation.status === 'invited'
                ? t('controlling.validUntil', { date: date(invitation.expiresAt) })
                : t('controlling.sentOn', { date: date(invitation.createdAt) })}
          </Text>
        </Stack>
        <Group gap="xs">
          <Badge color={statusColours[invitation.status]} data-testid="controlling-person-status">
            {t(`controlling.status.${invitation.status}`)}
          </Badge>
          {canInviteAgain && (
            <Button
              variant="subtle"
              size="compact-sm"
              onClick={() => props.onInviteAgain(invitation)}
              disabled={props.isSending}
            >
              {t('controlling.inviteAgain')}
            </Button>
          )}
        </Group>
      </Group>
    </Paper>
  );
}

/**
 * The business's controlling persons (spec 002 §2 self-certification-representative; decision 0080):
 * shown when the business's signed answers need them (an investment entity or a passive NFE). Each
 * person is invited by name and e-mail and gets a link valid 7 days, once; the list shows who was
 * invited, who signed and whose link expired, and a person may be sent a new link (the old one
 * stops working).
 */
export function ControllingPersons() {
  const { t } = useTranslation(['tax', 'errors']);
  const list = useQuery(taxCertificationQueries.fatcaCrsRepresentativeList());
  const invite = useFatcaCrsRepresentativeInvite();
  const [personName, setPersonName] = useState('');
  const [email, setEmail] = useState('');
  const [localErrors, setLocalErrors] = useState<Record<string, string>>({});
  const [sentTo, setSentTo] = useState<string | null>(null);

  if (list.isPending) return <Skeleton height={120} />;
  if (list.isError)
    return (
      <Alert color="red" role="alert">
        {errorMessage(t, list.error)}
      </Alert>
    );
  if (!list.data.requiresControllingPersons && list.data.invitations.length === 0) return null;

  const send = (input: { personName: string; email: string }) => {
    setSentTo(null);
    invite.mutate(input, {
      onSuccess: ({ invitation }) => {
        setSentTo(invitation.email);
        setPersonName('');
        setEmail('');
      },
    });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = fatcaCrsRepresentativeInviteMethod.request.safeParse({ personName, email });
    if (!parsed.success) {
      const found: Record<string, string> = {};
      // An empty field is required, whatever else its rule says about it.
      for (const [field, value] of Object.entries({ personName, email }))
        if (value.trim() === '') found[field] = fieldErrorText(t, 'required');
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= fieldErrorText(t, issue.message);
      setLocalErrors(found);
      return;
    }
    setLocalErrors({});
    send({ personName: parsed.data.personName, email: parsed.data.email });
  };
  const serverErrors = fieldErrors(t, invite.error);
  const errors = { ...serverErrors, ...localErrors };
  const hasFieldErrors = Object.keys(serverErrors).length > 0;

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="controlling-persons-title">
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap">
          <IconUsers size={24} aria-hidden />
          <Title order={2} size="h4" id="controlling-persons-title">
            {t('controlling.title')}
          </Title>
        </Group>
        <Text size="sm">{t('controlling.intro')}</Text>
        {list.data.invitations.length === 0 ? (
          <Text size="sm" c="dimmed" data-testid="controlling-persons-empty">
            {t('controlling.empty')}
          </Text>
        ) : (
          <Stack gap="xs">
            {list.data.invitations.map((invitation) => (
              <InvitationRow
                key={invitation.invitationId}
                invitation={invitation}
                isSending={invite.isPending}
                onInviteAgain={(item) => send({ personName: item.personName, email: item.email })}
              />
            ))}
          </Stack>
        )}
        {sentTo && (
          <Alert color="teal" role="status" withCloseButton onClose={() => setSentTo(null)}>
            {t('controlling.sent', { email: sentTo })}
          </Alert>
        )}
        {invite.error && !hasFieldErrors && (
          <Alert color="red" role="alert">
            {errorMessage(t, invite.error)}
          </Alert>
        )}
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <Title order={3} size="h5">
              {t('controlling.inviteTitle')}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput
                label={t('controlling.name')}
                value={personName}
                onChange={(event) => setPersonName(event.currentTarget.value)}
                error={errors.personName}
                autoComplete="off"
                required
              />
              <TextInput
                label={t('controlling.email')}
                type="email"
                value={email}
                onChange={(event) => setEmail(event.currentTarget.value)}
                error={errors.email}
                autoComplete="off"
                required
              />
            </SimpleGrid>
            <Group justify="flex-end">
              <Button type="submit" leftSection={<IconSend size={16} />} loading={invite.isPending}>
                {t('controlling.send')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Paper>
  );
}
