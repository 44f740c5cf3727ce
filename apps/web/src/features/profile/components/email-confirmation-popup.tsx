import { Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../shared/api/call.ts';

type Outcome = 'confirmed' | 'failed';

/** The token the page was opened with, until the popup sends it (at most once). */
let pendingToken: string | null = null;

/**
 * Takes the `emailConfirmation` query (the link of an added e-mail, spec 002 §2 route rules) out of
 * the address bar before the router starts, so no guard's redirect loses it and the one-time token
 * stays in neither the address bar nor the history. Called once at start-up (app.tsx).
 */
export function takeEmailConfirmationToken(): void {
  const url = new URL(window.location.href);
  const token = url.searchParams.get('emailConfirmation');
  if (!token) return;
  pendingToken = token;
  url.searchParams.delete('emailConfirmation');
  window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
}

/**
 * The `emailConfirmation` popup (spec 000 §2, spec 002 §2 and §8): the token the page was opened
 * with goes to `emailConfirm` once, and a popup says the e-mail address has been confirmed, or
 * that an error occurred and to contact support. Signed in or not: the token alone confirms.
 */
export function EmailConfirmationPopup() {
  const { t } = useTranslation('profile');
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  useEffect(() => {
    const token = pendingToken;
    if (!token) return;
    pendingToken = null;
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
