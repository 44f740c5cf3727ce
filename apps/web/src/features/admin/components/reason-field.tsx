import { Button, Group, Modal, Stack, Text, Textarea, type ButtonProps } from '@mantine/core';
import { adminReasonSchema } from '@tessera/contract';
import { useState } from 'react';
import type { TFunction } from 'i18next';
import { fieldErrorText } from '../../../shared/api/error-message.ts';

/**
 * The reason every back-office change needs (3–500 characters, `adminReasonSchema`; the server
 * writes it to the admin audit log): its text, the error shown under the field, and `check`, which
 * answers the trimmed reason or null after showing why it is not valid.
 */
export function useReason() {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  return {
    value,
    error,
    setValue,
    clear: () => {
      setValue('');
      setError(null);
    },
    check: (t: TFunction) => {
      const issue = adminReasonSchema.safeParse(value).error?.issues[0];
      setError(issue ? fieldErrorText(t, issue.message) : null);
      return issue ? null : value.trim();
    },
  };
}

/** A reason's state, as `useReason` gives it. */
export type Reason = ReturnType<typeof useReason>;

/** The reason's text field: label, optional hint, the error `check` set, at most 500 characters. */
export function ReasonField({ reason, label, description }: { reason: Reason; label: string; description?: string }) {
  return (
    <Textarea
      label={label}
      description={description}
      value={reason.value}
      onChange={(event) => reason.setValue(event.currentTarget.value)}
      error={reason.error}
      rows={3}
      maxLength={500}
    />
  );
}

/** Long translations wrap on a phone instead of being cut. */
export const wrappingLabel = { label: { whiteSpace: 'normal', textAlign: 'center' } } as const;

/**
 * The confirmation a back-office change asks before it is sent: what will happen, the reason as it
 * will be recorded, cancel and confirm (`confirmLabel`, in `color`, loading while `pending`).
 */
export function ReasonConfirmModal({
  opened,
  title,
  text,
  reasonText,
  cancelLabel,
  confirmLabel,
  color,
  pending,
  onClose,
  onConfirm,
}: {
  opened: boolean;
  title: string;
  text: string;
  reasonText: string;
  cancelLabel: string;
  confirmLabel: string;
  color?: ButtonProps['color'];
  pending: boolean;
  onClose: () => void;
  onConfirm: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered radius="lg">
      <Stack>
        <Text size="sm">{text}</Text>
        <Text size="sm" c="dimmed">
          {reasonText}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {cancelLabel}
          </Button>
          <Button color={color} loading={pending} onClick={onConfirm} h="auto" mih={36} py={6} styles={wrappingLabel}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
