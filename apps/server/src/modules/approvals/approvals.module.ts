import { approvalsMethods } from '@tessera/contract';
import { defineModule, serveArea } from '../../rpc/module.ts';
import { approvalJobs } from './approvals.jobs.ts';
import { approvalsHandlers } from './approvals.methods.ts';
import { resolveByPush } from './approvals.ts';
import { voidHeldSubmitsOfDisabledCustomer } from './on-customer-disabled.ts';

/** The transaction-approval module (spec 001 §4, §7). */
export const approvalsModule = defineModule({
  name: 'approvals',
  methods: [serveArea(approvalsMethods, approvalsHandlers)],
  jobs: approvalJobs,
  // A linked device's answer to a money submit posts or voids it (the devices code only relays it).
  pushHandlers: { transaction: (db, _pushRequestId, trxid, approved) => resolveByPush(db, trxid, approved) },
  subscriptions: [voidHeldSubmitsOfDisabledCustomer],
  adapters: ['mailer', 'sms'],
});
