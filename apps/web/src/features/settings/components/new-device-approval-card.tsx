import { Switch } from '@mantine/core';
import { SectionCard } from '../../../shared/ui/section-card.tsx';
import { notifications } from '@mantine/notifications';
import { IconBrowserCheck } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../shared/api/call.ts';
import { PasswordConfirmModal } from './password-confirm-modal.tsx';

const key = ['settings', 'newDeviceApproval'] as const;

/**
 * New-browser approval (spec 000 §4 verifyDevice): when on, a sign-in from a browser never used
 * before needs the code we e-mail (or the linked device). Changing it needs the password.
 */
export function NewDeviceApprovalCard() {
  const { t } = useTranslation(['settings', 'errors', 'auth']);
  const queryClient = useQueryClient();
  const state = useQuery({ queryKey: key, queryFn: () => call('newDeviceApprovalGet', {}) });
  const [target, setTarget] = useState<boolean | null>(null);
  const change = useMutation({
    mutationFn: (input: { enable: boolean; password: string }) => call('newDeviceApprovalSet', input),
    onSuccess: async (reply) => {
      await queryClient.invalidateQueries({ queryKey: key });
      notifications.show({ color: 'teal', message: reply.enabled ? t('newDevices.on') : t('newDevices.off') });
      close();
    },
  });
  const close = () => {
    setTarget(null);
    change.reset();
  };
  return (
    <SectionCard
      icon={IconBrowserCheck}
      title={t('newDevices.title')}
      text={t('newDevices.text')}
      action={
        <Switch
          label={t('newDevices.label')}
          checked={state.data?.enabled ?? false}
          disabled={!state.data}
          onChange={(event) => setTarget(event.currentTarget.checked)}
        />
      }
    >
      <PasswordConfirmModal
        opened={target !== null}
        title={t('newDevices.title')}
        text={target ? t('newDevices.confirmOn') : t('newDevices.confirmOff')}
        submitLabel={t('approval.save')}
        pending={change.isPending}
        error={change.error}
        onConfirm={(password) => {
          if (target !== null) change.mutate({ enable: target, password });
        }}
        onClose={close}
      />
    </SectionCard>
  );
}
