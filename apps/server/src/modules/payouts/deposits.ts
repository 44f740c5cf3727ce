import {
  accountOfDepositReference,
  accountTypes,
  closedAccountStatusId,
  composeSandboxIban,
  depositReference,
  formatMinor,
  isCryptoCurrency,
  parseMinor,
} from '@tessera/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Database, Executor, Transaction } from '../../db/client.ts';
import { publishEvent } from '../../platform/events.ts';
import { newId } from '../../platform/ids.ts';
import type { IncomingBankPayment, PayoutRail, RailEvent } from '../../platform/payout-rail.ts';
import { withTransaction } from '../../platform/transactions.ts';
import { AppError, fieldError } from '../../rpc/app-error.ts';
import { findCustomerContact } from '../identity/index.ts';
import {
  findAccount,
  getOwnAccount,
  postTransferInTransaction,
  systemAccountCodes,
  systemAccountId,
  type LedgerAccountRow,
} from '../ledger/index.ts';
import { depositCredited } from './payout-events.ts';
import { incomingPayments } from './payouts.schema.ts';

type IncomingPayment = typeof incomingPayments.$inferSelect;

/** The sandbox bank whose details the deposit instructions give (decision 0040): no real money reaches it. */
const sandboxBank = {
  bankName: 'Tessera Sandbox Bank',
  bankAddress: '1 Sandbox Street, London EC2A 1AA, United Kingdom',
  bic: 'TSRAGB22',
  bankCode: 'TSRA',
  sortCode: '040000',
  routingNumber: '021000021',
};

/** Whether an account can receive bank deposits: an open payment account. */
function canReceive(account: LedgerAccountRow | undefined): account is LedgerAccountRow {
  return (
    account !== undefined &&
    account.customerId !== null &&
    account.type === accountTypes.payment &&
    account.accountStatusId !== closedAccountStatusId &&
    // A crypto account receives on its wallet address (decision 0050), never by bank transfer.
    !isCryptoCurrency(account.currencyCode)
  );
}

/**
 * `depositInstructions {accountId}` (decision 0051): the bank details a payer uses to add money to
 * one of the customer's payment accounts: a (sandbox) GB IBAN of the account, the bank's BIC, the
 * customer's name, and the account's deposit reference; ACH details for USD, the sort code for GBP.
 * @throws AppError 'VF' on accountId for a foreign, closed or non-payment account.
 */
export async function depositInstructions(db: Executor, customerId: number, accountId: number) {
  const account = await getOwnAccount(db, customerId, accountId, 'accountId');
  if (account && isCryptoCurrency(account.currencyCode)) throw fieldError('accountId', 'unsupported_currency');
  if (!canReceive(account)) throw fieldError('accountId', 'account_not_found');
  const contact = await findCustomerContact(db, customerId);
  const accountNumber = String(account.id % 100_000_000).padStart(8, '0');
  return {
    accountId: account.id,
    currencyCode: account.currencyCode,
    beneficiaryName: contact?.name ?? '',
    bankName: sandboxBank.bankName,
    bankAddress: sandboxBank.bankAddress,
    bic: sandboxBank.bic,
    iban: composeSandboxIban(sandboxBank.bankCode, sandboxBank.sortCode, accountNumber),
    reference: depositReference(account.id),
    ...(account.currencyCode === 'USD' ? { routingNumber: sandboxBank.routingNumber, accountNumber } : {}),
    ...(account.currencyCode === 'GBP' ? { sortCode: sandboxBank.sortCode, accountNumber } : {}),
    sandbox: true,
  };
}

/**
 * Credits an incoming payment to `account` from the deposit clearing account (one ledger transfer)
 * and publishes `deposit.credited` in the same transaction (decision 0131).
 */
async function credit(
  tx: Transaction,
  payment: IncomingPayment,
  account: LedgerAccountRow,
  assignedBy?: number,
): Promise<string> {
  const clearing = await systemAccountId(tx, systemAccountCodes.depositClearing, payment.currencyCode);
  const amount = formatMinor(payment.amountMinor, payment.currencyCode);
  const transferId = await postTransferInTransaction(tx, {
    kind: 'deposit',
    description: `Bank deposit from ${payment.senderName}`,
    entries: [
      { accountId: clearing, amountMinor: -payment.amountMinor },
      { accountId: account.id, amountMinor: payment.amountMinor },
    ],
    metadata: {
      toCustomerId: account.customerId ?? 0,
      amount,
      currencyCode: payment.currencyCode,
      senderName: payment.senderName,
      ...(payment.senderAccount ? { senderAccount: payment.senderAccount } : {}),
      reference: payment.reference,
      railReference: payment.railReference,
      ...(assignedBy !== undefined ? { assignedBy } : {}),
    },
  });
  // A payment account always has its customer; the check keeps the event's payload honest.
  if (account.customerId !== null)
    await publishEvent(tx, depositCredited, account.id, {
      customerId: account.customerId,
      accountId: account.id,
      transferId,
      amount,
      currencyCode: payment.currencyCode,
    });
  return transferId;
}

/**
 * Receives a bank payment reported by a rail (a verified 'payment.received' event), inside the
 * event's transaction, once per rail reference: credited to the open payment account its reference
 * names in its currency ('applied'), else kept unmatched for an administrator ('deferred' is not
 * used: an unmatched payment is 'applied' to the queue). A repeat of the reference changes nothing.
 */
export async function receiveIncomingPayment(
  tx: Transaction,
  rail: string,
  event: RailEvent & { payment: IncomingBankPayment },
): Promise<'applied' | 'ignored'> {
  const { payment } = event;
  let amountMinor: bigint;
  try {
    amountMinor = parseMinor(payment.amount, payment.currencyCode);
  } catch {
    return 'ignored';
  }
  if (amountMinor <= 0n) return 'ignored';
  const [row] = await tx
    .insert(incomingPayments)
    .values({
      id: newId(),
      rail,
      railReference: event.railReference,
      amountMinor,
      currencyCode: payment.currencyCode,
      reference: payment.reference,
      senderName: payment.senderName,
      senderAccount: payment.senderAccount ?? null,
      status: 'unmatched',
    })
    .onConflictDoNothing()
    .returning();
  if (!row) return 'ignored';
  const accountId = accountOfDepositReference(payment.reference);
  const account = accountId === undefined ? undefined : await findAccount(tx, accountId);
  if (canReceive(account) && account.currencyCode === payment.currencyCode) {
    const transferId = await credit(tx, row, account);
    await tx
      .update(incomingPayments)
      .set({ status: 'credited', accountId: account.id, transferId, resolvedAt: new Date() })
      .where(eq(incomingPayments.id, row.id));
  }
  return 'applied';
}

function toWire(row: IncomingPayment) {
  return {
    id: row.id,
    amount: formatMinor(row.amountMinor, row.currencyCode),
    currencyCode: row.currencyCode,
    reference: row.reference,
    senderName: row.senderName,
    ...(row.senderAccount ? { senderAccount: row.senderAccount } : {}),
    status: row.status,
    ...(row.accountId !== null ? { accountId: row.accountId } : {}),
    receivedAt: row.receivedAt.toISOString(),
  };
}

/** `unmatchedDepositList` (admin): unmatched incoming payments, oldest first (at most 200). */
export async function unmatchedDepositList(db: Executor) {
  const rows = await db
    .select()
    .from(incomingPayments)
    .where(eq(incomingPayments.status, 'unmatched'))
    .orderBy(asc(incomingPayments.receivedAt))
    .limit(200);
  return { deposits: rows.map(toWire) };
}

/** The unmatched payment `id`, locked, or the refusal. */
async function lockUnmatched(tx: Transaction, id: string): Promise<IncomingPayment> {
  const [row] = await tx.select().from(incomingPayments).where(eq(incomingPayments.id, id)).for('update');
  if (!row) throw fieldError('id', 'entry_not_found');
  if (row.status !== 'unmatched') throw new AppError('TA1', 'This payment was already assigned or returned.');
  return row;
}

/**
 * `unmatchedDepositAssign` (admin): credits an unmatched payment to an open payment account in its
 * currency, exactly once.
 * @throws AppError 'VF' (unknown payment; account not a payment account in that currency), 'TA1' when already resolved.
 */
export async function unmatchedDepositAssign(db: Database, adminUserId: number, id: string, accountId: number) {
  return withTransaction(db, async (tx) => {
    const row = await lockUnmatched(tx, id);
    const account = await findAccount(tx, accountId);
    if (!canReceive(account)) throw fieldError('accountId', 'account_not_found');
    if (account.currencyCode !== row.currencyCode) throw fieldError('accountId', 'currency_mismatch');
    const transferId = await credit(tx, row, account, adminUserId);
    const [updated] = await tx
      .update(incomingPayments)
      .set({ status: 'assigned', accountId, transferId, resolvedBy: adminUserId, resolvedAt: new Date() })
      .where(and(eq(incomingPayments.id, id), eq(incomingPayments.status, 'unmatched')))
      .returning();
    if (!updated) throw new AppError('TA1', 'This payment was already assigned or returned.');
    return toWire(updated);
  });
}

/**
 * `unmatchedDepositReturn` (admin): marks an unmatched payment returned to its sender; nothing is
 * credited (the money never entered a customer's account).
 * @throws AppError 'VF' for an unknown payment, 'TA1' when already resolved.
 */
export async function unmatchedDepositReturn(db: Database, adminUserId: number, id: string) {
  return withTransaction(db, async (tx) => {
    await lockUnmatched(tx, id);
    const [updated] = await tx
      .update(incomingPayments)
      .set({ status: 'returned', resolvedBy: adminUserId, resolvedAt: new Date() })
      .where(eq(incomingPayments.id, id))
      .returning();
    if (!updated) throw new AppError('TA1', 'This payment was already assigned or returned.');
    return toWire(updated);
  });
}

/**
 * `depositSimulate` (sandbox): a bank payment arrives at the sandbox rail, which reports it by its
 * signed webhook later.
 * @throws AppError 'NF' when the payout rail is not a sandbox.
 */
export async function depositSimulate(
  db: Executor,
  rail: PayoutRail,
  input: Omit<IncomingBankPayment, 'senderAccount'> & { senderAccount?: string | undefined },
): Promise<{ railReference: string }> {
  if (!rail.simulateIncomingPayment) throw new AppError('NF', 'The payout rail is not a sandbox.');
  return rail.simulateIncomingPayment(db, {
    amount: input.amount,
    currencyCode: input.currencyCode,
    reference: input.reference,
    senderName: input.senderName,
    ...(input.senderAccount ? { senderAccount: input.senderAccount } : {}),
  });
}
