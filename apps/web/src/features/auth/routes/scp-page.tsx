import { Alert, Anchor, Button, Group, List, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconCheck, IconClock, IconDeviceMobile, IconExternalLink } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Migration } from '@tessera/contract';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, redirect, useLoaderData, useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../../shared/api/client.ts';
import { call } from '../../../shared/api/call.ts';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { returnPathParam, safeReturnPath } from '../../../shared/session/return-path.ts';
import { LoginLayout } from '../../../shared/ui/login-layout.tsx';
import { QrCode } from '../../../shared/ui/qr-code.tsx';
import { exchangeCode } from '../api/exchange-code.ts';
import { clearPendingLogin, type PendingLogin } from '../api/pending-login.ts';
import { loadPendingLogin } from '../api/load-pending-login.ts';
import { startPathAfterSignIn } from '../api/start-page.ts';
import { session } from '../../../shared/session/session.ts';

/** How often the page asks whether the device got linked (the authenticator may be on another phone). */
const statusPollMs = 2000;

/**
 * /scp and /scp-mobile need a login result with a migration (spec 000 §2); otherwise login. Once the
 * tab is signed in, its sign-in code is used: the kept result is dropped and the page is left for
 * home, so a reload never sends the used code again (which the token service would refuse).
 */
export function loader(): PendingLogin & { migration: Migration } {
  if (session.isAuthenticated()) {
    clearPendingLogin();
    throw redirect('/home');
  }
  const pending = loadPendingLogin();
  const migration = pending?.reply.migration;
  if (!pending || !migration || migration.req === 'none') throw redirect('/login');
  return { ...pending, migration };
}

/**
 * The push migration's enrolment (spec 000 §2 scp and scp-mobile, §4 "Migration to push
 * two-factor"; decision 0013). /scp shows the link as a QR code for a phone; /scp-mobile, on the
 * phone itself, opens the web authenticator in a new tab. When the device is linked (or, while the
 * migration is soft, on "Not now") the sign-in goes on to the start page. Strict: no way around it.
 */
export function Component() {
  const { t } = useTranslation(['auth', 'errors']);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const location = useLocation();
  const { reply, codeVerifier, migration } = useLoaderData<typeof loader>();
  const mobile = location.pathname === '/scp-mobile';
  const next = safeReturnPath(new URLSearchParams(location.search).get(returnPathParam));
  const finishing = useRef(false);
  const tmpJwt = migration.tmpJwt;

  const deeplink = useQuery({
    queryKey: ['auth', 'scp', tmpJwt],
    queryFn: () => call('scpRequest', { tmpJwt }),
    // A link works 10 minutes; fetch a fresh one before that.
    staleTime: Infinity,
    refetchInterval: (query) => Math.max(30_000, ((query.state.data?.expiresIn ?? 600) - 30) * 1000),
    retry: false,
  });
  const status = useQuery({
    queryKey: ['auth', 'scp', tmpJwt, 'status'],
    queryFn: () => call('scpStatus', { tmpJwt }),
    refetchInterval: (query) => (query.state.data?.done || query.state.error ? false : statusPollMs),
    retry: false,
  });
  const finish = useMutation({
    mutationFn: async (how: 'linked' | 'postpone' | 'enable') => {
      if (how === 'postpone') await call('scpPostpone', { tmpJwt });
      if (how === 'enable') await call('scpEnable', { tmpJwt });
      if (!reply.code || (await exchangeCode(reply.code, codeVerifier)) !== 'signedIn')
        throw new ApiError('VF', '', [{ field: 'code', code: 'migration_pending', description: '' }]);
      // The code is used now: forget it at once, before anything else can reload the page.
      clearPendingLogin();
    },
    onSuccess: async () => {
      const path = await startPathAfterSignIn(queryClient, next);
      if (path) await navigate(path, { replace: true });
    },
    onError: () => {
      finishing.current = false;
    },
  });

  // The sign-in ended (expired, used) while the page was open: only "sign in again" is left.
  const expired = [deeplink.error, status.error, finish.error].some(
    (error) => error instanceof ApiError && error.code === 'AU',
  );
  const done = status.data?.done === true;
  const { mutate: finishWith } = finish;
  useEffect(() => {
    if (!done || finishing.current) return;
    finishing.current = true;
    finishWith('linked');
  }, [done, finishWith]);

  const signInAgain = async () => {
    clearPendingLogin();
    await navigate('/login', { replace: true });
  };
  const soft = migration.req === 'soft';
  const link = deeplink.data?.deeplink;
  const otherVariant = `${mobile ? '/scp' : '/scp-mobile'}${location.search}`;

  return (
    <LoginLayout>
      <Stack gap="md" data-testid="scp-page">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <IconDeviceMobile size={28} aria-hidden style={{ flexShrink: 0 }} />
          <div>
            <Title order={1} size="h2">
              {t(migration.strat === 'migrate' ? 'auth:scp.titleMigrate' : 'auth:scp.titleEnable')}
            </Title>
            <Text c="dimmed" size="sm" mt={4}>
              {t('auth:scp.text')}
            </Text>
          </div>
        </Group>

        {expired ? (
          <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle size={18} aria-hidden />}>
            <Text size="sm">{t('auth:scp.expired')}</Text>
            <Button mt="sm" size="sm" onClick={() => void signInAgain()}>
              {t('auth:scp.signInAgain')}
            </Button>
          </Alert>
        ) : (
          <>
            <Alert
              color={soft ? 'blue' : 'orange'}
              variant="light"
              icon={<IconClock size={18} aria-hidden />}
              data-testid="scp-deadline"
            >
              {soft ? t('auth:scp.soft', { count: migration.daysLeft }) : t('auth:scp.strict')}
            </Alert>

            {done || finish.isPending ? (
              <Group gap="xs" role="status" data-testid="scp-done">
                {done ? <IconCheck size={18} aria-hidden /> : <Loader size="xs" />}
                <Text size="sm">{t('auth:scp.linked')}</Text>
              </Group>
            ) : (
              <>
                <List type="ordered" size="sm" spacing={4}>
                  <List.Item>{t(mobile ? 'auth:scp.stepOpenMobile' : 'auth:scp.stepScan')}</List.Item>
                  <List.Item>{t('auth:scp.stepName')}</List.Item>
                  <List.Item>{t('auth:scp.stepBack')}</List.Item>
                </List>
                {deeplink.isPending && <Loader size="sm" aria-label={t('auth:scp.loading')} />}
                {link && !mobile && (
                  <Stack gap={6} align="center">
                    <QrCode value={link} label={t('auth:scp.qrLabel')} />
                    <Anchor href={link} target="_blank" rel="noopener" size="xs" data-testid="scp-link">
                      {t('auth:scp.openHere')}
                    </Anchor>
                  </Stack>
                )}
                {link && mobile && (
                  <Button
                    component="a"
                    href={link}
                    target="_blank"
                    rel="noopener"
                    size="md"
                    rightSection={<IconExternalLink size={18} aria-hidden />}
                    data-testid="scp-link"
                  >
                    {t('auth:scp.openAuthenticator')}
                  </Button>
                )}
                <Group gap="xs" c="dimmed" role="status" aria-live="polite">
                  <Loader size="xs" color="gray" />
                  <Text size="sm">{t('auth:scp.waiting')}</Text>
                </Group>
                {migration.devices.length > 0 && (
                  <Stack gap={6}>
                    <Text size="sm">{t('auth:scp.existing')}</Text>
                    <Button variant="light" onClick={() => finish.mutate('enable')}>
                      {t('auth:scp.useDevice', { name: migration.devices.map((device) => device.name).join(', ') })}
                    </Button>
                  </Stack>
                )}
              </>
            )}

            {finish.isError && !expired && (
              <Alert color="red" variant="light" role="alert">
                {errorMessage(t, finish.error)}
              </Alert>
            )}

            <Group justify="space-between" gap="xs">
              <Anchor component={Link} to={otherVariant} replace size="sm">
                {t(mobile ? 'auth:scp.showQr' : 'auth:scp.onPhone')}
              </Anchor>
              <Group gap="xs">
                <Button variant="subtle" color="gray" onClick={() => void signInAgain()}>
                  {t('auth:scp.cancel')}
                </Button>
                {soft && (
                  <Button
                    variant="default"
                    onClick={() => finish.mutate('postpone')}
                    loading={finish.isPending && finish.variables === 'postpone'}
                    disabled={done}
                  >
                    {t('auth:scp.later')}
                  </Button>
                )}
              </Group>
            </Group>
          </>
        )}
      </Stack>
    </LoginLayout>
  );
}
