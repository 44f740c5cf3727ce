import {
  Checkbox,
  Grid,
  Paper,
  PasswordInput,
  Radio,
  Select,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
  Group,
  Anchor,
} from '@mantine/core';
import { legalEntityForms, type AdditionalQuestionField, type Brand, type LegalEntityForm } from '@tessera/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DictionarySelect } from '../../../shared/dictionaries/dictionary-select.tsx';
import { useAccountPurposes, useSourcesOfFunds } from '../../../shared/dictionaries/use-dictionary.ts';
import { textColors } from '../../../shared/ui/text-colors.ts';
import type { RegistrationDraft } from '../api/draft.ts';
import {
  AddressFields,
  IdMultiSelect,
  TaxIdFields,
  type ErrorAt,
} from '../../../shared/business-person/person-fields.tsx';

/** One titled section of the registration page. */
export function Section({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={title} data-testid={testId}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

type Update = (change: (draft: RegistrationDraft) => RegistrationDraft) => void;

/** The generalForm (spec 002 §2): the registering company's names, registration, sign-in, contact, address, tax id, industry. */
export function GeneralForm({
  draft,
  update,
  errorAt,
}: {
  draft: RegistrationDraft;
  update: Update;
  errorAt: ErrorAt;
}) {
  const { t } = useTranslation('businessRegistration');
  const company = draft.company;
  const set = (change: Partial<RegistrationDraft['company']>) =>
    update((current) => ({ ...current, company: { ...current.company, ...change } }));
  const text = (
    name: 'name' | 'tradingName' | 'registrationNumber' | 'registrationDate' | 'email' | 'phone' | 'website',
  ) => ({
    value: company[name] ?? '',
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => set({ [name]: event.currentTarget.value }),
    error: errorAt(`company.${name}`),
  });
  return (
    <Section title={t('general.title')} testId="general-form">
      <Grid gap="sm">
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput label={t('general.name')} required autoComplete="organization" {...text('name')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput label={t('general.tradingName')} {...text('tradingName')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput label={t('general.registrationNumber')} required {...text('registrationNumber')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput label={t('general.registrationDate')} type="date" required {...text('registrationDate')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <DictionarySelect
            dictionary="countries"
            label={t('general.country')}
            required
            value={company.registrationCountryCode || null}
            onChange={(code) => set({ registrationCountryCode: code ?? '' })}
            error={errorAt('company.registrationCountryCode')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <DictionarySelect
            dictionary="industries"
            label={t('general.industry')}
            required
            value={company.industryId === undefined ? null : String(company.industryId)}
            onChange={(id) => set({ industryId: id === null ? undefined : Number(id) })}
            error={errorAt('company.industryId')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput
            label={t('general.email')}
            type="email"
            required
            autoCapitalize="none"
            autoComplete="email"
            {...text('email')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <PasswordInput
            label={t('general.password')}
            description={t('general.passwordHint')}
            required
            autoComplete="new-password"
            value={company.password}
            onChange={(event) => set({ password: event.currentTarget.value })}
            error={errorAt('company.password')}
            visibilityToggleButtonProps={{ 'aria-label': t('auth:togglePassword') }}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput label={t('general.phone')} type="tel" required placeholder="+44 20 7123 4567" {...text('phone')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput label={t('general.website')} type="url" {...text('website')} />
        </Grid.Col>
      </Grid>
      <Text size="sm" fw={500}>
        {t('general.address')}
      </Text>
      <AddressFields
        value={company.address}
        onChange={(address) => set({ address })}
        path="company.address"
        errorAt={errorAt}
      />
      <Text size="sm" fw={500}>
        {t('general.taxId')}
      </Text>
      <TaxIdFields value={company.taxId} onChange={(taxId) => set({ taxId })} path="company.taxId" errorAt={errorAt} />
    </Section>
  );
}

/** The financialInfoForm (spec 002 §2): purposes of account, sources of funds, expected monthly volume. */
export function FinancialInfoForm({
  draft,
  update,
  errorAt,
}: {
  draft: RegistrationDraft;
  update: Update;
  errorAt: ErrorAt;
}) {
  const { t } = useTranslation('businessRegistration');
  const purposes = useAccountPurposes('business');
  const sources = useSourcesOfFunds('business');
  const detail = draft.financialDetail;
  const set = (change: Partial<RegistrationDraft['financialDetail']>) =>
    update((current) => ({ ...current, financialDetail: { ...current.financialDetail, ...change } }));
  return (
    <Section title={t('financial.title')} testId="financial-form">
      {(purposes.isError || sources.isError) && (
        <Text size="sm" c={textColors.error} role="alert">
          {t('loadFailed')}
        </Text>
      )}
      <IdMultiSelect
        label={t('financial.purposes')}
        required
        entries={purposes.data}
        value={detail.purposeIds}
        onChange={(purposeIds) => set({ purposeIds })}
        error={errorAt('financialDetail.purposeIds')}
      />
      <IdMultiSelect
        label={t('financial.sources')}
        required
        entries={sources.data}
        value={detail.sourceOfFundsIds}
        onChange={(sourceOfFundsIds) => set({ sourceOfFundsIds })}
        error={errorAt('financialDetail.sourceOfFundsIds')}
      />
      <DictionarySelect
        dictionary="estimatedMonthlyDeposits"
        label={t('financial.monthly')}
        required
        value={detail.estimatedMonthlyDepositId === undefined ? null : String(detail.estimatedMonthlyDepositId)}
        onChange={(id) => set({ estimatedMonthlyDepositId: id === null ? undefined : Number(id) })}
        error={errorAt('financialDetail.estimatedMonthlyDepositId')}
      />
    </Section>
  );
}

/** The dueDilligenceForm (spec 002 §2, §3): the business additional questions, remapped, with their follow-ups. */
export function DueDiligenceForm({
  questions,
  draft,
  update,
  errorAt,
}: {
  questions: readonly AdditionalQuestionField[] | undefined;
  draft: RegistrationDraft;
  update: Update;
  errorAt: ErrorAt;
}) {
  const { t } = useTranslation('businessRegistration');
  const answers = draft.dueDiligence.answers;
  const set = (key: string, value: string) =>
    update((current) => ({ ...current, dueDiligence: { answers: { ...current.dueDiligence.answers, [key]: value } } }));
  return (
    <Section title={t('dueDiligence.title')} testId="due-diligence-form">
      {questions === undefined && <Text c="dimmed">{t('loading')}</Text>}
      {questions?.map((question) => {
        const value = answers[question.key] ?? '';
        const error = errorAt(`dueDiligence.answers.${question.key}`);
        const control =
          question.kind === 'radio' ? (
            <Radio.Group
              label={question.label}
              required={question.isRequired}
              value={value}
              onChange={(next) => set(question.key, next)}
              error={error}
            >
              <Group gap="md" mt={4}>
                {question.options.map((option) => (
                  <Radio key={option.value} value={option.value} label={option.label} />
                ))}
              </Group>
            </Radio.Group>
          ) : question.kind === 'select' ? (
            <Select
              label={question.label}
              required={question.isRequired}
              data={question.options.map((option) => ({ value: option.value, label: option.label }))}
              value={value || null}
              onChange={(next) => set(question.key, next ?? '')}
              error={error}
            />
          ) : question.kind === 'textarea' ? (
            <Textarea
              label={question.label}
              required={question.isRequired}
              value={value}
              onChange={(event) => set(question.key, event.currentTarget.value)}
              error={error}
            />
          ) : (
            <TextInput
              label={question.label}
              required={question.isRequired}
              value={value}
              onChange={(event) => set(question.key, event.currentTarget.value)}
              error={error}
            />
          );
        return (
          <Stack key={question.id} gap="xs">
            {control}
            {question.followUp?.whenValue === value &&
              question.followUp.fields.map((field) =>
                field.kind === 'textarea' ? (
                  <Textarea
                    key={field.key}
                    label={field.label}
                    required
                    value={answers[field.key] ?? ''}
                    onChange={(event) => set(field.key, event.currentTarget.value)}
                  />
                ) : (
                  <TextInput
                    key={field.key}
                    label={field.label}
                    type={field.kind === 'date' ? 'date' : 'text'}
                    required
                    value={answers[field.key] ?? ''}
                    onChange={(event) => set(field.key, event.currentTarget.value)}
                  />
                ),
              )}
          </Stack>
        );
      })}
    </Section>
  );
}

/** The legalForm (spec 002 §2): legal form, regulation, public listing, the brand's terms. */
export function LegalForm({
  brand,
  draft,
  update,
  errorAt,
}: {
  brand: Brand;
  draft: RegistrationDraft;
  update: Update;
  errorAt: ErrorAt;
}) {
  const { t } = useTranslation('businessRegistration');
  const legal = draft.legalInformation;
  const set = (change: Partial<RegistrationDraft['legalInformation']>) =>
    update((current) => ({ ...current, legalInformation: { ...current.legalInformation, ...change } }));
  return (
    <Section title={t('legal.title')} testId="legal-form">
      <Select
        label={t('legal.form')}
        required
        data={legalEntityForms.map((form) => ({ value: form, label: t(`legal.forms.${form}`) }))}
        value={legal.legalForm ?? null}
        onChange={(form) => set({ legalForm: legalEntityForms.find((item): item is LegalEntityForm => item === form) })}
        error={errorAt('legalInformation.legalForm')}
      />
      <Checkbox
        label={t('legal.isRegulated')}
        checked={legal.isRegulated}
        onChange={(event) => set({ isRegulated: event.currentTarget.checked })}
      />
      {legal.isRegulated && (
        <Grid gap="sm">
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              label={t('legal.regulator')}
              required
              value={legal.regulatorName ?? ''}
              onChange={(event) => set({ regulatorName: event.currentTarget.value })}
              error={errorAt('legalInformation.regulatorName')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              label={t('legal.licence')}
              required
              value={legal.licenceNumber ?? ''}
              onChange={(event) => set({ licenceNumber: event.currentTarget.value })}
              error={errorAt('legalInformation.licenceNumber')}
            />
          </Grid.Col>
        </Grid>
      )}
      <Checkbox
        label={t('legal.isPubliclyTraded')}
        checked={legal.isPubliclyTraded}
        onChange={(event) => set({ isPubliclyTraded: event.currentTarget.checked })}
      />
      <Stack gap="xs">
        {brand.terms.map((term) => (
          <Checkbox
            key={term.id}
            checked={legal.acceptedTerms.includes(term.id)}
            onChange={(event) =>
              set({
                acceptedTerms: event.currentTarget.checked
                  ? [...legal.acceptedTerms, term.id]
                  : legal.acceptedTerms.filter((id) => id !== term.id),
              })
            }
            label={
              <>
                {t('legal.accept')}{' '}
                <Anchor href={term.url} target="_blank" rel="noreferrer">
                  {term.label}
                </Anchor>
              </>
            }
          />
        ))}
        {errorAt('legalInformation.acceptedTerms') && (
          <Text size="sm" c={textColors.error} role="alert">
            {errorAt('legalInformation.acceptedTerms')}
          </Text>
        )}
      </Stack>
    </Section>
  );
}
