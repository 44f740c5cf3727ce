import { betweenAccountsTransferMethod, type MethodParsedRequest, type MethodResponse } from '@tessera/contract';
import type { CallContext } from '../../rpc/context.ts';
import { runMoneyCall } from '../../rpc/money-call.ts';
import type { Submitter } from '../money-movements/index.ts';
import { betweenAccountsReplyFields, createBetweenAccountsTransfer } from './create-between-accounts-transfer.ts';
import { createRecurringTransfer } from './recurring-transfers.ts';

/**
 * `betweenAccountsTransfer` (spec 001 §3, §7): one move between two of the customer's accounts
 * ({@link createBetweenAccountsTransfer}), or with `subscriptionFrequency` the first run of a
 * recurring one ({@link createRecurringTransfer}), once under an `Idempotency-Key` like every money
 * call. The history link is part of the stored reply, so an idempotent repeat answers the same link.
 */
export async function betweenAccountsTransfer(
  ctx: CallContext,
  owner: Submitter & { brandId: string },
  input: MethodParsedRequest<typeof betweenAccountsTransferMethod>,
): Promise<MethodResponse<typeof betweenAccountsTransferMethod>> {
  return runMoneyCall(ctx, betweenAccountsTransferMethod.response, async (tx) => {
    const submitted = input.subscriptionFrequency
      ? await createRecurringTransfer(tx, owner, { ...input, subscriptionFrequency: input.subscriptionFrequency })
      : await createBetweenAccountsTransfer(tx, owner, input);
    return { ...submitted, ...betweenAccountsReplyFields(ctx.origin, input.fromAccount, submitted.operationId) };
  });
}
