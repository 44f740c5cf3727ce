import { Modal, Select, Stack, TextInput } from '@mantine/core';
import {
  choosableAccessRights,
  needsSourceOfFunds,
  shareBasisPoints,
  type RegistrationPersonFields,
} from '@tessera/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormFooter } from './form-footer.tsx';
import { fieldErrors } from '../../../shared/api/error-message.ts';
import { useBrand } from '../../../shared/brand/brand.tsx';
import { PersonFields, personFieldPaths } from '../../../shared/business-person/person-fields.tsx';

/** What the person form answers: the person's fields, and the share or level its list asks. */
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
 * The popup that adds a new person to one list or edits a person (decision 0110): the shared person
 * fields of the registration (spec 002 §3 "Registration person"), a share for a new shareholder, a
 * level for a new user, and the source of funds with details when the person holds 25 % or more and
 * the brand enables source of wealth (002 §5). Every 'VF' field error of the server shows at the
 * field it names (`person.<field>` when adding, `fields.<field>` when editing, `share`,
 * `accessRight`); only the others show above the buttons.
 */
export function PersonFormModal({
  title,
  submitLabel,
  initial,
  largestShareBasisPoints = 0,
  isEmailLocked = false,
  asks,
  submitting,
  error,
  onClose,
  onSubmit,
}: {
  title: string;
  submitLabel: string;
  /** The person's fields when editing; a blank form otherwise. */
  initial?: RegistrationPersonFields;
  /** The largest share the person already holds (basis points), for the source-of-funds rule. */
  largestShareBasisPoints?: number;
  isEmailLocked?: boolean;
  asks: 'nothing' | 'share' | 'accessRight';
  submitting: boolean;
  error: unknown;
  onClose: () => void;
  onSubmit: (values: PersonFormValues) => void;
}) {
  const { t } = useTranslation(['companyPeople', 'errors']);
  const brand = useBrand();
  const [person, setPerson] = useState<RegistrationPersonFields>(initial ?? emptyPerson);
  const [share, setShare] = useState('');
  const [accessRight, setAccessRight] = useState('1');
  const path = initial ? 'fields' : 'person';
  const errors = error ? fieldErrors(t, error) : {};
  const largest = Math.max(largestShareBasisPoints, asks === 'share' ? (shareBasisPoints(share.trim()) ?? 0) : 0);
  const needsSource =
    needsSourceOfFunds(largest, brand.sourceOfWealthEnable) ||
    errors[`${path}.sourceOfFunds`] !== undefined ||
    errors[`${path}.sourceDetails`] !== undefined;
  const shown = personFieldPaths(path, person, needsSource);
  if (asks === 'share') shown.add('share');
  if (asks === 'accessRight') shown.add('accessRight');
  return (
    <Modal opened onClose={onClose} title={title} size="lg">
      <form
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          onSubmit({ person, share: share.trim(), accessRight: Number(accessRight) });
        }}
      >
        <Stack gap="sm">
          <PersonFields
            value={person}
            onChange={setPerson}
            path={path}
            errorAt={(field) => errors[field]}
            needsSource={needsSource}
            isEmailLocked={isEmailLocked}
          />
          {asks === 'share' && (
            <TextInput
              label={t('form.share')}
              description={t('form.shareHint')}
              inputMode="decimal"
              value={share}
              onChange={(event) => setShare(event.currentTarget.value)}
              error={errors.share}
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
              error={errors.accessRight}
            />
          )}
          <FormFooter
            error={error}
            errors={errors}
            shown={shown}
            submitLabel={submitLabel}
            submitting={submitting}
            onCancel={onClose}
          />
        </Stack>
      </form>
    </Modal>
  );
}
