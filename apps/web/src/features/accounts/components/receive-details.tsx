import { ActionIcon, Card, CopyButton, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** One detail a payer needs: its label, the value shown, and the value copied (digits without spaces). */
export interface ReceiveDetail {
  key: string;
  label: string;
  value: string;
  copyValue?: string;
}

/**
 * A detail's row: label, value and a copy button that says "Copied" when done. A `prominent` row
 * (a deposit reference the payer must not miss) shows its value larger, in monospace.
 */
export function DetailRow({ detail, prominent = false }: { detail: ReceiveDetail; prominent?: boolean }) {
  const { t } = useTranslation('account');
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm" data-testid={`receive-${detail.key}`}>
      <div style={{ minWidth: 0 }}>
        <Text size="xs" c="dimmed">
          {detail.label}
        </Text>
        <Text
          fw={prominent ? 700 : 600}
          fz={prominent ? 'xl' : undefined}
          ff={prominent ? 'monospace' : undefined}
          style={{ overflowWrap: 'anywhere' }}
          className="tabular-nums"
        >
          {detail.value}
        </Text>
      </div>
      <CopyButton value={detail.copyValue ?? detail.value} timeout={2000}>
        {({ copied, copy }) => (
          <Tooltip label={t('receive.copied')} opened={copied} withArrow position="left">
            <ActionIcon
              variant={copied ? 'light' : 'subtle'}
              color={copied ? 'teal' : undefined}
              size="lg"
              onClick={copy}
              aria-label={copied ? t('receive.copied') : t('receive.copy', { label: detail.label })}
            >
              {copied ? <IconCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  );
}

/**
 * The details someone needs to send money to this account (holder, account number, the e-mail for
 * person-to-person transfers, currency), each with a copy button.
 */
export function ReceiveDetails({ details }: { details: ReceiveDetail[] }) {
  const { t } = useTranslation('account');
  const titleId = useId();
  return (
    <Card withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={titleId}>
      <Title order={2} size="h4" id={titleId}>
        {t('receive.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('receive.text')}
      </Text>
      <Stack gap="sm">
        {details.map((detail) => (
          <DetailRow key={detail.key} detail={detail} />
        ))}
      </Stack>
    </Card>
  );
}
