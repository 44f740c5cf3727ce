import { Alert, Button, Stack, type ButtonProps } from '@mantine/core';
import { IconId } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { call } from '../../../shared/api/call.ts';
import { queryRoots } from '../../../shared/api/query-keys.ts';
import { customerInfoQuery } from '../../../shared/api/shared-queries.ts';
import { requestIdentityHandoffChallenge, sendToApp } from '../../../shared/bridge/bridge.ts';
import { startIdentityVerification } from '../api/identity-verification-api.ts';

/**
 * Starts (or resumes) an identity verification and opens its page: the hosted capture page, or the
 * video job page for `method: 'video'` (spec 002 §7 "POST /identity-verification"). With
 * `customerId` it starts one for that customer (an administrator, or a business's own user, with
 * `representativeId` for a business's representative). Inside the mobile app the verification is
 * handed to the app's native SDK by a PKCE-bound one-time code (decision 0093) when the app answers
 * the hand-off; otherwise the page opens as in a browser.
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
  const [handedToApp, setHandedToApp] = useState(false);
  const start = useMutation({
    mutationFn: async (): Promise<{ path: string } | { handedToApp: true }> => {
      const type = method ?? 'document';
      const codeChallenge = representativeId === undefined ? await requestIdentityHandoffChallenge(type) : undefined;
      if (codeChallenge) {
        const id = customerId ?? (await queryClient.fetchQuery(customerInfoQuery())).customerId;
        const handed = await call('customerVerificationVerify', { id, type, codeChallenge });
        sendToApp({
          type: 'identityVerificationCode',
          provider: handed.provider,
          workflowRunId: handed.workflowRunId,
          code: handed.code,
        });
        return { handedToApp: true };
      }
      return startIdentityVerification({
        ...(method ? { method } : {}),
        ...(customerId === undefined ? {} : { customerId }),
        ...(representativeId === undefined ? {} : { representativeId }),
      });
    },
    onSuccess: async (started) => {
      // The customer's verification state changes with the run: pages showing it read it again.
      await queryClient.invalidateQueries({ queryKey: queryRoots.customer });
      if ('handedToApp' in started) setHandedToApp(true);
      else await navigate(started.path);
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
      {handedToApp && (
        <Alert color="blue" variant="light" role="status" data-testid="identity-handoff">
          {t('start.continueInApp')}
        </Alert>
      )}
      {start.isError && (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(t, start.error)}
        </Alert>
      )}
    </Stack>
  );
}
