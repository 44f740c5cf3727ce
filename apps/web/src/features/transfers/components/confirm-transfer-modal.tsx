import { Alert, Button, Divider, Group, Modal, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconClockHour4 } from '@tabler/icons-react';
import { approvalModes, type ApproveType, type TransferResult } from '@tessera/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApprovalStep } from './approval-step.tsx';
import { SummaryRow } from './quote-summary.tsx';

/** What the customer sees after a submit (spec 001 §4, §8). */
export type SubmitState =
  | { step: 'review' }
  | { step: 'sending' }
  | { step: 'approve'; operationId: string; approveType: ApproveType; approvalSentTo?: string | undefined }
  | {
      step: 'done';
      transactionId: string;
      status: 'completed' | 'processing';
      /** The payment became a business transaction request waiting for a colleague (decision 0105). */
      isApprovalRequest?: boolean;
    }
  | { step: 'failed'; message: string; final?: boolean };

/**
 * The state after a submit's reply (spec 001 §3 "Submit result"): the approval popup for its
 * operationId when it waits for approval (spec 001 §4), else the result.
 */
export function stateAfterSubmit(
  result: Pick<
    TransferResult,
    'operationId' | 'transactionId' | 'status' | 'approveType' | 'approvalSentTo' | 'transactionRequestId'
  >,
): SubmitState {
  // 'approval transaction created' (spec 001 §4: accessRights type 3 from a company; decision 0105).
  if (result.transactionRequestId)
    return { step: 'done', transactionId: result.transactionRequestId, status: 'processing', isApprovalRequest: true };
  if (result.status === 'processing' && result.approveType !== approvalModes.none)
    return {
      step: 'approve',
      operationId: result.operationId,
      approveType: result.approveType,
      approvalSentTo: result.approvalSentTo,
    };
  return { step: 'done', transactionId: result.transactionId, status: result.status };
}

/**
 * The confirmation step of a money submit: the summary, then "Confirm" → sending → the success
 * popup, or the server's error with "Try again" (which reuses the submit's idempotency key, so the
 * money cannot move twice). A processing result shows the pending text with an asterisk (spec 001 §8).
 */
export function ConfirmTransferModal({
  opened,
  title,
  summary,
  state,
  onConfirm,
  onClose,
  successTitle,
  successActions,
  ready = true,
  onStateChange,
  approvedStatus = 'completed',
}: {
  opened: boolean;
  title: string;
  summary: ReactNode;
  state: SubmitState;
  onConfirm: () => void;
  onClose: () => void;
  successTitle: string;
  successActions: ReactNode;
  /** False while the summary (the quote) is still loading or failed: nothing to confirm yet. */
  ready?: boolean;
  /** The approval step reports its outcome here (done, or "Transaction was rejected."). */
  onStateChange: (state: SubmitState) => void;
  /** What an approved submit is then: 'processing' for a payout, which the rail settles later (decision 0040). */
  approvedStatus?: 'completed' | 'processing';
}) {
  const { t } = useTranslation('transfers');
  const busy = state.step === 'sending';
  // A held submit is approved or declined, not left open by closing the popup.
  const locked = busy || state.step === 'approve';
  return (
    <Modal
      opened={opened}
      onClose={locked ? () => undefined : onClose}
      withCloseButton={!locked}
      closeOnEscape={!locked}
      closeOnClickOutside={!locked}
      title={
        state.step === 'done'
          ? state.isApprovalRequest
            ? t('confirm.approvalCreated')
            : successTitle
          : state.step === 'approve'
            ? t('approval.title')
            : title
      }
      centered
      radius="lg"
    >
      {state.step === 'approve' ? (
        <Stack gap="md">
          {summary}
          <ApprovalStep
            operationId={state.operationId}
            approveType={state.approveType}
            approvalSentTo={state.approvalSentTo}
            onResult={(result) =>
              onStateChange(
                result.status === 'completed'
                  ? { step: 'done', transactionId: result.transactionId, status: approvedStatus }
                  : { step: 'failed', message: result.message, final: true },
              )
            }
          />
        </Stack>
      ) : state.step === 'done' ? (
        <Stack gap="md" data-testid="transfer-success">
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon size={44} radius="xl" color={state.status === 'completed' ? 'teal' : 'orange'} variant="light">
              {state.status === 'completed' ? <IconCircleCheck size={26} /> : <IconClockHour4 size={26} />}
            </ThemeIcon>
            <Title order={3} size="h4">
              {state.isApprovalRequest
                ? t('confirm.approvalCreated')
                : state.status === 'completed'
                  ? t('confirm.completed')
                  : t('confirm.pending')}
            </Title>
          </Group>
          {summary}
          <Divider />
          <SummaryRow label={t('confirm.transactionId')}>
            <Text span ff="monospace" size="sm">
              {state.transactionId}
            </Text>
          </SummaryRow>
          {state.status === 'processing' && (
            <Text size="xs" c="dimmed" data-testid={state.isApprovalRequest ? 'approval-request-note' : undefined}>
              {state.isApprovalRequest ? t('confirm.approvalCreatedNote') : t('confirm.pendingNote')}
            </Text>
          )}
          <Group justify="flex-end" gap="sm">
            {successActions}
          </Group>
        </Stack>
      ) : (
        <Stack gap="md">
          {summary}
          {state.step === 'failed' && (
            <Alert
              color="red"
              variant="light"
              icon={<IconAlertCircle size={18} />}
              role="alert"
              title={t('confirm.failed')}
            >
              {state.message}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={busy}>
              {t('confirm.back')}
            </Button>
            {!(state.step === 'failed' && state.final) && (
              <Button onClick={onConfirm} loading={busy} disabled={!ready} data-autofocus>
                {state.step === 'failed' ? t('confirm.retry') : t('confirm.submit')}
              </Button>
            )}
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
