import { Alert, Anchor, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconInfoCircle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, redirect, useLoaderData, useLocation, useNavigate, type LoaderFunctionArgs } from 'react-router';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { useBrand } from '../../../shared/brand/brand.tsx';
import { returnPathParam, safeReturnPath } from '../../../shared/session/return-path.ts';
import { session, type SessionEndReason } from '../../../shared/session/session.ts';
import { ApiError } from '../../../shared/api/client.ts';
import { narrowScreenQuery } from '../../../shared/ui/media.ts';
import { exchangeCode, type ExchangeOutcome } from '../api/exchange-code.ts';
import { savePendingLogin, type PendingLogin } from '../api/pending-login.ts';
import { startPathAfterSignIn } from '../api/start-page.ts';
import type { SignInOutcome } from '../api/sign-in.ts';
import { loadCodeStep, loadPushStep } from '../components/sign-in-steps.ts';
import { LoginForm } from '../components/login-form.tsx';
import { LoginLayout } from '../../../shared/ui/login-layout.tsx';

/** The sign-in's second steps, downloaded ahead when the form is first focused (sign-in-steps.ts). */
const CodeStep = lazy(async () => ({ default: (await loadCodeStep()).CodeStep }));
const PushStep = lazy(async () => ({ default: (await loadPushStep()).PushStep }));

/**
 * Where a login link (or an already signed-in visit) goes on to: the remembered protected page,
 * else home (spec 000 §2). A password sign-in uses the whole start-page rule (startPathAfterSignIn).
 */
function startPath(request: Request): string {
  return safeReturnPath(new URL(request.url).searchParams.get(returnPathParam));
}

/**
 * / and /login (spec 000 §2): a `code` + `codeVerifier` query signs in through the code exchange;
 * a user who is already signed in gets fresh tokens and goes on. Otherwise the form is shown.
 */
export async function loader({ request }: LoaderFunctionArgs): Promise<{ exchangeError: unknown }> {
  const query = new URL(request.url).searchParams;
  const code = query.get('code');
  const codeVerifier = query.get('codeVerifier');
  if (code && codeVerifier) {
    try {
      // A login link cannot enrol a device: the push migration needs the password sign-in.
      if ((await exchangeCode(code, codeVerifier)) === 'migration')
        return {
          exchangeError: new ApiError('VF', '', [{ field: 'code', code: 'migration_pending', description: '' }]),
        };
    } catch (error) {
      return { exchangeError: error };
    }
    throw redirect(startPath(request));
  }
  if (session.isAuthenticated() && (await session.refresh())) throw redirect(startPath(request));
  return { exchangeError: null };
}

/** A further step shown on this page: a code, or waiting for the linked device (the migration has its own page). */
type ShownStep = PendingLogin & { flow: 'otp' | 'sms' | 'verifyDevice' | 'push' };

function sessionEndReason(state: unknown): SessionEndReason | null {
  if (state === null || typeof state !== 'object' || !('sessionEnded' in state)) return null;
  const reason = state.sessionEnded;
  return reason === 'logout' || reason === 'idle' || reason === 'expired' ? reason : null;
}

/** The sign-in page. */
export function Component() {
  const { t } = useTranslation(['auth', 'errors']);
  const brand = useBrand();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const location = useLocation();
  const { exchangeError } = useLoaderData<typeof loader>();
  const [step, setStep] = useState<ShownStep | null>(null);
  const ended = sessionEndReason(location.state);
  const next = safeReturnPath(new URLSearchParams(location.search).get(returnPathParam));

  // `replace`: the back button must not return to the sign-in form.
  const goToStartPage = async (): Promise<void> => {
    const path = await startPathAfterSignIn(queryClient, next);
    if (path) await navigate(path, { replace: true });
  };
  // The push migration continues on its own page (spec 000 §2 scp / scp-mobile) with the login result.
  const toMigration = async (pending: PendingLogin): Promise<void> => {
    savePendingLogin(pending);
    const page = window.matchMedia(narrowScreenQuery).matches ? '/scp-mobile' : '/scp';
    await navigate(`${page}${location.search}`, { replace: true });
  };
  const onOutcome = async (outcome: SignInOutcome): Promise<void> => {
    if (outcome.status === 'nextStep') {
      if (outcome.flow === 'migration') return toMigration(outcome);
      setStep({ flow: outcome.flow, reply: outcome.reply, codeVerifier: outcome.codeVerifier });
      return;
    }
    await goToStartPage();
  };
  const onExchanged = async (outcome: ExchangeOutcome): Promise<void> => {
    if (outcome === 'migration' && step) return toMigration(step);
    await goToStartPage();
  };

  return (
    <LoginLayout>
      <Stack gap="lg">
        <div>
          <Title order={1} size="h2">
            {t('auth:title')}
          </Title>
          <Text c="dimmed" size="sm" mt={4}>
            {t('auth:subtitle', { brand: brand.projectName })}
          </Text>
        </div>
        {ended && !step && (
          <Alert
            color={ended === 'logout' ? 'teal' : 'blue'}
            variant="light"
            icon={<IconInfoCircle size={18} aria-hidden />}
            role="status"
          >
            {t(`auth:ended.${ended}`)}
          </Alert>
        )}
        {exchangeError !== null && (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle size={18} aria-hidden />}
            role="alert"
            title={t('auth:exchangeFailed')}
          >
            {errorMessage(t, exchangeError)}
          </Alert>
        )}
        {/* The form outside the steps' Suspense: the page the server painted is hydrated as one (decision 0129). */}
        {step === null ? (
          <LoginForm onOutcome={onOutcome} />
        ) : (
          <Suspense
            fallback={
              <Center py="xl">
                <Loader aria-label={t('common:loading')} />
              </Center>
            }
          >
            {step.flow === 'push' ? (
              <PushStep
                reply={step.reply}
                codeVerifier={step.codeVerifier}
                onExchanged={onExchanged}
                onBack={() => setStep(null)}
              />
            ) : (
              <CodeStep
                flow={step.flow}
                reply={step.reply}
                codeVerifier={step.codeVerifier}
                onExchanged={onExchanged}
                onBack={() => setStep(null)}
              />
            )}
          </Suspense>
        )}
        {step === null && (
          <Group justify="space-between" gap="xs">
            <Anchor component={Link} to="/account-recovery/email" size="sm">
              {t('auth:forgotPassword')}
            </Anchor>
            {brand.allowRegistration && (
              <Anchor component={Link} to="/register" size="sm">
                {t('auth:createAccount')}
              </Anchor>
            )}
          </Group>
        )}
        <Text size="sm" c="dimmed" ta="center">
          {t('auth:help')}{' '}
          <Anchor href={`mailto:${brand.supports.email}`} size="sm">
            {t('auth:contactSupport')}
          </Anchor>
        </Text>
      </Stack>
    </LoginLayout>
  );
}
