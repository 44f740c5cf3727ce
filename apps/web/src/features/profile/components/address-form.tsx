import { FileInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { addressTypes, isStateRequired, type AddressInput } from '@tessera/contract';
import { useTranslation } from 'react-i18next';
import { profileQueries } from '../api/profile-api.ts';
import { CountrySelect } from './country-select.tsx';

/** What the address form holds while typing (every field as text; numbers are made on submit). */
export interface AddressDraft {
  addressType: string;
  address1: string;
  address2: string;
  city: string;
  postalCode: string;
  countryCode: string | null;
  stateCode: string | null;
  proofType: string | null;
  proof: File | null;
}

export const emptyAddressDraft: AddressDraft = {
  addressType: String(addressTypes.home),
  address1: '',
  address2: '',
  city: '',
  postalCode: '',
  countryCode: null,
  stateCode: null,
  proofType: null,
  proof: null,
};

/** The address fields of a draft as the contract takes them (`addressInputSchema`). */
export function addressInputOf(draft: AddressDraft): AddressInput {
  return {
    addressType: Number(draft.addressType),
    address1: draft.address1,
    ...(draft.address2.trim() ? { address2: draft.address2 } : {}),
    city: draft.city,
    postalCode: draft.postalCode,
    countryCode: draft.countryCode ?? '',
    ...(draft.stateCode && draft.countryCode && isStateRequired(draft.countryCode)
      ? { stateCode: draft.stateCode }
      : {}),
  };
}

/** Proof files the server accepts (spec 002 §3): images and PDFs, at most 10 MiB. */
const proofAccept = 'image/jpeg,image/png,image/webp,image/heic,application/pdf';

/**
 * The fields of an address (spec 002 §3 "Address"): type 0–5, two lines, city, postal code,
 * country and, where the country needs one, its state from the `states` dictionary; with
 * `withProof`, the proof-of-address type and file. Field errors come from the server by field name.
 */
export function AddressFields({
  draft,
  onChange,
  errors,
  withProof,
  isProofRequired,
  isAddressHidden = false,
}: {
  draft: AddressDraft;
  onChange: (draft: AddressDraft) => void;
  errors: Record<string, string>;
  withProof: boolean;
  isProofRequired: boolean;
  /** Only the proof fields: the proof of an existing address. */
  isAddressHidden?: boolean;
}) {
  const { t } = useTranslation('profile');
  const set = <Key extends keyof AddressDraft>(key: Key, value: AddressDraft[Key]) =>
    onChange({ ...draft, [key]: value });
  const country = draft.countryCode ?? '';
  const needsState = country !== '' && isStateRequired(country);
  const states = useQuery({ ...profileQueries.states(country), enabled: needsState });
  const proofTypes = useQuery({ ...profileQueries.proofTypes(country || 'GB'), enabled: withProof });
  return (
    <Stack gap="sm">
      {!isAddressHidden && (
        <>
          <Select
            label={t('address.type')}
            data={Object.values(addressTypes).map((type) => ({
              value: String(type),
              label: t(`addressTypes.${type}`),
            }))}
            value={draft.addressType}
            onChange={(value) => set('addressType', value ?? String(addressTypes.home))}
            error={errors.addressType}
            allowDeselect={false}
            required
          />
          <TextInput
            label={t('address.address1')}
            value={draft.address1}
            onChange={(event) => set('address1', event.currentTarget.value)}
            error={errors.address1}
            autoComplete="address-line1"
            required
          />
          <TextInput
            label={t('address.address2')}
            value={draft.address2}
            onChange={(event) => set('address2', event.currentTarget.value)}
            error={errors.address2}
            autoComplete="address-line2"
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput
              label={t('address.city')}
              value={draft.city}
              onChange={(event) => set('city', event.currentTarget.value)}
              error={errors.city}
              autoComplete="address-level2"
              required
            />
            <TextInput
              label={t('address.postalCode')}
              value={draft.postalCode}
              onChange={(event) => set('postalCode', event.currentTarget.value)}
              error={errors.postalCode}
              autoComplete="postal-code"
              required
            />
          </SimpleGrid>
          <CountrySelect
            label={t('address.country')}
            value={draft.countryCode}
            onChange={(value) => onChange({ ...draft, countryCode: value, stateCode: null })}
            error={errors.countryCode}
          />
          {needsState && (
            <Select
              label={t('address.state')}
              data={(states.data?.states ?? []).map((state) => ({ value: state.stateCode, label: state.stateName }))}
              value={draft.stateCode}
              onChange={(value) => set('stateCode', value)}
              error={errors.stateCode}
              disabled={states.isPending}
              searchable
              required
            />
          )}
        </>
      )}
      {withProof && (
        <>
          <Select
            label={t('address.proofType')}
            data={(proofTypes.data ?? []).map((type) => ({
              value: String(type.id),
              label: t(`documentTypes.${type.name}`),
            }))}
            value={draft.proofType}
            onChange={(value) => set('proofType', value)}
            error={errors.documentType}
            required={isProofRequired}
          />
          <FileInput
            label={t('address.proof')}
            description={t('address.proofHint')}
            accept={proofAccept}
            value={draft.proof}
            onChange={(file) => set('proof', file)}
            error={errors.document}
            clearable
            required={isProofRequired}
          />
        </>
      )}
    </Stack>
  );
}
