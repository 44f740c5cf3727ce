import { ActionIcon, Button, Grid, Group, Modal, MultiSelect, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { BusinessPerson, RegistrationCompanyFields } from '@tessera/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormFooter } from './form-footer.tsx';
import { fieldErrors } from '../../../shared/api/error-message.ts';
import { DictionarySelect } from '../../../shared/dictionaries/dictionary-select.tsx';

/** What the company form answers: `businessShareholderAdd`'s `company` and `share` (decision 0110). */
export interface CompanyShareholderValues {
  company: {
    fields: RegistrationCompanyFields;
    directorIds: number[];
    shareholders: { personId: number; share: string }[];
  };
  share: string;
}

interface HolderDraft {
  key: number;
  personId: string | null;
  share: string;
}

/**
 * The popup that adds a company shareholder (spec 002 §3 "Registration company", §5; decision 0110):
 * its name, registration number and country, its share of the business, its own directors and its
 * own holders with their shares, chosen among the persons already in the structure (the API names
 * existing persons). The server checks the company recursively; each 'VF' field error shows at its
 * field (`company.fields.*`, `company.directorIds.*`/`company.directors`, `company.shareholders.*`,
 * `share`), the others above the buttons.
 */
export function CompanyShareholderModal({
  persons,
  submitting,
  error,
  onClose,
  onSubmit,
}: {
  persons: readonly BusinessPerson[];
  submitting: boolean;
  error: unknown;
  onClose: () => void;
  onSubmit: (values: CompanyShareholderValues) => void;
}) {
  const { t } = useTranslation(['companyPeople', 'errors']);
  const [fields, setFields] = useState<RegistrationCompanyFields>({
    name: '',
    registrationNumber: '',
    registrationCountryCode: '',
  });
  const [share, setShare] = useState('');
  const [directorIds, setDirectorIds] = useState<string[]>([]);
  const [holders, setHolders] = useState<HolderDraft[]>([{ key: 0, personId: null, share: '' }]);
  const errors = error ? fieldErrors(t, error) : {};
  const shown = new Set<string>();
  const at = (...fieldsShown: string[]) => {
    const found = Object.entries(errors).filter(([field]) =>
      fieldsShown.some((prefix) => field === prefix || field.startsWith(`${prefix}.`)),
    );
    for (const [field] of found) shown.add(field);
    return found.length > 0 ? found.map(([, message]) => message).join(' ') : undefined;
  };
  const exact = (field: string) => {
    if (errors[field] !== undefined) shown.add(field);
    return errors[field];
  };
  const holdersError = exact('company.shareholders');
  const choices = persons.map((person) => ({
    value: String(person.personId),
    label: `${person.fields.firstName} ${person.fields.lastName}`.trim(),
  }));
  const setHolder = (key: number, change: Partial<HolderDraft>) =>
    setHolders((current) => current.map((holder) => (holder.key === key ? { ...holder, ...change } : holder)));
  const content = (
    <>
      <TextInput
        label={t('companyForm.name')}
        required
        data-autofocus
        value={fields.name}
        onChange={(event) => {
          const name = event.currentTarget.value;
          setFields((current) => ({ ...current, name }));
        }}
        error={at('company.fields.name')}
      />
      <TextInput
        label={t('companyForm.registrationNumber')}
        required
        value={fields.registrationNumber}
        onChange={(event) => {
          const registrationNumber = event.currentTarget.value;
          setFields((current) => ({ ...current, registrationNumber }));
        }}
        error={at('company.fields.registrationNumber')}
      />
      <DictionarySelect
        dictionary="countries"
        label={t('companyForm.country')}
        required
        value={fields.registrationCountryCode || null}
        onChange={(code) => setFields((current) => ({ ...current, registrationCountryCode: code ?? '' }))}
        error={at('company.fields.registrationCountryCode')}
      />
      <TextInput
        label={t('companyForm.share')}
        description={t('form.shareHint')}
        inputMode="decimal"
        required
        value={share}
        onChange={(event) => setShare(event.currentTarget.value)}
        error={at('share')}
      />
      <MultiSelect
        label={t('companyForm.directors')}
        description={t('companyForm.fromStructure')}
        required
        data={choices}
        value={directorIds}
        onChange={setDirectorIds}
        error={at('company.directorIds', 'company.directors')}
        searchable
      />
      <Stack gap="xs" role="group" aria-label={t('companyForm.holders')}>
        <Text size="sm" fw={500}>
          {t('companyForm.holders')}
        </Text>
        {holders.map((holder, index) => (
          <Grid key={holder.key} gap="xs" align="flex-end">
            <Grid.Col span={{ base: 12, xs: 7 }}>
              <Select
                label={t('companyForm.holder', { number: index + 1 })}
                required
                data={choices}
                value={holder.personId}
                onChange={(personId) => setHolder(holder.key, { personId })}
                error={at(`company.shareholders.${index}.personId`)}
                searchable
              />
            </Grid.Col>
            <Grid.Col span={{ base: 9, xs: 4 }}>
              <TextInput
                label={t('companyForm.holderShare', { number: index + 1 })}
                inputMode="decimal"
                required
                value={holder.share}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  setHolder(holder.key, { share: value });
                }}
                error={at(`company.shareholders.${index}.share`)}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 3, xs: 1 }}>
              <ActionIcon
                variant="subtle"
                color="red"
                size="input-sm"
                aria-label={t('companyForm.removeHolder', { number: index + 1 })}
                disabled={holders.length === 1}
                onClick={() => setHolders((current) => current.filter((item) => item.key !== holder.key))}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Grid.Col>
          </Grid>
        ))}
        {holdersError !== undefined && (
          <Text size="sm" c="red" role="alert">
            {holdersError}
          </Text>
        )}
        <Group>
          <Button
            variant="light"
            size="xs"
            onClick={() =>
              setHolders((current) => [
                ...current,
                { key: Math.max(...current.map((item) => item.key)) + 1, personId: null, share: '' },
              ])
            }
          >
            {t('companyForm.addHolder')}
          </Button>
        </Group>
      </Stack>
    </>
  );
  return (
    <Modal opened onClose={onClose} title={t('addCompanyButton')} size="lg">
      <form
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          onSubmit({
            company: {
              fields,
              directorIds: directorIds.map(Number),
              shareholders: holders
                .filter((holder) => holder.personId !== null)
                .map((holder) => ({ personId: Number(holder.personId), share: holder.share.trim() })),
            },
            share: share.trim(),
          });
        }}
      >
        <Stack gap="sm">
          {content}
          <FormFooter
            error={error}
            errors={errors}
            shown={shown}
            submitLabel={t('add')}
            submitting={submitting}
            onCancel={onClose}
          />
        </Stack>
      </form>
    </Modal>
  );
}
