import { Button, Grid, Group, Modal, Stack, TextInput, Textarea, Title } from '@mantine/core';
import type { RegistrationPerson } from '@tessera/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSourcesOfFunds } from '../../../shared/dictionaries/use-dictionary.ts';
import { AddressFields, IdMultiSelect, TaxIdFields, type ErrorAt } from './fields.tsx';

/**
 * The personForm in its edit popup (spec 002 §2 "edit popups for a director, shareholder, owner,
 * user"; §3 "Registration person"): names, birthday, e-mail, phone, address, tax id and, when the
 * person holds 25 % or more and the brand enables source of wealth, the source of funds with details.
 */
export function PersonModal({
  person,
  needsSource,
  errorAt,
  onSave,
  onClose,
}: {
  person: RegistrationPerson;
  needsSource: boolean;
  errorAt: ErrorAt;
  onSave: (person: RegistrationPerson) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('businessRegistration');
  const [fields, setFields] = useState(person.fields);
  const sources = useSourcesOfFunds('business');
  const set = (change: Partial<RegistrationPerson['fields']>) => setFields((current) => ({ ...current, ...change }));
  const text = (name: 'firstName' | 'lastName' | 'email' | 'phone' | 'birthday') => ({
    value: fields[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => set({ [name]: event.currentTarget.value }),
    error: errorAt(`fields.${name}`),
  });
  return (
    <Modal
      opened
      onClose={onClose}
      title={
        <Title order={2} size="h4">
          {t('person.title')}
        </Title>
      }
      size="lg"
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSave({ ...person, fields });
        }}
        aria-label={t('person.title')}
      >
        <Stack gap="sm">
          <Grid gap="sm">
            <Grid.Col span={{ base: 12, xs: 6 }}>
              <TextInput
                label={t('person.firstName')}
                required
                autoComplete="off"
                data-autofocus
                {...text('firstName')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, xs: 6 }}>
              <TextInput label={t('person.lastName')} required autoComplete="off" {...text('lastName')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, xs: 6 }}>
              <TextInput label={t('person.birthday')} type="date" required {...text('birthday')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, xs: 6 }}>
              <TextInput
                label={t('person.phone')}
                type="tel"
                required
                placeholder="+44 7700 900123"
                {...text('phone')}
              />
            </Grid.Col>
            <Grid.Col span={12}>
              <TextInput label={t('person.email')} type="email" required autoCapitalize="none" {...text('email')} />
            </Grid.Col>
          </Grid>
          <AddressFields
            value={fields.address}
            onChange={(address) => set({ address })}
            path="fields.address"
            errorAt={errorAt}
          />
          <TaxIdFields
            value={fields.taxId}
            onChange={(taxId) => set({ taxId })}
            path="fields.taxId"
            errorAt={errorAt}
          />
          {needsSource && (
            <>
              <IdMultiSelect
                label={t('person.sourceOfFunds')}
                required
                entries={sources.data}
                value={fields.sourceOfFunds ?? []}
                onChange={(sourceOfFunds) => set({ sourceOfFunds })}
                error={errorAt('fields.sourceOfFunds')}
              />
              <Textarea
                label={t('person.sourceDetails')}
                required
                value={fields.sourceDetails ?? ''}
                onChange={(event) => set({ sourceDetails: event.currentTarget.value })}
                error={errorAt('fields.sourceDetails')}
              />
            </>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit">{t('save')}</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
