import {
  accountTypes,
  closedAccountStatusId,
  currencyExponent,
  formatMinor,
  MoneyFormatError,
  parseMinor,
  type Quote,
  type Ratio,
} from '@tessera/contract';
import { sql } from 'drizzle-orm';
import { queryRows, type Database, type Executor } from '../../db/client.ts';
import { MicroBatcher } from '../../platform/micro-batcher.ts';
import { databaseOf } from '../../platform/transactions.ts';
import { AppError, fieldError } from '../../rpc/app-error.ts';
import { customerByEmailFromJson, customerContactFromJson, normalizedEmail } from '../identity/index.ts';
import { computeFee, findFeeSchedule, type FeeOperation } from '../fees/index.ts';
import { convertMinor, getExchangeRate, rateText } from '../fx/index.ts';
import {
  accountFromJson,
  accountsFromJson,
  getOwnAccount,
  ownAccountOrThrow,
  systemAccountCodes,
  systemAccountId,
  type EntryInput,
  type LedgerAccountRow,
} from '../ledger/index.ts';

/** Kinds of customer transfers, as stored on ledger transfers and shown in history. */
type TransferKind = 'p2p' | 'betweenAccounts' | 'exchange';

/**
 * A fully priced transfer, before it is posted: accounts, amount, fee, rate and amount received,
 * all in minor units of their own currencies.
 */
export interface TransferPlan {
  kind: TransferKind;
  from: LedgerAccountRow;
  to: LedgerAccountRow;
  amountMinor: bigint;
  feeMinor: bigint;
  toMinor: bigint;
  rate: Ratio;
}

/**
 * Parses a wire amount for `currencyCode` into minor units.
 * @throws AppError 'VF' on `field` when it has more decimals than the currency allows or is not positive.
 */
function parseAmount(amount: string, currencyCode: string, field = 'amount'): bigint {
  let minor: bigint;
  try {
    minor = parseMinor(amount, currencyCode);
  } catch (error) {
    if (error instanceof MoneyFormatError) {
      const decimals = currencyExponent(currencyCode);
      throw new AppError('VF', `${currencyCode} amounts have at most ${decimals} decimals.`, [
        {
          field,
          code: 'too_many_decimals',
          description: `${currencyCode} amounts have at most ${decimals} decimals.`,
          params: { maximum: decimals },
        },
      ]);
    }
    throw error;
  }
  if (minor <= 0n) throw fieldError(field, 'amount_not_positive');
  return minor;
}

function assertOpen(account: LedgerAccountRow, field: string): void {
  if (account.accountStatusId === closedAccountStatusId)
    throw new AppError('CA', 'This account is closed.', [
      { field, code: 'account_closed', description: 'This account is closed.' },
    ]);
}

async function price(
  db: Executor,
  brandId: string,
  kind: TransferKind,
  from: LedgerAccountRow,
  to: LedgerAccountRow,
  amountMinor: bigint,
): Promise<TransferPlan> {
  const rate = await getExchangeRate(db, from.currencyCode, to.currencyCode);
  const { toMinor } = convertMinor(amountMinor, from.currencyCode, to.currencyCode, rate);
  if (toMinor <= 0n) throw fieldError('amount', 'amount_too_small');
  const feeOperation: FeeOperation = kind === 'p2p' ? 'p2p' : kind === 'exchange' ? 'exchange' : 'betweenAccounts';
  const feeMinor = computeFee(amountMinor, await findFeeSchedule(db, brandId, feeOperation, from.currencyCode));
  return { kind, from, to, amountMinor, feeMinor, toMinor, rate };
}

/** The quote fields of a plan, as decimal strings (spec 001 §3 payment meta). */
export function quoteOf(plan: TransferPlan): Quote {
  return {
    fee: formatMinor(plan.feeMinor, plan.from.currencyCode),
    feeCurrencyCode: plan.from.currencyCode,
    exchangeRate: rateText(plan.rate),
    toAmount: formatMinor(plan.toMinor, plan.to.currencyCode),
    toCurrencyCode: plan.to.currencyCode,
    totalDebit: formatMinor(plan.amountMinor + plan.feeMinor, plan.from.currencyCode),
  };
}

/** What a p2p plan also knows about the recipient and the sender. */
export interface P2pPlan extends TransferPlan {
  recipient: { customerId: number; email: string; name: string };
  /** The sender's own login: e-mail and display name, for the transfer's history metadata. */
  senderContact: { email: string; name: string } | undefined;
}

/** What one p2p submit reads: its sender, the account it debits and the recipient's e-mail (normalised). */
interface P2pContextRequest {
  senderCustomerId: number;
  fromAccount: number;
  email: string;
}

/** Most requests whose context is read in one statement. */
const maxContextsPerRead = 64;

/** The context batcher of each database (tests open several in one process). */
const contextReaders = new WeakMap<Database, MicroBatcher<P2pContextRequest, Record<string, unknown> | undefined>>();

/**
 * The context rows of several requests in one statement, in the order of `requests`: each module's
 * array-taking read function (migration 0028) is called once for the whole batch and inlined into
 * the statement, so the read is planned once and each table is visited once.
 */
async function readP2pContexts(
  db: Executor,
  requests: P2pContextRequest[],
): Promise<(Record<string, unknown> | undefined)[]> {
  const wanted = JSON.stringify(
    requests.map((request, n) => ({
      n,
      from_account: request.fromAccount,
      sender: request.senderCustomerId,
      email: request.email,
    })),
  );
  const rows = await queryRows(
    db,
    sql`with q as materialized (
          select * from jsonb_to_recordset(${wanted}::jsonb) as q(n integer, from_account bigint, sender integer, email text)
        ),
        recipients as materialized (
          select r.email, r.customer from customers_json_by_emails(array(select distinct email from q)) r
        )
        select q.n, f.account as from_account, r.customer as recipient, b.customer_id is not null as blacklisted,
               coalesce(ra.accounts, '[]'::jsonb) as recipient_accounts, c.contact as sender_contact
          from q
          left join ledger_accounts_json_by_ids(array(select from_account from q)) f on f.id = q.from_account
          left join recipients r on r.email = q.email
          left join ledger_accounts_json_by_customers(
                      array(select (customer->>'customerId')::integer from recipients)) ra
                 on ra.customer_id = (r.customer->>'customerId')::integer
          left join blacklist_payout_pairs(array(select sender from q), array(select email from q)) b
                 on b.customer_id = q.sender and b.email = q.email
          left join customers_contacts_json(array(select distinct sender from q)) c on c.customer_id = q.sender`,
  );
  const byIndex = new Map(rows.map((row) => [Number(row.n), row]));
  return requests.map((_, n) => byIndex.get(n));
}

/**
 * Everything a p2p submit reads (decision 0030): the sender's account, the recipient found by
 * e-mail with their accounts, whether the sender blacklisted them, and the sender's contact. In a
 * transaction, one statement of its own; outside one, together with the other submits of the
 * moment in one statement (like the batch of submits), or alone again should that statement fail.
 */
async function loadP2pContext(db: Executor, senderCustomerId: number, input: { fromAccount: number; toEmail: string }) {
  const request = { senderCustomerId, fromAccount: input.fromAccount, email: normalizedEmail(input.toEmail) };
  const database = databaseOf(db);
  let row: Record<string, unknown> | undefined;
  if (database === db) {
    let reader = contextReaders.get(database);
    if (!reader) {
      reader = new MicroBatcher((requests) => readP2pContexts(database, requests), {
        maxItems: maxContextsPerRead,
        maxInFlight: 2,
      });
      contextReaders.set(database, reader);
    }
    row = await reader.submit(request).catch(async () => (await readP2pContexts(db, [request]))[0]);
  } else {
    [row] = await readP2pContexts(db, [request]);
  }
  return {
    from: accountFromJson(row?.from_account),
    recipient: customerByEmailFromJson(row?.recipient),
    blacklisted: row?.blacklisted === true,
    recipientAccounts: accountsFromJson(row?.recipient_accounts ?? []),
    senderContact: customerContactFromJson(row?.sender_contact),
  };
}

/**
 * Prices a person-to-person transfer (spec 001 §3, §5): the sender's own open account in the
 * named currency, a recipient who is another active customer not on the sender's payout blacklist,
 * and the recipient's payment account in that currency or, failing that, their first open payment
 * account (then the transfer converts). Reads in one statement; the checks run in this order.
 * @throws AppError 'VF' with the field at fault, or 'CA' for a closed account.
 */
export async function planP2p(
  db: Executor,
  sender: { customerId: number; brandId: string },
  input: { fromAccount: number; toEmail: string; amount: string; currency: string },
): Promise<P2pPlan> {
  const context = await loadP2pContext(db, sender.customerId, input);
  const from = ownAccountOrThrow(context.from, sender.customerId, 'fromAccount');
  assertOpen(from, 'fromAccount');
  if (from.currencyCode !== input.currency) throw fieldError('currency', 'currency_mismatch');
  const amountMinor = parseAmount(input.amount, from.currencyCode);

  const recipient = context.recipient;
  if (!recipient || recipient.isDisabled) throw fieldError('toEmail', 'recipient_not_found');
  if (recipient.customerId === sender.customerId) throw fieldError('toEmail', 'recipient_is_sender');
  if (context.blacklisted) throw fieldError('toEmail', 'recipient_blacklisted');

  const candidates = context.recipientAccounts.filter(
    (account) => account.type === accountTypes.payment && account.accountStatusId !== closedAccountStatusId,
  );
  const to = candidates.find((account) => account.currencyCode === from.currencyCode) ?? candidates[0];
  if (!to) throw fieldError('toEmail', 'recipient_has_no_account');

  const plan = await price(db, sender.brandId, 'p2p', from, to, amountMinor);
  return {
    ...plan,
    recipient: { customerId: recipient.customerId, email: recipient.email, name: recipient.name },
    senderContact: context.senderContact,
  };
}

/**
 * Prices a move between two of the customer's own open accounts; different currencies make it an
 * exchange (fee schedule 'exchange').
 * @throws AppError 'VF' for a foreign or identical account, 'CA' for a closed one.
 */
export async function planBetweenAccounts(
  db: Executor,
  owner: { customerId: number; brandId: string },
  input: { fromAccount: number; toAccount: number; amount: string },
): Promise<TransferPlan> {
  if (input.fromAccount === input.toAccount) throw fieldError('toAccount', 'same_account');
  const from = await getOwnAccount(db, owner.customerId, input.fromAccount, 'fromAccount');
  const to = await getOwnAccount(db, owner.customerId, input.toAccount, 'toAccount');
  assertOpen(from, 'fromAccount');
  assertOpen(to, 'toAccount');
  const amountMinor = parseAmount(input.amount, from.currencyCode);
  return price(
    db,
    owner.brandId,
    from.currencyCode === to.currencyCode ? 'betweenAccounts' : 'exchange',
    from,
    to,
    amountMinor,
  );
}

/**
 * The balanced entries of a plan: principal debit and credit (through the FX position of each
 * currency when they differ) and the fee to a fee-income shard. Each currency sums to zero.
 * `createMissing: false` (outside a transaction): a missing system-account shard throws
 * SystemAccountMissingError instead of being created.
 */
export async function entriesOf(
  tx: Executor,
  plan: TransferPlan,
  options: { createMissing?: boolean } = {},
): Promise<EntryInput[]> {
  const entries: EntryInput[] = [{ accountId: plan.from.id, amountMinor: -plan.amountMinor }];
  if (plan.from.currencyCode === plan.to.currencyCode) {
    entries.push({ accountId: plan.to.id, amountMinor: plan.toMinor });
  } else {
    const fxFrom = await systemAccountId(tx, systemAccountCodes.fxPosition, plan.from.currencyCode, undefined, options);
    const fxTo = await systemAccountId(tx, systemAccountCodes.fxPosition, plan.to.currencyCode, undefined, options);
    entries.push(
      { accountId: fxFrom, amountMinor: plan.amountMinor },
      { accountId: fxTo, amountMinor: -plan.toMinor },
      { accountId: plan.to.id, amountMinor: plan.toMinor },
    );
  }
  if (plan.feeMinor > 0n) {
    const feeIncome = await systemAccountId(
      tx,
      systemAccountCodes.feeIncome,
      plan.from.currencyCode,
      undefined,
      options,
    );
    entries.push(
      { accountId: plan.from.id, amountMinor: -plan.feeMinor, purpose: 'fee' },
      { accountId: feeIncome, amountMinor: plan.feeMinor, purpose: 'fee' },
    );
  }
  return entries;
}
