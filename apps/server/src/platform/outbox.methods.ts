import { type outboxMethods } from '@tessera/contract';
import { z } from 'zod';
import type { AreaHandlers } from '../rpc/module.ts';
import { listOutbox } from './mail.ts';
import { countSms, listSms } from './sms.ts';

/** Main-API handlers of the outbox area: what the e-mail and SMS adapters sent (administrators only). */
export const outboxHandlers = {
  outboxList: async (input, ctx) => {
    const pageSize = 20;
    const { rows, total } = await listOutbox(ctx.db, input.pageNumber, pageSize);
    return {
      messages: rows.map((row) => ({
        id: row.id,
        to: row.to,
        subject: row.subject,
        text: row.text,
        attachments: z
          .array(z.object({ filename: z.string(), contentType: z.string(), size: z.number().int() }))
          .parse(row.attachments),
        createdAt: row.createdAt.toISOString(),
        ...(row.sentAt ? { sentAt: row.sentAt.toISOString() } : {}),
        transport: row.transport,
        ...(row.error ? { error: row.error } : {}),
      })),
      total,
      pageSize,
    };
  },
  smsOutboxList: async (input, ctx) => {
    const pageSize = 20;
    const [rows, total] = await Promise.all([
      listSms(ctx.db, pageSize, (input.pageNumber - 1) * pageSize),
      countSms(ctx.db),
    ]);
    return {
      messages: rows.map((row) => ({
        id: row.id,
        to: row.toNumber,
        text: row.text,
        createdAt: row.createdAt.toISOString(),
      })),
      total,
      pageSize,
    };
  },
} satisfies AreaHandlers<typeof outboxMethods>;
