import { formatMinor, type p2pTransferMethod, type MethodParsedRequest, type MethodResponse } from '@tessera/contract';
import type { Transaction } from '../../db/client.ts';
import { findCustomerContact } from '../customers/index.ts';
import { submitTransfer } from '../approvals/index.ts';
import { consumeLimit } from '../limits/index.ts';
import { entriesOf, planP2p, quoteOf } from './plan-transfer.ts';

type Input = MethodParsedRequest<typeof p2pTransferMethod>;

/**
 * `p2pTransfer` (spec 001 §3, §7): sends `amount` from the sender's account to the customer with
 * `toEmail`, converting when the recipient's account is in another currency, charging the p2p fee,
 * within the sender's limits, in the caller's transaction `tx`.
 * Through the approval hook: posted at once with approval mode none, else held until approved.
 * @returns the transaction id and the quote actually applied.
 */
export async function createP2pTransfer(
  tx: Transaction,
  sender: { customerId: number; brandId: string; userId: number },
  input: Input,
): Promise<MethodResponse<typeof p2pTransferMethod>> {
  const plan = await planP2p(tx, sender, input);
  const limitUsed = await consumeLimit(tx, sender.customerId, 'p2p', plan.from.currencyCode, plan.amountMinor);
  const senderContact = await findCustomerContact(tx, sender.customerId);
  const quote = quoteOf(plan);
  const outcome = await submitTransfer(
    tx,
    sender,
    {
      kind: 'p2p',
      description: `Transfer to ${plan.recipient.name}`,
      entries: await entriesOf(tx, plan),
      metadata: {
        note: input.note,
        fromCustomerId: sender.customerId,
        fromEmail: senderContact?.email,
        fromName: senderContact?.name,
        toCustomerId: plan.recipient.customerId,
        toEmail: plan.recipient.email,
        toName: plan.recipient.name,
        amount: formatMinor(plan.amountMinor, plan.from.currencyCode),
        currencyCode: plan.from.currencyCode,
        ...quote,
      },
    },
    { limitUsed },
  );
  return { ...outcome, ...quote };
}
