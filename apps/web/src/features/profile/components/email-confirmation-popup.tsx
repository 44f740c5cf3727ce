import { Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../shared/api/call.ts';
import { claimEmailConfirmationToken } from './email-confirmation-token.ts';

type Outcome = 'confirmed' | 'failed';

/**
 * The `emailConfirmation` popup (spec 000 §2, spec 002 §2 and §8): the token the page was opened
 * with goes to `emailConfirm` once, and a popup says the e-mail address has been confirmed, or
 * that an error occurred and to contact support. Signed in or not: the token alone confirms.
 */
export function EmailConfirmationPopup() {
  const { t } = useTranslation('profile');
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  useEffect(() => {
    const token = claimEmailConfirmationToken();
    if (!token) return;
    call('emailConfirm', { token }).then(
      () => setOutcome('confirmed'),
      () => setOutcome('failed'),
    );
  }, []);

  const close = () => setOutcome(null);
  return (
    <Modal opened={outcome !== null} onClose={close} title={t('emailConfirmation.title')} centered>
      <Stack align="center" gap="md">
        <ThemeIcon size={48} radius="xl" color={outcome === 'confirmed' ? 'teal' : 'red'} variant="light">
          {outcome === 'confirmed' ? <IconCircleCheck aria-hidden /> : <IconAlertTriangle aria-hidden />}
        </ThemeIcon>
        <Text ta="center" role="status">
          {outcome === 'confirmed' ? t('emailConfirmation.success') : t('emailConfirmation.failure')}
        </Text>
        <Group>
          <Button onClick={close} data-autofocus>
            {t('emailConfirmation.close')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
