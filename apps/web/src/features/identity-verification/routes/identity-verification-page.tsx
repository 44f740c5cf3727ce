import { Alert, Button, Loader, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconDeviceMobile } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  identityVerificationDocumentTypes,
  needsBackCapture,
  type IdentityCaptureSide,
  type IdentityVerificationDocumentType,
  type IdentityVerificationSession,
  type SandboxIdentityOutcome,
} from '@tessera/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../../shared/api/client.ts';
import { errorMessage, fieldErrorText } from '../../../shared/api/error-message.ts';
import { queryRoots } from '../../../shared/api/query-keys.ts';
import { isInWebview, onAppMessage, sendToApp } from '../../../shared/bridge/bridge.ts';
import { LoginLayout } from '../../../shared/ui/login-layout.tsx';
import {
  identityVerificationKeys,
  identityVerificationSessionQuery,
  identityVerificationSubmit,
  identityVerificationCapture,
} from '../api/identity-verification-api.ts';
import { CaptureStep } from '../components/capture-step.tsx';
import { SandboxOutcomeSelect } from '../components/sandbox-outcome-select.tsx';
import { VerificationResult } from '../components/verification-result.tsx';

const documentTypeNames = { 1: 'passport', 4: 'nationalIdentityCard', 5: 'drivingLicence' } as const;

function isDocumentType(value: number): value is IdentityVerificationDocumentType {
  return (identityVerificationDocumentTypes as readonly number[]).includes(value);
}

/**
 * /identity-verification/{workflowRunId}/{token} (spec 000 §2; decisions 0071–0073): the hosted
 * capture page of a verification run, public and proven only by the token in its path. The person
 * picks the document, takes or uploads its front (and back for an identity card or a driving
 * licence) and a selfie, and submits; the page then waits, polling, until the provider's result
 * arrives by webhook. Inside the mobile app's webview the capture is handed to the app's native
 * SDK through the bridge (spec 000 §1) and the page only shows the result.
 */
export function Component() {
  const { t } = useTranslation(['identityVerification', 'errors']);
  const { workflowRunId = '', token = '' } = useParams();
  const queryClient = useQueryClient();
  const session = useQuery(identityVerificationSessionQuery(workflowRunId, token));
  const [documentType, setDocumentType] = useState<IdentityVerificationDocumentType>(1);
  const [outcome, setOutcome] = useState<SandboxIdentityOutcome>('approved');
  const [uploading, setUploading] = useState<IdentityCaptureSide | null>(null);
  const [progress, setProgress] = useState(0);
  const [captureErrors, setCaptureErrors] = useState<Partial<Record<IdentityCaptureSide, string>>>({});
  const [handedToApp, setHandedToApp] = useState(false);
  const handOff = useRef(false);
  const run = session.data;

  const setSession = (next: IdentityVerificationSession) =>
    queryClient.setQueryData(identityVerificationKeys.session(workflowRunId), next);

  // A session that already holds a document capture keeps its document type.
  useEffect(() => {
    if (run?.documentType !== undefined && isDocumentType(run.documentType)) setDocumentType(run.documentType);
  }, [run?.documentType]);

  // The run's submission and its result change the customer's verification state (the KYC page,
  // the banner, the route rules): read it again then.
  const status = run?.status;
  useEffect(() => {
    if (status !== undefined && status !== 'created')
      void queryClient.invalidateQueries({ queryKey: queryRoots.customer });
  }, [status, queryClient]);

  // Inside the app: the native SDK captures (once), and the page polls for the result afterwards.
  useEffect(() => {
    if (!run || run.status !== 'created' || handOff.current || !isInWebview()) return undefined;
    handOff.current = true;
    const sent = sendToApp({ type: 'identityVerification', provider: run.provider, workflowRunId, token });
    setHandedToApp(sent);
    return onAppMessage((message) => {
      if (message.type === 'identityVerificationResult' && message.workflowRunId === workflowRunId)
        void queryClient.invalidateQueries({ queryKey: identityVerificationKeys.session(workflowRunId) });
    });
  }, [run, workflowRunId, token, queryClient]);

  const capture = async (side: IdentityCaptureSide, image: Blob) => {
    setUploading(side);
    setProgress(0);
    setCaptureErrors((errors) => ({ ...errors, [side]: undefined }));
    try {
      setSession(await identityVerificationCapture({ workflowRunId, token, side, documentType, image }, setProgress));
    } catch (error) {
      const field = error instanceof ApiError ? error.validationErrors[0] : undefined;
      setCaptureErrors((errors) => ({
        ...errors,
        [side]: field ? fieldErrorText(t, field.code, field.description) : errorMessage(t, error),
      }));
    } finally {
      setUploading(null);
    }
  };

  const submit = useMutation({
    mutationFn: () => identityVerificationSubmit(workflowRunId, token, run?.isSandbox ? outcome : undefined),
    onSuccess: setSession,
  });

  if (session.isPending)
    return (
      <LoginLayout>
        <Stack align="center" py="xl">
          <Loader aria-label={t('loading')} />
        </Stack>
      </LoginLayout>
    );
  if (!run) {
    const isBadLink = session.error instanceof ApiError && session.error.code === 'VF';
    return (
      <LoginLayout>
        <Stack gap="md">
          <Title order={1} size="h2">
            {t('title')}
          </Title>
          <Alert color="red" variant="light" role="alert" title={t('invalidTitle')}>
            {isBadLink ? t('invalidLink') : errorMessage(t, session.error)}
          </Alert>
          <Button component={Link} to="/login" variant="subtle">
            {t('signIn')}
          </Button>
        </Stack>
      </LoginLayout>
    );
  }

  const sides: IdentityCaptureSide[] = needsBackCapture(documentType)
    ? ['documentFront', 'documentBack', 'selfie']
    : ['documentFront', 'selfie'];
  const isComplete = sides.every((side) => run.captured.includes(side));
  const submitErrors =
    submit.error instanceof ApiError && submit.error.code === 'VF'
      ? submit.error.validationErrors.map((item) => fieldErrorText(t, item.code, item.description)).join(' ')
      : submit.error
        ? errorMessage(t, submit.error)
        : undefined;

  return (
    <LoginLayout>
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('title')}
        </Title>
        {run.status !== 'created' ? (
          <>
            <VerificationResult
              status={run.status}
              declineReasons={run.declineReasons}
              isForBusinessPerson={run.isForBusinessPerson}
            />
            {run.status === 'submitted' ? null : run.isForBusinessPerson ? (
              // A company's director or owner has no account here (decision 0112): nowhere to go back to.
              <Text size="sm" c="dimmed" data-testid="person-verification-done">
                {run.status === 'declined' ? t('person.doneDeclined') : t('person.done')}
              </Text>
            ) : (
              // Back to the account, which leads a customer still to verify to the KYC page's next step.
              <Button component={Link} to="/home" variant="light">
                {t('backHome')}
              </Button>
            )}
          </>
        ) : handedToApp ? (
          <Stack align="center" gap="xs" py="lg" role="status">
            <IconDeviceMobile size={32} />
            <Text fw={600}>{t('app.title')}</Text>
            <Text size="sm" c="dimmed" ta="center">
              {t('app.text')}
            </Text>
          </Stack>
        ) : (
          <>
            <Text c="dimmed">{t('intro')}</Text>
            <SegmentedControl
              fullWidth
              // Stacked: the three names are long in several languages (Водительское удостоверение).
              orientation="vertical"
              aria-label={t('documentType')}
              value={String(documentType)}
              onChange={(value) => {
                const next = Number(value);
                if (isDocumentType(next)) setDocumentType(next);
              }}
              data={identityVerificationDocumentTypes.map((type) => ({
                value: String(type),
                label: t(`documentTypes.${documentTypeNames[type]}`),
              }))}
              disabled={uploading !== null}
            />
            {sides.map((side) => (
              <CaptureStep
                key={side}
                side={side}
                isCaptured={run.captured.includes(side)}
                error={captureErrors[side]}
                progress={uploading === side ? progress : 0}
                isUploading={uploading === side}
                onCapture={(image) => void capture(side, image)}
              />
            ))}
            {run.isSandbox && <SandboxOutcomeSelect value={outcome} onChange={setOutcome} />}
            {submitErrors && (
              <Alert color="red" variant="light" role="alert">
                {submitErrors}
              </Alert>
            )}
            <Button
              size="md"
              onClick={() => submit.mutate()}
              loading={submit.isPending}
              disabled={!isComplete || uploading !== null}
            >
              {t('submit')}
            </Button>
            {!isComplete && (
              <Text size="sm" c="dimmed" ta="center">
                {t('submitHint')}
              </Text>
            )}
          </>
        )}
      </Stack>
    </LoginLayout>
  );
}
