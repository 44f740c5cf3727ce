import { Button, Group, Modal, Stack, Title } from '@mantine/core';
import type { RegistrationPerson } from '@tessera/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PersonFields, type ErrorAt } from '../../../shared/business-person/person-fields.tsx';

/**
 * The personForm in its edit popup (spec 002 §2 "edit popups for a director, shareholder, owner,
 * user"; §3 "Registration person"): the shared person fields (names, birthday, e-mail, phone,
 * address, tax id and, when the person holds 25 % or more and the brand enables source of wealth,
 * the source of funds with details).
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
          <PersonFields value={fields} onChange={setFields} path="fields" errorAt={errorAt} needsSource={needsSource} />
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
