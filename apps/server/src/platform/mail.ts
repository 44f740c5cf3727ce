import nodemailer from 'nodemailer';
import { desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { outboxMessages } from './platform.schema.ts';
import { newId } from './ids.ts';

/**
 * An e-mail to send: subject and text are a template rendered in the customer's language
 * (`platform/messages`, `renderEmail`). Attachments are small files (history exports), at most
 * `maxAttachmentBytes` in all.
 */
interface MailMessage {
  to: string;
  subject: string;
  text: string;
  attachments?: { filename: string; contentType: string; content: Buffer }[];
}

/** Largest total attachment size of one message. */
export const maxAttachmentBytes = 10 * 1024 * 1024;

/**
 * Sends e-mail: writes every message to the outbox, and delivers it over SMTP when configured. Modules
 * receive one from the composition root (`platform/adapters.ts`) and never create one.
 */
export interface Mailer {
  send(db: Executor, message: MailMessage): Promise<string>;
}

/**
 * The mailer: with `smtpUrl` (e.g. smtp://user:pass@host:587) messages are delivered by nodemailer
 * and marked sent; without it the outbox is the sandbox transport and messages are only stored.
 * @throws Error when attachments exceed `maxAttachmentBytes`.
 */
export function createMailer(smtpUrl: string | undefined, from: string): Mailer {
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined;
  return {
    async send(db, message) {
      const attachments = message.attachments ?? [];
      const size = attachments.reduce((sum, attachment) => sum + attachment.content.length, 0);
      if (size > maxAttachmentBytes) throw new Error(`attachments of ${size} bytes exceed ${maxAttachmentBytes}`);
      const id = newId();
      await db.insert(outboxMessages).values({
        id,
        toAddress: message.to,
        subject: message.subject,
        text: message.text,
        attachments: attachments.map((attachment) => ({
          filename: attachment.filename,
          contentType: attachment.contentType,
          size: attachment.content.length,
        })),
        attachmentData: attachments.map((attachment) => attachment.content.toString('base64')),
        transport: transport ? 'smtp' : 'outbox',
      });
      if (transport) {
        try {
          await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text, attachments });
          await db.update(outboxMessages).set({ sentAt: new Date() }).where(eq(outboxMessages.id, id));
        } catch (error) {
          await db
            .update(outboxMessages)
            .set({ error: error instanceof Error ? error.message.slice(0, 500) : 'send failed' })
            .where(eq(outboxMessages.id, id));
        }
      } else {
        await db.update(outboxMessages).set({ sentAt: new Date() }).where(eq(outboxMessages.id, id));
      }
      return id;
    },
  };
}

/** A page of the outbox, newest first, without attachment contents. */
export async function listOutbox(db: Executor, pageNumber: number, pageSize: number) {
  const rows = await db
    .select({
      id: outboxMessages.id,
      to: outboxMessages.toAddress,
      subject: outboxMessages.subject,
      text: outboxMessages.text,
      attachments: outboxMessages.attachments,
      createdAt: outboxMessages.createdAt,
      sentAt: outboxMessages.sentAt,
      transport: outboxMessages.transport,
      error: outboxMessages.error,
    })
    .from(outboxMessages)
    .orderBy(desc(outboxMessages.createdAt))
    .limit(pageSize)
    .offset((pageNumber - 1) * pageSize);
  const [total] = await db.select({ count: sql<number>`count(*)::int` }).from(outboxMessages);
  return { rows, total: Number(total?.count ?? 0) };
}
