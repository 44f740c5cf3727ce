import { Group, Loader, Text } from '@mantine/core';
import { IconAlertCircle, IconShieldCheck } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { solveBotChallenge } from '../api/onboarding-api.ts';

/**
 * The self-hosted bot check (ALTCHA proof of work): it starts by itself, shows its progress, and
 * hands the proof to the form. `attempt` changes to run it again (a proof works once).
 */
export function BotCheck({ attempt, onProof }: { attempt: number; onProof: (proof: string | null) => void }) {
  const { t } = useTranslation('onboarding');
  const [state, setState] = useState<'working' | 'done' | 'failed'>('working');
  useEffect(() => {
    const controller = new AbortController();
    onProof(null);
    solveBotChallenge(controller.signal)
      .then((proof) => {
        if (controller.signal.aborted) return;
        setState('done');
        onProof(proof);
      })
      .catch(() => {
        if (!controller.signal.aborted) setState('failed');
      });
    return () => {
      controller.abort();
      setState('working');
    };
  }, [attempt, onProof]);
  return (
    <Group gap="xs" aria-live="polite" data-testid="bot-check" data-state={state}>
      {state === 'working' && <Loader size={16} />}
      {state === 'done' && <IconShieldCheck size={18} color="var(--mantine-color-teal-7)" aria-hidden />}
      {state === 'failed' && <IconAlertCircle size={18} color="var(--mantine-color-red-7)" aria-hidden />}
      <Text size="sm" c={state === 'failed' ? 'red.8' : 'dimmed'}>
        {t(`bot.${state}`)}
      </Text>
    </Group>
  );
}
