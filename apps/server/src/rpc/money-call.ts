import { isFieldErrorCode, type FieldErrorCode } from '@tessera/contract';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Transaction } from '../db/client.ts';
import { idempotencyKeys } from '../platform/platform.schema.ts';
import { withTransaction } from '../platform/transactions.ts';
import { AppError } from './app-error.ts';
import { requireAuth, type CallContext } from './context.ts';

const storedErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    description: z.string(),
    validationErrors: z.array(
      z.object({
        field: z.string(),
        // Stored by this server, so always a catalogue code; 'invalid' only guards the type.
        code: z.string().transform((code): FieldErrorCode => (isFieldErrorCode(code) ? code : 'invalid')),
        description: z.string(),
      }),
    ),
  }),
});

function isResponseCode(code: string): code is AppError['code'] {
  return ['VF', 'TE', 'AE', 'AU', 'ENOA', 'UE', 'CA', '13', 'TA1', 'IM', 'RL', 'NF', 'ISF', 'LIM', 'IDK'].includes(
    code,
  );
}

/**
 * Runs a money-moving use case in one database transaction, exactly once per `Idempotency-Key`
 * (issue 3, DESIGN §4). The key row is inserted in the same transaction as the money movement: a
 * concurrent repeat blocks on it until the first commits, then replays the stored reply. A repeat
 * whose request differs is refused with 'IDK'. Business refusals are stored too, so a repeat gets
 * the same answer; a crash before commit leaves neither money moved nor key stored.
 * @param schema the method's response schema, used to read a stored reply back.
 */
export async function runMoneyCall<S extends z.ZodType>(
  ctx: CallContext,
  schema: S,
  work: (tx: Transaction) => Promise<z.output<S>>,
): Promise<z.output<S>> {
  const key = ctx.idempotencyKey;
  if (!key) return withTransaction(ctx.db, work);
  const { customerId } = requireAuth(ctx);

  const replay = async (tx: Transaction): Promise<{ replayed: true; value: unknown } | { replayed: false }> => {
    const inserted = await tx
      .insert(idempotencyKeys)
      .values({ customerId, key, method: ctx.method, requestHash: ctx.requestHash })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (inserted.length > 0) return { replayed: false };
    const [existing] = await tx
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.customerId, customerId), eq(idempotencyKeys.key, key)));
    if (!existing || existing.requestHash !== ctx.requestHash || existing.method !== ctx.method)
      throw new AppError('IDK');
    return { replayed: true, value: existing.response };
  };

  try {
    const outcome = await withTransaction(ctx.db, async (tx) => {
      const previous = await replay(tx);
      if (previous.replayed) return previous;
      const result = await work(tx);
      await tx
        .update(idempotencyKeys)
        .set({ response: { ok: result } })
        .where(and(eq(idempotencyKeys.customerId, customerId), eq(idempotencyKeys.key, key)));
      return { replayed: false as const, result };
    });
    if (!outcome.replayed) return outcome.result;
    const stored = outcome.value;
    const storedError = storedErrorSchema.safeParse(stored);
    if (storedError.success) {
      const { code, description, validationErrors } = storedError.data.error;
      throw new AppError(isResponseCode(code) ? code : 'UE', description, validationErrors);
    }
    const okValue = z.object({ ok: z.unknown() }).parse(stored).ok;
    return schema.parse(okValue);
  } catch (error) {
    if (error instanceof AppError && error.code !== 'IDK') {
      // Remember the refusal under the key so that a repeat gets the same answer.
      await withTransaction(ctx.db, async (tx) => {
        await tx
          .insert(idempotencyKeys)
          .values({
            customerId,
            key,
            method: ctx.method,
            requestHash: ctx.requestHash,
            response: {
              error: { code: error.code, description: error.message, validationErrors: error.validationErrors },
            },
          })
          .onConflictDoNothing();
      });
    }
    throw error;
  }
}
