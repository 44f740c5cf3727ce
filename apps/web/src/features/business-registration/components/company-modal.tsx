import { Button, Grid, Group, Modal, MultiSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import type { RegistrationCompany, RegistrationPerson } from '@tessera/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DictionarySelect } from '../../../shared/dictionaries/dictionary-select.tsx';
import { personName } from '../api/draft.ts';
import type { ErrorAt } from '../../../shared/business-person/person-fields.tsx';
import { ShareholdersEditor } from './hubs.tsx';

/**
 * The companyForm in its edit popup (spec 002 §2, §3 "Registration company"): a company shareholder's
 * name, registration number and country, its own directors (at least one) and its own holders with
 * their shares, checked recursively (spec 002 §5).
 */
export function CompanyModal({
  company,
  persons,
  companies,
  errorAt,
  onSave,
  onClose,
}: {
  company: RegistrationCompany;
  persons: readonly RegistrationPerson[];
  companies: readonly RegistrationCompany[];
  errorAt: ErrorAt;
  onSave: (company: RegistrationCompany) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('businessRegistration');
  const [draft, setDraft] = useState(company);
  const setFields = (change: Partial<RegistrationCompany['fields']>) =>
    setDraft((current) => ({ ...current, fields: { ...current.fields, ...change } }));
  return (
    <Modal
      opened
      onClose={onClose}
      title={
        <Title order={2} size="h4">
          {t('company.title')}
        </Title>
      }
      size="lg"
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSave(draft);
        }}
        aria-label={t('company.title')}
      >
        <Stack gap="sm">
          <Grid gap="sm">
            <Grid.Col span={12}>
              <TextInput
                label={t('general.name')}
                required
                data-autofocus
                value={draft.fields.name}
                onChange={(event) => setFields({ name: event.currentTarget.value })}
                error={errorAt('fields.name')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, xs: 6 }}>
              <TextInput
                label={t('general.registrationNumber')}
                required
                value={draft.fields.registrationNumber}
                onChange={(event) => setFields({ registrationNumber: event.currentTarget.value })}
                error={errorAt('fields.registrationNumber')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, xs: 6 }}>
              <DictionarySelect
                dictionary="countries"
                label={t('general.country')}
                required
                value={draft.fields.registrationCountryCode || null}
                onChange={(code) => setFields({ registrationCountryCode: code ?? '' })}
                error={errorAt('fields.registrationCountryCode')}
              />
            </Grid.Col>
          </Grid>
          <MultiSelect
            label={t('hubs.directors')}
            required
            data={persons.map((person) => ({ value: person.id, label: personName(person, t('hub.unnamed')) }))}
            value={draft.directors}
            onChange={(directors) => setDraft((current) => ({ ...current, directors }))}
            error={errorAt('directors')}
          />
          <Text size="sm" fw={500}>
            {t('hubs.shareholders')}
          </Text>
          <ShareholdersEditor
            shareholders={draft.shareholders}
            persons={persons}
            companies={companies}
            excludeCompanyId={draft.id}
            path="shareholders"
            errorAt={errorAt}
            onChange={(shareholders) => setDraft((current) => ({ ...current, shareholders }))}
          />
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
