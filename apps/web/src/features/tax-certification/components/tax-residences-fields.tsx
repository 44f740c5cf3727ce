import { ActionIcon, Button, Checkbox, Group, Paper, Select, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import {
  countryCodes,
  isTinMissingReasonAllowed,
  maxTaxIdEntries,
  tinDefinitionOf,
  tinMissingReasons,
  type CertificationAnswers,
  type TaxHolderKind,
  type TinMissingReason,
} from '@tessera/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '../../../shared/i18n/i18n.ts';

/** A tax residence as the form holds it: the country may still be unchosen (''). */
export type DraftTaxIdEntry = Omit<CertificationAnswers['taxIds'][number], 'countryCode'> & { countryCode: string };
type TaxIdEntry = DraftTaxIdEntry;

/** Names of the countries in the interface language, sorted by name. */
function useCountryOptions(): { value: string; label: string }[] {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const names = new Intl.DisplayNames([intlLocale(i18n.resolvedLanguage ?? 'en')], { type: 'region' });
    return countryCodes
      .map((code) => ({ value: code, label: names.of(code) ?? code }))
      .sort((a, b) => a.label.localeCompare(b.label));
  }, [i18n.resolvedLanguage]);
}

/**
 * The tax residences of a self-certification (spec 002 §3 `taxIds`, §5 "Tax IDs"): for each country,
 * its TIN under the name, short name and required flag of the contract's tax table, or — after "I
 * have no TIN" — the missing reasons that fit the country (decision 0065), with the explanation that
 * CANNOT_OBTAIN needs. `errors` are the field problems by path (`taxIds.0.taxId`), already translated.
 */
export function TaxResidencesFields(props: {
  holder: TaxHolderKind;
  taxIds: TaxIdEntry[];
  onChange: (taxIds: TaxIdEntry[]) => void;
  errors: Record<string, string>;
  /** A US person's US entry cannot be removed and needs its TIN. */
  isUSTaxPayer: boolean;
}) {
  const { t } = useTranslation('tax');
  const countries = useCountryOptions();
  const { taxIds, onChange, errors, holder } = props;
  const update = (index: number, entry: TaxIdEntry) =>
    onChange(taxIds.map((current, position) => (position === index ? entry : current)));

  return (
    <Stack gap="sm">
      {taxIds.map((entry, index) => {
        const definition = entry.countryCode ? tinDefinitionOf(entry.countryCode, holder) : undefined;
        const isMissing = entry.tinMissingReason !== undefined;
        const isLockedUs = props.isUSTaxPayer && entry.countryCode === 'US';
        const reasons = tinMissingReasons.filter(
          (reason) => entry.countryCode && isTinMissingReasonAllowed(entry.countryCode, holder, reason),
        );
        const prefix = `taxIds.${index}`;
        return (
          <Paper key={index} withBorder p="sm" radius="md">
            <Stack gap="xs">
              <Group align="flex-end" wrap="nowrap">
                <Select
                  style={{ flex: 1 }}
                  label={t('residence.country', { number: index + 1 })}
                  placeholder={t('residence.countryPlaceholder')}
                  data={countries}
                  searchable
                  value={entry.countryCode || null}
                  disabled={isLockedUs}
                  onChange={(value) => update(index, { countryCode: value ?? '' })}
                  error={errors[`${prefix}.countryCode`]}
                  nothingFoundMessage={t('residence.noCountry')}
                  required
                />
                {!isLockedUs && taxIds.length > 1 && (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="lg"
                    aria-label={t('residence.remove', { number: index + 1 })}
                    onClick={() => onChange(taxIds.filter((_, position) => position !== index))}
                  >
                    <IconTrash size={18} />
                  </ActionIcon>
                )}
              </Group>
              {definition && !isMissing && (
                <TextInput
                  label={`${definition.name} (${definition.shortName})`}
                  description={definition.required ? t('residence.tinRequired') : t('residence.tinOptional')}
                  required={definition.required || isLockedUs}
                  value={entry.taxId ?? ''}
                  autoComplete="off"
                  onChange={(event) => update(index, { ...entry, taxId: event.currentTarget.value })}
                  error={errors[`${prefix}.taxId`]}
                />
              )}
              {definition && !isLockedUs && (
                <Checkbox
                  label={t('residence.noTin')}
                  checked={isMissing}
                  onChange={(event) =>
                    update(
                      index,
                      event.currentTarget.checked
                        ? { countryCode: entry.countryCode, tinMissingReason: reasons[0] ?? 'CANNOT_OBTAIN' }
                        : { countryCode: entry.countryCode },
                    )
                  }
                />
              )}
              {isMissing && (
                <Select
                  label={t('residence.reason')}
                  data={reasons.map((reason) => ({ value: reason, label: t(`reasons.${reason}`) }))}
                  value={entry.tinMissingReason ?? null}
                  allowDeselect={false}
                  onChange={(value) =>
                    update(index, {
                      countryCode: entry.countryCode,
                      tinMissingReason: (value ?? undefined) as TinMissingReason | undefined,
                    })
                  }
                  error={errors[`${prefix}.tinMissingReason`]}
                  required
                />
              )}
              {entry.tinMissingReason === 'CANNOT_OBTAIN' && (
                <Textarea
                  label={t('residence.explanation')}
                  description={t('residence.explanationHint')}
                  value={entry.tinMissingExplanation ?? ''}
                  maxLength={500}
                  autosize
                  minRows={2}
                  onChange={(event) => update(index, { ...entry, tinMissingExplanation: event.currentTarget.value })}
                  error={errors[`${prefix}.tinMissingExplanation`]}
                  required
                />
              )}
              {errors[prefix] && (
                <Text size="sm" c="red">
                  {errors[prefix]}
                </Text>
              )}
            </Stack>
          </Paper>
        );
      })}
      {errors.taxIds && (
        <Text size="sm" c="red">
          {errors.taxIds}
        </Text>
      )}
      {taxIds.length < maxTaxIdEntries && (
        <Button
          variant="light"
          leftSection={<IconPlus size={16} />}
          onClick={() => onChange([...taxIds, { countryCode: '' }])}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('residence.add')}
        </Button>
      )}
    </Stack>
  );
}
