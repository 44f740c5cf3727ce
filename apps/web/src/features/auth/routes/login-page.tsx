import { Alert, Anchor, Center, Group, Image, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { useBrand } from '../../../shared/brand/brand.tsx';
import { LanguageSwitcher } from '../../../shared/ui/language-switcher.tsx';
import { exchangeCode } from '../api/sign-in.ts';
import { LoginForm } from '../components/login-form.tsx';

/** Only same-site paths are accepted as the place to return to after sign-in. */
export function safeNextPath(next: string | null): string {
  return next && next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/login') ? next : '/home';
}

/** Sign-in page at / and /login (spec 000 §2, §4). */
export function Component() {
  const { t } = useTranslation(['auth', 'errors']);
  const brand = useBrand();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next'));
  const reason = params.get('reason');
  const code = params.get('code');
  const codeVerifier = params.get('codeVerifier');
  const [exchangeFailure, setExchangeFailure] = useState<string | null>(null);
  const [exchanging, setExchanging] = useState(Boolean(code && codeVerifier));

  useEffect(() => {
    // spec 000 §2: code plus codeVerifier in the query signs in through a code exchange.
    if (!code || !codeVerifier) return;
    exchangeCode(code, codeVerifier)
      .then(() => navigate(next, { replace: true }))
      .catch((error: unknown) => {
        setExchangeFailure(errorMessage(t, error));
        setExchanging(false);
      });
  }, [code, codeVerifier, navigate, next, t]);

  return (
    <Center mih="100dvh" p="md" className="login-backdrop">
      <Stack w="100%" maw={420} gap="lg">
        <Group justify="space-between">
          <Group gap="sm">
            <Image src={brand.projectLogo} alt="" w={40} h={40} />
            <Text fw={700} size="lg">
              {brand.projectName}
            </Text>
          </Group>
          <LanguageSwitcher />
        </Group>
        <Paper withBorder shadow="md" radius="lg" p={{ base: 'lg', sm: 'xl' }}>
          <Stack gap="lg">
            <div>
              <Title order={1} size="h2">
                {t('auth:title')}
              </Title>
              <Text c="dimmed" size="sm" mt={4}>
                {t('auth:subtitle', { brand: brand.projectName })}
              </Text>
            </div>
            {reason && (
              <Alert color="blue" icon={<IconInfoCircle size={18} />} role="status">
                {t(`auth:ended.${reason === 'idle' ? 'idle' : reason === 'expired' ? 'expired' : 'logout'}`)}
              </Alert>
            )}
            {exchangeFailure && (
              <Alert color="red" role="alert">
                {exchangeFailure}
              </Alert>
            )}
            {exchanging ? (
              <Center py="xl">
                <Loader aria-label={t('auth:signingIn')} />
              </Center>
            ) : (
              <LoginForm onSignedIn={() => navigate(next, { replace: true })} />
            )}
          </Stack>
        </Paper>
        <Text size="xs" c="dimmed" ta="center">
          {t('auth:help')}{' '}
          <Anchor href={`mailto:${brand.supports.email}`} size="xs">
            {brand.supports.email}
          </Anchor>
        </Text>
      </Stack>
    </Center>
  );
}
