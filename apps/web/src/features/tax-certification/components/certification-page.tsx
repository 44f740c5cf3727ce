import { Alert, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { taxCertificationQueries, useFatcaCrsUpdate } from '../api/tax-certification-queries.ts';
import { CertificationForm } from './certification-form.tsx';
import { ControllingPersons } from './controlling-persons.tsx';

/**
 * The self-certification form page for one kind of holder (spec 002 §2 "self-certification,
 * self-certification-business"): a customer of the other kind is sent to their own page.
 */
export function CertificationPage(props: { kind: 'personal' | 'business'; splashPath: string; otherPath: string }) {
  const { t } = useTranslation(['tax', 'errors']);
  const navigate = useNavigate();
  const state = useQuery(taxCertificationQueries.fatcaCrsGet());
  const update = useFatcaCrsUpdate();
  if (state.isPending)
    return (
      <Stack>
        <Skeleton height={32} width="50%" />
        <Skeleton height={240} />
      </Stack>
    );
  if (state.isError)
    return (
      <Alert color="red" role="alert">
        {errorMessage(t, state.error)}
      </Alert>
    );
  if (state.data.holder.kind !== props.kind) return <Navigate to={props.otherPath} replace />;
  return (
    <Stack gap="md" maw={720}>
      <Title order={1} size="h2">
        {t(props.kind === 'business' ? 'form.titleBusiness' : 'form.title')}
      </Title>
      <Text c="dimmed">{t('form.intro')}</Text>
      <CertificationForm
        state={state.data}
        submit={{
          mutate: update.mutate,
          isPending: update.isPending,
          error: update.error,
          signedStatus: update.data?.status,
        }}
        onDone={() => void navigate(props.splashPath)}
      />
      {props.kind === 'business' && (update.data ?? state.data).requiresControllingPersons && <ControllingPersons />}
    </Stack>
  );
}
