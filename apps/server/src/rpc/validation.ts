import { validationMessages, type ValidationError } from '@tessera/contract';
import type { z } from 'zod';

const keyPattern = /^[a-z][a-z0-9_]*$/;

/**
 * Turns zod issues into the spec's `validationErrors` (one entry per field, first issue wins).
 * Schemas use translation keys as messages ('invalid_email'); other issues use zod's code.
 */
export function toValidationErrors(error: z.ZodError): ValidationError[] {
  const byField = new Map<string, ValidationError>();
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || '_';
    if (byField.has(field)) continue;
    const code = keyPattern.test(issue.message) ? issue.message : issueCode(issue);
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
      description: validationMessages[finalCode] ?? issue.message,
      ...(Object.keys(params).length > 0 ? { params } : {}),
    });
  }
  return [...byField.values()];
}

function issueCode(issue: z.core.$ZodIssue): string {
  if (issue.code === 'too_small' && issue.origin === 'string') return 'too_short';
  if (issue.code === 'too_big' && issue.origin === 'string') return 'too_long';
  return issue.code;
}
