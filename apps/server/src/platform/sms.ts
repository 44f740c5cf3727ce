import { count, desc } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { smsOutbox } from './platform.schema.ts';
import { newId } from './ids.ts';

/** Longest SMS text we send: one concatenated message of two parts. */
export const smsMaxLength = 306;

/**
 * Sends an SMS through the sandbox provider (DESIGN §1): the message is stored in `sms_outbox`,
 * where an admin or a developer reads it. A real provider is a new adapter behind this function.
 * The text (it carries codes) is never logged.
 */
export async function sendSms(db: Executor, toNumber: string, text: string): Promise<void> {
  if (text.length > smsMaxLength) throw new Error('SMS text too long');
  await db.insert(smsOutbox).values({ id: newId(), toNumber, text });
}

/** SMS messages newest first, `limit` of them after skipping `offset` (admin page and tests). */
export async function listSms(db: Executor, limit: number, offset = 0) {
  return db.select().from(smsOutbox).orderBy(desc(smsOutbox.createdAt), desc(smsOutbox.id)).limit(limit).offset(offset);
}

/** How many SMS messages the outbox holds (admin page). */
export async function countSms(db: Executor): Promise<number> {
  const [row] = await db.select({ value: count() }).from(smsOutbox);
  return row?.value ?? 0;
}
