import { subscribeInTransaction } from '../../platform/events.ts';
import { customerDisabled } from '../identity/index.ts';
import { voidCustomerApprovals } from './approvals.ts';

/**
 * A disabled customer's held submits waiting for approval are voided (decision 0016) in the
 * disabling's own transaction (decision 0131: the admin's reply and the append-only audit row of
 * the disabling state how many, so the voiding must commit with them), and reported as
 * `transfersVoided`.
 */
export const voidHeldSubmitsOfDisabledCustomer = subscribeInTransaction(customerDisabled, {
  name: 'money-movements.void-held-submits',
  handle: async (tx, event) => ({ transfersVoided: await voidCustomerApprovals(tx, event.payload.customerId) }),
});
