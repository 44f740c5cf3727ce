import { Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { call } from '../../../shared/api/call.ts';

type Outcome = 'checking' | 'confirmed' | 'failed';

/**
 * The `emailConfirmation` popup (spec 000 §2, spec 002 §2 route rules and §8): when the address
 * carries `?emailConfirmation=<token>` (the link of an added e-mail), the token is sent to
 * `emailConfirm` once and removed from the address bar at once, and a popup says the e-mail
 * address has been confirmed, or that an error occurred and to contact support. Works signed in
 * or not: the token alone confirms.
 */
export function EmailConfirmationPopup() {
  const { t } = useTranslation('profile');
  const location = useLocation();
  const navigate = useNavigate();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const handled = useRef<string | null>(null);
  const token = new URLSearchParams(location.search).get('emailConfirmation');

  useEffect(() => {
    if (!token || handled.current === token) return;
    handled.current = token;
    // The one-time token leaves the address bar (and the history) before anything else happens.
    const rest = new URLSearchParams(location.search);
    rest.delete('emailConfirmation');
    const search = rest.toString();
    void navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '' },
      { replace: true, state: location.state },
    );
    setOutcome('checking');
    call('emailConfirm', { token }).then(
      () => setOutcome('confirmed'),
      () => setOutcome('failed'),
    );
  }, [token, location.pathname, location.search, location.state, navigate]);

  const close = () => setOutcome(null);
  return (
    <Modal
      opened={outcome === 'confirmed' || outcome === 'failed'}
      onClose={close}
      title={t('emailConfirmation.title')}
      centered
    >
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
