import { Alert, Button, Checkbox, Divider, Group, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import {
  w8beneChapter4StatusOf,
  type CertificationAnswers,
  type CertificationSignature,
  type CertificationState,
  type UsTaxForm,
} from '@tessera/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '../../../shared/api/error-message.ts';
import { useCountryName } from './use-country-name.ts';

/** Today in the signer's own calendar, YYYY-MM-DD (the server accepts its UTC date ± 1 day). */
function localToday(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The preview and signature step (spec 002 §2 "W-form request and signing"): what the generated
 * forms will say — the holder, each tax residence with its TIN or missing reason, and the US form
 * (W-9, W-8BEN, or W-8BEN-E with its chapter 3 and 4 statuses; a W-8BEN-E the answers cannot decide
 * is uploaded instead, decision 0079) — then the typed name as signature, for a business the
 * signer's capacity, today's date and the confirmation under penalties of perjury. The server
 * records the signer's IP address.
 */
export function SignStep(props: {
  state: CertificationState;
  answers: CertificationAnswers;
  usTaxForm: UsTaxForm | null;
  isSubmitting: boolean;
  error: string | undefined;
  fieldErrors: Record<string, string>;
  onBack: () => void;
  onSign: (signature: CertificationSignature) => void;
}) {
  const { t } = useTranslation(['tax', 'errors']);
  const countryName = useCountryName();
  const [signerName, setSignerName] = useState('');
  const [signerCapacity, setSignerCapacity] = useState('');
  const isBusiness = props.state.holder.kind === 'business';
  const chapter4 = props.usTaxForm === 'W-8BEN-E' ? w8beneChapter4StatusOf(props.answers) : null;
  // The US form generated with the self-certification: a W-8BEN-E only when its status is decided.
  const generatedForm = props.usTaxForm === 'W-8BEN-E' && chapter4 === null ? null : props.usTaxForm;
  const [isConfirmed, setConfirmed] = useState(false);
  const [localErrors, setLocalErrors] = useState<Record<string, string>>({});
  const signedDate = localToday();
  const errors = { ...props.fieldErrors, ...localErrors };

  const sign = () => {
    const found: Record<string, string> = {};
    if (signerName.trim().length < 2) found['signature.signerName'] = fieldErrorText(t, 'required');
    if (isBusiness && signerCapacity.trim() === '') found['signature.signerCapacity'] = fieldErrorText(t, 'required');
    if (!isConfirmed) found['signature.isPerjuryConfirmed'] = t('sign.confirmRequired');
    setLocalErrors(found);
    if (Object.keys(found).length > 0) return;
    props.onSign({
      signerName: signerName.trim(),
      signedDate,
      isPerjuryConfirmed: true,
      ...(isBusiness ? { signerCapacity: signerCapacity.trim() } : {}),
    });
  };

  return (
    <Stack gap="md" mt="md">
      <Paper withBorder p="md" radius="md" data-testid="form-preview">
        <Stack gap="xs">
          <Title order={3} size="h4">
            {generatedForm ? t('sign.previewWithForm', { form: generatedForm }) : t('sign.preview')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('sign.holder')}: <b>{props.state.holder.name}</b>
          </Text>
          <Table.ScrollContainer minWidth={280}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('sign.country')}</Table.Th>
                  <Table.Th>{t('sign.tin')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {props.answers.taxIds.map((entry) => (
                  <Table.Tr key={entry.countryCode}>
                    <Table.Td>{countryName(entry.countryCode)}</Table.Td>
                    <Table.Td>
                      {entry.taxId ?? (entry.tinMissingReason ? t(`reasons.${entry.tinMissingReason}`) : '—')}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {chapter4 && (
            <Stack gap={2} data-testid="w8bene-preview">
              <Text size="sm">
                {t('sign.chapter3')}:{' '}
                <b>
                  {props.answers.chapter3Status ? t(`business.chapter3Statuses.${props.answers.chapter3Status}`) : '—'}
                </b>
              </Text>
              <Text size="sm">
                {t('sign.chapter4')}: <b>{t(`sign.chapter4Statuses.${chapter4}`)}</b>
              </Text>
              {props.answers.giin && (
                <Text size="sm">
                  {t('business.giin')}: <b>{props.answers.giin}</b>
                </Text>
              )}
            </Stack>
          )}
          <Divider />
          <Text size="sm">
            {generatedForm === 'W-9'
              ? t('sign.w9Certification')
              : generatedForm === 'W-8BEN'
                ? t('sign.w8Certification')
                : generatedForm === 'W-8BEN-E'
                  ? t('sign.w8beneCertification')
                  : t('sign.crsCertification')}
          </Text>
          {generatedForm === 'W-8BEN-E' && (
            <Text size="xs" c="dimmed">
              {t('sign.w8beneOther')}
            </Text>
          )}
          {props.usTaxForm === 'W-8BEN-E' && !chapter4 && (
            <Alert color="yellow" variant="light">
              {t('sign.w8beneUpload')}
            </Alert>
          )}
        </Stack>
      </Paper>
      <TextInput
        label={t('sign.signerName')}
        description={t('sign.signerNameHint', { name: props.state.holder.name })}
        value={signerName}
        onChange={(event) => setSignerName(event.currentTarget.value)}
        error={errors['signature.signerName']}
        autoComplete="name"
        required
      />
      {isBusiness && (
        <TextInput
          label={t('sign.capacity')}
          description={t('sign.capacityHint')}
          value={signerCapacity}
          onChange={(event) => setSignerCapacity(event.currentTarget.value)}
          error={errors['signature.signerCapacity']}
          autoComplete="organization-title"
          maxLength={100}
          required
        />
      )}
      <TextInput label={t('sign.date')} value={signedDate} readOnly />
      <Checkbox
        label={t('sign.confirm')}
        checked={isConfirmed}
        onChange={(event) => setConfirmed(event.currentTarget.checked)}
        error={errors['signature.isPerjuryConfirmed']}
      />
      {props.error && (
        <Alert color="red" role="alert">
          {props.error}
        </Alert>
      )}
      <Group justify="space-between">
        <Button variant="default" onClick={props.onBack}>
          {t('steps.back')}
        </Button>
        <Button onClick={sign} loading={props.isSubmitting}>
          {t('sign.submit')}
        </Button>
      </Group>
    </Stack>
  );
}
