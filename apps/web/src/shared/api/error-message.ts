import { responseCodes } from '@tessera/contract';
import type { TFunction } from 'i18next';
import { ApiError } from './client.ts';

/**
 * The translated text of one field-error code (`validationErrors[].code`, or a zod issue message
 * of the contract's schemas, which use the same codes); the server's English description, then a
 * generic text, when the code has no translation.
 */
export function fieldErrorText(t: TFunction, code: string, description?: string): string {
  return t(`errors:fields.${code}`, { defaultValue: description ?? t('errors:fields.invalid') });
}

/**
 * The translated message of a failed call (spec 000 §8): a server fault says the server is not
 * available; a network failure says so; 'VF' joins its field errors; other codes have their own
 * text, falling back to the server's description.
 */
export function errorMessage(t: TFunction, error: unknown): string {
  if (!(error instanceof ApiError)) return t('errors:codes.unknown');
  if (error.status >= 500 || error.code === responseCodes.unknownError) return t('errors:codes.UE');
  if (error.code === responseCodes.verifyError && error.validationErrors.length > 0) {
    return error.validationErrors.map((item) => fieldErrorText(t, item.code, item.description)).join(' ');
  }
  return t(`errors:codes.${error.code}`, { defaultValue: error.description || t('errors:codes.unknown') });
}

/** The translated field errors of a 'VF' reply, by field name, for a form. */
export function fieldErrors(t: TFunction, error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  return Object.fromEntries(
    error.validationErrors.map((item) => [item.field, fieldErrorText(t, item.code, item.description)]),
  );
}
