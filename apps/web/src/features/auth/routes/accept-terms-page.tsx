import { Alert, Anchor, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconExternalLink, IconFileText } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../../shared/api/client.ts';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { queryRoots } from '../../../shared/api/query-keys.ts';
import { useBrand } from '../../../shared/brand/brand.tsx';
import { loginPath, returnPathParam, safeReturnPath } from '../../../shared/session/return-path.ts';
import { session } from '../../../shared/session/session.ts';
import { LoginLayout } from '../../../shared/ui/login-layout.tsx';
import { termsAccept, fetchTermsToAccept } from '../api/accept-terms.ts';
import { startPathAfterSignIn } from '../api/start-page.ts';

/**
 * Pending terms (spec 000 §7: customer info answered 'TE' with the brand's terms to accept; §2
 * "pending terms are shown"): each entry's label linking to its document and its text, one button
 * that accepts them all, then the start page (or the page the customer was going to). Any other
 * customer-info failure signs out to login; a network failure offers a retry.
 */
export function Component() {
  const { t } = useTranslation(['auth', 'errors']);
  const brand = useBrand();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const next = safeReturnPath(new URLSearchParams(location.search).get(returnPathParam));
  const leaving = useRef(false);

  const terms = useQuery({
    queryKey: [...queryRoots.customer, 'terms'],
    queryFn: fetchTermsToAccept,
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });

  const goOn = useCallback(async () => {
    if (leaving.current) return;
    leaving.current = true;
    await queryClient.invalidateQueries({ queryKey: queryRoots.customer });
    const path = await startPathAfterSignIn(queryClient, next);
    if (path) await navigate(path, { replace: true });
  }, [queryClient, next, navigate]);

  const accept = useMutation({
    mutationFn: (ids: number[]) => termsAccept(ids),
    onSuccess: goOn,
  });

  const failed = terms.error;
  const isNetworkFailure = failed instanceof ApiError && failed.code === 'AE';
  const nothingToAccept = terms.data?.length === 0;
  useEffect(() => {
    // Nothing (left) to accept: straight on. Any failure but the network's: sign in again (spec 000 §7).
    if (nothingToAccept) void goOn();
    else if (failed && !isNetworkFailure && !leaving.current) {
      leaving.current = true;
      void session.logout('expired').then(() => navigate(loginPath(next), { replace: true }));
    }
  }, [nothingToAccept, failed, isNetworkFailure, goOn, navigate, next]);

  const signOut = async () => {
    await session.logout('logout');
    await navigate('/login', { replace: true });
  };

  return (
    <LoginLayout>
      <Stack gap="md" data-testid="accept-terms-page">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <IconFileText size={28} aria-hidden style={{ flexShrink: 0 }} />
          <div>
            <Title order={1} size="h2">
              {t('auth:terms.title')}
            </Title>
            <Text c="dimmed" size="sm" mt={4}>
              {t('auth:terms.intro', { brand: brand.projectName })}
            </Text>
          </div>
        </Group>

        {terms.isPending && <Loader size="sm" aria-label={t('auth:terms.loading')} />}

        {isNetworkFailure && (
          <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle size={18} aria-hidden />}>
            <Text size="sm">{errorMessage(t, failed)}</Text>
            <Button mt="sm" size="sm" variant="light" onClick={() => void terms.refetch()}>
              {t('auth:terms.retry')}
            </Button>
          </Alert>
        )}

        {terms.data && terms.data.length > 0 && (
          <>
            <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
              {terms.data.map((term) => (
                <Paper key={term.id} component="li" withBorder radius="md" p="sm" data-testid="term">
                  <Anchor href={term.url} target="_blank" rel="noreferrer" fw={600}>
                    <Group gap={4} component="span" wrap="nowrap">
                      {term.label}
                      <IconExternalLink size={14} aria-hidden />
                    </Group>
                  </Anchor>
                  <Text size="sm" mt={4}>
                    {term.text}
                  </Text>
                </Paper>
              ))}
            </Stack>
            {accept.isError && (
              <Alert color="red" variant="light" role="alert">
                {errorMessage(t, accept.error)}
              </Alert>
            )}
            <Group justify="space-between" gap="xs">
              <Button variant="subtle" color="gray" onClick={() => void signOut()}>
                {t('auth:terms.signOut')}
              </Button>
              <Button
                size="md"
                loading={accept.isPending}
                onClick={() => accept.mutate((terms.data ?? []).map((term) => term.id))}
              >
                {t('auth:terms.accept')}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </LoginLayout>
  );
}
