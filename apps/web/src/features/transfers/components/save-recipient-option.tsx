import { Checkbox, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { templateNameMaxLength, type SaveRecipientChoice } from '../api/recipient-choice.ts';

/**
 * "Save this recipient" on the external transfer form (decision 0055): a checkbox and, once it
 * is ticked, the name to save under, the recipient's name until the person types another.
 */
export function SaveRecipientOption({
  value,
  beneficiaryName,
  onChange,
}: {
  value: SaveRecipientChoice;
  beneficiaryName: string;
  onChange: (value: SaveRecipientChoice) => void;
}) {
  const { t } = useTranslation('transfers');
  return (
    <Stack gap="xs">
      <Checkbox
        label={t('external.save.label')}
        description={t('external.save.hint')}
        checked={value.isSaving}
        onChange={(event) => onChange({ ...value, isSaving: event.currentTarget.checked })}
      />
      {value.isSaving && (
        <TextInput
          label={t('external.save.name')}
          maxLength={templateNameMaxLength}
          autoComplete="off"
          value={value.name ?? beneficiaryName}
          onChange={(event) => onChange({ ...value, name: event.currentTarget.value })}
        />
      )}
    </Stack>
  );
}
