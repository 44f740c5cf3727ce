import {
  Anchor,
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  NativeSelect,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  IconAddressBook,
  IconBan,
  IconClipboardCheck,
  IconFiles,
  IconGauge,
  IconHistory,
  IconLink,
  IconScale,
  IconWallet,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import {
  documentReviewStateOf,
  documentStatusNameOf,
  restrictionReasons,
  type ListedDocument,
  type RestrictionReason,
} from '@tessera/contract';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { purposeListQuery, sourceListQuery } from '../../../shared/dictionaries/dictionary-queries.ts';
import { currentLanguage } from '../../../shared/i18n/i18n.ts';
import { RetryAlert } from '../../../shared/ui/retry-alert.tsx';
import { SectionCard } from '../../../shared/ui/section-card.tsx';
import { kycReviewQueries, useKycDecision, type KycFile } from '../api/kyc-review.ts';
import { KycDocumentViewer } from '../components/kyc-document-viewer.tsx';
import { ReasonField, useReason, type Reason } from '../components/reason-field.tsx';
import { TaxRequestCard } from '../components/tax-request-card.tsx';

const reasonNames: Record<RestrictionReason, string> = {
  1: 'expiredDocuments',
  2: 'unpaidInvoice',
  3: 'sanctions',
  4: 'adverseMedia',
  5: 'accountInvestigation',
};

/**
 * A customer's KYC file for the back office (spec 002 §6; decision 0067): details and status,
 * documents with the file viewer and the review decisions, the final review, restrictions with
 * reasons (set and lift), due diligence, accounts and recent sign-ins. Every change needs a reason
 * and is written to the admin audit log by the server.
 */
export function Component() {
  const { t, i18n } = useTranslation(['kyc', 'errors']);
  const customerId = Number(useParams().customerId);
  const file = useQuery({
    ...kycReviewQueries.kycCustomerFile(customerId),
    enabled: Number.isSafeInteger(customerId) && customerId > 0,
  });
  const [viewing, setViewing] = useState<ListedDocument | null>(null);
  const dates = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  if (file.isPending) return <Loader aria-label={t('page.loading')} />;
  if (file.error)
    return (
      <RetryAlert
        title={t('page.loadFailed')}
        retryLabel={t('page.retry')}
        retrying={file.isFetching}
        message={errorMessage(t, file.error)}
        onRetry={() => void file.refetch()}
      />
    );
  const data = file.data;
  const mainDocuments = data.documents.filter((document) => !document.isSubDocument);

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{data.name}</Title>
        <Group gap="xs">
          <Text c="dimmed">{data.login}</Text>
          <Badge variant="light" data-testid="kyc-file-status">
            {t(`verificationStatus.${data.kyc.verificationStatus}`)}
          </Badge>
          {data.kyc.verified ? <Badge color="green">{t('review.verified')}</Badge> : null}
          {data.kyc.limited ? <Badge color="red">{t('review.limited')}</Badge> : null}
        </Group>
        <Text size="sm" c="dimmed">
          {[data.birthDay, data.residenceCountryCode, t(`review.customerType.${data.customerType}`)]
            .filter(Boolean)
            .join(' · ')}
        </Text>
        {data.customerType === 'business' && (
          // The company's page, where the back office updates its financial and due-diligence forms (decision 0106).
          <Anchor component={Link} to={`/company?customerId=${data.customerId}`} size="sm">
            {t('review.companyPage')}
          </Anchor>
        )}
      </Stack>

      <SectionCard icon={IconFiles} title={t('review.documentsTitle')} text={t('review.documentsText')}>
        {mainDocuments.length === 0 ? (
          <Text mt="md" c="dimmed">
            {t('review.noDocuments')}
          </Text>
        ) : (
          <Stack mt="md" gap="xs" component="ul" p={0} style={{ listStyle: 'none' }}>
            {mainDocuments.map((document) => {
              const state = documentReviewStateOf(document.statusId);
              return (
                <Group
                  key={document.id}
                  component="li"
                  justify="space-between"
                  wrap="wrap"
                  gap="xs"
                  data-testid="kyc-file-document"
                >
                  <Stack gap={0}>
                    <Group gap={6}>
                      <Text fw={600} size="sm">
                        {t(`documentTypes.${document.documentType}`)}
                      </Text>
                      {document.isLinked ? (
                        <Badge size="xs" variant="outline" color="grape">
                          {t('review.linked')}
                        </Badge>
                      ) : null}
                    </Group>
                    <Text size="xs" c="dimmed">
                      {t('review.documentNumber', { id: document.id })} · {document.fileName} ·{' '}
                      {dates.format(new Date(document.uploaded))}
                      {document.rejectReason ? ` · ${document.rejectReason}` : ''}
                    </Text>
                  </Stack>
                  <Group gap="xs">
                    <Badge
                      variant="light"
                      color={state === 'confirmed' ? 'green' : state === 'actionRequired' ? 'red' : 'blue'}
                    >
                      {t(`documentStatus.${documentStatusNameOf(document.statusId) ?? 'submitted'}`)}
                    </Badge>
                    <Button
                      size="xs"
                      variant={state === 'awaitingReview' ? 'filled' : 'default'}
                      onClick={() => setViewing(document)}
                    >
                      {state === 'awaitingReview' ? t('review.open') : t('review.view')}
                    </Button>
                  </Group>
                </Group>
              );
            })}
          </Stack>
        )}
      </SectionCard>
      {viewing ? (
        <KycDocumentViewer
          document={viewing}
          reviewable={documentReviewStateOf(viewing.statusId) === 'awaitingReview'}
          onClose={() => setViewing(null)}
        />
      ) : null}

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <VerifyCard file={data} />
        <DueDiligenceCard file={data} dates={dates} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <RestrictionsCard file={data} dates={dates} />
        <DocumentLinksCard file={data} />
      </SimpleGrid>
      <TaxRequestCard customerId={data.customerId} />

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <SectionCard icon={IconAddressBook} title={t('review.contactsTitle')} text={t('review.contactsText')}>
          <Stack gap={4} mt="md" data-testid="kyc-file-contacts">
            {data.contacts.emails.map((email) => (
              <Text key={`e${String(email.emailId)}`} size="sm" style={{ overflowWrap: 'anywhere' }}>
                {email.email} · {t(email.confirmed ? 'review.confirmed' : 'review.unconfirmed')}
              </Text>
            ))}
            {data.contacts.phones.map((phone) => (
              <Text key={`p${String(phone.phoneId)}`} size="sm">
                {phone.phoneNumber} · {t(phone.confirmed ? 'review.confirmed' : 'review.unconfirmed')}
              </Text>
            ))}
            {data.contacts.addresses.map((address) => (
              <Text key={`a${String(address.addressId)}`} size="sm" style={{ overflowWrap: 'anywhere' }}>
                {[address.address1, address.city, address.postalCode, address.countryCode].filter(Boolean).join(', ')}
              </Text>
            ))}
            {data.contacts.emails.length + data.contacts.phones.length + data.contacts.addresses.length === 0 && (
              <Text size="sm" c="dimmed">
                {t('review.noContacts')}
              </Text>
            )}
          </Stack>
        </SectionCard>
        <SectionCard icon={IconGauge} title={t('review.limitsTitle')} text={t('review.limitsText')}>
          <Table mt="md" verticalSpacing={6} data-testid="kyc-file-limits">
            <Table.Tbody>
              {data.limits.map((limit) => (
                <Table.Tr key={limit.operation + limit.currencyCode}>
                  <Table.Td>
                    {t(`review.limitOperations.${limit.operation}`)} · {limit.currencyCode}
                  </Table.Td>
                  {limit.periods.map((period) => (
                    <Table.Td key={period.period} ta="right">
                      {t(`review.limitPeriods.${period.period}`)}: {period.amount ?? t('review.noLimit')}
                      {period.period === 'single' ? '' : ` (${t('review.used', { amount: period.used })})`}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </SectionCard>
      </SimpleGrid>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <SectionCard icon={IconWallet} title={t('review.accountsTitle')} text={t('review.accountsText')}>
          <Table mt="md" verticalSpacing={6}>
            <Table.Tbody>
              {data.accounts.map((account) => (
                <Table.Tr key={account.accountId}>
                  <Table.Td>{account.accountId}</Table.Td>
                  <Table.Td ta="right">
                    {account.balance} {account.currency}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </SectionCard>
        <SectionCard icon={IconHistory} title={t('review.loginsTitle')} text={t('review.loginsText')}>
          {data.logins.length === 0 ? (
            <Text mt="md" c="dimmed">
              {t('review.noLogins')}
            </Text>
          ) : (
            <Table mt="md" verticalSpacing={6}>
              <Table.Tbody>
                {data.logins.map((login) => (
                  <Table.Tr key={login.at + login.ip}>
                    <Table.Td>{dates.format(new Date(login.at))}</Table.Td>
                    <Table.Td>{login.ip}</Table.Td>
                    <Table.Td>{[login.browser, login.os].filter(Boolean).join(', ')}</Table.Td>
                    <Table.Td>{login.result}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </SectionCard>
      </SimpleGrid>
    </Stack>
  );
}

/** A card's form: reason field, error, submit. */
function ReasonForm({
  reason,
  label,
  error,
  children,
  onSubmit,
  pending,
}: {
  reason: Reason;
  label: string;
  error: unknown;
  children?: ReactNode;
  onSubmit: () => void;
  pending: boolean;
}) {
  const { t } = useTranslation(['kyc', 'errors']);
  return (
    <Stack gap="sm" mt="md">
      {children}
      <ReasonField reason={reason} label={t('review.reason')} />
      {error ? (
        <Alert color="red" role="alert">
          {errorMessage(t, error)}
        </Alert>
      ) : null}
      <Button onClick={onSubmit} loading={pending} style={{ alignSelf: 'flex-start' }}>
        {label}
      </Button>
    </Stack>
  );
}

/**
 * Links a document checked for another customer (the same person's passport, a director's) to this
 * customer, or removes such a link (decision 0092); the document number is shown in each file.
 */
function DocumentLinksCard({ file }: { file: KycFile }) {
  const { t } = useTranslation(['kyc', 'errors']);
  const reason = useReason();
  const decide = useKycDecision();
  const linked = file.documents.filter((document) => document.isLinked === true && !document.isSubDocument);
  const [mode, setMode] = useState<'link' | 'unlink'>('link');
  const [documentNumber, setDocumentNumber] = useState('');
  const [unlinkId, setUnlinkId] = useState<string>('');
  const [numberError, setNumberError] = useState<string | null>(null);
  const removing = mode === 'unlink' && linked.length > 0;
  const submit = () => {
    const documentId = Number(removing ? unlinkId || linked[0]?.id : documentNumber.trim().replace(/^#/, ''));
    if (!Number.isInteger(documentId) || documentId <= 0) {
      setNumberError(t('review.documentNumberInvalid'));
      return;
    }
    setNumberError(null);
    const checked = reason.check(t);
    if (checked === null) return;
    const input = { documentId, customerId: file.customerId, reason: checked };
    decide.mutate(removing ? { kind: 'unlink', input } : { kind: 'link', input }, {
      onSuccess: () => {
        reason.clear();
        setDocumentNumber('');
        setUnlinkId('');
      },
    });
  };
  return (
    <SectionCard icon={IconLink} title={t('review.linksTitle')} text={t('review.linksText')}>
      <ReasonForm
        reason={reason}
        label={t(removing ? 'review.unlink' : 'review.link')}
        error={decide.error}
        onSubmit={submit}
        pending={decide.isPending}
      >
        {linked.length > 0 ? (
          <SegmentedControl
            value={mode}
            onChange={(value) => setMode(value === 'unlink' ? 'unlink' : 'link')}
            data={[
              { value: 'link', label: t('review.link') },
              { value: 'unlink', label: t('review.unlink') },
            ]}
          />
        ) : null}
        {removing ? (
          <NativeSelect
            label={t('review.linkedDocument')}
            value={unlinkId || String(linked[0]?.id ?? '')}
            onChange={(event) => setUnlinkId(event.currentTarget.value)}
            data={linked.map((document) => ({
              value: String(document.id),
              label: `${t('review.documentNumber', { id: document.id })} · ${t(`documentTypes.${document.documentType}`)}`,
            }))}
          />
        ) : (
          <TextInput
            label={t('review.documentNumberLabel')}
            description={t('review.documentNumberHint')}
            inputMode="numeric"
            value={documentNumber}
            onChange={(event) => setDocumentNumber(event.currentTarget.value)}
            error={numberError}
          />
        )}
      </ReasonForm>
    </SectionCard>
  );
}

/** The final review: verify a customer whose documents are all confirmed, or take it back. */
function VerifyCard({ file }: { file: KycFile }) {
  const { t } = useTranslation(['kyc', 'errors']);
  const reason = useReason();
  const decide = useKycDecision();
  const verified = file.kyc.verified;
  const submit = () => {
    const checked = reason.check(t);
    if (checked === null) return;
    decide.mutate(
      { kind: 'verify', input: { customerId: file.customerId, verified: !verified, reason: checked } },
      { onSuccess: reason.clear },
    );
  };
  return (
    <SectionCard
      icon={IconClipboardCheck}
      title={t('review.verifyTitle')}
      text={t(
        verified ? 'review.verifiedText' : file.kyc.documentStepNeeded ? 'review.verifyBlocked' : 'review.verifyText',
      )}
    >
      <ReasonForm
        reason={reason}
        label={t(verified ? 'review.unverify' : 'review.verify')}
        error={decide.error}
        onSubmit={submit}
        pending={decide.isPending}
      />
    </SectionCard>
  );
}

/** The customer's due diligence answers by name (decision 0091), or whether they are still awaited. */
function DueDiligenceAnswers({ file, dates }: { file: KycFile; dates: Intl.DateTimeFormat }) {
  const { t } = useTranslation('kyc');
  const lang = currentLanguage();
  const { answers, isRequired, requestedAt } = file.dueDiligence;
  const sources = useQuery(sourceListQuery(file.customerType, lang));
  const purposes = useQuery(purposeListQuery(file.customerType, lang));
  const names = (entries: { id: number; name: string }[] | undefined, ids: number[]) =>
    ids.map((id) => entries?.find((entry) => entry.id === id)?.name ?? `#${id}`).join(', ');
  return (
    <Stack gap={2} mt="md" mb="sm" data-testid="kyc-file-due-diligence">
      {isRequired && requestedAt && (
        <Text size="sm" c="orange">
          {t('review.dueDiligenceAwaited', { date: dates.format(new Date(requestedAt)) })}
        </Text>
      )}
      {answers ? (
        <>
          <Text size="sm">{t('review.dueDiligenceAnswered', { date: dates.format(new Date(answers.updatedAt)) })}</Text>
          <Text size="sm">
            {t('review.dueDiligenceSources', { list: names(sources.data, answers.sourceOfFundsIds) })}
          </Text>
          {answers.sourceDetails && (
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              “{answers.sourceDetails}”
            </Text>
          )}
          <Text size="sm">{t('review.dueDiligencePurposes', { list: names(purposes.data, answers.purposeIds) })}</Text>
        </>
      ) : (
        <Text size="sm" c="dimmed">
          {t('review.dueDiligenceNone')}
        </Text>
      )}
    </Stack>
  );
}

/** Due diligence level, the customer's answers and the duplicate-documents flag. */
function DueDiligenceCard({ file, dates }: { file: KycFile; dates: Intl.DateTimeFormat }) {
  const { t } = useTranslation(['kyc', 'errors']);
  const reason = useReason();
  const decide = useKycDecision();
  const [level, setLevel] = useState(String(file.kyc.dueDiligenceLevel));
  const [duplicate, setDuplicate] = useState(file.hasDuplicateDocuments);
  const submit = () => {
    const checked = reason.check(t);
    if (checked === null) return;
    decide.mutate(
      {
        kind: 'dueDiligence',
        input: {
          customerId: file.customerId,
          dueDiligenceLevel: Number(level),
          hasDuplicateDocuments: duplicate,
          reason: checked,
        },
      },
      { onSuccess: reason.clear },
    );
  };
  return (
    <SectionCard icon={IconScale} title={t('review.dueDiligenceTitle')} text={t('review.dueDiligenceText')}>
      <DueDiligenceAnswers file={file} dates={dates} />
      <ReasonForm
        reason={reason}
        label={t('review.save')}
        error={decide.error}
        onSubmit={submit}
        pending={decide.isPending}
      >
        <NativeSelect
          label={t('review.level')}
          value={level}
          onChange={(event) => setLevel(event.currentTarget.value)}
          data={[0, 1, 2].map((value) => ({ value: String(value), label: t(`review.levels.${value}`) }))}
        />
        <Switch
          label={t('review.duplicate')}
          checked={duplicate}
          onChange={(event) => setDuplicate(event.currentTarget.checked)}
        />
      </ReasonForm>
    </SectionCard>
  );
}

/** Restrictions: the active and lifted ones with who and why; set a new one or lift an active one. */
function RestrictionsCard({ file, dates }: { file: KycFile; dates: Intl.DateTimeFormat }) {
  const { t } = useTranslation(['kyc', 'errors']);
  const reason = useReason();
  const decide = useKycDecision();
  const [restrictionReason, setRestrictionReason] = useState<string>(String(restrictionReasons.accountInvestigation));
  const [lifting, setLifting] = useState<number | null>(null);
  const submit = () => {
    const checked = reason.check(t);
    if (checked === null) return;
    const onSuccess = () => {
      reason.clear();
      setLifting(null);
    };
    if (lifting !== null)
      decide.mutate(
        { kind: 'lift', input: { customerId: file.customerId, restrictionId: lifting, note: checked } },
        { onSuccess },
      );
    else
      decide.mutate(
        {
          kind: 'restrict',
          input: { customerId: file.customerId, reason: Number(restrictionReason) as RestrictionReason, note: checked },
        },
        { onSuccess },
      );
  };
  return (
    <SectionCard icon={IconBan} title={t('review.restrictionsTitle')} text={t('review.restrictionsText')}>
      {file.restrictions.length > 0 ? (
        <Stack mt="md" gap="xs" component="ul" p={0} style={{ listStyle: 'none' }}>
          {file.restrictions.map((restriction) => (
            <Group
              key={restriction.id}
              component="li"
              justify="space-between"
              wrap="wrap"
              data-testid="kyc-restriction"
            >
              <Stack gap={0}>
                <Text size="sm" fw={600}>
                  {t(`review.reasons.${reasonNames[restriction.reason]}`)}
                  {restriction.liftedAt ? ` · ${t('review.lifted')}` : ''}
                </Text>
                <Text size="xs" c="dimmed">
                  {dates.format(new Date(restriction.setAt))} · {restriction.setBy} · {restriction.note}
                </Text>
                {restriction.liftedAt ? (
                  <Text size="xs" c="dimmed">
                    {dates.format(new Date(restriction.liftedAt))} · {restriction.liftedBy} · {restriction.liftNote}
                  </Text>
                ) : null}
              </Stack>
              {restriction.liftedAt ? null : (
                <Button
                  size="xs"
                  variant={lifting === restriction.id ? 'filled' : 'default'}
                  onClick={() => setLifting(lifting === restriction.id ? null : restriction.id)}
                >
                  {t('review.lift')}
                </Button>
              )}
            </Group>
          ))}
        </Stack>
      ) : null}
      <ReasonForm
        reason={reason}
        label={t(lifting === null ? 'review.restrict' : 'review.liftConfirm')}
        error={decide.error}
        onSubmit={submit}
        pending={decide.isPending}
      >
        {lifting === null ? (
          <NativeSelect
            label={t('review.restrictionReason')}
            value={restrictionReason}
            onChange={(event) => setRestrictionReason(event.currentTarget.value)}
            data={Object.entries(reasonNames).map(([value, name]) => ({ value, label: t(`review.reasons.${name}`) }))}
          />
        ) : null}
      </ReasonForm>
    </SectionCard>
  );
}
