import {
  dueDiligenceLevels,
  fieldErrorMessages,
  type DueDiligenceAnswers,
  type DueDiligenceInfo,
  type FieldErrorCode,
} from '@tessera/contract';
import { eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { withTransaction } from '../../platform/transactions.ts';
import { AppError, type FieldError } from '../../rpc/app-error.ts';
import { dueDiligenceChoices } from '../dictionaries/index.ts';
import { customers } from '../identity/index.ts';
import { customerDueDiligence } from './customers.schema.ts';

/**
 * `dueDiligenceInfo` (spec 002 §7 "Due diligence info"; decision 0091): the level, whether answers
 * are required now (the enhanced level was asked for and nothing was answered since), the answers.
 * @throws AppError 'NF' when the customer does not exist.
 */
export async function dueDiligenceInfo(db: Executor, customerId: number): Promise<DueDiligenceInfo> {
  const [row] = await db
    .select({ customer: customers, answers: customerDueDiligence })
    .from(customers)
    .leftJoin(customerDueDiligence, eq(customerDueDiligence.customerId, customers.id))
    .where(eq(customers.id, customerId));
  if (!row) throw new AppError('NF', 'Customer not found.');
  const { customer, answers } = row;
  const requestedAt =
    customer.dueDiligenceLevel >= dueDiligenceLevels.enhanced ? customer.dueDiligenceRequestedAt : null;
  const isRequired = requestedAt !== null && (answers === null || answers.updatedAt < requestedAt);
  return {
    dueDiligenceLevel: customer.dueDiligenceLevel,
    isRequired,
    ...(requestedAt ? { requestedAt: requestedAt.toISOString() } : {}),
    ...(answers
      ? {
          answers: {
            ...(answers.occupationId === null ? {} : { occupationId: answers.occupationId }),
            sourceOfFundsIds: answers.sourceOfFundsIds,
            ...(answers.sourceDetails === null ? {} : { sourceDetails: answers.sourceDetails }),
            purposeIds: answers.purposeIds,
            estimatedMonthlyDepositId: answers.estimatedMonthlyDepositId,
            updatedAt: answers.updatedAt.toISOString(),
          },
        }
      : {}),
  };
}

/**
 * The field errors of `answers` for a customer type (decision 0091): every id must be in its
 * dictionary (`invalid_value`), a person names an occupation (`required`) and a business does not
 * (`invalid_value`), a source "Other" needs `sourceDetails` (`required`). Empty when valid.
 */
function dueDiligenceErrors(customerType: 'personal' | 'business', answers: DueDiligenceAnswers): FieldError[] {
  const choices = dueDiligenceChoices(customerType);
  const errors: FieldError[] = [];
  const fieldError = (field: string, code: FieldErrorCode) => ({ field, code, description: fieldErrorMessages[code] });
  if (customerType === 'personal' && answers.occupationId === undefined)
    errors.push(fieldError('occupationId', 'required'));
  if (
    answers.occupationId !== undefined &&
    (customerType === 'business' || !choices.occupationIds.has(answers.occupationId))
  )
    errors.push(fieldError('occupationId', 'invalid_value'));
  if (answers.sourceOfFundsIds.some((id) => !choices.sourceOfFundsIds.has(id)))
    errors.push(fieldError('sourceOfFundsIds', 'invalid_value'));
  if (answers.sourceOfFundsIds.some((id) => choices.otherSourceIds.has(id)) && !answers.sourceDetails)
    errors.push(fieldError('sourceDetails', 'required'));
  if (answers.purposeIds.some((id) => !choices.purposeIds.has(id)))
    errors.push(fieldError('purposeIds', 'invalid_value'));
  if (!choices.estimatedMonthlyDepositIds.has(answers.estimatedMonthlyDepositId))
    errors.push(fieldError('estimatedMonthlyDepositId', 'invalid_value'));
  return errors;
}

/**
 * `dueDiligenceInfoUpdate` (decision 0091): checks the answers against the dictionaries of the
 * customer's type and replaces the stored ones. An empty `sourceDetails` is stored as none.
 * @throws AppError 'VF' with every field error of {@link dueDiligenceErrors}; nothing changes then.
 */
export async function dueDiligenceInfoUpdate(
  db: Database,
  caller: { customerId: number; userId: number },
  answers: DueDiligenceAnswers,
): Promise<DueDiligenceInfo> {
  return withTransaction(db, async (tx) => {
    const [customer] = await tx
      .select({ customerType: customers.customerType })
      .from(customers)
      .where(eq(customers.id, caller.customerId))
      .for('update');
    if (!customer) throw new AppError('NF', 'Customer not found.');
    const errors = dueDiligenceErrors(customer.customerType, answers);
    if (errors.length > 0) throw new AppError('VF', errors.map((error) => error.description).join(' '), errors);
    const values = {
      occupationId: answers.occupationId ?? null,
      sourceOfFundsIds: answers.sourceOfFundsIds,
      sourceDetails: answers.sourceDetails || null,
      purposeIds: answers.purposeIds,
      estimatedMonthlyDepositId: answers.estimatedMonthlyDepositId,
      updatedByUserId: caller.userId,
      updatedAt: new Date(),
    };
    await tx
      .insert(customerDueDiligence)
      .values({ customerId: caller.customerId, ...values })
      .onConflictDoUpdate({ target: customerDueDiligence.customerId, set: values });
    return dueDiligenceInfo(tx, caller.customerId);
  });
}
