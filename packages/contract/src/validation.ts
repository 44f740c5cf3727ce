import { z } from 'zod';

/** A six-digit one-time code as typed (TOTP, SMS, e-mail, approval): 'invalid_code' otherwise. */
export const oneTimeCodeSchema = z
  .string({ error: 'required' })
  .trim()
  .regex(/^\d{6}$/, { error: 'invalid_code' });

/** Largest id of an `integer` (int4) database column: customers, users, terms (2^31 − 1). */
export const maxIntegerId = 2 ** 31 - 1;

/**
 * A positive id of an int4 column, as a number or numeric text. Ids past 2^31 − 1 cannot exist, so
 * they are refused here ('too_big') instead of reaching PostgreSQL as "integer out of range".
 */
export const integerIdSchema = z.coerce
  .number({ error: 'invalid_number' })
  .int({ error: 'invalid_number' })
  .positive({ error: 'invalid_number' })
  .max(maxIntegerId, { error: 'too_big' });

/** An id the server made (a UUID, v7 for new rows): 'invalid' otherwise, before any query casts it. */
export const uuidSchema = z.uuid({ error: 'invalid' });

/** True when `text` is a UUID in the form PostgreSQL's uuid type accepts from us (8-4-4-4-12 hex digits). */
export function isUuid(text: string): boolean {
  return uuidSchema.safeParse(text).success;
}

/** Earliest and latest calendar dates a request may carry (YYYY-MM-DD); outside them a date is a typo or an attack. */
export const dateRange = { min: '1900-01-01', max: '2999-12-31' } as const;

/**
 * A calendar date as YYYY-MM-DD between 1900-01-01 and 2999-12-31 ('invalid_date' otherwise). Zod's ISO
 * date alone accepts year 0000, which PostgreSQL refuses as out of range.
 */
export const calendarDateSchema = z.iso
  .date({ error: 'invalid_date' })
  .refine((value) => value >= dateRange.min && value <= dateRange.max, { error: 'invalid_date' });
