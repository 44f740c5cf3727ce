import { Alert, Badge, Button, Radio, Stack } from '@mantine/core';
import { SectionCard } from '../../../shared/ui/section-card.tsx';
import { notifications } from '@mantine/notifications';
import { IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { approvalModeName, approvalModes, selectableApproveTypes } from '@tessera/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../shared/api/call.ts';
import { queryRoots } from '../../../shared/api/query-keys.ts';
import { settingsQueries } from '../api/settings-api.ts';
import { linkedDevicesSectionId } from './devices-card.tsx';
import { PasswordConfirmModal } from './password-confirm-modal.tsx';
import { twoStepSectionId } from './two-step-card.tsx';

/** A mode the customer can choose (all of spec 001 §4's; the server refuses one whose factor is missing). */
type Mode = (typeof selectableApproveTypes)[number];

function isMode(value: number): value is Mode {
  return selectableApproveTypes.some((mode) => mode === value);
}

/** The modes that need a factor set up first, and the card of this page where it is set up. */
const setupSection = {
  [approvalModes.push]: linkedDevicesSectionId,
  [approvalModes.sms]: twoStepSectionId,
  [approvalModes.otp]: twoStepSectionId,
} as const;
type ModeWithSetup = keyof typeof setupSection;

function needsSetup(mode: Mode): mode is ModeWithSetup {
  return mode === approvalModes.push || mode === approvalModes.sms || mode === approvalModes.otp;
}

/** Brings a card of this page into view and moves the focus to it, so the next step is where the customer is. */
function goToSection(id: string): void {
  const section = document.getElementById(id);
  section?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  section?.focus({ preventScroll: true });
}

/**
 * How money submits are approved (spec 001 §4, §7): none, SMS code, authenticator app, or a code by
 * e-mail. Every change is confirmed with the password in a popup. A mode whose factor is not set
 * up yet (a linked device for push, a mobile number for SMS, an authenticator app) is marked so, and
 * choosing it says what is missing with a button to the card that sets it up, instead of asking for
 * the password and failing; the server refuses it too.
 */
export function ApprovalModeCard({ mode }: { mode: number }) {
  const { t } = useTranslation(['settings', 'errors', 'auth']);
  const queryClient = useQueryClient();
  const current: Mode = isMode(mode) ? mode : approvalModes.none;
  const [target, setTarget] = useState<Mode | null>(null);
  const [missing, setMissing] = useState<ModeWithSetup | null>(null);
  const usable = useQuery(settingsQueries.usableApprovalModes());
  const isSetUp = (item: Mode): boolean =>
    !needsSetup(item) || !usable.data || usable.data.some((usableMode) => usableMode === item);
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
          if (!isMode(next) || next === current) return;
          if (needsSetup(next) && !isSetUp(next)) {
            setMissing(next);
            return;
          }
          setMissing(null);
          setTarget(next);
        }}
      >
        <Stack gap="xs" mt="xs">
          {selectableApproveTypes.map((item) => (
            <Radio
              key={item}
              value={String(item)}
              label={t(`approval.modes.${approvalModeName(item)}`)}
              description={
                isSetUp(item)
                  ? t(`approval.hints.${approvalModeName(item)}`)
                  : `${t(`approval.hints.${approvalModeName(item)}`)} ${t('approval.notSetUp')}`
              }
            />
          ))}
        </Stack>
      </Radio.Group>
      {missing !== null && (
        <Alert
          mt="md"
          color="blue"
          variant="light"
          icon={<IconInfoCircle size={18} aria-hidden />}
          role="status"
          title={t(`approval.missing.${approvalModeName(missing)}.title`)}
          data-testid="approval-mode-missing"
        >
          {t(`approval.missing.${approvalModeName(missing)}.text`)}
          <Button
            mt="sm"
            display="block"
            variant="light"
            onClick={() => {
              setMissing(null);
              goToSection(setupSection[missing]);
            }}
          >
            {t(`approval.missing.${approvalModeName(missing)}.action`)}
          </Button>
        </Alert>
      )}
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
