import { parseLocaleAmount, positiveAmountSchema, subscriptionFrequencies } from '@tessera/contract';
import { z } from 'zod';

/**
 * Amount field rule shared by the transfer forms: the text as typed in `locale` (its separators,
 * "1.000,50" in es), read into a plain decimal string ("1000.50") that must be the contract's
 * positive amount; codes as messages.
 */
function amountField(locale: string) {
  return z
    .string()
    .trim()
    .min(1, { error: 'required' })
    .transform((text) => parseLocaleAmount(text, locale) ?? text)
    .pipe(positiveAmountSchema);
}

/** The send-money form (spec 001 §3 p2p fields) for amounts typed in `locale`; messages are error codes translated by the form. */
export function p2pFormSchema(locale: string) {
  return z.object({
    fromAccount: z.string().min(1, { error: 'required' }),
    toEmail: z.string().trim().min(1, { error: 'required' }).email({ error: 'invalid_email' }),
    amount: amountField(locale),
    note: z.string().trim().max(140, { error: 'too_long' }),
  });
}
export type P2pFormValues = z.input<ReturnType<typeof p2pFormSchema>>;

/** The between-own-accounts form with its optional recurring schedule (spec 001 §3), amounts typed in `locale`. */
export function betweenFormSchema(locale: string) {
  return z
    .object({
      fromAccount: z.string().min(1, { error: 'required' }),
      toAccount: z.string().min(1, { error: 'required' }),
      amount: amountField(locale),
      note: z.string().trim().max(140, { error: 'too_long' }),
      recurring: z.boolean(),
      subscriptionFrequency: z.enum(subscriptionFrequencies),
      subscriptionEndDate: z.string(),
      subscriptionTransactions: z.string().regex(/^(\d{1,4})?$/, { error: 'invalid_number' }),
      subscriptionReference: z.string().trim().max(64, { error: 'too_long' }),
    })
    .refine((values) => values.fromAccount !== values.toAccount, { path: ['toAccount'], error: 'same_account' });
}
export type BetweenFormValues = z.input<ReturnType<typeof betweenFormSchema>>;

/** True when `amount` is a complete positive amount worth quoting (spec 001 §5: p2p fee needs amount > 0). */
export function isQuotableAmount(amount: string): boolean {
  return positiveAmountSchema.safeParse(amount).success;
}
