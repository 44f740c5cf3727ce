import { z } from 'zod';
import { oneTimeCodeSchema } from '../validation.ts';
import { emailSchema } from '../auth/auth.schemas.ts';
import { tokensSchema } from '../auth/auth.schemas.ts';
import { personalRegistrationTypes } from '../brands/brands.schemas.ts';
import { defineMethod } from '../method.ts';

/**
 * Registration, activation and account recovery (spec 000 §2, spec 002 §§2, 4, 7). These calls
 * need no sign-in; each is rate-limited, and the ones that could reveal whether an e-mail is a
 * customer's say so only where the spec requires it (the registration e-mail check).
 */

/**
 * Existing-e-mail status (spec 002 §3: "0 none, 1 exists, 2 checking, 3 employee, -1 error";
 * decision 0011). `checkEmailExists` answers 0, 1 or 3: none (no customer uses the e-mail, or only
 * a registration never activated within its 7 days, which a new one replaces), exists (a customer's
 * e-mail, activated, awaiting activation or disabled) and employee (the e-mail of an invited
 * business user who is no customer yet; such invitations come with the business issue, so the
 * server does not answer 3 today). 2 and −1 are the form's own states: checking while the call
 * runs, error when it failed (spec 002 §8 "E-mail exists check failure: status −1").
 */
export const emailStatuses = { none: 0, exists: 1, checking: 2, employee: 3, error: -1 } as const;
export type EmailStatus = (typeof emailStatuses)[keyof typeof emailStatuses];

/** The statuses `checkEmailExists` answers (the others are the form's own, see {@link emailStatuses}). */
export type CheckedEmailStatus =
  typeof emailStatuses.none | typeof emailStatuses.exists | typeof emailStatuses.employee;

/** Whether a new user may register with an e-mail of this status: none (0) or employee (3) (spec 002 §5). */
export function isEmailStatusAccepted(status: EmailStatus): boolean {
  return status === emailStatuses.none || status === emailStatuses.employee;
}

/** Smallest password length; strength is also checked with zxcvbn (score ≥ 3). */
export const minPasswordLength = 10;

/** A new password: length only here; strength is judged by zxcvbn on both sides. */
export const newPasswordSchema = z
  .string({ error: 'required' })
  .min(minPasswordLength, { error: 'password_too_short' })
  .max(256, { error: 'too_long' });

/** The proof-of-work payload of the bot challenge (altcha v2), base64 JSON. */
export const botProofSchema = z
  .string({ error: 'bot_check_required' })
  .min(10, { error: 'bot_check_required' })
  .max(8192);

export const checkEmailExistsMethod = defineMethod({
  name: 'checkEmailExists',
  callers: 'public',
  summary:
    "Existing-e-mail status (spec 002 §3): 0 none, 1 exists, 3 employee (a business's invited user who has not activated yet); a business's new user may be named with 0 or 3 (§5), a personal registration needs 0.",
  request: z.object({ email: z.string().trim().pipe(emailSchema) }),
  response: z.object({
    status: z.union([
      z.literal(emailStatuses.none),
      z.literal(emailStatuses.exists),
      z.literal(emailStatuses.employee),
    ]),
  }),
});

export const botChallengeMethod = defineMethod({
  name: 'botChallenge',
  callers: 'public',
  summary: 'A signed proof-of-work challenge (altcha, self-hosted) for the registration form.',
  request: z.object({}),
  response: z.object({ challenge: z.record(z.string(), z.unknown()) }),
});

export const registerPersonalMethod = defineMethod({
  name: 'registerPersonal',
  callers: 'public',
  errors: ['ENOA'],
  summary: 'Registers a personal customer of the brand; sends the activation e-mail (spec 000 §2).',
  request: z.object({
    email: z.string().trim().pipe(emailSchema),
    password: newPasswordSchema,
    firstName: z.string().trim().min(1, { error: 'required' }).max(100, { error: 'too_long' }),
    lastName: z.string().trim().min(1, { error: 'required' }).max(100, { error: 'too_long' }),
    countryCode: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{2}$/, { error: 'invalid_country' })
      .transform((v) => v.toUpperCase()),
    registrationType: z.enum(personalRegistrationTypes, { error: 'invalid_value' }),
    /** Ids of the brand's terms the customer accepted; every term must be accepted. */
    acceptedTerms: z.array(z.coerce.number().int()).max(10),
    botProof: botProofSchema,
  }),
  response: z.object({ email: z.string(), activationSent: z.literal(true) }),
});

/**
 * `POST /api/auth/activation` (a token-service path, since it signs the customer in): activates an
 * account from its e-mailed link (spec 002 §4). Declared like a method for its schemas. The body
 * has the spec's two forms (spec 002 §7, decision 0011 "Update: the spec's fields on the wire"):
 * - activation `{username, activationCode}`: a personal customer (username is the sign-in e-mail),
 *   and an authorised employee (the spec names no fields of its own);
 * - business activation `{email, activationCode}` alone: a business customer's own sign-in (not a
 *   personal customer, not an invited employee; `password` is `unrecognized_keys`, decision 0134).
 * Exactly one of `username` and `email`: 'VF' `required` on `username` without either, and
 * `unrecognized_keys` on `email` with both. The account found decides what activation does, so no
 * `action` field is needed; the link's `action` only picks the form and the success message.
 */
export const activationMethod = defineMethod({
  name: 'activation',
  callers: 'public',
  summary: 'Activates an account from its e-mailed link and signs the customer in (spec 002 §4).',
  request: z
    .object({
      username: z.string().trim().pipe(emailSchema).optional(),
      email: z.string().trim().pipe(emailSchema).optional(),
      activationCode: z
        .string({ error: 'required' })
        .trim()
        .min(6, { error: 'invalid_code' })
        .max(128, { error: 'invalid_code' }),
      /**
       * The password an authorised business user (activationEmployee) chooses: such a user is
       * invited without one (decision 0096), so their activation requires it; refused
       * ('unrecognized_keys') for an account that already has a password.
       */
      password: newPasswordSchema.optional(),
    })
    .superRefine((body, context) => {
      if (body.username === undefined && body.email === undefined)
        context.addIssue({ code: 'custom', path: ['username'], message: 'required' });
      if (body.username !== undefined && body.email !== undefined)
        context.addIssue({ code: 'custom', path: ['email'], message: 'unrecognized_keys' });
      // Business activation is the spec's {email, activationCode} alone (decision 0134).
      if (body.email !== undefined && body.password !== undefined)
        context.addIssue({ code: 'custom', path: ['password'], message: 'unrecognized_keys' });
    })
    .meta({
      anyOf: [{ required: ['username', 'activationCode'] }, { required: ['email', 'activationCode'] }],
      description:
        'Activation: username (the sign-in e-mail) and activationCode; business activation: email and activationCode.',
    }),
  response: tokensSchema,
});

export const activationResendMethod = defineMethod({
  name: 'activationResend',
  callers: 'public',
  summary: 'Sends a new activation link if the e-mail awaits activation (same reply either way).',
  request: z.object({ email: z.string().trim().pipe(emailSchema) }),
  response: z.object({ sent: z.literal(true) }),
});

export const passwordResetRequestMethod = defineMethod({
  name: 'passwordResetRequest',
  callers: 'public',
  summary: 'Account recovery, step 1: e-mails a code if the address is a customer (same reply either way).',
  request: z.object({ email: z.string().trim().pipe(emailSchema) }),
  response: z.object({ sent: z.literal(true) }),
});

export const passwordResetCheckMethod = defineMethod({
  name: 'passwordResetCheck',
  callers: 'public',
  summary: 'Account recovery, step 2: checks the e-mailed code (5 tries).',
  request: z.object({
    email: z.string().trim().pipe(emailSchema),
    code: oneTimeCodeSchema,
  }),
  response: z.object({ emailCodeIsValid: z.boolean() }),
});

export const passwordResetCompleteMethod = defineMethod({
  name: 'passwordResetComplete',
  callers: 'public',
  summary: 'Account recovery, step 3: sets the new password and ends every session.',
  request: z.object({
    email: z.string().trim().pipe(emailSchema),
    code: oneTimeCodeSchema,
    password: newPasswordSchema,
  }),
  response: z.object({ done: z.literal(true) }),
});
