import {
  cryptoEftTransferRequestSchema,
  eftTransferRequestSchema,
  instantTransferRequestSchema,
  interacTransferRequestSchema,
  octTransferRequestSchema,
  parseLocaleAmount,
  payoutFieldNames,
  wireTransferRequestSchema,
  type PayoutFieldName,
  type PayoutKind,
} from '@tessera/contract';
import type { z } from 'zod';
import { call } from '../../../shared/api/call.ts';

/**
 * The external transfer form's values (spec 001 §3 payout payloads): the common fields and every
 * recipient field a kind may ask for (`extraParams`), all as typed. Only the fields of the chosen
 * kind are sent.
 */
export type PayoutFormValues = {
  fromAccount: string;
  beneficiaryName: string;
  amount: string;
  reference: string;
  note: string;
} & Record<PayoutFieldName, string>;

/** The form with nothing typed: every field of every kind empty. */
export const emptyPayoutFormValues: PayoutFormValues = {
  fromAccount: '',
  beneficiaryName: '',
  amount: '',
  reference: '',
  note: '',
  ...(Object.fromEntries(payoutFieldNames.map((name) => [name, ''])) as Record<PayoutFieldName, string>),
};

/** The request schemas of the six kinds: the same rules the server applies (decision 0040). */
const requestSchemas = {
  wire: wireTransferRequestSchema,
  eft: eftTransferRequestSchema,
  oct: octTransferRequestSchema,
  cryptoEft: cryptoEftTransferRequestSchema,
  instant: instantTransferRequestSchema,
  interac: interacTransferRequestSchema,
} as const satisfies Record<PayoutKind, z.ZodType>;

/** A checked request of any kind, as the fee call and the submit take it. */
export type PayoutRequest = z.output<(typeof requestSchemas)[PayoutKind]>;

/** Common fields of the form, in the order a person fills them (the order errors are focused in). */
const commonFields = ['fromAccount', 'beneficiaryName', 'amount', 'reference', 'note'] as const;

/** The outcome of {@link payoutRequest}: the request, or error codes by form field. */
export type PayoutCheck = { ok: true; request: PayoutRequest } | { ok: false; errors: Record<string, string> };

/**
 * Builds and checks the request of a payout of `kind` to `countryCode` from the form's `values`,
 * with the contract's schema of that kind: the amount typed in `locale` ("1.000,50" in es) is read
 * into a plain decimal, empty optional fields are left out, and `fieldNames` (the kind's
 * `extraParams`) say which recipient fields go. Errors are field-error codes by form field; the
 * currency refusal ('payout_not_offered') is said at the account, which picks the currency.
 */
export function payoutRequest(
  kind: PayoutKind,
  countryCode: string,
  currencyCode: string,
  values: Partial<PayoutFormValues>,
  fieldNames: readonly string[],
  locale: string,
): PayoutCheck {
  const typedAmount = (values.amount ?? '').trim();
  const raw: Record<string, unknown> = {
    fromAccount: Number(values.fromAccount ?? 0),
    amount: parseLocaleAmount(typedAmount, locale) ?? typedAmount,
    currency: currencyCode,
    beneficiaryName: values.beneficiaryName ?? '',
    beneficiaryCountryCode: countryCode,
  };
  for (const name of ['reference', 'note', ...fieldNames]) {
    const value = (values as Record<string, string | undefined>)[name]?.trim();
    if (value) raw[name] = value;
  }
  const result = requestSchemas[kind].safeParse(raw);
  if (result.success) return { ok: true, request: result.data };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const path = String(issue.path[0] ?? 'amount');
    const field = path === 'currency' ? 'fromAccount' : path;
    errors[field] ??= issue.message === 'Invalid input' ? 'invalid' : issue.message;
  }
  return { ok: false, errors };
}

/** The form fields in the order they appear: the first with an error takes the focus. */
export function fieldOrder(fieldNames: readonly string[]): string[] {
  return [commonFields[0], ...fieldNames, ...commonFields.slice(1)];
}

/** The fee preview of a payout (spec 001 §3 payment meta with scheme and expected arrival). */
export function payoutFee(kind: PayoutKind, request: PayoutRequest) {
  switch (kind) {
    case 'wire':
      return call('wireTransferFee', wireTransferRequestSchema.parse(request));
    case 'eft':
      return call('eftTransferFee', eftTransferRequestSchema.parse(request));
    case 'oct':
      return call('octTransferFee', octTransferRequestSchema.parse(request));
    case 'cryptoEft':
      return call('cryptoEftTransferFee', cryptoEftTransferRequestSchema.parse(request));
    case 'instant':
      return call('instantTransferFee', instantTransferRequestSchema.parse(request));
    case 'interac':
      return call('interacTransferFee', interacTransferRequestSchema.parse(request));
  }
}

/**
 * Sends a payout with the submit's idempotency key (spec 001 §4; decision 0027); with `templateName`
 * the server also saves the recipient under that name (spec 001 §3; decision 0055).
 */
export function submitPayout(kind: PayoutKind, request: PayoutRequest, idempotencyKey: string, templateName?: string) {
  const options = { idempotencyKey };
  const extras = templateName ? { templateName } : {};
  switch (kind) {
    case 'wire':
      return call('wireTransfer', { ...wireTransferRequestSchema.parse(request), ...extras }, options);
    case 'eft':
      return call('eftTransfer', { ...eftTransferRequestSchema.parse(request), ...extras }, options);
    case 'oct':
      return call('octTransfer', { ...octTransferRequestSchema.parse(request), ...extras }, options);
    case 'cryptoEft':
      return call('cryptoEftTransfer', { ...cryptoEftTransferRequestSchema.parse(request), ...extras }, options);
    case 'instant':
      return call('instantTransfer', { ...instantTransferRequestSchema.parse(request), ...extras }, options);
    case 'interac':
      return call('interacTransfer', { ...interacTransferRequestSchema.parse(request), ...extras }, options);
  }
}
