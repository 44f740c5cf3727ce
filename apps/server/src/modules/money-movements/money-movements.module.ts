import { approvalsMethods, businessApprovalMethods } from '@tessera/contract';
import { defineModule, serveArea } from '../../rpc/module.ts';
import { approvalJobs } from './approvals.jobs.ts';
import { approvalsHandlers } from './approvals.methods.ts';
import { resolveByPush } from './approvals.ts';
import { voidHeldSubmitsOfDisabledCustomer } from './on-customer-disabled.ts';
import { transactionRequestJobs } from './transaction-requests.jobs.ts';
import { businessApprovalHandlers } from './transaction-requests.methods.ts';

/**
 * Money movements (decision 0130): the transaction approval of a customer's own submits (code or
 * linked device; spec 001 §4, §7) and business approval, transaction requests and each company's
 * approval policy (spec 001 §4, §6, §7; decision 0105).
 */
export const moneyMovementsModule = defineModule({
  name: 'money-movements',
  methods: [
    serveArea(approvalsMethods, approvalsHandlers),
    serveArea(businessApprovalMethods, businessApprovalHandlers),
  ],
  jobs: [...approvalJobs, ...transactionRequestJobs],
  // A linked device's answer to a money submit posts or voids it (the devices code only relays it).
  pushHandlers: { transaction: (db, _pushRequestId, trxid, approved) => resolveByPush(db, trxid, approved) },
  subscriptions: [voidHeldSubmitsOfDisabledCustomer],
  adapters: ['mailer', 'sms'],
});
