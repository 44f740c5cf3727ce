import { Alert, Button, Group, Loader, Stack, Stepper, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  IconBuilding,
  IconBuildingStore,
  IconCircleCheck,
  IconHome,
  IconId,
  IconScan,
  IconSend,
  IconUsersGroup,
  type Icon,
} from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  documentCategories,
  kycStepsOf,
  type DocumentCategoryId,
  type KycStep,
  type ListedDocument,
} from '@tessera/contract';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { customerInfoQuery } from '../../../shared/api/shared-queries.ts';
import { RetryAlert } from '../../../shared/ui/retry-alert.tsx';
import { narrowScreenQuery } from '../../../shared/ui/media.ts';
import { kycQueries, useKycRequest } from '../api/kyc-queries.ts';
import { DocumentList } from './document-list.tsx';
import { DocumentUploadCard } from './document-upload-card.tsx';

/** How often the page asks for the status while the provider's identity check runs. */
const checkPollMs = 3_000;

/** The page's variant: a person (`/kyc`) or a business and its representative (`/business-kyc`). */
export type KycVariant = 'personal' | 'business';

/** How a step looks: its icon, the `kyc` key of its texts (`steps.<key>`, `steps.<key>Hint`, `upload.<key>Hint`) and test id. */
interface StepLook {
  icon: Icon;
  key: string;
  testId: string;
}

/** The looks of the categories the page may ask for, by variant (the representative's for a business). */
const looks: Record<KycVariant, Partial<Record<DocumentCategoryId, StepLook>>> = {
  personal: {
    [documentCategories.ProofOfIdentity]: { icon: IconId, key: 'identity', testId: 'kyc-identity' },
    [documentCategories.ProofOfAddress]: { icon: IconHome, key: 'address', testId: 'kyc-address' },
  },
  business: {
    [documentCategories.ProofOfIdentity]: { icon: IconId, key: 'representativeIdentity', testId: 'kyc-identity' },
    [documentCategories.ProofOfAddress]: { icon: IconHome, key: 'representativeAddress', testId: 'kyc-address' },
    [documentCategories.BusinessRegistration]: { icon: IconBuilding, key: 'registration', testId: 'kyc-registration' },
    [documentCategories.BusinessAddress]: {
      icon: IconBuildingStore,
      key: 'companyAddress',
      testId: 'kyc-company-address',
    },
    [documentCategories.ControlDocument]: { icon: IconUsersGroup, key: 'control', testId: 'kyc-control' },
  },
};

/** The `kyc` keys of the page's own texts by variant. */
const pageKeys = {
  personal: { title: 'page.title', intro: 'page.intro', ready: 'page.readyText' },
  business: { title: 'businessPage.title', intro: 'businessPage.intro', ready: 'businessPage.readyText' },
} as const;

/**
 * The KYC page (spec 000 §2, 002 §2 `kyc`, `business-kyc`; decision 0064): where a customer who must
 * verify is held. Step by step (`kycStepsOf`, decision 0094): identity (the provider's check with
 * camera and selfie, offered as `identityCheck` by the page that composes this one, or an identity
 * document), a proof of address and, for a business, the company's registration, its address
 * (optional) and a control document; then "Send for review" (`kycRequest`); afterwards what the
 * reviewers have and the status. A step's upload shows once the required steps before it are done.
 * The documents already sent are listed with their review status and reason.
 */
export function KycPage({ identityCheck, variant = 'personal' }: { identityCheck?: ReactNode; variant?: KycVariant }) {
  const { t } = useTranslation(['kyc', 'errors']);
  const isMobile = useMediaQuery(narrowScreenQuery) === true;
  const customer = useQuery(customerInfoQuery());
  const queryClient = useQueryClient();
  const info = useQuery({
    ...kycQueries.kycCustomerInfo(isMobile),
    // The provider's result comes by webhook: ask again until it has arrived.
    refetchInterval: (query) => (query.state.data?.isIdentityVerificationRunning ? checkPollMs : false),
  });
  const documents = useQuery(kycQueries.documentList());
  const isCheckRunning = info.data?.isIdentityVerificationRunning === true;
  const wasCheckRunning = useRef(isCheckRunning);
  // When the check ends its result is a document (decision 0073): read the documents again.
  useEffect(() => {
    if (wasCheckRunning.current && !isCheckRunning)
      void queryClient.invalidateQueries({ queryKey: kycQueries.documentList().queryKey });
    wasCheckRunning.current = isCheckRunning;
  }, [isCheckRunning, queryClient]);
  const types = useQuery(kycQueries.documentTypes(customer.data?.residenceCountryCode));
  const request = useKycRequest();

  if (info.isPending || documents.isPending || types.isPending) return <Loader aria-label={t('page.loading')} />;
  if (info.error || documents.error || types.error)
    return (
      <RetryAlert
        title={t('page.loadFailed')}
        retryLabel={t('page.retry')}
        retrying={false}
        message={errorMessage(t, info.error ?? documents.error ?? types.error)}
        onRetry={() => void Promise.all([info.refetch(), documents.refetch(), types.refetch()])}
      />
    );

  const state = info.data;
  const steps = kycStepsOf(variant);
  const provided = new Set(state.providedCategories);
  const isDone = (step: KycStep) =>
    provided.has(step.categoryId) ||
    (step.categoryId === documentCategories.ProofOfIdentity && state.isIdentityVerificationRunning);
  const firstMissing = steps.findIndex((step) => step.isRequired && !isDone(step));
  const requested = state.reviewRequestedAt !== undefined;
  const isReady = firstMissing === -1;
  const active = !isReady ? firstMissing : requested ? steps.length + 1 : steps.length;
  const stepCategories: readonly number[] = steps.map((step) => step.categoryId);
  const kycDocuments = documents.data.filter(
    (document: ListedDocument) => !document.isSubDocument && stepCategories.includes(document.categoryId),
  );
  const groupOf = (categoryId: DocumentCategoryId) => types.data.find((group) => group.categoryId === categoryId);
  const lookOf = (step: KycStep): StepLook => {
    const look = looks[variant][step.categoryId];
    if (!look) throw new Error(`KycPage: no look for category ${step.categoryId}`);
    return look;
  };
  // A step's upload shows while it is not done, once every required step before it is done.
  const openSteps = steps.filter((step, index) => !isDone(step) && (isReady || index <= firstMissing));
  const keys = pageKeys[variant];

  return (
    <Stack gap="lg" maw={variant === 'business' ? 960 : 760}>
      <Stack gap={4}>
        <Title order={1}>{t(keys.title)}</Title>
        <Text c="dimmed">{t(keys.intro)}</Text>
      </Stack>
      <Stepper
        active={active}
        size="sm"
        orientation={isMobile ? 'vertical' : 'horizontal'}
        allowNextStepsSelect={false}
      >
        {steps.map((step, index) => {
          const { key } = lookOf(step);
          // An optional step left out is passed, not done: its number stays, in grey.
          const isSkipped = !step.isRequired && !isDone(step);
          return (
            <Stepper.Step
              key={step.categoryId}
              label={t(`steps.${key}`)}
              description={step.isRequired ? t(`steps.${key}Hint`) : t('steps.optional')}
              {...(isSkipped ? { completedIcon: index + 1, color: 'gray' } : {})}
            />
          );
        })}
        <Stepper.Step label={t('steps.review')} description={t('steps.reviewHint')} />
      </Stepper>

      {state.verified ? (
        <Alert color="green" icon={<IconCircleCheck aria-hidden />} title={t('page.verifiedTitle')}>
          <Button component={Link} to="/home" mt="sm" leftSection={<IconHome size={16} aria-hidden />}>
            {t('page.home')}
          </Button>
        </Alert>
      ) : requested && state.documentsAwaitingReview > 0 ? (
        <Alert color="blue" title={t('page.inReviewTitle')} role="status">
          {t('page.inReviewText')}
        </Alert>
      ) : null}

      {kycDocuments.length > 0 ? (
        <Stack gap="xs">
          <Title order={2} size="h4">
            {t('documents.title')}
          </Title>
          <DocumentList documents={kycDocuments} />
        </Stack>
      ) : null}

      {state.isIdentityVerificationRunning ? (
        <Alert color="blue" icon={<IconScan aria-hidden />} title={t('page.checkRunningTitle')} role="status">
          {t('page.checkRunningText')}
        </Alert>
      ) : null}
      {identityCheck && !state.isIdentityVerificationRunning && !provided.has(documentCategories.ProofOfIdentity) ? (
        <Alert color="gray" variant="light" icon={<IconScan aria-hidden />} title={t('page.checkTitle')}>
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{t('page.checkText')}</Text>
            {identityCheck}
          </Stack>
        </Alert>
      ) : null}
      {openSteps.map((step) => {
        const group = groupOf(step.categoryId);
        const look = lookOf(step);
        return group ? (
          <DocumentUploadCard
            key={step.categoryId}
            group={group}
            icon={look.icon}
            title={
              step.isRequired ? t(`steps.${look.key}`) : t('steps.optionalTitle', { step: t(`steps.${look.key}`) })
            }
            hint={t(`upload.${look.key}Hint`)}
            testId={look.testId}
          />
        ) : null;
      })}

      {isReady && !requested && !state.verified ? (
        <Stack gap="xs" align="flex-start">
          <Text>{t(keys.ready)}</Text>
          {request.error ? (
            <Alert color="red" role="alert">
              {errorMessage(t, request.error)}
            </Alert>
          ) : null}
          <Group>
            <Button
              leftSection={<IconSend size={16} aria-hidden />}
              loading={request.isPending}
              onClick={() => request.mutate()}
            >
              {t('page.send')}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Stack>
  );
}
