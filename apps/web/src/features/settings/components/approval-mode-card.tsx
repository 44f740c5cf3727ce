import { Badge, Radio, Stack } from '@mantine/core';
import { SectionCard } from '../../../shared/ui/section-card.tsx';
import { notifications } from '@mantine/notifications';
import { IconCircleCheck } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { approvalModeName, approvalModes, selectableApproveTypes } from '@tessera/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../shared/api/call.ts';
import { queryRoots } from '../../../shared/api/query-keys.ts';
import { PasswordConfirmModal } from './password-confirm-modal.tsx';

/** A mode the customer can choose (all of spec 001 §4's; the server refuses one whose factor is missing). */
type Mode = (typeof selectableApproveTypes)[number];

function isMode(value: number): value is Mode {
  return selectableApproveTypes.some((mode) => mode === value);
}

/**
 * How money submits are approved (spec 001 §4, §7): none, SMS code, authenticator app, or a code by
 * e-mail. Every change is confirmed with the password in a popup; SMS and the app need the matching
 * two-step factor set up first (the server says so).
 */
export function ApprovalModeCard({ mode }: { mode: number }) {
  const { t } = useTranslation(['settings', 'errors', 'auth']);
  const queryClient = useQueryClient();
  const current: Mode = isMode(mode) ? mode : approvalModes.none;
  const [target, setTarget] = useState<Mode | null>(null);
  const change = useMutation({
    mutationFn: (input: { transactionApproveMode: Mode; password: string }) => call('setTransactionApproveMode', input),
    onSuccess: async (reply) => {
      await queryClient.invalidateQueries({ queryKey: queryRoots.customer });
      notifications.show({
        color: 'teal',
        message: t('approval.changed', {
          mode: isMode(reply.transactionApproveMode)
            ? t(`approval.modes.${approvalModeName(reply.transactionApproveMode)}`)
            : '',
        }),
      });
      close();
    },
  });
  const close = () => {
    setTarget(null);
    change.reset();
  };

  return (
    <SectionCard
      icon={IconCircleCheck}
      title={t('approval.title')}
      text={t('approval.text')}
      action={
        <Badge
          size="lg"
          variant="light"
          color={current === approvalModes.none ? 'gray' : 'teal'}
          data-testid="approval-mode"
        >
          {t(`approval.modes.${approvalModeName(current)}`)}
        </Badge>
      }
    >
      <Radio.Group
        mt="md"
        label={t('approval.choose')}
        value={String(current)}
        onChange={(value) => {
          const next = Number(value);
          if (isMode(next) && next !== current) setTarget(next);
        }}
      >
        <Stack gap="xs" mt="xs">
          {selectableApproveTypes.map((item) => (
            <Radio
              key={item}
              value={String(item)}
              label={t(`approval.modes.${approvalModeName(item)}`)}
              description={t(`approval.hints.${approvalModeName(item)}`)}
            />
          ))}
        </Stack>
      </Radio.Group>
      <PasswordConfirmModal
        opened={target !== null}
        title={
          target !== null ? t('approval.confirmTitle', { mode: t(`approval.modes.${approvalModeName(target)}`) }) : ''
        }
        text={target !== null && t(`approval.confirmText.${approvalModeName(target)}`)}
        submitLabel={t('approval.save')}
        pending={change.isPending}
        error={change.error}
        onConfirm={(password) => {
          if (target !== null) change.mutate({ transactionApproveMode: target, password });
        }}
        onClose={close}
      />
    </SectionCard>
  );
}
