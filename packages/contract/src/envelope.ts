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

export { dropEmptyValues } from './drop-empty-values.ts';
