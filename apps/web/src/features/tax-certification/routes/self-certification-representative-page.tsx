import { Alert, Button, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../../shared/api/client.ts';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { LoginLayout } from '../../../shared/ui/login-layout.tsx';
import { useFatcaCrsRepresentativeUpdate } from '../api/representative-certification.ts';
import { forgetRepresentativeSecret, storedRepresentativeSecret } from '../api/representative-secret.ts';
import { taxCertificationQueries } from '../api/tax-certification-queries.ts';
import { CertificationForm } from '../components/certification-form.tsx';

/** True for the server's answer to a secret that opens nothing (unknown, expired, revoked or used). */
const isUnusableLink = (error: unknown) => error instanceof ApiError && error.code === 'NF';

/** The page's answer to a link that cannot be used: the reason, and the sign-in for customers. */
function LinkUnavailable() {
  const { t } = useTranslation('tax');
  return (
    <Stack gap="md">
      <Title order={1} size="h3">
        {t('representative.title')}
      </Title>
      <Alert color="yellow">{t('representative.unavailable')}</Alert>
      <Text size="sm" c="dimmed">
        {t('representative.signInHint')}
      </Text>
      <Button component={Link} to="/login">
        {t('representative.signIn')}
      </Button>
    </Stack>
  );
}

/**
 * Route `self-certification-representative` (spec 002 §2; decision 0080): a controlling person's
 * certification, opened from the business's e-mailed link. The guard moved the link's `authSecret`
 * into the tab's storage; this page loads the certification with it (in the request body), shows
 * the personal certification form under a heading naming the business, and signs with it. A secret
 * the server refuses ('NF': unknown, expired, revoked or used) is forgotten and the page says the
 * link cannot be used; after signing the secret is forgotten too, as it is used up.
 */
export function Component() {
  const { t } = useTranslation(['tax', 'errors']);
  const [secret] = useState(() => storedRepresentativeSecret() ?? '');
  const loaded = useQuery({ ...taxCertificationQueries.fatcaCrsRepresentativeGet(secret), enabled: secret !== '' });
  const sign = useFatcaCrsRepresentativeUpdate(secret);
  const isSigned = sign.data !== undefined;
  const isRefused = isUnusableLink(loaded.error) || isUnusableLink(sign.error);

  useEffect(() => {
    if (secret === '' || isSigned || isRefused) forgetRepresentativeSecret();
  }, [secret, isSigned, isRefused]);

  if (secret === '' || (isRefused && !isSigned))
    return (
      <LoginLayout>
        <LinkUnavailable />
      </LoginLayout>
    );
  if (loaded.isPending)
    return (
      <LoginLayout>
        <Stack>
          <Skeleton height={28} width="70%" />
          <Skeleton height={240} />
        </Stack>
      </LoginLayout>
    );
  if (loaded.isError)
    return (
      <LoginLayout>
        <Alert color="red" role="alert">
          {errorMessage(t, loaded.error)}
        </Alert>
      </LoginLayout>
    );
  const { businessName, personName, state } = loaded.data;
  return (
    <LoginLayout>
      <Stack gap="md">
        <Title order={1} size="h3">
          {t('representative.heading', { business: businessName })}
        </Title>
        <Text size="sm" c="dimmed">
          {t('representative.intro', { business: businessName, person: personName })}
        </Text>
        <CertificationForm
          state={state}
          submit={{
            mutate: sign.mutate,
            isPending: sign.isPending,
            error: sign.error,
            signedStatus: sign.data?.status,
          }}
          renderDone={() => (
            <Alert color="teal" title={t('representative.doneTitle')} data-testid="certification-done">
              {t('representative.done', { business: businessName })}
            </Alert>
          )}
        />
      </Stack>
    </LoginLayout>
  );
}
