import { Select } from '@mantine/core';
import { sandboxIdentityOutcomes, type SandboxIdentityOutcome } from '@tessera/contract';
import { useTranslation } from 'react-i18next';

/**
 * The sandbox's labelled choice of the result it will report (decision 0072). Shown only when the
 * provider is a sandbox; a real provider decides by itself.
 */
export function SandboxOutcomeSelect({
  value,
  onChange,
}: {
  value: SandboxIdentityOutcome;
  onChange: (value: SandboxIdentityOutcome) => void;
}) {
  const { t } = useTranslation('identityVerification');
  return (
    <Select
      label={t('sandbox.label')}
      description={t('sandbox.description')}
      data={sandboxIdentityOutcomes.map((outcome) => ({ value: outcome, label: t(`sandbox.outcomes.${outcome}`) }))}
      value={value}
      allowDeselect={false}
      onChange={(next) => {
        const outcome = sandboxIdentityOutcomes.find((item) => item === next);
        if (outcome) onChange(outcome);
      }}
    />
  );
}
