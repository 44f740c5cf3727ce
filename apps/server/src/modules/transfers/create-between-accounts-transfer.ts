import {
  type betweenAccountsTransferMethod,
  formatMinor,
  type MethodParsedRequest,
  type MethodResponse,
} from '@tessera/contract';
import type { Transaction } from '../../db/client.ts';
import { submitTransfer, type Submitter } from '../money-movements/index.ts';
import { consumeLimit } from '../limits/index.ts';
import { entriesOf, planBetweenAccounts, quoteOf } from './plan-transfer.ts';

type Input = Pick<
  MethodParsedRequest<typeof betweenAccountsTransferMethod>,
  'fromAccount' | 'toAccount' | 'amount' | 'note'
>;

/**
 * The fields only the between-accounts response carries (spec 001 §3 "Between-accounts response:
 * transactionId, link, fee, field, feeCurrencyCode"; decision 0024). `link` opens the history of
 * `fromAccount` searched for `operationId`, which finds the transfer while it is held and once it
 * is posted; it is built only from the brand's configured public origin (decision 0014), never from
 * a request header. `field` names the amount the customer fixed: always 'amount' (what leaves
 * `fromAccount`), since the request takes no `toAmount`.
 */
export function betweenAccountsReplyFields(
  origin: string,
  fromAccount: number,
  operationId: string,
): { link: string; field: 'amount' } {
  const query = new URLSearchParams({ accountId: String(fromAccount), keyword: operationId });
  return { link: `${origin}/history?${query.toString()}`, field: 'amount' };
}

/**
 * The transfer of `betweenAccountsTransfer` (spec 001 §3, §7): moves money between two of the customer's
 * accounts in the caller's transaction `tx`, converting (kind 'exchange', with the exchange fee) when the
 * currencies differ, within the betweenAccounts limits, through the approval hook (a scheduled run of
 * a pre-approved payment needs no approval; the first run of a schedule does).
 */
export async function createBetweenAccountsTransfer(
  tx: Transaction,
  owner: Submitter & { brandId: string },
  input: Input,
  origin: { recurringTransferId?: string; isScheduledRun?: boolean } = {},
): Promise<Omit<MethodResponse<typeof betweenAccountsTransferMethod>, 'subscriptionId' | 'link' | 'field'>> {
  const plan = await planBetweenAccounts(tx, owner, input);
  const limitUsed = await consumeLimit(
    tx,
    owner.customerId,
    'betweenAccounts',
    plan.from.currencyCode,
    plan.amountMinor,
  );
  const quote = quoteOf(plan);
  const outcome = await submitTransfer(
    tx,
    owner,
    {
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
    },
    { skipApproval: origin.isScheduledRun === true, recurringTransferId: origin.recurringTransferId, limitUsed },
  );
  return { ...outcome, ...quote };
}
