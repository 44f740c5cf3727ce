import { Alert, Badge, Button, Group, List, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPhoneOff, IconVideo } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SandboxIdentityOutcome } from '@tessera/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { LoginLayout } from '../../../shared/ui/login-layout.tsx';
import {
  videoIdentityJobFinish,
  identityVerificationKeys,
  videoIdentityJobQuery,
} from '../api/identity-verification-api.ts';
import { hasCameraApi } from '../components/camera-capture.tsx';
import { SandboxOutcomeSelect } from '../components/sandbox-outcome-select.tsx';
import { VerificationResult } from '../components/verification-result.tsx';

/** The self-view of the call: the front camera, or a note when there is none (the call goes on). */
function SelfView() {
  const { t } = useTranslation('identityVerification');
  const video = useRef<HTMLVideoElement>(null);
  const [isRefused, setRefused] = useState(false);
  const isSupported = hasCameraApi();
  const hasCamera = isSupported && !isRefused;
  useEffect(() => {
    let active: MediaStream | null = null;
    let cancelled = false;
    if (!isSupported) return undefined;
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'user' }, audio: false })
      .then((media) => {
        if (cancelled) {
          for (const track of media.getTracks()) track.stop();
          return;
        }
        active = media;
        if (video.current) video.current.srcObject = media;
      })
      .catch(() => !cancelled && setRefused(true));
    return () => {
      cancelled = true;
      for (const track of active?.getTracks() ?? []) track.stop();
    };
  }, [isSupported]);
  if (!hasCamera)
    return (
      <Alert color="yellow" variant="light" role="alert" title={t('camera.failedTitle')}>
        {t('video.noCamera')}
      </Alert>
    );
  return (
    <video
      ref={video}
      autoPlay
      playsInline
      muted
      aria-label={t('camera.preview')}
      style={{ width: '100%', maxHeight: 320, borderRadius: 8, background: 'black', objectFit: 'cover' }}
    />
  );
}

/**
 * /video-identity-job/{id} (spec 000 §2; decision 0073): a video identification job of the signed-in
 * customer. Before the call: what to prepare. In the call: the self-view, the agent's instructions
 * (played by the sandbox agent) and, for a sandbox, the labelled choice of the result. After the
 * call: waiting for the result (polling) and the result itself.
 */
export function Component() {
  const { t } = useTranslation(['identityVerification', 'errors']);
  const { id = '' } = useParams();
  const queryClient = useQueryClient();
  const job = useQuery(videoIdentityJobQuery(id));
  const [isInCall, setInCall] = useState(false);
  const [outcome, setOutcome] = useState<SandboxIdentityOutcome>('approved');
  const finish = useMutation({
    mutationFn: () => videoIdentityJobFinish(id, job.data?.isSandbox ? outcome : undefined),
    onSuccess: (reply) => {
      setInCall(false);
      queryClient.setQueryData(identityVerificationKeys.videoJob(id), reply);
    },
  });

  const body = () => {
    if (job.isPending) return <Loader aria-label={t('loading')} />;
    if (!job.data)
      return (
        <Alert color="red" variant="light" role="alert" title={t('video.notFoundTitle')}>
          {errorMessage(t, job.error)}
        </Alert>
      );
    const { job: run, isSandbox } = job.data;
    if (run.status !== 'created') return <VerificationResult status={run.status} declineReasons={run.declineReasons} />;
    if (!isInCall)
      return (
        <Stack gap="md">
          <Text>{t('video.intro')}</Text>
          <List size="sm" spacing="xs">
            <List.Item>{t('video.prepareDocument')}</List.Item>
            <List.Item>{t('video.prepareLight')}</List.Item>
            <List.Item>{t('video.prepareTime')}</List.Item>
          </List>
          <Button size="md" leftSection={<IconVideo size={18} />} onClick={() => setInCall(true)}>
            {t('video.join')}
          </Button>
        </Stack>
      );
    return (
      <Stack gap="md">
        <Group justify="space-between">
          <Text fw={600}>{t('video.inCall')}</Text>
          <Badge color="red" variant="dot">
            {t('video.live')}
          </Badge>
        </Group>
        <SelfView />
        <Paper withBorder p="sm" radius="md">
          <Text size="sm" fw={600}>
            {isSandbox ? t('video.sandboxAgent') : t('video.agent')}
          </Text>
          <List size="sm" spacing={4} mt={4}>
            <List.Item>{t('video.stepDocument')}</List.Item>
            <List.Item>{t('video.stepTurn')}</List.Item>
            <List.Item>{t('video.stepQuestion')}</List.Item>
          </List>
        </Paper>
        {isSandbox && <SandboxOutcomeSelect value={outcome} onChange={setOutcome} />}
        {finish.isError && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(t, finish.error)}
          </Alert>
        )}
        <Button
          color="red"
          size="md"
          leftSection={<IconPhoneOff size={18} />}
          loading={finish.isPending}
          onClick={() => finish.mutate()}
        >
          {t('video.finish')}
        </Button>
      </Stack>
    );
  };

  return (
    <LoginLayout>
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('video.title')}
        </Title>
        {body()}
        <Button component={Link} to="/home" variant="subtle">
          {t('backHome')}
        </Button>
      </Stack>
    </LoginLayout>
  );
}
