import { Group, Progress, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { passwordScore } from '../api/onboarding-api.ts';

const colors = ['red', 'red', 'orange', 'teal', 'green'] as const;

/**
 * A password strength meter (zxcvbn score 0–4, the same check the server makes; 3 is needed).
 * Reports the score through `onScore` so the form can refuse weak passwords before sending.
 */
export function PasswordStrength({
  password,
  userInputs,
  onScore,
}: {
  password: string;
  userInputs: string[];
  onScore: (score: number | null) => void;
}) {
  const { t } = useTranslation('onboarding');
  const [debounced] = useDebouncedValue(password, 200);
  const [score, setScore] = useState<number | null>(null);
  const inputs = userInputs.join('\n');
  useEffect(() => {
    let active = true;
    if (!debounced) {
      onScore(null);
      return;
    }
    void passwordScore(debounced, inputs.split('\n')).then((value) => {
      if (!active) return;
      setScore(value);
      onScore(value);
    });
    return () => {
      active = false;
    };
  }, [debounced, inputs, onScore]);
  if (!password || score === null) return null;
  return (
    <div aria-live="polite">
      <Progress value={((score + 1) / 5) * 100} color={colors[score]} size="sm" aria-label={t('password.meter')} />
      <Group justify="space-between" mt={4}>
        <Text size="xs" c="dimmed">
          {t(`password.scores.${score}`)}
        </Text>
        {score < 3 && (
          <Text size="xs" c="dimmed">
            {t('password.hint')}
          </Text>
        )}
      </Group>
    </div>
  );
}
