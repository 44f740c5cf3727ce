import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useBrand } from '../../../shared/brand/brand.tsx';
import type { StepFlow } from '../api/sign-in.ts';

/**
 * The step after the password for flows other than simple and direct (spec 000 §4). otp, sms, push
 * and device approval are not built yet: each will get its own component here (a code form, a push
 * wait with its QR deeplink, a device approval); until then the user learns so, clearly.
 */
export function SignInStep({ flow, onBack }: { flow: StepFlow; onBack: () => void }) {
  const { t } = useTranslation('auth');
  const brand = useBrand();
  return (
    <Stack gap="md">
      <Alert
        color="yellow"
        variant="light"
        icon={<IconInfoCircle size={18} aria-hidden />}
        title={t('flow.unavailableTitle')}
        role="alert"
      >
        <Text size="sm">{t('flow.unavailable', { method: t(`flow.names.${flow}`) })}</Text>
        <Text size="sm" mt="xs">
          {t('flow.contact')}{' '}
          <Anchor href={`mailto:${brand.supports.email}`} size="sm">
            {brand.supports.email}
          </Anchor>
        </Text>
      </Alert>
      <Button variant="default" leftSection={<IconArrowLeft size={18} aria-hidden />} onClick={onBack}>
        {t('flow.back')}
      </Button>
    </Stack>
  );
}
