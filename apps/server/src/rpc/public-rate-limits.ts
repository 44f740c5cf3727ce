import type { MethodName } from '@tessera/contract';
import type { Executor } from '../db/client.ts';
import { hitRateLimit, type RateLimit } from '../platform/rate-limits.ts';
import { AppError } from './app-error.ts';

const minuteMs = 60_000;

/**
 * Per-address limits of the main-API methods anyone may call without a session (decision 0015),
 * sized for a person: the registration form checks the e-mail while the customer types (debounced,
 * one call per distinct address typed), so 30 checks in 10 minutes never stop a person and stop a
 * script after 30 calls. Every public method must have its line here (the dispatcher test checks).
 */
export const publicMethodLimits: Partial<Record<MethodName, RateLimit>> = {
  // Every page load of every visitor asks for the brand, signed in or not.
  brandConfig: { max: 300, windowMs: 10 * minuteMs },
  checkEmailExists: { max: 30, windowMs: 10 * minuteMs },
  botChallenge: { max: 30, windowMs: 10 * minuteMs },
  registerPersonal: { max: 10, windowMs: 10 * minuteMs },
  // A business registration is long: a person may send it a few times while fixing what the server refuses.
  businessAccountCreate: { max: 20, windowMs: 10 * minuteMs },
  activationResend: { max: 10, windowMs: 10 * minuteMs },
  passwordResetRequest: { max: 10, windowMs: 10 * minuteMs },
  passwordResetCheck: { max: 20, windowMs: 10 * minuteMs },
  passwordResetComplete: { max: 10, windowMs: 10 * minuteMs },
  // Dictionaries (decision 0082): a form loads a few, once per language and session; an office
  // behind one address may open many forms, so the limits are generous but still stop a crawler.
  sourceList: { max: 120, windowMs: 10 * minuteMs },
  purposeList: { max: 120, windowMs: 10 * minuteMs },
  industryList: { max: 120, windowMs: 10 * minuteMs },
  occupationList: { max: 120, windowMs: 10 * minuteMs },
  additionalQuestionList: { max: 120, windowMs: 10 * minuteMs },
  dictionaries: { max: 120, windowMs: 10 * minuteMs },
  documentTypes: { max: 120, windowMs: 10 * minuteMs },
  transactionTypeList: { max: 120, windowMs: 10 * minuteMs },
  // Following an e-mail confirmation link (a 256-bit token) and the states of an address form.
  emailConfirm: { max: 20, windowMs: 10 * minuteMs },
  states: { max: 120, windowMs: 10 * minuteMs },
  // A controlling person's certification link (a 256-bit secret, decision 0080): a person loads the
  // page a few times and signs once or twice; a script guessing secrets stops at once.
  fatcaCrsRepresentativeGet: { max: 20, windowMs: 10 * minuteMs },
  fatcaCrsRepresentativeUpdate: { max: 10, windowMs: 10 * minuteMs },
  // A director's or owner's verification link (a 256-bit secret, single use, decision 0112).
  businessPersonVerificationOpen: { max: 10, windowMs: 10 * minuteMs },
  // A director's resolution signing link (a 256-bit token, decision 0107): read a few times, decided once.
  resolutionSignerGet: { max: 20, windowMs: 10 * minuteMs },
  resolutionSign: { max: 10, windowMs: 10 * minuteMs },
};

/** The limit of a public method that has no line above (a new one): strict until sized. */
const defaultPublicMethodLimit: RateLimit = { max: 10, windowMs: 10 * minuteMs };

/**
 * Counts a call of the public method `name` from `ip` and refuses it past the method's limit
 * (`scale` multiplies every limit: config RATE_LIMIT_SCALE, 1 in production).
 * @throws AppError 'RL' (HTTP 429, `Retry-After` in seconds) when over the limit; the refused call
 *   runs no handler, so its reply reveals nothing.
 */
export async function enforcePublicMethodLimit(db: Executor, name: string, ip: string, scale: number): Promise<void> {
  const limits: Partial<Record<string, RateLimit>> = publicMethodLimits;
  const limit = limits[name] ?? defaultPublicMethodLimit;
  const hit = await hitRateLimit(db, `method:${name}:${ip}`, { ...limit, max: limit.max * scale });
  if (!hit.isAllowed) {
    throw new AppError('RL', undefined, [], { retryAfterSeconds: Math.max(1, Math.ceil(hit.remainingMs / 1000)) });
  }
}
