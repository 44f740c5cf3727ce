import { errorEnvelope, fieldErrorMessages, findUnsafeInput, toSafeText } from '@tessera/contract';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { AppError } from './app-error.ts';
import { toValidationErrors } from './validation.ts';

/**
 * Sends an AppError as its envelope (with its extra fields) and HTTP status, and `Retry-After` when it
 * has one; `vfStatus` overrides the status of 'VF'.
 */
export function sendAppError(reply: FastifyReply, error: AppError, vfStatus?: number): FastifyReply {
  const status = error.code === 'VF' && vfStatus ? vfStatus : error.httpStatus;
  if (error.retryAfterSeconds !== undefined) reply.header('Retry-After', String(error.retryAfterSeconds));
  return reply
    .code(status)
    .send({ ...error.fields, ...errorEnvelope(error.code, error.message, error.validationErrors) });
}

/**
 * Parses `input` with `schema` or throws 'VF' with one validation error per field. Every request
 * body, query and path of the server passes here, so here the contract's text rule is applied
 * first (decision 0017): a string or key anywhere in `input` with control characters or an
 * unpaired surrogate ('invalid_characters'), or a prototype key ('forbidden_key'), is refused
 * with 'VF' on that field before the schema or any handler sees it.
 */
export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const unsafe = findUnsafeInput(input);
  if (unsafe) {
    const field = unsafe.path.map((segment) => toSafeText(String(segment))).join('.') || '_';
    const description = fieldErrorMessages[unsafe.code];
    throw new AppError('VF', `${field}: ${description}`, [{ field, code: unsafe.code, description }]);
  }
  const result = schema.safeParse(input);
  if (!result.success) {
    const validationErrors = toValidationErrors(result.error);
    const description = validationErrors.map((error) => `${error.field}: ${error.description}`).join(' ');
    throw new AppError('VF', description, validationErrors);
  }
  return result.data;
}
