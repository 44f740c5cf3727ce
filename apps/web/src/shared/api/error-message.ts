import type { TFunction } from 'i18next';
import { ApiError } from './client.ts';

/**
 * The translated message of a failed call (spec 000 §8): field errors joined, else the code's text,
 * else the server's description; 500s say the server is not available, network failures say so.
 */
export function errorMessage(t: TFunction, error: unknown): string {
  if (error instanceof ApiError) {
    if (error.validationErrors.length > 0)
      return error.validationErrors
        .map((item) => t(`errors:fields.${item.code}`, { defaultValue: item.description }))
        .join(' ');
    if (error.status >= 500 || error.code === 'UE') return t('errors:codes.UE');
    return t(`errors:codes.${error.code}`, { defaultValue: error.description || t('errors:codes.unknown') });
  }
  return t('errors:codes.unknown');
}

/** The translated field errors of a 'VF' reply, by field name, for a form. */
export function fieldErrors(t: TFunction, error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  return Object.fromEntries(
    error.validationErrors.map((item) => [
      item.field,
      t(`errors:fields.${item.code}`, { defaultValue: item.description }),
    ]),
  );
}
