import { Grid, MultiSelect, Select, TextInput, Textarea } from '@mantine/core';
import {
  tinMissingReasons,
  type RegistrationAddress,
  type RegistrationTaxId,
  type TinMissingReason,
} from '@tessera/contract';
import { useTranslation } from 'react-i18next';
import { DictionarySelect } from '../../../shared/dictionaries/dictionary-select.tsx';

/** The translated problem of a field by its dotted path in the payload, or undefined. */
export type ErrorAt = (path: string) => string | undefined;

/** An address's street, city, postal code and country (spec 002 §3 "Address"). */
export function AddressFields({
  value,
  onChange,
  path,
  errorAt,
}: {
  value: RegistrationAddress;
  onChange: (address: RegistrationAddress) => void;
  path: string;
  errorAt: ErrorAt;
}) {
  const { t } = useTranslation('businessRegistration');
  return (
    <Grid gap="sm">
      <Grid.Col span={12}>
        <TextInput
          label={t('address.address1')}
          required
          autoComplete="street-address"
          value={value.address1}
          onChange={(event) => onChange({ ...value, address1: event.currentTarget.value })}
          error={errorAt(`${path}.address1`)}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, xs: 6 }}>
        <TextInput
          label={t('address.city')}
          required
          value={value.city}
          onChange={(event) => onChange({ ...value, city: event.currentTarget.value })}
          error={errorAt(`${path}.city`)}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, xs: 6 }}>
        <TextInput
          label={t('address.postalCode')}
          required
          value={value.postalCode}
          onChange={(event) => onChange({ ...value, postalCode: event.currentTarget.value })}
          error={errorAt(`${path}.postalCode`)}
        />
      </Grid.Col>
      <Grid.Col span={12}>
        <DictionarySelect
          dictionary="countries"
          label={t('address.country')}
          required
          value={value.countryCode || null}
          onChange={(code) => onChange({ ...value, countryCode: code ?? '' })}
          error={errorAt(`${path}.countryCode`)}
        />
      </Grid.Col>
    </Grid>
  );
}

/** A tax id with its country, or the reason it is missing (the self-certification's rules, spec 002 §5). */
export function TaxIdFields({
  value,
  onChange,
  path,
  errorAt,
}: {
  value: RegistrationTaxId;
  onChange: (taxId: RegistrationTaxId) => void;
  path: string;
  errorAt: ErrorAt;
}) {
  const { t } = useTranslation('businessRegistration');
  const hasTin = (value.taxId ?? '') !== '';
  return (
    <Grid gap="sm">
      <Grid.Col span={{ base: 12, xs: 6 }}>
        <DictionarySelect
          dictionary="countries"
          label={t('taxId.country')}
          required
          value={value.countryCode || null}
          onChange={(code) => onChange({ ...value, countryCode: code ?? '' })}
          error={errorAt(`${path}.countryCode`)}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, xs: 6 }}>
        <TextInput
          label={t('taxId.taxId')}
          value={value.taxId ?? ''}
          onChange={(event) => {
            const taxId = event.currentTarget.value;
            onChange(taxId === '' ? { countryCode: value.countryCode } : { countryCode: value.countryCode, taxId });
          }}
          error={errorAt(`${path}.taxId`)}
        />
      </Grid.Col>
      {!hasTin && (
        <Grid.Col span={12}>
          <Select
            label={t('taxId.missingReason')}
            data={tinMissingReasons.map((reason) => ({ value: reason, label: t(`taxId.reasons.${reason}`) }))}
            value={value.tinMissingReason ?? null}
            onChange={(reason) => {
              const chosen = tinMissingReasons.find((item): item is TinMissingReason => item === reason);
              onChange({
                countryCode: value.countryCode,
                ...(chosen && { tinMissingReason: chosen }),
                ...(chosen === 'CANNOT_OBTAIN' && { tinMissingExplanation: value.tinMissingExplanation ?? '' }),
              });
            }}
            error={errorAt(`${path}.tinMissingReason`)}
          />
        </Grid.Col>
      )}
      {!hasTin && value.tinMissingReason === 'CANNOT_OBTAIN' && (
        <Grid.Col span={12}>
          <Textarea
            label={t('taxId.explanation')}
            required
            value={value.tinMissingExplanation ?? ''}
            onChange={(event) => onChange({ ...value, tinMissingExplanation: event.currentTarget.value })}
            error={errorAt(`${path}.tinMissingExplanation`)}
          />
        </Grid.Col>
      )}
    </Grid>
  );
}

/** A multi-choice of dictionary entries by id. */
export function IdMultiSelect({
  label,
  entries,
  value,
  onChange,
  error,
  required,
}: {
  label: string;
  entries: readonly { id: number; name: string }[] | undefined;
  value: readonly number[];
  onChange: (ids: number[]) => void;
  error: string | undefined;
  required?: boolean;
}) {
  const { t } = useTranslation('common');
  return (
    <MultiSelect
      label={label}
      required={required}
      data={(entries ?? []).map((entry) => ({ value: String(entry.id), label: entry.name }))}
      value={value.map(String)}
      onChange={(ids) => onChange(ids.map(Number))}
      disabled={entries === undefined}
      placeholder={entries === undefined ? t('loading') : undefined}
      error={error}
      searchable
    />
  );
}
