import { PinInput, type MantineSize } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Six boxes for a one-time code (sign-in, enrolment, approval, recovery): digits only, offered by
 * the phone's SMS autofill, each box named "Digit n of 6" for screen readers; `onComplete` fires
 * with the sixth digit.
 */
export function OneTimeCodeInput({
  label,
  value,
  onChange,
  onComplete,
  error = false,
  disabled = false,
  autoFocus = false,
  size,
}: {
  /** What the code is (the group's accessible name). */
  label: string;
  value: string;
  onChange: (value: string) => void;
  onComplete: (value: string) => void;
  error?: boolean;
  disabled?: boolean;
  autoFocus?: boolean;
  size?: MantineSize;
}) {
  const { t } = useTranslation('common');
  return (
    <PinInput
      length={6}
      type="number"
      oneTimeCode
      size={size}
      value={value}
      onChange={onChange}
      onComplete={onComplete}
      error={error}
      disabled={disabled}
      autoFocus={autoFocus}
      aria-label={label}
      getInputProps={(index) => ({ 'aria-label': t('codeDigit', { index: index + 1 }) })}
    />
  );
}
