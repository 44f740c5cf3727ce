import type { Brand } from '@tessera/contract';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database, Executor } from '../../db/client.ts';
import { historyExports } from './history.schema.ts';
import { newId } from '../../platform/ids.ts';
import { maxAttachmentBytes } from '../../platform/mail.ts';
import { renderEmail, type Messaging } from '../../platform/messages/render.ts';
import { withTransaction } from '../../platform/transactions.ts';
import { fieldError } from '../../rpc/app-error.ts';
import { statementAttachments } from '../statements/index.ts';
import { historyCsvStream } from './history-csv.ts';
import type { HistoryQuery } from './history.repository.ts';

const storedQuerySchema = z.object({
  customerId: z.number().int(),
  accountId: z.number().int().optional(),
  keyword: z.string().optional(),
  transactionType: z.string().optional(),
  fromDate: z.string().optional(),
  toDate: z.string().optional(),
  fromAmount: z.string().optional(),
  toAmount: z.string().optional(),
  transactionDirection: z.enum(['in', 'out']).optional(),
  status: z.enum(['completed', 'processing', 'rejected']).optional(),
});

/** Records a history export for the background worker. @returns its id. */
export async function historyExport(db: Executor, query: HistoryQuery): Promise<string> {
  const id = newId();
  await db.insert(historyExports).values({ id, customerId: query.customerId, filter: query });
  return id;
}

async function findOwnExport(db: Executor, customerId: number, exportId: string) {
  const [row] = await db
    .select()
    .from(historyExports)
    .where(and(eq(historyExports.id, exportId), eq(historyExports.customerId, customerId)));
  if (!row) throw fieldError('exportId', 'export_not_found');
  return row;
}

/** `historyExportStatus`: the customer's export state (other customers' exports look unknown). */
export async function historyExportStatus(db: Executor, customerId: number, exportId: string) {
  const row = await findOwnExport(db, customerId, exportId);
  return { exportId: row.id, status: row.status, ...(row.rowCount !== null ? { rows: row.rowCount } : {}) };
}

/**
 * `historyExportSend`: e-mails a ready export as `history.csv` through the mailer (outbox), or a
 * monthly statement (a `statementExport` exportId) as its PDF and CSV.
 * @throws AppError 'VF' when the export is unknown, not ready, or too large to attach.
 */
export async function historyExportSend(
  db: Executor,
  messaging: Messaging & { brand: Brand },
  customerId: number,
  exportId: string,
  email: string,
) {
  // A monthly statement's exportId (decision 0045): its PDF and CSV go the same way.
  const statement = await statementAttachments(db, customerId, exportId, messaging.language, messaging.brand);
  if (statement) {
    const size = statement.attachments.reduce((sum, attachment) => sum + attachment.content.length, 0);
    if (size > maxAttachmentBytes) throw fieldError('exportId', 'export_too_large');
    await messaging.mailer.send(db, {
      to: email,
      ...renderEmail('statementExport', messaging.language, {
        period: statement.period,
        accountId: statement.accountId,
      }),
      attachments: statement.attachments,
    });
    return { exportId, email };
  }
  const row = await findOwnExport(db, customerId, exportId);
  if (row.status !== 'ready' || row.csv === null) throw fieldError('exportId', 'export_not_ready');
  const content = Buffer.from(row.csv, 'utf8');
  if (content.length > maxAttachmentBytes) throw fieldError('exportId', 'export_too_large');
  await messaging.mailer.send(db, {
    to: email,
    ...renderEmail('historyExport', messaging.language, { rowCount: row.rowCount ?? 0 }),
    attachments: [
      { filename: `history-${row.createdAt.toISOString().slice(0, 10)}.csv`, contentType: 'text/csv', content },
    ],
  });
  return { exportId: row.id, email };
}

/**
 * Generates pending exports, one at a time, safe with several processes (claimed with
 * `FOR UPDATE SKIP LOCKED`; a crash rolls the claim back, so another worker retries it).
 * The CSV is built by the same stream as the download.
 * @returns how many exports it completed.
 */
export async function runPendingHistoryExports(db: Database): Promise<number> {
  let done = 0;
  for (let pass = 0; pass < 20; pass += 1) {
    const finished = await withTransaction(db, async (tx) => {
      const [job] = await tx
        .select()
        .from(historyExports)
        .where(eq(historyExports.status, 'pending'))
        .orderBy(historyExports.createdAt)
        .limit(1)
        .for('update', { skipLocked: true });
      if (!job) return false;
      try {
        const query = storedQuerySchema.parse(job.filter);
        let csv = '';
        for await (const chunk of historyCsvStream(tx, query)) csv += String(chunk);
        const rows = Math.max(0, csv.split('\r\n').filter(Boolean).length - 1);
        await tx
          .update(historyExports)
          .set({ status: 'ready', csv, rowCount: rows, completedAt: new Date() })
          .where(eq(historyExports.id, job.id));
      } catch (error) {
        await tx
          .update(historyExports)
          .set({
            status: 'failed',
            error: error instanceof Error ? error.message.slice(0, 500) : 'failed',
            completedAt: new Date(),
          })
          .where(eq(historyExports.id, job.id));
      }
      return true;
    });
    if (!finished) break;
    done += 1;
  }
  return done;
}
