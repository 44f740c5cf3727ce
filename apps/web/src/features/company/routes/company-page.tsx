import { Alert, Badge, Button, Grid, Skeleton, Stack, Text, Title } from '@mantine/core';
import {
  IconBuilding,
  IconCoin,
  IconFileCertificate,
  IconScale,
  IconShieldCheck,
  IconWriting,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { CompanyProfile, SignedStatement } from '@tessera/contract';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../shared/api/error-message.ts';
import {
  useAccountPurposes,
  useAdditionalQuestions,
  useDictionary,
  useIndustries,
  useSourcesOfFunds,
} from '../../../shared/dictionaries/use-dictionary.ts';
import { RetryAlert } from '../../../shared/ui/retry-alert.tsx';
import { SectionCard } from '../../../shared/ui/section-card.tsx';
import { companyQueries } from '../api/company-queries.ts';
import { DueDiligenceModal, FinancialModal } from '../components/form-modals.tsx';
import { ResolutionCard } from '../components/resolution-card.tsx';
import { DeclarationsModal, EscortStatementModal } from '../components/statement-modals.tsx';

/** A label and its value, one row of a card; nothing when there is no value. */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  if (children === undefined || children === null || children === '') return null;
  return (
    <Grid.Col span={{ base: 12, sm: 6 }}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Grid.Col>
  );
}

const namesOf = (ids: readonly number[] | undefined, entries: readonly { id: number; name: string }[] | undefined) =>
  (ids ?? []).map((id) => entries?.find((entry) => entry.id === id)?.name ?? String(id)).join(', ');

function GeneralCard({ company }: { company: CompanyProfile }) {
  const { t } = useTranslation('company');
  const industries = useIndustries();
  const { general } = company;
  const industry = industries.data
    ?.flatMap((group) => group.industries)
    .find((entry) => entry.id === general.industryId)?.name;
  const address =
    general.addresses.length > 0
      ? general.addresses
          .map((item) =>
            [item.address1, item.address2, item.city, item.postalCode, item.countryCode].filter(Boolean).join(', '),
          )
          .join('; ')
      : undefined;
  return (
    <SectionCard icon={IconBuilding} title={t('general.title')} text={t('general.text')}>
      <Grid mt="md" gap="sm">
        <Fact label={t('general.name')}>{general.name}</Fact>
        <Fact label={t('general.tradingName')}>{general.tradingName}</Fact>
        <Fact label={t('general.registrationNumber')}>{general.registrationNumber}</Fact>
        <Fact label={t('general.country')}>{general.registrationCountryCode}</Fact>
        <Fact label={t('general.registrationDate')}>{general.registrationDate}</Fact>
        <Fact label={t('general.industry')}>{industry ?? general.industryId}</Fact>
        <Fact label={t('general.address')}>{address}</Fact>
        <Fact label={t('general.email')}>{general.email}</Fact>
        <Fact label={t('general.phone')}>{general.phone}</Fact>
        <Fact label={t('general.website')}>{general.website}</Fact>
        <Fact label={t('general.taxId')}>
          {general.businessTaxId
            ? `${general.businessTaxId}${general.businessTaxIdCountryCode ? ` (${general.businessTaxIdCountryCode})` : ''}`
            : undefined}
        </Fact>
        <Fact label={t('general.description')}>{general.description}</Fact>
      </Grid>
    </SectionCard>
  );
}

function FinancialCard({ company, onEdit }: { company: CompanyProfile; onEdit?: (() => void) | undefined }) {
  const { t } = useTranslation('company');
  const purposes = useAccountPurposes('business');
  const sources = useSourcesOfFunds('business');
  const deposits = useDictionary('estimatedMonthlyDeposits');
  const detail = company.financialDetail;
  return (
    <SectionCard
      icon={IconCoin}
      title={t('financial.title')}
      text={t('financial.text')}
      action={
        onEdit ? (
          <Button variant="light" onClick={onEdit} aria-label={t('financial.edit')}>
            {t('edit')}
          </Button>
        ) : undefined
      }
    >
      {detail ? (
        <Grid mt="md" gap="sm" data-testid="company-financial">
          <Fact label={t('financial.purposes')}>{namesOf(detail.purposeIds, purposes.data)}</Fact>
          <Fact label={t('financial.sources')}>{namesOf(detail.sourceOfFundsIds, sources.data)}</Fact>
          <Fact label={t('financial.sourceDetails')}>{detail.sourceDetails}</Fact>
          <Fact label={t('financial.monthly')}>
            {detail.estimatedMonthlyDepositId === undefined
              ? undefined
              : namesOf([detail.estimatedMonthlyDepositId], deposits.data)}
          </Fact>
        </Grid>
      ) : (
        <Text c="dimmed" mt="md">
          {t('notGiven')}
        </Text>
      )}
    </SectionCard>
  );
}

function DueDiligenceCard({ company, onEdit }: { company: CompanyProfile; onEdit?: (() => void) | undefined }) {
  const { t } = useTranslation('company');
  const questions = useAdditionalQuestions('business');
  const answers = company.dueDiligence?.answers ?? {};
  const answerText = (key: string, value: string) => {
    const question = questions.data?.find((entry) => entry.key === key);
    return question?.options.find((option) => option.value === value)?.label ?? value;
  };
  return (
    <SectionCard
      icon={IconShieldCheck}
      title={t('dueDiligence.title')}
      text={t('dueDiligence.text')}
      action={
        onEdit ? (
          <Button variant="light" onClick={onEdit} aria-label={t('dueDiligence.edit')}>
            {t('edit')}
          </Button>
        ) : undefined
      }
    >
      {Object.keys(answers).length === 0 ? (
        <Text c="dimmed" mt="md">
          {t('notGiven')}
        </Text>
      ) : (
        <Grid mt="md" gap="sm" data-testid="company-due-diligence">
          {(questions.data ?? []).map((question) => (
            <Fact key={question.key} label={question.label}>
              {answers[question.key] === undefined ? undefined : answerText(question.key, answers[question.key] ?? '')}
            </Fact>
          ))}
        </Grid>
      )}
    </SectionCard>
  );
}

function LegalCard({ company }: { company: CompanyProfile }) {
  const { t } = useTranslation('company');
  const legal = company.legalInformation;
  return (
    <SectionCard icon={IconScale} title={t('legal.title')} text={t('legal.text')}>
      {legal ? (
        <Grid mt="md" gap="sm">
          <Fact label={t('legal.form')}>{legal.legalForm ? t(`legal.forms.${legal.legalForm}`) : undefined}</Fact>
          <Fact label={t('legal.regulated')}>{legal.isRegulated ? t('yes') : t('no')}</Fact>
          <Fact label={t('legal.regulator')}>{legal.regulatorName}</Fact>
          <Fact label={t('legal.licence')}>{legal.licenceNumber}</Fact>
          <Fact label={t('legal.publiclyTraded')}>{legal.isPubliclyTraded ? t('yes') : t('no')}</Fact>
        </Grid>
      ) : (
        <Text c="dimmed" mt="md">
          {t('notGiven')}
        </Text>
      )}
    </SectionCard>
  );
}

function SignedLine({ statement }: { statement: SignedStatement | undefined }) {
  const { t, i18n } = useTranslation('company');
  if (!statement)
    return (
      <Badge color="yellow" variant="light">
        {t('statements.notSigned')}
      </Badge>
    );
  const time = new Date(statement.signedAt).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Text size="sm" data-testid={`signed-${statement.kind}`}>
      {t('statements.signedBy', { name: statement.signerName, email: statement.signerEmail, time })}
    </Text>
  );
}

function StatementsCard({
  company,
  onSignDeclarations,
  onSignEscort,
}: {
  company: CompanyProfile;
  onSignDeclarations: () => void;
  onSignEscort: () => void;
}) {
  const { t } = useTranslation('company');
  return (
    <SectionCard icon={IconWriting} title={t('statements.title')} text={t('statements.text')}>
      <Stack gap="md" mt="md">
        <Stack gap={4}>
          <Text fw={600}>{t('declarations.title')}</Text>
          <SignedLine statement={company.declarations} />
          {company.canEdit && (
            <Button variant="light" w="fit-content" onClick={onSignDeclarations}>
              {company.declarations ? t('declarations.resign') : t('declarations.sign')}
            </Button>
          )}
        </Stack>
        {company.isEscortStatementRequired && (
          <Stack gap={4}>
            <Text fw={600}>{t('escort.title')}</Text>
            <Text size="sm">{t('escort.statement')}</Text>
            <SignedLine statement={company.prohibitedEscortStatement} />
            {company.canEdit && (
              <Button variant="light" w="fit-content" onClick={onSignEscort}>
                {t('escort.sign')}
              </Button>
            )}
          </Stack>
        )}
      </Stack>
    </SectionCard>
  );
}

type OpenModal = 'financial' | 'dueDiligence' | 'declarations' | 'escort' | null;

/**
 * /company (spec 002 §2 `company`; decision 0106): the company's general data, financial
 * information, due diligence and legal information, its declarations (and the prohibited escort
 * statement for an adult industry) and its board resolutions. Full-access users edit the financial
 * and due-diligence forms, sign and send from popups; others read.
 */
export function Component() {
  const { t } = useTranslation(['company', 'errors']);
  // An administrator opens a business from the back office by its id (spec 002 §6; decision 0106).
  const named = Number(useSearchParams()[0].get('customerId'));
  const customerId = Number.isSafeInteger(named) && named > 0 ? named : undefined;
  const company = useQuery(companyQueries.companyGet(customerId));
  const [open, setOpen] = useState<OpenModal>(null);
  const close = () => setOpen(null);

  return (
    <Stack gap="lg" maw={960}>
      <div>
        <Title order={1} size="h2">
          {t('title')}
        </Title>
        <Text c="dimmed">{t('subtitle')}</Text>
      </div>
      {company.isPending ? (
        <Stack role="status" aria-busy="true" aria-label={t('loading')}>
          <Skeleton height={160} radius="lg" />
          <Skeleton height={120} radius="lg" />
        </Stack>
      ) : company.isError ? (
        <RetryAlert
          title={t('loadFailed')}
          message={errorMessage(t, company.error)}
          retryLabel={t('retry')}
          retrying={company.isFetching}
          onRetry={() => void company.refetch()}
        />
      ) : (
        <>
          {!company.data.canEdit && (
            <Alert color="blue" variant="light" icon={<IconFileCertificate size={18} aria-hidden />}>
              {t('readOnly')}
            </Alert>
          )}
          <GeneralCard company={company.data} />
          <FinancialCard
            company={company.data}
            onEdit={company.data.canEdit ? () => setOpen('financial') : undefined}
          />
          <DueDiligenceCard
            company={company.data}
            onEdit={company.data.canEdit ? () => setOpen('dueDiligence') : undefined}
          />
          <LegalCard company={company.data} />
          <StatementsCard
            company={{ ...company.data, canEdit: company.data.canEdit && customerId === undefined }}
            onSignDeclarations={() => setOpen('declarations')}
            onSignEscort={() => setOpen('escort')}
          />
          <ResolutionCard
            persons={company.data.persons}
            canEdit={company.data.canEdit && customerId === undefined}
            customerId={customerId}
          />
          {open === 'financial' && (
            <FinancialModal initial={company.data.financialDetail} customerId={customerId} onClose={close} />
          )}
          {open === 'dueDiligence' && (
            <DueDiligenceModal initial={company.data.dueDiligence} customerId={customerId} onClose={close} />
          )}
          {open === 'declarations' && <DeclarationsModal onClose={close} />}
          {open === 'escort' && <EscortStatementModal onClose={close} />}
        </>
      )}
    </Stack>
  );
}
