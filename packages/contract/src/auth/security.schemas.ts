import { z } from 'zod';
import { defineMethod } from '../method.ts';

/**
 * Security settings (spec 001 §7 "Security settings", spec 000 §4): two-step sign-in, login
 * history, and the sandbox SMS outbox an admin reads.
 */

/** Two-step sign-in modes a customer can choose ('no' means off; push arrives with the linked device). */
export const twoStepModes = ['no', 'otp', 'sms'] as const;
export type TwoStepMode = (typeof twoStepModes)[number];

/** A phone number in E.164 ("+447700900123"). */
export const phoneNumberSchema = z
  .string()
  .trim()
  .transform((value) => value.replace(/[\s()-]/g, ''))
  .pipe(z.string().regex(/^\+[1-9]\d{7,14}$/, { error: 'invalid_phone' }));

/**
 * `POST /api/customer/two-step-verification` (spec 001 §7): asks to change the two-step mode. The
 * password proves it is the customer (a stolen session alone cannot move the second factor).
 * 'otp' answers a new authenticator secret (QR) and 'sms' sends a code; both are confirmed with a
 * code at `…/{reqId}/confirm`. 'no' turns two-step sign-in off at once.
 */
export const twoStepRequestSchema = z.object({
  mode: z.enum(twoStepModes, { error: 'invalid_value' }),
  password: z.string({ error: 'required' }).min(1, { error: 'required' }).max(256, { error: 'too_long' }),
  phoneNumber: phoneNumberSchema.optional(),
});
export type TwoStepRequest = z.input<typeof twoStepRequestSchema>;

export const twoStepResponseSchema = z.object({
  mode: z.enum(twoStepModes),
  /** Present when a code must confirm the change. */
  reqId: z.string().optional(),
  /** otp: the Base32 secret and its otpauth:// URI for the QR code. */
  secret: z.string().optional(),
  otpauthUri: z.string().optional(),
  /** sms: the masked number and the two-digit identifier the SMS shows. */
  phoneNumber: z.string().optional(),
  smsIdentifier: z.string().optional(),
  /** Seconds the request stays open. */
  expiresIn: z.number().int().optional(),
});
export type TwoStepResponse = z.infer<typeof twoStepResponseSchema>;

/** `POST /api/customer/two-step-verification/{reqId}/confirm` body. */
export const twoStepConfirmSchema = z.object({
  code: z
    .string({ error: 'required' })
    .trim()
    .regex(/^\d{6}$/, { error: 'invalid_code' }),
});

/** Literal paths of the security settings. */
export const securityPaths = {
  twoStep: '/api/customer/two-step-verification',
  twoStepConfirm: (reqId: string) => `/api/customer/two-step-verification/${encodeURIComponent(reqId)}/confirm`,
} as const;

/** Results of a sign-in attempt as login history shows them. */
export const loginResults = [
  'success',
  'wrongPassword',
  'wrongCode',
  'throttled',
  'disabled',
  'secondFactorSent',
] as const;

/** Login history page size (spec 001 §9). */
export const loginHistoryPageSize = 20;

export const loginHistoryMethod = defineMethod({
  name: 'loginHistory',
  access: 'customer',
  summary: 'Sign-in attempts on your account: date, address, device, result, alerts (20 a page).',
  request: z.object({
    fromDate: z.iso.date({ error: 'invalid_date' }).optional(),
    toDate: z.iso.date({ error: 'invalid_date' }).optional(),
    pageNumber: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(loginHistoryPageSize),
  }),
  response: z.object({
    events: z.array(
      z.object({
        id: z.string(),
        date: z.string(),
        ip: z.string(),
        device: z.string().optional(),
        result: z.enum(loginResults),
        isAlert: z.boolean(),
      }),
    ),
    total: z.number().int(),
    pageSize: z.number().int(),
  }),
});

export const smsOutboxListMethod = defineMethod({
  name: 'smsOutboxList',
  access: 'admin',
  summary: 'Text messages the sandbox SMS provider has sent, newest first (admin, developers).',
  request: z.object({ pageNumber: z.coerce.number().int().min(1).default(1) }),
  response: z.object({
    messages: z.array(z.object({ id: z.string(), to: z.string(), text: z.string(), createdAt: z.string() })),
    total: z.number().int(),
    pageSize: z.number().int(),
  }),
});
