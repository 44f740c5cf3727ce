import {
  defaultDescriptionByCode,
  fieldErrorMessages,
  httpStatusByCode,
  type FieldErrorCode,
  type ResponseCode,
  type ValidationError,
} from '@tessera/contract';

/** A field error the server sends: a `validationErrors` entry whose code is in the contract's catalogue. */
export type FieldError = ValidationError & { code: FieldErrorCode };

/**
 * The one error type for expected failures (DESIGN §7.4): a code from the error catalogue
 * (spec 000 §8), an English description, and optional field errors. The HTTP status comes
 * from the code. Unexpected errors are not AppErrors and become 'UE' with no details.
 */
export class AppError extends Error {
  readonly code: ResponseCode;
  readonly validationErrors: FieldError[];
  /** Seconds the client should wait before trying again, sent as `Retry-After` ('RL'). */
  readonly retryAfterSeconds: number | undefined;
  /** Extra reply fields beside the envelope (e.g. the sign-in's `botChallenge` with 'RL'). */
  readonly fields: Record<string, unknown>;

  constructor(
    code: ResponseCode,
    description?: string,
    validationErrors: FieldError[] = [],
    options: { retryAfterSeconds?: number; fields?: Record<string, unknown> } = {},
  ) {
    super(description ?? defaultDescriptionByCode[code]);
    this.name = 'AppError';
    this.code = code;
    this.validationErrors = validationErrors;
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.fields = options.fields ?? {};
  }

  get httpStatus(): number {
    return httpStatusByCode[this.code];
  }
}

/**
 * Builds a 'VF' error for one field. `code` must be in the contract's field-error catalogue (a
 * compile-time check); `description` defaults to the catalogue's English text and is given only when
 * it says more (e.g. how many tries are left).
 */
export function fieldError(
  field: string,
  code: FieldErrorCode,
  description: string = fieldErrorMessages[code],
): AppError {
  return new AppError('VF', description, [{ field, code, description }]);
}
