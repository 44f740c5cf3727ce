import { fieldErrorMessages, isFieldErrorCode, type FieldErrorCode } from '@tessera/contract';
import type { z } from 'zod';
import type { FieldError } from './app-error.ts';

/**
 * Turns zod issues into the spec's `validationErrors` (one entry per field, first issue wins).
 * Schemas use field-error codes of the contract's catalogue as messages ('invalid_email'); other
 * issues map from zod's issue code to a catalogue code, so every code sent is in the catalogue.
 */
export function toValidationErrors(error: z.ZodError): FieldError[] {
  const byField = new Map<string, FieldError>();
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || '_';
    if (byField.has(field)) continue;
    const code = isFieldErrorCode(issue.message) ? issue.message : issueCode(issue);
    const params: Record<string, string | number> = {};
    if ('minimum' in issue && (typeof issue.minimum === 'number' || typeof issue.minimum === 'bigint')) {
      params.minimum = Number(issue.minimum);
    }
    if ('maximum' in issue && (typeof issue.maximum === 'number' || typeof issue.maximum === 'bigint')) {
      params.maximum = Number(issue.maximum);
    }
    const missing = issue.code === 'invalid_type' && issue.input === undefined;
    const finalCode = missing ? 'required' : code;
    byField.set(field, {
      field,
      code: finalCode,
      description: fieldErrorMessages[finalCode],
      ...(Object.keys(params).length > 0 ? { params } : {}),
    });
  }
  return [...byField.values()];
}

/** The catalogue code of a zod issue whose message is not one (zod's own texts, or a refine without a code). */
function issueCode(issue: z.core.$ZodIssue): FieldErrorCode {
  switch (issue.code) {
    case 'too_small':
      return issue.origin === 'string' ? 'too_short' : 'too_small';
    case 'too_big':
      return issue.origin === 'string' ? 'too_long' : 'too_big';
    case 'invalid_type':
    case 'invalid_format':
    case 'invalid_value':
    case 'unrecognized_keys':
      return issue.code;
    case 'not_multiple_of':
      return 'invalid_number';
    case 'invalid_union':
    case 'invalid_key':
    case 'invalid_element':
    case 'custom':
      return 'invalid';
  }
}
