import { Group, Loader, Select, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertCircle, IconBuildingBank, IconCreditCard, IconUserCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import {
  bicSchema,
  cardBinLength,
  digitsOf,
  electronicIban,
  ibanRefusal,
  instantKeyRefusal,
  instantKeyTypes,
  responseCodes,
  type PayoutField,
} from '@tessera/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/client.ts';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { textColors } from '../../../shared/ui/text-colors.ts';
import { payoutQueries } from '../api/payout-queries.ts';

/** Typing pauses this long before a code is looked up. */
const lookupDelayMs = 400;

/** What a live lookup says under its field: found (with the text), not found, or nothing yet. */
interface LookupStatus {
  tone: 'found' | 'warning' | 'busy';
  text: string;
  icon?: typeof IconBuildingBank;
}

/** The line under a field that says what its lookup found; polite, so a screen reader hears it. */
function LookupLine({ id, status }: { id: string; status: LookupStatus | null }) {
  const color =
    status?.tone === 'found'
      ? textColors.incoming
      : status?.tone === 'warning'
        ? textColors.warning
        : 'var(--mantine-color-dimmed)';
  return (
    <Group gap={6} mt={4} id={id} aria-live="polite" mih={20} wrap="nowrap">
      {status?.tone === 'busy' && <Loader size={12} aria-hidden />}
      {status?.icon && <status.icon size={16} color={color} aria-hidden />}
      {status && (
        <Text size="sm" c={color} data-testid={`${id}-text`}>
          {status.text}
        </Text>
      )}
    </Group>
  );
}

/** "Not in our directory" is no reason to stop (spec 001 §3 'NF'); only real failures are said as errors. */
function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.code === responseCodes.notFound;
}

/**
 * One recipient field of a payout (spec 001 §7 extraParams): a select for a closed list, the bank
 * list where an eft needs a bank code, and a text field otherwise; IBAN, SWIFT code, card number, PIX
 * key and (where a register lists them) branch code are looked up as the person types (debounced)
 * and what was found is said under the field.
 * A code the directory does not know does not block the payout.
 */
export function RecipientField({
  field,
  countryCode,
  value,
  values,
  error,
  onChange,
  inputProps,
}: {
  field: PayoutField;
  countryCode: string;
  value: string;
  /** The other fields' values (the PIX key needs its type; the branch code its bank). */
  values: Partial<Record<string, string>>;
  error: string | undefined;
  onChange: (value: string) => void;
  /** react-hook-form's registration for text fields. */
  inputProps: Record<string, unknown>;
}) {
  const { t } = useTranslation(['transfers', 'errors']);
  const label = t(`external.fields.${field.name}`);
  const [typed] = useDebouncedValue(value.trim(), lookupDelayMs);
  const statusId = `lookup-${field.name}`;

  const iban = field.name === 'iban' ? electronicIban(typed) : '';
  const ibanLookup = useQuery({
    ...payoutQueries.ibanLookup(iban),
    enabled: iban !== '' && ibanRefusal(iban) === null,
  });
  const swift = field.name === 'swift' ? typed.toUpperCase().replace(/\s+/g, '') : '';
  const swiftLookup = useQuery({ ...payoutQueries.swiftLookup(swift), enabled: bicSchema.safeParse(swift).success });
  const bin = field.name === 'cardNumber' ? digitsOf(typed).slice(0, cardBinLength) : '';
  const binLookup = useQuery({ ...payoutQueries.binInfo(bin), enabled: bin.length === cardBinLength });
  const keyType = instantKeyTypes.find((type) => type === values.instantKeyType);
  const key = field.name === 'instantKey' && keyType ? typed : '';
  const keyLookup = useQuery({
    ...payoutQueries.instantKeyInfo(keyType ?? 'evp', key),
    enabled: keyType !== undefined && key !== '' && instantKeyRefusal(keyType, key) === null,
  });
  const isBankSelect = field.name === 'bankCode';
  const banks = useQuery({ ...payoutQueries.bankList(countryCode), enabled: isBankSelect });
  const bankCode = values.bankCode ?? '';
  const branchCodes = useQuery({
    ...payoutQueries.branchCodeOptions(countryCode, bankCode),
    enabled: field.name === 'branchCode' && bankCode !== '',
  });

  function statusOf<T>(
    query: { isFetching: boolean; data?: T | undefined; error: unknown; isError: boolean },
    found: (data: T) => LookupStatus,
    notFound: string,
  ): LookupStatus | null {
    if (query.isFetching) return { tone: 'busy', text: t('external.lookup.checking') };
    if (query.isError)
      return isNotFound(query.error)
        ? { tone: 'warning', text: notFound, icon: IconAlertCircle }
        : { tone: 'warning', text: errorMessage(t, query.error), icon: IconAlertCircle };
    return query.data ? found(query.data) : null;
  }

  let status: LookupStatus | null = null;
  if (field.name === 'iban' && iban)
    status = statusOf(
      ibanLookup,
      (bank) => ({ tone: 'found', icon: IconBuildingBank, text: `${bank.bankName} · ${bank.city}` }),
      t('external.lookup.bankNotFound'),
    );
  if (field.name === 'swift' && swift)
    status = statusOf(
      swiftLookup,
      (bank) => ({ tone: 'found', icon: IconBuildingBank, text: `${bank.bankName} · ${bank.city}` }),
      t('external.lookup.bankNotFound'),
    );
  if (field.name === 'cardNumber' && bin)
    status = statusOf(
      binLookup,
      (card) =>
        card.valid
          ? {
              tone: 'found',
              icon: IconCreditCard,
              text: [t(`external.cardBrands.${card.cardBrand}`, { defaultValue: card.cardBrand }), card.issuer]
                .filter(Boolean)
                .join(' · '),
            }
          : { tone: 'warning', icon: IconAlertCircle, text: t('errors:fields.card_blacklisted') },
      t('external.lookup.cardNotFound'),
    );
  if (field.name === 'instantKey' && key)
    status = statusOf(
      keyLookup,
      (owner) =>
        owner.found
          ? {
              tone: 'found',
              icon: IconUserCheck,
              text: t('external.lookup.keyOwner', {
                name: owner.name ?? '',
                bank: owner.bankName ?? '',
                taxId: owner.taxId ?? '',
              }),
            }
          : { tone: 'warning', icon: IconAlertCircle, text: t('external.lookup.keyNotFound') },
      t('external.lookup.keyNotFound'),
    );

  // Where a register lists the bank's branches (Japan), the branch typed is named, or said unknown.
  const branches = branchCodes.data?.branches ?? [];
  if (field.name === 'branchCode' && typed && branches.length > 0) {
    const branch = branches.find((candidate) => candidate.branchCode === typed);
    status = branch
      ? { tone: 'found', icon: IconBuildingBank, text: branch.branchName }
      : { tone: 'warning', icon: IconAlertCircle, text: t('external.lookup.branchNotFound') };
  }

  // The field's own error already says what is wrong (a refused card): the line under it stays quiet.
  if (error && status?.tone === 'warning') status = null;
  const hint = fieldHint(field, branchCodes.data?.length, t);
  const hasLookup = ['iban', 'swift', 'cardNumber', 'instantKey', 'branchCode'].includes(field.name);

  if (field.options || isBankSelect) {
    const data = isBankSelect
      ? (banks.data ?? []).map((bank) => ({ value: bank.bankCode, label: `${bank.bankName} (${bank.bankCode})` }))
      : (field.options ?? []).map((option) => ({ value: option, label: t(`external.options.${option}`) }));
    return (
      <Select
        label={label}
        required={field.required}
        searchable={isBankSelect}
        allowDeselect={false}
        checkIconPosition="right"
        comboboxProps={{ withinPortal: true }}
        placeholder={isBankSelect && banks.isPending ? t('external.lookup.loadingBanks') : undefined}
        nothingFoundMessage={t('external.lookup.noBanks')}
        data={data}
        value={value || null}
        onChange={(next) => onChange(next ?? '')}
        error={error}
        description={hint}
      />
    );
  }
  return (
    <div>
      <TextInput
        label={label}
        required={field.required}
        maxLength={field.maxLength}
        autoComplete="off"
        spellCheck={false}
        autoCapitalize={field.name === 'iban' || field.name === 'swift' ? 'characters' : 'none'}
        inputMode={numericFields.has(field.name) ? 'numeric' : undefined}
        type={field.name === 'recipientEmail' ? 'email' : field.name === 'recipientPhone' ? 'tel' : 'text'}
        description={hint}
        error={error}
        aria-describedby={hasLookup ? statusId : undefined}
        {...inputProps}
      />
      {hasLookup && <LookupLine id={statusId} status={status} />}
    </div>
  );
}

/** Fields typed as digits (a phone keypad on mobiles). */
const numericFields = new Set([
  'cardNumber',
  'routingNumber',
  'institutionNumber',
  'transitNumber',
  'clabe',
  'branchCode',
  'taxId',
]);

/** The hint under a field: its format, and the branch code's length where the country has one. */
function fieldHint(
  field: PayoutField,
  branchLength: number | undefined,
  t: (key: string, options?: Record<string, unknown>) => string,
): ReactNode {
  if (field.name === 'branchCode' && branchLength)
    return t('external.hints.branchCodeLength', { length: branchLength });
  const known: Partial<Record<string, string>> = {
    iban: 'external.hints.iban',
    swift: 'external.hints.swift',
    cardNumber: 'external.hints.cardNumber',
    routingNumber: 'external.hints.routingNumber',
    sortCode: 'external.hints.sortCode',
    securityQuestion: 'external.hints.securityQuestion',
  };
  const key = known[field.name];
  return key ? t(key) : undefined;
}
