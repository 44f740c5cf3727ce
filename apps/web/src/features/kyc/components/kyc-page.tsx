import { Alert, Button, Group, Loader, Stack, Stepper, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCircleCheck, IconHome, IconId, IconScan, IconSend } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { documentCategories, type DocumentCategoryId, type ListedDocument } from '@tessera/contract';
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

/** The categories a person proves on this page, in order (decision 0067). */
const personalSteps: readonly DocumentCategoryId[] = [
  documentCategories.ProofOfIdentity,
  documentCategories.ProofOfAddress,
];

/**
 * The KYC page (spec 000 §2, 002 §2 `kyc`, `business-kyc`; issue 14): where a customer who must
 * verify is held. Step by step: identity (the provider's check with camera and selfie, offered as
 * `identityCheck` by the page that composes this one, or an identity document), a proof of address,
 * then "Send for review" (`kycRequest`); afterwards what the reviewers have and the status. The
 * documents already sent are listed with their review status and reason.
 */
export function KycPage({ identityCheck }: { identityCheck?: ReactNode }) {
  const { t } = useTranslation(['kyc', 'errors']);
  const isMobile = useMediaQuery(narrowScreenQuery) === true;
  const customer = useQuery(customerInfoQuery());
  const queryClient = useQueryClient();
  const info = useQuery({
    ...kycQueries.info(isMobile),
    // The provider's result comes by webhook: ask again until it has arrived.
    refetchInterval: (query) => (query.state.data?.isIdentityVerificationRunning ? checkPollMs : false),
  });
  const documents = useQuery(kycQueries.documents());
  const isCheckRunning = info.data?.isIdentityVerificationRunning === true;
  const wasCheckRunning = useRef(isCheckRunning);
  // When the check ends its result is a document (decision 0073): read the documents again.
  useEffect(() => {
    if (wasCheckRunning.current && !isCheckRunning)
      void queryClient.invalidateQueries({ queryKey: kycQueries.documents().queryKey });
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
  const provided = new Set(state.providedCategories);
  const stepsDone = personalSteps.filter(
    (category) =>
      provided.has(category) ||
      (category === documentCategories.ProofOfIdentity && state.isIdentityVerificationRunning),
  ).length;
  const requested = state.reviewRequestedAt !== undefined;
  const active = stepsDone < personalSteps.length ? stepsDone : requested ? 3 : 2;
  const kycDocuments = documents.data.filter(
    (document: ListedDocument) => !document.isSubDocument && personalSteps.includes(document.categoryId),
  );
  const groupOf = (categoryId: DocumentCategoryId) => types.data.find((group) => group.categoryId === categoryId);
  const identity = groupOf(documentCategories.ProofOfIdentity);
  const address = groupOf(documentCategories.ProofOfAddress);

  return (
    <Stack gap="lg" maw={760}>
      <Stack gap={4}>
        <Title order={1}>{t('page.title')}</Title>
        <Text c="dimmed">{t('page.intro')}</Text>
      </Stack>
      <Stepper
        active={active}
        size="sm"
        orientation={isMobile ? 'vertical' : 'horizontal'}
        allowNextStepsSelect={false}
      >
        <Stepper.Step label={t('steps.identity')} description={t('steps.identityHint')} />
        <Stepper.Step label={t('steps.address')} description={t('steps.addressHint')} />
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
      {identity && !state.isIdentityVerificationRunning && !provided.has(documentCategories.ProofOfIdentity) ? (
        <DocumentUploadCard
          group={identity}
          icon={IconId}
          title={t('steps.identity')}
          hint={t('upload.identityHint')}
          testId="kyc-identity"
        />
      ) : null}
      {address &&
      (provided.has(documentCategories.ProofOfIdentity) || state.isIdentityVerificationRunning) &&
      !provided.has(documentCategories.ProofOfAddress) ? (
        <DocumentUploadCard
          group={address}
          icon={IconHome}
          title={t('steps.address')}
          hint={t('upload.addressHint')}
          testId="kyc-address"
        />
      ) : null}

      {stepsDone === personalSteps.length && !requested && !state.verified ? (
        <Stack gap="xs" align="flex-start">
          <Text>{t('page.readyText')}</Text>
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
