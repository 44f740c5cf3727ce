import { Alert, Button, Stack, type ButtonProps } from '@mantine/core';
import { IconId } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { queryRoots } from '../../../shared/api/query-keys.ts';
import { startIdentityVerification } from '../api/identity-verification-api.ts';

/**
 * Starts (or resumes) an identity verification and opens its page: the hosted capture page, or the
 * video job page for `method: 'video'` (spec 002 §7 "POST /identity-verification"). With
 * `customerId` it starts one for that customer (an administrator, or a business's own user, with
 * `representativeId` for a business's representative).
 */
export function StartIdentityVerificationButton({
  method,
  customerId,
  representativeId,
  ...buttonProps
}: {
  method?: 'document' | 'video';
  customerId?: number;
  representativeId?: number;
} & ButtonProps) {
  const { t } = useTranslation(['identityVerification', 'errors']);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const start = useMutation({
    mutationFn: () =>
      startIdentityVerification({
        ...(method ? { method } : {}),
        ...(customerId === undefined ? {} : { customerId }),
        ...(representativeId === undefined ? {} : { representativeId }),
      }),
    onSuccess: async (started) => {
      // The customer's verification state changes with the run: pages showing it read it again.
      await queryClient.invalidateQueries({ queryKey: queryRoots.customer });
      await navigate(started.path);
    },
  });
  return (
    <Stack gap="xs">
      <Button
        leftSection={<IconId size={18} />}
        loading={start.isPending}
        onClick={() => start.mutate()}
        {...buttonProps}
      >
        {method === 'video' ? t('start.video') : t('start.document')}
      </Button>
      {start.isError && (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(t, start.error)}
        </Alert>
      )}
    </Stack>
  );
}
