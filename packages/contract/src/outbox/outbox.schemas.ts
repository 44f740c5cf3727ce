import { z } from 'zod';

import { defineMethod } from '../method.ts';

/**
 * The outboxes of the sandbox adapters (administrators and developers). They hold one-time codes and
 * reset links, so they exist in a sandbox deployment only (decision 0136).
 */

export const smsOutboxListMethod = defineMethod({
  name: 'smsOutboxList',
  callers: { signedIn: 'admin' },
  sandboxOnly: true,
  summary: 'Text messages the sandbox SMS provider has sent, newest first (admin, developers).',
  request: z.object({ pageNumber: z.coerce.number().int().min(1).max(100_000).default(1) }),
  response: z.object({
    messages: z.array(z.object({ id: z.string(), to: z.string(), text: z.string(), createdAt: z.string() })),
    total: z.number().int(),
    pageSize: z.number().int(),
  }),
});

export const outboxListMethod = defineMethod({
  name: 'outboxList',
  callers: { signedIn: 'admin' },
  sandboxOnly: true,
  summary: 'E-mails the product has sent (the sandbox outbox), newest first (admin, developers).',
  request: z.object({ pageNumber: z.coerce.number().int().min(1).max(100_000).default(1) }),
  response: z.object({
    messages: z.array(
      z.object({
        id: z.string(),
        to: z.string(),
        subject: z.string(),
        text: z.string(),
        attachments: z.array(z.object({ filename: z.string(), contentType: z.string(), size: z.number().int() })),
        createdAt: z.string(),
        sentAt: z.string().optional(),
        transport: z.string(),
        error: z.string().optional(),
      }),
    ),
    total: z.number().int(),
    pageSize: z.number().int(),
  }),
});
