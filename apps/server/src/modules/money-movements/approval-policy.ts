import { defaultApprovalRule, parseMinor, type ApprovalRule } from '@tessera/contract';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { fieldError } from '../../rpc/app-error.ts';
import { listApprovers } from './transaction-requests.ts';
import { approvalPolicies } from './transaction-requests.schema.ts';

/** The rules of business `customerId`'s approval policy (empty: only the default rule; decision 0105). */
export async function findPolicyRules(db: Executor, customerId: number): Promise<ApprovalRule[]> {
  const [row] = await db
    .select({ rules: approvalPolicies.rules })
    .from(approvalPolicies)
    .where(eq(approvalPolicies.customerId, customerId));
  return row?.rules ?? [];
}

/**
 * Replaces business `customerId`'s approval policy with `rules` (decision 0105), set by `userId`.
 * A rule that names approvers names only users who may approve (full access or the business's own
 * login) and needs no more approvers than it names; a rule without names needs no more than the
 * business has; amounts are valid in their currency; an access-right rule sets no payment condition.
 * @throws AppError 'VF' on `rules.N.approverUserIds`, `rules.N.approversNeeded` or `rules.N.isAccessRightRaise` (approval_rule_invalid),
 * `rules.N.minAmounts` (invalid_amount).
 */
export async function approvalPolicySet(
  db: Executor,
  customerId: number,
  userId: number,
  rules: readonly ApprovalRule[],
): Promise<ApprovalRule[]> {
  const approvers = new Set((await listApprovers(db, customerId)).map((user) => user.userId));
  rules.forEach((rule, index) => {
    // An access-right rule guards raises only (decision 0115): a payment condition on it means nothing.
    if (
      rule.isAccessRightRaise === true &&
      (rule.isNewPayeeOnly === true || (rule.minAmounts ?? []).length > 0 || (rule.countryCodes ?? []).length > 0)
    )
      throw fieldError(`rules.${index}.isAccessRightRaise`, 'approval_rule_invalid');
    const named = rule.approverUserIds ?? [];
    if (named.some((id) => !approvers.has(id)))
      throw fieldError(`rules.${index}.approverUserIds`, 'approval_rule_invalid');
    const available = named.length > 0 ? new Set(named).size : approvers.size;
    if (rule.approversNeeded > available) throw fieldError(`rules.${index}.approversNeeded`, 'approval_rule_invalid');
    for (const item of rule.minAmounts ?? []) {
      try {
        parseMinor(item.amount, item.currencyCode);
      } catch {
        throw fieldError(`rules.${index}.minAmounts`, 'invalid_amount');
      }
    }
  });
  const stored = [...rules];
  await db
    .insert(approvalPolicies)
    .values({ customerId, rules: stored, updatedByUserId: userId })
    .onConflictDoUpdate({
      target: approvalPolicies.customerId,
      set: { rules: stored, updatedByUserId: userId, updatedAt: new Date() },
    });
  return stored;
}

/**
 * `approvalPolicyGet` (spec 001 §7; decision 0105): the business's approval rules, the rule that
 * applies without any, and the users who may approve.
 */
export async function approvalPolicyGet(db: Executor, customerId: number) {
  return {
    rules: await findPolicyRules(db, customerId),
    defaultRule: defaultApprovalRule,
    approvers: (await listApprovers(db, customerId)).map((user) => ({ userId: user.userId, email: user.email })),
  };
}
