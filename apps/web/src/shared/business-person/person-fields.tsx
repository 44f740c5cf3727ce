/**
 * The person form of business accounts (spec 002 §3 "Registration person", "Address"), shared by the
 * registration's edit popup and the company people pages: names, birthday, e-mail, phone, address,
 * tax id (or why it is missing) and, when needed, the source of funds with details. Labels come from
 * the `personForm` namespace; every field shows the problem `errorAt` gives for its dotted path.
 */
import { Grid, MultiSelect, Select, TextInput, Textarea } from '@mantine/core';
import {
  tinMissingReasons,
  type RegistrationAddress,
  type RegistrationPersonFields,
  type RegistrationTaxId,
  type TinMissingReason,
} from '@tessera/contract';
import { useTranslation } from 'react-i18next';
import { DictionarySelect } from '../dictionaries/dictionary-select.tsx';
import { useSourcesOfFunds } from '../dictionaries/use-dictionary.ts';

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
  const { t } = useTranslation('personForm');
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
  const { t } = useTranslation('personForm');
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

/**
 * A person's fields (spec 002 §3 "Registration person"), controlled: `path` is the prefix of their
 * problems ('fields' in the registration and in an edit, 'person' when the people pages add one),
 * `needsSource` shows the source of funds with its details (a holder of 25 % or more when the brand
 * enables source of wealth, spec 002 §5).
 */
export function PersonFields({
  value,
  onChange,
  path,
  errorAt,
  needsSource,
  isEmailLocked = false,
}: {
  value: RegistrationPersonFields;
  onChange: (change: (current: RegistrationPersonFields) => RegistrationPersonFields) => void;
  path: string;
  errorAt: ErrorAt;
  needsSource: boolean;
  /** A user's e-mail is their sign-in and is shown read-only (decision 0110). */
  isEmailLocked?: boolean;
}) {
  const { t } = useTranslation('personForm');
  const sources = useSourcesOfFunds('business');
  const set = (change: Partial<RegistrationPersonFields>) => onChange((current) => ({ ...current, ...change }));
  const text = (name: 'firstName' | 'lastName' | 'email' | 'phone' | 'birthday') => ({
    value: value[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => set({ [name]: event.currentTarget.value }),
    error: errorAt(`${path}.${name}`),
  });
  return (
    <>
      <Grid gap="sm">
        <Grid.Col span={{ base: 12, xs: 6 }}>
          <TextInput label={t('person.firstName')} required autoComplete="off" data-autofocus {...text('firstName')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, xs: 6 }}>
          <TextInput label={t('person.lastName')} required autoComplete="off" {...text('lastName')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, xs: 6 }}>
          <TextInput label={t('person.birthday')} type="date" required {...text('birthday')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, xs: 6 }}>
          <TextInput label={t('person.phone')} type="tel" required placeholder="+44 7700 900123" {...text('phone')} />
        </Grid.Col>
        <Grid.Col span={12}>
          <TextInput
            label={t('person.email')}
            type="email"
            required
            autoCapitalize="none"
            readOnly={isEmailLocked}
            {...text('email')}
          />
        </Grid.Col>
      </Grid>
      <AddressFields
        value={value.address}
        onChange={(address) => set({ address })}
        path={`${path}.address`}
        errorAt={errorAt}
      />
      <TaxIdFields value={value.taxId} onChange={(taxId) => set({ taxId })} path={`${path}.taxId`} errorAt={errorAt} />
      {needsSource && (
        <>
          <IdMultiSelect
            label={t('person.sourceOfFunds')}
            required
            entries={sources.data}
            value={value.sourceOfFunds ?? []}
            onChange={(sourceOfFunds) => set({ sourceOfFunds })}
            error={errorAt(`${path}.sourceOfFunds`)}
          />
          <Textarea
            label={t('person.sourceDetails')}
            required
            value={value.sourceDetails ?? ''}
            onChange={(event) => set({ sourceDetails: event.currentTarget.value })}
            error={errorAt(`${path}.sourceDetails`)}
          />
        </>
      )}
    </>
  );
}

/**
 * The problem paths `PersonFields` shows at a field for this value (`path` as given to it), so a
 * form can put every other problem of the server in its alert and lose none.
 */
export function personFieldPaths(path: string, value: RegistrationPersonFields, needsSource: boolean): Set<string> {
  const hasTin = (value.taxId.taxId ?? '') !== '';
  return new Set([
    ...(['firstName', 'lastName', 'birthday', 'phone', 'email'] as const).map((name) => `${path}.${name}`),
    ...(['address1', 'city', 'postalCode', 'countryCode'] as const).map((name) => `${path}.address.${name}`),
    `${path}.taxId.countryCode`,
    `${path}.taxId.taxId`,
    ...(hasTin ? [] : [`${path}.taxId.tinMissingReason`]),
    ...(!hasTin && value.taxId.tinMissingReason === 'CANNOT_OBTAIN' ? [`${path}.taxId.tinMissingExplanation`] : []),
    ...(needsSource ? [`${path}.sourceOfFunds`, `${path}.sourceDetails`] : []),
  ]);
}
