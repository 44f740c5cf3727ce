import { z } from 'zod';
import type { ResponseCode } from './codes.ts';

/**
 * One field error of a 'VF' reply (spec 000 §7, §8). `code` is a stable key the
 * web translates (e.g. `invalid_email`, `too_small`); `description` is English.
 */
export const validationErrorSchema = z.object({
  field: z.string(),
  code: z.string(),
  description: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type ValidationError = z.infer<typeof validationErrorSchema>;

/** The fields every main-API and token-service reply carries (spec 000 §7). */
export const envelopeSchema = z.object({
  responseCode: z.string(),
  responseDescription: z.string(),
  validationErrors: z.array(validationErrorSchema),
});
export type Envelope = z.infer<typeof envelopeSchema>;

/** Wraps a successful result in the envelope: `{responseCode: '00', …, ...result}`. */
export function successEnvelope<T extends object>(result: T): Envelope & T {
  return { responseCode: '00', responseDescription: 'Success', validationErrors: [], ...result };
}

/** Builds an error envelope with the given code, description and field errors. */
export function errorEnvelope(
  code: ResponseCode,
  description: string,
  validationErrors: ValidationError[] = [],
): Envelope {
  return { responseCode: code, responseDescription: description, validationErrors };
}

/**
 * Drops null, undefined, NaN and empty-string values from a payload, recursively
 * (spec 000 §5, §7: "Null, undefined and NaN payload values are dropped before sending").
 * Arrays keep their length except for dropped elements.
 */
export function dropEmptyValues<T>(value: T): T {
  if (Array.isArray(value)) {
    return value.filter((item) => !isEmpty(item)).map((item) => dropEmptyValues(item)) as T;
  }
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    // fromEntries defines own properties, so a `__proto__` key stays a key (and is refused by the
    // text rule) instead of replacing the result's prototype.
    const kept = Object.entries(value).filter(([, item]) => !isEmpty(item));
    return Object.fromEntries(kept.map(([key, item]) => [key, dropEmptyValues(item)])) as T;
  }
  return value;
}

function isEmpty(value: unknown): boolean {
  return value === null || value === undefined || value === '' || (typeof value === 'number' && Number.isNaN(value));
}
