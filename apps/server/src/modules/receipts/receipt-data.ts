import { formatMinor, transferKinds, isTransferKind, type Brand } from '@tessera/contract';
import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client.ts';
import { AppError } from '../../rpc/app-error.ts';
import { findBrand } from '../brands/index.ts';
import { findCustomerBrand, findCustomerContact } from '../identity/index.ts';
import { customerMovements, type MovementRow } from '../ledger/index.ts';

/** One side of a receipt: who, and (for the customer's own accounts) which account. */
export interface ReceiptParty {
  name?: string;
  email?: string;
  /** The account number shown masked (the last four digits), for the customer's own accounts. */
  accountId?: number;
}

/** Everything a receipt shows, amounts as decimal strings with their currency (spec 001 §3 shapes). */
export interface ReceiptData {
  brand: Brand;
  transactionId: string;
  createdAt: Date;
  /** History type: p2p, betweenAccounts, exchange, funding, payout, payoutReturn, cryptoDeposit, deposit. */
  type: 'p2p' | 'betweenAccounts' | 'exchange' | 'funding' | 'payout' | 'payoutReturn' | 'cryptoDeposit' | 'deposit';
  status: MovementRow['status'];
  /** Whether the money left (out) or reached (in) the customer, from the principal row. */
  direction: 'in' | 'out';
  from: ReceiptParty;
  to: ReceiptParty;
  amount: { value: string; currencyCode: string };
  fee?: { value: string; currencyCode: string };
  total?: { value: string; currencyCode: string };
  /** For an exchange: what reached the other account and at which rate. */
  received?: { value: string; currencyCode: string };
  exchangeRate?: string;
  note?: string;
  description?: string;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * Reads the transfer `transactionId` (a history row's id: a posted transfer, a pending one, or a
 * posting that came from that pending transfer) as seen by `customerId` — only through the ledger's
 * movements of that customer, so another customer's transfer is indistinguishable from none.
 * @throws AppError 'NF' (HTTP 404) when none of the customer's accounts has a movement of it.
 */
export async function findReceiptData(
  db: Executor,
  customerId: number,
  transactionId: string,
  fallbackBrand: Brand,
): Promise<ReceiptData> {
  const rows = (await queryRows(
    db,
    sql`with m as (${customerMovements(customerId)})
        select * from m where transaction_id = ${transactionId} or metadata->>'pendingTransferId' = ${transactionId}
        order by created_at desc, transaction_type`,
  )) as MovementRow[];
  // A posted transfer that came from a pending one replaces it; prefer the posting's rows.
  const postedId = rows.find((row) => row.status === 'completed')?.transaction_id ?? rows[0]?.transaction_id;
  const own = rows.filter((row) => row.transaction_id === postedId);
  const principal = own.filter((row) => row.transaction_type !== 'fee');
  const first = principal[0];
  if (!first || !isTransferKind(first.kind)) throw new AppError('NF', 'No such transaction.');
  const metadata = first.metadata ?? {};
  const type = transferKinds[first.kind].transactionType;
  const outgoing = principal.find((row) => BigInt(row.amount_minor) < 0n);
  const incoming = principal.find((row) => BigInt(row.amount_minor) > 0n);
  const main = outgoing ?? first;
  const direction = outgoing ? 'out' : 'in';
  const [contact, brandId] = await Promise.all([
    findCustomerContact(db, customerId),
    findCustomerBrand(db, customerId),
  ]);
  const brand = (brandId ? findBrand(brandId) : undefined) ?? fallbackBrand;
  const me: ReceiptParty = {
    ...(contact?.name ? { name: contact.name } : {}),
    ...(contact?.email ? { email: contact.email } : {}),
  };

  const absolute = (row: MovementRow) => {
    const minor = BigInt(row.amount_minor);
    return { value: formatMinor(minor < 0n ? -minor : minor, row.currency_code), currencyCode: row.currency_code };
  };
  const amount =
    text(metadata.amount) && text(metadata.currencyCode)
      ? { value: String(metadata.amount), currencyCode: String(metadata.currencyCode) }
      : absolute(main);
  const fee =
    direction === 'out' && text(metadata.fee) && text(metadata.feeCurrencyCode)
      ? { value: String(metadata.fee), currencyCode: String(metadata.feeCurrencyCode) }
      : BigInt(main.fee_minor ?? '0') !== 0n
        ? absolute({ ...main, amount_minor: main.fee_minor })
        : undefined;
  const total =
    direction === 'out' && text(metadata.totalDebit)
      ? { value: String(metadata.totalDebit), currencyCode: amount.currencyCode }
      : undefined;

  let from: ReceiptParty;
  let to: ReceiptParty;
  if (type === 'p2p') {
    from =
      direction === 'out'
        ? { ...me, accountId: Number(main.account_id) }
        : {
            ...(text(metadata.fromName) ? { name: text(metadata.fromName) } : {}),
            ...(text(metadata.fromEmail) ? { email: text(metadata.fromEmail) } : {}),
          };
    to =
      direction === 'out'
        ? {
            ...(text(metadata.toName) ? { name: text(metadata.toName) } : {}),
            ...(text(metadata.toEmail) ? { email: text(metadata.toEmail) } : {}),
          }
        : { ...me, accountId: Number(main.account_id) };
  } else if (type === 'payout') {
    // The masked destination only (decision 0040): never a full card number or account.
    from = { ...me, accountId: Number(main.account_id) };
    to = {
      ...(text(metadata.beneficiaryName) ? { name: text(metadata.beneficiaryName) } : {}),
      ...(text(metadata.destination) ? { email: text(metadata.destination) } : {}),
    };
  } else if (type === 'payoutReturn' || type === 'deposit') {
    const payer = text(metadata.beneficiaryName) ?? text(metadata.senderName);
    from = payer ? { name: payer } : {};
    to = { ...me, accountId: Number(main.account_id) };
  } else if (type === 'funding' || type === 'cryptoDeposit') {
    // The bank credits both: a top-up from its own funds, a crypto deposit from its clearing account.

    from = { name: brand.accountConfirmation.name };
    to = { ...me, accountId: Number(main.account_id) };
  } else {
    from = { ...me, ...(outgoing ? { accountId: Number(outgoing.account_id) } : {}) };
    to = { ...me, ...(incoming ? { accountId: Number(incoming.account_id) } : {}) };
  }
  return {
    brand,
    transactionId: first.transaction_id,
    createdAt: new Date(first.created_at),
    type,
    status: first.status,
    direction,
    from,
    to,
    amount,
    // A quoted fee of 0.00 is no fee.
    ...(fee && /[1-9]/.test(fee.value) ? { fee } : {}),
    ...(total ? { total } : {}),
    ...(type === 'exchange' && incoming ? { received: absolute(incoming) } : {}),
    ...(type === 'exchange' && text(metadata.exchangeRate) ? { exchangeRate: text(metadata.exchangeRate) } : {}),
    ...(text(metadata.note) ? { note: text(metadata.note) } : {}),
    ...(first.description ? { description: first.description } : {}),
  };
}
