import {
  formatMinor,
  isPayoutOffered,
  type PaymentTemplate,
  type PayoutKind,
  type PayoutStatus,
} from '@tessera/contract';
import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor, Transaction } from '../../db/client.ts';
import { newId } from '../../platform/ids.ts';
import { AppError } from '../../rpc/app-error.ts';
import type { RequestEffect } from '../../rpc/module.ts';
import { holdChangeRequest } from '../money-movements/index.ts';
import { paymentTemplates, payouts } from './payouts.schema.ts';

type PayoutRow = typeof payouts.$inferSelect;

/** The recipient fields a payout can be filled in with again: its destination less the card token. */
function reusableFields(payout: Pick<PayoutRow, 'destination'>): Record<string, string> {
  const { cardToken: _token, ...fields } = payout.destination;
  return fields;
}

/**
 * Saves (or replaces) the recipient of a payout under `name` for its customer, in the submit's
 * transaction (spec 001 §3 `templateName`).
 */
async function saveTemplate(
  tx: Executor,
  payout: Pick<
    PayoutRow,
    | 'customerId'
    | 'kind'
    | 'beneficiaryName'
    | 'beneficiaryCountryCode'
    | 'currencyCode'
    | 'destination'
    | 'destinationMasked'
  >,
  name: string,
): Promise<void> {
  const values = {
    kind: payout.kind,
    beneficiaryName: payout.beneficiaryName,
    beneficiaryCountryCode: payout.beneficiaryCountryCode,
    currencyCode: payout.currencyCode,
    fields: reusableFields(payout),
    destinationMasked: payout.destinationMasked,
    updatedAt: new Date(),
  };
  await tx
    .insert(paymentTemplates)
    .values({ id: newId(), customerId: payout.customerId, name, ...values })
    .onConflictDoUpdate({ target: [paymentTemplates.customerId, paymentTemplates.name], set: values });
}

type TemplateSource = Parameters<typeof saveTemplate>[1];

/** A held payee as its transaction request keeps it (decision 0115): the template's values, no card token. */
const heldPayeeSchema = z.object({
  name: z.string(),
  kind: z.string(),
  beneficiaryName: z.string(),
  beneficiaryCountryCode: z.string(),
  currencyCode: z.string(),
  destination: z.record(z.string(), z.string()),
  destinationMasked: z.string(),
});

/**
 * Saves the recipient of a payout under `name` (spec 001 §3 `templateName`) unless the business's
 * approval policy guards new payees (decision 0115): then the payee waits as a transaction request
 * of type `payee` and is saved only once its approvers approve it ({@link payeeRequestEffect}); a
 * declined or expired one is never saved. The payout itself goes its own way (decision 0105).
 * @returns the payee request's id when it is held.
 */
export async function saveOrHoldTemplate(
  tx: Transaction,
  maker: { userId: number; customerId: number },
  payout: TemplateSource,
  name: string,
): Promise<string | undefined> {
  const subject = {
    name,
    kind: payout.kind,
    beneficiaryName: payout.beneficiaryName,
    beneficiaryCountryCode: payout.beneficiaryCountryCode,
    currencyCode: payout.currencyCode,
    destination: reusableFields(payout),
    destinationMasked: payout.destinationMasked,
  } satisfies z.infer<typeof heldPayeeSchema>;
  const requestId = await holdChangeRequest(tx, maker, {
    type: 'payee',
    label: `${name}: ${payout.beneficiaryName} (${payout.destinationMasked})`,
    countryCode: payout.beneficiaryCountryCode,
    subject,
  });
  if (requestId === undefined) await saveTemplate(tx, payout, name);
  return requestId;
}

/**
 * True when `payout` goes to a payee this customer already saved (and, under an approval policy,
 * had approved: a held payee is not written until then; decision 0115): a saved recipient of the
 * same kind and country with the same recipient fields. A card payout is never matched — a card is
 * known by its token alone, which a saved recipient does not keep — so it stays a new payee.
 */
export async function isSavedPayee(
  db: Executor,
  payout: Pick<PayoutRow, 'customerId' | 'kind' | 'beneficiaryCountryCode' | 'destination'>,
): Promise<boolean> {
  if (payout.kind === 'oct') return false;
  const fields = reusableFields(payout);
  const saved = await db
    .select({ fields: paymentTemplates.fields })
    .from(paymentTemplates)
    .where(
      and(
        eq(paymentTemplates.customerId, payout.customerId),
        eq(paymentTemplates.kind, payout.kind),
        eq(paymentTemplates.beneficiaryCountryCode, payout.beneficiaryCountryCode),
      ),
    );
  const keys = Object.keys(fields).sort();
  return saved.some((row) => {
    const other = Object.keys(row.fields).sort();
    return other.length === keys.length && keys.every((key, i) => other[i] === key && row.fields[key] === fields[key]);
  });
}

/** Approving a payee request saves the payee it holds (decision 0115). */
export const payeeRequestEffect: RequestEffect = async (tx, request) => {
  const held = heldPayeeSchema.parse(request.subject);
  await saveTemplate(tx, { ...held, customerId: request.customerId }, held.name);
};

/** `paymentTemplateList`: the customer's saved recipients, most recently used first, of one kind if asked. */
export async function paymentTemplateList(
  db: Executor,
  customerId: number,
  transferType?: PayoutKind,
): Promise<PaymentTemplate[]> {
  const conditions: SQL[] = [eq(paymentTemplates.customerId, customerId)];
  if (transferType) conditions.push(eq(paymentTemplates.kind, transferType));
  const rows = await db
    .select()
    .from(paymentTemplates)
    .where(and(...conditions))
    .orderBy(desc(paymentTemplates.updatedAt))
    .limit(100);
  return rows.map((row) => ({
    id: row.id,
    templateName: row.name,
    transferType: row.kind as PayoutKind,
    beneficiaryName: row.beneficiaryName,
    beneficiaryCountryCode: row.beneficiaryCountryCode,
    currencyCode: row.currencyCode,
    fields: row.fields,
    destination: row.destinationMasked,
    updatedAt: row.updatedAt.toISOString(),
  }));
}

function recentOf(row: PayoutRow) {
  return {
    transactionId: row.id,
    transferType: row.kind as PayoutKind,
    permission: '3d' as const,
    isDisabled: !isPayoutOffered(row.kind as PayoutKind, row.beneficiaryCountryCode, row.currencyCode),
    beneficiaryName: row.beneficiaryName,
    beneficiaryCountryCode: row.beneficiaryCountryCode,
    destination: row.destinationMasked,
    amount: formatMinor(row.amountMinor, row.currencyCode),
    currencyCode: row.currencyCode,
    status: row.status as PayoutStatus,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * `recentTransfers {types, permission, limit}` (spec 001 §7, §9): the customer's latest payouts,
 * newest first, those that cannot be repeated now hidden. Every payout is to a third party today
 * ('3d'; decision 0040), so `permission: 'own'` finds none.
 */
export async function recentTransfers(
  db: Executor,
  customerId: number,
  input: { types?: PayoutKind[] | undefined; permission?: 'own' | '3d' | undefined; limit: number },
) {
  if (input.permission === 'own') return { transfers: [] };
  const conditions: SQL[] = [eq(payouts.customerId, customerId)];
  if (input.types && input.types.length > 0) conditions.push(inArray(payouts.kind, input.types));
  const rows = await db
    .select()
    .from(payouts)
    .where(and(...conditions))
    .orderBy(desc(payouts.createdAt))
    .limit(input.limit * 4);
  return {
    transfers: rows
      .map(recentOf)
      .filter((row) => !row.isDisabled)
      .slice(0, input.limit),
  };
}

/**
 * `recentTransferDetails {transactionId}`: what one of the customer's payouts was sent with, to fill
 * the form again; never a card number.
 * @throws AppError 'NF' for a payout that is not the customer's.
 */
export async function recentTransferDetails(db: Executor, customerId: number, transactionId: string) {
  const [row] = await db
    .select()
    .from(payouts)
    .where(and(eq(payouts.id, transactionId), eq(payouts.customerId, customerId)));
  if (!row) throw new AppError('NF', 'This payout does not exist or is not yours.');
  return {
    ...recentOf(row),
    fromAccount: row.fromAccountId,
    fields: reusableFields(row),
    ...(row.reference ? { reference: row.reference } : {}),
  };
}
