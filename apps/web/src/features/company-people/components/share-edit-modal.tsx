import { Modal, Stack, TextInput, Textarea } from '@mantine/core';
import { needsSourceOfFunds, shareBasisPoints, type BusinessPerson } from '@tessera/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormFooter } from './form-footer.tsx';
import { fieldErrors } from '../../../shared/api/error-message.ts';
import { useBrand } from '../../../shared/brand/brand.tsx';
import { IdMultiSelect } from '../../../shared/business-person/person-fields.tsx';
import { useSourcesOfFunds } from '../../../shared/dictionaries/use-dictionary.ts';

/** What the share popup answers: the new share and, when it asks for it, the person's source of funds. */
export interface ShareEditValues {
  share: string;
  source?: { sourceOfFunds: number[]; sourceDetails: string };
}

/**
 * The popup that changes a shareholder's share (`businessShareholderUpdate`, decision 0110). A person
 * whose new share is 25 % or more, when the brand enables source of wealth, is asked their source
 * of funds with details here too (spec 002 §5), prefilled with what they gave before, so a share
 * can be raised past the threshold in one step (decision 0117). Field errors show at their fields
 * (`share`, `fields.sourceOfFunds`, `fields.sourceDetails`), any other above the buttons.
 */
export function ShareEditModal({
  name,
  person,
  initialShare,
  submitting,
  error,
  onClose,
  onSubmit,
}: {
  name: string;
  /** The holder when it is a person (a company has no source of funds). */
  person: BusinessPerson | undefined;
  initialShare: string;
  submitting: boolean;
  error: unknown;
  onClose: () => void;
  onSubmit: (values: ShareEditValues) => void;
}) {
  const { t } = useTranslation(['companyPeople', 'personForm', 'errors']);
  const brand = useBrand();
  const sources = useSourcesOfFunds('business');
  const [share, setShare] = useState(initialShare);
  const [sourceOfFunds, setSourceOfFunds] = useState<number[]>(person?.fields.sourceOfFunds ?? []);
  const [sourceDetails, setSourceDetails] = useState(person?.fields.sourceDetails ?? '');
  const errors = error ? fieldErrors(t, error) : {};
  const asksSource =
    person !== undefined && needsSourceOfFunds(shareBasisPoints(share.trim()) ?? 0, brand.sourceOfWealthEnable);
  const shown = new Set(['share', ...(asksSource ? ['fields.sourceOfFunds', 'fields.sourceDetails'] : [])]);
  return (
    <Modal opened onClose={onClose} title={t('editShareTitle')}>
      <form
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          onSubmit({
            share: share.trim(),
            ...(asksSource && { source: { sourceOfFunds, sourceDetails: sourceDetails.trim() } }),
          });
        }}
      >
        <Stack>
          <TextInput
            label={t('shareOf', { name })}
            description={t('form.shareHint')}
            inputMode="decimal"
            value={share}
            onChange={(event) => setShare(event.currentTarget.value)}
            error={errors.share}
            required
            data-autofocus
          />
          {asksSource && (
            <>
              <IdMultiSelect
                label={t('personForm:person.sourceOfFunds')}
                required
                entries={sources.data}
                value={sourceOfFunds}
                onChange={setSourceOfFunds}
                error={errors['fields.sourceOfFunds']}
              />
              <Textarea
                label={t('personForm:person.sourceDetails')}
                required
                value={sourceDetails}
                onChange={(event) => setSourceDetails(event.currentTarget.value)}
                error={errors['fields.sourceDetails']}
              />
            </>
          )}
          <FormFooter
            error={error}
            errors={errors}
            shown={shown}
            submitLabel={t('save')}
            submitting={submitting}
            onCancel={onClose}
          />
        </Stack>
      </form>
    </Modal>
  );
}
