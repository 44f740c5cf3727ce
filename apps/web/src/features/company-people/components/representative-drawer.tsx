import { Alert, Badge, Button, Drawer, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { BusinessPeople, PersonVerificationStatus, Representative } from '@tessera/contract';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../shared/api/call.ts';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { useDictionary } from '../../../shared/dictionaries/use-dictionary.ts';
import { RetryAlert } from '../../../shared/ui/retry-alert.tsx';
import { companyPeopleQueries } from '../api/company-people-api.ts';

/** The badge colour of each verification status. */
export const statusColor: Record<PersonVerificationStatus, string> = {
  notStarted: 'gray',
  pending: 'yellow',
  verified: 'teal',
  failed: 'red',
};

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" component="dt">
        {label}
      </Text>
      <Text size="sm" component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

/**
 * A person's details in a drawer (spec 002 §3 "Representative"; decision 0111), from
 * `representativeInfo`: names, e-mail, phone, address, tax id, residence country, identity
 * verification status and roles. "Delete person" asks to confirm, naming every role that goes, then
 * calls `representativeDelete`; a refusal (a rule of 002 §5 would break) shows its translated reason
 * and nothing changes.
 */
export function RepresentativeDrawer({
  personId,
  onClose,
  onDeleted,
}: {
  personId: number;
  onClose: () => void;
  onDeleted: (people: BusinessPeople, name: string) => void;
}) {
  const { t } = useTranslation(['companyPeople', 'errors']);
  const info = useQuery(companyPeopleQueries.representativeInfo(personId));
  const countries = useDictionary('countries');
  const [confirming, setConfirming] = useState(false);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const wasConfirming = useRef(false);
  // Keyboard users land on the choice just offered: the confirmation, then back on "Delete person".
  useEffect(() => {
    if (confirming) confirmButton.current?.focus();
    else if (wasConfirming.current) deleteButton.current?.focus();
    wasConfirming.current = confirming;
  }, [confirming]);
  const remove = useMutation({
    mutationFn: () => call('representativeDelete', { personId }),
    onSuccess: (reply) => onDeleted(reply.people, nameOf(info.data)),
  });
  const country = (code: string) => countries.data?.find((entry) => entry.code === code)?.name ?? code;
  const nameOf = (person: Representative | undefined) =>
    person ? `${person.firstName} ${person.lastName}`.trim() : '';
  const person = info.data;
  return (
    <Drawer opened onClose={onClose} position="right" title={t('info.title')} size="md">
      {info.isPending ? (
        <Stack role="status" aria-busy="true" aria-label={t('info.loading')}>
          <Skeleton height={24} />
          <Skeleton height={80} />
        </Stack>
      ) : info.isError ? (
        <RetryAlert
          title={t('info.loadFailed')}
          message={errorMessage(t, info.error)}
          retryLabel={t('retry')}
          retrying={info.isFetching}
          onRetry={() => void info.refetch()}
        />
      ) : person ? (
        <Stack gap="md" data-testid="representative-info">
          <Text fw={600} size="lg">
            {nameOf(person)}
          </Text>
          <Stack component="dl" gap="sm" m={0}>
            <Item label={t('info.email')}>{person.email}</Item>
            <Item label={t('info.phone')}>{person.phone}</Item>
            <Item label={t('info.address')}>
              {[
                person.address.address1,
                person.address.postalCode,
                person.address.city,
                country(person.address.countryCode),
              ]
                .filter(Boolean)
                .join(', ')}
            </Item>
            <Item label={t('info.residence')}>{country(person.residenceCountryCode)}</Item>
            <Item label={t('info.taxId')}>
              {person.taxId.taxId
                ? `${person.taxId.taxId} (${country(person.taxId.countryCode)})`
                : t('info.noTaxId', { country: country(person.taxId.countryCode) })}
            </Item>
            <Item label={t('verification')}>
              <Badge component="span" variant="light" color={statusColor[person.identity.status]}>
                {t(`status.${person.identity.status}`)}
              </Badge>
            </Item>
            <Item label={t('info.roles')}>
              {person.roles.length > 0 ? person.roles.map((role) => t(`roles.${role}`)).join(', ') : t('info.noRoles')}
            </Item>
          </Stack>
          {confirming ? (
            <Stack gap="sm" p="sm" style={{ border: '1px solid var(--mantine-color-red-4)', borderRadius: 8 }}>
              <Text size="sm" fw={500}>
                {person.roles.length > 0
                  ? t('info.deleteText', {
                      name: nameOf(person),
                      roles: person.roles.map((role) => t(`roles.${role}`)).join(', '),
                    })
                  : t('info.deleteTextNoRoles', { name: nameOf(person) })}
              </Text>
              {remove.error && (
                <Alert color="red" variant="light" role="alert">
                  {errorMessage(t, remove.error)}
                </Alert>
              )}
              <Group justify="flex-end">
                <Button
                  variant="default"
                  onClick={() => {
                    remove.reset();
                    setConfirming(false);
                  }}
                >
                  {t('cancel')}
                </Button>
                <Button ref={confirmButton} color="red" loading={remove.isPending} onClick={() => remove.mutate()}>
                  {t('info.confirmDelete')}
                </Button>
              </Group>
            </Stack>
          ) : (
            <Group>
              <Button ref={deleteButton} color="red" variant="light" onClick={() => setConfirming(true)}>
                {t('info.delete')}
              </Button>
            </Group>
          )}
        </Stack>
      ) : null}
    </Drawer>
  );
}
