import {
  Alert,
  Button,
  Checkbox,
  Group,
  Paper,
  Radio,
  SegmentedControl,
  Select,
  Stack,
  Stepper,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  businessSelfCertificationSchema,
  chapter3Statuses,
  personalSelfCertificationSchema,
  taxEntityTypes,
  usTaxFormOf,
  w8beneChapter4StatusOf,
  withUsTaxIdEntry,
  type CertificationAnswers,
  type CertificationSignature,
  type CertificationState,
  type CertificationStatus,
  type TaxHolderKind,
} from '@tessera/contract';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorText, fieldErrors, errorMessage } from '../../../shared/api/error-message.ts';
import { SignStep } from './sign-step.tsx';
import { TaxResidencesFields, type DraftTaxIdEntry } from './tax-residences-fields.tsx';

type BooleanField =
  | 'isFinancialInstitution'
  | 'isUsingClientFunds'
  | 'isManagedByFinancialInstitution'
  | 'isPubliclyTraded'
  | 'isOwnPubliclyTradedCompany'
  | 'isEarnPassiveIncome';

const businessFlags: readonly BooleanField[] = [
  'isFinancialInstitution',
  'isUsingClientFunds',
  'isManagedByFinancialInstitution',
  'isPubliclyTraded',
  'isOwnPubliclyTradedCompany',
  'isEarnPassiveIncome',
];

/** The answers as the form holds them: a tax residence's country may still be unchosen. */
type DraftAnswers = Omit<CertificationAnswers, 'taxIds'> & { taxIds: DraftTaxIdEntry[] };

/** Drops empty strings so the rules see what was really given (the client drops them on the wire too). */
function cleaned(answers: DraftAnswers): Record<string, unknown> {
  const present = (record: object) =>
    Object.fromEntries(Object.entries(record).filter(([, value]) => value !== '' && value !== undefined));
  return { ...present(answers), taxIds: answers.taxIds.map(present) };
}

/** The first answers: the last signed ones, else the residence country. */
function initialAnswers(state: CertificationState): DraftAnswers {
  if (state.certification) return state.certification;
  const country = state.holder.residenceCountryCode ?? '';
  return {
    isUSTaxPayer: country === 'US',
    taxIds: [{ countryCode: country }],
    ...(state.holder.kind === 'business' ? { entityType: undefined } : {}),
  };
}

/**
 * How the form signs (a mutation's parts): the customer's own `fatcaCrsUpdate`, or a controlling
 * person's `fatcaCrsRepresentativeUpdate` with the secret of their link (decision 0080).
 */
export interface CertificationSubmit {
  mutate: (input: { certification: CertificationAnswers; signature: CertificationSignature }) => void;
  isPending: boolean;
  error: Error | null;
  /** The certification's status once signed; the form then shows its done state. */
  signedStatus: CertificationStatus | undefined;
}

/**
 * The self-certification form (spec 002 §2 "self-certification, self-certification-business", §3, §5):
 * step 1 the answers — the US questions, the tax residences with TINs or missing reasons, and for a
 * business its entity answers — checked by the contract's personal or business schema before going
 * on; step 2 the preview of the forms to sign and the typed signature ({@link SignStep}); then the
 * certification's new status.
 */
export function CertificationForm(props: {
  state: CertificationState;
  submit: CertificationSubmit;
  /** The done state's content; by default the status and a button that calls `onDone`. */
  renderDone?: (status: CertificationStatus) => ReactNode;
  onDone?: () => void;
}) {
  const { t } = useTranslation(['tax', 'errors']);
  const holder: TaxHolderKind = props.state.holder.kind;
  const [answers, setAnswers] = useState<DraftAnswers>(() => initialAnswers(props.state));
  const [validated, setValidated] = useState<CertificationAnswers | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [step, setStep] = useState(0);
  const update = props.submit;

  const set = (patch: Partial<DraftAnswers>) => setAnswers((current) => ({ ...current, ...patch }));
  const setUsTaxPayer = (isUSTaxPayer: boolean) =>
    // A US person's US entry is added for them to fill (spec 002 §5 "gets one added").
    set({
      isUSTaxPayer,
      hasUSIndicia: isUSTaxPayer ? undefined : answers.hasUSIndicia,
      taxIds: withUsTaxIdEntry(answers.taxIds, isUSTaxPayer).map((entry) => ({ ...entry })),
    });

  const usTaxForm = usTaxFormOf(holder, answers);
  // The W-8BEN-E is generated when the answers decide its chapter 4 status; only then is line 4 asked.
  const isW8beneGenerated = usTaxForm === 'W-8BEN-E' && w8beneChapter4StatusOf(answers) !== null;

  const next = () => {
    const schema = holder === 'personal' ? personalSelfCertificationSchema : businessSelfCertificationSchema;
    const parsed = schema.safeParse(cleaned(isW8beneGenerated ? answers : { ...answers, chapter3Status: undefined }));
    if (parsed.success) {
      setErrors({});
      setValidated(parsed.data);
      setStep(1);
      return;
    }
    const found: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const path = issue.path.map(String).join('.');
      found[path] ??= fieldErrorText(t, issue.message);
    }
    setErrors(found);
  };

  const serverErrors = Object.fromEntries(
    Object.entries(fieldErrors(t, update.error)).map(([field, text]) => [field.replace(/^certification\./, ''), text]),
  );
  const shownErrors = { ...serverErrors, ...errors };

  if (update.signedStatus) {
    if (props.renderDone) return props.renderDone(update.signedStatus);
    return (
      <Alert color="teal" title={t('done.title')} data-testid="certification-done">
        <Stack gap="sm">
          <Text>{t(`status.${update.signedStatus}`)}</Text>
          <Group>
            <Button onClick={props.onDone}>{t('done.continue')}</Button>
          </Group>
        </Stack>
      </Alert>
    );
  }

  return (
    <Stepper active={step} onStepClick={(index) => index < step && setStep(index)} size="sm">
      <Stepper.Step label={t('steps.answers')}>
        <Stack gap="md" mt="md">
          {holder === 'business' && (
            <Paper withBorder p="md" radius="md">
              <Stack gap="sm">
                <Title order={3} size="h4">
                  {t('business.title')}
                </Title>
                <Radio.Group
                  label={t('business.entityType')}
                  value={answers.entityType ?? ''}
                  onChange={(value) =>
                    set({
                      entityType: value as CertificationAnswers['entityType'],
                      isFinancialInstitution: value === 'financial-institution',
                    })
                  }
                  error={shownErrors.entityType}
                  required
                >
                  <Stack gap="xs" mt="xs">
                    {taxEntityTypes.map((type) => (
                      <Radio key={type} value={type} label={t(`business.entityTypes.${type}`)} />
                    ))}
                  </Stack>
                </Radio.Group>
                {answers.entityType !== 'general' && answers.entityType && (
                  <>
                    <TextInput
                      label={t('business.giin')}
                      description={t('business.giinHint')}
                      value={answers.giin ?? ''}
                      onChange={(event) => set({ giin: event.currentTarget.value })}
                      error={shownErrors.giin}
                    />
                    {answers.entityType === 'financial-institution' && (
                      <TextInput
                        label={t('business.reason')}
                        value={answers.reason ?? ''}
                        onChange={(event) => set({ reason: event.currentTarget.value })}
                        error={shownErrors.reason}
                      />
                    )}
                  </>
                )}
                {businessFlags
                  .filter((flag) => flag !== 'isFinancialInstitution')
                  .map((flag) => (
                    <Checkbox
                      key={flag}
                      label={t(`business.flags.${flag}`)}
                      checked={answers[flag] === true}
                      onChange={(event) => set({ [flag]: event.currentTarget.checked })}
                    />
                  ))}
                {answers.isPubliclyTraded && (
                  <Group grow>
                    <TextInput
                      label={t('business.market')}
                      value={answers.companySecurityMarket ?? ''}
                      onChange={(event) => set({ companySecurityMarket: event.currentTarget.value })}
                      error={shownErrors.companySecurityMarket}
                      required
                    />
                    <TextInput
                      label={t('business.ticker')}
                      value={answers.companyTicket ?? ''}
                      onChange={(event) => set({ companyTicket: event.currentTarget.value })}
                      error={shownErrors.companyTicket}
                      required
                    />
                  </Group>
                )}
                {answers.isOwnPubliclyTradedCompany && (
                  <Stack gap="xs">
                    <TextInput
                      label={t('business.relatedName')}
                      value={answers.companyOwnedByYouName ?? ''}
                      onChange={(event) => set({ companyOwnedByYouName: event.currentTarget.value })}
                      error={shownErrors.companyOwnedByYouName}
                      required
                    />
                    <Group grow>
                      <TextInput
                        label={t('business.market')}
                        value={answers.companyOwnedByYouSecurityMarket ?? ''}
                        onChange={(event) => set({ companyOwnedByYouSecurityMarket: event.currentTarget.value })}
                        error={shownErrors.companyOwnedByYouSecurityMarket}
                        required
                      />
                      <TextInput
                        label={t('business.ticker')}
                        value={answers.companyOwnedByYouTicket ?? ''}
                        onChange={(event) => set({ companyOwnedByYouTicket: event.currentTarget.value })}
                        error={shownErrors.companyOwnedByYouTicket}
                        required
                      />
                    </Group>
                  </Stack>
                )}
              </Stack>
            </Paper>
          )}
          <Paper withBorder p="md" radius="md">
            <Stack gap="sm">
              <Text fw={500} id="us-taxpayer-label">
                {t(holder === 'personal' ? 'us.question' : 'us.questionBusiness')}
              </Text>
              <SegmentedControl
                aria-labelledby="us-taxpayer-label"
                value={answers.isUSTaxPayer ? 'yes' : 'no'}
                onChange={(value) => setUsTaxPayer(value === 'yes')}
                data={[
                  { value: 'no', label: t('us.no') },
                  { value: 'yes', label: t('us.yes') },
                ]}
                style={{ alignSelf: 'flex-start' }}
              />
              {!answers.isUSTaxPayer && (
                <Checkbox
                  label={t('us.indicia')}
                  description={t('us.indiciaHint')}
                  checked={answers.hasUSIndicia === true}
                  onChange={(event) => set({ hasUSIndicia: event.currentTarget.checked })}
                />
              )}
              {holder === 'business' && isW8beneGenerated && (
                <Select
                  label={t('business.chapter3Status')}
                  description={t('business.chapter3StatusHint')}
                  placeholder={t('business.chapter3StatusPlaceholder')}
                  data={chapter3Statuses.map((status) => ({
                    value: status,
                    label: t(`business.chapter3Statuses.${status}`),
                  }))}
                  value={answers.chapter3Status ?? null}
                  onChange={(value) =>
                    set({ chapter3Status: (value ?? undefined) as CertificationAnswers['chapter3Status'] })
                  }
                  error={shownErrors.chapter3Status}
                  allowDeselect={false}
                  required
                />
              )}
            </Stack>
          </Paper>
          <Title order={3} size="h4">
            {t('residence.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('residence.intro')}
          </Text>
          <TaxResidencesFields
            holder={holder}
            taxIds={answers.taxIds}
            onChange={(taxIds) => set({ taxIds })}
            errors={shownErrors}
            isUSTaxPayer={answers.isUSTaxPayer}
          />
          <Group justify="flex-end">
            <Button onClick={next}>{t('steps.continue')}</Button>
          </Group>
        </Stack>
      </Stepper.Step>
      <Stepper.Step label={t('steps.sign')}>
        {validated && (
          <SignStep
            state={props.state}
            answers={validated}
            usTaxForm={usTaxForm}
            isSubmitting={update.isPending}
            error={update.error ? errorMessage(t, update.error) : undefined}
            fieldErrors={serverErrors}
            onBack={() => setStep(0)}
            onSign={(signature) => update.mutate({ certification: validated, signature })}
          />
        )}
      </Stepper.Step>
    </Stepper>
  );
}
