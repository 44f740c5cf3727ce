import { Alert, Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/api/error-message.ts';

/**
 * The end of a people form (decision 0117): the server's field errors that no field on screen
 * shows — or the whole error when it names no field — then Cancel and the submit button.
 * `errors` are the translated field errors by path; `shown` the paths the form shows at a field.
 */
export function FormFooter({
  error,
  errors,
  shown,
  submitLabel,
  submitting,
  onCancel,
}: {
  error: unknown;
  errors: Readonly<Record<string, string>>;
  shown: ReadonlySet<string>;
  submitLabel: string;
  submitting: boolean;
  onCancel: () => void;
}) {
  const { t } = useTranslation(['companyPeople', 'errors']);
  const rest = Object.entries(errors).filter(([field]) => !shown.has(field));
  return (
    <>
      {error !== null && error !== undefined && (rest.length > 0 || Object.keys(errors).length === 0) ? (
        <Alert color="red" variant="light" role="alert">
          {rest.length > 0 ? rest.map(([, message]) => message).join(' ') : errorMessage(t, error)}
        </Alert>
      ) : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {t('cancel')}
        </Button>
        <Button type="submit" loading={submitting}>
          {submitLabel}
        </Button>
      </Group>
    </>
  );
}
