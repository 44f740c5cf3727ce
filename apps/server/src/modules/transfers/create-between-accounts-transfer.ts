import {
  type betweenAccountsTransferMethod,
  formatMinor,
  type MethodParsedRequest,
  type MethodResponse,
} from '@tessera/contract';
import type { Transaction } from '../../db/client.ts';
import { postTransferInTransaction } from '../ledger/index.ts';
import { consumeLimit } from '../limits/index.ts';
import { entriesOf, planBetweenAccounts, quoteOf } from './plan-transfer.ts';

type Input = Pick<
  MethodParsedRequest<typeof betweenAccountsTransferMethod>,
  'fromAccount' | 'toAccount' | 'amount' | 'note'
>;

/**
 * `betweenAccountsTransfer` (spec 001 §3, §7): moves money between two of the customer's accounts
 * in the caller's transaction `tx`, converting (kind 'exchange', with the exchange fee) when the
 * currencies differ, within the betweenAccounts limits.
 */
export async function createBetweenAccountsTransfer(
  tx: Transaction,
  owner: { customerId: number; brandId: string },
  input: Input,
  origin: { recurringTransferId?: string } = {},
): Promise<Omit<MethodResponse<typeof betweenAccountsTransferMethod>, 'subscriptionId'>> {
  const plan = await planBetweenAccounts(tx, owner, input);
  await consumeLimit(tx, owner.customerId, 'betweenAccounts', plan.from.currencyCode, plan.amountMinor);
  const quote = quoteOf(plan);
  const transactionId = await postTransferInTransaction(tx, {
    kind: plan.kind,
    description:
      plan.kind === 'exchange'
        ? `Exchange ${plan.from.currencyCode} to ${plan.to.currencyCode}`
        : 'Transfer between own accounts',
    entries: await entriesOf(tx, plan),
    metadata: {
      note: input.note,
      fromCustomerId: owner.customerId,
      toCustomerId: owner.customerId,
      amount: formatMinor(plan.amountMinor, plan.from.currencyCode),
      currencyCode: plan.from.currencyCode,
      recurringTransferId: origin.recurringTransferId,
      ...quote,
    },
  });
  return { transactionId, approveType: 0, status: 'completed', ...quote };
}
