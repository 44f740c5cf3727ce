import { Alert, Button, Group, Modal, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { choosableAccessRights, type RegistrationPersonFields } from '@tessera/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, fieldErrors } from '../../../shared/api/error-message.ts';
import { DictionarySelect } from '../../../shared/dictionaries/dictionary-select.tsx';

/** What the add form answers: the new person's fields, and the share or level its list asks. */
export interface PersonFormValues {
  person: RegistrationPersonFields;
  share: string;
  accessRight: number;
}

const emptyPerson: RegistrationPersonFields = {
  firstName: '',
  lastName: '',
  birthday: '',
  email: '',
  phone: '',
  address: { address1: '', city: '', postalCode: '', countryCode: '' },
  taxId: { countryCode: '', taxId: '' },
};

/**
 * The popup that adds a new person to one list (decision 0110): the registration's person fields
 * (spec 002 §3 "Registration person"), a share for a shareholder, a level for a user. The server
 * judges the rules of 002 §5; its 'VF' field errors (`person.<field>`, `share`, `accessRight`) show
 * at their fields, any other error above the buttons.
 */
export function PersonFormModal({
  opened,
  title,
  asks,
  submitting,
  error,
  onClose,
  onSubmit,
}: {
  opened: boolean;
  title: string;
  asks: 'nothing' | 'share' | 'accessRight';
  submitting: boolean;
  error: unknown;
  onClose: () => void;
  onSubmit: (values: PersonFormValues) => void;
}) {
  const { t } = useTranslation(['companyPeople', 'errors']);
  const [person, setPerson] = useState<RegistrationPersonFields>(emptyPerson);
  const [share, setShare] = useState('');
  const [accessRight, setAccessRight] = useState('1');
  const errors = error ? fieldErrors(t, error) : {};
  const shown = new Set<string>();
  const at = (field: string) => {
    shown.add(field);
    return errors[field];
  };
  const text = (key: 'firstName' | 'lastName' | 'birthday' | 'email' | 'phone', type = 'text') => (
    <TextInput
      label={t(`form.${key}`)}
      type={type}
      value={person[key]}
      onChange={(event) => {
        const value = event.currentTarget.value;
        setPerson((current) => ({ ...current, [key]: value }));
      }}
      error={at(`person.${key}`)}
      required
    />
  );
  const address = (key: 'address1' | 'city' | 'postalCode') => (
    <TextInput
      label={t(`form.${key}`)}
      value={person.address[key]}
      onChange={(event) => {
        const value = event.currentTarget.value;
        setPerson((current) => ({ ...current, address: { ...current.address, [key]: value } }));
      }}
      error={at(`person.address.${key}`)}
      required
    />
  );
  const fields = (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {text('firstName')}
        {text('lastName')}
        {text('email', 'email')}
        {text('phone', 'tel')}
        {text('birthday', 'date')}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {address('address1')}
        {address('city')}
        {address('postalCode')}
        <DictionarySelect
          dictionary="countries"
          label={t('form.country')}
          searchable
          value={person.address.countryCode || null}
          onChange={(code) =>
            setPerson((current) => ({ ...current, address: { ...current.address, countryCode: code ?? '' } }))
          }
          error={at('person.address.countryCode')}
          required
        />
        <DictionarySelect
          dictionary="countries"
          label={t('form.taxCountry')}
          searchable
          value={person.taxId.countryCode || null}
          onChange={(code) =>
            setPerson((current) => ({ ...current, taxId: { ...current.taxId, countryCode: code ?? '' } }))
          }
          error={at('person.taxId.countryCode')}
          required
        />
        <TextInput
          label={t('form.taxId')}
          value={person.taxId.taxId}
          onChange={(event) => {
            const value = event.currentTarget.value;
            setPerson((current) => ({ ...current, taxId: { ...current.taxId, taxId: value } }));
          }}
          error={at('person.taxId.taxId')}
          required
        />
      </SimpleGrid>
      {asks === 'share' && (
        <TextInput
          label={t('form.share')}
          description={t('form.shareHint')}
          inputMode="decimal"
          value={share}
          onChange={(event) => setShare(event.currentTarget.value)}
          error={at('share')}
          required
        />
      )}
      {asks === 'accessRight' && (
        <Select
          label={t('form.accessRight')}
          data={choosableAccessRights
            .filter((level) => level !== 0)
            .map((level) => ({ value: String(level), label: t(`levels.${level}`) }))}
          value={accessRight}
          allowDeselect={false}
          onChange={(value) => value !== null && setAccessRight(value)}
          error={at('accessRight')}
        />
      )}
    </>
  );
  const rest = Object.entries(errors).filter(([field]) => !shown.has(field));
  return (
    <Modal opened={opened} onClose={onClose} title={title} size="lg">
      <form
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          onSubmit({ person, share: share.trim(), accessRight: Number(accessRight) });
        }}
      >
        <Stack>
          {fields}
          {error !== null && error !== undefined && (rest.length > 0 || Object.keys(errors).length === 0) ? (
            <Alert color="red" variant="light" role="alert">
              {rest.length > 0 ? rest.map(([, message]) => message).join(' ') : errorMessage(t, error)}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={submitting}>
              {t('add')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
