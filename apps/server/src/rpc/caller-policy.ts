import type { PermissionName } from '@tessera/contract';
import type { Executor } from '../db/client.ts';

/**
 * What the dispatcher needs from the module that owns customers' standing and permission sets to
 * enforce a method's declared money action (decision 0132). The rpc layer sits below the modules and
 * imports none: the composition root (`buildApp`) hands it an implementation.
 */
export interface CallerPolicy {
  /**
   * Refuses a money action of `customerId` needing `permission` before the handler runs (spec 000
   * §2, 001 §3, §6; decisions 0066, 0067).
   * @throws AppError 'AL' (limited), 'KYC' (unverified, money to someone else), '13' (permission not
   *   granted), 'NF' (no such customer).
   */
  requireMoneyAction(db: Executor, customerId: number, permission: PermissionName): Promise<void>;
  /**
   * Refuses a money action of `customerId` (a declared permission or `checkedByUseCase`) while the
   * customer has not accepted its brand's current terms (spec 000 §7, §8; decisions 0025, 0137).
   * @throws AppError 'TE' with the `terms` to accept.
   */
  requireAcceptedTerms(db: Executor, customerId: number): Promise<void>;
}
