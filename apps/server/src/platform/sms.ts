import { count, desc } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { smsOutbox } from './platform.schema.ts';
import { newId } from './ids.ts';

/** Longest SMS text we send: one concatenated message of two parts. */
export const smsMaxLength = 306;

/** An SMS to send: the number in international format and the text (a rendered template). */
interface SmsMessage {
  to: string;
  text: string;
}

/**
 * Sends SMS (DESIGN §1): modules receive one from the composition root (`platform/adapters.ts`) and
 * never import an implementation. The text carries codes, so no implementation logs it.
 */
export interface SmsSender {
  /** @throws Error when the text is longer than {@link smsMaxLength}. */
  send(db: Executor, message: SmsMessage): Promise<void>;
}

/**
 * The sandbox SMS provider: each message is stored in `sms_outbox`, where an admin or a developer
 * reads it (`smsOutboxList`). A real provider is another `SmsSender` picked in `createAdapters`.
 */
export function createSandboxSmsSender(): SmsSender {
  return {
    async send(db, message) {
      if (message.text.length > smsMaxLength) throw new Error('SMS text too long');
      await db.insert(smsOutbox).values({ id: newId(), toNumber: message.to, text: message.text });
    },
  };
}

/** SMS messages of the sandbox outbox newest first, `limit` of them after skipping `offset` (admin page and tests). */
export async function listSms(db: Executor, limit: number, offset = 0) {
  return db.select().from(smsOutbox).orderBy(desc(smsOutbox.createdAt), desc(smsOutbox.id)).limit(limit).offset(offset);
}

/** How many SMS messages the outbox holds (admin page). */
export async function countSms(db: Executor): Promise<number> {
  const [row] = await db.select({ value: count() }).from(smsOutbox);
  return row?.value ?? 0;
}
